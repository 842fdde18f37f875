// The save file (core/match_record.h, shared/spec/links-and-saves.md): what it accepts, what it
// refuses and in which words, and that writing then reading gives the same match.
#include <catch2/catch.hpp>

#include "core/match_record.h"
#include "core/scenario.h"
#include "tests/record_files.h"

using namespace cardavia;

namespace {

// A small valid Cabo save: three players, the looks and a draw. The dealer is given, so the seed
// may change without changing who moves.
constexpr const char* kSave = R"({
  "format": "cardavia-save", "version": 1,
  "game": "cabo", "players": 3, "seed": 123456789, "dealer": 0,
  "human_seat": 0, "level": "hard",
  "actions": ["1 look 0,1", "2 look 2,3", "0 look 0,3", "1 draw"]
})";

// kSave with one field's text replaced (the first occurrence of `from`).
std::string with(const std::string& from, const std::string& to) {
  std::string text = kSave;
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

Error refusal_of(const std::string& text) {
  const Result<MatchRecord> read = read_save(text);
  REQUIRE_FALSE(read.ok());
  return read.failure();
}

bool mentions(const Error& error, const std::string& words) {
  return error.message.find(words) != std::string::npos;
}

}  // namespace

TEST_CASE("A save is read field by field", "[save]") {
  const Result<MatchRecord> read = read_save(kSave);
  REQUIRE(read.ok());
  const MatchRecord& record = read.value();
  CHECK(record.match.game == "cabo");
  CHECK(record.match.setup.players == 3);
  CHECK(record.match.setup.seed == 123456789u);
  CHECK(record.human_seat == 0);
  CHECK(record.level == "hard");
  CHECK_FALSE(record.view_open);
  CHECK(record.match.actions.size() == 4);
}

TEST_CASE("Bad saves are refused in words, the bad action by its index", "[save]") {
  struct Case {
    const char* what;
    std::string text;
    const char* words;                  // part of the message
    std::optional<std::size_t> action;  // Error::action_index
  };
  const std::string text = kSave;
  const std::vector<Case> cases = {
      {"empty", "", "empty", std::nullopt},
      {"only spaces", "  \n", "empty", std::nullopt},
      {"not JSON", "cardavia", "not valid JSON", std::nullopt},
      {"truncated", text.substr(0, text.size() / 2), "not valid JSON", std::nullopt},
      {"cut before the last brace", text.substr(0, text.rfind('}')), "not valid JSON",
       std::nullopt},
      {"an array", "[1, 2]", "JSON object", std::nullopt},
      {"another format", with("cardavia-save", "other-save"), "\"format\"", std::nullopt},
      {"no version", with("\"version\": 1,", ""), "\"version\"", std::nullopt},
      {"version as text", with("\"version\": 1", "\"version\": \"1\""), "\"version\"",
       std::nullopt},
      {"a newer version", with("\"version\": 1", "\"version\": 2"), "newer", std::nullopt},
      {"unknown game", with("\"cabo\"", "\"poker\""), "unknown game", std::nullopt},
      {"game as a number", with("\"cabo\"", "7"), "\"game\"", std::nullopt},
      {"players as text", with("\"players\": 3", "\"players\": \"3\""), "\"players\"",
       std::nullopt},
      {"too many players", with("\"players\": 3", "\"players\": 9"), "players", std::nullopt},
      {"negative seed", with("123456789", "-5"), "\"seed\"", std::nullopt},
      {"fractional seed", with("123456789", "1.5"), "\"seed\"", std::nullopt},
      {"seed above 2^53 as a number", with("123456789", "9007199254740993"), "decimal string",
       std::nullopt},
      {"seed string above 2^64", with("123456789", "\"18446744073709551616\""), "\"seed\"",
       std::nullopt},
      {"seed string with a sign", with("123456789", "\"+5\""), "\"seed\"", std::nullopt},
      {"seed string with letters", with("123456789", "\"12ab\""), "\"seed\"", std::nullopt},
      {"seat out of range", with("\"human_seat\": 0", "\"human_seat\": 3"), "\"human_seat\"",
       std::nullopt},
      {"seat as text", with("\"human_seat\": 0", "\"human_seat\": \"0\""), "\"human_seat\"",
       std::nullopt},
      {"unknown level", with("\"hard\"", "\"expert\""), "\"level\"", std::nullopt},
      {"level as a number", with("\"hard\"", "3"), "\"level\"", std::nullopt},
      {"a view other than open", with("\"level\": \"hard\"", "\"level\": \"hard\", \"view\": 1"),
       "\"view\"", std::nullopt},
      {"created as a number", with("\"level\": \"hard\"", "\"level\": \"hard\", \"created\": 5"),
       "\"created\"", std::nullopt},
      {"actions not a list", with("\"actions\": [", "\"actions\": \"none\", \"x\": ["),
       "\"actions\"", std::nullopt},
      {"a bad deck", with("\"level\": \"hard\"", "\"level\": \"hard\", \"decks\": [[\"AS\"]]"),
       "deck 1", std::nullopt},
      {"an illegal action", with("\"1 draw\"", "\"1 swap 2\""), "not a legal action", 3},
      {"out of turn", with("\"2 look 2,3\"", "\"0 look 2,3\""), "not to move", 1},
      {"not an action", with("\"1 draw\"", "\"draw\""), "<seat> <action>", 3},
  };
  for (const Case& c : cases) {
    INFO(c.what << ": " << c.text);
    const Error error = refusal_of(c.text);
    INFO("message: " << error.message);
    CHECK(mentions(error, c.words));
    CHECK(error.action_index == c.action);
  }
}

TEST_CASE("Unknown fields are ignored — a scenario file reads as a save", "[save]") {
  const Result<MatchRecord> extra = read_save(
      with("\"level\": \"hard\"", "\"level\": \"hard\", \"settings\": {\"speed\": \"fast\"}, "
                                  "\"comment\": [1, 2]"));
  REQUIRE(extra.ok());
  CHECK(extra.value().same_match(read_save(kSave).value()));

  // No format, no version, no seat, no level: a plain scenario.
  const Result<MatchRecord> scenario =
      read_save(R"({"game": "chkobba", "players": 2, "seed": 5, "dealer": 0, "actions": ["1 keep"]})");
  REQUIRE(scenario.ok());
  CHECK_FALSE(scenario.value().human_seat.has_value());
  CHECK_FALSE(scenario.value().level.has_value());
}

TEST_CASE("Seeds: a number below 2^53 or a decimal string up to 2^64 - 1", "[save]") {
  const auto seed_of = [](const std::string& seed) {
    const Result<MatchRecord> read = read_save(with("123456789", seed));
    REQUIRE(read.ok());
    return read.value().match.setup.seed;
  };
  CHECK(seed_of("0") == 0u);
  CHECK(seed_of("9007199254740991") == 9007199254740991u);
  CHECK(seed_of("\"9007199254740993\"") == 9007199254740993u);
  CHECK(seed_of("\"18446744073709551615\"") == 18446744073709551615u);
  CHECK(seed_of("\"7\"") == 7u);

  // The writer uses the number below 2^53 and the string above, so JavaScript reads both exactly.
  MatchRecord record = read_save(kSave).value();
  record.match.setup.seed = 18446744073709551615u;
  CHECK(write_save(record).find("\"seed\":\"18446744073709551615\"") != std::string::npos);
  record.match.setup.seed = 9007199254740991u;
  CHECK(write_save(record).find("\"seed\":9007199254740991") != std::string::npos);
}

TEST_CASE("Writing then reading a save gives the same match, in canonical notation", "[save]") {
  // "look 1,0" is accepted as input and written as the legal list writes it.
  const Result<MatchRecord> read = read_save(with("\"1 look 0,1\"", "\"1 look 1,0\""));
  REQUIRE(read.ok());
  CHECK(read.value().match.actions.front() == "1 look 0,1");
  const std::string written = write_save(read.value());
  CHECK(written.rfind("{\"format\":\"cardavia-save\",\"version\":1,", 0) == 0);
  CHECK(written.find("\"app_version\":") != std::string::npos);
  CHECK(written.find("\"build\":") != std::string::npos);
  const Result<MatchRecord> again = read_save(written);
  REQUIRE(again.ok());
  CHECK(again.value().same_match(read.value()));
  CHECK(write_save(again.value()) == written);
}

TEST_CASE("Every sample save and valid scenario reads, writes and reads back the same",
          "[save]") {
  for (const auto& path : testing::valid_record_files()) {
    INFO(path.string());
    const Result<MatchRecord> read = read_save(testing::read_text(path));
    REQUIRE(read.ok());
    const Result<MatchRecord> again = read_save(write_save(read.value()));
    REQUIRE(again.ok());
    CHECK(again.value().same_match(read.value()));
    // The save replays as `cardavia play` replays the file.
    CHECK(replay_scenario(write_save(read.value())).json ==
          replay_scenario(testing::read_text(path)).json);
  }
}

TEST_CASE("A sample save keeps what its writer recorded", "[save]") {
  const Result<MatchRecord> read =
      read_save(testing::read_text(std::string(CARDAVIA_TESTS_DIR) +
                                   "/saves/chkobba_2p_in_progress.json"));
  REQUIRE(read.ok());
  CHECK(read.value().created == "2026-12-01T09:30:00.000Z");
  CHECK(read.value().app_version == "0.0.9");
  CHECK(read.value().build == "an-older-build");
  // Written again, it keeps when the match began and says which build wrote it now.
  const std::string written = write_save(read.value());
  CHECK(written.find("\"created\":\"2026-12-01T09:30:00.000Z\"") != std::string::npos);
  CHECK(written.find("an-older-build") == std::string::npos);
}

TEST_CASE("A save is written in the contract's field order, every field and the people's too",
          "[save]") {
  // core writes through an OrderedObject (scenario_json.h) so that nlohmann::json's sorted keys
  // never reach the file: the whole text up to app_version, byte for byte.
  MatchRecord record = read_save(kSave).value();
  record.match.setup.set_start("start_totals", {1, 2, 3});
  record.match.setup.set_start("start_reset_used", {1, 0, 0});
  record.view_open = true;
  record.people = {Person{0, "Ann \"A\""}, Person{2, "Bo"}};
  record.human_seat = 0;
  record.levels = {"", "easy", ""};
  record.created = "2026-12-02T10:00:00Z";
  record.daily = "2026-12-02";
  record.counts = false;
  const std::string written = write_save(record);
  const std::string expected =
      R"({"format":"cardavia-save","version":1,"game":"cabo","players":3,"seed":123456789,)"
      R"("dealer":0,"start_totals":[1,2,3],"start_reset_used":[true,false,false],"human_seat":0,)"
      R"("level":"hard","view":"open","people":[{"seat":0,"name":"Ann \"A\""},{"seat":2,"name":"Bo"}],)"
      R"("levels":[null,"easy",null],"actions":["1 look 0,1","2 look 2,3","0 look 0,3","1 draw"],)"
      R"("created":"2026-12-02T10:00:00Z","daily":"2026-12-02","counts":false,"app_version":)";
  CHECK(written.substr(0, expected.size()) == expected);
  CHECK(written.back() == '}');
  // The error object: "error" first, then "action_index"; bytes not UTF-8 as U+FFFD.
  CHECK(error_json(Error{"bad \xff", 3}) == "{\"error\":\"bad \xEF\xBF\xBD\",\"action_index\":3}");
  CHECK(error_json(Error{"no", std::nullopt}) == R"({"error":"no","action_index":null})");
}

TEST_CASE("The coach's fields: hints allowed and when they were shown, read, written, checked",
          "[save]") {
  const Result<MatchRecord> read =
      read_save(with(R"("level": "hard",)", R"("level": "hard", "hints": true, "hints_asked": [0, 3, 4],)"));
  REQUIRE(read.ok());
  CHECK(read.value().hints == true);
  CHECK(read.value().hints_asked == std::vector<int>{0, 3, 4});
  const Result<MatchRecord> again = read_save(write_save(read.value()));
  REQUIRE(again.ok());
  CHECK(again.value().hints == true);
  CHECK(again.value().hints_asked == std::vector<int>{0, 3, 4});
  // Absent: unset, and nothing written.
  const Result<MatchRecord> plain = read_save(kSave);
  REQUIRE(plain.ok());
  CHECK_FALSE(plain.value().hints.has_value());
  CHECK(write_save(plain.value()).find("hints") == std::string::npos);
  // Past the last action (4 here), out of order, repeated, not a number: refused in words.
  for (const char* bad : {"[5]", "[3, 1]", "[2, 2]", "[\"1\"]", "7"}) {
    INFO(bad);
    CHECK(mentions(refusal_of(with(R"("level": "hard",)", std::string(R"("level": "hard", "hints_asked": )") + bad + ",")),
                   "\"hints_asked\""));
  }
  CHECK(mentions(refusal_of(with(R"("level": "hard",)", R"("level": "hard", "hints": "yes",)")), "\"hints\""));
}
