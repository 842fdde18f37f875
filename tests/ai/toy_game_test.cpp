// The toy game itself must be right, or every AI test built on it means nothing.
#include "toy_game.h"

#include <catch2/catch.hpp>

#include "core/rng.h"

using namespace cardavia;

TEST_CASE("Toy matches end with a winner and conserve the pack", "[toy]") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int players = 2 + static_cast<int>(seed % 2);
    auto state = toy::new_toy_match(players, seed);
    Rng rng(seed);
    int actions = 0;
    while (!state->is_terminal()) {
      const auto legal = state->legal_actions();
      REQUIRE(!legal.empty());
      state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      REQUIRE(++actions < 10000);
    }
    REQUIRE(!state->winners().empty());
    REQUIRE(state->rounds().back().totals.size() == static_cast<std::size_t>(players));
  }
}

TEST_CASE("A toy determinization shows its seat exactly what the real state shows", "[toy]") {
  Rng sampler(99);
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    auto state = toy::new_toy_match(3, seed);
    Rng rng(seed);
    while (!state->is_terminal()) {
      for (int seat = 0; seat < 3; ++seat) {
        const auto observation = state->observation(seat);
        const auto sampled = observation->sample_state(sampler);
        REQUIRE(sampled->observation(seat)->to_string() == observation->to_string());
        REQUIRE(sampled->legal_actions().size() == state->legal_actions().size());
      }
      const auto legal = state->legal_actions();
      state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}
