// Cucù: properties over many seeded random matches of 2–4 players, and the random-playout speed.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>

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

// Lives after a round: the lives before minus the round's losses, or three each after everyone
// reached zero together.
void check_round_consistent(const std::vector<int>& before, const RoundResult& round) {
  const int players = static_cast<int>(before.size());
  REQUIRE(static_cast<int>(round.scores.size()) == players);
  REQUIRE(static_cast<int>(round.totals.size()) == players);
  bool comeback = true;
  bool anyone_out_before = false;
  for (int seat = 0; seat < players; ++seat) {
    CHECK(round.scores[seat] >= 0);
    CHECK(round.totals[seat] >= 0);
    CHECK(round.totals[seat] <= CucuRules::kLivesAtStart);
    if (before[seat] - round.scores[seat] != 0) comeback = false;
    if (before[seat] == 0) {
      anyone_out_before = true;
      CHECK(round.scores[seat] == 0);  // players out sit the round out
    }
  }
  (void)anyone_out_before;
  for (int seat = 0; seat < players; ++seat) {
    const int expected = comeback ? CucuRules::kLivesAtStart : before[seat] - round.scores[seat];
    CHECK(round.totals[seat] == expected);
  }
}

}  // namespace

// A round whose showdown had one live card (everyone else knocked out, before or during it).
struct LoneShowdowns {
  int rounds = 0;
  int comebacks = 0;    // the lone card lost its holder's last life: everyone came back
  int cuckoo_wins = 0;  // the lone card was a cuckoo: its holder won
};

// The showdown of the round just completed: live cards are the ones shown. With one live card,
// it is the dealer's (never knocked out mid-round), it loses unless it is a cuckoo, and the match
// is then over (the dealer won) unless that was the dealer's last life (everyone comes back).
void check_showdown(const CucuState& state, int dealer_of_round, const std::vector<int>& before,
                    LoneShowdowns& lone) {
  const RoundResult& round = state.rounds().back();
  int shown = 0;
  int holder = -1;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    if (state.last_showdown(seat) == CucuState::kUnknownRank) continue;
    ++shown;
    holder = seat;
  }
  REQUIRE(shown >= 1);
  REQUIRE(state.last_showdown(dealer_of_round) != CucuState::kUnknownRank);
  if (shown != 1) return;
  ++lone.rounds;
  REQUIRE(holder == dealer_of_round);
  const bool cuckoo = state.last_showdown(holder) == CuccuRank::kCuckoo;
  REQUIRE(round.scores[holder] == (cuckoo ? 0 : 1));
  if (!cuckoo && before[holder] == 1) {
    ++lone.comebacks;
    for (const int left : round.totals) REQUIRE(left == CucuRules::kLivesAtStart);
    REQUIRE_FALSE(state.is_terminal());
  } else {
    if (cuckoo) ++lone.cuckoo_wins;
    REQUIRE(state.is_terminal());
    REQUIRE(state.winners() == std::vector<int>{holder});
  }
}

TEST_CASE("RandomMatchesKeepEveryInvariant", "[cucu][property]") {
  long total_actions = 0;
  LoneShowdowns lone;
  for (std::uint64_t seed = 1; seed <= kMatches; ++seed) {
    Table t = random_match_start(seed);
    CucuState& state = *t;
    const int players = state.num_players();
    Rng chooser(seed, 99);
    std::vector<int> lives_before(players, CucuRules::kLivesAtStart);
    std::size_t rounds_seen = 0;
    int actions = 0;
    while (!state.is_terminal()) {
      // Cards conserved, lives within 0..3, a live player to move.
      REQUIRE(state.cards_conserved());
      const int mover = state.current_player();
      REQUIRE(mover >= 0);
      REQUIRE(mover < players);
      REQUIRE(state.lives(mover) > 0);
      // The round in progress always has its dealer: never knocked out mid-round.
      REQUIRE(state.lives(state.dealer()) > 0);
      REQUIRE(state.live_in_round(state.dealer()));
      const std::vector<Action> legal = state.legal_actions();
      REQUIRE(!legal.empty());
      // Every listed action is legal and prints to something that parses back to it; every
      // unlisted encoding is rejected.
      for (std::uint32_t code = 0; code < 8; ++code) {
        const bool listed = std::find(legal.begin(), legal.end(), Action{code}) != legal.end();
        REQUIRE(state.is_legal(Action{code}) == listed);
        if (listed) REQUIRE(state.parse_action(state.action_to_string(Action{code})).value() ==
                            Action{code});
      }
      REQUIRE_FALSE(state.is_legal(Action{chooser.next_u32() | 8U}));
      // Every listed action applies (checked on a copy every few steps), then one is played.
      if (actions % 7 == 0) {
        for (const Action action : legal) {
          std::unique_ptr<GameState> copy = state.clone();
          copy->apply(action);
          REQUIRE(dynamic_cast<CucuState&>(*copy).cards_conserved());
        }
      }
      const int dealer_of_round = state.dealer();
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++actions;
      REQUIRE(actions < kMaxActions);
      for (int seat = 0; seat < players; ++seat) {
        REQUIRE(state.lives(seat) >= 0);
        REQUIRE(state.lives(seat) <= CucuRules::kLivesAtStart);
      }
      // The match is decided only at the end of a round: an action that ends it ends a round.
      if (state.is_terminal()) REQUIRE(state.rounds().size() == rounds_seen + 1);
      REQUIRE(state.rounds().size() <= rounds_seen + 1);
      if (rounds_seen < state.rounds().size()) {
        const RoundResult& round = state.rounds()[rounds_seen++];
        check_round_consistent(lives_before, round);
        check_showdown(state, dealer_of_round, lives_before, lone);
        lives_before = round.totals;
      }
    }
    total_actions += actions;
    // Exactly one winner, the only player with lives.
    const std::vector<int> winners = state.winners();
    REQUIRE(winners.size() == 1);
    int with_lives = 0;
    for (int seat = 0; seat < players; ++seat) with_lives += state.lives(seat) > 0 ? 1 : 0;
    CHECK(with_lives == 1);
    CHECK(state.lives(winners[0]) > 0);
    CHECK(state.legal_actions().empty());
    CHECK(state.current_player() == GameState::kNobody);
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
