#include "rng.h"

namespace cardavia {

namespace {
constexpr std::uint64_t kPcgMultiplier = 6364136223846793005ULL;
}

Rng::Rng(std::uint64_t seed, std::uint64_t stream) : increment_((stream << 1u) | 1u) {
  // The reference seeding: advance once, add the seed, advance again.
  next_u32();
  state_ += seed;
  next_u32();
}

std::uint32_t Rng::next_u32() {
  const std::uint64_t old_state = state_;
  state_ = old_state * kPcgMultiplier + increment_;
  const auto xorshifted = static_cast<std::uint32_t>(((old_state >> 18u) ^ old_state) >> 27u);
  const auto rotation = static_cast<std::uint32_t>(old_state >> 59u);
  return (xorshifted >> rotation) | (xorshifted << ((32u - rotation) & 31u));
}

std::uint32_t Rng::below(std::uint32_t bound) {
  // Lemire: the high 32 bits of x * bound are uniform once the low part clears the threshold.
  std::uint64_t product = static_cast<std::uint64_t>(next_u32()) * bound;
  auto low = static_cast<std::uint32_t>(product);
  if (low < bound) {
    const std::uint32_t threshold = (0u - bound) % bound;
    while (low < threshold) {
      product = static_cast<std::uint64_t>(next_u32()) * bound;
      low = static_cast<std::uint32_t>(product);
    }
  }
  return static_cast<std::uint32_t>(product >> 32u);
}

double Rng::unit() { return next_u32() * (1.0 / 4294967296.0); }

}  // namespace cardavia
