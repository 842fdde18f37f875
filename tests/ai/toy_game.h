// Tiny Tricks: a toy game with hidden hands, only for testing the AI framework on its own (before
// the real engines land, and alongside them, where its small size makes properties easy to check).
//
// 2 or 3 players; a pack of twelve cards 1…12. Each round the dealer shuffles (the state's Rng) and
// deals three hidden cards to each player, starting after the dealer. Three tricks: the player
// after the dealer leads the first, each player in turn plays any card, the highest card wins the
// trick and its winner leads the next. Tricks 1 and 2 are worth 1 point, trick 3 is worth 2 (so
// holding a high card back can pay). After a round in which somebody's total reaches 6 the match
// ends; the highest total wins, ties share. Action code = the card's number; notation "play N".
#pragma once

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ai/game_ai.h"
#include "core/game_state.h"
#include "core/rng.h"

namespace cardavia::toy {

inline constexpr int kCards = 12;
inline constexpr int kHandSize = 3;
inline constexpr int kTarget = 6;

class ToyState;

class ToyObservation final : public Observation {
 public:
  int seat() const override { return seat_; }
  std::string to_string() const override;
  std::unique_ptr<GameState> sample_state(Rng& rng) const override;
  std::unique_ptr<Observation> clone() const override {
    return std::make_unique<ToyObservation>(*this);
  }

  // What the seat sees: its own hand, and everything played in the open.
  int seat_ = 0;
  int players_ = 2;
  int dealer_ = 0;
  int to_move_ = 0;
  std::vector<int> hand_;
  std::vector<std::pair<int, int>> trick_;   // (seat, card) of the trick in progress
  std::vector<std::pair<int, int>> played_;  // (seat, card) of the round's finished tricks
  std::array<int, 3> round_points_{};
  std::array<int, 3> totals_{};
  std::vector<RoundResult> rounds_;
};

class ToyState final : public GameState {
 public:
  ToyState(int players, std::uint64_t seed);  // deals the first round

  std::string_view game_name() const override { return "toy"; }
  int num_players() const override { return players_; }
  int current_player() const override { return to_move_; }
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action action) const override;
  Result<Action> parse_action(std::string_view text) const override;
  std::unique_ptr<GameState> clone() const override { return std::make_unique<ToyState>(*this); }
  std::unique_ptr<Observation> observation(int seat) const override;
  // No table draws the toy game, so nothing turns it face up: its open view is its plain one.
  std::unique_ptr<Observation> open_observation(int seat) const override { return observation(seat); }
  int dealer() const override { return dealer_; }
  const std::vector<RoundResult>& rounds() const override { return rounds_; }
  std::vector<int> winners() const override { return winners_; }

  const std::vector<int>& hand(int seat) const { return hands_[seat]; }

 protected:
  void do_apply(Action action) override;

 private:
  friend class ToyObservation;
  struct NoDeal {};
  ToyState(int players, std::uint64_t seed, NoDeal) : players_(players), rng_(seed) {}
  void deal();

  int players_;
  Rng rng_;
  int dealer_ = 0;
  int to_move_ = 0;
  std::array<std::vector<int>, 3> hands_;
  std::vector<std::pair<int, int>> trick_;
  std::vector<std::pair<int, int>> played_;
  std::array<int, 3> round_points_{};
  std::array<int, 3> totals_{};
  std::vector<RoundResult> rounds_;
  std::vector<int> winners_;
};

std::unique_ptr<GameState> new_toy_match(int players, std::uint64_t seed);

// The toy's AI entry: a plain greedy Normal ("win cheaply when you can, else throw your lowest"),
// the generic Easy and Hard.
const ai::GameAi& toy_game_ai();

}  // namespace cardavia::toy
