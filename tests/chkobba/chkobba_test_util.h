// Small builders for Chkobba tests: cards from text, positions built by hand, states at a position.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/chkobba/chkobba.h"
#include "core/match_setup.h"

namespace cardavia::chkobba_test {

inline ChkobbaCard card(const std::string& text) {
  const auto parsed = parse_chkobba_card(text);
  REQUIRE(parsed.has_value());
  return *parsed;
}

inline std::vector<ChkobbaCard> cards(const std::string& texts) {
  std::istringstream words(texts);
  std::vector<ChkobbaCard> out;
  for (std::string word; words >> word;) out.push_back(card(word));
  return out;
}

template <int Capacity>
SortedCards<Capacity> sorted(const std::string& texts) {
  SortedCards<Capacity> out;
  for (const ChkobbaCard c : cards(texts)) out.insert(c);
  return out;
}

inline CardSet set_of(const std::string& texts) {
  CardSet set = 0;
  for (const ChkobbaCard c : cards(texts)) set |= card_bit(c);
  return set;
}

// The stock `texts` in dealing order at the end of the deck.
inline void set_stock(ChkobbaPosition& p, const std::string& texts) {
  const std::vector<ChkobbaCard> stock = cards(texts);
  p.next_card = kChkobbaDeckSize - static_cast<int>(stock.size());
  for (std::size_t i = 0; i < stock.size(); ++i) p.deck[p.next_card + i] = stock[i];
}

// A mid-deal position: play phase, dealer 1 of 2 (seat 0 plays first), empty piles; every card
// not named anywhere is assumed to be in no place (tests of one rule do not need all 40).
inline ChkobbaPosition play_position(int players = 2) {
  ChkobbaPosition p;
  p.rules.players = players;
  p.phase = ChkobbaPhase::kPlay;
  p.dealer = players - 1;
  p.to_move = 0;
  p.next_card = kChkobbaDeckSize;  // empty stock unless set_stock says otherwise
  p.cut_choice = chkobba_keep().code;
  return p;
}

// The seed's second worked example, one card from the end of a deal: side 0 holds 18 cards (5
// diamonds with the 7♦, sevens 7♦ 7♠, sixes 6♥ 6♦) at 17 points, side 1 every other card but
// the table's 2♦ 6♠ and the two hands (seat 0 the Q♥, seat 1 the K♣) at 10. The Q♥ takes 2♦ + 6♠
// — a chkobba — and the K♣, the deal's last card, takes nothing and goes to side 0 with the
// leftovers: 22 cards, 6 diamonds, the 7♦, 2-2 sevens then 3 sixes against 1: 17 → 22, a win.
inline ChkobbaPosition worked_example_deal_end() {
  ChkobbaPosition p = play_position();
  const CardSet side0 = set_of("7D 7S 6H 6D AD 3D 4D AS AH AC 2S 2H 2C 3S 3H 3C 4S 4H");
  p.table = sorted<kChkobbaMaxTable>("2D 6S");
  p.hands[0] = sorted<3>("QH");
  p.hands[1] = sorted<3>("KC");
  p.piles[0] = side0;
  p.piles[1] = ~(side0 | set_of("2D 6S QH KC")) & ((CardSet{1} << 40) - 1);
  p.totals = {17, 10};
  return p;
}

inline std::unique_ptr<ChkobbaState> state_at(const ChkobbaPosition& p, std::uint64_t seed = 1) {
  return std::make_unique<ChkobbaState>(
      p,
      std::make_shared<ChkobbaState::Supply>(std::vector<std::vector<StandardCard>>{},
                                             chkobba_pack_40()),
      Rng(seed), std::make_shared<const std::vector<RoundResult>>());
}

inline std::unique_ptr<GameState> new_match(int players, std::uint64_t seed,
                                            std::vector<std::vector<std::string>> decks = {},
                                            std::optional<int> dealer = std::nullopt) {
  MatchSetup setup;
  setup.players = players;
  setup.seed = seed;
  setup.decks = std::move(decks);
  setup.dealer = dealer;
  auto match = new_chkobba_match(setup);
  REQUIRE(match.ok());
  return std::move(match).value();
}

inline std::vector<std::string> legal_texts(const GameState& state) {
  std::vector<std::string> out;
  for (const Action action : state.legal_actions()) out.push_back(state.action_to_string(action));
  return out;
}

inline void play(GameState& state, const std::string& text) {
  const Result<Action> applied = state.try_apply(text);
  INFO(text << ": " << (applied.ok() ? std::string("ok") : applied.error()));
  REQUIRE(applied.ok());
}

inline const ChkobbaPosition& position_of(const GameState& state) {
  return dynamic_cast<const ChkobbaState&>(state).position();
}

// Splits a full deck given as one string into the scenario's list form.
inline std::vector<std::string> deck_list(const std::string& texts) {
  std::istringstream words(texts);
  std::vector<std::string> out;
  for (std::string word; words >> word;) out.push_back(word);
  return out;
}

// A whole deck in dealing order: `first` cards, then every other card in the pack's order.
inline std::vector<std::string> deck_starting_with(const std::string& first) {
  std::vector<std::string> deck = deck_list(first);
  for (const StandardCard c : chkobba_pack_40()) {
    const std::string text = c.to_string();
    if (std::find(deck.begin(), deck.end(), text) == deck.end()) deck.push_back(text);
  }
  return deck;
}

}  // namespace cardavia::chkobba_test
