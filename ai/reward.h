// What a finished rollout is worth to each seat.
//
// GameState has no returns(): it offers the completed rounds (rounds()) and, once the match is
// over, the winners (winners()). The search stops a rollout at a horizon (see ismcts.h) and reads
// them:
//
//   the match ended     1 for a winning seat, 0 for the others (0.5 for all when everybody wins);
//   a round ended       from rounds().back().scores, mixing two terms of equal weight by default:
//                       rank  — against every other side, 1 if better, ½ if equal, 0 if worse,
//                               averaged: the round's share of "beating the others";
//                       margin — 0.5 + 0.5·tanh((own − mean of the others) / scale), sign flipped
//                               when lower is better: by how much, so a Cabo round lost by 2
//                               points is not as bad as one lost by 30;
//   neither (cut off)   0.5 for every seat: nothing was learned.
//
// Scores in Chkobba are per side (seats 0+2, 1+3): a seat reads entry seat % entries.
#pragma once

#include <cstddef>
#include <vector>

#include "core/game_state.h"

namespace cardavia::ai {

enum class ScoreDirection { kHigherIsBetter, kLowerIsBetter };

struct RewardSpec {
  ScoreDirection direction = ScoreDirection::kHigherIsBetter;
  double margin_scale = 1.0;   // a score difference worth about three quarters of the margin term
  double margin_weight = 0.5;  // the rank term gets the rest
};

// The score entry (seat or side) of a seat, when a round lists `entries` scores.
inline int entry_of_seat(int seat, std::size_t entries) { return seat % static_cast<int>(entries); }

// True when `seat` is among state.winners() (which lists seats, or sides in Chkobba).
bool seat_won(const GameState& state, int seat);

// Per seat, in [0, 1]. rounds_before: rounds().size() when the rollout began.
std::vector<double> seat_rewards(const GameState& state, std::size_t rounds_before,
                                 const RewardSpec& spec);

}  // namespace cardavia::ai
