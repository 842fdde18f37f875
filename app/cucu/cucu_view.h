// Cardavia — the Cucù table: what differs in Cucù on the match table (app/table/match_table.h):
// four seats counter-clockwise (you at the bottom), each with its name, its lives as three hearts
// and its one card; the dealer marked; knocked-out seats greyed; the pack on the table with its
// size and the cards set aside; the deal as play reaches each player; each request's flights (an
// exchange, the top card past a dealer's horse, a cat's undo step by step); the specials picked
// out when they answer; the inn's dialog; the showdown on the table and in the round-end sheet.
//
// It reads the human's CucuObservation (lives, who is reached, where each card is, which ranks
// the human may know, the last request, the last round's verdicts) and the move records
// (session/cucu/cucu_moves.h), never the engine. A card is face up exactly when the observation knows
// its rank: the cards the human held or was shown this round and every revealed special.
//
// [SECTION] Target ids (besides the shared ones of docs/table.md)
//   btn:keep      keep your card (your turn), or withdraw a request an inn suspended
//   btn:ask       ask the next player to exchange (your turn, not the dealer)
//   btn:deck      the dealer: take the next card from the pack
//   btn:insure    an inn suspended your request and you hold a Zero: ask the innkeeper to insure it
//   btn:accept    you are the innkeeper asked to insure a Zero: accept …
//   btn:refuse    … or refuse (the exchange happens)
//   seat:P:0      seat P's card when a tap on it asks P (the player you would ask, on your turn)
//   pack          the pack when a tap on it takes the next card (the dealer's turn)
// Faces reported (report.faces): `own:0` and `seat:P:0` for every card drawn face up.
#pragma once

#include <memory>

#include "app/table/game_view.h"

namespace cardavia::app::cucu {

std::unique_ptr<table::GameView> make_cucu_view();

}  // namespace cardavia::app::cucu
