// Cardavia — a match in progress: the game, who sits where (the human or a computer level), and
// the action history. Platform-free (no ImGui, no SDL, no clock of its own), so the browser table
// and the native tests drive the very same object.
//
//   MatchSession s(config);          deals round 1 from the seed
//   s.seat_is_human(s.to_move())     the table asks the human …
//   s.apply(action)                  … and applies a legal action (anything else is refused)
//   s.bot_start(); s.bot_think(b)    … or lets the computer think in slices,
//   s.bot_ready(); s.bot_apply()     … and applies its move once it is ready.
//
// The session never shows a card: the table reads the human seat's Observation (observation())
// for hands, piles and totals, the rounds and winners below, and the record of each applied move
// (last_move(), session/move_record.h) for what the move showed — never state(), which is for
// tests and the session's own words (session/game_words.h). The history is the state's own
// (GameState::history), so (game, players, seed, actions) replays the match.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/game_state.h"
#include "session/move_record.h"

namespace cardavia::session {

struct SeatConfig {
  bool human = false;
  ai::Level level = ai::Level::kNormal;
};

struct MatchConfig {
  std::string game = "cabo";
  int players = 3;
  std::uint64_t seed = 1;
  int human_seat = 0;                   // the other seats are computers of `level`
  ai::Level level = ai::Level::kNormal;
  ai::MicrosecondClock clock;           // for Hard's time cap and time-sliced thinking (optional)
  std::int64_t hard_time_cap_us = 0;    // 0: Hard thinks its full iteration budget
};

class MatchSession {
 public:
  // An unknown game or a bad player count leaves ok() false and error() saying why.
  explicit MatchSession(const MatchConfig& config);

  bool ok() const { return state_ != nullptr; }
  const std::string& error() const { return error_; }
  const MatchConfig& config() const { return config_; }

  // [SECTION] Reading
  const GameState& state() const { return *state_; }
  int players() const { return config_.players; }
  int human_seat() const { return config_.human_seat; }
  bool seat_is_human(int seat) const { return seat == config_.human_seat; }
  int to_move() const { return state_->current_player(); }
  bool over() const { return state_->is_terminal(); }
  bool human_to_move() const { return !over() && seat_is_human(to_move()); }
  // What the human may know: the only source of hidden cards for the table.
  std::unique_ptr<Observation> observation() const {
    return state_->observation(config_.human_seat);
  }
  // The human's legal actions (empty when a computer is to move).
  std::vector<Action> human_legal() const;
  const std::vector<Action>& history() const { return state_->history(); }
  // Public facts of the match (every seat sees them).
  const std::vector<RoundResult>& rounds() const { return state_->rounds(); }
  std::vector<int> winners() const { return state_->winners(); }
  // The last move applied through apply() or bot_apply(), as the human may know it; nullptr
  // before the first.
  const MoveRecord* last_move() const { return last_move_ ? &*last_move_ : nullptr; }

  // [SECTION] Playing
  // Applies the human's action; false (nothing changes) when it is not the human's legal move.
  bool apply(Action action);

  // The computer to move: starts its decision (once per move), thinks in slices, applies.
  bool bot_to_move() const { return !over() && !seat_is_human(to_move()); }
  void bot_think(ai::Budget slice);  // starts the decision on the first call
  bool bot_ready() const;
  // Applies the bot's chosen action and returns it (precondition: bot_ready()).
  Action bot_apply();

 private:
  void apply_and_record(Action action);  // applies, and keeps the move's record in last_move_

  MatchConfig config_;
  std::string error_;
  std::unique_ptr<GameState> state_;
  std::vector<std::unique_ptr<ai::Bot>> bots_;  // per seat; null for the human
  int thinking_seat_ = -1;                      // the seat whose decision has started
  std::size_t thinking_at_ = 0;                 // history size when it started
  std::optional<MoveRecord> last_move_;
};

}  // namespace cardavia::session
