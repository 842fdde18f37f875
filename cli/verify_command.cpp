// `cardavia verify` (see verify_command.h).
#include "verify_command.h"

#include <iostream>

#include "cli/read_input.h"
#include "core/fairness.h"
#include "core/match_record.h"
#include "core/scenario.h"
#include "session/observation_replay.h"

namespace cardavia::cli {

namespace {

// A file that cannot be checked at all: the contract's error object, as `play` and `link` answer.
int refuse(const std::string& why) {
  std::cout << error_json(fail(why)) << '\n';
  return 1;
}

// Each computer decision: its observation and a re-dealt world give the same choice.
int run_observation_only(const MatchRecord& record, const VerifyOptions& options) {
  session::MatchConfig config;
  config.hard_iterations = options.hard_iterations;
  const Result<std::vector<session::DecisionCheck>> checks =
      session::replay_decisions_from_observations(record, options.world_seed, config);
  if (!checks) return refuse(checks.error());
  std::size_t same = 0, as_played = 0, redealt = 0;
  for (const session::DecisionCheck& check : checks.value()) {
    const bool fine = check.same_choice() && check.same_observation;
    same += fine ? 1 : 0;
    as_played += check.from_real == check.played ? 1 : 0;
    redealt += check.hidden_cards_differ ? 1 : 0;
    std::cout << "move " << check.index + 1 << ", seat " << check.seat << ": played \""
              << check.played << "\"; from its observation \"" << check.from_real
              << "\"; from a re-dealt world \"" << check.from_redealt << "\""
              << (check.hidden_cards_differ ? "" : " (nothing hidden to re-deal)")
              << (fine ? " — the same\n" : " — DIFFERENT\n");
  }
  const std::size_t total = checks.value().size();
  std::cout << same << " of " << total
            << " computer decisions were the same from a re-dealt world (" << redealt
            << " of those worlds had other hidden cards): "
            << (same == total ? "the computers chose from what they could see, nothing else.\n"
                              : "some computer saw more than its observation.\n");
  std::cout << as_played << " of " << total << " are the moves the save holds"
            << (as_played == total ? ".\n"
                                   : " (a save from another build, whose computers may choose "
                                     "differently, or a move not made by this build's computer).\n");
  return same == total ? 0 : 1;
}

}  // namespace

CLI::App* add_verify_command(CLI::App& app, VerifyOptions& options) {
  CLI::App* verify = app.add_subcommand(
      "verify",
      "Check a save's deal: its fingerprint from seed and salt, every move replayed from the seed; "
      "or, with --observation-only, each computer decision from a re-dealt world");
  verify->add_option("save", options.save_path, "save JSON file, or - for standard input")
      ->required();
  verify->add_option("--commit", options.commit,
                     "the fingerprint shown when the match began (default: the save's own)");
  verify->add_flag("--observation-only", options.observation_only,
                   "replay each computer decision from a world re-dealt from its observation");
  verify->add_option("--world-seed", options.world_seed,
                     "with --observation-only: the seed of the re-dealt worlds");
  verify->add_option("--hard-iterations", options.hard_iterations,
                     "with --observation-only: Hard's iterations (default: the table's)");
  return verify;
}

int run_verify(const VerifyOptions& options) {
  std::string text;
  if (!read_input(options.save_path, text)) return refuse("cannot read " + options.save_path);
  std::string shown;
  for (const char c : options.commit) {
    if (c != ' ' && c != '-') shown += c;  // "7K3Q 9XZA 2M4D" as the table groups it
  }
  if (!shown.empty() && !is_commit(shown)) {
    return refuse("--commit must be the 12-character fingerprint (0-9, A-Z without I, L, O, U)");
  }
  const Result<VerifiedSave> verified = verify_save(text, shown);
  if (!verified) return refuse(verified.error());
  if (options.observation_only) {
    if (!verified.value().check.deal_replays) {
      return refuse("the moves do not replay (" + verified.value().check.replay_problem + ")");
    }
    return run_observation_only(verified.value().record, options);
  }
  std::cout << fairness_words(verified.value().record, verified.value().check);
  return verified.value().check.ok() ? 0 : 1;
}

}  // namespace cardavia::cli
