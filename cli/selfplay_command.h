// cardavia selfplay: whole matches of seeded computer players, printed as digests (ai/selfplay.h);
// the native half of the native ≡ wasm check (tests/web/selfplay_digest.test.mjs).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace cardavia::cli {

struct SelfplayOptions {
  std::vector<std::string> games;  // empty: every registered game
  int matches = 1000;              // per game
  std::uint64_t seed = 1;          // the first match seed
  std::vector<std::string> levels = {"random", "normal"};
  std::int64_t hard_iterations = 0;  // 0: the game's default
};

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options);
int run_selfplay(const SelfplayOptions& options);

}  // namespace cardavia::cli
