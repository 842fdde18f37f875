#include "crc32.h"

#include <array>

namespace cardavia::codec {

namespace {

constexpr std::uint32_t kPolynomial = 0xEDB88320u;  // 0x04C11DB7 bit-reversed

constexpr std::array<std::uint32_t, 256> make_table() {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t n = 0; n < 256; ++n) {
    std::uint32_t c = n;
    for (int k = 0; k < 8; ++k) c = (c & 1u) != 0 ? kPolynomial ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
  return table;
}

constexpr std::array<std::uint32_t, 256> kTable = make_table();

}  // namespace

void Crc32::add_byte(std::uint8_t byte) {
  state_ = kTable[(state_ ^ byte) & 0xFFu] ^ (state_ >> 8);
}

void Crc32::add(std::span<const std::uint8_t> bytes) {
  for (const std::uint8_t byte : bytes) add_byte(byte);
}

void Crc32::add(std::string_view text) {
  for (const char c : text) add_byte(static_cast<std::uint8_t>(c));
}

}  // namespace cardavia::codec
