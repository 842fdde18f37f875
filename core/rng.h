// The project's one PRNG and one shuffle.
//
// Why our own: std::shuffle and std::uniform_int_distribution are implemented differently by
// libstdc++ (native) and libc++ (Emscripten), so the same seed would deal different cards in the CLI
// and in the browser. Everything random in a match goes through Rng, so a match is fully defined by
// (game, players, seed, actions) on every platform.
//
// The generator is PCG32 (O'Neill's permuted congruential generator, XSH-RR output, 64-bit state);
// bounded numbers use Lemire's multiply-and-reject method, which has no modulo bias.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace cardavia {

class Rng {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0x5ca1ab1eULL);

  std::uint32_t next_u32();
  // Uniform in [0, bound); bound must be at least 1.
  std::uint32_t below(std::uint32_t bound);
  // Uniform in [0, 1).
  double unit();

  bool operator==(const Rng&) const = default;

 private:
  std::uint64_t state_ = 0;
  std::uint64_t increment_ = 0;
};

// SplitMix64's finalizer (Steele, Lea and Flood, 2014): spreads structured numbers (a seed, a
// seat, an index) into well-separated seeds. Integer arithmetic only, so every platform agrees.
constexpr std::uint64_t splitmix64(std::uint64_t value) {
  value += 0x9e3779b97f4a7c15ULL;
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
  value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
  return value ^ (value >> 31);
}

// Fisher–Yates, from the last element down, drawing with Rng::below.
template <typename T>
void shuffle(std::vector<T>& items, Rng& rng) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const std::size_t j = rng.below(static_cast<std::uint32_t>(i));
    std::swap(items[i - 1], items[j]);
  }
}

}  // namespace cardavia
