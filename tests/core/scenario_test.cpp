// The scenario decoder's answers to malformed input: a clear message, never a crash.
#include <catch2/catch.hpp>

#include "core/scenario.h"

using namespace cardavia;

namespace {
std::string error_of(const char* json) {
  const auto result = parse_scenario(json);
  REQUIRE_FALSE(result.ok());
  return result.error();
}
}  // namespace

TEST_CASE("Malformed scenarios are answered in words", "[scenario]") {
  CHECK(error_of("") == "the scenario is not valid JSON");
  CHECK(error_of("{\"game\": ") == "the scenario is not valid JSON");
  CHECK(error_of("[1,2]") == "the scenario must be a JSON object");
  CHECK(error_of("{}").find("\"game\"") != std::string::npos);
  CHECK(error_of("{\"game\": 3}").find("\"game\"") != std::string::npos);
  CHECK(error_of("{\"game\": \"nope\"}") == "unknown game \"nope\"");
}

TEST_CASE("An unknown game replays to the contract's error object", "[scenario]") {
  const ReplayOutcome outcome = replay_scenario(R"({"game":"nope"})");
  CHECK_FALSE(outcome.ok);
  CHECK(outcome.json == R"({"error":"unknown game \"nope\"","action_index":null})");
}

// [SECTION] A save is a scenario too (links-and-saves.md)

TEST_CASE("The scenario reader takes a save: a decimal-string seed, the extra fields ignored",
          "[scenario]") {
  const auto seed_of = [](const char* json) {
    const auto result = parse_scenario(json);
    REQUIRE(result.ok());
    return result.value().setup.seed;
  };
  CHECK(seed_of(R"({"game":"cabo","players":2,"seed":"18446744073709551615"})") ==
        18446744073709551615u);
  CHECK(seed_of(R"({"game":"cabo","players":2,"seed":"42"})") == 42u);
  CHECK(seed_of(R"({"game":"cabo","players":2,"seed":9007199254740991})") == 9007199254740991u);
  const auto save = parse_scenario(R"({"format":"cardavia-save","version":1,"game":"cucu",
      "players":4,"seed":3,"human_seat":2,"level":"hard","view":"open","created":"2026-12-01",
      "app_version":"0.1.0","build":"x","settings":{"speed":"fast"},"actions":[]})");
  REQUIRE(save.ok());
  CHECK(save.value().game == "cucu");
  CHECK(save.value().setup.players == 4);
}

TEST_CASE("The scenario reader keeps its own messages for what a save may not hold",
          "[scenario]") {
  CHECK(error_of(R"({"game":"cabo","players":2,"seed":-1})").find("\"seed\"") !=
        std::string::npos);
  CHECK(error_of(R"({"game":"cabo","players":2,"seed":"-1"})").find("\"seed\"") !=
        std::string::npos);
  CHECK(error_of(R"({"game":"cabo","players":2,"seed":"1 "})").find("\"seed\"") !=
        std::string::npos);
  CHECK(error_of(R"({"game":"cabo","players":2,"seed":"18446744073709551616"})")
            .find("\"seed\"") != std::string::npos);
  CHECK(error_of(R"({"game":"cabo","players":2,"seed":9007199254740992})")
            .find("decimal string") != std::string::npos);
  CHECK(error_of(R"({"format":"cardavia-save","version":2,"game":"cabo","players":2})")
            .find("newer") != std::string::npos);
  CHECK(error_of(R"({"format":"cardavia-save","game":"cabo","players":2})")
            .find("\"version\"") != std::string::npos);
  // The old messages stay as they were.
  CHECK(error_of(R"({"game":"nope","format":"cardavia-save","version":1})") ==
        "unknown game \"nope\"");
  CHECK(error_of("[1,2]") == "the scenario must be a JSON object");
}

// [SECTION] Every field's bad forms (docs/reliability.md, "Scenario files")

namespace {
// The replay's error object for a scenario: its message and action_index.
std::pair<std::string, std::string> replay_error(const std::string& json) {
  const ReplayOutcome outcome = replay_scenario(json);
  INFO(json << " -> " << outcome.json);
  REQUIRE_FALSE(outcome.ok);
  const std::size_t index = outcome.json.find("\"action_index\":");
  REQUIRE(index != std::string::npos);
  return {outcome.json, outcome.json.substr(index + 15, outcome.json.size() - index - 16)};
}
}  // namespace

TEST_CASE("Wrong types and values in the setup fields name the field", "[scenario][input]") {
  CHECK(error_of(R"({"game":"cabo"})") == "\"players\" is missing");
  CHECK(error_of(R"({"game":"cabo","players":"2"})") == "\"players\" must be an integer");
  CHECK(error_of(R"({"game":"cabo","players":2.5})") == "\"players\" must be an integer");
  CHECK(error_of(R"({"game":"cabo","players":99999999999})") == "\"players\" is out of range");
  CHECK(error_of(R"({"game":"cabo","players":6})") == "cabo takes 2 to 5 players, not 6");
  CHECK(error_of(R"({"game":"cabo","players":2,"dealer":2})") ==
        "\"dealer\" must be a seat from 0 to 1");
  CHECK(error_of(R"({"game":"cabo","players":2,"dealer":-1})") ==
        "\"dealer\" must be a seat from 0 to 1");
  CHECK(error_of(R"({"game":"cabo","players":2,"seed":true})").find("\"seed\"") !=
        std::string::npos);
  CHECK(error_of(R"({"game":"cabo","players":2,"decks":"AS"})") ==
        "\"decks\" must be an array of decks");
  CHECK(error_of(R"({"game":"cabo","players":2,"decks":[["AS",1]]})") ==
        "deck 1 must be an array of strings");
  CHECK(error_of(R"({"game":"cabo","players":2,"start_totals":[1,"x"]})") ==
        "\"start_totals\" must be an array of integers");
  CHECK(error_of(R"({"game":"cabo","players":2,"start_totals":[1,2000000]})") ==
        "\"start_totals\" holds a number out of range");
  CHECK(error_of(R"({"game":"cabo","players":2,"start_reset_used":[1,0]})") ==
        "\"start_reset_used\" must be an array of true/false");
  CHECK(error_of(R"({"game":"cucu","players":4,"start_lives":{}})") ==
        "\"start_lives\" must be an array of integers");
  CHECK(error_of(R"({"game":"cabo","players":2,"actions":"0 draw"})") ==
        "\"actions\" must be an array of strings");
  CHECK(error_of(R"({"game":"cabo","players":2,"actions":[["0 draw"]]})") ==
        "\"actions\" must be an array of strings");
}

TEST_CASE("A deck that is not the pack says which card is wrong", "[scenario][input]") {
  const auto [short_deck, no_index] =
      replay_error(R"({"game":"cabo","players":2,"decks":[["AS","2S"]]})");
  CHECK(no_index == "null");
  CHECK_THAT(short_deck, Catch::Contains("the deck has 2 cards; this game's pack has 52"));
  const auto [not_a_card, index] =
      replay_error(R"({"game":"chkobba","players":2,"decks":[["AS","S A"]]})");
  CHECK(index == "null");
  CHECK_THAT(not_a_card, Catch::Contains("card 2 of the deck, \\\"S A\\\", is not a card"));
}

TEST_CASE("Malformed, out-of-turn and late actions stop the replay at their index",
          "[scenario][input]") {
  const std::string start = R"({"game":"cucu","players":2,"dealer":1,"actions":[)";
  // No seat, a seat that is not a number, an empty action.
  CHECK(replay_error(start + R"("keep"]})").second == "0");
  CHECK(replay_error(start + R"("zero keep"]})").second == "0");
  CHECK(replay_error(start + R"(""]})").second == "0");
  // The second action is the bad one: nothing after the first good one is applied.
  const auto [wrong_seat, at] = replay_error(start + R"("0 keep","0 keep"]})");
  CHECK(at == "1");
  CHECK_THAT(wrong_seat, Catch::Contains("seat 0 is not to move; seat 1 is"));
  // Words, whitespace and bytes that are no action.
  CHECK(replay_error(start + R"("0 keep "]})").second == "0");
  CHECK(replay_error(start + R"("0 KEEP"]})").second == "0");
  CHECK(replay_error(start + R"("0 \u0000"]})").second == "0");
  CHECK(replay_error(start + R"("0 ключ"]})").second == "0");
  // (After the end of the match: tests/scenarios/cucu/error_after_the_match.json.)
}

TEST_CASE("Huge and deeply nested input is answered, not crashed on", "[scenario][input]") {
  // A million nested arrays: nlohmann's parser is not recursive.
  const std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
  CHECK(error_of(deep.c_str()) == "the scenario must be a JSON object");
  // A game name of a megabyte is reported (in full: the message quotes what was sent).
  const std::string long_name = R"({"game":")" + std::string(1 << 20, 'x') + R"("})";
  CHECK(error_of(long_name.c_str()).size() > (1u << 20));
  // A hundred thousand actions: the replay stops at the first one that is not legal.
  std::string many = R"({"game":"cucu","players":2,"dealer":1,"actions":[)";
  for (int i = 0; i < 100000; ++i) many += std::string(i ? "," : "") + R"("0 keep")";
  many += "]}";
  CHECK(replay_error(many).second == "1");
}

TEST_CASE("The error object survives a message with bytes that are not UTF-8", "[scenario][input]") {
  // A path or a word quoted in a message can hold any bytes: they print as U+FFFD, never throw.
  const std::string json = error_json(fail("cannot read the scenario file no/\xff\xfe.json"));
  CHECK(json == "{\"error\":\"cannot read the scenario file no/\xef\xbf\xbd\xef\xbf\xbd.json\","
                "\"action_index\":null}");
}
