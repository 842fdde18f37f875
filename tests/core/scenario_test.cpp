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
