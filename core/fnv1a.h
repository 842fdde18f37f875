// FNV-1a, 64 bits: the fingerprint the native ≡ wasm checks compare (core/deck_digest.h,
// ai/selfplay.h). Not for security; for "did both builds compute exactly the same numbers".
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace cardavia {

class Fnv1a64 {
 public:
  // Adds the four bytes of `value`, low byte first (the same on every platform).
  void add(std::uint32_t value) {
    for (int byte = 0; byte < 4; ++byte) {
      hash_ ^= (value >> (8 * byte)) & 0xffu;
      hash_ *= 0x100000001b3ULL;
    }
  }
  void add_signed(int value) { add(static_cast<std::uint32_t>(value)); }
  std::uint64_t value() const { return hash_; }
  // Sixteen lower-case hex digits.
  std::string hex() const {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash_));
    return text;
  }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace cardavia
