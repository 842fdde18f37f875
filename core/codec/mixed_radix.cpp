#include "mixed_radix.h"

namespace cardavia::codec {

std::vector<std::uint8_t> MixedRadixWriter::bytes() const {
  // Limbs in base 2^32, least significant first; each step multiplies by r_i and adds d_i.
  std::vector<std::uint32_t> limbs;
  for (auto it = digits_.rbegin(); it != digits_.rend(); ++it) {
    const auto [digit, radix] = *it;
    std::uint64_t carry = digit;
    for (std::uint32_t& limb : limbs) {
      const std::uint64_t product = static_cast<std::uint64_t>(limb) * radix + carry;
      limb = static_cast<std::uint32_t>(product);
      carry = product >> 32;
    }
    if (carry != 0) limbs.push_back(static_cast<std::uint32_t>(carry));
  }
  std::vector<std::uint8_t> out;
  out.reserve(limbs.size() * 4);
  for (const std::uint32_t limb : limbs) {
    for (int shift = 0; shift < 32; shift += 8) out.push_back(static_cast<std::uint8_t>(limb >> shift));
  }
  while (!out.empty() && out.back() == 0) out.pop_back();
  return out;
}

bool MixedRadixReader::load(std::span<const std::uint8_t> bytes) {
  limbs_.clear();
  if (!bytes.empty() && bytes.back() == 0) return false;
  limbs_.assign((bytes.size() + 3) / 4, 0);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    limbs_[i / 4] |= static_cast<std::uint32_t>(bytes[i]) << (8 * (i % 4));
  }
  return true;
}

std::uint32_t MixedRadixReader::pop(std::uint32_t radix) {
  if (radix <= 1 || limbs_.empty()) return 0;
  // Long division by a 32-bit radix, from the most significant limb down.
  std::uint64_t remainder = 0;
  for (auto it = limbs_.rbegin(); it != limbs_.rend(); ++it) {
    const std::uint64_t value = (remainder << 32) | *it;
    *it = static_cast<std::uint32_t>(value / radix);
    remainder = value % radix;
  }
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  return static_cast<std::uint32_t>(remainder);
}

}  // namespace cardavia::codec
