#include "selfplay_command.h"

#include <iostream>

#include "ai/selfplay.h"
#include "cli/command_line.h"
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
  const Result<std::vector<ai::Level>> levels = chosen_levels(options.levels);
  if (!levels) return usage_error(levels.error());
  const Result<std::vector<const GameInfo*>> games = chosen_games(options.games);
  if (!games) return usage_error(games.error());
  if (options.matches < 1) return usage_error("--matches must be positive");
  ai::SelfplaySpec spec;
  spec.first_seed = options.seed;
  spec.matches = options.matches;
  spec.hard_iterations = options.hard_iterations;
  spec.levels = levels.value();
  const std::vector<const GameInfo*>& chosen = games.value();
  std::cout << "[";
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    std::cout << (i ? ",\n" : "") << ai::selfplay_json(spec, ai::selfplay_digest(*chosen[i], spec));
  }
  std::cout << "]\n";
  return 0;
}

}  // namespace cardavia::cli
