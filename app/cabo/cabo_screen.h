// Cardavia — the Cabo table: a match against the computer on the table framework (app/table/).
//
// What the human sees comes from two places only: the human seat's Observation (hands, the held
// card) and the engine's public facts (whose turn, the piles, totals, rounds, the hands shown at
// a round's end). The log and the flights name a card only when the action that just happened
// showed it to the human (a card going to the discard pile, the human's own draw, look, peek or
// spy, the cards of a replace).
//
// [SECTION] Input modes, the way one Cabo action is built from taps
//   mode          the human taps                          applies
//   Normal        own card / pile / a button              look (2nd card), draw, take, cabo,
//                                                          swap N, discard
//   Peek          own card                                peek N
//   Spy           another player's card                   spy P:N
//   BlindOwn      own card → BlindOther                   —
//   BlindOther    another player's card                   blindswap N P:M
//   Replace       own cards (toggle), "Replace"           — (→ Confirm)
//   Confirm       "Confirm" / "Back"                      replace (the only irreversible choice
//                                                          of several cards: always confirmed)
#pragma once

#include <memory>

#include "app/table/screen.h"

namespace cardavia::app::cabo {

std::unique_ptr<table::TableScreen> make_cabo_screen(const table::NewMatch& choices,
                                                     std::uint64_t seed,
                                                     const table::Pacing& pacing);

}  // namespace cardavia::app::cabo
