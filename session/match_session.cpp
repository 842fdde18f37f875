// Cardavia — a match in progress (see match_session.h).
#include "session/match_session.h"

#include <algorithm>

#include "core/fairness.h"
#include "core/game_registry.h"
#include "core/scenario.h"

namespace cardavia::session {

int round_number(std::size_t rounds_completed, bool round_ended) {
  return static_cast<int>(rounds_completed) + (round_ended ? 0 : 1);
}

MatchSession::MatchSession(const MatchConfig& config) : config_(config) {
  // No game named: the first registered (core's order), as a new visit's table opens it.
  if (config_.game.empty() && !all_games().empty()) config_.game = all_games().front().name;
  const GameInfo* game = find_game(config_.game);
  if (game == nullptr) {
    error_ = "unknown game: " + config_.game;
    return;
  }
  if (config.players < game->min_players || config.players > game->max_players ||
      config.human_seat < 0 || config.human_seat >= config.players) {
    error_ = "bad seats for " + config_.game;
    return;
  }
  MatchRecord seats;  // who sits where, checked as a record's are (core/match_record.h)
  seats.match.setup.players = config.players;
  seats.human_seat = config.human_seat;
  seats.people = config.people;
  if (seats_problem(seats) ||
      (!config.levels.empty() && config.levels.size() != static_cast<std::size_t>(config.players))) {
    error_ = "bad seats for " + config_.game;
    return;
  }
  if (!config.salt.empty() && !is_salt(config.salt)) {
    error_ = "bad salt for " + config_.game;
    return;
  }
  if (!config.salt.empty() && config_.commit.empty()) {
    config_.commit = fairness_commit(config_.game, config.players, config.seed, config.salt);
  }
  viewer_ = config.human_seat;
  setup_.players = config.players;
  setup_.seed = config.seed;
  Result<std::unique_ptr<GameState>> made = game->new_match(setup_);
  if (!made) {
    error_ = made.error();
    return;
  }
  state_ = std::move(made).value();
}

MatchSession::MatchSession(const MatchConfig& config, MatchSetup setup,
                           std::unique_ptr<GameState> state)
    : config_(config), setup_(std::move(setup)), state_(std::move(state)),
      viewer_(config.human_seat) {}

bool MatchSession::seat_is_human(int seat) const {
  if (config_.people.empty()) return seat == config_.human_seat;
  return std::any_of(config_.people.begin(), config_.people.end(),
                     [seat](const Person& person) { return person.seat == seat; });
}

bool MatchSession::set_viewer(int seat) {
  if (!seat_is_human(seat)) return false;
  if (seat != viewer_) last_move_.reset();
  viewer_ = seat;
  return true;
}

std::string MatchSession::person_name(int seat) const {
  for (const Person& person : config_.people) {
    if (person.seat == seat) return person.name;
  }
  return {};
}

ai::Level MatchSession::level_of(int seat) const {
  if (config_.levels.empty() || seat < 0 || seat >= config_.players) return config_.level;
  return config_.levels[static_cast<std::size_t>(seat)];
}

Result<std::unique_ptr<MatchSession>> MatchSession::from_record(const MatchRecord& record,
                                                                const MatchConfig& options) {
  Result<std::unique_ptr<GameState>> replayed = replay_record(record);
  if (!replayed) return replayed.failure();
  MatchConfig config = options;
  config.game = record.match.game;
  config.players = record.match.setup.players;
  config.seed = record.match.setup.seed;
  config.human_seat = record.human_seat.value_or(0);
  config.level = ai::Level::kNormal;
  if (record.level) config.level = ai::parse_level(*record.level).value_or(ai::Level::kNormal);
  config.created = record.created;
  config.daily = record.daily;
  config.salt = record.salt;
  config.commit = record.commit.empty() ? fairness_commit(record) : record.commit;
  config.counts = options.counts && record.counts;
  config.people = record.people;
  config.hints = record.hints;
  config.levels.clear();
  for (const std::string& level : record.levels) {
    // A person's entry ("") is never read: any level holds its place.
    config.levels.push_back(ai::parse_level(level).value_or(config.level));
  }
  std::unique_ptr<MatchSession> session(
      new MatchSession(config, record.match.setup, std::move(replayed).value()));
  session->hints_asked_ = record.hints_asked;
  session->undone_ = record.undone;
  // Replayed once more, move by move: where the person decided in this round (take_back).
  session->replay_first(session->history().size());
  return session;
}

MatchRecord MatchSession::record() const {
  MatchRecord out;
  out.match.game = config_.game;
  out.match.setup = setup_;
  out.match.actions = notate_history(out.match, history());
  out.human_seat = config_.human_seat;
  const std::string_view level = ai::level_name(config_.level);
  if (std::find(kRecordLevels.begin(), kRecordLevels.end(), level) != kRecordLevels.end()) {
    out.level = std::string(level);
  }
  out.people = config_.people;
  for (int seat = 0; seat < static_cast<int>(config_.levels.size()); ++seat) {
    out.levels.push_back(seat_is_human(seat) ? std::string()
                                             : std::string(ai::level_name(level_of(seat))));
  }
  out.created = config_.created;
  out.daily = config_.daily;
  out.salt = config_.salt;
  out.commit = config_.commit;
  out.hints = config_.hints;
  out.hints_asked = hints_asked_;
  out.undone = undone_;
  return out;
}

void MatchSession::note_hint() {
  const int at = static_cast<int>(history().size());
  if (hints_asked_.empty() || hints_asked_.back() < at) hints_asked_.push_back(at);
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

bool MatchSession::thinking_now() const {
  return bot_ != nullptr && thinking_seat_ == to_move() && thinking_at_ == history().size();
}

void MatchSession::bot_think(ai::Budget slice) {
  if (!bot_to_move()) return;
  // Step 1. A new decision: the seat changed, or the same seat moves again (Cabo: draw, then
  // what to do with the card). Its bot is made afresh from the record alone (match_session.h).
  if (!thinking_now()) {
    const int seat = to_move();
    ai::BotOptions options;
    options.clock = config_.clock;
    options.hard_iterations = config_.hard_iterations;
    bot_ = ai::make_bot(config_.game, level_of(seat),
                        ai::decision_seed(config_.seed, seat, history().size()), options);
    bot_->start(*state_->observation(seat));
    thinking_seat_ = seat;
    thinking_at_ = history().size();
  }
  // Step 2. One slice.
  if (!bot_->done()) bot_->think(slice);
}

bool MatchSession::bot_ready() const { return bot_to_move() && thinking_now() && bot_->done(); }

Action MatchSession::bot_apply() {
  const Action action = bot_->best();
  apply_and_record(action);
  bot_.reset();
  thinking_seat_ = -1;
  return action;
}

bool MatchSession::replay_apply(Action action) {
  if (over() || !state_->is_legal(action)) return false;
  bot_.reset();
  thinking_seat_ = -1;
  apply_and_record(action);
  return true;
}

void MatchSession::apply_and_record(Action action) {
  last_move_ = apply_recorded(*state_, action, viewer_);
  note_decision(last_move_->index, last_move_->seat, last_move_->round_ended);
}

void MatchSession::note_decision(std::size_t at, int seat, bool round_ended) {
  if (round_ended) {
    decisions_.clear();  // a finished round is never taken back into
  } else if (seat == viewer_) {
    decisions_.push_back(at);
  }
}

// [SECTION] Take-backs

bool MatchSession::can_take_back() const {
  return config_.daily.empty() && !pass_and_play() && !over() && !decisions_.empty();
}

bool MatchSession::take_back() {
  if (!can_take_back()) return false;
  // Step 1. What goes: the last decision and everything after it, as the record will say it.
  const std::size_t keep = decisions_.back();
  MatchRecord now = record();
  undone_.push_back(TakeBack{
      static_cast<int>(keep),
      std::vector<std::string>(now.match.actions.begin() + static_cast<std::ptrdiff_t>(keep),
                               now.match.actions.end())});
  // Step 2. The hints shown after the position: for moves that are no longer played.
  while (!hints_asked_.empty() && hints_asked_.back() > static_cast<int>(keep)) hints_asked_.pop_back();
  // Step 3. The match rebuilt to the position; the computer's decision in progress dropped.
  replay_first(keep);
  return true;
}

void MatchSession::replay_first(std::size_t keep) {
  const std::vector<Action> played = history();
  state_ = find_game(config_.game)->new_match(setup_).value();
  decisions_.clear();
  last_move_.reset();
  bot_.reset();
  thinking_seat_ = -1;
  for (std::size_t i = 0; i < keep && i < played.size(); ++i) {
    // Only the last move's record is kept: the others are played plainly.
    if (i + 1 == keep) {
      apply_and_record(played[i]);
      continue;
    }
    const int seat = state_->current_player();
    const std::size_t rounds = state_->rounds().size();
    state_->apply(played[i]);
    note_decision(i, seat, state_->rounds().size() > rounds);
  }
}

}  // namespace cardavia::session
