// Cucù's heuristic players (bot levels Normal and Easy; Normal also plays Hard's rollouts).
#pragma once

#include <memory>

#include "ai/policy.h"
#include "core/game_state.h"

namespace cardavia::ai {

std::unique_ptr<Policy> make_cucu_normal();
std::unique_ptr<Policy> make_cucu_easy();

// Hard's inference (IsmctsConfig::world_weight): how well a determinization fits what the others
// did this round — a player who kept their card probably holds a good one, a card a player gave
// away in an exchange was probably a bad one.
double cucu_world_weight(const Observation& root, const GameState& world);

}  // namespace cardavia::ai
