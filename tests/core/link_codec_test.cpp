// The link codec (core/link_codec.h, docs/links.md): every valid scenario file and sample save
// goes there and back to the same match, within the size the contract promises; a changed, cut,
// wrong-version or wrong-checksum payload is refused, never read as another match. Also the
// codec's pieces (core/codec/): base64url, CRC-32, varints, the mixed-radix number.
#include <catch2/catch.hpp>

#include "core/codec/base64url.h"
#include "core/codec/byte_stream.h"
#include "core/codec/crc32.h"
#include "core/codec/mixed_radix.h"
#include "core/game_registry.h"
#include "core/link_codec.h"
#include "core/match_record.h"
#include "core/scenario.h"
#include "tests/record_files.h"

using namespace cardavia;

namespace {

MatchRecord record_of(const std::filesystem::path& path) {
  const Result<MatchRecord> read = read_save(testing::read_text(path));
  INFO(path.string() << ": " << (read ? "" : read.error()));
  REQUIRE(read.ok());
  return read.value();
}

std::string payload_of(const MatchRecord& record) {
  const Result<std::string> payload = encode_link(record);
  INFO((payload ? "" : payload.error()));
  REQUIRE(payload.ok());
  return payload.value();
}

// The contract's replay of a record: the result object `cardavia play` prints.
std::string outcome_of(const MatchRecord& record) { return replay_scenario(write_save(record)).json; }

bool is_url_safe(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return codec::base64url_value(c) >= 0; });
}

// The sample save the tampering tests change: a real 3-player Cabo match over five rounds.
std::string sample_payload() {
  return payload_of(record_of(std::string(CARDAVIA_TESTS_DIR) +
                              "/saves/cabo_3p_hard_five_rounds.json"));
}

}  // namespace

// [SECTION] Round trips

TEST_CASE("Every valid scenario and sample save goes through a link and back unchanged",
          "[link]") {
  const auto files = testing::valid_record_files();
  REQUIRE(files.size() > 40);
  int with_decks = 0;
  int with_start_state = 0;
  for (const auto& path : files) {
    INFO(path.string());
    const MatchRecord record = record_of(path);
    const std::string payload = payload_of(record);
    INFO(payload);
    CHECK(is_url_safe(payload));
    const Result<MatchRecord> decoded = decode_link(payload);
    REQUIRE(decoded.ok());
    CHECK(decoded.value().same_match(record));
    CHECK(outcome_of(decoded.value()) == outcome_of(record));
    // Canonical: the decoded record encodes to the very same characters.
    CHECK(payload_of(decoded.value()) == payload);

    // At most 40 + 2.4 characters per action, an explicit deck paying its own (under 60).
    const MatchSetup& setup = record.match.setup;
    const double budget = 40.0 + 2.4 * static_cast<double>(record.match.actions.size()) +
                          60.0 * static_cast<double>(setup.decks.size());
    CHECK(static_cast<double>(payload.size()) <= budget);
    with_decks += setup.decks.empty() ? 0 : 1;
    with_start_state += setup.start.empty() ? 0 : 1;
  }
  // The walk covered the files that carry decks and a start state, too.
  CHECK(with_decks > 20);
  CHECK(with_start_state > 5);
}

TEST_CASE("A deck costs well under 60 characters", "[link]") {
  for (const GameInfo& game : all_games()) {
    // The pack reversed: a permutation as far from the reference order as any.
    MatchRecord record;
    record.match.game = std::string(game.name);
    record.match.setup.players = game.min_players;
    std::vector<std::string> deck = game.pack();
    std::reverse(deck.begin(), deck.end());
    const std::string without = payload_of(record);
    record.match.setup.decks.push_back(deck);
    const std::string with = payload_of(record);
    INFO(game.name << ": " << without.size() << " → " << with.size());
    CHECK(with.size() - without.size() < 45);
    const Result<MatchRecord> decoded = decode_link(with);
    REQUIRE(decoded.ok());
    CHECK(decoded.value().match.setup.decks.front() == deck);
  }
}

TEST_CASE("The seat, the level, the view and a seed up to 2^64 - 1 travel in the link",
          "[link]") {
  MatchRecord record = record_of(std::string(CARDAVIA_TESTS_DIR) + "/saves/cucu_4p_hard.json");
  for (const std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{9007199254740993u},
                                   std::uint64_t{18446744073709551615u}}) {
    for (const auto& level : {std::optional<std::string>{}, std::optional<std::string>{"easy"},
                              std::optional<std::string>{"hard"}}) {
      for (const bool open : {false, true}) {
        MatchRecord changed = record;
        changed.match.setup.seed = seed;
        changed.match.actions.clear();  // the recorded actions belong to another seed
        changed.level = level;
        changed.view_open = open;
        changed.human_seat = 3;
        const Result<MatchRecord> decoded = decode_link(payload_of(changed));
        REQUIRE(decoded.ok());
        CHECK(decoded.value().same_match(changed));
      }
    }
  }
}

TEST_CASE("A record that does not replay has no link", "[link]") {
  MatchRecord record = record_of(std::string(CARDAVIA_TESTS_DIR) + "/saves/chkobba_2p_normal.json");
  record.match.actions[5] = "0 play ZZ";
  const Result<std::string> refused = encode_link(record);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.failure().action_index == 5u);
}

// [SECTION] Refusals

TEST_CASE("Every changed character is refused", "[link]") {
  const std::string payload = sample_payload();
  int refused = 0;
  for (std::size_t at = 0; at < payload.size(); ++at) {
    for (const char replacement : {'A', 'B', 'z', '0', '-', '_', '%', '.', '+'}) {
      if (payload[at] == replacement) continue;
      std::string changed = payload;
      changed[at] = replacement;
      INFO("character " << at << " → " << replacement);
      const Result<MatchRecord> decoded = decode_link(changed);
      CHECK_FALSE(decoded.ok());
      ++refused;
    }
  }
  CHECK(refused > 500);
}

TEST_CASE("A cut, extended or pasted-twice payload is refused", "[link]") {
  const std::string payload = sample_payload();
  for (std::size_t length = 0; length < payload.size(); ++length) {
    INFO("cut to " << length);
    CHECK_FALSE(decode_link(payload.substr(0, length)).ok());
  }
  CHECK_FALSE(decode_link(payload + "A").ok());
  CHECK_FALSE(decode_link(payload + payload.substr(1)).ok());
  CHECK_FALSE(decode_link(payload + payload).ok());
  CHECK_FALSE(decode_link(" " + payload).ok());
  // Another match's payload with this one's checksum: refused by the checksum.
  const std::string other = payload_of(
      record_of(std::string(CARDAVIA_TESTS_DIR) + "/saves/cabo_5p_easy_seed_above_2_53.json"));
  const std::string swapped = other.substr(0, other.size() - 6) + payload.substr(payload.size() - 6);
  const Result<MatchRecord> mixed = decode_link(swapped);
  REQUIRE_FALSE(mixed.ok());
}

TEST_CASE("Refusals say what is wrong, with the contract's action index", "[link]") {
  const std::string payload = sample_payload();
  const auto refusal = [](const std::string& text) {
    const Result<MatchRecord> decoded = decode_link(text);
    REQUIRE_FALSE(decoded.ok());
    return decoded.failure();
  };
  CHECK(refusal("").message == "the link is empty");
  CHECK(refusal("C" + payload.substr(1)).message.find("newer Cardavia") != std::string::npos);
  CHECK(refusal("A" + payload.substr(1)).message.find("format version") != std::string::npos);
  CHECK(refusal(payload.substr(0, 5) + "!" + payload.substr(6)).message.find("characters") !=
        std::string::npos);
  CHECK(refusal(std::string(kMaxLinkCharacters + 1, 'B')).message.find("too long") !=
        std::string::npos);

  // A wrong checksum: a character of the checks changed, the text still well-formed base64url.
  std::string wrong_sum = payload;
  wrong_sum[wrong_sum.size() - 2] = wrong_sum[wrong_sum.size() - 2] == 'Q' ? 'R' : 'Q';
  const Error sum = refusal(wrong_sum);
  CHECK(sum.message.find("checksum") != std::string::npos);
  CHECK_FALSE(sum.action_index.has_value());
}

TEST_CASE("A link whose match ends before its actions do names the first action too many",
          "[link]") {
  // A finished match, re-encoded by hand with one action more than it has and a checksum that
  // fits (as a build whose engine differs might write it): the decoder stops at that action.
  const MatchRecord record =
      record_of(std::string(CARDAVIA_TESTS_DIR) + "/saves/cucu_4p_hard.json");
  const std::string payload = payload_of(record);
  const auto bytes = codec::base64url_decode(payload.substr(1)).value();
  // Layout (docs/links.md): game, players, flags, seed, human seat, then the action count.
  codec::ByteReader in(bytes);
  std::uint8_t byte = 0;
  std::uint64_t number = 0;
  REQUIRE(in.get(byte));
  REQUIRE(in.get(byte));
  REQUIRE(in.get_varint(number));
  REQUIRE(in.get_varint(number));
  REQUIRE(in.get(byte));
  const std::size_t count_at = bytes.size() - in.rest().size();
  REQUIRE(in.get_varint(number));
  REQUIRE(number == record.match.actions.size());
  REQUIRE(number < 127);
  std::vector<std::uint8_t> longer = bytes;
  longer[count_at] = static_cast<std::uint8_t>(number + 1);
  const Result<MatchRecord> decoded = decode_link(
      with_fitted_checksum(payload.substr(0, 1) + codec::base64url_encode(longer)).value());
  REQUIRE_FALSE(decoded.ok());
  CHECK(decoded.failure().action_index == number);

  // The count right but one digit changed (checksum refitted): another match than the one the
  // match check covers, refused as from another version, not replayed.
  std::vector<std::uint8_t> other = bytes;
  other[count_at + 1] ^= 0x01;
  const Result<MatchRecord> drifted = decode_link(
      with_fitted_checksum(payload.substr(0, 1) + codec::base64url_encode(other)).value());
  REQUIRE_FALSE(drifted.ok());
  INFO(drifted.error());
  CHECK(drifted.error().find("another") != std::string::npos);
}

// [SECTION] The codec's pieces

TEST_CASE("Base64url is strict: one text per byte string", "[link][codec]") {
  const std::vector<std::uint8_t> bytes = {0xFB, 0xFF, 0x00, 0x10};
  CHECK(codec::base64url_encode(bytes) == "-_8AEA");
  CHECK(codec::base64url_decode("-_8AEA") == bytes);
  CHECK(codec::base64url_decode("") == std::vector<std::uint8_t>{});
  CHECK_FALSE(codec::base64url_decode("-_8AEB").has_value());  // unused bits set
  CHECK_FALSE(codec::base64url_decode("-_8AE").has_value());   // 4k+1 characters
  CHECK_FALSE(codec::base64url_decode("-_8A=A").has_value());  // padding, or any other character
  CHECK_FALSE(codec::base64url_decode("+/8AEA").has_value());  // plain base64's characters
}

TEST_CASE("CRC-32 is the standard one", "[link][codec]") {
  codec::Crc32 crc;
  crc.add(std::string_view("123456789"));
  CHECK(crc.value() == 0xCBF43926u);  // the check value of CRC-32/ISO-HDLC
}

TEST_CASE("Varints have one form each", "[link][codec]") {
  codec::ByteWriter out;
  for (const std::uint64_t n : {std::uint64_t{0}, std::uint64_t{127}, std::uint64_t{128},
                                std::uint64_t{18446744073709551615u}}) {
    out.put_varint(n);
  }
  for (const std::int64_t n : {std::int64_t{-1}, std::int64_t{1}, std::int64_t{-1000000}}) {
    out.put_signed(n);
  }
  codec::ByteReader in(out.bytes());
  std::uint64_t n = 0;
  std::int64_t s = 0;
  CHECK((in.get_varint(n) && n == 0));
  CHECK((in.get_varint(n) && n == 127));
  CHECK((in.get_varint(n) && n == 128));
  CHECK((in.get_varint(n) && n == 18446744073709551615u));
  CHECK((in.get_signed(s) && s == -1));
  CHECK((in.get_signed(s) && s == 1));
  CHECK((in.get_signed(s) && s == -1000000));
  CHECK_FALSE(in.get_varint(n));  // the end
  // Overlong (a zero last byte) and over 64 bits are refused.
  const std::vector<std::uint8_t> overlong = {0x80, 0x00};
  CHECK_FALSE(codec::ByteReader(overlong).get_varint(n));
  const std::vector<std::uint8_t> too_big = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02};
  CHECK_FALSE(codec::ByteReader(too_big).get_varint(n));
}

TEST_CASE("The mixed-radix number gives back its digits and nothing more", "[link][codec]") {
  // Digits of every radix up to 60, and radix 1 (a forced choice, no cost).
  codec::MixedRadixWriter writer;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> digits;
  for (std::uint32_t radix = 1; radix <= 60; ++radix) {
    for (const std::uint32_t digit : {std::uint32_t{0}, radix / 2, radix - 1}) {
      digits.emplace_back(digit, radix);
      writer.push(digit, radix);
    }
  }
  const std::vector<std::uint8_t> bytes = writer.bytes();
  CHECK((bytes.empty() || bytes.back() != 0));
  codec::MixedRadixReader reader;
  REQUIRE(reader.load(bytes));
  for (const auto& [digit, radix] : digits) CHECK(reader.pop(radix) == digit);
  CHECK(reader.exhausted());
  // All zero digits are the empty number; a trailing zero byte is not a canonical form.
  codec::MixedRadixWriter zeros;
  zeros.push(0, 7);
  CHECK(zeros.bytes().empty());
  const std::vector<std::uint8_t> padded = {0x05, 0x00};
  CHECK_FALSE(reader.load(padded));
}

// [SECTION] The README's sample link

TEST_CASE("The README's sample link is the payload of its sample save", "[link]") {
  const std::string readme = testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/../README.md");
  const std::size_t link = readme.find("/#r=B");  // the link itself, not the words about it
  REQUIRE(link != std::string::npos);
  const std::size_t at = link + 1;
  const std::string payload = readme.substr(at + 3, readme.find('\n', at) - at - 3);
  CHECK(payload == sample_payload());
}
