// Cabo's Hard inference: the worlds it searches hold, in the places another player knows, the low
// cards a player keeps (ismcts.h's WorldSampler).
#pragma once

#include <memory>

#include "core/game_state.h"
#include "core/rng.h"

namespace cardavia::ai {

std::unique_ptr<GameState> cabo_sample_world(const Observation& root, Rng& rng);

}  // namespace cardavia::ai
