// cardavia soak: seeded matches of computer players with every invariant checked after every
// action (ai/soak.h); prints a JSON summary, exit code 1 on any failure. docs/reliability.md.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace cardavia::cli {

struct SoakOptions {
  std::vector<std::string> games;  // empty: every registered game
  int matches = 1000;              // per game
  std::uint64_t seed = 1;          // match i of each game plays seed + i
  std::vector<std::string> levels = {"random", "normal"};
  int players = 0;  // 0: drawn per match from the game's range
  int jobs = 1;
  std::int64_t hard_iterations = 0;  // 0: the game's default
};

CLI::App* add_soak_command(CLI::App& app, SoakOptions& options);
int run_soak(const SoakOptions& options);

}  // namespace cardavia::cli
