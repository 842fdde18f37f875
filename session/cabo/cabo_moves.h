// Cardavia — a Cabo move in words, for the human at the table: which cards it showed them, the
// log's line (and the banner of a call or a replace), and the line that opens a round. Platform-
// free and tested natively (tests/session/); the table renders the phrases (app/table/words.h).
//
// [SECTION] What each move shows the human (MoveRecord::shown, in this order: the engine tells
// these cards as its kMove and kLook events, core/move_event.h)
//   move        shown                                   why
//   look        the two cards, places in order          the human's own look only
//   draw        the drawn card                          the human's own draw only (read after the
//                                                       draw: after a reshuffle the stock changed)
//   take        the taken card                          it was face up on the pile
//   cabo        —
//   swap N      the card that left place N              it goes face up onto the pile
//   replace     the claimed cards, places in order,     shown to everybody, success or not; on a
//               then the drawn card on a failure        failure the drawn card goes to the pile
//   discard     the drawn card                          it goes face up onto the pile
//   peek N      the drawn card, then (the human's own   the drawn card goes to the pile; the
//               peek) the card at place N               peeked card is the peeker's alone
//   spy P:N     the drawn card, then (the human's own   likewise
//               spy) the card at P:N
//   blindswap   the drawn card                          nobody looks at the swapped cards
//
// [SECTION] The log (assets/i18n/en.json, cabo.log.*)
// One whole sentence per case: a key for the human's own move (`_you`), and where another seat's
// move names the human's card, a key of its own (`spy_your_card`, `blindswap_with_you`) — never a
// possessive or a subject glued in. Every line of the final turns (after a call) is wrapped in
// `cabo.log.final_turn` ("Final turn · {line}"), the look excepted.
#pragma once

#include <vector>

#include "core/cabo/cabo.h"
#include "session/game_words.h"

namespace cardavia::session {

MoveWords cabo_move_words(const MoveRecord& move);
// "Round 2: Ana dealt. Everyone looks at two cards."
Phrase cabo_round_start(const Observation& human_view);

// A Cabo card id (core/cabo/cabo.h) as a card of the words.
AnyCard cabo_card(cabo::CardId card);

}  // namespace cardavia::session
