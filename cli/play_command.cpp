#include "play_command.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "core/scenario.h"

namespace cardavia::cli {

namespace {

bool read_all(const std::string& path, std::string& text) {
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return true;
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) return false;
  text.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  return true;
}

}  // namespace

int run_play(const std::string& path) {
  std::string text;
  if (!read_all(path, text)) {
    // Even an unreadable file answers with the contract's error object.
    std::cout << R"({"error":"cannot read the scenario file )" << path
              << R"(","action_index":null})" << '\n';
    return 1;
  }
  const ReplayOutcome outcome = replay_scenario(text);
  std::cout << outcome.json << '\n';
  return outcome.ok ? 0 : 1;
}

}  // namespace cardavia::cli
