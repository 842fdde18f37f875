// `cardavia selfplay`: computers playing whole matches.
//   default    one match played through the table's own session (session/), every seat a computer
//              — the person's seat too, at a level of its own — printed as its save file. For
//              sample saves, bug-report material and measuring links (`… | cardavia link encode -`).
//   --log      instead of the save, what the table's log would say, as the person's seat sees it:
//              one line per move, its phrase (session/game_words.h) with the key and the arguments
//              unrendered (`#12 seat 2 ask: cucu.log.cat(name=seat 2, other=seat 3)`), and a line
//              at each round's end. For finding seeds that reach a given moment of a game (a
//              browser test's screenshot):
//                cardavia selfplay --game cucu --players 4 --seed 7 --log | grep cucu.log.undone
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
  bool log = false;                    // print the log's phrases instead of the save
  std::string salt;                    // the deal's salt (16 hex digits): the save carries its fingerprint
  // --digest
  bool digest = false;
  int matches = 1000;                                      // per game
  std::vector<std::string> levels = {"random", "normal"};  // the seats' levels, in turn
};

CLI::App* add_selfplay_command(CLI::App& app, SelfplayOptions& options);
int run_selfplay(const SelfplayOptions& options);

}  // namespace cardavia::cli
