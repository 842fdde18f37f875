// libFuzzer target for the link decoder (core/link_codec.h): any byte string is refused with a
// message, or decodes to a record that replays and that encodes back to exactly the same
// characters (every accepted payload is canonical) — never a crash, a hang or a silently other
// match.
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target link_fuzz && build/fuzz/fuzz/link_fuzz -max_total_time=60 DIR
// scripts/test.sh seeds it with the payloads of every scenario file and sample save
// (`cardavia link encode`); fuzz/corpus/link/ adds a few damaged ones.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/link_codec.h"
#include "core/match_record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardavia;
  const std::string_view payload(reinterpret_cast<const char*>(data), size);
  const Result<MatchRecord> decoded = decode_link(payload);
  if (!decoded) {
    if (decoded.error().empty()) __builtin_trap();  // a refusal must say why
    return 0;
  }
  if (!replay_record(decoded.value())) __builtin_trap();
  const Result<std::string> encoded = encode_link(decoded.value());
  if (!encoded || encoded.value() != payload) __builtin_trap();
  return 0;
}
