// `cardavia verify SAVE.json|-`: the table's Check on the command line (docs/fairness.md).
//   cardavia verify SAVE.json                 the fingerprint recomputed from the save's game,
//                                             players, seed and salt, compared with its `commit`
//                                             (or --commit CODE, the one noted at the start), and
//                                             every move replayed from the seed's deal
//   cardavia verify --observation-only SAVE   each computer decision made again from its
//                                             observation and from a re-dealt world
// Prints the findings in words; exit 0 when everything checked matches, 1 otherwise. A file that
// is not a save (or cannot be read) is answered with the error object {"error": …}, exit 1.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

namespace cardavia::cli {

struct VerifyOptions {
  std::string save_path;
  std::string commit;               // the fingerprint to compare with; "": the save's own
  bool observation_only = false;
  std::uint64_t world_seed = 1;     // the re-dealt worlds' Rng
  std::int64_t hard_iterations = 0; // 0: the table's (the recorded Hard moves need it)
};

CLI::App* add_verify_command(CLI::App& app, VerifyOptions& options);
int run_verify(const VerifyOptions& options);

}  // namespace cardavia::cli
