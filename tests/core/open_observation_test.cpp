// Cardavia — GameState::open_observation (core/game_state.h), what the replay viewer draws face up:
// in every game, every card of every hand is known in it, while the seat's own observation still
// hides the others' cards; the stock stays hidden in both.
#include <catch2/catch.hpp>
#include <memory>

#include "core/cabo/cabo.h"
#include "core/chkobba/chkobba_observation.h"
#include "core/cucu/cucu.h"
#include "core/game_registry.h"
#include "core/rng.h"

using namespace cardavia;

namespace {

// A match of `game` after `moves` legal actions chosen by a seeded Rng.
std::unique_ptr<GameState> played(std::string_view game, int players, int moves) {
  MatchSetup setup;
  setup.players = players;
  setup.seed = 7;
  std::unique_ptr<GameState> state = find_game(game)->new_match(setup).value()->clone();
  Rng rng(3);
  for (int i = 0; i < moves && !state->is_terminal(); ++i) {
    const std::vector<Action> legal = state->legal_actions();
    state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  return state;
}

}  // namespace

TEST_CASE("Cabo: the open observation knows every hand card — the seat's own does not") {
  const auto state = played("cabo", 4, 9);
  const auto open_view = state->open_observation(0), own_view = state->observation(0);
  const auto& open = dynamic_cast<const CaboObservation&>(*open_view);
  const auto& own = dynamic_cast<const CaboObservation&>(*own_view);
  int hidden = 0;
  for (int seat = 0; seat < 4; ++seat) {
    for (int place = 0; place < cabo::kPlaces; ++place) {
      CHECK(open.place(seat, place) != CaboObservation::kUnknown);
      if (own.place(seat, place) == CaboObservation::kUnknown) ++hidden;
    }
  }
  CHECK(hidden > 0);
  CHECK(open.stock_size() == own.stock_size());
}

TEST_CASE("Chkobba: the open observation holds every hand — the seat's own only its own") {
  const auto state = played("chkobba", 4, 3);
  const auto open_view = state->open_observation(1), own_view = state->observation(1);
  const auto& open = dynamic_cast<const ChkobbaObservation&>(*open_view);
  const auto& own = dynamic_cast<const ChkobbaObservation&>(*own_view);
  for (int seat = 0; seat < 4; ++seat) {
    CHECK(open.view().hands[seat].size == open.hand_size(seat));
    if (seat != 1) CHECK(own.view().hands[seat].size == 0);
  }
  CHECK(open.view().hands[0].size > 0);
}

TEST_CASE("Cucù: the open observation knows every card in a hand — the seat's own its own") {
  const auto state = played("cucu", 4, 1);
  const auto& cucu = dynamic_cast<const CucuState&>(*state);
  const auto open_view = state->open_observation(2), own_view = state->observation(2);
  const auto& open = dynamic_cast<const CucuObservation&>(*open_view).redacted();
  const auto& own = dynamic_cast<const CucuObservation&>(*own_view).redacted();
  int hidden = 0;
  for (int seat = 0; seat < 4; ++seat) {
    if (!cucu.in_round(seat)) continue;
    CHECK(open.rank_of_token(cucu.token_of(seat)) == cucu.rank_of_token(cucu.token_of(seat)));
    if (own.rank_of_token(cucu.token_of(seat)) == CucuState::kUnknownRank) ++hidden;
  }
  CHECK(hidden > 0);
}
