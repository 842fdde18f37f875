#include "play_command.h"

#include <iostream>

#include "cli/read_input.h"
#include "core/scenario.h"

namespace cardavia::cli {

int run_play(const std::string& path) {
  std::string text;
  if (!read_input(path, text)) {
    // Even an unreadable file answers with the contract's error object.
    std::cout << error_json(fail("cannot read the scenario file " + path)) << '\n';
    return 1;
  }
  const ReplayOutcome outcome = replay_scenario(text);
  std::cout << outcome.json << '\n';
  return outcome.ok ? 0 : 1;
}

}  // namespace cardavia::cli
