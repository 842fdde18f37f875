#include "play_command.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
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
    // Even an unreadable file answers with the contract's error object, built as JSON: the path
    // may hold quotes, backslashes or bytes that are not UTF-8 (those print as U+FFFD).
    nlohmann::ordered_json error;
    error["error"] = "cannot read the scenario file " + path;
    error["action_index"] = nullptr;
    std::cout << error.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
              << '\n';
    return 1;
  }
  const ReplayOutcome outcome = replay_scenario(text);
  std::cout << outcome.json << '\n';
  return outcome.ok ? 0 : 1;
}

}  // namespace cardavia::cli
