// See build_info.h; the two definitions come from core/CMakeLists.txt.
#include "build_info.h"

#ifndef CARDAVIA_APP_VERSION
#error "CARDAVIA_APP_VERSION is set by core/CMakeLists.txt"
#endif
#ifndef CARDAVIA_BUILD_ID
#error "CARDAVIA_BUILD_ID is set by core/CMakeLists.txt"
#endif

namespace cardavia {

std::string_view app_version() { return CARDAVIA_APP_VERSION; }
std::string_view build_id() { return CARDAVIA_BUILD_ID; }

}  // namespace cardavia
