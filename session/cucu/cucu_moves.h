// Cardavia — a Cucù move in words, for the human at the table: which cards it showed them, the
// log's line (and the banner of a special's answer), and the line that opens a round. Platform-
// free and tested natively (tests/session/); the table renders the phrases (app/table/words.h).
//
// What a request did is read from the observation after it (CucuObservation::last_request(): the
// horses passed, who answered and how, a cat's undone exchanges), which every seat sees: the words
// never read the engine. An ask, an insurance and its answer never end a round (only the dealer's
// turn does), so `after` is still that round for them.
//
// [SECTION] What each move shows the human (MoveRecord::shown, in this order: the engine tells
// these cards as its kMove and kLook events, core/move_event.h)
//   move      shown                                           why
//   keep      —                                               (a turn's, or withdrawing from an inn)
//   ask       the specials revealed, in order (each horse     specials are shown to everybody; an
//             passed, then the special that answered), then   exchange shows each of the two the
//             the card the human received (an exchange with   other's card
//             the human, or the top card the human took)
//   insure    the zero                                        insuring shows everybody it is a zero
//   accept    —
//   refuse    the card the human received (the innkeeper's    the exchange happens
//             zero, or the requester's inn)
//   deck      the card the human took (the human's own)       the dealer's alone to see
//
// [SECTION] The log (assets/i18n/en.json, cucu.log.*)
// One whole sentence per case, with keys of their own for the human's move (`_you`) and for a
// request that asks the human (`_asked_you`, `_your_zero` …). Horses passed wrap the answer's line
// (`cucu.log.horse*`: "Ana asks Bo, whose Horse passes the request on. {line}"), outermost first;
// a cat's undone exchanges and a requester knocked out add a sentence after it.
#pragma once

#include <vector>

#include "core/cucu/cucu.h"
#include "session/game_words.h"

namespace cardavia::session {

MoveWords cucu_move_words(const MoveRecord& move);
// "Round 2: Ana deals; Bo plays first."
Phrase cucu_round_start(const Observation& human_view);

// A Cuccù rank as a card of the words and faces.
AnyCard cucu_card(CuccuRank rank);

}  // namespace cardavia::session
