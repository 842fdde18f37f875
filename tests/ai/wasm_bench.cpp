// The bench for the wasm build under node: the same ai/bench.h code as `cardavia bench`, with no
// CLI library, so native and wasm figures come from one source (docs/ai.md has the em++ line).
//   node wasm_bench.js [matches_per_run] [runs] [decisions]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/bench.h"
#include "ai/game_ai.h"
#include "ai/stats.h"
#include "core/game_registry.h"

namespace {

std::int64_t steady_microseconds() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace cardavia;
  const int matches = argc > 1 ? std::atoi(argv[1]) : 200;
  const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
  const int decisions = argc > 3 ? std::atoi(argv[3]) : 200;
  std::printf("{\"games\": [");
  bool first = true;
  for (const GameInfo& game : all_games()) {
    const int players = game.name == "cucu" ? 4 : game.min_players;
    const ai::MatchFactory factory = [&game](int count, std::uint64_t seed) {
      MatchSetup setup;
      setup.players = count;
      setup.seed = seed;
      Result<std::unique_ptr<GameState>> match = game.new_match(setup);
      return match ? std::move(match).value() : nullptr;
    };
    std::vector<double> rates;
    for (int run = 0; run < runs; ++run) {
      rates.push_back(ai::random_playouts(factory, players, 1, matches, steady_microseconds)
                          .actions_per_second());
    }
    const ai::GameAi* known = ai::find_game_ai(game.name);
    ai::BotOptions options;
    options.clock = steady_microseconds;
    const std::vector<double> hard =
        ai::decision_times_ms(factory, known != nullptr ? *known : ai::fallback_game_ai(), players,
                              ai::Level::kHard, decisions, 1000, 1, options);
    std::printf(
        "%s\n  {\"game\": \"%s\", \"players\": %d, \"actions_per_second_median\": %.0f, "
        "\"hard_decisions\": %zu, \"hard_ms_median\": %.3f, \"hard_ms_p95\": %.3f}",
        first ? "" : ",", std::string(game.name).c_str(), players, ai::median(rates), hard.size(),
        ai::median(hard), ai::percentile(hard, 0.95));
    first = false;
  }
  std::printf("\n]}\n");
  return 0;
}
