// Helpers for the Cabo tests: decks built from the hands a test wants, and scripted play.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "core/cabo/cabo.h"

namespace cabo_test {

using namespace cardavia;
using namespace cardavia::cabo;

inline CardId id(const std::string& text) {
  const auto card = StandardCard::parse(text);
  REQUIRE(card.has_value());
  return static_cast<CardId>(card->id());
}

// The dealing-order deck that gives each seat `hands[seat]` (places 0–3), turns `discard_top`
// up and puts `stock_top` on the stock in drawing order; the remaining cards follow in pack order.
inline std::vector<std::string> deck_for(int dealer,
                                         const std::vector<std::vector<std::string>>& hands,
                                         const std::string& discard_top,
                                         const std::vector<std::string>& stock_top = {}) {
  const int players = static_cast<int>(hands.size());
  std::vector<std::string> deck;
  for (int place = 0; place < 4; ++place) {
    for (int step = 1; step <= players; ++step)
      deck.push_back(hands[(dealer + step) % players][place]);
  }
  deck.push_back(discard_top);
  for (const std::string& card : stock_top) deck.push_back(card);
  for (const StandardCard card : full_pack_52()) {
    if (std::find(deck.begin(), deck.end(), card.to_string()) == deck.end()) {
      deck.push_back(card.to_string());
    }
  }
  REQUIRE(deck.size() == 52);
  return deck;
}

inline std::unique_ptr<CaboState> new_match(const MatchSetup& setup) {
  auto match = new_cabo_match(setup);
  REQUIRE(match.ok());
  return std::unique_ptr<CaboState>(static_cast<CaboState*>(match.value().release()));
}

inline std::unique_ptr<CaboState> match_with(int dealer,
                                             const std::vector<std::vector<std::string>>& hands,
                                             const std::string& discard_top,
                                             const std::vector<std::string>& stock_top = {}) {
  MatchSetup setup;
  setup.players = static_cast<int>(hands.size());
  setup.dealer = dealer;
  setup.decks.push_back(deck_for(dealer, hands, discard_top, stock_top));
  return new_match(setup);
}

// Plays "<seat> <action>" lines; every one must be accepted.
inline void play(GameState& state, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    INFO("action: " << line);
    const int seat = line[0] - '0';
    REQUIRE(state.current_player() == seat);
    const auto applied = state.try_apply(line.substr(2));
    if (!applied.ok()) FAIL(applied.error());
  }
}

// Everybody looks at places 0 and 1, in play order from the starter.
inline void everybody_looks(CaboState& state) {
  for (int i = 0; i < state.num_players(); ++i) {
    REQUIRE(state.try_apply("look 0,1").ok());
  }
}

// Every player draws and discards until the stock is empty: the next draw reshuffles the pile.
inline void empty_the_stock(CaboState& state) {
  while (state.stock_size() > 0) {
    REQUIRE(state.try_apply("draw").ok());
    REQUIRE(state.try_apply("discard").ok());
  }
}

inline std::vector<std::string> legal_texts(const GameState& state) {
  std::vector<std::string> texts;
  for (const Action action : state.legal_actions()) texts.push_back(state.action_to_string(action));
  return texts;
}

inline bool knows(const CaboState& state, int seat, int owner, int place) {
  return (state.known_by(state.card_at(owner, place)) >> seat & 1) != 0;
}

}  // namespace cabo_test
