// Cardavia — what a game's table supplies to the match table (app/table/match_table.h): the few
// things in which games differ. Everything else — pacing the computers' moves, the log, banners,
// the top bar and ☰ menu, the round-end and match-end sheets with the score table, the frame, the
// report — is the match table's, the same for every game.
//
// [SECTION] The hooks, and when the match table calls them
//   hook            when                                  does
//   title           every frame                           the top bar's title ("Cabo · round 2"):
//                                                         MatchTable::round_title(key, shown)
//   top_note        every frame                           a short note at the top bar's right
//   draw_table      every frame                           the seats, the centre, the human's hand:
//                                                         card_button()s whose acts are data: a
//                                                         move (MatchTable::move_act) or a tap the
//                                                         view reads itself (MatchTable::view_act)
//   tap             when a view_act's target is tapped    a step of the choice in progress, read
//                                                         against the view's state then
//   prompt          every frame the human may act, and    what to do now, as a phrase
//                   while a round's end is pending
//   action_bar      every frame                           the buttons under the hand, by name
//   show_deal       a round starts                        the deal's flights
//   show_move       after every applied move              its flights, the cards shown a moment
//   tick / busy     every frame                           expire timers; true while one runs
//   settles_at      after show_deal and show_move         when the view's own show ends (the
//                                                         next computer and the round-end sheet
//                                                         wait for it; default: at once)
//   clear           before a human move's show_move,      forget the choice in progress and what
//                   and when the round-end sheet opens    a move showed
//   draw_round_end  every frame of the round-end sheet    the sheet's content above the score
//                                                         table (hands shown, scores in words)
//   score_table     round-end and match-end sheets        columns and rows (default: a column per
//                                                         seat, the rounds' scores)
//   winners         the match-end sheet                   who won, as a phrase (default: seats)
//   over_note       the match-end sheet                   a line under it (how the match ends)
//   hint_target     every frame a hint is shown (btn:hint)  the id of the target whose tap makes,
//                                                         or begins, the hinted action, given
//                                                         the view's choice in progress
//   has_memory_aid  the ☰ menu                            offer the memory aid switch
//   round_words     the log, the sheets                   what a round is called ("deal")
// A view never reads the engine: only the human's Observation (MatchTable::view()), the move
// records (session/move_record.h) and the session's public facts.
#pragma once

#include <typeinfo>
#include <string>
#include <vector>

#include "app/table/widgets.h"
#include "session/move_record.h"
#include "session/phrase.h"

namespace cardavia::app::table {

class MatchTable;

// One button of the action bar, dispatched by name (its id), never by a number.
struct ActionEntry {
  std::string id;         // "btn:draw": the target id and the action's name
  const char* text_key;   // the button's words (i18n key)
  session::Phrase label;  // the target's label in words; empty: the button's words
  bool enabled = true;
  bool primary = false;
  Act run;
  // A line saying what the button means, shown by the bar when a choice needs it (Cucù's inn:
  // "Insure: if your Zero loses, Bo loses the life instead."); empty: none.
  session::Phrase note = {};
};

struct ScoreTable {
  std::vector<std::string> columns;    // a seat's or a side's name, in words
  std::vector<std::vector<int>> rows;  // one per round, a value per column
  std::vector<int> totals;
  std::vector<int> seats;  // each column's seat (Chkobba: side), for the chart (score_chart.h)
  const char* totals_key = "table.score.total";  // the last row's heading (Cucù: lives left)
  const char* chart_key = "table.chart.caption";  // the score chart's caption (Cucù: lives)
};

// The words a game calls its rounds by (i18n keys): the log's heading, the score table's first
// column, the round-end sheet's button. Default: "This round", "Round", "Next round"; Chkobba
// says "deal".
struct RoundWords {
  const char* log_heading;
  const char* score_column;
  const char* next_round;
};

enum class Clear { HumanMove, RoundEnd };

// The one way a view reads its game's own observation (the human's, MatchTable::observation_as,
// or a move record's before/after): checked, so a view handed another game's observation stops
// the program (abort) instead of misreading its bytes.
[[noreturn]] void wrong_observation_type(const char* wanted);
template <class O>
const O& observation_as(const Observation& observation) {
  const O* typed = dynamic_cast<const O*>(&observation);
  if (typed == nullptr) wrong_observation_type(typeid(O).name());
  return *typed;
}

class GameView {
 public:
  virtual ~GameView() = default;

  // [SECTION] Every frame
  virtual session::Phrase title(const MatchTable& t) const = 0;
  virtual session::Phrase top_note(const MatchTable&) const { return {}; }
  virtual void draw_table(MatchTable& t, const TableContext& ctx) = 0;
  virtual session::Phrase prompt(const MatchTable& t) const = 0;
  virtual void action_bar(MatchTable& t, std::vector<ActionEntry>& bar) = 0;

  // [SECTION] Moves
  virtual void show_deal(MatchTable& t) = 0;
  virtual void show_move(MatchTable& t, const session::MoveRecord& move) = 0;
  virtual void tick(double /*now*/) {}
  virtual bool busy(double /*now*/) const { return false; }
  // When the view's own show of the last move is over, beyond the cards in the air (a chain undone
  // step by step, cards turned up one by one): the next computer's move and the round-end sheet
  // wait for it. Default: nothing of its own.
  virtual double settles_at(double now) const { return now; }
  virtual void clear(Clear what) = 0;
  // A tap on one of the view's targets that is not a move (a step of a choice, a card shown a
  // moment turned down): `tap` is what the view packed into MatchTable::view_act when it drew the
  // target, read here when the tap is read, against the view's state then. Why data and not a
  // closure: nothing drawn holds a reference past its frame, and every view's taps share one act.
  virtual void tap(MatchTable& /*t*/, int /*tap*/) {}

  // [SECTION] Sheets
  // Draws from `top` between `left` and `right` (the sheet scrolls); returns the y below it.
  virtual float draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                               float top) = 0;
  virtual ScoreTable score_table(const MatchTable& t) const;
  virtual session::Phrase winners(const MatchTable& t) const;
  virtual session::Phrase over_note(const MatchTable&) const { return {}; }
  virtual bool has_memory_aid() const { return false; }
  // The coach's hint (session/coach.h) is `action`: the target to tap next towards it (a button,
  // a card; after a first tap of a move of several, the next one). Default: none marked.
  virtual std::string hint_target(const MatchTable&, Action /*action*/) const { return {}; }
  virtual RoundWords round_words() const;
};

}  // namespace cardavia::app::table
