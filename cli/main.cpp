// cardavia — the command-line face of the engine: the same core/ the browser runs.
//   cardavia play SCENARIO.json | -   replay a scripted match (shared/spec/scenario-format.md)
//   cardavia digest --seed N          fingerprint of the seeded shuffles (native = wasm check)
#include <cstdint>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/play_command.h"
#include "core/deck_digest.h"

int main(int argc, char** argv) {
  CLI::App app{"Cardavia: traditional card games against the computer"};
  app.require_subcommand(1);

  std::string scenario_path;
  CLI::App* play = app.add_subcommand("play", "Replay a scenario file (or - for stdin) as JSON");
  play->add_option("scenario", scenario_path, "scenario JSON file, or - for standard input")
      ->required();

  std::uint64_t digest_seed = 1;
  CLI::App* digest = app.add_subcommand("digest", "Print the digest of the seeded shuffles");
  digest->add_option("--seed", digest_seed, "the seed")->required();

  CLI11_PARSE(app, argc, argv);

  if (*play) {
    // Wrong command-line words for `play` are CLI11's to report; the scenario's errors are ours.
    return cardavia::cli::run_play(scenario_path);
  }
  if (*digest) {
    std::cout << cardavia::deck_digest(digest_seed) << '\n';
    return 0;
  }
  return 0;
}
