// `cardavia selfplay`: computers playing whole matches.
//   default    one match played through the table's own session (session/), every seat a computer
//              — the person's seat too, at a level of its own — printed as its save file. For
//              sample saves, bug-report material and measuring links (`… | cardavia link encode -`).
//   --digest   many seeded matches of computer seats (ai/selfplay.h), printed as each game's
//              digests: the native half of the native ≡ wasm check (tests/web/selfplay_digest.test.mjs).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace cardavia::cli {

struct SelfplayOptions {
  std::string game;  // empty: cabo for the save; every game for --digest
  int players = 3;
  std::uint64_t seed = 1;              // the deal seed; with --digest, the first match's
  std::string level = "normal";        // the computers' level, as the record names it
  int human_seat = 0;
  std::string human_level = "normal";  // who plays the person's seat
  std::int64_t hard_iterations = 0;    // 0: the table's target (the game's, with --digest)
  // --digest
  bool digest = false;
  int matches = 1000;                                      // per game
  std::vector<std::string> levels = {"random", "normal"};  // the seats' levels, in turn
};

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options);
int run_selfplay(const SelfplayOptions& options);

}  // namespace cardavia::cli
