// cardavia — the command-line face of the engine: the same core/ the browser runs.
//   cardavia play SCENARIO.json | -   replay a scripted match (shared/spec/scenario-format.md)
//   cardavia digest --seed N          fingerprint of the seeded shuffles (native = wasm check)
//   cardavia arena --game G --seats … bots against bots: win shares, decision times (docs/ai.md)
//   cardavia bench                    playouts per second and decision time per level
//   cardavia soak --matches N         seeded matches with every invariant checked (reliability.md)
//   cardavia link encode SAVE | -     a save file's link payload; `link decode PAYLOAD | -` back
//   cardavia selfplay --game G …      a whole match of computers, printed as its save file;
//                     --digest …      or digests of many seeded matches (native = wasm check)
//   cardavia verify SAVE | -          the deal's fingerprint and moves checked (docs/fairness.md);
//                   --observation-only  each computer decision made again from a re-dealt world
#include <cstdint>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/arena_command.h"
#include "cli/bench_command.h"
#include "cli/link_command.h"
#include "cli/play_command.h"
#include "cli/selfplay_command.h"
#include "cli/soak_command.h"
#include "cli/verify_command.h"
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

  cardavia::cli::ArenaOptions arena_options;
  CLI::App* arena = cardavia::cli::add_arena_command(app, arena_options);
  cardavia::cli::BenchOptions bench_options;
  CLI::App* bench = cardavia::cli::add_bench_command(app, bench_options);
  cardavia::cli::SoakOptions soak_options;
  CLI::App* soak = cardavia::cli::add_soak_command(app, soak_options);
  cardavia::cli::LinkOptions link_options;
  CLI::App* link = cardavia::cli::add_link_command(app, link_options);
  cardavia::cli::SelfplayOptions selfplay_options;
  CLI::App* selfplay = cardavia::cli::add_selfplay_command(app, selfplay_options);
  cardavia::cli::VerifyOptions verify_options;
  CLI::App* verify = cardavia::cli::add_verify_command(app, verify_options);

  CLI11_PARSE(app, argc, argv);

  if (*play) {
    // Wrong command-line words for `play` are CLI11's to report; the scenario's errors are ours.
    return cardavia::cli::run_play(scenario_path);
  }
  if (*arena) return cardavia::cli::run_arena(arena_options);
  if (*bench) return cardavia::cli::run_bench(bench_options);
  if (*soak) return cardavia::cli::run_soak(soak_options);
  if (*link) return cardavia::cli::run_link(*link, link_options);
  if (*selfplay) return cardavia::cli::run_selfplay(selfplay_options);
  if (*verify) return cardavia::cli::run_verify(verify_options);
  if (*digest) {
    std::cout << cardavia::deck_digest(digest_seed) << '\n';
    return 0;
  }
  return 0;
}
