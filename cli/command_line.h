// What the commands share once CLI11 has parsed the command line: reading the game and level lists
// against the registries, and answering a bad value — {"error": "<what is wrong>"} on stdout, exit
// code 1, the same shape as the scenario contract's errors, so scripts read every failure alike.
#pragma once

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/game_registry.h"
#include "core/result.h"

namespace cardavia::cli {

inline int usage_error(const std::string& message) {
  nlohmann::ordered_json error;
  error["error"] = message;
  std::cout << error.dump() << '\n';
  return 1;
}

// The named games, in the order named; every registered game when none is named.
inline Result<std::vector<const GameInfo*>> chosen_games(const std::vector<std::string>& names) {
  std::vector<const GameInfo*> games;
  for (const std::string& name : names) {
    const GameInfo* game = find_game(name);
    if (game == nullptr) return fail("unknown game \"" + name + "\"");
    games.push_back(game);
  }
  if (games.empty()) {
    for (const GameInfo& game : all_games()) games.push_back(&game);
  }
  return games;
}

// The named levels, at least one.
inline Result<std::vector<ai::Level>> chosen_levels(const std::vector<std::string>& names) {
  std::vector<ai::Level> levels;
  for (const std::string& name : names) {
    const std::optional<ai::Level> level = ai::parse_level(name);
    if (!level) return fail("unknown level \"" + name + "\"");
    levels.push_back(*level);
  }
  if (levels.empty()) return fail("--levels must name at least one level");
  return levels;
}

}  // namespace cardavia::cli
