// Cabo's Hard inference (ai/cabo/cabo_inference.h): the worlds Hard searches give the cards
// another player knows the low values a player keeps; the cards nobody knows stay an even draw.
#include <catch2/catch.hpp>
#include <memory>

#include "ai/cabo/cabo_inference.h"
#include "core/cabo/cabo.h"
#include "core/rng.h"
#include "tests/cabo/cabo_test_util.h"

using namespace cabo_test;
using cardavia::ai::cabo_sample_world;

namespace {

// Three players; the dealer is seat 0, so seat 1 starts. Everybody has looked at two cards.
std::unique_ptr<CaboState> after_the_looks() {
  auto state = match_with(0,
                          {{"2S", "3S", "4S", "5S"}, {"2H", "3H", "4H", "5H"},
                           {"2D", "3D", "4D", "5D"}},
                          "9C", {"TD"});
  play(*state, {"1 look 0,1", "2 look 2,3", "0 look 0,3"});
  return state;
}

// The mean value Hard's worlds (from seat 1's observation) put in seat 2's `place`, over many.
double mean_in_worlds(const CaboState& state, int place, bool inferred) {
  const auto observation = state.observation(1);
  Rng rng(3);
  constexpr int kWorlds = 400;
  double sum = 0.0;
  for (int i = 0; i < kWorlds; ++i) {
    const auto world = inferred ? cabo_sample_world(*observation, rng)
                                : observation->sample_state(rng);
    const auto& s = static_cast<const CaboState&>(*world);
    REQUIRE(s.observation(1)->to_string() == observation->to_string());
    sum += card_value(s.card_at(2, place));
  }
  return sum / kWorlds;
}

}  // namespace

TEST_CASE("Cabo inference: a caller's known cards are drawn low, its unknown cards evenly",
          "[ai][cabo]") {
  auto state = after_the_looks();
  play(*state, {"1 draw", "1 discard", "2 cabo"});
  // Seat 2 knows its places 2 and 3 and called on them; nobody knows its places 0 and 1.
  const double known = (mean_in_worlds(*state, 2, true) + mean_in_worlds(*state, 3, true)) / 2;
  const double unknown = (mean_in_worlds(*state, 0, true) + mean_in_worlds(*state, 1, true)) / 2;
  const double even = (mean_in_worlds(*state, 2, false) + mean_in_worlds(*state, 3, false)) / 2;
  CHECK(known < 3.5);
  CHECK(unknown > 5.5);
  CHECK(even > 5.5);
}

TEST_CASE("Cabo inference: a card kept from a draw is drawn lower than a look at the deal",
          "[ai][cabo]") {
  // Seat 2 looked at places 2 and 3; then it draws and swaps the drawn card into place 0.
  auto state = after_the_looks();
  play(*state, {"1 draw", "1 discard", "2 draw", "2 swap 0"});
  // It now knows three places: its looks and draws are "kept", lower than at the deal.
  const double kept = mean_in_worlds(*state, 0, true);
  const double fresh = mean_in_worlds(*after_the_looks(), 2, true);
  CHECK(kept < fresh - 1.0);
  CHECK(fresh < mean_in_worlds(*after_the_looks(), 2, false));
}

TEST_CASE("Cabo inference: the same Rng draws the same world", "[ai][cabo]") {
  const auto state = after_the_looks();
  const auto observation = state->observation(1);
  Rng first(21);
  Rng second(21);
  const auto a = cabo_sample_world(*observation, first);
  const auto b = cabo_sample_world(*observation, second);
  CHECK(static_cast<const CaboState&>(*a).hands() == static_cast<const CaboState&>(*b).hands());
}
