#include "arena_command.h"

#include <atomic>
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>
#include <vector>

#include "ai/arena.h"
#include "ai/game_ai.h"
#include "cli/command_line.h"
#include "core/game_registry.h"

namespace cardavia::cli {

namespace {

using Json = nlohmann::ordered_json;

std::int64_t steady_microseconds() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Rounded for printing: figures to three decimals are plenty and keep the JSON readable.
double round3(double value) { return static_cast<double>(std::llround(value * 1000.0)) / 1000.0; }

}  // namespace

CLI::App* add_arena_command(CLI::App& app, ArenaOptions& options) {
  CLI::App* arena = app.add_subcommand("arena", "Play bots against bots; print win shares as JSON");
  arena->add_option("--game", options.game, "cabo, chkobba or cucu")->required();
  arena->add_option("--players", options.players, "players at the table");
  arena->add_option("--seats", options.seats, "level per seat: random,easy,normal,hard")
      ->required();
  arena->add_option("--matches", options.matches, "matches to play");
  arena->add_option("--seed", options.seed, "first deal seed");
  arena->add_option("--jobs", options.jobs, "threads");
  arena->add_option("--hard-iterations", options.hard_iterations,
                    "Hard's iterations per decision (default: the game's)");
  arena->add_option("--hard-time-cap-ms", options.hard_time_cap_ms,
                    "Hard stops thinking after this long (default: no cap)");
  return arena;
}

int run_arena(const ArenaOptions& options) {
  // Step 1. Check the command line against the registry.
  const GameInfo* game = find_game(options.game);
  if (game == nullptr) return usage_error("unknown game \"" + options.game + "\"");
  if (options.players < game->min_players || options.players > game->max_players) {
    return usage_error(options.game + " takes " + std::to_string(game->min_players) + " to " +
                       std::to_string(game->max_players) + " players");
  }
  ai::ArenaSpec spec;
  std::stringstream seat_list(options.seats);
  for (std::string name; std::getline(seat_list, name, ',');) {
    const std::optional<ai::Level> level = ai::parse_level(name);
    if (!level) return usage_error("unknown level \"" + name + "\"");
    spec.seats.push_back(*level);
  }
  if (static_cast<int>(spec.seats.size()) != options.players) {
    return usage_error("--seats must name one level for each of the " +
                       std::to_string(options.players) + " players");
  }
  if (options.matches < 1 || options.jobs < 1)
    return usage_error("--matches and --jobs must be positive");
  spec.matches = options.matches;
  spec.seed = options.seed;
  spec.options.clock = steady_microseconds;
  spec.options.hard_iterations = options.hard_iterations;
  spec.options.hard_time_cap_us = static_cast<std::int64_t>(options.hard_time_cap_ms * 1000.0);
  const ai::GameAi* known = ai::find_game_ai(options.game);
  const ai::GameAi& game_ai = known != nullptr ? *known : ai::fallback_game_ai();
  const ai::MatchFactory factory = [game](int players, std::uint64_t seed) {
    MatchSetup setup;
    setup.players = players;
    setup.seed = seed;
    Result<std::unique_ptr<GameState>> match = game->new_match(setup);
    return match ? std::move(match).value() : nullptr;
  };

  // Step 2. Play: the jobs take match numbers in turn; records land in match order, so the result
  // does not depend on --jobs (the timings aside).
  std::vector<ai::MatchRecord> records(static_cast<std::size_t>(spec.matches));
  std::atomic<int> next{0};
  const std::int64_t started = steady_microseconds();
  auto worker = [&] {
    for (int index = next++; index < spec.matches; index = next++) {
      records[index] = ai::play_arena_match(spec, factory, game_ai, index);
    }
  };
  std::vector<std::thread> threads;
  for (int job = 1; job < options.jobs; ++job) threads.emplace_back(worker);
  worker();
  for (std::thread& thread : threads) thread.join();
  const double wall_seconds = static_cast<double>(steady_microseconds() - started) / 1e6;

  // Step 3. Summarize as JSON.
  const ai::ArenaSummary summary = ai::summarize(spec, records);
  Json out;
  out["game"] = options.game;
  out["players"] = options.players;
  Json seats = Json::array();
  for (const ai::Level level : spec.seats) seats.push_back(std::string(ai::level_name(level)));
  out["seats"] = seats;
  out["matches"] = summary.matches;
  out["seed"] = options.seed;
  out["hard_iterations"] =
      options.hard_iterations > 0 ? options.hard_iterations
                                  : game_ai.hard_iterations.at(options.players);
  out["finished"] = summary.finished;
  out["errors"] = summary.errors;
  out["actions"] = summary.actions;
  out["fair_share"] = round3(summary.fair_share);
  Json levels = Json::array();
  for (const ai::LevelSummary& level : summary.levels) {
    Json entry;
    entry["level"] = std::string(ai::level_name(level.level));
    entry["seats"] = level.seats;
    entry["win_share"] = round3(level.win_share);
    entry["ci95"] = {round3(level.interval.low), round3(level.interval.high)};
    entry["mean_final_total"] = round3(level.mean_final_total);
    const ai::PooledRatio& margin = level.round_margin;
    entry["round_margin"] = {{"mean", round3(margin.mean)},
                             {"ci95", {round3(margin.low), round3(margin.high)}}};
    entry["decisions"] = level.decisions;
    entry["decision_ms"] = {{"median", round3(level.decision_ms_median)},
                            {"p95", round3(level.decision_ms_p95)}};
    levels.push_back(entry);
  }
  out["levels"] = levels;
  out["jobs"] = options.jobs;
  out["wall_seconds"] = round3(wall_seconds);
  std::cout << out.dump(2) << '\n';
  return summary.errors.empty() ? 0 : 1;
}

}  // namespace cardavia::cli
