// Cardavia — a recorded match, made ready to be watched (see match_replay.h).
#include "session/match_replay.h"

#include <algorithm>

#include "session/game_words.h"

namespace cardavia::session {

Result<ReplayScript> ReplayScript::of(const MatchRecord& record) {
  // Step 1. The record checked and replayed: its actions as codes.
  Result<std::unique_ptr<GameState>> replayed = replay_record(record);
  if (!replayed) return replayed.failure();
  ReplayScript script;
  script.record_ = record;
  script.actions_ = replayed.value()->history();
  script.over_ = replayed.value()->is_terminal();

  // Step 2. Played once more through a session, which keeps each move's record: the words the
  // table's log said, and the rounds' ends.
  std::unique_ptr<MatchSession> session = script.session_at(0);
  const GameWords* words = find_game_words(record.match.game);
  script.round_starts_.push_back(0);
  const auto open_round = [&](std::size_t step) {
    if (words) script.lines_.push_back(ReplayLine{step, -1, words->round_start(*session->observation())});
  };
  open_round(0);
  for (std::size_t i = 0; i < script.actions_.size(); ++i) {
    session->replay_apply(script.actions_[i]);  // legal: replay_record played it
    const MoveRecord& move = *session->last_move();
    if (words) script.lines_.push_back(ReplayLine{i + 1, move.seat, words->move(move).log});
    if (move.round_ended && !move.match_over) {
      script.round_starts_.push_back(i + 1);
      open_round(i + 1);
    }
  }

  // Step 3. The take-backs on the line played, from the last: one is on it when no later one went
  // further back.
  script.taken_back_.assign(script.actions_.size() + 1, 0);
  std::size_t lowest = script.actions_.size();
  for (auto back = record.undone.rbegin(); back != record.undone.rend(); ++back) {
    const auto at = static_cast<std::size_t>(back->at);
    if (at > lowest) continue;
    script.taken_back_[at] += back->actions.size();
    lowest = at;
  }
  return script;
}

std::size_t ReplayScript::round_of(std::size_t step) const {
  const auto after = std::upper_bound(round_starts_.begin(), round_starts_.end(), step);
  return static_cast<std::size_t>(after - round_starts_.begin()) - 1;
}

std::unique_ptr<MatchSession> ReplayScript::session_at(std::size_t step,
                                                       const MatchConfig& options) const {
  MatchRecord start = record_;
  start.match.actions.clear();
  Result<std::unique_ptr<MatchSession>> made = MatchSession::from_record(start, options);
  std::unique_ptr<MatchSession> session = std::move(made).value();  // the record replayed once
  for (std::size_t i = 0; i < std::min(step, actions_.size()); ++i) session->replay_apply(actions_[i]);
  return session;
}

}  // namespace cardavia::session
