// Chkobba's Hard inference: the worlds it searches give the other players hands that explain the
// plays they made from them this round of hands (ismcts.h's WorldSource).
#pragma once

#include <memory>

#include "ai/ismcts.h"
#include "core/game_state.h"

namespace cardavia::ai {

// One decision's worlds for `root` (a ChkobbaObservation): see chkobba_inference.cpp.
std::unique_ptr<WorldSource> chkobba_world_source(const Observation& root);

}  // namespace cardavia::ai
