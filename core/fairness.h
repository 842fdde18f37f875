// Provably fair deals by commit-and-reveal (issue 50, docs/fairness.md).
//
// When a match starts, the table shows a short fingerprint of its deal — a SHA-256 over the game,
// the players, the seed and a salt — and keeps the seed to itself. When the match is over, it
// shows the seed and the salt: anyone can then recompute the fingerprint (it must be the one shown
// at the start, so the deal was fixed before the first card) and replay the deal from the seed (it
// must give the cards that were played, so no card was changed on the way).
//
//   fairness_text(game, players, seed, salt)   what is hashed, five lines of plain text:
//       "cardavia fairness 1\ngame cabo\nplayers 3\nseed 123456789\nsalt 0123456789abcdef\n"
//   fairness_commit(…)                         the fingerprint: the first 60 bits of its SHA-256,
//                                              as 12 characters of Crockford's base 32
//                                              (0-9 A-Z without I L O U), "7K3Q9XZA2M4D"
//   check_fairness(record, shown)              the Check: both halves, in a struct and in words
//
// Why a salt: the table's seeds have 53 bits, few enough that a program could try every seed
// against the fingerprint and learn the deal before the end. The salt, 64 bits from the platform's
// CSPRNG drawn with the seed, makes that 2^117 tries. It is revealed with the seed.
// Why 60 bits shown: a code short enough to read aloud or compare at a glance; passing off another
// deal under a shown code would take about 2^60 SHA-256 evaluations for that one match.
// In Python: d = hashlib.sha256(text.encode()).digest(); n = int.from_bytes(d[:8], "big") >> 4;
// "".join("0123456789ABCDEFGHJKMNPQRSTVWXYZ"[(n >> (55 - 5 * i)) & 31] for i in range(12)).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "match_record.h"

namespace cardavia {

inline constexpr std::size_t kSaltDigits = 16;    // 64 bits, lower-case hex
inline constexpr std::size_t kCommitLength = 12;  // 60 bits, Crockford base 32

// Sixteen lower-case hex digits: a salt as records carry it.
bool is_salt(std::string_view text);
// Twelve characters of the fingerprint's alphabet (upper case).
bool is_commit(std::string_view text);
// The 64 bits a salt writes (0 for text that is_salt refuses).
std::uint64_t salt_bits(std::string_view salt);
// A salt from 64 random bits (the caller draws them from the platform's CSPRNG).
std::string salt_text(std::uint64_t random_bits);

std::string fairness_text(std::string_view game, int players, std::uint64_t seed,
                          std::string_view salt);
std::string fairness_commit(std::string_view game, int players, std::uint64_t seed,
                            std::string_view salt);
// The record's fingerprint from its game, players, seed and salt; "" for a record without a salt
// (written before fingerprints, or a worked example): it never committed to anything.
std::string fairness_commit(const MatchRecord& record);
// The fingerprint grouped for reading: "7K3Q 9XZA 2M4D".
std::string grouped_commit(std::string_view commit);

// The Check, both halves.
struct FairnessCheck {
  bool has_salt = false;          // the record committed (a salt); else nothing to compare
  std::string shown;              // the fingerprint it is compared with (the record's `commit`)
  std::string recomputed;         // from the record's game, players, seed and salt
  bool commit_matches = false;    // recomputed == shown (and both present)
  bool deal_replays = false;      // every action is legal from the seed's deal
  std::string replay_problem;     // why not, when not (the action's index in it)
  std::size_t actions = 0;
  bool ok() const { return has_salt ? commit_matches && deal_replays : deal_replays; }
};

// Recomputes the fingerprint of `record` and compares it with `shown` (the code seen at the start;
// empty: the record's own `commit`), then replays every action from the seed.
FairnessCheck check_fairness(const MatchRecord& record, std::string_view shown = {});

// A save file read for its Check (`cardavia verify`): its own problems (not JSON, a bad field) are
// refused as read_save refuses them, but moves that do not replay from its seed — what a changed
// seed gives — are the Check's finding, not a refusal.
struct VerifiedSave {
  MatchRecord record;
  FairnessCheck check;
};
Result<VerifiedSave> verify_save(std::string_view json_text, std::string_view shown = {});

// The check in English words, a few lines (the CLI's output; the table says it in its language).
std::string fairness_words(const MatchRecord& record, const FairnessCheck& check);

}  // namespace cardavia
