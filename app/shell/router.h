// Cardavia — the shell's router: which of the shell's screens shows (app/table/screen_id.h), the
// one place that changes it, and the flow data a screen needs (the match waiting on the question,
// the tile whose "coming soon" note shows). It draws nothing and knows no match: the units that
// act (app/shell/match_life.h, the screens) tell it where to go.
//
// The transitions are a table in code (app/shell/router_transitions.h): go(), settle() and ask()
// refuse a change that is not a row of it and change nothing. In words:
//   Start: a playable tile or #<game> → NewMatch; start:language → Language (a pick or Close:
//   Start); start:daily → Daily (Back: home); start:stats or #stats → Stats (Back: settle).
//   NewMatch: Back (not embedded) → Start. Play: Leave (☰) → home; the match-end sheet's
//   btn:stats → Stats. From anywhere: a match opens → Play; a new match over another one saved →
//   Question (ask:continue, ask:new → Play; when nothing could open: settle); a record opened to
//   read or btn:review → Replay (Close: settle); #cards → Cards.
// home: Start, or embedded NewMatch (a host's frame is one game: its sheet stands for the
// chooser). settle: Play when a match is at the table, else home.
#pragma once

#include <memory>
#include <string>

#include "app/act.h"
#include "app/table/screen_id.h"
#include "session/match_session.h"

namespace cardavia::app {

class Router;

// The act of a target that only changes the screen (start:daily, start:stats, start:language,
// daily:back, the sheet's Back, the picker's Close): one function type for all of them — each
// lambda type of its own costs the web build its own code (app/act.h, docs/size.md).
Act go_to(Router& router, ScreenId screen);

class Router {
 public:
  // The shell's screen: Start, Cards, Language, NewMatch, Question, Play or Replay (while it is
  // Play the match table says which of its sheets shows).
  ScreenId at() const { return at_; }
  // To `screen`, if the transitions allow it from here (true); else false, and nothing changes.
  bool go(ScreenId screen);
  // Embedded (a host's frame): home is the new-match sheet, and it is where the router starts.
  void set_embedded(bool embedded);
  bool embedded() const { return embedded_; }
  ScreenId home() const { return embedded_ ? ScreenId::NewMatch : ScreenId::Start; }
  // After an overlay (the question, the viewer) closes: the match if one is at the table.
  bool settle(bool match_at_table) { return go(match_at_table ? ScreenId::Play : home()); }
  // How many times the screen changed: the targets of a frame drawn before a change are stale.
  unsigned changes() const { return changes_; }

  // [SECTION] The question: a new match waits while the person chooses (false, and the match is
  // dropped, where the transitions refuse the question)
  bool ask(std::unique_ptr<session::MatchSession> match);
  const session::MatchSession* asking() const { return pending_.get(); }
  std::unique_ptr<session::MatchSession> take_asked() { return std::move(pending_); }

  // [SECTION] The statistics' question: reset this game's? ("" when not asked)
  void confirm_reset(std::string game) { confirming_ = std::move(game); }
  const std::string& confirming_reset() const { return confirming_; }

  // [SECTION] The start screen's tile without a table: its "coming soon" note
  const std::string& noted_tile() const { return noted_tile_; }
  void toggle_note(const std::string& game) { noted_tile_ = noted_tile_ == game ? "" : game; }

 private:
  ScreenId at_ = ScreenId::Start;
  bool embedded_ = false;
  unsigned changes_ = 0;
  std::unique_ptr<session::MatchSession> pending_;  // the match the question holds
  std::string noted_tile_;
  std::string confirming_;  // the game whose statistics the question would reset
};

}  // namespace cardavia::app
