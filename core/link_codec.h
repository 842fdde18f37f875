// The link codec: a match record (match_record.h) as a short URL-safe text, and back
// (shared/spec/links-and-saves.md; the payload byte by byte: docs/links.md).
//
//   encode_link(record)   → the payload, or the first thing wrong with the record
//   decode_link(payload)  → the record, or why the payload is refused
//
// The payload is a format-version character, then base64url of: the fixed fields (game, players,
// what is given, seed, dealer, seat, start state, counts), one mixed-radix number holding every
// card of the given decks and every action as its index among the legal actions at that point,
// then two CRC-32s: a match check over what the bytes decode to (the decks, the actions in
// notation, the final result), and a checksum over everything before it. So a changed, cut or
// pasted-wrong payload is refused before a move is read, and one whose digits would now mean
// another match (an engine that deals or lists its actions differently) is refused after:
// never a silently different match.
//
// Deterministic by construction: integers only (no floating point, no std::hash, no pointer
// order), so the native and the WebAssembly builds write the same characters for the same record.
// Canonical: every accepted payload is the one encode_link writes for the record it decodes to.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "match_record.h"
#include "result.h"

namespace cardavia {

inline constexpr int kLinkVersion = 1;
// Far above any real match (a long one is a few hundred characters), low enough that a decoder
// facing junk stays fast.
inline constexpr std::size_t kMaxLinkCharacters = 16384;

// Refuses what replay_record refuses (with the bad action's index), and a match too long to link.
Result<std::string> encode_link(const MatchRecord& record);

// Refuses anything encode_link would not have written, in words: "the link is damaged …", or
// "made by a newer Cardavia" for a newer format version. An action that cannot be played carries
// its index (Error::action_index). The record's created/app_version/build are empty: a link does
// not carry them.
Result<MatchRecord> decode_link(std::string_view payload);

// For tests and fuzzing only: the payload with its last four bytes rewritten as the checksum of
// the rest, as if its writer had made all of it (nullopt when it has no bytes to rewrite). Past the
// checksum, what still refuses a changed payload is the header's form, the moves and the match
// check: this lets the tests and the fuzz target reach them.
std::optional<std::string> with_fitted_checksum(std::string_view payload);

}  // namespace cardavia
