// Cardavia — the coach's reasons in Chkobba (session/coach.h), each a key "coach.chkobba.<kind>"
// in assets/i18n/<lang>.json with the facts it names. Read from the seat's Observation only.
// docs/coach.md has an example of each.
//
//   kind           the move                  when it is said (the first that fits; else the
//                                            search's reason)
//   chkobba        a capture of the table    it clears the table, and is not the deal's last card
//   sette          a capture                 the 7♦ (the 7ayya) is among the cards won
//   sevens         a capture                 sevens are among the cards won: the side's sevens
//                                            after it (they decide the bermila)
//   diamonds       a capture                 diamonds are among the cards won, and the side has
//                                            not yet more than 5: its diamonds after it
//   cards          a capture                 the side has not yet more than 20 cards: its pile
//                                            after it
//   no_sweep       a card that takes nothing the table then adds up to more than 10: no card can
//                                            clear it (a capture by sum takes at most 10)
//   nothing_takes  a card that takes nothing none of the seat's cards takes anything
#pragma once

#include "core/game_state.h"
#include "session/coach.h"
#include "session/phrase.h"

namespace cardavia::session {

Phrase chkobba_reason(const Observation& seat_view, Action move, const SearchFacts& facts);

}  // namespace cardavia::session
