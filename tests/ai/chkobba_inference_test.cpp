// Chkobba's Hard inference (ai/chkobba/chkobba_inference.h): a drawn world weighs how well Normal
// would have explained the plays the other seats made this round of hands, from the hands that
// world gives them.
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>

#include "ai/chkobba/chkobba_inference.h"
#include "ai/chkobba/chkobba_policy.h"
#include "core/chkobba/chkobba_observation.h"
#include "core/rng.h"
#include "tests/chkobba/chkobba_test_util.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;
using cardavia::ai::chkobba_normal_regret;
using cardavia::ai::chkobba_world_weight;

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

TEST_CASE("Chkobba inference: after a three dropped beside the 7♦, a world where its player held a "
          "seven is nearly never kept",
          "[ai][chkobba]") {
  auto state = seven_of_diamonds_on_the_table();
  // Before anyone played this round of hands, there is nothing to read.
  Rng rng(7);
  CHECK(chkobba_world_weight(*state->observation(1), *state->observation(1)->sample_state(rng)) ==
        1.0);

  play(*state, "play 3H");
  REQUIRE(position_of(*state).played[0].taken == 0);
  const auto seen = state->observation(1);
  double with_seven = 0.0, without_seven = 0.0;
  int worlds_with_seven = 0, worlds_without_seven = 0;
  for (int draw = 0; draw < 400; ++draw) {
    const auto world = seen->sample_state(rng);
    const double weight = chkobba_world_weight(*seen, *world);
    REQUIRE(weight > 0.0);
    REQUIRE(weight <= 1.0);
    if (holds_a_seven(*world, 0)) {
      with_seven += weight;
      ++worlds_with_seven;
    } else {
      without_seven += weight;
      ++worlds_without_seven;
    }
  }
  REQUIRE(worlds_with_seven > 10);
  REQUIRE(worlds_without_seven > 10);
  CHECK(with_seven / worlds_with_seven < 1e-3);
  CHECK(without_seven / worlds_without_seven > 0.05);
}

TEST_CASE("Chkobba inference: a capture is walked back, and Normal's own capture weighs 1",
          "[ai][chkobba]") {
  auto state = seven_of_diamonds_on_the_table();
  play(*state, "play 7S take 7D");
  const ChkobbaPlay& record = position_of(*state).played[0];
  CHECK(record.taken == set_of("7D"));
  const auto seen = state->observation(1);
  Rng rng(11);
  // Whatever two cards the world gives seat 0 besides, taking the 7♦ with a seven is Normal's play
  // (the 7♦ outweighs anything else this table offers).
  for (int draw = 0; draw < 50; ++draw) {
    CHECK(chkobba_world_weight(*seen, *seen->sample_state(rng)) == Approx(1.0));
  }
}
