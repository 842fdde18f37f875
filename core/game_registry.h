// The games the engine knows, by their scenario name ("cabo", "chkobba", "cucu").
// Adding a game: one folder core/<game>/ with a new_<game>_match() factory, and one line in
// game_registry.cpp.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "match_setup.h"
#include "result.h"

namespace cardavia {

struct GameInfo {
  std::string_view name;
  int min_players;
  int max_players;
  Result<std::unique_ptr<GameState>> (*new_match)(const MatchSetup& setup);
  // The pack in its fixed reference order, as card notation (copies listed twice): what a given
  // deck must be a permutation of. The link codec ranks decks against this order.
  std::vector<std::string> (*pack)();
};

std::span<const GameInfo> all_games();
const GameInfo* find_game(std::string_view name);  // nullptr for an unknown name
// The player counts in min_players..max_players the game's factory accepts (Chkobba: 2 and 4).
std::vector<int> playable_player_counts(const GameInfo& game);

}  // namespace cardavia
