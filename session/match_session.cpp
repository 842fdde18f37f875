// Cardavia — a match in progress (see match_session.h).
#include "session/match_session.h"

#include <algorithm>

#include "core/game_registry.h"
#include "core/match_setup.h"

namespace cardavia::session {

MatchSession::MatchSession(const MatchConfig& config) : config_(config) {
  const GameInfo* game = find_game(config.game);
  if (game == nullptr) {
    error_ = "unknown game: " + config.game;
    return;
  }
  if (config.players < game->min_players || config.players > game->max_players ||
      config.human_seat < 0 || config.human_seat >= config.players) {
    error_ = "bad seats for " + config.game;
    return;
  }
  MatchSetup setup;
  setup.players = config.players;
  setup.seed = config.seed;
  Result<std::unique_ptr<GameState>> made = game->new_match(setup);
  if (!made) {
    error_ = made.error();
    return;
  }
  state_ = std::move(made).value();
  ai::BotOptions options;
  options.clock = config.clock;
  options.hard_time_cap_us = config.clock ? config.hard_time_cap_us : 0;
  for (int seat = 0; seat < config.players; ++seat) {
    if (seat_is_human(seat)) {
      bots_.push_back(nullptr);
      continue;
    }
    // Each computer its own stream of choices, fixed by the match seed.
    const std::uint64_t bot_seed = config.seed * 1000003u + static_cast<std::uint64_t>(seat) + 1;
    bots_.push_back(ai::make_bot(config.game, config.level, bot_seed, options));
  }
}

std::vector<Action> MatchSession::human_legal() const {
  if (!human_to_move()) return {};
  return state_->legal_actions();
}

bool MatchSession::apply(Action action) {
  if (!human_to_move() || !state_->is_legal(action)) return false;
  apply_and_record(action);
  return true;
}

void MatchSession::bot_think(ai::Budget slice) {
  if (!bot_to_move()) return;
  const int seat = to_move();
  ai::Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  // Step 1. A new decision: the seat changed, or the same seat moves again (Cabo: draw, then
  // what to do with the card).
  if (thinking_seat_ != seat || thinking_at_ != history().size()) {
    bot.start(*state_->observation(seat));
    thinking_seat_ = seat;
    thinking_at_ = history().size();
  }
  // Step 2. One slice.
  if (!bot.done()) bot.think(slice);
}

bool MatchSession::bot_ready() const {
  if (!bot_to_move()) return false;
  const int seat = to_move();
  return thinking_seat_ == seat && thinking_at_ == history().size() &&
         bots_[static_cast<std::size_t>(seat)]->done();
}

Action MatchSession::bot_apply() {
  const Action action = bots_[static_cast<std::size_t>(to_move())]->best();
  apply_and_record(action);
  thinking_seat_ = -1;
  return action;
}

void MatchSession::apply_and_record(Action action) {
  const int seat = to_move();
  const std::unique_ptr<GameState> before = state_->clone();
  state_->apply(action);
  last_move_ = record_move(*before, *state_, seat, action, config_.human_seat);
}

}  // namespace cardavia::session
