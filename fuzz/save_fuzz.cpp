// libFuzzer target for the save reader (core/match_record.h): any byte string is a save that
// replays to the end without an illegal action, or is refused with a message — never a crash or
// a hang. An accepted save, written and read again, is the same match, and its link (when it has
// one) decodes to the same match too.
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target save_fuzz && build/fuzz/fuzz/save_fuzz -max_total_time=60 DIR
// scripts/test.sh seeds it with every scenario file and sample save (fuzz/corpus/save/ adds a few
// broken ones).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/link_codec.h"
#include "core/match_record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardavia;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Result<MatchRecord> read = read_save(text);
  if (!read) {
    if (read.error().empty()) __builtin_trap();  // a refusal must say why
    return 0;
  }
  // Accepted: it replays without an illegal action …
  if (!replay_record(read.value())) __builtin_trap();
  // … and what the writer makes of it reads back as the same match.
  const Result<MatchRecord> again = read_save(write_save(read.value()));
  if (!again || !again.value().same_match(read.value())) __builtin_trap();
  const Result<std::string> link = encode_link(read.value());
  if (link) {
    const Result<MatchRecord> decoded = decode_link(link.value());
    if (!decoded || !decoded.value().same_match(read.value())) __builtin_trap();
  }
  return 0;
}
