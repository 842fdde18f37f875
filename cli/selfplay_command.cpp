#include "selfplay_command.h"

#include <iostream>

#include "ai/bot.h"
#include "ai/selfplay.h"
#include "cli/command_line.h"
#include "core/match_record.h"
#include "core/scenario.h"
#include "session/match_session.h"

namespace cardavia::cli {

namespace {

int refuse(const std::string& message) {
  std::cout << error_json(fail(message)) << '\n';
  return 1;
}

// --digest: each game's digests of `matches` seeded matches, as one JSON array.
int run_digests(const SelfplayOptions& options) {
  const Result<std::vector<ai::Level>> levels = chosen_levels(options.levels);
  if (!levels) return refuse(levels.error());
  const std::vector<std::string> names =
      options.game.empty() ? std::vector<std::string>{} : std::vector<std::string>{options.game};
  const Result<std::vector<const GameInfo*>> games = chosen_games(names);
  if (!games) return refuse(games.error());
  if (options.matches < 1) return refuse("--matches must be positive");
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

}  // namespace

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options) {
  CLI::App* selfplay = app.add_subcommand(
      "selfplay",
      "Play a whole match of computers; print its save file (or, with --digest, the digests of "
      "many seeded matches)");
  selfplay->add_option("--game", options.game,
                       "cabo, chkobba or cucu (default: cabo; with --digest, every game)");
  selfplay->add_option("--players", options.players, "players at the table");
  selfplay->add_option("--seed", options.seed, "the deal seed");
  selfplay->add_option("--level", options.level, "the computers' level: easy, normal or hard");
  selfplay->add_option("--human-seat", options.human_seat, "the person's seat in the record");
  selfplay->add_option("--human-level", options.human_level,
                       "who plays the person's seat: random, easy, normal or hard");
  selfplay->add_option("--hard-iterations", options.hard_iterations,
                       "Hard's iterations per decision (default: the table's)");
  selfplay->add_flag("--digest", options.digest,
                     "print digests of --matches seeded matches per game instead (the native = "
                     "wasm check; --players, --level and --human-* are not used)");
  selfplay->add_option("--matches", options.matches, "with --digest: matches per game");
  selfplay->add_option("--levels", options.levels,
                       "with --digest: the seats' levels, in turn: random,easy,normal,hard")
      ->delimiter(',');
  return selfplay;
}

int run_selfplay(const SelfplayOptions& options) {
  if (options.digest) return run_digests(options);

  // Step 1. The session, as the table makes it.
  const std::optional<ai::Level> level = ai::parse_level(options.level);
  const std::optional<ai::Level> human_level = ai::parse_level(options.human_level);
  if (!level || *level == ai::Level::kRandom) return refuse("--level must be easy, normal or hard");
  if (!human_level) return refuse("unknown --human-level \"" + options.human_level + "\"");
  session::MatchConfig config;
  config.game = options.game.empty() ? "cabo" : options.game;
  config.players = options.players;
  config.seed = options.seed;
  config.human_seat = options.human_seat;
  config.level = *level;
  config.hard_iterations = options.hard_iterations;
  session::MatchSession match(config);
  if (!match.ok()) return refuse(match.error());

  // Step 2. Play to the end: the computers through the session, the person's seat by a bot of
  // its own, seeded like a computer's decision so the same options print the same match.
  ai::BotOptions human_options;
  human_options.hard_iterations = options.hard_iterations;
  while (!match.over()) {
    if (match.human_to_move()) {
      const auto bot = ai::make_bot(
          config.game, *human_level,
          ai::decision_seed(options.seed, match.to_move(), match.history().size()), human_options);
      if (!match.apply(ai::decide(*bot, *match.observation()))) {
        return refuse("the person's seat chose an illegal action");
      }
      continue;
    }
    while (!match.bot_ready()) match.bot_think(ai::Budget::Iterations(64));
    match.bot_apply();
  }

  // Step 3. The record.
  std::cout << write_save(match.record()) << '\n';
  return 0;
}

}  // namespace cardavia::cli
