// Chkobba's Hard inference: how plausible a drawn world's hidden hands are, given the plays the
// other seats made from them (ismcts.h's WorldWeight).
#pragma once

#include "core/game_state.h"

namespace cardavia::ai {

double chkobba_world_weight(const Observation& root, const GameState& world);

}  // namespace cardavia::ai
