// The pieces of the framework on their own: rewards, statistics, level names, the search's
// bookkeeping.
#include <catch2/catch.hpp>

#include "ai/bot.h"
#include "ai/cucu/cucu_reward.h"
#include "ai/hard_bot.h"
#include "ai/ismcts.h"
#include "ai/reward.h"
#include "ai/stats.h"
#include "toy_game.h"

using namespace cardavia;
using namespace cardavia::ai;

TEST_CASE("Level names round-trip", "[framework]") {
  for (int index = 0; index < kNumLevels; ++index) {
    const Level level = static_cast<Level>(index);
    REQUIRE(parse_level(level_name(level)) == level);
  }
  REQUIRE_FALSE(parse_level("expert").has_value());
}

TEST_CASE("Wilson's interval matches the textbook figures", "[framework]") {
  // 50 of 100: 0.404 … 0.596 (the standard worked example).
  const Interval half = wilson_interval(50, 100);
  REQUIRE(half.low == Approx(0.4038).margin(0.0005));
  REQUIRE(half.high == Approx(0.5962).margin(0.0005));
  // 0 of 10 stays inside [0, 1] and is not degenerate.
  const Interval none = wilson_interval(0, 10);
  REQUIRE(none.low == 0.0);
  REQUIRE(none.high == Approx(0.2775).margin(0.0005));
}

TEST_CASE("A pooled ratio weighs each group by its count, and its interval spreads with the groups",
          "[framework]") {
  // 0 points in 1 round and 10 in 4: 2 a round (not the mean of the matches' rates, 1.25).
  REQUIRE(pooled_ratio({{0, 1}, {10, 4}}).mean == Approx(2.0));
  // Every group at the same rate: no spread.
  const PooledRatio steady = pooled_ratio({{2, 1}, {4, 2}, {6, 3}});
  REQUIRE(steady.mean == Approx(2.0));
  REQUIRE(steady.low == Approx(2.0));
  REQUIRE(steady.high == Approx(2.0));
  // 1 and 3 in a round each: 2 ± 1.96 × 1 (the groups' standard error, 1).
  const PooledRatio spread = pooled_ratio({{1, 1}, {3, 1}});
  REQUIRE(spread.low == Approx(0.04));
  REQUIRE(spread.high == Approx(3.96));
  // Nothing counted: zeros, not a division by zero.
  REQUIRE(pooled_ratio({}).mean == 0.0);
}

TEST_CASE("Percentiles are nearest-rank", "[framework]") {
  REQUIRE(median({5, 1, 3}) == 3);
  REQUIRE(percentile({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.95) == 10);
  REQUIRE(percentile({}, 0.5) == 0);
}

TEST_CASE("Rewards read the round that ended and the winners", "[framework]") {
  // Play a toy match to the end of its first round with everybody throwing the lowest card.
  auto state = toy::new_toy_match(3, 12);
  while (state->rounds().empty()) state->apply(state->legal_actions().front());
  const RoundResult& round = state->rounds().back();
  const RewardSpec spec{ScoreDirection::kHigherIsBetter, 1.0, 0.5};
  const std::vector<double> rewards = seat_rewards(*state, 0, spec);
  REQUIRE(rewards.size() == 3);
  for (int a = 0; a < 3; ++a) {
    REQUIRE(rewards[a] >= 0.0);
    REQUIRE(rewards[a] <= 1.0);
    for (int b = 0; b < 3; ++b) {
      // A better round is worth more.
      if (round.scores[a] > round.scores[b]) REQUIRE(rewards[a] > rewards[b]);
    }
  }
  // The same round read as "lower is better" reverses the order.
  const std::vector<double> reversed =
      seat_rewards(*state, 0, {ScoreDirection::kLowerIsBetter, 1.0, 0.5});
  for (int a = 0; a < 3; ++a) {
    for (int b = 0; b < 3; ++b) {
      if (round.scores[a] > round.scores[b]) REQUIRE(reversed[a] < reversed[b]);
    }
  }
  // Nothing ended since the rollout began: everybody 0.5.
  for (const double reward : seat_rewards(*state, 1, spec)) REQUIRE(reward == 0.5);

  // At the end of the match only winning counts.
  while (!state->is_terminal()) state->apply(state->legal_actions().front());
  const std::vector<double> final_rewards = seat_rewards(*state, 0, spec);
  for (int seat = 0; seat < 3; ++seat) {
    REQUIRE(final_rewards[seat] == (seat_won(*state, seat) ? 1.0 : 0.0));
  }
}

TEST_CASE("ISMCTS counts its iterations and only ever proposes root actions", "[framework]") {
  auto state = toy::new_toy_match(2, 8);
  const auto observation = state->observation(state->current_player());
  Ismcts search(IsmctsConfig{}, nullptr, 42);
  search.start(*observation);
  REQUIRE(search.root_actions() == state->legal_actions());
  REQUIRE(search.search(Budget::Iterations(250), nullptr) == 250);
  REQUIRE(search.iterations() == 250);
  std::int64_t visits = 0;
  for (const RootChild& child : search.root_children()) visits += child.visits;
  REQUIRE(visits == 250);
  REQUIRE(state->is_legal(search.best()));
  // A budget with no limit runs one iteration.
  REQUIRE(search.search(Budget{}, nullptr) == 1);
}

TEST_CASE("Paired root evaluation plays every root move in each world", "[framework]") {
  auto state = toy::new_toy_match(2, 8);
  const auto observation = state->observation(state->current_player());
  IsmctsConfig config;
  config.max_depth = 1;
  config.paired_root = true;
  Ismcts search(config, nullptr, 42);
  search.start(*observation);
  const auto moves = static_cast<std::int64_t>(search.root_actions().size());
  REQUIRE(moves >= 2);
  // Each rollout is an iteration: 40 worlds are 40 × the root's moves.
  REQUIRE(search.search(Budget::Iterations(40 * moves), nullptr) == 40 * moves);
  REQUIRE(search.iterations() == 40 * moves);
  for (const RootChild& child : search.root_children()) REQUIRE(child.visits == 40);
  REQUIRE(state->is_legal(search.best()));
  // The same seed gives the same values.
  Ismcts again(config, nullptr, 42);
  again.start(*observation);
  again.search(Budget::Iterations(40 * moves), nullptr);
  const auto first = search.root_children();
  const auto second = again.root_children();
  for (std::size_t i = 0; i < first.size(); ++i) {
    REQUIRE(first[i].mean_reward == second[i].mean_reward);
  }
  // A world is never left half played: one more iteration asked plays one more whole world.
  REQUIRE(search.search(Budget::Iterations(1), nullptr) == moves);
  for (const RootChild& child : search.root_children()) REQUIRE(child.visits == 41);
}

TEST_CASE("Cucù's match-win chance from the lives", "[framework]") {
  // Equal lives: a fair share each.
  for (int seat = 0; seat < 4; ++seat) {
    REQUIRE(cucu_match_win_chance({3, 3, 3, 3}, seat) == Approx(0.25));
  }
  // Two left, 2 lives against 1: the one-life player must see the other lose twice first.
  REQUIRE(cucu_match_win_chance({2, 0, 0, 1}, 0) == Approx(0.75));
  REQUIRE(cucu_match_win_chance({2, 0, 0, 1}, 3) == Approx(0.25));
  REQUIRE(cucu_match_win_chance({2, 0, 0, 1}, 1) == 0.0);
  // The last life is worth more than the third.
  const double full = cucu_match_win_chance({3, 3, 3, 3}, 0);
  const double one_lost = cucu_match_win_chance({2, 3, 3, 3}, 0);
  const double last = cucu_match_win_chance({1, 1, 1, 1}, 0);
  REQUIRE(one_lost < full);
  REQUIRE(last == Approx(0.25));
  REQUIRE(cucu_match_win_chance({1, 2, 2, 2}, 0) < cucu_match_win_chance({2, 2, 2, 2}, 0));
  // Chances add up to one.
  double total = 0.0;
  for (int seat = 0; seat < 4; ++seat) total += cucu_match_win_chance({1, 3, 0, 2}, seat);
  REQUIRE(total == Approx(1.0));
}
