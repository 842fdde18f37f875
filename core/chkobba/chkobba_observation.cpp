// A seat's observation of a Chkobba match, its canonical text, and the determinization.
#include "chkobba_observation.h"

#include <bit>
#include <cassert>
#include <utility>

#include "core/observation_text.h"

namespace cardavia {

namespace {

std::string set_text(CardSet set) {
  std::string text;
  for (int card = 0; card < kChkobbaDeckSize; ++card) {
    if ((set & card_bit(static_cast<ChkobbaCard>(card))) == 0) continue;
    if (!text.empty()) text += ' ';
    text += card_text(static_cast<ChkobbaCard>(card));
  }
  return text.empty() ? "-" : text;
}

}  // namespace

// [SECTION] Building the observation from the state

std::unique_ptr<Observation> ChkobbaState::observation(int seat) const {
  return observe(seat, /*open=*/false);
}

std::unique_ptr<Observation> ChkobbaState::open_observation(int seat) const {
  return observe(seat, /*open=*/true);
}

std::unique_ptr<Observation> ChkobbaState::observe(int seat, bool open) const {
  ChkobbaPosition view = position_;
  std::array<int, kChkobbaMaxPlayers> hand_sizes{};
  for (int other = 0; other < view.rules.players; ++other) {
    hand_sizes[other] = view.hands[other].size;
    if (other != seat && !open) view.hands[other] = Hand{};  // hidden, even from a partner
  }
  view.deck = {};  // the stock's order is hidden (its size is next_card)
  // The cut card: seen by the cutter while deciding; by everyone once tabled.
  const bool knows_cut_card = (view.phase == ChkobbaPhase::kCut && seat == view.first_player()) ||
                              view.cut_choice == chkobba_table().code;
  if (!knows_cut_card) view.cut_card = 0;
  auto supply = std::make_shared<Supply>(*supply_);
  supply->forget_given_decks();  // the decks to come are nobody's knowledge
  return std::make_unique<ChkobbaObservation>(seat, std::move(view), hand_sizes, knows_cut_card,
                                              std::move(supply), rounds_);
}

ChkobbaObservation::ChkobbaObservation(int seat, ChkobbaPosition view,
                                       std::array<int, kChkobbaMaxPlayers> hand_sizes,
                                       bool knows_cut_card,
                                       std::shared_ptr<ChkobbaState::Supply> supply,
                                       std::shared_ptr<const std::vector<RoundResult>> rounds)
    : seat_(seat),
      view_(std::move(view)),
      hand_sizes_(hand_sizes),
      knows_cut_card_(knows_cut_card),
      supply_(std::move(supply)),
      rounds_(std::move(rounds)) {}

// [SECTION] The canonical text

std::string ChkobbaObservation::to_string() const {
  if (!kObservationText) return {};
  // Built by appending only (GCC 12 warns falsely, -Wrestrict, on "literal" + std::string).
  const ChkobbaPosition& p = view_;
  const int players = p.rules.players;
  std::string text = "chkobba, ";
  text += std::to_string(players);
  text += " players, seat ";
  text += std::to_string(seat_);
  text += " (side ";
  text += std::to_string(seat_ % 2);
  text += ")\nphase ";
  text += p.phase == ChkobbaPhase::kCut ? "cut" : p.phase == ChkobbaPhase::kPlay ? "play" : "over";
  text += ", dealer ";
  text += std::to_string(p.dealer);
  if (p.phase != ChkobbaPhase::kOver) {
    text += ", to move ";
    text += std::to_string(p.to_move);
  }
  text += "\ntotals ";
  text += std::to_string(p.totals[0]);
  text += ' ';
  text += std::to_string(p.totals[1]);
  text += "\ndeals scored:";
  for (const RoundResult& round : *rounds_) {
    text += ' ';
    text += std::to_string(round.scores[0]);
    text += '-';
    text += std::to_string(round.scores[1]);
  }
  text += "\nwinners:";
  for (const int side : p.winners) {
    text += ' ';
    text += std::to_string(side);
  }
  text += "\ncut: ";
  if (p.cut_choice == chkobba_keep().code) {
    text += "kept";
  } else if (p.cut_choice == chkobba_table().code) {
    text += "tabled ";
    text += card_text(p.cut_card);
  } else {
    text += "to decide";
    if (knows_cut_card_) {
      text += ", card ";
      text += card_text(p.cut_card);
    }
  }
  text += "\nhand: ";
  text += set_text(own_hand());
  text += "\nhand sizes:";
  for (int other = 0; other < players; ++other) {
    text += ' ';
    text += std::to_string(hand_sizes_[other]);
  }
  text += "\ntable: ";
  text += set_text(p.table.as_set());
  text += "\nstock: ";
  text += std::to_string(p.stock_size());
  for (int side = 0; side < kChkobbaSides; ++side) {
    text += "\npile ";
    text += std::to_string(side);
    text += ": ";
    text += set_text(p.piles[side]);
    text += " (";
    text += std::to_string(__builtin_popcountll(p.piles[side]));
    text += " cards, ";
    text += std::to_string(p.chkobbas[side]);
    text += " chkobba)";
  }
  text += "\nlast capture: ";
  if (p.last_capturer < 0) {
    text += "nobody";
  } else {
    text += "side ";
    text += std::to_string(p.last_capturer);
  }
  text += "\nplayed:";
  for (int i = 0; i < p.played_count; ++i) {
    text += ' ';
    text += std::to_string(p.played[i].seat);
    text += ':';
    text += card_text(p.played[i].card);
  }
  text += '\n';
  return text;
}

// [SECTION] The determinization

std::unique_ptr<GameState> ChkobbaObservation::sample_state(Rng& rng) const {
  return sample_state_with_hands(rng, {});
}

std::unique_ptr<GameState> ChkobbaObservation::sample_state_with_hands(
    Rng& rng, const std::array<CardSet, kChkobbaMaxPlayers>& given) const {
  ChkobbaPosition p = view_;
  const int players = p.rules.players;

  // Step 1. The cards this seat knows to be placed: own hand, table, piles, the cut card if seen;
  // and the hands the caller gives (during play only).
  CardSet known = own_hand() | p.table.as_set() | p.piles[0] | p.piles[1];
  if (knows_cut_card_ && p.phase == ChkobbaPhase::kCut) known |= card_bit(p.cut_card);
  CardSet in_given_hands = 0;
  if (p.phase != ChkobbaPhase::kCut) {
    for (int other = 0; other < players; ++other) {
      if (other == seat_ || given[other] == 0) continue;
      assert((known & given[other]) == 0);
      assert(std::popcount(given[other]) == hand_sizes_[other]);
      for (int card = 0; card < kChkobbaDeckSize; ++card) {
        const auto c = static_cast<ChkobbaCard>(card);
        if (given[other] & card_bit(c)) p.hands[other].insert(c);
      }
      in_given_hands |= given[other];
    }
  }

  // Step 2. Every other card is unknown; shuffle them with the caller's Rng.
  std::vector<ChkobbaCard> unknown;
  std::vector<ChkobbaCard> placed;
  for (int card = 0; card < kChkobbaDeckSize; ++card) {
    const auto c = static_cast<ChkobbaCard>(card);
    if (in_given_hands & card_bit(c)) continue;  // in its hand already (step 3b deals it there)
    ((known & card_bit(c)) ? placed : unknown).push_back(c);
  }
  shuffle(unknown, rng);

  std::size_t next_unknown = 0;
  if (p.phase == ChkobbaPhase::kCut) {
    // Step 3a. Before the cut choice the whole deck is undealt: the cut card first if known.
    int position = 0;
    if (knows_cut_card_) p.deck[position++] = p.cut_card;
    while (position < kChkobbaDeckSize) p.deck[position++] = unknown[next_unknown++];
    p.cut_card = p.deck[0];
  } else {
    // Step 3b. Other hands take unknown cards up to their sizes; the rest is the stock, in a
    // random order. The dealt part of the deck is filled with the placed cards (never read).
    for (int other = 0; other < players; ++other) {
      if (other == seat_) continue;
      while (p.hands[other].size < hand_sizes_[other])
        p.hands[other].insert(unknown[next_unknown++]);
    }
    int position = 0;
    for (const ChkobbaCard card : placed) {
      if (position < p.next_card) p.deck[position++] = card;
    }
    for (int other = 0; other < players; ++other) {
      if (other == seat_) continue;
      for (int i = 0; i < p.hands[other].size && position < p.next_card; ++i) {
        p.deck[position++] = p.hands[other].cards[i];
      }
    }
    for (position = p.next_card; position < kChkobbaDeckSize; ++position) {
      p.deck[position] = unknown[next_unknown++];
    }
  }
  assert(next_unknown == unknown.size());

  // Step 4. Later deals: from the forgotten supply, with a fresh Rng.
  const std::uint64_t seed = (std::uint64_t{rng.next_u32()} << 32) | rng.next_u32();
  auto state = std::make_unique<ChkobbaState>(
      std::move(p), std::make_shared<ChkobbaState::Supply>(*supply_), Rng(seed), rounds_);

  // Step 5. The check: the sampled state shows this seat exactly what it saw.
  assert(state->observation(seat_)->to_string() == to_string());
  return state;
}

}  // namespace cardavia
