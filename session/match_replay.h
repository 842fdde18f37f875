// Cardavia — a recorded match, made ready to be watched (the replay viewer, app/table/replay.h):
// its actions as the engine's codes, every move in words as the person at the table was told it
// (the same words as the table's log: session/game_words.h), and where each round begins.
//
//   ReplayScript::of(record)      the record checked and replayed once, or what is wrong with it
//   script.session_at(step, opt)  a session of the match after `step` actions, ready to step on
//   session.replay_apply(script.actions()[step])   … the next move, shown like any move
//
// Steps count actions: step 0 is the deal, before the first action; step N is the table after N
// actions (a replay link's `&step=N`); steps() is the record's last.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "core/match_record.h"
#include "core/result.h"
#include "session/match_session.h"
#include "session/phrase.h"

namespace cardavia::session {

// One line of the move list.
struct ReplayLine {
  std::size_t step = 0;  // the step the line shows: after its move, or a round's first step
  int seat = -1;         // who moved; -1 for the line that opens a round
  Phrase words;
};

class ReplayScript {
 public:
  // The record replayed once (refused as replay_record refuses it, with the bad action's index).
  static Result<ReplayScript> of(const MatchRecord& record);

  const MatchRecord& record() const { return record_; }
  const std::vector<Action>& actions() const { return actions_; }
  std::size_t steps() const { return actions_.size(); }
  bool over() const { return over_; }  // the record's match is finished
  // A line per round's start, then one per move, in the order played.
  const std::vector<ReplayLine>& lines() const { return lines_; }
  // The step each round begins at: [0] = 0, then the step after each round's last move (a match
  // that ends with a round has no step after it).
  const std::vector<std::size_t>& round_starts() const { return round_starts_; }
  // The round a step belongs to (0-based): the last round that began at or before it.
  std::size_t round_of(std::size_t step) const;
  // How many actions the person took back (the record's `undone`) where the table stood at
  // `step`, before the move played from there: only take-backs whose position is on the line of
  // moves played (a later one that went further back replaced it). 0 for none.
  std::size_t taken_back_at(std::size_t step) const {
    return step < taken_back_.size() ? taken_back_[step] : 0;
  }

  // A session of the record's match after `step` actions (clamped to steps()); `options` gives
  // the clock and Hard's iterations, as for MatchSession::from_record.
  std::unique_ptr<MatchSession> session_at(std::size_t step, const MatchConfig& options = {}) const;

 private:
  MatchRecord record_;
  std::vector<Action> actions_;
  bool over_ = false;
  std::vector<ReplayLine> lines_;
  std::vector<std::size_t> round_starts_;
  std::vector<std::size_t> taken_back_;  // by step (taken_back_at)
};

}  // namespace cardavia::session
