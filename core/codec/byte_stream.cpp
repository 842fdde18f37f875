#include "byte_stream.h"

namespace cardavia::codec {

void ByteWriter::put_varint(std::uint64_t value) {
  while (value >= 0x80) {
    bytes_.push_back(static_cast<std::uint8_t>(value | 0x80));
    value >>= 7;
  }
  bytes_.push_back(static_cast<std::uint8_t>(value));
}

void ByteWriter::put_signed(std::int64_t value) {
  const auto bits = static_cast<std::uint64_t>(value);
  put_varint((bits << 1) ^ (value < 0 ? ~std::uint64_t{0} : 0));
}

bool ByteReader::get(std::uint8_t& byte) {
  if (position_ >= bytes_.size()) return false;
  byte = bytes_[position_++];
  return true;
}

bool ByteReader::get_varint(std::uint64_t& value) {
  std::uint64_t result = 0;
  std::size_t at = position_;
  for (int shift = 0; shift < 64; shift += 7) {
    if (at >= bytes_.size()) return false;
    const std::uint8_t byte = bytes_[at++];
    const std::uint64_t part = byte & 0x7F;
    // The tenth byte may only hold the 64th bit.
    if (shift == 63 && part > 1) return false;
    result |= part << shift;
    if ((byte & 0x80) == 0) {
      if (byte == 0 && shift > 0) return false;  // overlong: a zero last byte
      position_ = at;
      value = result;
      return true;
    }
  }
  return false;
}

bool ByteReader::get_signed(std::int64_t& value) {
  std::uint64_t bits = 0;
  if (!get_varint(bits)) return false;
  value = static_cast<std::int64_t>(bits >> 1) ^ -static_cast<std::int64_t>(bits & 1);
  return true;
}

}  // namespace cardavia::codec
