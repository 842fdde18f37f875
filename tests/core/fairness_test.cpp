// The deal's fingerprint (core/fairness.h, docs/fairness.md): its value by an independent
// computation, stable for a record and changed by each of its inputs; the save and the link carry
// the salt; the Check finds a changed seed or salt; every sample save verifies.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "core/fairness.h"
#include "core/json_parse.h"
#include "core/link_codec.h"
#include "core/match_record.h"
#include "tests/record_files.h"

using namespace cardavia;

namespace {

constexpr const char* kSalt = "0123456789abcdef";

// A whole sample match with a salt and the fingerprint the table would have shown.
MatchRecord fingerprinted(const std::string& sample, const std::string& salt = kSalt) {
  Result<MatchRecord> read =
      read_save(testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + sample));
  REQUIRE(read.ok());
  MatchRecord record = std::move(read).value();
  record.salt = salt;
  record.commit = fairness_commit(record);
  return record;
}

// A save's text with one field set to `value` (nlohmann, so the rest is as written).
std::string with_field(const MatchRecord& record, const char* key, const nlohmann::json& value) {
  nlohmann::json root = parse_json(write_save(record));
  root[key] = value;
  return root.dump();
}

}  // namespace

TEST_CASE("The fingerprint is SHA-256 of five lines, its first 60 bits in Crockford's base 32",
          "[fairness]") {
  CHECK(fairness_text("cabo", 3, 123456789, kSalt) ==
        "cardavia fairness 1\ngame cabo\nplayers 3\nseed 123456789\nsalt 0123456789abcdef\n");
  // Python: hashlib.sha256(that text).digest() begins c38acc7074e8726f; its top 60 bits read
  // 5 bits at a time in "0123456789ABCDEFGHJKMNPQRSTVWXYZ".
  CHECK(fairness_commit("cabo", 3, 123456789, kSalt) == "RE5CRW3MX1S6");
  CHECK(is_commit("RE5CRW3MX1S6"));
  CHECK(grouped_commit("RE5CRW3MX1S6") == "RE5C RW3M X1S6");
  CHECK(salt_text(0x0123456789abcdefULL) == kSalt);
  CHECK(salt_bits(kSalt) == 0x0123456789abcdefULL);
  CHECK(salt_text(0) == "0000000000000000");
  CHECK(is_salt(kSalt));
  for (const char* bad : {"", "0123456789ABCDEF", "0123456789abcde", "0123456789abcdefa",
                          "0123456789abcdeg"}) {
    CHECK_FALSE(is_salt(bad));
  }
  for (const char* bad : {"", "RE5CRW3MX1S", "RE5CRW3MX1SI", "re5crw3mx1s6", "RE5CRW3MX1S66"}) {
    CHECK_FALSE(is_commit(bad));
  }
}

TEST_CASE("The fingerprint is stable for a record and changes with any of its inputs",
          "[fairness]") {
  const MatchRecord record = fingerprinted("chkobba_2p_normal.json");
  CHECK(record.commit.size() == kCommitLength);
  CHECK(fairness_commit(record) == record.commit);
  // The same record read back from its save and from its link: the same fingerprint.
  const Result<MatchRecord> saved = read_save(write_save(record));
  REQUIRE(saved.ok());
  CHECK(saved.value().salt == record.salt);
  CHECK(saved.value().commit == record.commit);
  CHECK(fairness_commit(saved.value()) == record.commit);
  // Each input changed alone changes it.
  std::set<std::string> commits = {record.commit};
  commits.insert(fairness_commit("cabo", 2, record.match.setup.seed, kSalt));
  commits.insert(fairness_commit("chkobba", 4, record.match.setup.seed, kSalt));
  commits.insert(fairness_commit("chkobba", 2, record.match.setup.seed + 1, kSalt));
  commits.insert(fairness_commit("chkobba", 2, record.match.setup.seed, "0123456789abcdee"));
  CHECK(commits.size() == 5);
  // Neither the actions nor who sat where is an input: the deal is fixed before them.
  MatchRecord other = record;
  other.match.actions.pop_back();
  other.human_seat = 1;
  CHECK(fairness_commit(other) == record.commit);
  // A record without a salt committed to nothing.
  other.salt.clear();
  CHECK(fairness_commit(other).empty());
}

TEST_CASE("The link carries the salt, and links and saves without one read as before", "[fairness]") {
  const MatchRecord record = fingerprinted("cucu_4p_hard.json", "ffffffffffffffff");
  const Result<std::string> link = encode_link(record);
  REQUIRE(link.ok());
  const Result<MatchRecord> decoded = decode_link(link.value());
  REQUIRE(decoded.ok());
  CHECK(decoded.value().salt == record.salt);
  CHECK(fairness_commit(decoded.value()) == record.commit);
  CHECK(decoded.value().same_match(record));
  // The salt costs a varint of its 64 bits (at most 10 bytes): at most 15 characters.
  MatchRecord plain = record;
  plain.salt.clear();
  plain.commit.clear();
  const Result<std::string> plain_link = encode_link(plain);
  REQUIRE(plain_link.ok());
  CHECK(link.value().size() - plain_link.value().size() <= 15);
  const Result<MatchRecord> plain_decoded = decode_link(plain_link.value());
  REQUIRE(plain_decoded.ok());
  CHECK(plain_decoded.value().salt.empty());
  CHECK(write_save(plain).find("\"salt\"") == std::string::npos);
}

TEST_CASE("A bad salt or fingerprint in a save is refused with its reason", "[fairness]") {
  const MatchRecord record = fingerprinted("chkobba_2p_normal.json");
  for (const nlohmann::json& bad : {nlohmann::json("0123456789ABCDEF"), nlohmann::json("0123"),
                                    nlohmann::json("")}) {
    const Result<MatchRecord> read = read_save(with_field(record, "salt", bad));
    REQUIRE_FALSE(read.ok());
    CHECK(read.error() == "\"salt\" must be 16 lower-case hex digits");
  }
  Result<MatchRecord> read = read_save(with_field(record, "commit", "RE5C RW3M X1S6"));
  REQUIRE_FALSE(read.ok());
  CHECK(read.error().find("\"commit\" must be a 12-character fingerprint") == 0);
  read = read_save(with_field(record, "salt", 12));
  REQUIRE_FALSE(read.ok());
  CHECK(read.error() == "\"salt\" must be a string");
}

TEST_CASE("The Check: an honest save matches, a changed seed or salt does not", "[fairness]") {
  const MatchRecord record = fingerprinted("chkobba_2p_normal.json");
  const std::string honest = write_save(record);
  Result<VerifiedSave> verified = verify_save(honest);
  REQUIRE(verified.ok());
  FairnessCheck check = verified.value().check;
  CHECK(check.has_salt);
  CHECK(check.commit_matches);
  CHECK(check.deal_replays);
  CHECK(check.ok());
  CHECK(fairness_words(verified.value().record, check).find("It matches the fingerprint") !=
        std::string::npos);

  // The salt changed: the deal still replays, the fingerprint does not match.
  verified = verify_save(with_field(record, "salt", "0123456789abcdee"));
  REQUIRE(verified.ok());
  check = verified.value().check;
  CHECK_FALSE(check.commit_matches);
  CHECK(check.deal_replays);
  CHECK_FALSE(check.ok());
  CHECK(fairness_words(verified.value().record, check).find("does NOT match the fingerprint") !=
        std::string::npos);

  // The seed changed: neither the fingerprint nor the moves match — the save is still read, and
  // the Check says where the moves stop.
  verified = verify_save(with_field(record, "seed", record.match.setup.seed + 1));
  REQUIRE(verified.ok());
  check = verified.value().check;
  CHECK_FALSE(check.commit_matches);
  CHECK_FALSE(check.deal_replays);
  CHECK(check.replay_problem.find("action 1 ") == 0);
  CHECK(fairness_words(verified.value().record, check).find("do NOT replay") != std::string::npos);

  // Compared with a code the person noted instead of the file's: the file cannot vouch for itself.
  verified = verify_save(honest, "0000000000Z0");
  REQUIRE(verified.ok());
  CHECK_FALSE(verified.value().check.commit_matches);

  // A file that is not a save is refused as read_save refuses it.
  CHECK_FALSE(verify_save("{").ok());
}

TEST_CASE("Every sample save, valid scenario and worked example verifies", "[fairness]") {
  const std::vector<std::filesystem::path> files = testing::valid_record_files();
  REQUIRE(files.size() >= 10);
  int salted = 0;
  for (const auto& file : files) {
    INFO(file.string());
    const Result<VerifiedSave> verified = verify_save(testing::read_text(file));
    REQUIRE(verified.ok());
    const FairnessCheck& check = verified.value().check;
    CHECK(check.deal_replays);
    CHECK(check.ok());
    if (check.has_salt) {
      ++salted;
      CHECK(check.commit_matches);
    }
  }
  CHECK(salted >= 1);  // tests/saves/ holds a match with its fingerprint
}
