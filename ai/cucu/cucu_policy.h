// Cucù's heuristic players (bot levels Normal and Easy; Normal also plays Hard's rollouts).
#pragma once

#include <memory>

#include "ai/policy.h"

namespace cardavia::ai {

std::unique_ptr<Policy> make_cucu_normal();
std::unique_ptr<Policy> make_cucu_easy();

}  // namespace cardavia::ai
