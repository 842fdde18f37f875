// Chkobba's Hard inference (ai/chkobba/chkobba_inference.h): the worlds Hard searches give each
// player who played this round of hands a hand from which Normal would have made those plays.
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <set>

#include "ai/chkobba/chkobba_inference.h"
#include "ai/chkobba/chkobba_policy.h"
#include "ai/policy.h"
#include "core/chkobba/chkobba_observation.h"
#include "core/rng.h"
#include "tests/chkobba/chkobba_test_util.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;
using cardavia::ai::chkobba_normal_regret;
using cardavia::ai::chkobba_world_source;

namespace {

// Seat 0 plays first on a table with the 7♦ on it, holding 3♥ 7♠ Q♣; the stock holds the rest.
// Seat 1 (the observer) holds A♣ 5♣ 6♣.
std::unique_ptr<ChkobbaState> seven_of_diamonds_on_the_table() {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("7D 2C 4S KH");
  p.hands[0] = sorted<3>("3H 7S QC");
  p.hands[1] = sorted<3>("AC 5C 6C");
  set_stock(p, "AD 2D 3D 4D 5D 6D JD QD KD AS 2S 3S 5S 6S JS QS KS AH 2H 4H 5H 6H 7H JH QH KH 3C "
               "4C 7C JC");
  return state_at(p);
}

bool holds_a_seven(const GameState& world, int seat) {
  const Hand& hand = position_of(world).hands[seat];
  for (int i = 0; i < hand.size; ++i) {
    if (capture_value(hand.cards[i]) == 7) return true;
  }
  return false;
}

// Checks that the reading's worlds for `seen` are sample_state's own, draw for draw.
void check_worlds_are_sample_states(const Observation& seen) {
  const auto source = chkobba_world_source(seen);
  Rng read(7), plain(7);
  for (int draw = 0; draw < 20; ++draw) {
    const auto a = source->draw(read);
    const auto b = seen.sample_state(plain);
    for (int seat = 0; seat < 2; ++seat) {
      CHECK(position_of(*a).hands[seat].as_set() == position_of(*b).hands[seat].as_set());
    }
    CHECK(position_of(*a).deck == position_of(*b).deck);
  }
}

}  // namespace

TEST_CASE("Chkobba regret: Normal's own play costs nothing, leaving the 7♦ to drop a three costs",
          "[ai][chkobba]") {
  const auto state = seven_of_diamonds_on_the_table();
  const ChkobbaPosition& p = state->position();
  const std::array<int, kChkobbaMaxPlayers> sizes{3, 3, 0, 0};
  const Action take_sette = state->parse_action("play 7S take 7D").value();
  const Action drop_three = state->parse_action("play 3H").value();
  CHECK(chkobba_normal_regret(p, 0, sizes, take_sette) == Approx(0.0));
  CHECK(chkobba_normal_regret(p, 0, sizes, drop_three) > 1.0);  // the 7♦ is a point by itself
}

TEST_CASE("Chkobba inference: before anyone played this round of hands, the worlds are "
          "sample_state's own",
          "[ai][chkobba]") {
  auto state = seven_of_diamonds_on_the_table();
  check_worlds_are_sample_states(*state->observation(1));
}

TEST_CASE("Chkobba inference: a spectator reads nobody, its worlds are sample_state's own",
          "[ai][chkobba]") {
  auto state = seven_of_diamonds_on_the_table();
  play(*state, "play 3H");
  for (const int spectator : {-1, 2}) check_worlds_are_sample_states(*state->observation(spectator));
}

TEST_CASE("Chkobba inference: after a three dropped beside the 7♦, no world gives its player a "
          "seven",
          "[ai][chkobba]") {
  auto state = seven_of_diamonds_on_the_table();
  play(*state, "play 3H");
  REQUIRE(position_of(*state).played[0].taken == 0);
  const auto seen = state->observation(1);
  const auto source = chkobba_world_source(*seen);
  Rng rng(7);
  std::set<CardSet> hands;
  int uniform_sevens = 0;
  for (int draw = 0; draw < 400; ++draw) {
    const auto world = source->draw(rng);
    CHECK_FALSE(holds_a_seven(*world, 0));
    hands.insert(position_of(*world).hands[0].as_set());
    if (holds_a_seven(*seen->sample_state(rng), 0)) ++uniform_sevens;
  }
  CHECK(uniform_sevens > 20);  // drawn evenly, about a fifth of its hands would hold one
  CHECK(hands.size() > 50);    // every other hand stays possible
}

TEST_CASE("Chkobba inference: a capture is walked back, and every hand explains Normal's own",
          "[ai][chkobba]") {
  auto state = seven_of_diamonds_on_the_table();
  play(*state, "play 7S take 7D");
  const ChkobbaPlay& record = position_of(*state).played[0];
  CHECK(record.taken == set_of("7D"));
  const auto seen = state->observation(1);
  const auto source = chkobba_world_source(*seen);
  Rng rng(11);
  // Whatever two cards seat 0 holds besides, taking the 7♦ with a seven is Normal's play (the 7♦
  // outweighs anything else this table offers): the hands are drawn as evenly as sample_state's.
  int sevens = 0;
  for (int draw = 0; draw < 400; ++draw) {
    if (holds_a_seven(*source->draw(rng), 0)) ++sevens;
  }
  CHECK(sevens > 20);
}

TEST_CASE("Chkobba inference: at four players every world shows the searching seat what it saw",
          "[ai][chkobba]") {
  // Normal plays every seat a few plays into a round of hands, at several points of a match.
  const auto normal = ai::make_chkobba_normal();
  Rng choices(3);
  for (const std::uint64_t seed : {5u, 6u, 7u}) {
    auto state = new_match(4, seed);
    // Into the second round of hands, 2 to 8 plays in.
    const int wanted = 12 + 2 + static_cast<int>(seed % 7);
    for (int step = 0; step < 100 && position_of(*state).played_count < wanted; ++step) {
      const std::vector<Action> legal = state->legal_actions();
      state->apply(normal->choose_in_world(*state, legal, choices));
    }
    const ChkobbaPosition& real = position_of(*state);
    REQUIRE(real.phase == ChkobbaPhase::kPlay);
    REQUIRE(real.played_count == wanted);
    const int observer = state->current_player();
    const auto seen = state->observation(observer);
    const auto source = chkobba_world_source(*seen);
    Rng rng(seed);
    for (int draw = 0; draw < 100; ++draw) {
      const auto world = source->draw(rng);
      REQUIRE(world->observation(observer)->to_string() == seen->to_string());
    }
  }
}
