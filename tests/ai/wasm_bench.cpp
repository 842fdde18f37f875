// The bench for the wasm build under node: the same ai/bench.h code as `cardavia bench`, with no
// CLI library, so native and wasm figures come from one source. Built by the web tree
// (bench/CMakeLists.txt → build/web/bench/wasm_bench.js); docs/ai.md has the commands.
//   node wasm_bench.js [matches_per_run] [runs] [decisions] [warm_up_ms] [hard_iterations] [players]
//                      [cpu]
// It prints the same JSON as `cardavia bench --levels hard` with the same options (Hard only).
// players 0 (the default) is the site's table per game; another count benches the games that
// take it (for Hard's targets per table size, docs/ai.md). cpu 1 times with the node process's
// CPU time (process.cpuUsage) instead of the wall clock: on a machine shared with other builds the
// wall clock counts their time too, the CPU time only ours.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/bench.h"
#include "ai/game_ai.h"
#include "ai/stats.h"
#include "core/game_registry.h"
#include "tests/wasm_clocks.h"

namespace {

using wasm_clocks::cpu_microseconds;
using wasm_clocks::steady_microseconds;

long long argument(int argc, char** argv, int index, long long fallback) {
  return argc > index ? std::atoll(argv[index]) : fallback;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace cardavia;
  const int matches = static_cast<int>(argument(argc, argv, 1, 200));
  const int runs = static_cast<int>(argument(argc, argv, 2, 5));
  const int decisions = static_cast<int>(argument(argc, argv, 3, 200));
  const std::int64_t warm_up_ms = argument(argc, argv, 4, 300);
  const std::int64_t hard_iterations = argument(argc, argv, 5, 0);
  const int players_asked = static_cast<int>(argument(argc, argv, 6, 0));
  const ai::MicrosecondClock clock =
      argument(argc, argv, 7, 0) != 0 ? ai::MicrosecondClock(cpu_microseconds)
                                      : ai::MicrosecondClock(steady_microseconds);
  const std::uint64_t seed = 1;
  std::printf("{\n  \"games\": [");
  bool first = true;
  for (const GameInfo& game : all_games()) {
    // The smallest table the site offers (core's registry: Cucù is offered at four only).
    const int site_players = game.offered_players.front();
    const int players = players_asked > 0 ? players_asked : site_players;
    if (players < game.min_players || players > game.max_players) continue;
    const ai::MatchFactory factory = [&game](int count, std::uint64_t match_seed) {
      MatchSetup setup;
      setup.players = count;
      setup.seed = match_seed;
      Result<std::unique_ptr<GameState>> match = game.new_match(setup);
      return match ? std::move(match).value() : nullptr;
    };
    if (!factory(players, seed)) continue;  // a count inside the range the game still refuses
    const ai::PlayoutBench bench = ai::bench_random_playouts(
        factory, players, seed, matches, runs, warm_up_ms * 1000, clock);
    std::string rates;
    for (const ai::PlayoutRun& run : bench.runs) {
      if (!rates.empty()) rates += ", ";
      rates += std::to_string(std::llround(run.actions_per_second()));
    }

    const ai::GameAi* known = ai::find_game_ai(game.name);
    const ai::GameAi& game_ai = known != nullptr ? *known : ai::fallback_game_ai();
    ai::BotOptions options;
    options.clock = clock;
    options.hard_iterations = hard_iterations;
    const std::vector<double> hard =
        decisions > 0 ? ai::decision_times_ms(factory, game_ai, players, ai::Level::kHard,
                                              decisions, 1000, seed, options)
                      : std::vector<double>{};
    std::string timing;
    if (decisions > 0) {
      char buffer[160];
      std::snprintf(buffer, sizeof buffer,
                    "{\"level\": \"hard\", \"count\": %zu, \"ms_median\": %.3f, \"ms_p95\": %.3f}",
                    hard.size(), ai::median(hard), ai::percentile(hard, 0.95));
      timing = buffer;
    }
    std::printf(
        "%s\n    {\"game\": \"%s\", \"players\": %d, \"random_playouts\": {\"runs\": %d, "
        "\"matches_per_run\": %d, \"actions_per_run\": %lld, \"actions_per_second_median\": %lld, "
        "\"actions_per_second_runs\": [%s], \"cold_actions_per_second\": %lld, "
        "\"warm_up_passes\": %d}, \"decisions\": [%s], \"hard_iterations\": %lld}",
        first ? "" : ",", std::string(game.name).c_str(), players, runs, matches,
        static_cast<long long>(bench.cold.actions),
        static_cast<long long>(std::llround(bench.median_actions_per_second())), rates.c_str(),
        static_cast<long long>(std::llround(bench.cold.actions_per_second())),
        bench.warm_up_passes, timing.c_str(),
        static_cast<long long>(hard_iterations > 0 ? hard_iterations
                                                   : game_ai.hard_iterations.at(players)));
    first = false;
  }
  std::printf("\n  ]\n}\n");
  return 0;
}
