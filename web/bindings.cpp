// Cardavia — the JavaScript API of the wasm module (Embind).
//
//   deckDigest(seed: string) -> string
//       cardavia::deck_digest() of core: a hex digest of the three packs shuffled with the
//       project's own PRNG. The seed is passed as a decimal string because a 64-bit integer does
//       not fit a JS number (and Emscripten 3.1.6's Embind has no BigInt without WASM_BIGINT).
//       Returns "" for a seed that is not a decimal uint64.
//
//   layoutProblems(width: number, height: number) -> string
//       What is wrong with the start screen's layout at that size in CSS px (app/layout.h), one
//       problem a line; "" when nothing overlaps, nothing is cut off and cards are ≥ 44 px.
//
// Linked into the site's module (for the page's future share/save glue) and into a small
// node-only module (cardavia_api) that tests/web/*.test.mjs load.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "app/layout.h"
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

std::string layout_problems_js(double width, double height) {
  const ImVec2 size(static_cast<float>(width), static_cast<float>(height));
  std::string out;
  for (const std::string& p : app::layout_problems(app::layout_start_screen(size), size)) out += p + "\n";
  return out;
}

}  // namespace
}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia) {
  emscripten::function("deckDigest", &cardavia::web::deck_digest_js);
  emscripten::function("layoutProblems", &cardavia::web::layout_problems_js);
}
