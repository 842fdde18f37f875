// Cardavia — what the end of a Chkobba deal says, decided here (platform-free, tested in
// tests/session/) and put into words by the table (app/chkobba/, assets/i18n/en.json).
//
// Read from the record of the deal's last move (MoveRecord::round_ended), which the human may
// know entirely: the piles are public, and the last capturer's sweep of the leftovers is worked
// out from the table as that card left it (session/chkobba/chkobba_moves.h). The points are the engine's
// (the deal's RoundResult); the counts behind them ("21 cards against 19") come from the piles.
//
// [SECTION] The words of each category (chkobba.end.*; {side} is a side's members, "You and Bo")
//   category  key              when                                      values
//   cards     cards_won        one side has more than 20                 side, n (its), m (other)
//             cards_tie        20 each                                   n
//             cards_none       nobody over 20 (leftovers to nobody)      n (the human's side), m
//   diamonds  diamonds_won     one side has more than 5                  side, n, m
//             diamonds_tie     5 each                                    n
//             diamonds_none    nobody over 5                             n (the human's side), m
//   bermila   bermila_sevens   more sevens                               side, n, m
//             bermila_sixes    equal sevens, more sixes                  side, s (sevens each), n, m
//             bermila_none     equal sevens and equal sixes              s, t (sixes each)
//   7ayya     sette_won        a side took the 7♦                        side, card
//             sette_none       it stayed on the table (nobody captured)  card
//   chkobbas  chkobba_some     any chkobba                               side, n, other, m (the
//                                                                        human's side first)
//             chkobba_none     none                                      —
// [SECTION] The match's state after the deal (chkobba_outcome)
//   chkobba.end.won            one side reached 21: the match is over    side, n, m, target
//   chkobba.end.won_higher     both passed 21, the higher total wins     side, n, m, target
//   chkobba.end.play_on        both passed 21 with equal totals          n, target
//   (empty)                    nobody reached 21
#pragma once

#include <array>
#include <vector>

#include "core/chkobba/chkobba.h"
#include "session/move_record.h"
#include "session/phrase.h"

namespace cardavia::session {

struct ChkobbaCategoryWords {
  const char* id;        // "cards", "diamonds", "bermila", "sette", "chkobba" (RoundResult's)
  const char* name_key;  // chkobba.category.*
  std::array<int, kChkobbaSides> points{};  // what each side scored for it
  Phrase why;                               // who got it and why, with the counts
};

struct ChkobbaDealEnd {
  int deal = 0;  // 1 for the match's first deal
  std::array<std::vector<int>, kChkobbaSides> members;  // each side's seats, the human first
  std::array<CardSet, kChkobbaSides> piles{};          // at the end, leftovers included
  std::array<PileCounts, kChkobbaSides> counts{};
  std::array<int, kChkobbaSides> chkobbas{};
  std::array<int, kChkobbaSides> points{};  // this deal's
  std::array<int, kChkobbaSides> totals{};  // the match's, after it
  std::vector<ChkobbaCategoryWords> categories;  // in the contract's order
  std::vector<ChkobbaCard> leftovers;  // the last cards on the table …
  int leftovers_to = -1;               // … and the side that took them (-1: nobody)
  Phrase outcome;                      // chkobba_outcome(): empty while nobody reached 21
};

// The deal the record's move ended (precondition: move.round_ended, a Chkobba move).
ChkobbaDealEnd chkobba_deal_end(const MoveRecord& last_move);

// The match after a deal, in words (the table above): `totals` per side, `winners` the engine's
// (sides; empty while the match goes on).
Phrase chkobba_outcome(const std::array<int, kChkobbaSides>& totals, const std::vector<int>& winners,
                       int players, int human);

}  // namespace cardavia::session
