// The link payload's fixed fields: single bytes and LEB128 varints (7 bits a byte, low first, the
// top bit set on every byte but the last), signed numbers zig-zagged first (0, −1, 1, −2, … →
// 0, 1, 2, 3, …). The reader refuses an overlong varint (a last byte of zero after the first), so
// each number has one byte form, and never reads past the end.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace cardavia::codec {

class ByteWriter {
 public:
  void put(std::uint8_t byte) { bytes_.push_back(byte); }
  void put_varint(std::uint64_t value);
  void put_signed(std::int64_t value);
  void append(std::span<const std::uint8_t> bytes) { bytes_.insert(bytes_.end(), bytes.begin(), bytes.end()); }
  const std::vector<std::uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<std::uint8_t> bytes_;
};

class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  // Each returns false (value untouched) at the end of the bytes or on a malformed number.
  bool get(std::uint8_t& byte);
  bool get_varint(std::uint64_t& value);
  bool get_signed(std::int64_t& value);
  std::span<const std::uint8_t> rest() const { return bytes_.subspan(position_); }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t position_ = 0;
};

}  // namespace cardavia::codec
