// The coach's bench for the wasm build under node: how long a whole hint takes (the Hard level's
// search on the seat's observation, at its own iteration target, and the reason), at positions of
// seeded matches where the seat to move has a choice. Built by the web tree
// (bench/CMakeLists.txt → build/web/bench/hint_bench.js); docs/coach.md has the command and the
// figures. Issue 31's budget: p95 ≤ 300 ms on this machine.
//   node hint_bench.js [hints_per_game] [cpu]
// cpu 1 times with the node process's CPU time (process.cpuUsage) instead of the wall clock.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/stats.h"
#include "core/game_registry.h"
#include "core/rng.h"
#include "session/coach.h"
#include "tests/wasm_clocks.h"

int main(int argc, char** argv) {
  using namespace cardavia;
  const int wanted = argc > 1 ? std::atoi(argv[1]) : 100;
  const bool cpu = argc > 2 && std::atoi(argv[2]) != 0;
  const auto now = cpu ? wasm_clocks::cpu_microseconds : wasm_clocks::steady_microseconds;
  std::printf("{\n  \"clock\": \"%s\",\n  \"games\": [", cpu ? "cpu" : "wall");
  bool first = true;
  for (const GameInfo& game : all_games()) {
    const int players = game.offered_players.front();
    std::vector<double> times_ms;
    for (std::uint64_t seed = 1; static_cast<int>(times_ms.size()) < wanted && seed < 1000; ++seed) {
      MatchSetup setup;
      setup.players = players;
      setup.seed = seed;
      Result<std::unique_ptr<GameState>> made = game.new_match(setup);
      if (!made) break;
      std::unique_ptr<GameState> state = std::move(made).value();
      Rng walk(seed);
      for (int step = 0; !state->is_terminal() && step < 400; ++step) {
        const std::vector<Action> legal = state->legal_actions();
        if (legal.size() > 1 && step % 5 == 0 && static_cast<int>(times_ms.size()) < wanted) {
          const int seat = state->current_player();
          const std::int64_t started = now();
          session::HintSearch search(game.name, ai::decision_seed(seed, seat, state->history().size()));
          search.start(*state->observation(seat));
          while (!search.done()) search.think(ai::Budget::Iterations(64));
          const session::Hint hint = search.hint();
          times_ms.push_back(static_cast<double>(now() - started) / 1000.0);
          if (hint.reason.empty()) return 1;  // never: a hint always has a reason
        }
        state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
    std::printf("%s\n    {\"game\": \"%s\", \"players\": %d, \"hints\": %zu, \"ms_median\": %.3f, "
                "\"ms_p95\": %.3f}",
                first ? "" : ",", std::string(game.name).c_str(), players, times_ms.size(),
                ai::median(times_ms), ai::percentile(times_ms, 0.95));
    first = false;
  }
  std::printf("\n  ]\n}\n");
  return 0;
}
