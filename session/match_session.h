// Cardavia — a match in progress: the game, who sits where (the human or a computer level), and
// the action history. Platform-free (no ImGui, no SDL, no clock of its own), so the browser table
// and the native tests drive the very same object.
//
//   MatchSession s(config);          deals round 1 from the seed
//   s.seat_is_human(s.to_move())     the table asks the human …
//   s.apply(action)                  … and applies a legal action (anything else is refused)
//   s.bot_start(); s.bot_think(b)    … or lets the computer think in slices,
//   s.bot_ready(); s.bot_apply()     … and applies its move once it is ready.
//   s.record()                       the match so far, for the autosave and a link
//   MatchSession::from_record(r)     … and back: the same match, resumed after its last action
//   s.can_take_back(); s.take_back()  the person's last decision taken back (docs/undo.md)
//
// The session never shows a card: the table reads the human seat's Observation (observation())
// for hands, piles and totals, the rounds and winners below, and the record of each applied move
// (last_move(), session/move_record.h) for what the move showed — never the engine's state, which
// only engine_state() (session/engine_access.h) gives: to the tests, the CLI and the session's own
// words, never to app/ (tests/boundaries_test.cmake checks that app/ does not include it). The history is the state's own
// (GameState::history), so (game, players, seed, actions) replays the match.
//
// The computers depend only on the record: each decision is made by a bot made afresh, seeded
// with ai::decision_seed(seed, seat, actions so far), thinking in time slices (frame pacing) but
// done after its level's iterations (never a clock). So a session resumed from any prefix of a
// match plays on exactly as the uninterrupted one, on every device.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/game_state.h"
#include "core/match_record.h"
#include "core/match_setup.h"
#include "core/result.h"
#include "session/move_record.h"

namespace cardavia::session {

struct SeatConfig {
  bool human = false;
  ai::Level level = ai::Level::kNormal;
};

struct MatchConfig {
  std::string game;  // the engine's name; "" the first registered game (core's order)
  int players = 3;
  std::uint64_t seed = 1;
  int human_seat = 0;                   // the other seats are computers of `level`
  ai::Level level = ai::Level::kNormal;
  // Pass-and-play: every person at the device (seat and name), the first at human_seat; the
  // other seats are computers. Empty (or one person): a match of one person, at human_seat.
  std::vector<Person> people;
  // Each seat's computer level, one a seat (a person's entry is not read); empty: every computer
  // plays `level`.
  std::vector<ai::Level> levels;
  ai::MicrosecondClock clock;           // for time-sliced thinking (optional)
  // Ignored: Hard stops after its iterations, never by a clock, so that its move is the same on
  // every device and a resumed match plays on as it would have. Kept so callers still compile.
  std::int64_t hard_time_cap_us = 0;
  // Hard's iterations per decision; 0: the game's target for the table size (ai/<game>/<game>_ai.cpp,
  // docs/ai.md). Tests set a small one.
  std::int64_t hard_iterations = 0;
  std::string created;  // when the match began (ISO 8601), for its record; optional
  std::string daily;    // the daily deal it is ("2026-12-01"), for its record; "" for none
  // The deal's fingerprint (core/fairness.h): the salt drawn with a fresh seed (16 hex digits, ""
  // for none) and the fingerprint shown at the start — "" here: the session computes it from
  // game, players, seed and salt; a resumed match keeps its record's.
  std::string salt;
  std::string commit;
  // It counts in the person's statistics when it ends (app/shell/statistics.h): begun here, or
  // resumed from this browser's autosave — not a match loaded from a save or a link, and never a
  // pass-and-play match (whose statistics would they be?).
  bool counts = true;
  // The coach's hints (session/coach.h): allowed or not; unset, the rule of a new match — on
  // unless the computers play Hard (hints_allowed()).
  std::optional<bool> hints;
};

// The round a table names — the title, the saved-match tile, the embed API's state — once the
// match's completed rounds are known: the one being played, or, once the match is over or while a
// round's end is still shown, the one that ended. (Round 1 before any round is completed.)
int round_number(std::size_t rounds_completed, bool round_ended);

class MatchSession {
 public:
  // An unknown game or a bad player count leaves ok() false and error() saying why.
  explicit MatchSession(const MatchConfig& config);

  // The match a record describes (seed or decks, dealer, start state, human seat, level), its
  // actions replayed: ready for the next one. A bad record gives no session, and the error says
  // what is wrong (an illegal action with its index). `options` gives the clock and Hard's
  // iterations; its other fields come from the record (no seat: 0; no level: Normal).
  static Result<std::unique_ptr<MatchSession>> from_record(const MatchRecord& record,
                                                           const MatchConfig& options = {});
  // The match so far, as from_record() takes it back (the actions in canonical notation). A
  // Random level, which no record names, is left out.
  MatchRecord record() const;

  bool ok() const { return state_ != nullptr; }
  const std::string& error() const { return error_; }
  const MatchConfig& config() const { return config_; }
  // The deal's fingerprint, shown from the first frame ("" for a match without a salt). The seed
  // it commits to is config().seed, which the table shows only once the match is over.
  const std::string& commit() const { return config_.commit; }

  // [SECTION] Reading
  int players() const { return config_.players; }
  // The seat the table is seen from: the viewer (below). In a match of one person, always theirs.
  int human_seat() const { return viewer_; }
  // A person's seat (any of the people's in pass-and-play), not a computer's.
  bool seat_is_human(int seat) const;
  int to_move() const { return state_->current_player(); }
  bool over() const { return state_->is_terminal(); }
  // The viewer may move now (in pass-and-play, another person's move waits for the device).
  bool human_to_move() const { return !over() && to_move() == viewer_; }
  // What the viewer may know: the only source of hidden cards for the table.
  std::unique_ptr<Observation> observation() const { return state_->observation(viewer_); }
  // The same with every hand face up: the replay viewer's "face up" (core/game_state.h), for a
  // finished match or a record written to be read open — never while the match is played.
  std::unique_ptr<Observation> open_observation() const {
    return state_->open_observation(viewer_);
  }

  // [SECTION] Pass-and-play: more than one person at the device
  // The viewer is the person the table shows the match to: the first person (human_seat) until
  // set_viewer() passes the device on (the table's cover screen, app/table/match_table.h). The
  // observations, the legal actions and the move records are the viewer's.
  bool pass_and_play() const { return config_.people.size() >= 2; }
  int viewer() const { return viewer_; }
  // Passes the device to the person at `seat` (false, nothing changes, for a computer's seat). The
  // last move's record was the last viewer's: it is dropped.
  bool set_viewer(int seat);
  // The person's name at `seat` ("" for a computer, or in a match of one person).
  std::string person_name(int seat) const;
  // The level of the computer at `seat`.
  ai::Level level_of(int seat) const;
  // The viewer's legal actions (empty when it is not their move).
  std::vector<Action> human_legal() const;
  const std::vector<Action>& history() const { return state_->history(); }

  // [SECTION] The coach's hints (session/coach.h)
  bool hints_allowed() const { return config_.hints.value_or(config_.level != ai::Level::kHard); }
  // A hint was shown now (before action number history().size()): noted once, for the record.
  void note_hint();
  // When hints were shown: the number of actions played before each, ascending.
  const std::vector<int>& hints_asked() const { return hints_asked_; }
  // Public facts of the match (every seat sees them).
  const std::vector<RoundResult>& rounds() const { return state_->rounds(); }
  // The round the table names (round_number above): `round_end_shown` while a round's end is
  // still on the screen.
  int round_number(bool round_end_shown = false) const {
    return session::round_number(rounds().size(), over() || round_end_shown);
  }
  std::vector<int> winners() const { return state_->winners(); }
  // The last move applied through apply() or bot_apply(), as the human may know it; nullptr
  // before the first.
  const MoveRecord* last_move() const { return last_move_ ? &*last_move_ : nullptr; }

  // [SECTION] Playing
  // Applies the viewer's action; false (nothing changes) when it is not their legal move.
  bool apply(Action action);

  // The computer to move: starts its decision (once per move), thinks in slices, applies.
  bool bot_to_move() const { return !over() && !seat_is_human(to_move()); }
  void bot_think(ai::Budget slice);  // starts the decision on the first call
  bool bot_ready() const;
  // Applies the bot's chosen action and returns it (precondition: bot_ready()).
  Action bot_apply();

  // The replay viewer's step: the record's next action, whoever's move it is; false (nothing
  // changes) when it is not legal. A decision in progress is dropped.
  bool replay_apply(Action action);

  // [SECTION] Take-backs (docs/undo.md)
  // In an ordinary match against the computers — not a daily deal, not pass-and-play — the
  // person's last decision of the round in progress can be taken back: the match goes back to the
  // position where it was asked for, and whatever the computers did after it goes too. Again,
  // further back, to the round's first decision at most: never into a finished round. The engine
  // has no undo: the match is rebuilt from its first actions (the history is the save), the
  // computers' decision in progress dropped; their next ones, seeded from the record
  // (ai::decision_seed), are those they would have made. The hints shown after that position are
  // forgotten (they were for moves no longer played), and the last move's record is the kept
  // position's own last move (nullptr at the match's first action).
  bool can_take_back() const;
  // False (nothing changes) when can_take_back() is false.
  bool take_back();
  // The take-backs so far, in order (the record's `undone`).
  const std::vector<TakeBack>& undone() const { return undone_; }

 private:
  // The engine itself: hidden cards and all (session/engine_access.h).
  friend const GameState& engine_state(const MatchSession& session);

  MatchSession(const MatchConfig& config, MatchSetup setup, std::unique_ptr<GameState> state);
  bool thinking_now() const;             // the bot's decision is the current position's
  void apply_and_record(Action action);  // applies, and keeps the move's record in last_move_
  // The match rebuilt from its first `keep` actions (legal: they were played), the person's
  // decisions of the round in progress found again.
  void replay_first(std::size_t keep);
  // The move at history index `at` was `seat`'s: the viewer's is a decision to go back to, until
  // a move ends the round.
  void note_decision(std::size_t at, int seat, bool round_ended);

  MatchConfig config_;
  MatchSetup setup_;  // what fixed the match before its first action, for record()
  std::string error_;
  std::unique_ptr<GameState> state_;
  std::unique_ptr<ai::Bot> bot_;  // the decision in progress, made afresh for each one
  int thinking_seat_ = -1;        // the seat whose decision has started
  std::size_t thinking_at_ = 0;   // history size when it started
  std::optional<MoveRecord> last_move_;
  int viewer_ = 0;
  std::vector<int> hints_asked_;
  // The person's decisions in the round in progress (the history's size when each was asked):
  // where a take-back goes.
  std::vector<std::size_t> decisions_;
  std::vector<TakeBack> undone_;
};

}  // namespace cardavia::session
