// Cardavia — the match table: one match in progress at the table, for every game. It is built
// around a session the shell owns (a new match, and next a resumed one or a replay) and a game's
// view (app/table/game_view.h), and owns what every game's table shares:
//
//   the tick        timers, the deal, the round's end, the computers' moves: thinking in slices of
//                   4 ms a frame, moving once the table has settled and the pause of the speed
//                   setting is over
//   after each move the log line and banner (session/game_words.h), then the view's show_move
//   the frame       the top bar (☰ menu, title, ⓘ slot, note), the view's table, the prompt line,
//                   the action bar, the log, the cards in the air, the banner; the table is inert
//                   under a sheet
//   the sheets      ☰ menu (speed, the switches, the language, the comfort sliders, Leave,
//                   Close) and its language picker (language_picker.h), the round's end (the
//                   view's content, the score table, Next round / See the result), the match's end
//                   (winners, the score table, Leave / Play again)
//   the cover       pass-and-play (session::MatchSession::pass_and_play): before a person's move
//                   when the device must pass to them, and when the match opens, a sheet that
//                   hides the whole table — no card, no log, no prompt of the last person's —
//                   and names whose turn it is ("Pass to Ana"); its btn:ready makes Ana the viewer
//                   (pass_to): the table is seen from her seat, what the last person's view held
//                   (cards shown for a moment, a choice in progress, the log) forgotten
//   the hint        the coach (session/coach.h), when the match allows hints: the top bar's
//                   btn:hint (key H) starts the Hard level's search on the person's own
//                   observation, thought in frame slices like a computer's move; once done the
//                   target that makes the move is ringed and marked `"hint": true` in the report
//                   (GameView::hint_target), its reason is the first of the action bar's notes,
//                   and the session notes the hint for the record — until the person moves
//   take-backs      btn:undo in the top bar's ⓘ slot, or embedded left of the Hint (docs/undo.md), in a match whose session can take the
//                   person's last decision back (session::MatchSession::can_take_back) and whose
//                   shell allows it (allow_take_backs: off in a host's frame unless asked), while
//                   the person may act or a computer thinks, under no sheet: the earlier position
//                   shows at once, as the person had it when asked (take_back)
//   the report      screen name, prompt, targets, faces, settings, motion, log (report.h), and
//                   what the live region says (table_speech.h), each line added once
//   replay mode     for the replay viewer (app/table/replay.h; kReplaying in table_mode.h):
//                   nobody plays — the computers do not think, the view's targets are inert,
//                   each move's words go to the prompt line, the action bar and the log give
//                   way to the viewer's controls and move list, the match-end sheet offers
//                   "Back to the replay" instead of Play again;
//                   every hand can be turned face up (face_up(): the open observation)
//
// The flow (app/table/table_flow.h): where the match stands at the table (opening, dealing,
// playing, revealing a round's end, the round-end sheet, the match-end sheet) and which sheet is
// open in front of it (the ☰ menu, its language picker, the fingerprint, the cover), changed only
// by the flow's events; a target that opens or closes a sheet is an event (flow_target).
//
// One frame, top to bottom (frame()):
//   1. layout for the screen's safe area; 2. tick(now): timers, a pending deal or round end,
//   the computer; 3. draw the table and the open sheet, recording targets; 4. the report.
// The human's moves arrive between frames, as the targets' `act` run by the shell's tick
// (widgets.h): a view's target calls play(action), which applies it through the session and
// shows it exactly as a computer's move is shown.
//
// What the table reads: the human's Observation, the move records and the session's public
// facts (rounds, winners, whose move) — never the engine's state.
#pragma once

#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/fonts.h"
#include "app/palette.h"
#include "app/sound/cues.h"
#include "app/table/coach_hint.h"
#include "app/table/game_view.h"
#include "app/table/games.h"
#include "app/table/motion.h"
#include "app/table/pacing.h"
#include "app/table/report.h"
#include "app/table/screen_id.h"
#include "app/table/settings.h"
#include "app/table/table_flow.h"
#include "app/table/table_layout.h"
#include "app/table/table_log.h"
#include "app/table/table_mode.h"
#include "app/table/table_speech.h"
#include "app/table/words.h"
#include "session/coach.h"
#include "session/match_session.h"

namespace cardavia::app::table {

class MatchTable {
 public:
  enum class Outcome { None, Leave, PlayAgain };

  // `session` and `settings` belong to the shell and outlive the table.
  MatchTable(session::MatchSession& session, const GameEntry& game, std::unique_ptr<GameView> view,
             Settings& settings);

  // One frame over `screen` (CSS px): everything in its safe area, a sheet's shade over all of it;
  // the felt is already drawn. A tap queues into `intents`.
  void frame(const Fonts& fonts, const Palette& palette, const Screen& screen,
             std::deque<std::string>& intents, ScreenReport& report);
  // Something moves or a computer thinks: keep drawing frames.
  bool wants_frames() const { return wants_; }
  // The table time (ImGui::GetTime()) at which a timer runs out — a banner's end, a computer's
  // pause before its move, the pause before a round's end — when nothing moves meanwhile; infinity
  // when none runs. Until then the picture stays as it is, so the page draws no frame (a phone's
  // battery, and a software renderer's time in the tests), then one.
  double wake_at() const { return wake_at_; }
  // What the player chose to do with the match (the shell acts on it between frames).
  Outcome outcome() const { return outcome_; }
  // The ☰ menu's Rules was tapped since the last call (the shell has the page open the game's
  // rules page in the table's language, in a new tab; the match stays as it is).
  bool take_rules_request() { return std::exchange(rules_asked_, false); }
  // The match-end sheet's Statistics was tapped since the last call (the shell opens its screen).
  bool take_stats_request() { return std::exchange(stats_asked_, false); }
  // The match-end sheet's Review was tapped since the last call (the shell opens the viewer in
  // review mode; in the viewer, the viewer turns to it).
  bool take_review_request() { return std::exchange(review_asked_, false); }
  // The table in words, on demand: the title, whose turn, the game's own sentences
  // (session/table_words.h), in the table's language (table_describe.cpp).
  std::string describe() const;

  // [SECTION] For the game views
  const session::MatchSession& session() const { return session_; }
  const GameEntry& game() const { return game_; }
  // The human's, fresh every frame; with face_up(), the open one (every hand's cards known).
  const Observation& view() const { return *view_obs_; }
  // The same as the game's own type (game_view.h's checked observation_as).
  template <class O>
  const O& observation_as() const {
    return table::observation_as<O>(view());
  }
  // The top bar's title: the game's title key ("cabo.title": "Cabo · round {n}") with the round
  // the table names (session::round_number): the one being played, or the one that ended while
  // `round_end_shown` (a view's own showdown, or showing_round_end()) and after the match.
  session::Phrase round_title(const char* key, bool round_end_shown) const {
    return session::Phrase(key).number("n", session_.round_number(round_end_shown));
  }
  const TableLayout& layout() const { return layout_; }
  const Settings& settings() const { return settings_; }
  Pacing pacing() const { return Pacing::of(settings_); }
  double now() const { return now_; }
  int players() const { return session_.players(); }
  int human() const { return session_.human_seat(); }
  // How many seats after the human `seat` sits in play order (0: the human).
  int offset(int seat) const { return (seat - human() + players()) % players(); }
  // The human may act now: their move, no sheet open, no round ending or being dealt.
  bool interactive() const;
  bool round_ending() const { return flow_.state() == TableFlow::State::Revealing; }
  // A round has ended and its sheet is pending or open: the session is already at the next
  // round, but the player still reads the one that ended (its number in the title).
  bool showing_round_end() const { return flow_.showing_round_end(); }
  bool sheet_open() const { return flow_.sheet_shown(); }
  // Where the match stands at the table and which sheet is open (table_flow.h).
  const TableFlow& flow() const { return flow_; }
  // Which of the match's sheets shows now (screen_id.h): Play, Menu, Language, RoundEnd,
  // MatchEnd, Cover; in the replay viewer Replay, but for its own menu and sheets.
  ScreenId screen() const;
  const std::vector<Action>& legal_actions() const { return legal_; }
  bool legal(Action action) const;
  // The human's move, from a target's act: applied through the session (refused when not
  // legal), then shown like any move.
  void play(Action action);
  // The act of a target that makes one move: the action is data, checked against what is legal
  // when the tap is read (play). One act for every game's move targets (app/act.h: each lambda
  // type costs the site its own code).
  Act move_act(Action action) {
    return [this, action] { play(action); };
  }
  // The act of a view's target that makes no move: `tap` is the view's own data, handed to its
  // GameView::tap when the tap is read (one act for every game's such targets, as move_act).
  Act view_act(int tap);
  // A card flying from one place to another, timed by the pacing (a fade with reduced motion),
  // `delay` from now; until then it waits at `from`, or, `waits_at_origin` false, is not drawn
  // (Flight::waits_at_origin: a later step whose card is not there yet).
  void fly(int key, ImVec2 from, float width_from, ImVec2 to, float width_to, const Face& face,
           double delay = 0, bool waits_at_origin = true);
  const Motion& motion() const { return motion_; }
  std::string say(const session::Phrase& phrase) const { return table::say(phrase, naming_); }
  // The phrase for the ear (Voice::kSpoken: cards in words): a target's label, the log, the
  // prompt and the table in words as the page's mirror and live region say them.
  std::string speak(const session::Phrase& phrase) const {
    return table::say(phrase, naming_.spoken());
  }
  std::string seat_name(int seat) const { return naming_.seat(seat); }
  // A hand card drawn face up this frame, and whether the memory aid marked it (the report).
  void report_face(const std::string& id, bool marked);
  // The replay viewer turned every hand face up: draw every card view() knows face up.
  bool face_up() const { return face_up_; }

  // [SECTION] For the shell and the replay viewer
  // The match's result in words, for a share: game, players, level, the round, each score, and
  // once the match is over its winners (report.h's shared words: "share.*" keys).
  std::string result_words() const;
  // The replay mode above (set once, before the first frame): table_mode.h's kReplaying.
  void set_replay() { mode_ = kReplaying; }
  // The record's next action, applied and shown as it was played; false when it is not legal.
  bool replay_move(Action action);
  // The prompt line's words until the next move (a replay opened at a step: that step's move).
  void set_status(session::Phrase words) { log_.set_status(std::move(words)); }
  // Nothing moves, waits or asks since the last move (the viewer's autoplay steps on).
  bool settled() const;
  void set_face_up(bool on);
  // Opens the match's end sheet (a replay opened on its last step).
  void show_result() { if (session_.over()) flow_.on(TableFlow::Event::ShowResult); }
  // The shell allows take-backs here (btn:undo): not in a host's frame unless it asks (`undo=on`).
  // `in_slot`: ↶ takes the top bar's ⓘ slot (free unless a host's page lays its mark there).
  void allow_take_backs(bool on, bool in_slot) {
    take_backs_ = on;
    undo_in_slot_ = in_slot;
  }

  // [SECTION] For the embed API (app/shell_embed.cpp): what happened at the table, as the person
  // saw it — each applied move with its log line (the words written for the person, so no hidden
  // card), a round's end when its sheet opens, the match's end with the last round's. Never in
  // replay mode: nothing is played there.
  struct Event {
    enum class Kind { Move, RoundEnd, MatchEnd, Undo };
    Kind kind = Kind::Move;
    int seat = -1;     // Move: who moved
    std::string text;  // Move: the log line, in the table's language
    std::size_t at = 0, taken = 0;  // Undo: the actions kept, and how many were taken back
  };
  std::vector<Event> take_events() { return std::exchange(events_, {}); }
  // The sound cues of what the table showed since the last call (app/sound/cues.h): each move's,
  // and Deal when a round is dealt; the shell's policy decides which are heard. Never in replay
  // mode: the viewer's steps are read, not played.
  sound::CueList take_cues() { return std::exchange(cues_, {}); }

 private:
  void tick();
  std::unique_ptr<Observation> observe() const;  // the human's: plain, or open with face_up_
  void start_round();
  void after_move();
  void announce(const session::Phrase& phrase);
  // A line of this round's log, said by the live region as it is written (table_speech.h).
  void write_log(session::Phrase line);
  // This round's log from its first line again (a round dealt, the device passed on).
  void restart_log();
  double settles_at() const;  // when the last move's show is over (motion and the view's)
  void open_round_end();
  session::Phrase prompt() const;
  // Pass-and-play: a person other than the viewer is to move (the device must pass to them).
  bool device_must_pass() const;
  void cover_for(int seat);  // raises the cover naming the person at `seat`
  // Raises it for the person to move, or the viewer while a computer is (pass-and-play only): a
  // match opened or resumed, a round dealt.
  void cover_for_next();
  void pass_to(int seat);    // btn:ready: that person views the table from now on
  // Forgets what the table shows of the moves made so far — the cards a move showed, a choice in
  // progress, the cards in the air, the banner, the last move's line — and observes afresh
  // (pass_to, take_back).
  void forget_shown();
  void draw_cover(const TableContext& ctx, const Box& area);
  // The deal's fingerprint (core/fairness.h): under the title in the top bar from the first frame
  // (btn:fairness opens its sheet); the sheet says what it is, and once the match is over shows
  // the seed and the salt and runs the Check (fairness:check). The report's `fairness`.
  bool has_fairness() const { return mode_.shows_fingerprint && !fair_code_.empty(); }
  // A target whose act is an event of the flow (a sheet opened or closed, Next round…): one act
  // for all of them (app/act.h: each lambda type costs the site its own code).
  TargetSpec flow_target(const char* id, std::string label, TableFlow::Event event);
  // The event, if the flow allows it now, with what it does at the table: Next round forgets the
  // last move's line, Ready passes the device (pass_to). Refused, nothing changes.
  void on(TableFlow::Event event);
  // What the table's own targets ask besides the flow's events (request_target: one act for all).
  enum class Request : std::uint8_t {
    Leave, PlayAgain, Stats, Review, Rules, CheckFairness, Hint, FoldLog, Undo
  };
  TargetSpec request_target(const char* id, std::string label, Request request);
  TargetSpec leave_target(const char* id);  // btn:leave, menu:leave
  void request(Request request);
  void check_fairness_now();
  // The seed and salt are shown: the match is over and, for a daily deal, its UTC day too.
  bool seed_shown() const;
  void draw_fairness(const TableContext& ctx, const Box& area);
  void report_fairness(FairnessReport& out) const;  // the report's `fairness` (has_fairness())
  // The coach's hint (coach_hint.h): btn:hint's act; the search's slice in the tick, its reason
  // said once found; the ring on the target and the note.
  void ask_hint();
  void think_hint();
  void mark_hint(const TableContext& ctx, std::vector<Target>& targets);
  // btn:undo is offered now, and its act: the session takes the decision back, and the table
  // forgets what the moves taken back left on it (their flights, cards shown, a choice in
  // progress, the banner, the hint, their log lines), shows the earlier position and tells the host.
  bool offers_take_back() const;
  void take_back();

  void draw_top_bar(const TableContext& ctx);
  Box top_bar_slot() const;  // the ⓘ slot at the top bar's right, kept free
  // Draws the bar; returns its buttons' notes in words (ActionEntry::note).
  std::vector<std::string> draw_action_bar(const TableContext& ctx);
  // The notes in a panel by the buttons: over the top of the log (which keeps what is left, the
  // box returned) or, without room there, at the foot of the centre.
  Box draw_notes(const TableContext& ctx, const std::vector<std::string>& notes);
  void draw_log(const TableContext& ctx, const Box& box);
  // The log's fold / unfold target on a wide screen (TableLayout::log_toggle).
  void draw_log_toggle(const TableContext& ctx);
  void draw_banner(const TableContext& ctx, const Box& area);  // over the centre, in `area`
  // The sheets (match_sheets.cpp), placed in `area` (the screen's safe area): draw_sheet() the
  // one in front (a sheet opened over the state, else the state's own).
  void draw_sheet(const TableContext& ctx, const Box& area);
  void draw_menu(const TableContext& ctx, const Box& area);
  void draw_round_end(const TableContext& ctx, const Box& area);
  void draw_over(const TableContext& ctx, const Box& area);
  float draw_score_table(const TableContext& ctx, const Box& box);
  // The score chart under the score table (score_chart_view.cpp): its data, which the report
  // carries too; drawn from `top` between `left` and `right`, returning the y under it.
  ChartReport score_chart() const;
  float draw_score_chart(const TableContext& ctx, float left, float right, float top);

  session::MatchSession& session_;
  const GameEntry& game_;
  std::unique_ptr<GameView> view_;
  Settings& settings_;
  Naming naming_;
  std::unique_ptr<Observation> view_obs_;
  std::vector<Action> legal_;
  TableLayout layout_;
  Motion motion_;
  double now_ = 0;
  TableLog log_;  // this round's log, the last move's line for the prompt, the banner
  double next_bot_at_ = 0;
  TableFlow flow_;
  double reveal_at_ = 0;  // when the Revealing pause ends
  Outcome outcome_ = Outcome::None;
  bool rules_asked_ = false;
  bool stats_asked_ = false;
  bool review_asked_ = false;
  int cover_seat_ = -1;  // the person the cover names
  std::string fair_code_;              // the fingerprint grouped for reading ("" for none)
  std::string fairness_check_;          // "", "match" or "mismatch"
  std::string fairness_words_;          // the Check's finding in words
  bool wants_ = true;
  double wake_at_ = std::numeric_limits<double>::infinity();
  TableMode mode_ = kPlaying;  // played here, or read in the viewer (table_mode.h)
  bool face_up_ = false;
  std::vector<std::string> faces_, marks_;  // this frame's, for the report
  std::vector<Event> events_;               // since the last take_events()
  sound::CueList cues_;                     // since the last take_cues()
  TableSpeech speech_;                      // what the page's live region says (report.speech)
  ScreenId spoken_screen_ = ScreenId::Play;  // the screen of the last report (a round's end opening)
  CoachHint hint_;  // the coach's hint in progress or shown, and the decision it is for
  bool take_backs_ = false;   // allow_take_backs
  bool undo_in_slot_ = true;
};

}  // namespace cardavia::app::table
