// Cabo: what one seat knows, its canonical text, and the states consistent with it (the AI's
// determinizations). See "Who knows what" in cabo.h.
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <string>

#include "cabo.h"
#include "core/observation_text.h"

namespace cardavia {

using namespace cabo;

namespace {

constexpr SeatMask seat_bit(int seat) { return static_cast<SeatMask>(1u << seat); }

std::string card_text(CardId card) {
  if (card == kNoCard) return "-";
  if (card == CaboObservation::kUnknown) return "?";
  return StandardCard::from_id(card).to_string();
}

std::string mask_text(SeatMask mask, int players) {
  std::string text = "[";
  for (int seat = 0; seat < players; ++seat) {
    if (mask >> seat & 1) text += static_cast<char>('0' + seat);
  }
  return text + "]";
}

const char* phase_text(Phase phase) {
  switch (phase) {
    case Phase::kLook:
      return "look";
    case Phase::kTurnStart:
      return "turn";
    case Phase::kAfterDraw:
      return "drawn";
    case Phase::kAfterTake:
      return "taken";
    case Phase::kMatchOver:
      return "over";
  }
  return "?";
}

// The cards shown to the seat in a (sanitized) state: known hand cards, the pile, a visible held
// card.
std::array<bool, kDeckSize> shown_cards(const CaboState& s, int players) {
  std::array<bool, kDeckSize> shown{};
  for (int owner = 0; owner < players; ++owner) {
    for (const CardId card : s.hands()[owner]) {
      if (card != kNoCard && card != CaboObservation::kUnknown) shown[card] = true;
    }
  }
  for (int i = 0; i < s.discard_size(); ++i) shown[s.discard_at(i)] = true;
  const CardId held = s.held_card();
  if (held != kNoCard && held != CaboObservation::kUnknown) shown[held] = true;
  return shown;
}

}  // namespace

std::unique_ptr<Observation> CaboState::observation(int seat) const {
  return std::make_unique<CaboObservation>(*this, seat);
}

std::unique_ptr<Observation> CaboState::open_observation(int seat) const {
  return std::make_unique<CaboObservation>(*this, seat, /*open=*/true);
}

// [SECTION] Building the observation: copy, then erase what the seat has not seen

CaboObservation::CaboObservation(const CaboState& state, int seat, bool open)
    : public_(state), seat_(seat) {
  const SeatMask me = seat_bit(seat);

  // Hands: a card stays where the seat knows it; the knowers of every place are public.
  for (int owner = 0; owner < kMaxPlayers; ++owner) {
    for (int place = 0; place < kPlaces; ++place) {
      const CardId card = state.hands_[owner][place];
      if (card == kNoCard) continue;
      masks_[owner][place] = state.known_by_[card];
      pools_[owner][place] = state.pool_[card];
      if (!open && (state.known_by_[card] & me) == 0) public_.hands_[owner][place] = kUnknown;
    }
  }
  // A held card: seen by its drawer, or by everybody when taken from the pile.
  if (!open && state.held_ != kNoCard && (state.known_by_[state.held_] & me) == 0) {
    public_.held_ = kUnknown;
  }
  // The stock's order, the per-card knowledge, the Rng and the decks to come are hidden.
  public_.stock_.fill(kNoCard);
  public_.known_by_.fill(0);
  public_.rng_ = Rng(0);
  public_.decks_.forget_given_decks();
}

// [SECTION] The canonical text

std::string CaboObservation::to_string() const {
  if (!kObservationText) return {};
  const CaboState& s = public_;
  const int players = s.rules_.players;
  std::string text =
      "cabo, seat " + std::to_string(seat_) + " of " + std::to_string(players) + "\n";
  text += "round " + std::to_string(s.rounds_.size() + 1) + ", dealer " +
          std::to_string(s.dealer_) + ", starter " + std::to_string(s.starter_) + ", phase " +
          phase_text(s.phase_) + ", to move " + std::to_string(s.to_move_) + ", caller " +
          std::to_string(s.caller_) + ", looks " + std::to_string(s.looks_done_) + ", reshuffles " +
          std::to_string(s.reshuffles_) + "\n";
  text += "totals";
  for (int seat = 0; seat < players; ++seat) {
    text += " " + std::to_string(s.totals_[seat]) + (s.reset_used_[seat] ? "r" : "");
  }
  text += "\nrounds";
  for (const RoundResult& round : s.rounds_) {
    text += " (";
    for (int seat = 0; seat < players; ++seat) {
      text += (seat ? " " : "") + std::to_string(round.scores[seat]) + "/" +
              std::to_string(round.totals[seat]);
    }
    text += ")";
  }
  if (!s.rounds_.empty()) {
    text += "\nlast shown (caller " + std::to_string(s.last_caller_) + ")";
    for (int seat = 0; seat < players; ++seat) {
      text += " |";
      for (const CardId card : s.revealed_[seat]) text += " " + card_text(card);
    }
  }
  text += "\n";
  for (int owner = 0; owner < players; ++owner) {
    text += "hand " + std::to_string(owner) + ":";
    for (int place = 0; place < kPlaces; ++place) {
      const CardId card = s.hands_[owner][place];
      text += " " + card_text(card);
      if (card != kNoCard) text += mask_text(masks_[owner][place], players);
      if (card != kNoCard && pools_[owner][place] > 0) {
        text += "p" + std::to_string(pools_[owner][place]);
      }
    }
    text += "\n";
  }
  text += "held " + card_text(s.held_) + "\ndiscard";
  for (int i = 0; i < s.discard_count_; ++i) text += " " + card_text(s.discard_[i]);
  text += "\nstock " + std::to_string(s.stock_count_);
  // The cards of each reshuffled pool that the seat cannot see now (they were all in the pile).
  const std::array<bool, kDeckSize> shown = shown_cards(s, players);
  for (int pool = 1; pool <= s.reshuffles_; ++pool) {
    text += "\npool " + std::to_string(pool) + ":";
    for (int card = 0; card < kDeckSize; ++card) {
      if (!shown[card] && s.pool_[card] == pool) text += " " + card_text(static_cast<CardId>(card));
    }
  }
  text += "\nwinners";
  for (const int seat : s.winners_) text += " " + std::to_string(seat);
  text += "\n";
  return text;
}

// [SECTION] Sampling a full state consistent with the observation

std::unique_ptr<GameState> CaboObservation::sample_state(Rng& rng) const {
  return sample_state_with_odds(rng, PlaceOdds{});
}

std::unique_ptr<GameState> CaboObservation::sample_state_with_odds(Rng& rng,
                                                                   const PlaceOdds& odds) const {
  std::unique_ptr<CaboState> sampled(new CaboState(public_));
  CaboState& s = *sampled;
  const int players = s.rules_.players;

  // Step 1. The cards the seat has not seen, by pool (the pack minus every card shown).
  const std::array<bool, kDeckSize> shown = shown_cards(s, players);
  std::vector<std::vector<CardId>> unseen(static_cast<std::size_t>(s.reshuffles_) + 1);
  for (int card = 0; card < kDeckSize; ++card) {
    if (!shown[card]) unseen[s.pool_[card]].push_back(static_cast<CardId>(card));
  }
  for (std::vector<CardId>& pool : unseen) shuffle(pool, rng);

  // Step 2. Deal them at random over the places the seat cannot see, each from its own pool:
  // unknown hand places (their pool is shown), a card drawn by another seat and the stock (both
  // of the current pool). The places with odds come first, each card by its value's odds.
  auto deal = [&unseen](int pool) {
    assert(!unseen[pool].empty());
    const CardId card = unseen[pool].back();
    unseen[pool].pop_back();
    return card;
  };
  auto deal_by_odds = [&unseen, &rng](int pool, const ValueOdds& by_value) {
    std::vector<CardId>& cards = unseen[pool];
    assert(!cards.empty());
    double total = 0.0;
    for (const CardId card : cards) total += by_value[card_value(card)];
    double pick = rng.unit() * total;
    std::size_t chosen = cards.size() - 1;  // where rounding leaves the pick past the end
    for (std::size_t i = 0; i < cards.size(); ++i) {
      pick -= by_value[card_value(cards[i])];
      if (pick < 0.0) {
        chosen = i;
        break;
      }
    }
    const CardId card = cards[chosen];
    cards.erase(cards.begin() + static_cast<std::ptrdiff_t>(chosen));
    return card;
  };
  for (int owner = 0; owner < players; ++owner) {
    for (int place = 0; place < kPlaces; ++place) {
      const ValueOdds* by_value = odds[owner][place];
      if (s.hands_[owner][place] == kUnknown && by_value != nullptr) {
        s.hands_[owner][place] = deal_by_odds(pools_[owner][place], *by_value);
      }
    }
  }
  for (int owner = 0; owner < players; ++owner) {
    for (int place = 0; place < kPlaces; ++place) {
      if (s.hands_[owner][place] == kUnknown) s.hands_[owner][place] = deal(pools_[owner][place]);
    }
  }
  if (s.held_ == kUnknown) s.held_ = deal(s.reshuffles_);
  for (int i = 0; i < s.stock_count_; ++i) s.stock_[i] = deal(s.reshuffles_);
  assert(std::all_of(unseen.begin(), unseen.end(), [](const auto& pool) { return pool.empty(); }));

  // Step 3. Who knows what, per place as observed; the pile is public; the stock is nobody's.
  for (int i = 0; i < s.discard_count_; ++i) s.known_by_[s.discard_[i]] = s.everybody();
  for (int owner = 0; owner < players; ++owner) {
    for (int place = 0; place < kPlaces; ++place) {
      const CardId card = s.hands_[owner][place];
      if (card != kNoCard) s.known_by_[card] = masks_[owner][place];
    }
  }
  if (s.held_ != kNoCard) {
    s.known_by_[s.held_] = s.phase_ == Phase::kAfterTake ? s.everybody() : seat_bit(s.to_move_);
  }

  // Step 4. The future is not known: a fresh Rng for reshuffles and decks to come.
  const std::uint64_t high = rng.next_u32();
  s.rng_ = Rng(high << 32 | rng.next_u32());

  // Step 5. The check: the sampled state shows this seat exactly what it was shown.
  assert(CaboObservation(s, seat_).to_string() == to_string());
  return sampled;
}

}  // namespace cardavia
