// Cardavia — a Chkobba move in words, for the human at the table: which cards it showed them, the
// log's line (and the banner of a chkobba, a redeal, the last capturer's sweep), and the line that
// opens a deal. Platform-free and tested natively (tests/session/); the table renders the phrases
// (app/table/words.h).
//
// [SECTION] What each move shows the human (MoveRecord::shown, in this order: the engine tells
// these cards as its kMove and kLook events, core/move_event.h)
//   move         shown                                        why
//   keep, table  the cut card, when the human saw it (their   the cutter alone looks at it; a
//                own cut, or any tabled cut card); then, when  tabled one lies face up; the four
//                the deal is dealt again, the four table      table cards of a redealt deal were
//                cards that caused it (canonical order)       dealt face up before they went back
//   play C …     C, then the captured cards in table order    every play is face up
// Everything else a move changed is in the record's `after` Observation — except at a deal's end,
// where `after` is already the next deal: the deal's last cards (the leftovers) and the final
// piles are worked out from `before` (chkobba_move_facts(), session/chkobba/chkobba_round.h).
//
// [SECTION] The log (assets/i18n/en.json, chkobba.log.*)
// One whole sentence per case, the human's own move with its own key (`_you`). A capture names
// the taken cards as a sum, "2♦ + 6♠" (chkobba.words.sum, nested, so each language chooses its
// joiner). What follows a play — three new cards each, the last capturer's sweep at the deal's
// end — wraps the play's line ("{line} The last cards on the table go to Ana: 3♣ 5♥."), so one
// move keeps one log line. Banners: a chkobba, a redeal, the sweep.
#pragma once

#include <cstdint>
#include <vector>

#include "core/chkobba/chkobba.h"
#include "core/chkobba/chkobba_observation.h"
#include "session/game_words.h"

namespace cardavia::session {

MoveWords chkobba_move_words(const MoveRecord& move);
// "Deal 2: Ana deals, you cut."
Phrase chkobba_round_start(const Observation& human_view);

// A Chkobba card as a card of the words, and back.
AnyCard chkobba_card(ChkobbaCard card);
// The cards of a set in canonical order.
std::vector<ChkobbaCard> chkobba_cards_of(CardSet set);
// The members of a side (seat % 2) by their place after the human: what a side is called
// ("You and Bo", "Ana and Cy"; with two players "You", "Ana").
std::vector<int> chkobba_side_members(int side, int players, int human);
// Several cards as the sum a capture took: "2♦ + 6♠" (one card: "6♠").
Phrase chkobba_sum(const std::vector<ChkobbaCard>& cards);

// What a move did, as the human may know it: read from the record's observations only.
struct ChkobbaMoveFacts {
  bool cut = false;                   // keep or table
  bool redeal = false;                // the cut's deal had three of a rank on the table
  std::vector<ChkobbaCard> redealt;   // … its four table cards
  ChkobbaCard played = 0;             // a play: the card
  std::vector<ChkobbaCard> captured;  // … the table cards it took (canonical order)
  int side = 0;                       // the mover's side
  bool chkobba = false;               // the capture cleared the table (and scored)
  bool new_hands = false;             // every hand was empty: three more cards each
  bool deal_over = false;             // the deal's last card
  std::vector<ChkobbaCard> leftovers;  // … the cards left on the table at the deal's end
  int leftovers_to = -1;               // … the side that captured last, or -1 (nobody)
};
ChkobbaMoveFacts chkobba_move_facts(const MoveRecord& move);

}  // namespace cardavia::session
