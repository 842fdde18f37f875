// High Card: a toy fourth game that exists only in tests/, to prove that a game is added to
// Cardavia by its own files and one registration line per layer (docs/table.md, "Adding a game"):
//
//   layer     this test's file         its one line
//   core      high_card.cpp            CARDAVIA_REGISTER_GAME(kHighCardGame);
//   ai        high_card_session.cpp    CARDAVIA_REGISTER_GAME_AI(kHighCardAi);
//   session   high_card_session.cpp    CARDAVIA_REGISTER_GAME_WORDS(kHighCardWords);
//   app       high_card_view.cpp       CARDAVIA_REGISTER_TABLE_GAME(kHighCardTable);
//
//   pack      star_pack.h              its own cards, numbered and drawn by star_pack_table.cpp:
//                                      CARDAVIA_REGISTER_PACK(kStarPackEntry);
//   words     high_card_texts.cpp      its texts in English and Ukrainian:
//                                      CARDAVIA_REGISTER_TEXTS(kHighCardEnglish); …
//
// The rules. 2 to 4 players, the Star pack (star_pack.h: 1 to 8, suns and moons), three rounds.
// Each round the pack is shuffled (the match's Rng) and each player, starting after the dealer,
// turns the top card of their own pile: one action, "turn". When everybody has turned, the highest
// number wins the round's point; equal highest numbers (a sun and a moon) each take one. The deal passes left. After the third round the match
// ends: the most points win, ties share.
//
// What a seat knows: the cards turned so far (its own included), never a card still face down.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/match_setup.h"
#include "core/result.h"
#include "star_pack.h"

namespace cardavia::high_card {

inline constexpr const char* kName = "highcard";
inline constexpr int kRounds = 3;
inline constexpr Action kTurn{0};

class HighCardState;

class HighCardObservation final : public Observation {
 public:
  int seat() const override { return seat_; }
  std::string to_string() const override;
  std::unique_ptr<GameState> sample_state(Rng& rng) const override;
  std::unique_ptr<Observation> clone() const override {
    return std::make_unique<HighCardObservation>(*this);
  }

  int seat_ = 0;
  int players_ = 2;
  int dealer_ = 0;
  int to_move_ = 0;
  std::uint64_t seed_ = 0;
  // Each seat's card of this round: known once turned (or with every hand open).
  std::vector<std::optional<StarCard>> cards_;
  std::vector<int> totals_;
  std::vector<RoundResult> rounds_;
};

class HighCardState final : public GameState {
 public:
  // Deals the first round; `start_points` (one per seat) are points won before it.
  HighCardState(int players, int dealer, std::uint64_t seed, std::vector<int> start_points);

  std::string_view game_name() const override { return kName; }
  int num_players() const override { return players_; }
  int current_player() const override { return to_move_; }
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action action) const override;
  Result<Action> parse_action(std::string_view text) const override;
  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<HighCardState>(*this);
  }
  std::unique_ptr<Observation> observation(int seat) const override;
  std::unique_ptr<Observation> open_observation(int seat) const override;
  int dealer() const override { return dealer_; }
  const std::vector<RoundResult>& rounds() const override { return rounds_; }
  std::vector<int> winners() const override;

  // The card `seat` holds this round (turned or not): for the session's words of a move.
  StarCard card(int seat) const { return cards_[static_cast<std::size_t>(seat)]; }

 protected:
  void do_apply(Action action) override;

 private:
  friend class HighCardObservation;
  HighCardState() = default;
  void deal();
  int first_to_turn() const { return (dealer_ + 1) % players_; }

  int players_ = 2;
  int dealer_ = 0;
  int to_move_ = 0;
  std::uint64_t seed_ = 0;
  std::vector<StarCard> cards_;  // each seat's card of this round
  int turned_ = 0;                   // how many seats have turned this round
  std::vector<int> totals_;
  std::vector<RoundResult> rounds_;
};

Result<std::unique_ptr<GameState>> new_high_card_match(const MatchSetup& setup);

}  // namespace cardavia::high_card
