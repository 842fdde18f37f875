// "The computers cannot peek", as `cardavia verify --observation-only` shows it
// (session/observation_replay.h, docs/fairness.md): every computer decision of a whole match,
// made again from a world re-dealt from the seat's observation, is the same choice — and the move
// the match holds, since the match was played by this build's computers.
#include <catch2/catch.hpp>

#include "core/fairness.h"
#include "session/observation_replay.h"
#include "tests/session/play_test_util.h"

using namespace cardavia;

namespace {

// A whole match at the table's pace of decisions: the person's seat takes its first legal move.
MatchRecord whole_match(const char* game, int players, ai::Level level, std::uint64_t seed,
                        std::int64_t hard_iterations) {
  session::MatchConfig config;
  config.game = game;
  config.players = players;
  config.seed = seed;
  config.level = level;
  config.hard_iterations = hard_iterations;
  config.salt = "0123456789abcdef";
  session::MatchSession match(config);
  REQUIRE(match.ok());
  play_test::play_until(match, [] { return false; });
  REQUIRE(match.over());
  return match.record();
}

void check_every_decision(const MatchRecord& record, std::int64_t hard_iterations) {
  session::MatchConfig options;
  options.hard_iterations = hard_iterations;
  const Result<std::vector<session::DecisionCheck>> checks =
      session::replay_decisions_from_observations(record, 99, options);
  REQUIRE(checks.ok());
  REQUIRE(checks.value().size() > 10);
  int redealt = 0;
  for (const session::DecisionCheck& check : checks.value()) {
    INFO(record.match.game << " move " << check.index << " seat " << check.seat);
    CHECK(check.seat != record.human_seat.value_or(0));
    CHECK(check.same_observation);
    CHECK(check.from_real == check.played);
    CHECK(check.from_redealt == check.played);
    redealt += check.hidden_cards_differ ? 1 : 0;
  }
  // The re-dealt worlds really hid other cards (else the test would show nothing).
  CHECK(redealt * 2 > static_cast<int>(checks.value().size()));
}

}  // namespace

TEST_CASE("Every computer decision is the same from a re-dealt world: Chkobba, Normal",
          "[observation-replay]") {
  check_every_decision(whole_match("chkobba", 2, ai::Level::kNormal, 5, 0), 0);
}

TEST_CASE("Every computer decision is the same from a re-dealt world: Cabo, Hard",
          "[observation-replay]") {
  check_every_decision(whole_match("cabo", 3, ai::Level::kHard, 6, 30), 30);
}

TEST_CASE("Every computer decision is the same from a re-dealt world: Cucù, Easy",
          "[observation-replay]") {
  check_every_decision(whole_match("cucu", 4, ai::Level::kEasy, 7, 0), 0);
}

TEST_CASE("A record that does not replay is refused", "[observation-replay]") {
  MatchRecord record = whole_match("chkobba", 2, ai::Level::kNormal, 5, 0);
  record.match.setup.seed += 1;  // the moves were played on another deal
  const Result<std::vector<session::DecisionCheck>> checks =
      session::replay_decisions_from_observations(record, 99);
  REQUIRE_FALSE(checks.ok());
  CHECK(checks.failure().action_index.has_value());
}
