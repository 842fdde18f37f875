// The games the AI tests run on: the toy (always) and every engine registered in core/.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ai/arena.h"
#include "ai/game_ai.h"
#include "core/game_registry.h"
#include "toy_game.h"

namespace cardavia::testing {

struct TestGame {
  std::string name;
  int players;
  ai::MatchFactory factory;
  const ai::GameAi* ai;
};

inline ai::MatchFactory registered_factory(const GameInfo& game) {
  return [&game](int players, std::uint64_t seed) -> std::unique_ptr<GameState> {
    MatchSetup setup;
    setup.players = players;
    setup.seed = seed;
    Result<std::unique_ptr<GameState>> match = game.new_match(setup);
    if (!match) return nullptr;
    return std::move(match).value();
  };
}

// The toy with 2 and 3 players; each registered game with its smallest and largest table.
inline std::vector<TestGame> test_games() {
  std::vector<TestGame> games;
  for (const int players : {2, 3}) {
    games.push_back({"toy", players,
                     [](int n, std::uint64_t seed) { return toy::new_toy_match(n, seed); },
                     &toy::toy_game_ai()});
  }
  for (const GameInfo& game : all_games()) {
    const ai::GameAi* known = ai::find_game_ai(game.name);
    const ai::GameAi* entry = known != nullptr ? known : &ai::fallback_game_ai();
    games.push_back({std::string(game.name), game.min_players, registered_factory(game), entry});
    if (game.max_players != game.min_players) {
      games.push_back({std::string(game.name), game.max_players, registered_factory(game), entry});
    }
  }
  return games;
}

}  // namespace cardavia::testing
