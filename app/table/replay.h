// Cardavia — the replay viewer: a recorded match watched on the match table, move by move
// (links-and-saves.md: a `#r=` link, any finished match; the rules pages' worked examples).
//
// It drives the framework, not a game: a session of the record at the step shown
// (session/match_replay.h) and a MatchTable around it in replay mode (match_table.h) with the
// game's own view — so every game with a table replays as it plays, and shows what the person at
// the table saw: the human seat's observation, the cards each move showed them, the memory aid as
// set. A finished match, or a record written to be read open (`view: "open"`), can be turned face
// up (every hand shown: the open observation); a record written open starts face up.
//
//   step        what the table shows
//   0           the deal, before the first action
//   N           the table after N actions (a replay link's `&step=N`); N = steps(): the end, with
//               the match's end sheet when the match is over
//
// Stepping forward plays the next move on the table as it was played (its flights, its words on
// the prompt line, the round's end sheet when it ends a round); any other move (back, a round, a
// tap in the move list) rebuilds the table at that step at once. Autoplay steps forward at the
// pace of the speed setting, waiting on the round-end sheet as the person did.
//
// [SECTION] Target ids (docs/table.md lists them with the shared ones)
//   replay:round_back   to the start of this round, or of the one before
//   replay:back         one move back
//   replay:play         autoplay on (from the start again at the end); replay:pause  … off
//   replay:next         one move forward, played
//   replay:round_next   to the start of the next round (the end after the last)
//   replay:face_up      every hand face up / as the person saw it (when can_face_up())
//   replay:moves        the move list, when the screen has no room for it (in review mode:
//                       a phone's log holds the review's panel, the list has its sheet) beside the table
//   replay:moves_close  … closes it
//   replay:round:K      the move list's line opening round K (1-based): that round's start
//   replay:move:N       the move list's line of move N (1-based): the table after it; its words
//                       end with how many moves the person took back before it, if any
//   review:mark:<i>     review mode: the i-th mark (0-based, in the match's order): the table at
//                       the step before that decision, the mark's words in the review panel
// The match table's own ids stay (btn:menu, btn:next_round, btn:result, btn:leave, and
// btn:replay_back and btn:review on the match-end sheet); the view's cards are never targets here.
//
// [SECTION] Review mode (session/match_review.h; docs/coach.md, "Review")
// The shell hands the viewer a review of its record (set_review; the shell keeps it while the
// match is the same, so leaving and coming back resumes it). The viewer thinks it on in frame
// slices (kReviewSliceUs a frame), and draws a panel — over the move list's top, or, with no room
// for it there, at the centre's foot: a numbered chip per mark (its dot: slip or mistake), the
// progress while it computes, the shown mark's words (the move played, the move preferred, why,
// the estimated cost). The move list marks those moves with a dot. The screen is `review`, the
// report carries `review` (report.h), and the ☰ menu's share gives the review link.
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <string>

#include "app/fonts.h"
#include "app/palette.h"
#include "app/table/games.h"
#include "app/table/match_table.h"
#include "app/table/report.h"
#include "app/table/settings.h"
#include "session/match_replay.h"
#include "session/match_review.h"

namespace cardavia::app::table {

class ReplayViewer {
 public:
  // The viewer of `script`'s match at `step` (past the end: the end). `game` has a table;
  // `settings` belong to the shell and outlive the viewer.
  ReplayViewer(session::ReplayScript script, std::size_t step, const GameEntry& game,
               Settings& settings);

  // One frame over `screen` (CSS px): everything in its safe area; the felt is already drawn.
  void frame(const Fonts& fonts, const Palette& palette, const Screen& screen,
             std::deque<std::string>& intents, ScreenReport& report);
  bool wants_frames() const;
  double wake_at() const;  // the table's (MatchTable::wake_at)
  // The person left the replay (☰ Leave, or Leave on the match-end sheet).
  bool closed() const { return table_->outcome() == MatchTable::Outcome::Leave; }
  // Which screen shows (screen_id.h): Replay, or the sheet of the table it holds (its ☰ menu…).
  ScreenId screen() const {
    const ScreenId shown = list_open_ ? ScreenId::Replay : table_->screen();
    return shown == ScreenId::Replay && review_ != nullptr ? ScreenId::Review : shown;
  }

  const session::ReplayScript& script() const { return script_; }
  const MatchRecord& record() const { return script_.record(); }
  std::size_t step() const { return step_; }
  // The whole record's result in words (a share), whatever step is shown.
  std::string result_words() const;

  // [SECTION] What the controls do (the targets' acts, between frames)
  void jump(std::size_t step);
  void step_back();
  void step_forward();
  void round_back();
  void round_forward();
  void set_playing(bool on);
  bool can_face_up() const { return script_.over() || script_.record().view_open; }
  // A phone too narrow for every control in one row at a finger's width (320 px): the face-up
  // switch goes to the list of moves' sheet, beside Close.
  bool face_up_in_list() const;
  void set_face_up(bool on);

  // [SECTION] Review mode
  // The review of this record (owned by the shell, outliving the viewer's use of it).
  void set_review(session::MatchReview* review) { review_ = review; }
  bool reviewing() const { return review_ != nullptr; }
  // The match-end sheet's Review was tapped (the shell then hands over the review).
  bool take_review_request() { return table_->take_review_request(); }
  // review:mark:<i>: the table before that decision, the mark's words shown.
  void show_mark(std::size_t index);

 private:
  // The review panel in `area` (over its top, or at its foot); returns what is left under it.
  Box draw_review(const TableContext& ctx, const Box& area, bool at_top);
  void report_review(ScreenReport& report) const;

  void draw_controls(const TableContext& ctx);
  void draw_move_list(const TableContext& ctx, const Box& box);

  session::ReplayScript script_;
  const GameEntry& game_;
  Settings& settings_;
  std::unique_ptr<session::MatchSession> session_;  // the match at step_ …
  std::unique_ptr<MatchTable> table_;               // … and its table (destroyed first)
  std::size_t step_ = 0;
  bool playing_ = false;
  bool face_up_ = false;
  bool list_open_ = false;       // the move list's own sheet (no room beside the table)
  bool scroll_to_current_ = true;  // the move list follows the step
  session::MatchReview* review_ = nullptr;  // review mode (the shell's)
  int shown_mark_ = -1;                     // the mark whose words show
};

}  // namespace cardavia::app::table
