#include "bench.h"

#include "ai/stats.h"

namespace cardavia::ai {

PlayoutRun random_playouts(const MatchFactory& factory, int players, std::uint64_t seed,
                           int matches, const MicrosecondClock& clock) {
  PlayoutRun run;
  Rng rng(seed, 0xbe7cULL);
  const std::int64_t started = clock();
  for (int index = 0; index < matches; ++index) {
    std::unique_ptr<GameState> state = factory(players, seed + static_cast<std::uint64_t>(index));
    if (!state) break;
    while (!state->is_terminal()) {
      const std::vector<Action> legal = state->legal_actions();
      state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      ++run.actions;
    }
    ++run.matches;
  }
  run.microseconds = clock() - started;
  return run;
}

double PlayoutBench::median_actions_per_second() const {
  std::vector<double> rates;
  rates.reserve(runs.size());
  for (const PlayoutRun& run : runs) rates.push_back(run.actions_per_second());
  return median(rates);
}

PlayoutBench bench_random_playouts(const MatchFactory& factory, int players, std::uint64_t seed,
                                   int matches, int runs, std::int64_t warm_up_us,
                                   const MicrosecondClock& clock) {
  PlayoutBench bench;
  const std::int64_t started = clock();
  do {
    const PlayoutRun pass = random_playouts(factory, players, seed, matches, clock);
    if (bench.warm_up_passes++ == 0) bench.cold = pass;
  } while (clock() - started < warm_up_us);
  bench.warm_up_us = clock() - started;
  for (int run = 0; run < runs; ++run) {
    bench.runs.push_back(random_playouts(factory, players, seed, matches, clock));
  }
  return bench;
}

std::vector<double> decision_times_ms(const MatchFactory& factory, const GameAi& ai, int players,
                                      Level level, int min_decisions, int max_matches,
                                      std::uint64_t seed, const BotOptions& options) {
  ArenaSpec spec;
  spec.seats.assign(static_cast<std::size_t>(players), Level::kNormal);
  spec.seats[0] = level;
  spec.seed = seed;
  spec.options = options;
  std::vector<double> times;
  for (int index = 0; index < max_matches && static_cast<int>(times.size()) < min_decisions;
       ++index) {
    const MatchRecord record = play_arena_match(spec, factory, ai, index);
    for (const auto& [who, microseconds] : record.decisions) {
      if (who == level) times.push_back(static_cast<double>(microseconds) / 1000.0);
    }
  }
  return times;
}

}  // namespace cardavia::ai
