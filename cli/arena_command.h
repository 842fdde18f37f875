// cardavia arena: bots against bots over many matches, the result as JSON (docs/ai.md).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

namespace cardavia::cli {

struct ArenaOptions {
  std::string game;
  int players = 2;
  std::string seats;  // "hard,normal,…", one level per seat
  int matches = 100;
  std::uint64_t seed = 1;
  int jobs = 1;
  std::int64_t hard_iterations = 0;  // 0: the game's default
  double hard_time_cap_ms = 0.0;     // 0: none
};

CLI::App* add_arena_command(CLI::App& app, ArenaOptions& options);
int run_arena(const ArenaOptions& options);

}  // namespace cardavia::cli
