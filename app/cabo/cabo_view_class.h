// Cardavia — the Cabo table's class and what its files share (internal to app/cabo/; the rest of
// the site knows only cabo_view.h). The view is one class in three files, each one job:
//   cabo_view.cpp        what the table draws (the seats, the centre, the human's cards), the
//                        prompt, the action bar, the taps, the hint; the registration
//   cabo_flights.cpp     the places and slots, and each move's flights, eyes and shown cards
//   cabo_round_end.cpp   the round's-end sheet
#pragma once

#include <string>
#include <vector>

#include "app/cabo/cabo_choice.h"
#include "app/table/match_table.h"
#include "core/cabo/cabo.h"
#include "session/cabo/cabo_moves.h"
#include "session/cabo/cabo_round.h"

namespace cardavia::app::cabo {

using namespace cardavia::cabo;
using session::cabo_card;
using session::Phrase;
using table::MatchTable;
using table::TableContext;
using table::TargetSpec;

// [SECTION] Places and slots (cabo_flights.cpp) ----------------------------------------------------

// Slot keys for motion: hands, then the piles.
constexpr int kStockKey = 100;
constexpr int kDiscardKey = 101;
constexpr int kHeldKey = 102;
inline int hand_key(int seat, int place) { return seat * kPlaces + place; }

inline const CaboObservation& obs(const MatchTable& t) {
  return t.observation_as<CaboObservation>();
}
ImVec2 slot_pos(const MatchTable& t, int key);
float slot_width(const MatchTable& t, int key);
// A card flies from slot `from` to slot `to`, `delay` from now.
void fly(MatchTable& t, int from, int to, const Face& face, double delay = 0);
Face face_of(CardId c);
// Places 0-based → the numbers a player reads (1-based), in order.
std::vector<int> place_numbers(const std::vector<int>& places);

// [SECTION] The view's state ---------------------------------------------------------------------

using Mode = CaboChoice::Mode;

struct Timed {  // a card shown face up to the human for a moment, or an eye over a card
  int seat, place;
  double until;
};

// What a tap means when it makes no move (GameView::tap): a step of the choice (cabo_choice.h), or
// a card shown a moment turned down. Packed with a seat (or the mode entered) and a place into the
// int the view hands to MatchTable::view_act, and read back by CaboView::tap.
enum class Tap : std::uint8_t { kHide, kLook, kToggle, kBlindOwn, kEnter, kBack };
constexpr int packed(Tap kind, int who = 0, int place = 0) {
  return static_cast<int>(kind) | (who + 1) << 8 | (place + 1) << 16;
}

class CaboView final : public table::GameView {
 public:
  Phrase title(const MatchTable& t) const override {
    return t.round_title("cabo.title", t.showing_round_end());
  }
  Phrase top_note(const MatchTable& t) const override {
    return t.settings().memory_aid ? Phrase("cabo.memory_aid_on") : Phrase();
  }
  void draw_table(MatchTable& t, const TableContext& ctx) override;
  Phrase prompt(const MatchTable& t) const override;
  void action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) override;
  void show_deal(MatchTable& t) override;
  void show_move(MatchTable& t, const session::MoveRecord& move) override;
  void tick(double now) override {
    auto expired = [&](const Timed& x) { return now >= x.until; };
    shown_.erase(std::remove_if(shown_.begin(), shown_.end(), expired), shown_.end());
    eyes_.erase(std::remove_if(eyes_.begin(), eyes_.end(), expired), eyes_.end());
  }
  bool busy(double) const override { return !shown_.empty() || !eyes_.empty(); }
  void clear(table::Clear what) override {
    choice_.reset();
    shown_.clear();
    if (what == table::Clear::RoundEnd) eyes_.clear();
  }
  float draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                       float top) override;
  Phrase over_note(const MatchTable&) const override { return Phrase("cabo.over.note"); }
  bool has_memory_aid() const override { return true; }
  std::string hint_target(const MatchTable& t, Action action) const override;
  void tap(MatchTable& t, int tap) override;

 private:
  void draw_seats(MatchTable& t, const TableContext& ctx);
  void draw_centre(MatchTable& t, const TableContext& ctx);
  void draw_own(MatchTable& t, const TableContext& ctx);
  bool is_shown(int seat, int place) const {
    return std::any_of(shown_.begin(), shown_.end(),
                       [&](const Timed& x) { return x.seat == seat && x.place == place; });
  }
  void hide(int seat, int place) {
    shown_.erase(std::remove_if(shown_.begin(), shown_.end(),
                                [&](const Timed& x) { return x.seat == seat && x.place == place; }),
                 shown_.end());
  }
  void show(const MatchTable& t, int seat, int place) {
    shown_.push_back(Timed{seat, place, t.now() + std::max(t.pacing().show_for(), 1.5)});
  }
  void eye(const MatchTable& t, int seat, int place) {
    eyes_.push_back(Timed{seat, place, t.now() + t.pacing().bot_delay() * 2 + 0.8});
  }
  // What a hand card looks like: face up when the human knows it and it is shown (or the memory
  // aid is on); empty while a card flies to it.
  Face look_of(const MatchTable& t, int seat, int place) const;

  CaboChoice choice_;  // the power in use after a draw, the own cards tapped (cabo_choice.h)
  std::vector<Timed> shown_;
  std::vector<Timed> eyes_;
};

}  // namespace cardavia::app::cabo
