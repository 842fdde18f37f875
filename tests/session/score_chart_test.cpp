// Cardavia — the score chart's data (session/score_chart.h) over whole seeded matches played by
// the computers: each series' points are the totals the score table shows after each round, and
// they follow from the rows of round scores by each game's rule — Chkobba's points add up, Cucù's
// lives go down from 3, Cabo's totals add up with the once-per-player 100→50 reset (a match where
// it happens is found among the first seeds and checked too).
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/cabo/cabo.h"
#include "core/cucu/cucu.h"
#include "session/score_chart.h"
#include "tests/session/play_test_util.h"

using cardavia::RoundResult;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;
using cardavia::session::score_series;

namespace {

MatchSession whole_match(const char* game, int players, std::uint64_t seed) {
  MatchConfig c;
  c.game = game;
  c.players = players;
  c.seed = seed;
  c.level = cardavia::ai::Level::kEasy;
  MatchSession s(c);
  REQUIRE(s.ok());
  play_test::play_until(s, [] { return false; }, 20000);
  REQUIRE(s.over());
  return s;
}

std::vector<int> columns(const std::vector<RoundResult>& rounds) {
  std::vector<int> seats;
  for (std::size_t i = 0; i < rounds.front().totals.size(); ++i) seats.push_back(static_cast<int>(i));
  return seats;
}

using Series = std::vector<std::vector<int>>;

// Each series (column `seat`) a point per round, the round's total of its column.
void check_points_are_totals(const Series& series, const std::vector<RoundResult>& rounds) {
  REQUIRE(series.size() == rounds.front().totals.size());
  for (std::size_t seat = 0; seat < series.size(); ++seat) {
    REQUIRE(series[seat].size() == rounds.size());
    for (std::size_t r = 0; r < rounds.size(); ++r) CHECK(series[seat][r] == rounds[r].totals[seat]);
  }
}

}  // namespace

TEST_CASE("score chart: Chkobba's series add up each deal's points, 2 players and 2x2 sides") {
  for (const int players : {2, 4}) {
    const MatchSession s = whole_match("chkobba", players, 7);
    const std::vector<RoundResult>& rounds = s.rounds();
    const Series series = score_series(rounds, columns(rounds));
    check_points_are_totals(series, rounds);
    CHECK(series.size() == 2);  // sides, not seats
    for (std::size_t side = 0; side < series.size(); ++side) {
      int total = 0;
      for (std::size_t r = 0; r < rounds.size(); ++r) {
        total += rounds[r].scores[side];
        CHECK(series[side][r] == total);
      }
    }
  }
}

TEST_CASE("score chart: Cucù's series are the lives left, 3 less each round's lives lost") {
  const MatchSession s = whole_match("cucu", 4, 7);
  const std::vector<RoundResult>& rounds = s.rounds();
  const Series series = score_series(rounds, columns(rounds));
  check_points_are_totals(series, rounds);
  std::vector<int> lives(series.size(), cardavia::CucuRules::kLivesAtStart);
  for (std::size_t r = 0; r < rounds.size(); ++r) {
    for (std::size_t seat = 0; seat < lives.size(); ++seat) lives[seat] -= rounds[r].scores[seat];
    // Everyone at zero together: all come back with 3 (core/cucu/cucu.h).
    if (std::all_of(lives.begin(), lives.end(), [](int n) { return n == 0; }))
      std::fill(lives.begin(), lives.end(), cardavia::CucuRules::kLivesAtStart);
    for (std::size_t seat = 0; seat < series.size(); ++seat) CHECK(series[seat][r] == lives[seat]);
  }
}

TEST_CASE("score chart: Cabo's series add up each round's score, with the 100 to 50 reset") {
  // The first seed whose match has a reset, and seed 7's: both follow the rule.
  bool reset_seen = false;
  for (std::uint64_t seed = 1; seed <= 60 && !reset_seen; ++seed) {
    const MatchSession s = whole_match("cabo", 3, seed);
    const std::vector<RoundResult>& rounds = s.rounds();
    const Series series = score_series(rounds, columns(rounds));
    check_points_are_totals(series, rounds);
    for (std::size_t seat = 0; seat < series.size(); ++seat) {
      int total = 0;
      bool reset_used = false;
      for (std::size_t r = 0; r < rounds.size(); ++r) {
        const int score = rounds[r].scores[seat];
        if (total + score == cardavia::cabo::kResetTotal && !reset_used) {
          reset_seen = true;
          INFO("seed " << seed << ", seat " << seat << ", round " << r + 1);
          CHECK(series[seat][r] == cardavia::cabo::kResetTo);
        }
        cardavia::cabo::add_to_total(score, total, reset_used);
        CHECK(series[seat][r] == total);
      }
    }
  }
  CHECK(reset_seen);
}

TEST_CASE("score chart: no round yet, no points, and a column the rounds lack is skipped") {
  CHECK(score_series({}, {0, 1}).at(1).empty());
  const std::vector<RoundResult> rounds = {RoundResult{{3, 4}, {3, 4}, {}}};
  const Series series = score_series(rounds, {1, 2, -1});
  CHECK(series.at(0) == std::vector<int>{4});
  CHECK(series.at(1).empty());
  CHECK(series.at(2).empty());
}
