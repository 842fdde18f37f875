// Which build of Cardavia this is, for what a save records when it is written (`app_version`,
// `build`: shared/spec/links-and-saves.md). A save from another build still replays its actions;
// the build tells the table whether the computers may now choose differently.
//
// Both strings are fixed when CMake configures the tree (core/CMakeLists.txt): the project's
// version, and the git commit of the sources ("-dirty" with uncommitted changes; "unknown" where
// there is no git). The native and the web tree configured from one checkout agree.
#pragma once

#include <string_view>

namespace cardavia {

std::string_view app_version();  // e.g. "0.1.0"
std::string_view build_id();     // e.g. "aad7ce4c1e2f" or "aad7ce4c1e2f-dirty"

}  // namespace cardavia
