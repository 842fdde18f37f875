// The deal's fingerprint and its Check (see fairness.h).
#include "fairness.h"

#include <cstdio>

#include "json_parse.h"
#include "sha256.h"

namespace cardavia {

namespace {
constexpr std::string_view kCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";  // Crockford
constexpr std::string_view kHexDigits = "0123456789abcdef";
}  // namespace

namespace {
// `size` characters, each one of `alphabet`'s: both forms' test, out of line (one copy for the
// save reader, the link reader and the session).
[[gnu::noinline]] bool made_of(std::string_view text, std::size_t size, std::string_view alphabet) {
  if (text.size() != size) return false;
  for (const char c : text) {
    if (alphabet.find(c) == std::string_view::npos) return false;
  }
  return true;
}
}  // namespace

bool is_salt(std::string_view text) { return made_of(text, kSaltDigits, kHexDigits); }

bool is_commit(std::string_view text) { return made_of(text, kCommitLength, kCodeAlphabet); }

std::uint64_t salt_bits(std::string_view salt) {
  if (!is_salt(salt)) return 0;
  std::uint64_t bits = 0;
  for (const char c : salt) bits = bits << 4 | kHexDigits.find(c);
  return bits;
}

std::string salt_text(std::uint64_t random_bits) {
  std::string salt(kSaltDigits, '0');
  for (std::size_t i = 0; i < kSaltDigits; ++i) {
    salt[kSaltDigits - 1 - i] = kHexDigits[(random_bits >> (4 * i)) & 15];
  }
  return salt;
}

std::string fairness_text(std::string_view game, int players, std::uint64_t seed,
                          std::string_view salt) {
  // One format for the five lines: the build has printf already, and string pieces glued one by
  // one cost the web build ~0.2 KB more code (docs/size.md). Measured first, then written.
  constexpr const char* kForm =
      "cardavia fairness 1\ngame %.*s\nplayers %d\nseed %llu\nsalt %.*s\n";
  const auto print = [&](char* to, std::size_t room) {
    return std::snprintf(to, room, kForm, static_cast<int>(game.size()), game.data(), players,
                         static_cast<unsigned long long>(seed), static_cast<int>(salt.size()),
                         salt.data());
  };
  std::string text(static_cast<std::size_t>(print(nullptr, 0)), '\0');
  print(text.data(), text.size() + 1);
  return text;
}

std::string fairness_commit(std::string_view game, int players, std::uint64_t seed,
                            std::string_view salt) {
  const std::array<std::uint8_t, 32> digest = sha256(fairness_text(game, players, seed, salt));
  // The first 64 bits, big-endian; their top 60 in twelve 5-bit characters.
  std::uint64_t bits = 0;
  for (std::size_t i = 0; i < 8; ++i) bits = bits << 8 | digest[i];
  bits >>= 4;
  std::string code(kCommitLength, '0');
  for (std::size_t i = 0; i < kCommitLength; ++i) {
    code[i] = kCodeAlphabet[(bits >> (5 * (kCommitLength - 1 - i))) & 31];
  }
  return code;
}

std::string fairness_commit(const MatchRecord& record) {
  if (record.salt.empty()) return "";
  return fairness_commit(record.match.game, record.match.setup.players, record.match.setup.seed,
                         record.salt);
}

std::string grouped_commit(std::string_view commit) {
  std::string grouped;
  for (std::size_t i = 0; i < commit.size(); ++i) {
    if (i > 0 && i % 4 == 0) grouped += ' ';
    grouped += commit[i];
  }
  return grouped;
}

FairnessCheck check_fairness(const MatchRecord& record, std::string_view shown) {
  FairnessCheck check;
  check.has_salt = !record.salt.empty();
  check.shown = std::string(shown.empty() ? std::string_view(record.commit) : shown);
  check.recomputed = fairness_commit(record);
  check.commit_matches = check.has_salt && !check.shown.empty() && check.shown == check.recomputed;
  check.actions = record.match.actions.size();
  Result<std::unique_ptr<GameState>> replayed = replay_record(record);
  check.deal_replays = replayed.ok();
  // The replay's own words name the action where it stops.
  if (!replayed) check.replay_problem = replayed.error();
  return check;
}

Result<VerifiedSave> verify_save(std::string_view json_text, std::string_view shown) {
  Result<MatchRecord> read = read_save(json_text);
  if (read) {
    VerifiedSave verified{std::move(read).value(), {}};
    verified.check = check_fairness(verified.record, shown);
    return verified;
  }
  if (!read.failure().action_index) return read.failure();
  // Step 2. The moves do not replay: read everything else (the moves set aside), then let the
  // check replay them and say where they stop.
  nlohmann::json root = parse_json(json_text);
  const nlohmann::json actions = root["actions"];
  root["actions"] = nlohmann::json::array();
  Result<MatchRecord> fields = read_save(root.dump());
  if (!fields) return fields.failure();
  VerifiedSave verified{std::move(fields).value(), {}};
  for (const nlohmann::json& action : actions) verified.record.match.actions.push_back(action);
  verified.check = check_fairness(verified.record, shown);
  return verified;
}

std::string fairness_words(const MatchRecord& record, const FairnessCheck& check) {
  const MatchSetup& setup = record.match.setup;
  std::string words = record.match.game + ", " + std::to_string(setup.players) + " players, seed " +
                      std::to_string(setup.seed);
  if (!check.has_salt) {
    words += ", no salt: this match was saved without a fingerprint, so there is nothing to "
             "compare it with.\n";
  } else {
    words += ", salt " + record.salt + "\nThe fingerprint recomputed: " +
             grouped_commit(check.recomputed) + "\n";
    if (check.shown.empty()) {
      words += "No fingerprint was recorded to compare it with: compare it with the one shown at "
               "the start.\n";
    } else if (check.commit_matches) {
      words += "It matches the fingerprint shown at the start (" + grouped_commit(check.shown) +
               "): the deal was fixed before the first card.\n";
    } else {
      words += "It does NOT match the fingerprint shown at the start (" +
               grouped_commit(check.shown) + "): this seed or salt is not the one committed to.\n";
    }
  }
  if (check.deal_replays) {
    words += "The deal replays from the seed: all " + std::to_string(check.actions) +
             " moves were played on exactly these cards.\n";
  } else {
    words += "The moves do NOT replay from this seed's deal (" + check.replay_problem + ").\n";
  }
  return words;
}

}  // namespace cardavia
