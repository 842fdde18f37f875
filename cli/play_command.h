// `cardavia play FILE|-`: replay a scenario and print the contract's result (scenario-format.md).
#pragma once

#include <string>

namespace cardavia::cli {

// Returns the process exit code: 0 for a result, 1 for the contract's error object.
int run_play(const std::string& path);

}  // namespace cardavia::cli
