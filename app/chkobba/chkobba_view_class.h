// Cardavia — the Chkobba table's class and what its files share (internal to app/chkobba/; the
// rest of the site knows only chkobba_view.h). The view is one class in four files, each one job:
//   chkobba_view.cpp       what the table draws (the seats, the centre, the human's cards), the
//                          prompt, the action bar, the taps, the hint; the registration
//   chkobba_flights.cpp    the moves' flights: the cut and its deal, a play, its capture, the
//                          deal's-end sweep, new hands
//   chkobba_deal_end.cpp   the deal's-end sheet and the match's end
//   chkobba_scene.cpp      cards, places and words; the scene: what the table shows now
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "app/chkobba/capture_choice.h"
#include "app/chkobba/chkobba_layout.h"
#include "app/table/match_table.h"
#include "core/chkobba/chkobba_observation.h"
#include "session/chkobba/chkobba_moves.h"
#include "session/chkobba/chkobba_round.h"

namespace cardavia::app::chkobba {

using session::chkobba_card;
using session::chkobba_sum;
using session::Phrase;
using table::MatchTable;
using table::TableContext;
using table::TargetSpec;

// [SECTION] Cards, places and words (chkobba_scene.cpp) ------------------------------------------

// Motion keys: the slot a flight hides while it is in the air (or a key of its own that hides
// nothing, for cards flying to a pile or back to the stock).
constexpr int kOwnKey = 0;       // + hand slot 0..2
constexpr int kSeatKey = 10;     // + seat * 3 + fan slot
constexpr int kTableKey = 100;   // + table position
constexpr int kSweepKey = 200;   // + card: a card flying to a pile
constexpr int kSecondLeg = 300;  // + card: a card's second flight (the played card to the pile,
                                 //   a redealt card back to the stock)

inline const ChkobbaObservation& obs(const MatchTable& t) {
  return t.observation_as<ChkobbaObservation>();
}

Face face_of(ChkobbaCard c);

template <int Capacity>
std::vector<ChkobbaCard> cards_of(const SortedCards<Capacity>& cards) {
  return std::vector<ChkobbaCard>(cards.cards.begin(), cards.cards.begin() + cards.size);
}

// Where `c` is in `cards`, or -1.
int index_of(const std::vector<ChkobbaCard>& cards, ChkobbaCard c);
bool is_face_card(ChkobbaCard c);
// A card with its capture value where a newcomer needs it: "Q♥ (8)", else "7♦".
Phrase valued(ChkobbaCard c);
// Several groups as alternatives: "2♦ + 6♠ or 3♣ + 5♥".
Phrase alternatives(const std::vector<CardSet>& groups);

// [SECTION] The scene: what the table shows now (chkobba_scene.cpp) -----------------------------


// The table drawn this frame: the human's Observation, or — from the deal's last move until the
// next deal is dealt — the deal as it ended (its leftovers swept, the piles whole), because the
// engine deals the next one at once.
struct Scene {
  std::vector<ChkobbaCard> hand;     // the human's, in order
  std::array<int, kChkobbaMaxPlayers> hand_sizes{};
  std::vector<ChkobbaCard> table;    // in order
  int stock = 0;
  std::array<int, kChkobbaSides> pile_cards{}, chkobbas{}, totals{};
  bool cutting = false;              // the cut: nothing dealt yet
  int cutter = 0;
  bool cut_seen = false;             // … and the human is the cutter, looking at the cut card
  ChkobbaCard cut_card = 0;
};

Scene scene_of(const ChkobbaObservation& o);
Scene scene_of(const session::ChkobbaDealEnd& end);

// [SECTION] The view's state --------------------------------------------------------------------

// What a tap on a card or btn:cancel means (GameView::tap): a hand card plays or opens the choice of
// a capture, a table card is picked or unpicked, btn:cancel closes the choice. Packed with the card
// into the int the view hands to MatchTable::view_act, and read back by ChkobbaView::tap.
enum class Tap : std::uint8_t { kHand, kTable, kCancel };
constexpr int packed(Tap kind, ChkobbaCard card = 0) { return static_cast<int>(kind) | card << 8; }

class ChkobbaView final : public table::GameView {
 public:
  Phrase title(const MatchTable& t) const override {
    return t.round_title("chkobba.title", t.showing_round_end());
  }
  Phrase top_note(const MatchTable&) const override {
    return Phrase("chkobba.note").number("target", kChkobbaTargetScore);
  }
  void draw_table(MatchTable& t, const TableContext& ctx) override;
  Phrase prompt(const MatchTable& t) const override;
  void action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) override;
  void show_deal(MatchTable& t) override;
  void show_move(MatchTable& t, const session::MoveRecord& move) override;
  void clear(table::Clear) override { choice_.reset(); }
  std::string hint_target(const MatchTable& t, Action action) const override;
  void tap(MatchTable& t, int tap) override;
  float draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                       float top) override;
  table::ScoreTable score_table(const MatchTable& t) const override;
  Phrase winners(const MatchTable& t) const override;
  Phrase over_note(const MatchTable& t) const override;
  table::RoundWords round_words() const override {
    return {"chkobba.log.heading", "chkobba.score.deal", "chkobba.btn.next_deal"};
  }

 private:
  Scene scene(const MatchTable& t) const {
    return deal_end_ ? scene_of(*deal_end_) : scene_of(obs(t));
  }
  // Where a side's pile is: [0] the human's side, at the bottom of the pile column.
  int pile_slot(const MatchTable& t, int side) const { return side == t.human() % kChkobbaSides ? 0 : 1; }
  ImVec2 hand_pos(const MatchTable& t, int seat, int i, int count) const {
    if (seat == t.human()) return own_hand_pos(t.layout(), i, count);
    return table::seat_card_pos(t.layout(), t.offset(seat), i, t.game().shape);
  }
  float hand_w(const MatchTable& t, int seat) const {
    return seat == t.human() ? t.layout().own_card_w : t.layout().seat_card_w;
  }
  int hand_key(const MatchTable& t, int seat, int i) const {
    return seat == t.human() ? kOwnKey + i : kSeatKey + seat * kChkobbaHandSize + i;
  }
  std::vector<int> side_members(const MatchTable& t, int side) const {
    return session::chkobba_side_members(side, t.players(), t.human());
  }

  void show_cut(MatchTable& t, const session::MoveRecord& r, const session::ChkobbaMoveFacts& f);
  void show_play(MatchTable& t, const session::MoveRecord& r, const session::ChkobbaMoveFacts& f);
  // Three cards to each hand from the stock (a cut's deal, or new hands), from `delay` on.
  double deal_hands(MatchTable& t, const ChkobbaObservation& after, int first, double delay,
                    std::optional<ChkobbaCard> skip);

  void draw_seats(MatchTable& t, const TableContext& ctx, const Scene& s);
  void draw_centre(MatchTable& t, const TableContext& ctx, const Scene& s);
  void draw_pile(MatchTable& t, const TableContext& ctx, const ChkobbaLayout& lay, const Scene& s,
                 int side);
  void draw_own(MatchTable& t, const TableContext& ctx, const Scene& s);
  void draw_value_badge(const TableContext& ctx, ImVec2 p, float w, ChkobbaCard c) const;

  std::optional<CaptureChoice> choice_;
  std::array<std::vector<ChkobbaCard>, kChkobbaSides> marks_;  // this deal's chkobba cards
  std::optional<session::ChkobbaDealEnd> deal_end_;           // from the last move until dealt
};

}  // namespace cardavia::app::chkobba
