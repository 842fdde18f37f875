// Cardavia — the coach's reasons in Cucù (session/coach.h), each a key "coach.cucu.<kind>" in
// assets/i18n/<lang>.json with the facts it names. Read from the seat's Observation only.
// docs/coach.md has an example of each.
//
//   kind          the move                  when it is said (else: the search's reason)
//   keep_high     keep                      an ordinary card higher than most of the cards the
//                                           seat has not seen
//   keep_special  keep                      a card that acts when asked for (inn … cuckoo)
//   swap_low      ask, or the dealer's deck an ordinary card lower than most of the cards the
//                                           seat has not seen
//
// "Cards the seat has not seen": the cards of the pack whose rank the seat does not know (the
// pack's 40 less every card it held or saw this round); "higher" and "lower" compare values
// (lion −3 … cuckoo 15), the fool, which has no value of its own, counted in neither.
#pragma once

#include "core/game_state.h"
#include "session/coach.h"
#include "session/phrase.h"

namespace cardavia::session {

Phrase cucu_reason(const Observation& seat_view, Action move, const SearchFacts& facts);

}  // namespace cardavia::session
