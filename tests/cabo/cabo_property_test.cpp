// Cabo: properties over many seeded random matches with 2–5 players. The invariants themselves
// (cards conserved, round scores recomputed from the shown hands, totals with the reset, the end,
// no leak, sampled states) live in core/cabo/cabo_invariants.cpp and core/invariants.cpp, shared
// with `cardavia soak`; here: random matches that reach the rare rules, every listed action applied
// on a copy, unlisted encodings refused without a trace, and the same seed replaying the same
// match.
#include <chrono>
#include <set>

#include "cabo_test_util.h"
#include "core/invariants.h"

using namespace cabo_test;

namespace {

struct Fingerprint {
  std::string text;
  explicit Fingerprint(const CaboState& state) {
    for (int seat = 0; seat < state.num_players(); ++seat)
      text += state.observation(seat)->to_string();
    for (int i = 0; i < state.stock_size(); ++i) text += std::to_string(state.stock_card(i)) + ",";
    text += std::to_string(state.history().size());
  }
};

struct MatchStats {
  long actions = 0;
  int rounds = 0;
  int reshuffles = 0;
};

// Deep checks before a step: every listed action round-trips and applies on a copy; unlisted
// encodings are refused and change nothing; every seat's observation.
void check_deeply(CaboState& state, MatchChecker& checker, Rng& chooser) {
  const std::vector<Action> legal = state.legal_actions();
  std::string problems = checker.check_legal_actions(state);
  INFO(problems);
  REQUIRE(problems.empty());
  for (const Action action : legal) {
    auto copy = state.clone();
    copy->apply(action);
    problems = checker.check_position(*copy);
    REQUIRE(problems.empty());
  }
  const Fingerprint before(state);
  for (int trial = 0; trial < 4; ++trial) {
    const Action random{chooser.next_u32() & 0xF373Fu};
    if (std::find(legal.begin(), legal.end(), random) != legal.end()) continue;
    REQUIRE_FALSE(state.is_legal(random));
    // Its text may name a listed action (e.g. stray bits under "draw"): then it is not unlisted.
    const std::string text = state.action_to_string(random);
    const auto parsed = state.parse_action(text);
    if (parsed.ok() && std::find(legal.begin(), legal.end(), parsed.value()) != legal.end()) {
      continue;
    }
    REQUIRE_FALSE(state.try_apply(text).ok());
  }
  REQUIRE(Fingerprint(state).text == before.text);
  problems = checker.check_observations(state);
  REQUIRE(problems.empty());
}

// Plays one random match, checking the invariants after every action; `deep` adds the costly
// checks before every action.
MatchStats play_random_match(std::uint64_t seed, bool deep) {
  MatchSetup setup;
  setup.players = 2 + static_cast<int>(seed % 4);
  setup.seed = seed;
  auto state = new_match(setup);
  MatchChecker checker(*state, seed);
  Rng chooser(seed, 99);
  MatchStats stats;
  INFO("seed " << seed);
  REQUIRE(checker.check_position(*state).empty());

  while (!state->is_terminal()) {
    if (deep) check_deeply(*state, checker, chooser);
    const std::vector<Action> legal = state->legal_actions();
    // A third of the matches call only after a reshuffle, so the stock does run out.
    const bool patient =
        seed % 3 == 0 && state->reshuffles() == 0 && state->phase() == Phase::kTurnStart;
    const std::size_t choices = patient ? 2 : legal.size();  // draw, take (cabo is listed last)
    const Action action = legal[chooser.below(static_cast<std::uint32_t>(choices))];
    const bool draws = Move::decode(action).kind == ActionKind::kDraw;
    const std::size_t rounds_before = state->rounds().size();
    const int reshuffles_before = state->reshuffles();
    const std::string problems = checker.play(*state, action);
    INFO("action " << stats.actions << ": " << problems);
    REQUIRE(problems.empty());
    ++stats.actions;
    stats.reshuffles += draws && state->reshuffles() > reshuffles_before;
    stats.rounds += state->rounds().size() != rounds_before;
  }
  return stats;
}

}  // namespace

TEST_CASE("Property: 10 000 random matches keep every rule's invariants", "[cabo][property]") {
  MatchStats all;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    const MatchStats stats = play_random_match(seed, seed % 50 == 0);
    all.actions += stats.actions;
    all.rounds += stats.rounds;
    all.reshuffles += stats.reshuffles;
  }
  // The random matches reach the rare rules too.
  CHECK(all.reshuffles > 0);
  CHECK(all.rounds > 10000);
}

TEST_CASE("Property: deep checks at every step of 100 matches", "[cabo][property]") {
  for (std::uint64_t seed = 20001; seed <= 20100; ++seed) play_random_match(seed, true);
}

TEST_CASE("Property: the same seed replays the same match", "[cabo][property]") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    MatchSetup setup;
    setup.players = 2 + static_cast<int>(seed % 4);
    setup.seed = seed;
    auto a = new_match(setup);
    auto b = new_match(setup);
    Rng chooser(seed, 7);
    while (!a->is_terminal()) {
      const auto legal = a->legal_actions();
      REQUIRE(b->legal_actions() == legal);
      const Action action = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
      a->apply(action);
      b->apply(action);
    }
    REQUIRE(b->is_terminal());
    CHECK(Fingerprint(*a).text == Fingerprint(*b).text);
    CHECK(a->winners() == b->winners());
    for (std::size_t r = 0; r < a->rounds().size(); ++r) {
      CHECK(a->rounds()[r].totals == b->rounds()[r].totals);
    }
  }
  MatchSetup one;
  one.players = 3;
  one.seed = 1;
  MatchSetup two = one;
  two.seed = 2;
  CHECK(new_match(one)->hands() != new_match(two)->hands());
}

TEST_CASE("Bench: random playout actions per second", "[.][cabo][bench]") {
  long actions = 0;
  const auto start = std::chrono::steady_clock::now();
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    MatchSetup setup;
    setup.players = 2 + static_cast<int>(seed % 4);
    setup.seed = seed;
    auto match = new_cabo_match(setup);
    GameState& state = *match.value();
    Rng chooser(seed, 3);
    while (!state.is_terminal()) {
      const auto legal = state.legal_actions();
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++actions;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("random playout: " << actions << " actions in " << seconds
                          << " s = " << static_cast<long>(actions / seconds) << " actions/s");

  // The AI's inner loop: sample a state from an observation, then play it out at random.
  MatchSetup setup;
  setup.players = 4;
  setup.seed = 42;
  auto match = new_cabo_match(setup);
  GameState& root = *match.value();
  Rng chooser(5);
  for (int i = 0; i < 30 && !root.is_terminal(); ++i) {
    const auto legal = root.legal_actions();
    root.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  const auto observation = root.observation(root.current_player());
  long playout_actions = 0;
  const int playouts = 20000;
  const auto begin = std::chrono::steady_clock::now();
  for (int i = 0; i < playouts; ++i) {
    auto state = observation->sample_state(chooser);
    while (!state->is_terminal()) {
      const auto legal = state->legal_actions();
      state->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++playout_actions;
    }
  }
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  WARN("determinized playouts: " << playouts / elapsed << " per s (sample + play to the end), "
                                 << static_cast<long>(playout_actions / elapsed) << " actions/s");
}
