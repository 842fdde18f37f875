// What one Chkobba seat may know, and a full state drawn at random consistent with it.
//
// Known to seat s: its own hand; the table; both piles (the chkobba cards lie face up in them, so
// the chkobba counts are public); every card played this deal and by whom; the cut choice, and the
// cut card itself when it was tabled, or to the cutter alone while it decides; every hand's size
// and the stock's size; dealer, player to move, totals, completed deals and winners.
// Unknown: the other hands (a partner's too), the stock's order, the decks of later deals.
// A seat number outside the table gives a spectator's view: the public part only.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "chkobba.h"

namespace cardavia {

class ChkobbaObservation final : public Observation {
 public:
  // Built by ChkobbaState::observation(): `view` is the state's position with everything hidden
  // from `seat` wiped out; `supply` has already forgotten its given decks.
  ChkobbaObservation(int seat, ChkobbaPosition view, std::array<int, kChkobbaMaxPlayers> hand_sizes,
                     bool knows_cut_card, std::shared_ptr<ChkobbaState::Supply> supply,
                     std::shared_ptr<const std::vector<RoundResult>> rounds);

  int seat() const override { return seat_; }
  std::string to_string() const override;
  std::unique_ptr<GameState> sample_state(Rng& rng) const override;
  // sample_state with the hands of some other seats given (a seat's entry 0: drawn as usual);
  // each given hand must be of the seat's hand size and among the cards this seat does not see.
  std::unique_ptr<GameState> sample_state_with_hands(
      Rng& rng, const std::array<CardSet, kChkobbaMaxPlayers>& given) const;
  std::unique_ptr<Observation> clone() const override {
    return std::make_unique<ChkobbaObservation>(*this);
  }

  // For the AI and the UI: the public position plus this seat's hand (other hands empty).
  const ChkobbaPosition& view() const { return view_; }
  int hand_size(int seat) const {
    return seat >= 0 && seat < kChkobbaMaxPlayers ? hand_sizes_[seat] : 0;
  }
  // The completed deals (public), for the table's title and the deal-end sheet.
  const std::vector<RoundResult>& rounds() const { return *rounds_; }

 private:
  // A seat outside the table (a spectator) holds no hand and sees only what is public.
  CardSet own_hand() const {
    return seat_ >= 0 && seat_ < view_.rules.players ? view_.hands[seat_].as_set() : 0;
  }

  int seat_;
  ChkobbaPosition view_;
  std::array<int, kChkobbaMaxPlayers> hand_sizes_;
  bool knows_cut_card_;
  std::shared_ptr<ChkobbaState::Supply> supply_;
  std::shared_ptr<const std::vector<RoundResult>> rounds_;
};

}  // namespace cardavia
