// Cabo's heuristic players (bot levels Normal and Easy; Normal also plays Hard's rollouts).
#pragma once

#include <memory>

#include "ai/policy.h"

namespace cardavia::ai {

std::unique_ptr<Policy> make_cabo_normal();
std::unique_ptr<Policy> make_cabo_easy();

}  // namespace cardavia::ai
