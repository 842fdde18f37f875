// Property tests over many seeded random matches (2 and 4 players). The invariants themselves
// (cards conserved, each play's effect on piles, table and chkobbas, the deal's points recounted
// from the piles, the end, no leak, sampled states) live in core/chkobba/chkobba_invariants.cpp
// and core/invariants.cpp, shared with `cardavia soak`; here: random matches, unlisted encodings
// rejected, every listed action applied on a copy, the same seed giving the same match, and
// sampled states played on to the end.
#include <catch2/catch.hpp>
#include <chrono>
#include <set>
#include <sstream>

#include "chkobba_test_util.h"
#include "core/chkobba/chkobba_observation.h"
#include "core/invariants.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;

namespace {

// (One REQUIRE per check: Catch's bookkeeping would dominate 10 000 matches otherwise.)
void require_none(const std::string& problems) {
  INFO(problems);
  REQUIRE(problems.empty());
}

// [SECTION] Legal actions against everything else

// Unlisted encodings: random codes, and near misses (a listed play with another mask or card).
void check_unlisted(const ChkobbaState& state, Rng& rng) {
  const std::vector<Action> legal = state.legal_actions();
  const std::set<Action> listed(legal.begin(), legal.end());
  for (int i = 0; i < 8; ++i) {
    Action probe{rng.next_u32()};
    if (i % 2 == 1) {
      const Action base = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      probe = chkobba_play(action_card(base),
                           rng.below(1u << std::min<int>(state.position().table.size + 1, 20)));
    } else if (i % 4 == 2) {
      probe = chkobba_play(static_cast<ChkobbaCard>(rng.below(kChkobbaDeckSize)), 0);
    }
    REQUIRE(state.is_legal(probe) == (listed.count(probe) == 1));
  }
}

struct MatchRecord {
  std::vector<Action> history;
  std::vector<std::vector<int>> totals;
  std::vector<int> winners;
  int actions = 0;
};

// One random match with every invariant checked after each action; the costly checks (the legal
// list, every seat's observation, every listed action on a copy) every `deep_every` steps.
MatchRecord random_match(int players, std::uint64_t seed, int deep_every) {
  auto match = new_match(players, seed);
  auto& state = dynamic_cast<ChkobbaState&>(*match);
  MatchChecker checker(state, seed);
  require_none(checker.check_position(state));
  Rng chooser(seed, 99);
  MatchRecord record;
  std::array<Action, ChkobbaState::kMaxActions> legal;
  while (!state.is_terminal()) {
    REQUIRE(record.actions < 20000);  // a match always ends
    const bool deep = deep_every > 0 && record.actions % deep_every == 0;
    if (deep) {
      require_none(checker.check_legal_actions(state));
      check_unlisted(state, chooser);
      require_none(checker.check_observations(state));
      // Every listed action applies to a copy, which stays whole.
      for (const Action action : state.legal_actions()) {
        auto copy = state.clone();
        copy->apply(action);
        require_none(checker.check_position(*copy));
      }
    }
    const int count = state.fill_legal_actions(legal);
    const Action action = legal[chooser.below(static_cast<std::uint32_t>(count))];
    require_none(checker.play(state, action));
    ++record.actions;
  }
  record.history = state.history();
  for (const RoundResult& round : state.rounds()) record.totals.push_back(round.totals);
  record.winners = state.winners();
  return record;
}

}  // namespace

TEST_CASE("Property: 10 000 random matches keep every invariant", "[chkobba][property]") {
  int deals = 0;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    // Deep checks (all actions, leaks, samples) on every 10th match, every 3rd step.
    const MatchRecord record = random_match(players, seed, seed % 10 == 0 ? 3 : 0);
    deals += static_cast<int>(record.totals.size());
  }
  CHECK(deals > 10000);
}

TEST_CASE("Property: the same seed gives the same match", "[chkobba][property]") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    const MatchRecord first = random_match(players, seed, 0);
    const MatchRecord second = random_match(players, seed, 0);
    CHECK(first.history == second.history);
    CHECK(first.totals == second.totals);
    CHECK(first.winners == second.winners);
  }
  // Different seeds give different deals.
  auto a = new_match(2, 1);
  auto b = new_match(2, 2);
  CHECK(position_of(*a).deck != position_of(*b).deck);
}

TEST_CASE("Property: sampled states look the same to their seat, for every seat",
          "[chkobba][property][observation]") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    auto match = new_match(players, seed);
    MatchChecker checker(*match, seed + 7);
    Rng chooser(seed, 5);
    int steps = 0;
    while (!match->is_terminal() && steps < 300) {
      require_none(checker.check_observations(*match));
      const std::vector<Action> legal = match->legal_actions();
      require_none(
          checker.play(*match, legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
      ++steps;
    }
  }
}

TEST_CASE("Property: a sampled state plays on to the end of the match", "[chkobba][property]") {
  Rng rng(11);
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    auto match = new_match(players, seed);
    Rng chooser(seed, 3);
    for (int i = 0; i < 25 && !match->is_terminal(); ++i) {
      const auto legal = match->legal_actions();
      match->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    if (match->is_terminal()) continue;
    auto sampled = match->sample_consistent(match->current_player(), rng);
    // The player to move has the same choices in the sample.
    CHECK(legal_texts(*sampled) == legal_texts(*match));
    MatchChecker checker(*sampled, seed);
    int steps = 0;
    while (!sampled->is_terminal()) {
      const auto legal = sampled->legal_actions();
      require_none(
          checker.play(*sampled, legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
      REQUIRE(++steps < 20000);
    }
  }
}

TEST_CASE("Bench: random playouts per second", "[.][bench]") {
  std::array<Action, ChkobbaState::kMaxActions> legal;
  long long actions = 0;
  const auto start = std::chrono::steady_clock::now();
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    auto match = new_match(seed % 2 == 0 ? 2 : 4, seed);
    auto& state = dynamic_cast<ChkobbaState&>(*match);
    Rng chooser(seed, 1);
    while (!state.is_terminal()) {
      const int count = state.fill_legal_actions(legal);
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(count))]);
      ++actions;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("10 000 matches, " << actions << " actions in " << seconds
                          << " s: " << static_cast<long long>(actions / seconds) << " actions/s");
  // The same with the public interface: legal_actions() vector and a clone per step.
  actions = 0;
  const auto start2 = std::chrono::steady_clock::now();
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    auto match = new_match(seed % 2 == 0 ? 2 : 4, seed);
    Rng chooser(seed, 1);
    while (!match->is_terminal()) {
      const auto list = match->legal_actions();
      auto copy = match->clone();
      copy->apply(list[chooser.below(static_cast<std::uint32_t>(list.size()))]);
      match = std::move(copy);
      ++actions;
    }
  }
  const double seconds2 =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start2).count();
  WARN("with legal_actions() and clone() per step: " << static_cast<long long>(actions / seconds2)
                                                     << " actions/s");
}
