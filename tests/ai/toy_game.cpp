#include "toy_game.h"

#include <algorithm>
#include <charconv>

namespace cardavia::toy {

// [SECTION] The state

ToyState::ToyState(int players, std::uint64_t seed) : players_(players), rng_(seed) {
  dealer_ = static_cast<int>(rng_.below(static_cast<std::uint32_t>(players_)));
  deal();
}

void ToyState::deal() {
  std::vector<int> pack;
  for (int card = 1; card <= kCards; ++card) pack.push_back(card);
  shuffle(pack, rng_);
  for (int seat = 0; seat < players_; ++seat) hands_[seat].clear();
  for (int k = 0; k < kHandSize * players_; ++k) {
    hands_[(dealer_ + 1 + k) % players_].push_back(pack[k]);
  }
  for (int seat = 0; seat < players_; ++seat) std::sort(hands_[seat].begin(), hands_[seat].end());
  trick_.clear();
  played_.clear();
  round_points_ = {};
  to_move_ = (dealer_ + 1) % players_;
}

std::vector<Action> ToyState::legal_actions() const {
  std::vector<Action> legal;
  if (to_move_ == kNobody) return legal;
  for (const int card : hands_[to_move_]) legal.push_back(Action{static_cast<std::uint32_t>(card)});
  return legal;
}

std::string ToyState::action_to_string(Action action) const {
  return "play " + std::to_string(action.code);
}

Result<Action> ToyState::parse_action(std::string_view text) const {
  if (text.substr(0, 5) != "play ") return fail("expected \"play N\"");
  int card = 0;
  const std::string_view number = text.substr(5);
  const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), card);
  if (error != std::errc() || end != number.data() + number.size() || card < 1 || card > kCards) {
    return fail("expected a card from 1 to 12");
  }
  return Action{static_cast<std::uint32_t>(card)};
}

void ToyState::do_apply(Action action) {
  const int card = static_cast<int>(action.code);
  std::vector<int>& hand = hands_[to_move_];
  hand.erase(std::find(hand.begin(), hand.end(), card));
  trick_.emplace_back(to_move_, card);
  if (static_cast<int>(trick_.size()) < players_) {
    to_move_ = (to_move_ + 1) % players_;
    return;
  }
  // The trick is complete: the highest card takes it; the last trick is worth two points.
  const auto top = std::max_element(trick_.begin(), trick_.end(), [](const auto& a, const auto& b) {
    return a.second < b.second;
  });
  const int winner = top->first;
  const bool last_trick = hands_[winner].empty();
  round_points_[winner] += last_trick ? 2 : 1;
  played_.insert(played_.end(), trick_.begin(), trick_.end());
  trick_.clear();
  to_move_ = winner;
  if (!last_trick) return;

  // The round is over: score it, then end the match or deal the next round.
  RoundResult result;
  for (int seat = 0; seat < players_; ++seat) {
    totals_[seat] += round_points_[seat];
    result.scores.push_back(round_points_[seat]);
    result.totals.push_back(totals_[seat]);
  }
  rounds_.push_back(result);
  const int best = *std::max_element(totals_.begin(), totals_.begin() + players_);
  if (best >= kTarget) {
    for (int seat = 0; seat < players_; ++seat) {
      if (totals_[seat] == best) winners_.push_back(seat);
    }
    to_move_ = kNobody;
    return;
  }
  dealer_ = (dealer_ + 1) % players_;
  deal();
}

std::unique_ptr<Observation> ToyState::observation(int seat) const {
  auto observation = std::make_unique<ToyObservation>();
  observation->seat_ = seat;
  observation->players_ = players_;
  observation->dealer_ = dealer_;
  observation->to_move_ = to_move_;
  observation->hand_ = hands_[seat];
  observation->trick_ = trick_;
  observation->played_ = played_;
  observation->round_points_ = round_points_;
  observation->totals_ = totals_;
  observation->rounds_ = rounds_;
  return observation;
}

std::unique_ptr<GameState> new_toy_match(int players, std::uint64_t seed) {
  return std::make_unique<ToyState>(players, seed);
}

// [SECTION] The observation

std::string ToyObservation::to_string() const {
  // Appended piece by piece (GCC 12 warns falsely about long chains of string +).
  std::string text = "seat ";
  const auto number = [&text](int value) {
    text += ' ';
    text += std::to_string(value);
  };
  text += std::to_string(seat_);
  text += " of";
  number(players_);
  text += " dealer";
  number(dealer_);
  text += " to_move";
  number(to_move_);
  text += " hand";
  for (const int card : hand_) number(card);
  text += " | trick";
  for (const auto& [who, card] : trick_) {
    number(who);
    text += ':';
    text += std::to_string(card);
  }
  text += " | played";
  for (const auto& [who, card] : played_) {
    number(who);
    text += ':';
    text += std::to_string(card);
  }
  text += " | points";
  for (int seat = 0; seat < players_; ++seat) number(round_points_[seat]);
  text += " | totals";
  for (int seat = 0; seat < players_; ++seat) number(totals_[seat]);
  text += " | rounds";
  number(static_cast<int>(rounds_.size()));
  return text;
}

std::unique_ptr<GameState> ToyObservation::sample_state(Rng& rng) const {
  // Step 1. The unseen cards: the pack minus the own hand and every card played this round.
  std::vector<bool> seen(kCards + 1, false);
  for (const int card : hand_) seen[card] = true;
  for (const auto& [who, card] : trick_) seen[card] = true;
  for (const auto& [who, card] : played_) seen[card] = true;
  std::vector<int> unseen;
  for (int card = 1; card <= kCards; ++card) {
    if (!seen[card]) unseen.push_back(card);
  }
  shuffle(unseen, rng);

  // Step 2. The public part, and a fresh Rng: future deals are unknown.
  const std::uint64_t seed = (static_cast<std::uint64_t>(rng.next_u32()) << 32) | rng.next_u32();
  std::unique_ptr<ToyState> state(new ToyState(players_, seed, ToyState::NoDeal{}));
  state->dealer_ = dealer_;
  state->to_move_ = to_move_;
  state->trick_ = trick_;
  state->played_ = played_;
  state->round_points_ = round_points_;
  state->totals_ = totals_;
  state->rounds_ = rounds_;
  if (to_move_ == GameState::kNobody) {
    const int best = *std::max_element(totals_.begin(), totals_.begin() + players_);
    for (int seat = 0; seat < players_; ++seat) {
      if (totals_[seat] == best) state->winners_.push_back(seat);
    }
  }

  // Step 3. Every other hand gets as many unseen cards as it holds: three minus what it played.
  std::size_t next = 0;
  for (int seat = 0; seat < players_; ++seat) {
    if (seat == seat_) {
      state->hands_[seat] = hand_;
      continue;
    }
    int held = kHandSize;
    for (const auto& [who, card] : trick_) held -= who == seat ? 1 : 0;
    for (const auto& [who, card] : played_) held -= who == seat ? 1 : 0;
    if (to_move_ == GameState::kNobody) held = 0;
    for (int k = 0; k < held; ++k) state->hands_[seat].push_back(unseen[next++]);
    std::sort(state->hands_[seat].begin(), state->hands_[seat].end());
  }
  return state;
}

// [SECTION] The toy's Normal: lead low, win cheaply when you can, else throw the lowest card

namespace {

class ToyNormal final : public ai::Policy {
 public:
  Action choose(const Observation& observation, std::span<const Action> legal, Rng&) override {
    const auto& toy = dynamic_cast<const ToyObservation&>(observation);
    int to_beat = 0;
    for (const auto& [who, card] : toy.trick_) to_beat = std::max(to_beat, card);
    // Leading: the lowest card, keeping the high ones for the last trick, worth two.
    if (toy.trick_.empty()) return legal.front();
    // Following: the lowest card that wins, else the lowest card.
    for (const Action action : legal) {
      if (static_cast<int>(action.code) > to_beat) return action;
    }
    return legal.front();
  }
};

std::unique_ptr<ai::Policy> make_toy_normal() { return std::make_unique<ToyNormal>(); }

const ai::GameAi kToyAi = {
    "toy", {ai::ScoreDirection::kHigherIsBetter, 1.0, 0.5}, &make_toy_normal, nullptr, 300};

}  // namespace

const ai::GameAi& toy_game_ai() { return kToyAi; }

}  // namespace cardavia::toy
