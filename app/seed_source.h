// Cardavia — where the seed of a new deal comes from: the platform's cryptographic random source,
// never the clock. A seed the person did not type (Start, autostart, a host's new-match without
// a seed) decides every hidden card of the match; one taken from the clock could be guessed from
// when the match began (an embedding page sees `match-start` arrive) and checked against the
// `move` texts. The shell asks one SeedSource for each (TableShell::fresh_seed); the tests inject
// their own (TableShell::set_seed_source).
//
//   platform_seed()   getentropy(3): Linux's getrandom; in the browser Emscripten's getentropy,
//                     which is crypto.getRandomValues. A seed of kSeedBits bits, so that it is
//                     also an exact JavaScript number (the host's `seed` argument, links, saves).
//   platform_bits()   64 bits, the same way: a deal's salt (core/fairness.h).
#pragma once

#include <cstdint>

namespace cardavia::app {

using SeedSource = std::uint64_t (*)();  // a plain function: no std::function in the wasm

inline constexpr int kSeedBits = 53;
inline constexpr std::uint64_t kSeedMask = (std::uint64_t{1} << kSeedBits) - 1;

std::uint64_t platform_seed();
// 64 bits from the same source: the salt of a new deal's fingerprint (core/fairness.h), drawn
// with its seed and shown with it once the match is over.
std::uint64_t platform_bits();

}  // namespace cardavia::app
