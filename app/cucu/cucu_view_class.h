// Cardavia — the Cucù table's class and what its files share (internal to app/cucu/; the rest of
// the site knows only cucu_view.h). The view is one class in three files, each one job:
//   cucu_view.cpp        what the table draws (the seats, the centre, your card, the marks), the
//                        prompt and the action bar; the registration
//   cucu_stages.cpp      the places, and the show of a move as stages: the deal, each move's
//                        steps, the specials picked out, the showdown
//   cucu_round_end.cpp   the round's-end sheet
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "app/table/match_table.h"
#include "core/cucu/cucu.h"
#include "session/cucu/cucu_moves.h"
#include "session/cucu/cucu_round.h"

namespace cardavia::app::cucu {

using session::cucu_card;
using session::Phrase;
using table::MatchTable;
using table::TableContext;
using table::TargetSpec;

constexpr int kMaxSeats = CucuRules::kMaxPlayers;

// [SECTION] Places (cucu_stages.cpp) --------------------------------------------------------------
// A place is a seat (0 … players-1), the pack, or the cards set aside (the dealer's old card, a
// card given to the pack past a horse).
constexpr int kPack = -2;
constexpr int kAside = -3;

inline const CucuObservation& obs(const MatchTable& t) {
  return t.observation_as<CucuObservation>();
}
ImVec2 place_pos(const MatchTable& t, int place);
float place_width(const MatchTable& t, int place);
// What the human sees of a card: its face exactly when the observation knows its rank.
Face face_of_token(const CucuObservation& o, int token);
// A seat dealt in and reached by play this round: its card is on the table.
bool card_on_table(const CucuObservation& o, int seat);

// [SECTION] The show of a move: stages -----------------------------------------------------------
// A move is shown as stages: the table as each step of it leaves it (a deal, an exchange, one
// exchange of a cat's chain undone, a card turned up at the showdown), each from its start, the
// cards it moves in the air until it lands. A place receiving a card is left empty while its card
// flies (Motion draws it); between steps the table rests as the last step left it. Every flight
// has a key of its own, so the steps of a chain that move the same place twice do not replace one
// another in the air (Motion keeps one flight per key).

struct Stage {
  double start = 0;
  double lands = 0;
  std::array<Face, kMaxSeats> seats{};    // what each seat's place shows
  std::array<bool, kMaxSeats> moving{};   // receiving a card in this step
  int pack = 0;
  int aside = 0;
};

// How a seat sits at the table now: in play, knocked out this round (its card dead), or out.
enum class SeatState { Live, Dead, Out };

class StageBuilder;  // cucu_stages.cpp

// The lives as hearts, `size` each, from `p` (cucu_view.cpp; the round's end draws them too).
void draw_lives(const TableContext& ctx, ImVec2 p, float size, int lives, float alpha);

// [SECTION] The view's state ---------------------------------------------------------------------

// A seat picked out for a moment: a special that answered (a ring round its card), or a life lost
// at once (the heart that went).
struct Mark {
  enum class Kind { Special, Shot } kind;
  int seat;
  double from, until;
};

// The table at a round's end, kept until the next deal: every live card turned up.
struct Showdown {
  bool on = false;
  std::array<Face, kMaxSeats> seats{};
  std::array<SeatState, kMaxSeats> state{};
  std::array<int, kMaxSeats> lost{};
  int pack = 0;
  int aside = 0;
};

class CucuView final : public table::GameView {
 public:
  Phrase title(const MatchTable& t) const override {
    // A round's end is shown while its showdown is on the table (and on its sheet).
    return t.round_title("cucu.title", showdown_.on);
  }
  void draw_table(MatchTable& t, const TableContext& ctx) override;
  Phrase prompt(const MatchTable& t) const override;
  void action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) override;
  void show_deal(MatchTable& t) override;
  void show_move(MatchTable& t, const session::MoveRecord& move) override;
  void tick(double now) override {
    marks_.erase(std::remove_if(marks_.begin(), marks_.end(),
                                [&](const Mark& m) { return now >= m.until; }),
                 marks_.end());
    if (!stages_.empty() && now >= stages_.back().lands) stages_.clear();
  }
  bool busy(double now) const override { return settles_at(now) > now || !marks_.empty(); }
  double settles_at(double now) const override {
    return stages_.empty() ? now : std::max(now, stages_.back().lands);
  }
  void clear(table::Clear what) override {
    // A move of the human's does not cut short the show of the one before (it queues after it).
    if (what == table::Clear::RoundEnd) {
      marks_.clear();
      stages_.clear();
    }
  }
  float draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                       float top) override;
  table::ScoreTable score_table(const MatchTable& t) const override {
    table::ScoreTable out = GameView::score_table(t);  // lives lost per round, lives left
    out.totals_key = "cucu.score.lives_left";
    out.chart_key = "cucu.chart.caption";
    return out;
  }
  Phrase over_note(const MatchTable&) const override { return Phrase("cucu.over.note"); }
  // Every Cucù move is one button of the action bar.
  std::string hint_target(const MatchTable&, Action action) const override {
    static constexpr const char* kButtons[kNumCucuActions] = {"btn:keep",   "btn:ask",    "btn:insure",
                                                              "btn:accept", "btn:refuse", "btn:deck"};
    return action.code < kNumCucuActions ? kButtons[action.code] : "";
  }

 private:
  void draw_seats(MatchTable& t, const TableContext& ctx);
  void draw_own(MatchTable& t, const TableContext& ctx);
  void draw_centre(MatchTable& t, const TableContext& ctx);
  void draw_marks(MatchTable& t, const TableContext& ctx);
  // Words in the empty place of a live seat whose card is not dealt yet.
  void label_undealt(const MatchTable& t, const TableContext& ctx, int seat, ImVec2 p, float w) const;

  // What a seat's place shows now, and how many cards the pack and the set-aside pile show.
  const Stage* stage_now(double now) const;
  Face seat_face(const MatchTable& t, int seat) const;
  SeatState seat_state(const MatchTable& t, int seat) const;
  int pack_count(const MatchTable& t) const;
  int aside_count(const MatchTable& t) const;

  void mark(const MatchTable& t, Mark::Kind kind, int seat, double from) {
    marks_.push_back(Mark{kind, seat, from, from + t.pacing().banner_for() + 0.6});
  }
  void add_steps(MatchTable& t, const session::MoveRecord& r);
  void add_showdown(const session::MoveRecord& r, StageBuilder& show,
                    const std::array<int, kMaxSeats>& tokens);

  std::vector<Stage> stages_;
  std::vector<Mark> marks_;
  Showdown showdown_;
  int next_key_ = 1000;
};

}  // namespace cardavia::app::cucu
