// CRC-32 (the IEEE 802.3 polynomial, reflected, as zlib and PNG compute it): the link payload's
// checksum. Why a CRC rather than a hash: it catches every change of up to 32 consecutive bits
// (a mistyped or cut character) for certain, and its value is fixed by the standard, so any
// implementation — this one, or a JavaScript one some day — agrees byte for byte.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace cardavia::codec {

class Crc32 {
 public:
  void add(std::span<const std::uint8_t> bytes);
  void add(std::string_view text);
  std::uint32_t value() const { return ~state_; }

 private:
  void add_byte(std::uint8_t byte);
  std::uint32_t state_ = 0xFFFFFFFFu;
};

}  // namespace cardavia::codec
