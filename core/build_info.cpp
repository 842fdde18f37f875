// See build_info.h; the two definitions come from core/CMakeLists.txt.
#include "build_info.h"

#ifndef CARDAVIA_APP_VERSION
#error "CARDAVIA_APP_VERSION is set by core/CMakeLists.txt"
#endif
#ifndef CARDAVIA_BUILD_ID
#error "CARDAVIA_BUILD_ID is set by core/CMakeLists.txt"
#endif

#include <cstddef>

namespace cardavia {
namespace {

// The id sits in a slot of fixed size, whatever its length (12 hex digits, "-dirty", a tag's
// describe): its length then moves nothing else in the binary. In the web build every constant
// after it would move, and with them the addresses in the code, and the first frame's gzip size
// swung by ±600 bytes from one checkout to another (docs/size.md, "Issue 46"). An id that does not
// fit stops the build here.
constexpr std::size_t kBuildIdSlot = 48;
constexpr char kBuildId[kBuildIdSlot] = CARDAVIA_BUILD_ID;

}  // namespace

std::string_view app_version() { return CARDAVIA_APP_VERSION; }
std::string_view build_id() { return std::string_view(kBuildId); }  // up to its first NUL

}  // namespace cardavia
