// Cardavia — a match's life in the shell: it begins (Start, Continue, a deal link, a save, a
// host's command, Play again), it is at the table, it is left; and a record read in the replay
// viewer. It owns the session, the match table around it and the viewer, and makes every new
// deal's seed (one SeedSource: the platform's CSPRNG unless a test injects one, never the clock).
//
//   offer        a match about to begin: at once, or — when its game's autosave slot holds
//                another unfinished match — after the question (the router holds it, Question);
//                an open viewer closes (the match to play replaces it)
//   open         the match goes to the table (the one before it leaves): the router's Play
//   resume       a game's autosaved match (Continue, ask:continue)
//   tick         the table's outcome acted on: Leave ends the match (home), Play again offers the
//                next one (same choices, the next seed), Statistics opens them (Stats); a
//                closed viewer closes (settle)
//   open_replay  a record at a step in the viewer (Replay); a match at the table stays under it
//   review       the viewer in review mode (the match-end sheet's btn:review, a review link): the
//                review (session/match_review.h) is kept here while the match is the same, so a
//                viewer closed and opened again on it resumes it where it was
// It reads the autosave slots (app/shell/persistence.h) and moves the router (app/shell/router.h);
// it draws nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <string>

#include "app/seed_source.h"
#include "app/shell/persistence.h"
#include "app/shell/router.h"
#include "app/table/match_table.h"
#include "app/table/new_match.h"
#include "app/table/replay.h"
#include "app/table/settings.h"
#include "session/match_replay.h"
#include "session/match_review.h"
#include "session/match_session.h"

namespace cardavia::app {

class MatchLife {
 public:
  MatchLife(Router& router, Persistence& persistence, table::Settings& settings)
      : router_(router), persistence_(persistence), settings_(settings) {}

  // [SECTION] New matches
  std::uint64_t fresh_seed() const { return seed_source_(); }
  void set_seed_source(SeedSource source) { seed_source_ = source; }
  // The session a new match of the sheet's choices would have (seed: the typed one or `fresh`).
  session::MatchConfig config_for(const table::NewMatch& choices, std::uint64_t fresh) const;
  // What sessions made from records are given (the clock their thinking is timed by).
  static session::MatchConfig session_options();
  // False (nothing changes) for a session that is not ok() or a game without a table.
  bool offer(std::unique_ptr<session::MatchSession> session);
  bool open(std::unique_ptr<session::MatchSession> session);
  bool resume(const std::string& game);
  void leave();
  // Take-backs are offered at the tables opened from now on (btn:undo; the address's `undo`).
  void set_take_backs(bool on) { take_backs_ = on; }
  // Told of each match that opens (the embed bridge's `match-start`).
  void on_open(std::function<void(const session::MatchSession&)> listener) {
    on_open_ = std::move(listener);
  }

  // [SECTION] The viewer
  void open_replay(session::ReplayScript script, std::size_t step, const table::GameEntry& game);
  void close_replay();
  // The open viewer turned to review mode; false (nothing changes) without one.
  bool review_replay();

  // [SECTION] Each frame
  void tick();
  bool wants_frames() const {
    return replay_ ? replay_->wants_frames() : table_ && table_->wants_frames();
  }
  double wake_at() const {
    if (replay_) return replay_->wake_at();
    return table_ ? table_->wake_at() : std::numeric_limits<double>::infinity();
  }
  // How many times what the table shows changed (a match opened or left, the viewer): the
  // targets of a frame drawn before a change are stale.
  unsigned changes() const { return changes_; }

  const session::MatchSession* match() const { return session_.get(); }
  table::MatchTable* table() const { return table_.get(); }
  table::ReplayViewer* replay() const { return replay_.get(); }

 private:
  Router& router_;
  Persistence& persistence_;
  table::Settings& settings_;
  SeedSource seed_source_ = platform_seed;
  std::unique_ptr<session::MatchSession> session_;  // the match at the table, if any
  std::unique_ptr<table::MatchTable> table_;        // … and its table
  std::unique_ptr<table::ReplayViewer> replay_;     // the viewer, over everything while open
  // The last review asked for, kept while the match is the same (the viewer borrows it).
  std::unique_ptr<session::MatchReview> review_;
  std::function<void(const session::MatchSession&)> on_open_;
  unsigned changes_ = 0;
  bool take_backs_ = true;  // set_take_backs
};

}  // namespace cardavia::app
