// Cardavia — the JavaScript API of the wasm module (Embind).
//
//   deckDigest(seed: string) -> string
//       cardavia::deck_digest() of core: a hex digest of the three packs shuffled with the
//       project's own PRNG. The seed is passed as a decimal string because a 64-bit integer does
//       not fit a JS number (and Emscripten 3.1.6's Embind has no BigInt without WASM_BIGINT).
//       Returns "" for a seed that is not a decimal uint64.
//
//   encodeLink(saveJson: string) -> string
//       The link payload of a save file (core/link_codec.h), or the contract's error object as
//       JSON text, {"error": "…", "action_index": K|null}. A payload never starts with "{".
//   decodeLink(payload: string) -> string
//       The save JSON of a link payload (core/match_record.h's write_save), or the error object.
//   checkSave(saveJson: string) -> string
//       A save read, checked and replayed (read_save), written back in normal form (actions in
//       canonical notation, this build's app_version and build), or the error object.
// Saves and links cross the boundary as text only (no register_vector, no 64-bit numbers: a seed
// above 2^53 travels inside the JSON as a decimal string).
//
// Linked into the site's module (for the page's future share/save glue) and into a small
// node-only module (cardavia_api) that tests/web/*.test.mjs load; test_bindings.cpp adds what only
// the tests need.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "core/deck_digest.h"
#include "core/link_codec.h"
#include "core/match_record.h"
#include "core/scenario.h"

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

std::string encode_link_js(const std::string& save_json) {
  const Result<MatchRecord> record = read_save(save_json);
  if (!record) return error_json(record.failure());
  const Result<std::string> payload = encode_link(record.value());
  return payload ? payload.value() : error_json(payload.failure());
}

std::string decode_link_js(const std::string& payload) {
  const Result<MatchRecord> record = decode_link(payload);
  return record ? write_save(record.value()) : error_json(record.failure());
}

std::string check_save_js(const std::string& save_json) {
  const Result<MatchRecord> record = read_save(save_json);
  return record ? write_save(record.value()) : error_json(record.failure());
}

}  // namespace
}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia) {
  emscripten::function("deckDigest", &cardavia::web::deck_digest_js);
  emscripten::function("encodeLink", &cardavia::web::encode_link_js);
  emscripten::function("decodeLink", &cardavia::web::decode_link_js);
  emscripten::function("checkSave", &cardavia::web::check_save_js);
}
