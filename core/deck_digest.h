// A fingerprint of the project's shuffle, to prove that the native build and the WebAssembly build
// deal the same cards from the same seed (the node test compares both).
#pragma once

#include <cstdint>
#include <string>

namespace cardavia {

// Hex FNV-1a digest of ten successive shuffles of each pack (52, Chkobba 40, Cuccù 40) drawn from
// Rng(seed), plus a thousand raw draws, so any divergence in the generator or shuffle shows.
std::string deck_digest(std::uint64_t seed);

}  // namespace cardavia
