// Scenarios: scripted matches for tests, bug reports and replays (shared/spec/scenario-format.md).
// The decoder and the replay live in core, not in the CLI, so the browser build can replay a saved
// match with exactly the code the `cardavia play` command uses.
#pragma once

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

// Reads the contract's JSON; every malformed field gets a message naming it.
Result<Scenario> parse_scenario(std::string_view json_text);

struct ReplayOutcome {
  std::string json;  // the contract's result object, or its error object
  bool ok = false;   // false: json is {"error": …, "action_index": …}; exit code 1
};

// Parses, builds the match and applies every action; stops at the first bad one.
ReplayOutcome replay_scenario(std::string_view json_text);

// The contract's result object for a match in progress or over.
std::string describe_match(const GameState& state);

}  // namespace cardavia
