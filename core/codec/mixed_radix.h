// A run of small choices packed into one number (mixed-radix, the exact form of arithmetic coding
// for uniform choices): choice i, a digit d_i in [0, r_i), contributes d_i · r_0 · … · r_(i−1).
// A choice among r options costs log2(r) bits, a forced one (r = 1) nothing, and nothing is lost
// to rounding a choice up to whole bits. The link codec packs each action as its index in
// legal_actions(), and each card of a given deck as its index among the cards still to place.
//
// The number is stored as little-endian bytes without trailing zero bytes, so each digit string
// has one byte form; the reader refuses any other (a trailing zero byte, digits left over).
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace cardavia::codec {

class MixedRadixWriter {
 public:
  // Precondition: radix ≥ 1 and digit < radix.
  void push(std::uint32_t digit, std::uint32_t radix) { digits_.emplace_back(digit, radix); }
  // The number, by Horner's rule from the last digit back: N = d_0 + r_0 · (d_1 + r_1 · (…)).
  std::vector<std::uint8_t> bytes() const;

 private:
  std::vector<std::pair<std::uint32_t, std::uint32_t>> digits_;  // (digit, radix)
};

class MixedRadixReader {
 public:
  // False (and nothing read) for a non-canonical byte form: a trailing zero byte.
  bool load(std::span<const std::uint8_t> bytes);
  // The next digit: N mod radix, then N becomes N / radix. Precondition: radix ≥ 1.
  std::uint32_t pop(std::uint32_t radix);
  // Every digit read: nothing is left of the number.
  bool exhausted() const { return limbs_.empty(); }

 private:
  std::vector<std::uint32_t> limbs_;  // little-endian base 2^32, no leading zero limb
};

}  // namespace cardavia::codec
