#include "game_registry.h"

#include <array>

// Each game adds its header here and its line below.
#include "cabo/cabo.h"
#include "chkobba/chkobba.h"
#include "cucu/cucu.h"

namespace cardavia {

namespace {
const std::array<GameInfo, 3> kGames = {{
    {"cabo", 2, 5, &new_cabo_match},
    {"chkobba", 2, 4, &new_chkobba_match},
    {"cucu", 2, 4, &new_cucu_match},
}};
}  // namespace

std::span<const GameInfo> all_games() { return kGames; }

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& game : kGames) {
    if (game.name == name) return &game;
  }
  return nullptr;
}

std::vector<int> playable_player_counts(const GameInfo& game) {
  std::vector<int> counts;
  for (int players = game.min_players; players <= game.max_players; ++players) {
    MatchSetup setup;
    setup.players = players;
    if (game.new_match(setup)) counts.push_back(players);
  }
  return counts;
}

}  // namespace cardavia
