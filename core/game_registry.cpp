#include "game_registry.h"

#include <array>

// Each game adds its header here and its line below.
#include "chkobba/chkobba.h"

namespace cardavia {

namespace {
const std::array<GameInfo, 1> kGames = {{
    {"chkobba", 2, 4, &new_chkobba_match},
}};
}  // namespace

std::span<const GameInfo> all_games() { return kGames; }

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& game : kGames) {
    if (game.name == name) return &game;
  }
  return nullptr;
}

}  // namespace cardavia
