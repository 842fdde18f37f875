#include "base64url.h"

namespace cardavia::codec {

namespace {
constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
}  // namespace

char base64url_char(int value) { return kAlphabet[static_cast<std::size_t>(value & 63)]; }

int base64url_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

std::string base64url_encode(std::span<const std::uint8_t> bytes) {
  std::string text;
  text.reserve((bytes.size() * 4 + 2) / 3);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (const std::uint8_t byte : bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      text.push_back(base64url_char(static_cast<int>(buffer >> bits)));
    }
    buffer &= (1u << bits) - 1;
  }
  // The last partial character: the remaining bits, padded with zero bits on the right.
  if (bits > 0) text.push_back(base64url_char(static_cast<int>(buffer << (6 - bits))));
  return text;
}

std::optional<std::vector<std::uint8_t>> base64url_decode(std::string_view text) {
  // 4k+1 characters would leave 6 bits: not a whole byte, so no encoder writes it.
  if (text.size() % 4 == 1) return std::nullopt;
  std::vector<std::uint8_t> bytes;
  bytes.reserve(text.size() * 3 / 4);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (const char c : text) {
    const int value = base64url_value(c);
    if (value < 0) return std::nullopt;
    buffer = (buffer << 6) | static_cast<std::uint32_t>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push_back(static_cast<std::uint8_t>(buffer >> bits));
      buffer &= (1u << bits) - 1;
    }
  }
  // The padding bits of the last character must be zero, as the encoder writes them.
  if (buffer != 0) return std::nullopt;
  return bytes;
}

}  // namespace cardavia::codec
