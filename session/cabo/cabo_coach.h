// Cardavia — the coach's reasons in Cabo (session/coach.h): why the strong player's move is good,
// as one of these kinds, each a key "coach.cabo.<kind>" in assets/i18n/<lang>.json with the facts
// it names. Read from the seat's Observation only. docs/coach.md has an example of each.
//
//   kind            the move                when it is said (else: the search's reason)
//   look            look at two own cards   always
//   draw            draw from the stock     the pile's top card is no lower than every card the
//                                           seat knows it holds (it knows at least one)
//   take_known      take the pile's top     it is lower than a card the seat saw in its hand
//   take_unseen     take the pile's top     it is lower than most cards the seat has not seen
//   call / call_all call Cabo               always: the sum of the cards the seat knows, and how
//                                           many it has not seen (call_all: none)
//   swap_known      swap N                  the seat saw place N's card, and the held card is lower
//   swap_unseen     swap N                  place N unseen; the held card is lower than most
//                                           cards the seat has not seen
//   replace         replace A,…             every claimed place seen, all of one value
//   discard         discard                 the held card is no lower than every card the seat
//                                           knows it holds (it knows at least one)
//   peek            peek N                  the seat has not seen place N
//   spy             spy P:N                 the seat has not seen seat P's place N
//   blind_known     blindswap N P:M         the seat saw both cards, and gives the higher
//   blind_unseen    blindswap N P:M         the seat saw its own, not the other; its own is higher
//                                           than most cards it has not seen
//
// "Cards the seat has not seen": the 52 of the pack less every card whose place it knows now —
// its hand's and the others' known cards, the discard pile, the card it holds.
#pragma once

#include "core/game_state.h"
#include "session/coach.h"
#include "session/phrase.h"

namespace cardavia::session {

Phrase cabo_reason(const Observation& seat_view, Action move, const SearchFacts& facts);

}  // namespace cardavia::session
