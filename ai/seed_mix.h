// SplitMix64's finalizer: spreads related numbers (a match seed, a match index, a seat) into
// well-separated bot seeds. Shared by the arena and the self-play digest, so both derive seeds the
// same way.
#pragma once

#include <cstdint>

namespace cardavia::ai {

constexpr std::uint64_t mix_seed(std::uint64_t value) {
  value += 0x9e3779b97f4a7c15ULL;
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
  value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
  return value ^ (value >> 31);
}

}  // namespace cardavia::ai
