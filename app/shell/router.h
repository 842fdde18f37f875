// Cardavia — the shell's router: which of the shell's screens shows (app/table/screen_id.h), the
// one place that changes it, and the flow data a screen needs (the match waiting on the question,
// the tile whose "coming soon" note shows). It draws nothing and knows no match: the units that
// act (app/shell/match_life.h, the screens) tell it where to go.
//
// The transitions (every other change of screen is a bug):
//   from        on                                      to
//   Start       a playable tile, #<game>                NewMatch (its game chosen)
//   Start       start:language                          Language; a pick or Close: Start
//   NewMatch    Back (not embedded)                     Start
//   any         #cards                                  Cards
//   any         a match opens (Start, Continue, a       Play
//               deal link, a save, a host's command)
//   any         a new match over another one saved      Question (holding the new match)
//   Question    ask:continue, ask:new                   Play; when nothing could open: settle
//   Play        Leave (☰)                               home
//   any         a record opened to read                 Replay
//   Replay      Close                                   settle
//   Start       start:stats                             Stats; stats:back: settle
//   Start       start:daily                             Daily; daily:back: home; daily:<game>: the
//                                                       day's match opens (Play, or Question)
//   MatchEnd    btn:stats (the match-end sheet)         Stats; stats:back: settle (the sheet again)
//   MatchEnd    btn:review (the match-end sheet, also   Replay in review mode (the viewer reports
//               the viewer's), a `#r=…&review=1` link   `review`); Close: settle, the sheet again
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
  void go(ScreenId screen);
  // Embedded (a host's frame): home is the new-match sheet, and it is where the router starts.
  void set_embedded(bool embedded);
  bool embedded() const { return embedded_; }
  ScreenId home() const { return embedded_ ? ScreenId::NewMatch : ScreenId::Start; }
  // After an overlay (the question, the viewer) closes: the match if one is at the table.
  void settle(bool match_at_table) { go(match_at_table ? ScreenId::Play : home()); }
  // How many times the screen changed: the targets of a frame drawn before a change are stale.
  unsigned changes() const { return changes_; }

  // [SECTION] The question: a new match waits while the person chooses
  void ask(std::unique_ptr<session::MatchSession> match);
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
