// Chkobba's heuristic players (bot levels Normal and Easy; Normal also plays Hard's rollouts).
#pragma once

#include <memory>

#include "ai/policy.h"

namespace cardavia::ai {

std::unique_ptr<Policy> make_chkobba_normal();
std::unique_ptr<Policy> make_chkobba_easy();

}  // namespace cardavia::ai
