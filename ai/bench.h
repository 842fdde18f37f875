// The platform-free half of `cardavia bench`: random-playout throughput and decision times. The
// clock is injected, so the same code runs natively (CLI) and in a wasm build under node, and the
// two can be compared figure for figure.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/arena.h"
#include "ai/bot.h"
#include "ai/game_ai.h"

namespace cardavia::ai {

struct PlayoutRun {
  std::int64_t matches = 0;
  std::int64_t actions = 0;
  std::int64_t microseconds = 0;
  double actions_per_second() const {
    return microseconds > 0 ? 1e6 * static_cast<double>(actions) / static_cast<double>(microseconds)
                            : 0.0;
  }
};

// `matches` whole matches with uniformly random legal actions (legal_actions + apply, and the deal
// of every match). Seeds seed, seed+1, …: the same seed gives the same action count.
PlayoutRun random_playouts(const MatchFactory& factory, int players, std::uint64_t seed,
                           int matches, const MicrosecondClock& clock);

// Milliseconds per decision of `level` (real choices only), seated against Normal players in
// matches seeded from `seed`, until at least `min_decisions` were timed (at most `max_matches`).
std::vector<double> decision_times_ms(const MatchFactory& factory, const GameAi& ai, int players,
                                      Level level, int min_decisions, int max_matches,
                                      std::uint64_t seed, const BotOptions& options);

}  // namespace cardavia::ai
