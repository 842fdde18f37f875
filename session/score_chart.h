// Cardavia — the score chart's data: each seat's (in Chkobba, each side's) running total by round,
// read from the match's public facts (MatchSession::rounds()), platform-free. The round-end and
// match-end sheets draw it as a line chart (app/table/score_chart_view.cpp) and the report carries
// it (`chart`, docs/table.md).
//
// A point per completed round: the total after that round, exactly as the score table's totals
// show it after that round — Cabo's after the 100→50 reset, Chkobba's points, Cucù's lives left.
// The series do not start with a value before round 1: a match begun mid-way (a link's start
// totals, a scenario's start lives) starts elsewhere than 0 or 3, and the rounds alone do not say
// where; the chart begins at round 1.
#pragma once

#include <vector>

#include "core/game_state.h"

namespace cardavia::session {

// The points of each of `seats` (RoundResult columns: seats, or Chkobba's sides), in that order:
// the total after round 1, 2, …. A column a round lacks (never, from an engine) is skipped.
// Plain vectors of ints, not a struct of its own: the site's wasm already carries their code.
std::vector<std::vector<int>> score_series(const std::vector<RoundResult>& rounds,
                                           const std::vector<int>& seats);

}  // namespace cardavia::session
