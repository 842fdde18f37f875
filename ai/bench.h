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

// The timed runs of random_playouts, after an untimed warm-up, so native and wasm are compared on
// the same footing. Why the warm-up: V8 first runs wasm as baseline (Liftoff) code, compiled
// lazily on each function's first call, and optimizes the hot functions later on a background
// thread; a sub-millisecond run right after start-up measures that, not the engine (measured:
// docs/ai.md, "Native against wasm"). The warm-up plays the same matches again and again until
// `warm_up_us` have passed (at least once); its first pass is reported as the cold rate.
struct PlayoutBench {
  std::vector<PlayoutRun> runs;  // the timed runs, each the same matches
  PlayoutRun cold;               // the warm-up's first pass (code not yet warm)
  int warm_up_passes = 0;
  std::int64_t warm_up_us = 0;
  double median_actions_per_second() const;
};
PlayoutBench bench_random_playouts(const MatchFactory& factory, int players, std::uint64_t seed,
                                   int matches, int runs, std::int64_t warm_up_us,
                                   const MicrosecondClock& clock);

// Milliseconds per decision of `level` (real choices only), seated against Normal players in
// matches seeded from `seed`, until at least `min_decisions` were timed (at most `max_matches`).
std::vector<double> decision_times_ms(const MatchFactory& factory, const GameAi& ai, int players,
                                      Level level, int min_decisions, int max_matches,
                                      std::uint64_t seed, const BotOptions& options);

}  // namespace cardavia::ai
