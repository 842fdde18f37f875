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
