// `cardavia selfplay`: a whole match played through the table's own session (session/), every
// seat a computer — the person's seat too, at a level of its own — printed as its save file. For
// sample saves, bug-report material and measuring links (`… | cardavia link encode -`).
//
// With --log it prints instead what the table's log would say, as the person's seat sees it: one
// line per move, its phrase (session/game_words.h) with the key and the arguments unrendered
// (`#12 seat 2 ask: cucu.log.cat(name=seat 2, other=seat 3)`), and a line at each round's end.
// For finding seeds that reach a given moment of a game (a browser test's screenshot):
//   cardavia selfplay --game cucu --players 4 --seed 7 --log | grep cucu.log.undone
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
  bool log = false;                    // print the log's phrases instead of the save
};

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options);
int run_selfplay(const SelfplayOptions& options);

}  // namespace cardavia::cli
