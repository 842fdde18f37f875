// `cardavia selfplay`: a whole match played through the table's own session (session/), every
// seat a computer — the person's seat too, at a level of its own — printed as its save file. For
// sample saves, bug-report material and measuring links (`… | cardavia link encode -`).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

namespace cardavia::cli {

struct SelfplayOptions {
  std::string game = "cabo";
  int players = 3;
  std::uint64_t seed = 1;
  std::string level = "normal";        // the computers' level, as the record names it
  int human_seat = 0;
  std::string human_level = "normal";  // who plays the person's seat
  std::int64_t hard_iterations = 0;    // 0: the table's target
};

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options);
int run_selfplay(const SelfplayOptions& options);

}  // namespace cardavia::cli
