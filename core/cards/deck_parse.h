// Reading a deck order given from outside (a scenario's "decks", a save) and checking that it is a
// permutation of the game's pack. One function for every pack, so every game reports a bad deck in
// the same words.
#pragma once

#include <string>
#include <vector>

#include "../result.h"

namespace cardavia {

// Cards in ascending order, sorted by insertion: a pack is a few dozen cards, and std::sort's
// introsort was ~2 KB of wasm for each card type (docs/size.md, "Size diet"). Equal cards are
// equal values, so the order is the one std::sort gives.
template <typename Card>
void sort_cards(std::vector<Card>& cards) {
  for (std::size_t i = 1; i < cards.size(); ++i) {
    const Card card = cards[i];
    std::size_t j = i;
    for (; j > 0 && card < cards[j - 1]; --j) cards[j] = cards[j - 1];
    cards[j] = card;
  }
}

// Card must provide static parse(std::string_view) -> std::optional<Card>, to_string() and <.
template <typename Card>
Result<std::vector<Card>> parse_deck(const std::vector<std::string>& texts,
                                     const std::vector<Card>& pack) {
  std::vector<Card> deck;
  deck.reserve(texts.size());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto card = Card::parse(texts[i]);
    if (!card) {
      return fail("card " + std::to_string(i + 1) + " of the deck, \"" + texts[i] +
                  "\", is not a card of this game's pack");
    }
    deck.push_back(*card);
  }
  if (deck.size() != pack.size()) {
    return fail("the deck has " + std::to_string(deck.size()) + " cards; this game's pack has " +
                std::to_string(pack.size()));
  }
  std::vector<Card> sorted_deck = deck;
  std::vector<Card> sorted_pack = pack;
  sort_cards(sorted_deck);
  sort_cards(sorted_pack);
  for (std::size_t i = 0; i < sorted_pack.size(); ++i) {
    if (sorted_deck[i] == sorted_pack[i]) continue;
    // The first difference names a card that is missing or one too many.
    if (sorted_deck[i] < sorted_pack[i]) {
      return fail("the deck is not a permutation of the pack: one " +
                  sorted_deck[i].to_string() + " too many");
    }
    return fail("the deck is not a permutation of the pack: " + sorted_pack[i].to_string() +
                " is missing");
  }
  return deck;
}

}  // namespace cardavia
