// Chkobba's heuristic players (bot levels Normal and Easy; Normal also plays Hard's rollouts).
#pragma once

#include <array>
#include <memory>

#include "ai/policy.h"
#include "core/chkobba/chkobba.h"

namespace cardavia::ai {

std::unique_ptr<Policy> make_chkobba_normal();
std::unique_ptr<Policy> make_chkobba_easy();

// How much worse `played` was than Normal's best play for `seat` at `position` (its hand, the
// table, the piles, the stock, as they were), with the hands then of `hand_sizes` cards: in points
// of a deal, 0 when it is a play Normal would make. For Hard's inference
// (chkobba_inference.cpp): a play Normal would not have made from a hand makes that hand less
// likely.
double chkobba_normal_regret(const ChkobbaPosition& position, int seat,
                             const std::array<int, kChkobbaMaxPlayers>& hand_sizes, Action played);

}  // namespace cardavia::ai
