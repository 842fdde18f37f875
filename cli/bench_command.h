// cardavia bench: random-playout throughput per game and decision time per level, as JSON.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace cardavia::cli {

struct BenchOptions {
  std::vector<std::string> games;  // empty: every registered game
  int players = 0;                 // 0: the site's table (cucu 4, the others 2)
  int runs = 5;                    // playout runs; the median is reported
  int matches = 200;               // random matches per run
  int warm_up_ms = 300;            // untimed playouts first (see ai/bench.h)
  int decisions = 200;             // timed decisions per level
  std::vector<std::string> levels = {"random", "easy", "normal", "hard"};
  std::uint64_t seed = 1;
  std::int64_t hard_iterations = 0;  // 0: the game's default
  // Time the decisions with this process's CPU time instead of the wall clock: on a loaded machine
  // the wall clock counts the other processes' turns too (the wasm bench's last argument, the same).
  bool cpu_time = false;
};

CLI::App* add_bench_command(CLI::App& app, BenchOptions& options);
int run_bench(const BenchOptions& options);

}  // namespace cardavia::cli
