#include "selfplay_command.h"

#include <iostream>

#include "ai/selfplay.h"
#include "cli/usage_error.h"
#include "core/game_registry.h"

namespace cardavia::cli {

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options) {
  CLI::App* selfplay = app.add_subcommand(
      "selfplay", "Play seeded matches of computer players; print each game's digests as JSON");
  selfplay->add_option("--game", options.games, "games (default: all)");
  selfplay->add_option("--matches", options.matches, "matches per game");
  selfplay->add_option("--seed", options.seed, "first match seed");
  selfplay->add_option("--levels", options.levels, "seat levels, in turn: random,easy,normal,hard")
      ->delimiter(',');
  selfplay->add_option("--hard-iterations", options.hard_iterations,
                       "Hard's iterations per decision (default: the game's)");
  return selfplay;
}

int run_selfplay(const SelfplayOptions& options) {
  ai::SelfplaySpec spec;
  spec.first_seed = options.seed;
  spec.matches = options.matches;
  spec.hard_iterations = options.hard_iterations;
  spec.levels.clear();
  for (const std::string& name : options.levels) {
    const std::optional<ai::Level> level = ai::parse_level(name);
    if (!level) return usage_error("unknown level \"" + name + "\"");
    spec.levels.push_back(*level);
  }
  if (spec.levels.empty() || options.matches < 1) {
    return usage_error("--levels must name a level and --matches be positive");
  }
  std::vector<const GameInfo*> games;
  for (const std::string& name : options.games) {
    const GameInfo* game = find_game(name);
    if (game == nullptr) return usage_error("unknown game \"" + name + "\"");
    games.push_back(game);
  }
  if (games.empty()) {
    for (const GameInfo& game : all_games()) games.push_back(&game);
  }
  std::cout << "[";
  for (std::size_t i = 0; i < games.size(); ++i) {
    std::cout << (i ? ",\n" : "") << ai::selfplay_json(spec, ai::selfplay_digest(*games[i], spec));
  }
  std::cout << "]\n";
  return 0;
}

}  // namespace cardavia::cli
