// Cardavia — the Cabo table: what differs in Cabo on the match table (app/table/match_table.h):
// the seats' 2×2 cards and the human's four, the stock, the discard pile and the held card, the
// prompt, the action bar, the flights of each move, the eyes (a computer looked at this card) and
// the cards shown for a moment, the round's end (every hand shown, each score in words).
//
// It reads the human's CaboObservation (hands as known, piles, totals, caller, phase) and the
// move records (session/cabo/cabo_moves.h lists what each move shows), never the engine.
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
//
// [SECTION] Target ids (besides the shared ones of docs/table.md)
//   own:N         the human's card at place N (0–3) when a tap on it means something now
//   seat:P:N      seat P's card at place N, when it is the target of a spy or a blind swap
//   shown:P:N     a card shown for a moment (a look, a peek, a spy, a failed replace): a tap turns
//                 it face down again
//   stock, discard                       the piles, when they are a move
//   btn:draw btn:take btn:cabo btn:discard btn:peek btn:spy btn:blindswap btn:replace
//   btn:replace_selected btn:confirm btn:cancel                              the action bar
#pragma once

#include <memory>

#include "app/table/game_view.h"

namespace cardavia::app::cabo {

std::unique_ptr<table::GameView> make_cabo_view();

}  // namespace cardavia::app::cabo
