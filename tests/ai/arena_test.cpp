// The CI arena: a few dozen heads-up matches on fixed seeds, checking that the order
// Hard > Normal > Random does not flip. The full-size figures belong to `cardavia arena`
// (docs/ai.md), not here: these runs are small, so they only catch a level that broke outright.
//
// "Does not flip": the stronger level must win more than half, except where the measured edge is
// too small for a few dozen matches to show (Cucù's Hard over Normal, docs/ai.md): there it must
// not lose significantly (its 95 % interval must reach above one half).
#include "ai/arena.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "test_games.h"

using namespace cardavia;
using namespace cardavia::ai;

namespace {

// The spec's matches of `game`, one after the other, as `cardavia arena --jobs 1` plays them.
std::vector<MatchRecord> play_matches(const ArenaSpec& spec, const testing::TestGame& game) {
  std::vector<MatchRecord> records;
  for (int index = 0; index < spec.matches; ++index) {
    records.push_back(play_arena_match(spec, game.factory, *game.ai, index));
  }
  return records;
}

LevelSummary first_level_of(const testing::TestGame& game, Level strong, Level weak, int matches,
                            std::int64_t hard_iterations) {
  ArenaSpec spec;
  spec.seats = {strong, weak};
  spec.matches = matches;
  spec.seed = 2024;
  spec.options.hard_iterations = hard_iterations;
  const ArenaSummary summary = summarize(spec, play_matches(spec, game));
  REQUIRE(summary.errors.empty());
  REQUIRE(summary.finished == matches);
  return summary.levels.front();
}

// The test game of that name at that table size (a copy: test_games() builds a fresh list).
testing::TestGame test_game(const std::string& name, int players) {
  for (const testing::TestGame& game : testing::test_games()) {
    if (game.name == name && game.players == players) return game;
  }
  FAIL("no test game " << name << " at " << players << " players");
  return {};
}

// The heads-up order for one game's two-player table. Hard plays at its own default strength
// (ai/<game>/<game>_ai.cpp); the real games' matches are long, so fewer than the toy's.
void check_heads_up_order(const std::string& name) {
  const testing::TestGame game = test_game(name, 2);
  const bool toy = game.name == "toy";
  const int matches = toy ? 200 : 16;
  const std::int64_t iterations = toy ? 200 : 0;
  const LevelSummary hard = first_level_of(game, Level::kHard, Level::kNormal, matches, iterations);
  INFO(game.name << ": hard vs normal " << hard.win_share << " [" << hard.interval.low << ", "
                 << hard.interval.high << "]");
  if (game.name == "cucu") {
    CHECK(hard.interval.high > 0.5);
  } else {
    CHECK(hard.win_share > 0.5);
  }
  if (game.ai->normal != nullptr) {
    const LevelSummary normal =
        first_level_of(game, Level::kNormal, Level::kRandom, matches, iterations);
    INFO(game.name << ": normal vs random " << normal.win_share);
    CHECK(normal.win_share > 0.5);
  }
}

// The games below, each its own test case: CTest runs them side by side (-j2), so the slowest
// (Cabo's Hard at 3 000 iterations, Chkobba's at 2 000 rollouts) no longer add up on one test's clock.
const char* const kHeadsUpGames[] = {"toy", "cabo", "chkobba", "cucu"};

// Cucù's four-seat pairings of issue 30, one level against three of the level below.
LevelSummary first_of_four(Level strong, Level weak, int matches) {
  const testing::TestGame cucu = test_game("cucu", 4);
  ArenaSpec spec;
  spec.seats = {strong, weak, weak, weak};
  spec.matches = matches;
  spec.seed = 1;
  const ArenaSummary summary = summarize(spec, play_matches(spec, cucu));
  REQUIRE(summary.errors.empty());
  REQUIRE(summary.finished == spec.matches);
  return summary.levels.front();
}

}  // namespace

TEST_CASE("Every registered game has a heads-up arena case", "[arena]") {
  for (const GameInfo& game : all_games()) {
    bool listed = false;
    for (const char* name : kHeadsUpGames) listed = listed || game.name == name;
    INFO(game.name);
    CHECK(listed);
  }
}

TEST_CASE("Heads-up, the stronger level wins more than half: toy", "[arena]") {
  check_heads_up_order("toy");
}
TEST_CASE("Heads-up, the stronger level wins more than half: cabo", "[arena]") {
  check_heads_up_order("cabo");
}
TEST_CASE("Heads-up, the stronger level wins more than half: chkobba", "[arena]") {
  check_heads_up_order("chkobba");
}
TEST_CASE("Heads-up, the stronger level wins more than half: cucu", "[arena]") {
  check_heads_up_order("cucu");
}

// The arena's round margin (MatchRecord::round_margin_sum): heads-up, one level's is the other's
// mirror, and Normal takes more of a Chkobba deal's points than Random, clearly, in 16 matches.
TEST_CASE("The round margin: Normal's is positive against Random, and Random's its mirror",
          "[arena]") {
  const testing::TestGame chkobba = test_game("chkobba", 2);
  ArenaSpec spec;
  spec.seats = {Level::kNormal, Level::kRandom};
  spec.matches = 16;
  spec.seed = 2024;
  const std::vector<MatchRecord> records = play_matches(spec, chkobba);
  const ArenaSummary summary = summarize(spec, records);
  REQUIRE(summary.errors.empty());
  const PooledRatio normal = summary.levels[0].round_margin;
  const PooledRatio random = summary.levels[1].round_margin;
  INFO("normal " << normal.mean << " [" << normal.low << ", " << normal.high << "]");
  CHECK(normal.low > 0.0);
  CHECK(random.mean == Approx(-normal.mean));
  for (const MatchRecord& record : records) CHECK(record.rounds > 0);
}

// Cucù's Normal against three Easys: 1 000 matches take well under a second (neither level
// searches). Measured over 2 000: 0.348 [0.327, 0.369] (docs/ai.md); with the levels of before
// issue 30 (Normal the exact count, Easy blurred by ±0.25 lives) it was 0.272 over these 1 000,
// which this check rejects.
TEST_CASE("Cucu: Normal wins clearly more than its share against three Easys", "[arena]") {
  const LevelSummary normal = first_of_four(Level::kNormal, Level::kEasy, 1000);
  INFO("normal vs three easys " << normal.win_share << " [" << normal.interval.low << ", "
                                << normal.interval.high << "]");
  CHECK(normal.win_share > 0.3);
}

// Cucù's Hard against three Normals, 200 matches at Hard's own strength (about 12 s; not under
// the sanitizers, scripts/test.sh). Measured over 2 000: 0.339 [0.319, 0.360] (docs/ai.md); before
// issue 30, against the exact count, 0.255 — which this check rejects (a fair share is 0.25).
TEST_CASE("Cucu: Hard wins clearly more than its share against three Normals", "[arena]") {
  const LevelSummary hard = first_of_four(Level::kHard, Level::kNormal, 200);
  INFO("hard vs three normals " << hard.win_share << " [" << hard.interval.low << ", "
                                << hard.interval.high << "]");
  CHECK(hard.win_share > 0.3);
}
