// What fixes a match before the first action: the scenario contract's input fields
// (shared/spec/scenario-format.md) minus the actions. Each game reads the fields it knows and
// rejects wrong values with a message; fields of other games are ignored.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/deck_parse.h"
#include "rng.h"

namespace cardavia {

// One yes/no per seat. Bytes, not std::vector<bool>: the bit-packed specialisation's growth and
// copy are code of their own, about a kilobyte gzip of the first visit (docs/size.md).
using SeatFlags = std::vector<std::uint8_t>;

// One list of a game's own start state, by the name the scenario and the save give it
// ("start_totals": Cabo's per seat, Chkobba's per side; "start_reset_used"; "start_lives"). Which
// lists there are is the games' to say (GameInfo::start_fields, core/game_registry.h); the
// framework carries them by name without knowing what they mean. A flag list holds 0s and 1s.
struct StartList {
  std::string name;
  std::vector<int> values;
  bool operator==(const StartList&) const = default;
};

struct MatchSetup {
  int players = 0;
  std::optional<int> dealer;  // first dealer; drawn from seed when absent
  std::uint64_t seed = 1;
  // Deck orders for deal 1, 2, … (redeals count), in dealing order, as card notation.
  std::vector<std::vector<std::string>> decks;
  // The games' start state (a match begun mid-way), each name at most once; a game reads the
  // lists it declared and ignores the others.
  std::vector<StartList> start;

  // The list named `name`, or nullptr when the setup gives none.
  const std::vector<int>* start_list(std::string_view name) const {
    for (const StartList& list : start)
      if (list.name == name) return &list.values;
    return nullptr;
  }
  // Gives the list named `name`, replacing one given before.
  void set_start(std::string name, std::vector<int> values) {
    for (StartList& list : start) {
      if (list.name == name) {
        list.values = std::move(values);
        return;
      }
    }
    start.push_back(StartList{std::move(name), std::move(values)});
  }
};

// The first dealer. The draw is made even when the setup names the dealer, so the decks that
// follow depend on the seed alone: naming the dealer the seed would draw gives the same match.
inline int first_dealer(const MatchSetup& setup, Rng& rng) {
  const int drawn = static_cast<int>(rng.below(static_cast<std::uint32_t>(setup.players)));
  return setup.dealer.value_or(drawn);
}

// The decks of a match: the given orders first, then shuffles of the pack from the match's Rng.
template <typename Card>
class DeckSupply {
 public:
  DeckSupply() = default;
  DeckSupply(std::vector<std::vector<Card>> given, std::vector<Card> pack)
      : given_(std::move(given)), pack_(std::move(pack)) {}

  // Checks every given deck against the pack; the first bad one is reported by its number.
  static Result<DeckSupply> from_setup(const MatchSetup& setup, std::vector<Card> pack) {
    std::vector<std::vector<Card>> given;
    for (std::size_t i = 0; i < setup.decks.size(); ++i) {
      Result<std::vector<Card>> deck = parse_deck(setup.decks[i], pack);
      if (!deck) return fail("deck " + std::to_string(i + 1) + ": " + deck.error());
      given.push_back(std::move(deck).value());
    }
    return DeckSupply(std::move(given), std::move(pack));
  }

  std::vector<Card> next_deck(Rng& rng) {
    const std::size_t deal = deals_++;
    if (deal < given_.size()) return given_[deal];
    std::vector<Card> deck = pack_;
    shuffle(deck, rng);
    return deck;
  }

  int deals_so_far() const { return static_cast<int>(deals_); }
  // For determinizations: decks still to come are unknown, so a sampled state forgets them.
  void forget_given_decks() { given_.clear(); }

 private:
  std::vector<std::vector<Card>> given_;
  std::vector<Card> pack_;
  std::size_t deals_ = 0;
};

}  // namespace cardavia
