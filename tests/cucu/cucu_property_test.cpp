// Cucù: properties over many seeded random matches of 2–4 players, and the random-playout speed.
// The invariants themselves (cards conserved, lives in range and consistent round by round, a
// player with lives to move, a live dealer, the match decided at a round's end, the lone
// showdown, the end, no leak, sampled states) live in
// core/cucu/cucu_invariants.cpp and core/invariants.cpp, shared with `cardavia soak`.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>

#include "core/invariants.h"
#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;
using namespace cardavia::cucu_test;

namespace {

constexpr int kMatches = 10000;
constexpr int kMaxActions = 20000;  // a match that long would be a bug (no progress)

Table random_match_start(std::uint64_t seed) {
  MatchSetup setup;
  setup.players = 2 + static_cast<int>(seed % 3);
  setup.seed = seed;
  Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
  REQUIRE(made.ok());
  Table table;
  table.owner = std::move(made).value();
  table.state = dynamic_cast<CucuState*>(table.owner.get());
  return table;
}

void require_none(const std::string& problems) {
  INFO(problems);
  REQUIRE(problems.empty());
}

// Rounds whose showdown had one live card (everyone else knocked out, before or during it): the
// checker verifies what must follow; here they are counted, to see random play reach both ends.
struct LoneShowdowns {
  int rounds = 0;
  int comebacks = 0;    // the lone card lost its holder's last life: everyone came back
  int cuckoo_wins = 0;  // the lone card was a cuckoo: its holder won
};

void count_lone_showdown(const CucuState& state, LoneShowdowns& lone) {
  int shown = 0;
  int holder = -1;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    if (state.last_showdown(seat) == CucuState::kUnknownRank) continue;
    ++shown;
    holder = seat;
  }
  if (shown != 1) return;
  ++lone.rounds;
  if (state.last_showdown(holder) == CuccuRank::kCuckoo) {
    ++lone.cuckoo_wins;
  } else if (!state.is_terminal()) {
    ++lone.comebacks;
  }
}

}  // namespace

TEST_CASE("RandomMatchesKeepEveryInvariant", "[cucu][property]") {
  long total_actions = 0;
  LoneShowdowns lone;
  for (std::uint64_t seed = 1; seed <= kMatches; ++seed) {
    Table t = random_match_start(seed);
    CucuState& state = *t;
    MatchChecker checker(state, seed);
    require_none(checker.check_position(state));
    Rng chooser(seed, 99);
    int actions = 0;
    INFO("seed " << seed);
    while (!state.is_terminal()) {
      const std::vector<Action> legal = state.legal_actions();
      // Every unlisted encoding is rejected (the listed ones are checked by the checker).
      for (std::uint32_t code = 0; code < 8; ++code) {
        const bool listed = std::find(legal.begin(), legal.end(), Action{code}) != legal.end();
        REQUIRE(state.is_legal(Action{code}) == listed);
      }
      REQUIRE_FALSE(state.is_legal(Action{chooser.next_u32() | 8U}));
      // The legal list and the observations on every step of every 10th match; every listed
      // action applies (checked on a copy every few steps).
      if (seed % 10 == 0) {
        require_none(checker.check_legal_actions(state));
        require_none(checker.check_observations(state));
      }
      if (actions % 7 == 0) {
        for (const Action action : legal) {
          std::unique_ptr<GameState> copy = state.clone();
          copy->apply(action);
          require_none(checker.check_position(*copy));
        }
      }
      const std::size_t rounds_before = state.rounds().size();
      require_none(
          checker.play(state, legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
      if (state.rounds().size() != rounds_before) count_lone_showdown(state, lone);
      ++actions;
      REQUIRE(actions < kMaxActions);
    }
    total_actions += actions;
  }
  CHECK(total_actions > kMatches);
  // Random play reaches the lone showdowns often enough to check both outcomes.
  INFO("lone showdowns " << lone.rounds << ", comebacks " << lone.comebacks << ", cuckoo wins "
                         << lone.cuckoo_wins);
  CHECK(lone.comebacks > 0);
  CHECK(lone.cuckoo_wins > 0);
  CHECK(lone.rounds > lone.comebacks + lone.cuckoo_wins);
}

TEST_CASE("SameSeedSameMatch", "[cucu][property]") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Table a = random_match_start(seed);
    Table b = random_match_start(seed);
    Rng chooser_a(seed, 5);
    Rng chooser_b(seed, 5);
    while (!a->is_terminal()) {
      REQUIRE(a->knowledge_text(0) == b->knowledge_text(0));
      for (int seat = 0; seat < a->num_players(); ++seat) {
        if (a->in_round(seat)) REQUIRE(a->card_of(seat) == b->card_of(seat));
      }
      const auto legal_a = a->legal_actions();
      const auto legal_b = b->legal_actions();
      REQUIRE(legal_a == legal_b);
      a->apply(legal_a[chooser_a.below(static_cast<std::uint32_t>(legal_a.size()))]);
      b->apply(legal_b[chooser_b.below(static_cast<std::uint32_t>(legal_b.size()))]);
    }
    REQUIRE(b->is_terminal());
    CHECK(a->history() == b->history());
    CHECK(a->winners() == b->winners());
    REQUIRE(a->rounds().size() == b->rounds().size());
    for (std::size_t r = 0; r < a->rounds().size(); ++r) {
      CHECK(a->rounds()[r].scores == b->rounds()[r].scores);
      CHECK(a->rounds()[r].totals == b->rounds()[r].totals);
    }
  }
}

// The engine's speed for the AI's random playouts: not a test, run with
//   build/native/tests/cucu_tests "[.bench]"
TEST_CASE("RandomPlayoutSpeed", "[.bench][cucu]") {
  constexpr int kPlayouts = 10000;
  long actions = 0;
  const auto start = std::chrono::steady_clock::now();
  Rng chooser(2026);
  for (int i = 0; i < kPlayouts; ++i) {
    MatchSetup setup;
    setup.players = 4;
    setup.seed = static_cast<std::uint64_t>(i) + 1;
    Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
    std::unique_ptr<GameState> state = made.value()->clone();
    while (!state->is_terminal()) {
      const std::vector<Action> legal = state->legal_actions();
      state->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++actions;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("cucu: %d random 4-player matches, %ld actions in %.3f s: %.0f actions/s\n",
              kPlayouts, actions, seconds, static_cast<double>(actions) / seconds);
  CHECK(actions > 0);
}
