// Scenarios: scripted matches for tests, bug reports and replays (shared/spec/scenario-format.md).
// The decoder and the replay live in core, not in the CLI, so the browser build can replay a saved
// match with exactly the code the `cardavia play` command uses.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "match_setup.h"
#include "result.h"

namespace cardavia {

struct Scenario {
  std::string game;
  MatchSetup setup;
  std::vector<std::string> actions;  // "<seat> <action>"
};

// Reads the contract's JSON; every malformed field gets a message naming it. A save file
// (links-and-saves.md) is read too: its extra fields are ignored, a newer save version is refused.
Result<Scenario> parse_scenario(std::string_view json_text);

// Builds the match and applies every action in order. The first bad action stops it: the error
// names it and carries its index (Error::action_index); nothing after it is applied.
Result<std::unique_ptr<GameState>> play_scenario(const Scenario& scenario);

struct ReplayOutcome {
  std::string json;  // the contract's result object, or its error object
  bool ok = false;   // false: json is {"error": …, "action_index": …}; exit code 1
};

// Parses, builds the match and applies every action; stops at the first bad one.
ReplayOutcome replay_scenario(std::string_view json_text);

// The actions of `history` — legal from the scenario's setup — in the contract's notation,
// "<seat> <action>" in the canonical form `legal` lists, printed on a fresh replay (an action
// prints only in the position it is played in). The scenario's own actions are not read.
std::vector<std::string> notate_history(const Scenario& scenario,
                                        const std::vector<Action>& history);

// The contract's result object for a match in progress or over.
std::string describe_match(const GameState& state);

// The contract's error object, {"error": "…", "action_index": K or null}, as JSON text.
std::string error_json(const Error& error);

}  // namespace cardavia
