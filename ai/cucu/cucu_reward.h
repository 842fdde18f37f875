// Cucù's reward for Hard's rollouts: the chance of winning the match, read from the lives.
#pragma once

#include <cstddef>
#include <vector>

#include "ai/reward.h"
#include "core/game_state.h"

namespace cardavia::ai {

// The chance that `seat` wins the match from these lives (one entry per seat, 0 = out), if from
// now on every round costs one life to one of the players still in, each alike (see the .cpp).
double cucu_match_win_chance(const std::vector<int>& lives, int seat);

// IsmctsConfig::reward_function for Cucù: 1 / 0 when the match is over, else every seat's
// cucu_match_win_chance from the lives at the rollout's end.
std::vector<double> cucu_rewards(const GameState& state, std::size_t rounds_before,
                                 const RewardSpec& spec);

}  // namespace cardavia::ai
