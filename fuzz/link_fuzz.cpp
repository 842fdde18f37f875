// libFuzzer target for the link decoder (core/link_codec.h): any byte string is refused with a
// message, or decodes to a record that replays and that encodes back to exactly the same
// characters (every accepted payload is canonical) — never a crash, a hang or a silently other
// match. Each input is decoded twice: as it is, and with its checksum fitted to the rest
// (with_fitted_checksum), so that mutations reach the header, the moves and the match check
// instead of stopping at the checksum.
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target link_fuzz && build/fuzz/fuzz/link_fuzz -max_total_time=60 DIR
// scripts/test.sh seeds it with the payloads of every scenario file and sample save
// (`cardavia link encode`); fuzz/corpus/link/ adds a few damaged ones.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/link_codec.h"
#include "core/match_record.h"

namespace {

void check_payload(std::string_view payload) {
  using namespace cardavia;
  const Result<MatchRecord> decoded = decode_link(payload);
  if (!decoded) {
    if (decoded.error().empty()) __builtin_trap();  // a refusal must say why
    return;
  }
  if (!replay_record(decoded.value())) __builtin_trap();
  const Result<std::string> encoded = encode_link(decoded.value());
  if (!encoded || encoded.value() != payload) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view payload(reinterpret_cast<const char*>(data), size);
  check_payload(payload);
  const std::optional<std::string> fitted = cardavia::with_fitted_checksum(payload);
  if (fitted) check_payload(*fitted);
  return 0;
}
