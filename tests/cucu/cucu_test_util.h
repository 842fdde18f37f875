// Helpers for the Cucù tests: stacked decks and scripted play.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/cards/cuccu_card.h"
#include "core/cucu/cucu.h"

namespace cardavia::cucu_test {

// A whole 40-card deck in dealing order: `bottom` first (dealt first), `top` last (the last card
// listed is the top of the pack), the rest of the pack in between in rank order.
inline std::vector<std::string> stacked_deck(const std::vector<std::string>& bottom,
                                             const std::vector<std::string>& top = {}) {
  std::vector<std::string> middle;
  for (const CuccuCard card : cuccu_pack_40()) middle.push_back(card.to_string());
  const auto take = [&](const std::string& name) {
    for (auto it = middle.begin(); it != middle.end(); ++it) {
      if (*it == name) {
        middle.erase(it);
        return;
      }
    }
    FAIL("stacked_deck: no " << name << " left in the pack");
  };
  for (const auto& name : bottom) take(name);
  for (const auto& name : top) take(name);
  std::vector<std::string> deck = bottom;
  deck.insert(deck.end(), middle.begin(), middle.end());
  deck.insert(deck.end(), top.begin(), top.end());
  return deck;
}

struct Table {
  std::unique_ptr<GameState> owner;
  CucuState* state = nullptr;

  CucuState& operator*() const { return *state; }
  CucuState* operator->() const { return state; }
};

inline Table make_match(int players, int dealer, std::vector<std::vector<std::string>> decks,
                        std::optional<std::vector<int>> start_lives = std::nullopt,
                        std::uint64_t seed = 1) {
  MatchSetup setup;
  setup.players = players;
  setup.dealer = dealer;
  setup.seed = seed;
  setup.decks = std::move(decks);
  if (start_lives) setup.set_start("start_lives", std::move(*start_lives));
  Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
  if (!made) FAIL("new_cucu_match: " << made.error());
  Table table;
  table.owner = std::move(made).value();
  table.state = dynamic_cast<CucuState*>(table.owner.get());
  REQUIRE(table.state != nullptr);
  return table;
}

// Plays "<action>" for `seat`, which must be the player to move.
inline void play(CucuState& state, int seat, const std::string& action) {
  INFO("seat " << seat << " plays " << action);
  REQUIRE(state.current_player() == seat);
  const Result<Action> applied = state.try_apply(action);
  if (!applied) FAIL(applied.error());
}

// Every player keeps, from the one to move to the dealer: the round ends.
inline void all_keep(CucuState& state) {
  const int dealer = state.dealer();
  while (true) {
    const int seat = state.current_player();
    play(state, seat, "keep");
    if (seat == dealer) return;
  }
}

inline std::string card(const CucuState& state, int seat) {
  return state.card_of(seat).to_string();
}

inline std::vector<std::string> legal_names(const CucuState& state) {
  std::vector<std::string> names;
  for (const Action action : state.legal_actions()) names.push_back(state.action_to_string(action));
  return names;
}

}  // namespace cardavia::cucu_test
