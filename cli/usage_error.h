// The CLI's answer to a bad command line once CLI11 has parsed it (an unknown game or level, a
// count out of range): {"error": "<what is wrong>"} on stdout, exit code 1 — the same shape as the
// scenario contract's errors, so scripts read every failure the same way.
#pragma once

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

namespace cardavia::cli {

inline int usage_error(const std::string& message) {
  nlohmann::ordered_json error;
  error["error"] = message;
  std::cout << error.dump() << '\n';
  return 1;
}

}  // namespace cardavia::cli
