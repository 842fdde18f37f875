// Cardavia — the JavaScript API of the wasm module (Embind).
//
//   deckDigest(seed: string) -> string
//       cardavia::deck_digest() of core: a hex digest of the three packs shuffled with the
//       project's own PRNG. The seed is passed as a decimal string because a 64-bit integer does
//       not fit a JS number (and Emscripten 3.1.6's Embind has no BigInt without WASM_BIGINT).
//       Returns "" for a seed that is not a decimal uint64.
//
// Linked into the site's module (for the page's future share/save glue) and into a small
// node-only module (cardavia_api) that tests/web/*.test.mjs load; test_bindings.cpp adds what only
// the tests need.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "core/deck_digest.h"

namespace cardavia::web {
namespace {

bool parse_u64(const std::string& text, std::uint64_t& out) {
  if (text.empty() || text.size() > 20) return false;
  std::uint64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return false;  // overflow
    value = value * 10 + digit;
  }
  out = value;
  return true;
}

std::string deck_digest_js(const std::string& seed) {
  std::uint64_t value = 0;
  if (!parse_u64(seed, value)) return {};
  return cardavia::deck_digest(value);
}

}  // namespace
}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia) {
  emscripten::function("deckDigest", &cardavia::web::deck_digest_js);
}
