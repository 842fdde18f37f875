#include "bench_command.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>

#include "ai/bench.h"
#include "ai/game_ai.h"
#include "ai/stats.h"
#include "core/game_registry.h"

namespace cardavia::cli {

namespace {

using Json = nlohmann::ordered_json;

std::int64_t steady_microseconds() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// The bench runs on one thread, so the process's CPU time is that thread's.
std::int64_t cpu_microseconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return std::int64_t{now.tv_sec} * 1000000 + now.tv_nsec / 1000;
}

double round3(double value) { return static_cast<double>(std::llround(value * 1000.0)) / 1000.0; }

// The smallest table the site offers: four at Cucù, heads-up elsewhere.
int site_players(const GameInfo& game) { return game.offered_players.front(); }

}  // namespace

CLI::App* add_bench_command(CLI::App& app, BenchOptions& options) {
  CLI::App* bench = app.add_subcommand("bench", "Playouts per second and decision times, as JSON");
  bench->add_option("--game", options.games, "games to bench (default: all)");
  bench->add_option("--players", options.players, "players (default: the site's table)");
  bench->add_option("--runs", options.runs, "playout runs (the median is reported)");
  bench->add_option("--matches", options.matches, "random matches per playout run");
  bench->add_option("--warm-up-ms", options.warm_up_ms,
                    "untimed playouts before the timed runs, in milliseconds");
  bench->add_option("--decisions", options.decisions, "decisions timed per level (0: none)");
  bench->add_option("--levels", options.levels, "levels to time")->delimiter(',');
  bench->add_option("--seed", options.seed, "first seed");
  bench->add_option("--hard-iterations", options.hard_iterations,
                    "Hard's iterations per decision (default: the game's)");
  bench->add_flag("--cpu-time", options.cpu_time,
                  "time decisions by the process's CPU time, not the wall clock");
  return bench;
}

int run_bench(const BenchOptions& options) {
  Json out;
  Json games = Json::array();
  for (const GameInfo& game : all_games()) {
    if (!options.games.empty() &&
        std::find(options.games.begin(), options.games.end(), game.name) == options.games.end()) {
      continue;
    }
    const int players = options.players > 0 ? options.players : site_players(game);
    const ai::MatchFactory factory = [&game](int count, std::uint64_t seed) {
      MatchSetup setup;
      setup.players = count;
      setup.seed = seed;
      Result<std::unique_ptr<GameState>> match = game.new_match(setup);
      return match ? std::move(match).value() : nullptr;
    };
    Json entry;
    entry["game"] = game.name;
    entry["players"] = players;

    // Step 1. Random playouts: the same matches every run, so the runs differ only by the machine.
    const ai::PlayoutBench bench =
        ai::bench_random_playouts(factory, players, options.seed, options.matches, options.runs,
                                  std::int64_t{options.warm_up_ms} * 1000, steady_microseconds);
    Json playouts;
    playouts["runs"] = options.runs;
    playouts["matches_per_run"] = options.matches;
    playouts["actions_per_run"] = bench.cold.actions;
    playouts["actions_per_second_median"] = std::llround(bench.median_actions_per_second());
    Json all_rates = Json::array();
    for (const ai::PlayoutRun& run : bench.runs) {
      all_rates.push_back(std::llround(run.actions_per_second()));
    }
    playouts["actions_per_second_runs"] = all_rates;
    playouts["cold_actions_per_second"] = std::llround(bench.cold.actions_per_second());
    playouts["warm_up_passes"] = bench.warm_up_passes;
    entry["random_playouts"] = playouts;

    // Step 2. Decision times per level, seated against Normal players.
    const ai::GameAi* known = ai::find_game_ai(game.name);
    const ai::GameAi& game_ai = known != nullptr ? *known : ai::fallback_game_ai();
    ai::BotOptions bot_options;
    bot_options.clock = options.cpu_time ? cpu_microseconds : steady_microseconds;
    bot_options.hard_iterations = options.hard_iterations;
    Json decisions = Json::array();
    for (const std::string& name : options.levels) {
      const std::optional<ai::Level> level = ai::parse_level(name);
      if (!level || options.decisions <= 0) continue;
      const std::vector<double> times = ai::decision_times_ms(
          factory, game_ai, players, *level, options.decisions, 1000, options.seed, bot_options);
      Json timing;
      timing["level"] = name;
      timing["count"] = times.size();
      timing["ms_median"] = round3(ai::median(times));
      timing["ms_p95"] = round3(ai::percentile(times, 0.95));
      decisions.push_back(timing);
    }
    entry["decisions"] = decisions;
    entry["decision_clock"] = options.cpu_time ? "cpu" : "wall";
    entry["hard_iterations"] =
        options.hard_iterations > 0 ? options.hard_iterations : game_ai.hard_iterations.at(players);
    games.push_back(entry);
  }
  out["games"] = games;
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace cardavia::cli
