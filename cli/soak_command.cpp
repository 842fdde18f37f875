#include "soak_command.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "ai/soak.h"
#include "cli/command_line.h"
#include "core/game_registry.h"

namespace cardavia::cli {

namespace {

using Json = nlohmann::ordered_json;

double seconds_since(std::chrono::steady_clock::time_point start) {
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return static_cast<double>(std::llround(seconds * 1000.0)) / 1000.0;
}

// The failure as the summary prints it: where, what, and the scenario that replays the match up to
// it (`cardavia play`), with the command that replays the soak match itself.
Json failure_json(const GameInfo& game, const ai::SoakRecord& record,
                  const std::vector<std::string>& level_names) {
  Json failure;
  failure["seed"] = record.seed;
  failure["action_index"] = record.failure.action_index;
  failure["problem"] = record.failure.problem;
  Json seats = Json::array();
  for (const ai::Level level : record.seat_levels)
    seats.push_back(std::string(ai::level_name(level)));
  failure["seat_levels"] = seats;
  std::string levels;
  for (const std::string& name : level_names) levels += (levels.empty() ? "" : ",") + name;
  failure["replay"] = "cardavia soak --game " + std::string(game.name) + " --seed " +
                      std::to_string(record.seed) + " --matches 1 --levels " + levels;
  Json scenario;
  scenario["game"] = game.name;
  scenario["players"] = record.players;
  scenario["seed"] = record.seed;
  scenario["actions"] = record.failure.scenario_actions;
  failure["scenario"] = scenario;
  return failure;
}

}  // namespace

CLI::App* add_soak_command(CLI::App& app, SoakOptions& options) {
  CLI::App* soak = app.add_subcommand(
      "soak",
      "Play seeded matches of computer players, checking every invariant after every "
      "action; print a JSON summary");
  soak->add_option("--game", options.games, "games to soak (default: all)");
  soak->add_option("--matches", options.matches, "matches per game");
  soak->add_option("--seed", options.seed, "first match seed (match i plays seed + i)");
  soak->add_option("--levels", options.levels,
                   "levels the seats draw from: random,easy,normal,hard")
      ->delimiter(',');
  soak->add_option("--players", options.players, "players (default: drawn per match)");
  soak->add_option("--jobs", options.jobs, "threads");
  soak->add_option("--hard-iterations", options.hard_iterations,
                   "Hard's iterations per decision (default: the game's)");
  return soak;
}

int run_soak(const SoakOptions& options) {
  // Step 1. Check the command line.
  const Result<std::vector<ai::Level>> levels = chosen_levels(options.levels);
  if (!levels) return usage_error(levels.error());
  const Result<std::vector<const GameInfo*>> games = chosen_games(options.games);
  if (!games) return usage_error(games.error());
  if (options.matches < 1 || options.jobs < 1) {
    return usage_error("--matches and --jobs must be positive");
  }
  ai::SoakSpec spec;
  spec.levels = levels.value();
  for (const GameInfo* game : games.value()) {
    const std::vector<int> counts = playable_player_counts(*game);
    if (options.players != 0 &&
        std::find(counts.begin(), counts.end(), options.players) == counts.end()) {
      std::string list;
      for (std::size_t i = 0; i < counts.size(); ++i) {
        list += (i == 0 ? "" : i + 1 == counts.size() ? " or " : ", ") + std::to_string(counts[i]);
      }
      return usage_error(std::string(game->name) + " is played by " + list + " players, not " +
                         std::to_string(options.players));
    }
  }
  spec.players = options.players;
  spec.hard_iterations = options.hard_iterations;

  // Step 2. Each game: the jobs take match numbers in turn; records land in match order, so the
  // summary does not depend on --jobs (the time aside).
  const auto started = std::chrono::steady_clock::now();
  Json out;
  out["seed"] = options.seed;
  out["levels"] = options.levels;
  out["jobs"] = options.jobs;
  Json per_game = Json::array();
  std::int64_t all_matches = 0, all_actions = 0, all_failures = 0;
  for (const GameInfo* game : games.value()) {
    const auto game_started = std::chrono::steady_clock::now();
    std::vector<ai::SoakRecord> records(static_cast<std::size_t>(options.matches));
    std::atomic<int> next{0};
    auto worker = [&] {
      for (int index = next++; index < options.matches; index = next++) {
        records[index] =
            ai::soak_match(*game, spec, options.seed + static_cast<std::uint64_t>(index));
      }
    };
    std::vector<std::thread> threads;
    for (int job = 1; job < options.jobs; ++job) threads.emplace_back(worker);
    worker();
    for (std::thread& thread : threads) thread.join();

    // Step 3. Summarize.
    Json entry;
    entry["game"] = game->name;
    entry["matches"] = options.matches;
    std::int64_t actions = 0;
    Json failures = Json::array();
    for (const ai::SoakRecord& record : records) {
      actions += record.actions;
      if (record.failed) failures.push_back(failure_json(*game, record, options.levels));
    }
    entry["actions"] = actions;
    entry["failures"] = failures;
    entry["seconds"] = seconds_since(game_started);
    per_game.push_back(entry);
    all_matches += options.matches;
    all_actions += actions;
    all_failures += static_cast<std::int64_t>(failures.size());
  }
  out["games"] = per_game;
  out["matches"] = all_matches;
  out["actions"] = all_actions;
  out["failures"] = all_failures;
  out["seconds"] = seconds_since(started);
  std::cout << out.dump(2) << '\n';
  return all_failures == 0 ? 0 : 1;
}

}  // namespace cardavia::cli
