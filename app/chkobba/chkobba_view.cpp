// Cardavia — the Chkobba table (see chkobba_view.h).
//
// [SECTION] Cards, places and words
// [SECTION] The scene: what the table shows now
// [SECTION] The view's state
// [SECTION] Moves: the cut and its deal, a play, its capture, the deal's end
// [SECTION] The seats, the centre, the human's cards
// [SECTION] The prompt and the action bar
// [SECTION] The deal's end and the match's end
#include "app/chkobba/chkobba_view.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "app/chkobba/capture_choice.h"
#include "app/chkobba/chkobba_layout.h"
#include "app/i18n.h"
#include "app/table/games.h"
#include "app/table/match_table.h"
#include "core/chkobba/chkobba_observation.h"
#include "session/chkobba/chkobba_moves.h"
#include "session/chkobba/chkobba_round.h"

namespace cardavia::app::chkobba {
namespace {

using session::chkobba_card;
using session::chkobba_sum;
using session::Phrase;
using table::MatchTable;
using table::TableContext;
using table::TargetSpec;

// [SECTION] Cards, places and words -------------------------------------------------------------

// Motion keys: the slot a flight hides while it is in the air (or a key of its own that hides
// nothing, for cards flying to a pile or back to the stock).
constexpr int kOwnKey = 0;       // + hand slot 0..2
constexpr int kSeatKey = 10;     // + seat * 3 + fan slot
constexpr int kTableKey = 100;   // + table position
constexpr int kSweepKey = 200;   // + card: a card flying to a pile
constexpr int kSecondLeg = 300;  // + card: a card's second flight (the played card to the pile,
                                 //   a redealt card back to the stock)

const ChkobbaObservation& obs(const MatchTable& t) {
  return t.observation_as<ChkobbaObservation>();
}

Face face_of(ChkobbaCard c) { return Face::of(chkobba_card(c)); }

template <int Capacity>
std::vector<ChkobbaCard> cards_of(const SortedCards<Capacity>& cards) {
  return std::vector<ChkobbaCard>(cards.cards.begin(), cards.cards.begin() + cards.size);
}

int index_of(const std::vector<ChkobbaCard>& cards, ChkobbaCard c) {
  const auto it = std::find(cards.begin(), cards.end(), c);
  return it == cards.end() ? -1 : static_cast<int>(it - cards.begin());
}

bool is_face_card(ChkobbaCard c) { return capture_value(c) >= 8; }

// A card with its capture value where a newcomer needs it: "Q♥ (8)", else "7♦".
Phrase valued(ChkobbaCard c) {
  if (!is_face_card(c)) return Phrase("chkobba.words.card").card("card", chkobba_card(c));
  return Phrase("chkobba.words.valued").card("card", chkobba_card(c)).number("value", capture_value(c));
}

// Several groups as alternatives: "2♦ + 6♠ or 3♣ + 5♥".
Phrase alternatives(const std::vector<CardSet>& groups) {
  Phrase out;
  for (std::size_t i = groups.size(); i-- > 0;) {
    Phrase sum = chkobba_sum(session::chkobba_cards_of(groups[i]));
    out = out.empty() ? sum : Phrase("chkobba.words.or").phrase("first", sum).phrase("rest", out);
  }
  return out;
}

// [SECTION] The scene: what the table shows now -------------------------------------------------

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

Scene scene_of(const ChkobbaObservation& o) {
  const ChkobbaPosition& p = o.view();
  Scene s;
  s.hand = cards_of(p.hands[o.seat()]);
  for (int seat = 0; seat < p.rules.players; ++seat) s.hand_sizes[seat] = o.hand_size(seat);
  s.table = cards_of(p.table);
  s.stock = p.stock_size();
  for (int side = 0; side < kChkobbaSides; ++side) {
    s.pile_cards[side] = __builtin_popcountll(p.piles[side]);
    s.chkobbas[side] = p.chkobbas[side];
    s.totals[side] = p.totals[side];
  }
  s.cutting = p.phase == ChkobbaPhase::kCut;
  s.cutter = p.first_player();
  s.cut_seen = s.cutting && s.cutter == o.seat();
  s.cut_card = p.cut_card;
  return s;
}

Scene scene_of(const session::ChkobbaDealEnd& end) {
  Scene s;
  for (int side = 0; side < kChkobbaSides; ++side) {
    s.pile_cards[side] = end.counts[side].cards;
    s.chkobbas[side] = end.chkobbas[side];
    s.totals[side] = end.totals[side];
  }
  return s;
}

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

// [SECTION] Moves: the cut and its deal, a play, its capture, the deal's end ---------------------

void ChkobbaView::show_deal(MatchTable&) {
  // A deal starts at its cut: nothing is dealt until the cutter has chosen (show_cut).
  marks_ = {};
  deal_end_.reset();
  choice_.reset();
}

void ChkobbaView::show_move(MatchTable& t, const session::MoveRecord& r) {
  const session::ChkobbaMoveFacts f = session::chkobba_move_facts(r);
  if (f.chkobba) marks_[static_cast<std::size_t>(f.side)].push_back(f.played);
  if (r.round_ended) deal_end_ = session::chkobba_deal_end(r);
  if (f.cut)
    show_cut(t, r, f);
  else
    show_play(t, r, f);
}

double ChkobbaView::deal_hands(MatchTable& t, const ChkobbaObservation& after, int first,
                               double delay, std::optional<ChkobbaCard> skip) {
  const ChkobbaLayout lay = layout_chkobba(t.layout(), 0);
  const ChkobbaPosition& p = after.view();
  for (int step = 0; step < t.players(); ++step) {
    const int seat = (first + step) % t.players();
    const int size = after.hand_size(seat);
    for (int i = 0; i < size; ++i) {
      const bool mine = seat == t.human();
      const ChkobbaCard c = mine ? p.hands[seat].cards[i] : 0;
      if (skip && ((mine && c == *skip) || (!mine && i == 0))) continue;  // the kept cut card
      t.fly(hand_key(t, seat, i), lay.stock, lay.pile_w, hand_pos(t, seat, i, size), hand_w(t, seat),
            mine ? face_of(c) : Face::back(), delay, /*waits_at_origin=*/false);
      delay += 0.04;
    }
  }
  return delay;
}

void ChkobbaView::show_cut(MatchTable& t, const session::MoveRecord& r,
                           const session::ChkobbaMoveFacts& f) {
  const auto& before = table::observation_as<ChkobbaObservation>(*r.before);
  const auto& after = table::observation_as<ChkobbaObservation>(*r.after);
  const double travel = t.pacing().travel();
  const ChkobbaLayout before_lay = layout_chkobba(t.layout(), 0);
  const int cutter = r.seat;
  const bool kept = r.action == chkobba_keep();
  const ChkobbaCard cut = before.view().cut_card;  // known to the human when shown
  const bool seen = !r.shown.empty() && (cutter == t.human() || !kept);
  if (f.redeal) {
    // The deal's four table cards are shown on the table a moment, then go back to the stock.
    const ChkobbaLayout lay = layout_chkobba(t.layout(), static_cast<int>(f.redealt.size()));
    for (std::size_t i = 0; i < f.redealt.size(); ++i) {
      const ChkobbaCard c = f.redealt[i];
      const ImVec2 at = lay.table_pos(static_cast<int>(i));
      t.fly(kSweepKey + c, before_lay.stock, before_lay.pile_w, at, lay.card_w, face_of(c),
            0.05 * static_cast<double>(i), /*waits_at_origin=*/false);
      t.fly(kSecondLeg + c, at, lay.card_w, before_lay.stock, before_lay.pile_w, face_of(c),
            travel + std::max(1.0, t.pacing().banner_for()), /*waits_at_origin=*/false);
    }
    return;
  }
  // Step 1. The cut card: to the cutter's hand (face down unless the human cut), or the table.
  const ChkobbaPosition& a = after.view();
  const std::vector<ChkobbaCard> table = cards_of(a.table);
  const ChkobbaLayout lay = layout_chkobba(t.layout(), static_cast<int>(table.size()));
  const ImVec2 from = before_lay.cut;
  const float from_w = before_lay.cut_w;
  if (kept) {
    const int size = after.hand_size(cutter);
    // The human's kept card takes its place in the sorted hand; a computer's, the fan's first.
    int slot = 0;
    if (cutter == t.human()) slot = std::max(0, index_of(cards_of(a.hands[cutter]), cut));
    t.fly(hand_key(t, cutter, slot), from, from_w, hand_pos(t, cutter, slot, size), hand_w(t, cutter),
          seen ? face_of(cut) : Face::back());
  } else {
    const int at = index_of(table, cut);
    t.fly(kTableKey + at, from, from_w, lay.table_pos(at), lay.card_w, face_of(cut));
  }
  // Step 2. The hands from the cutter on, then the table's cards.
  double delay = deal_hands(t, after, cutter, travel * 0.8,
                            kept ? std::optional<ChkobbaCard>(cut) : std::nullopt);
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (!kept && table[i] == cut) continue;
    t.fly(kTableKey + static_cast<int>(i), before_lay.stock, before_lay.pile_w,
          lay.table_pos(static_cast<int>(i)), lay.card_w, face_of(table[i]), delay, /*waits_at_origin=*/false);
    delay += 0.05;
  }
}

void ChkobbaView::show_play(MatchTable& t, const session::MoveRecord& r,
                            const session::ChkobbaMoveFacts& f) {
  const auto& before = table::observation_as<ChkobbaObservation>(*r.before);
  const auto& after = table::observation_as<ChkobbaObservation>(*r.after);
  const double travel = t.pacing().travel();
  const double hold = travel * 1.4;
  const int seat = r.seat;
  const ChkobbaPosition& b = before.view();
  const std::vector<ChkobbaCard> was = cards_of(b.table);
  const ChkobbaLayout lb = layout_chkobba(t.layout(), static_cast<int>(was.size()));
  // Step 1. Where the card comes from: its hand slot, or the end of the seat's fan.
  const int size = before.hand_size(seat);
  int slot = size - 1;
  if (seat == t.human()) slot = std::max(0, index_of(cards_of(b.hands[seat]), f.played));
  const ImVec2 from = hand_pos(t, seat, slot, size);
  const float from_w = hand_w(t, seat);
  // The table as the card leaves it (at a deal's end `after` is the next deal).
  std::vector<ChkobbaCard> now = f.deal_over ? f.leftovers : cards_of(after.view().table);
  if (f.deal_over && f.leftovers_to < 0) now.clear();  // nobody's: they simply go
  const ChkobbaLayout la = layout_chkobba(t.layout(), static_cast<int>(now.size()));
  const ImVec2 pile = lb.piles[static_cast<std::size_t>(pile_slot(t, f.side))];
  double sweep_at = 0;
  if (f.captured.empty()) {
    // Step 2a. It stays on the table: it flies to its place, the others make room.
    const int at = index_of(now, f.played);
    const ImVec2 to = at >= 0 ? la.table_pos(at) : lb.table_pos(static_cast<int>(was.size()));
    t.fly(kTableKey + std::max(at, 0), from, from_w, to, la.card_w, face_of(f.played));
    for (std::size_t j = 0; j < now.size(); ++j) {
      const int i = index_of(was, now[j]);
      if (i >= 0 && i != static_cast<int>(j))
        t.fly(kTableKey + static_cast<int>(j), lb.table_pos(i), lb.card_w,
              la.table_pos(static_cast<int>(j)), la.card_w, face_of(now[j]));
    }
    sweep_at = travel + hold;
  } else {
    // Step 2b. A capture: the card lands on what it takes, then all of them sweep to the pile;
    // the cards left make room after the sweep.
    const ImVec2 first = lb.table_pos(index_of(was, f.captured.front()));
    const ImVec2 landing(first.x + 10, first.y + 10);
    t.fly(kSweepKey + f.played, from, from_w, landing, lb.card_w, face_of(f.played));
    sweep_at = travel + hold;
    t.fly(kSecondLeg + f.played, landing, lb.card_w, pile, lb.pile_w, face_of(f.played), sweep_at, /*waits_at_origin=*/false);
    for (const ChkobbaCard c : f.captured)
      t.fly(kSweepKey + c, lb.table_pos(index_of(was, c)), lb.card_w, pile, lb.pile_w, face_of(c),
            sweep_at + 0.04);
    if (!f.deal_over) {
      for (std::size_t j = 0; j < now.size(); ++j) {
        const int i = index_of(was, now[j]);
        if (i >= 0)
          t.fly(kTableKey + static_cast<int>(j), lb.table_pos(i), lb.card_w,
                la.table_pos(static_cast<int>(j)), la.card_w, face_of(now[j]), sweep_at + travel);
      }
    }
    sweep_at += travel + hold;
  }
  // Step 3. The deal's end: the last capturer sweeps the leftovers (shown, then flown).
  if (f.deal_over && f.leftovers_to >= 0) {
    const ImVec2 to = lb.piles[static_cast<std::size_t>(pile_slot(t, f.leftovers_to))];
    for (const ChkobbaCard c : f.leftovers) {
      const int i = index_of(was, c);
      const ImVec2 at = i >= 0 ? lb.table_pos(i) : la.table_pos(index_of(now, c));
      t.fly(kSweepKey + c + (c == f.played ? kSecondLeg - kSweepKey : 0), at, lb.card_w, to,
            lb.pile_w, face_of(c), sweep_at + 0.04, c == f.played);
    }
  }
  // Step 4. New hands: three more cards each from the stock, once the table has settled.
  if (f.new_hands) deal_hands(t, after, after.view().first_player(), sweep_at + travel, std::nullopt);
}

// [SECTION] The seats, the centre, the human's cards ---------------------------------------------

void ChkobbaView::draw_table(MatchTable& t, const TableContext& ctx) {
  const Scene s = scene(t);
  draw_seats(t, ctx, s);
  draw_centre(t, ctx, s);
  draw_own(t, ctx, s);
}

void ChkobbaView::draw_value_badge(const TableContext& ctx, ImVec2 p, float w, ChkobbaCard c) const {
  // Q=8, J=9, K=10 on the card's lower left, where the face has no index: a newcomer reads the
  // capture value off the card.
  if (!is_face_card(c)) return;
  const std::string value = std::to_string(capture_value(c));
  const float size = std::clamp(w * 0.26f, 12.0f, 18.0f);
  const ImVec2 ts = ctx.fonts->bold->CalcTextSizeA(size, FLT_MAX, 0.0f, value.c_str());
  const float bw = std::max(ts.x + 8, size + 4), bh = size + 3;
  const ImVec2 b0(p.x + 3, p.y + w * kCardAspect - bh - 3);
  ctx.dl->AddRectFilled(b0, ImVec2(b0.x + bw, b0.y + bh), ctx.palette->accent, bh * 0.5f);
  ctx.dl->AddText(ctx.fonts->bold, size, ImVec2(b0.x + (bw - ts.x) * 0.5f, b0.y + 1.5f),
                  ctx.palette->ink, value.c_str());
}

void ChkobbaView::draw_seats(MatchTable& t, const TableContext& ctx, const Scene& s) {
  const int to_move = t.session().to_move();
  for (int seat = 0; seat < t.players(); ++seat) {
    const int k = t.offset(seat);
    if (k == 0) continue;
    const Box& b = t.layout().seats[static_cast<std::size_t>(k)];
    table::panel(ctx, b, 10.0f);
    const bool moving = to_move == seat && !t.sheet_open() && !deal_end_;
    if (moving) ctx.dl->AddRect(b.min, b.max, ctx.palette->accent, 10.0f, 0, 2.0f);
    // Name (the partner marked) and the side's total.
    const bool partner = seat % kChkobbaSides == t.human() % kChkobbaSides;
    const std::string name = partner ? t.say(Phrase("chkobba.seat.partner").seat("name", seat))
                                     : t.seat_name(seat);
    const std::string total = std::to_string(s.totals[static_cast<std::size_t>(seat % kChkobbaSides)]);
    // A phone's third of the width is narrow for "Bo · partner" and the total: the line takes a
    // smaller size (down to 11 px) rather than run the two together; past that the name is cut.
    float px = 14.0f;
    auto width_at = [&](float px, const std::string& text) {
      return ctx.fonts->bold->CalcTextSizeA(px, FLT_MAX, 0.0f, text.c_str()).x;
    };
    while (px > 11.0f && width_at(px, name) + 8 + width_at(px, total) > b.width() - 16) px -= 1.0f;
    const float total_x = b.max.x - 8 - width_at(px, total);
    const float y = b.min.y + 5 + (14.0f - px) * 0.5f;
    ctx.dl->PushClipRect(b.min, ImVec2(total_x - 4, b.max.y), true);
    ctx.dl->AddText(ctx.fonts->bold, px, ImVec2(b.min.x + 8, y),
                    moving ? ctx.palette->accent : ctx.palette->text, name.c_str());
    ctx.dl->PopClipRect();
    ctx.dl->AddText(ctx.fonts->bold, px, ImVec2(total_x, y), ctx.palette->text_muted, total.c_str());
    // The hand, a fan of backs.
    const int size = s.hand_sizes[static_cast<std::size_t>(seat)];
    for (int i = 0; i < size; ++i) {
      if (t.motion().hidden(hand_key(t, seat, i), ctx.now)) continue;
      table::draw_card(ctx, hand_pos(t, seat, i, size), t.layout().seat_card_w, Face::back());
    }
  }
}

void ChkobbaView::draw_pile(MatchTable& t, const TableContext& ctx, const ChkobbaLayout& lay,
                            const Scene& s, int side) {
  const auto sd = static_cast<std::size_t>(side);
  const ImVec2 p = lay.piles[static_cast<std::size_t>(pile_slot(t, side))];
  const float w = lay.pile_w, h = w * kCardAspect;
  // The chkobbas first, face up under the pile at a slant, each sticking out to the left far
  // enough to show its index corner (each later one a little lower, over the earlier); then the
  // pile on top.
  const int marks = s.chkobbas[sd];
  const float step = marks > 1 ? std::min(w * 0.42f, h * 0.45f / static_cast<float>(marks - 1)) : 0.0f;
  for (int i = 0; i < marks; ++i) {
    const std::vector<ChkobbaCard>& known = marks_[sd];
    // A match opened in the middle of a deal does not know which cards made its chkobbas.
    const Face face = i < static_cast<int>(known.size()) ? face_of(known[static_cast<std::size_t>(i)])
                                                         : Face::back();
    const ImVec2 centre(p.x + w * 0.5f - lay.mark_out + 2, p.y + h * 0.42f + static_cast<float>(i) * step);
    table::draw_card_turned(ctx, centre, w, face, -0.2f);
  }
  table::draw_card(ctx, p, w, s.pile_cards[sd] > 0 ? Face::back() : Face::empty());
  // The count under it.
  // Whose pile, in words ("Your pile · 9") when its column has the room, else "9 cards".
  std::string label = t.say(Phrase(side == 0 ? "chkobba.pile.yours" : "chkobba.pile.theirs")
                                .number("n", s.pile_cards[sd]));
  ImVec2 ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, label.c_str());
  const float column = lay.worded ? std::max(lay.pile_w + lay.mark_out, 110.0f) : 0.0f;
  if (ts.x > column) {
    label = t.say(Phrase("chkobba.pile.count").number("n", s.pile_cards[sd]));
    ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, label.c_str());
  }
  // Under the pile and its marks, kept inside the centre.
  const float mid = lay.worded ? p.x + (w - lay.mark_out) * 0.5f : p.x + w * 0.5f;
  ctx.dl->AddText(
      ctx.fonts->small, text_size::kLabel,
      ImVec2(std::floor(std::min(mid - ts.x * 0.5f, t.layout().centre.max.x - ts.x)), p.y + h + 2),
      ctx.palette->text_muted, label.c_str());
}

void ChkobbaView::draw_centre(MatchTable& t, const TableContext& ctx, const Scene& s) {
  const ChkobbaLayout lay = layout_chkobba(t.layout(), static_cast<int>(s.table.size()));
  const Palette& pal = *ctx.palette;
  // The stock, with its count.
  if (s.stock > 0) {
    table::draw_card(ctx, lay.stock, lay.pile_w, Face::back());
    // "Stock · 18" when its column has the room, else the count alone.
    std::string n = t.say(Phrase("chkobba.stock").number("n", s.stock));
    ImVec2 ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, n.c_str());
    if (!lay.worded || ts.x > lay.stock_column.width()) {
      n = std::to_string(s.stock);
      ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, n.c_str());
    }
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel,
                    ImVec2(std::floor(lay.stock.x + (lay.pile_w - ts.x) * 0.5f),
                           lay.stock.y + lay.pile_w * kCardAspect + 2),
                    pal.text_muted, n.c_str());
  }
  draw_pile(t, ctx, lay, s, 0);
  draw_pile(t, ctx, lay, s, 1);
  // The cut: the cut card alone, face up to the human who cuts, face down while a computer looks.
  if (s.cutting) {
    if (!t.motion().busy())
      table::draw_card(ctx, lay.cut, lay.cut_w, s.cut_seen ? face_of(s.cut_card) : Face::back());
    if (s.cut_seen) draw_value_badge(ctx, lay.cut, lay.cut_w, s.cut_card);
    return;
  }
  // The table's cards; during a capture choice only the open groups' cards are targets.
  const bool choosing = choice_ && t.interactive();
  for (int i = 0; i < static_cast<int>(s.table.size()); ++i) {
    const ChkobbaCard c = s.table[static_cast<std::size_t>(i)];
    if (t.motion().hidden(kTableKey + i, ctx.now)) continue;
    const ImVec2 pos = lay.table_pos(i);
    table::CardButtonOptions opt;
    const bool last_in_row = (i + 1) % lay.per_row == 0 || i + 1 == static_cast<int>(s.table.size());
    opt.hit_width = last_in_row ? 0.0f : lay.hit_w;
    std::string label;
    if (choosing) {
      const std::optional<Action> settled = choice_->settled();
      const bool offered = choice_->offers(c);
      opt.enabled = offered;
      opt.selected = offered && (settled || (choice_->picked() & card_bit(c)));
      opt.highlight = offered;
      opt.alpha = offered ? 1.0f : 0.35f;
      if (offered)
        label = settled ? t.speak(Phrase("chkobba.target.table_take")
                                    .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                                                         cards_at(obs(t).view().table,
                                                                  action_capture_mask(*settled)))))
                                    .phrase("card", valued(choice_->played())))
                        : t.speak(Phrase((choice_->picked() & card_bit(c)) ? "chkobba.target.table_unpick"
                                                                          : "chkobba.target.table_pick")
                                    .phrase("card", valued(c)));
    }
    TargetSpec spec{"table:" + card_text(c), label, {}};
    if (opt.enabled) spec.act = t.view_act(packed(Tap::kTable, c));
    table::card_button(ctx, std::move(spec), pos, lay.card_w, face_of(c), opt);
    draw_value_badge(ctx, ImVec2(pos.x, pos.y + (opt.selected ? -10.0f : 0.0f)), lay.card_w, c);
    if (choosing && !opt.enabled)
      ctx.dl->AddRectFilled(pos, ImVec2(pos.x + lay.card_w, pos.y + lay.card_w * kCardAspect),
                            with_alpha(pal.felt, 0.55f), lay.card_w * 0.08f);
  }
}

void ChkobbaView::draw_own(MatchTable& t, const TableContext& ctx, const Scene& s) {
  const bool my_turn = t.interactive() && !s.cutting;
  const int n = static_cast<int>(s.hand.size());
  const float w = t.layout().own_card_w;
  const Table table = obs(t).view().table;
  for (int i = 0; i < n; ++i) {
    const ChkobbaCard c = s.hand[static_cast<std::size_t>(i)];
    const ImVec2 pos = own_hand_pos(t.layout(), i, n);
    if (t.motion().hidden(kOwnKey + i, ctx.now)) continue;
    const bool chosen = choice_ && choice_->played() == c;
    table::CardButtonOptions opt;
    opt.enabled = my_turn;
    opt.highlight = my_turn && !chosen;
    opt.selected = chosen;
    opt.alpha = choice_ && !chosen ? 0.8f : 1.0f;
    // What a tap does, in the target's words: plays at once, or opens (or closes) the choice.
    const std::vector<Action> plays = plays_of(c, t.legal_actions());
    Phrase words;
    if (chosen)
      words = Phrase("chkobba.target.own_cancel").phrase("card", valued(c));
    else if (plays.size() > 1)
      words = Phrase("chkobba.target.own_choose").phrase("card", valued(c)).number("n", static_cast<int>(plays.size()));
    else if (plays.size() == 1 && action_capture_mask(plays.front()) != 0)
      words = Phrase("chkobba.target.own_take")
                  .phrase("card", valued(c))
                  .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                                       cards_at(table, action_capture_mask(plays.front())))));
    else
      words = Phrase("chkobba.target.own_drop").phrase("card", valued(c));
    TargetSpec spec{"own:" + std::to_string(i), t.speak(words), {}};
    spec.act = t.view_act(packed(Tap::kHand, c));
    table::card_button(ctx, std::move(spec), pos, w, face_of(c), opt);
    draw_value_badge(ctx, ImVec2(pos.x, pos.y + (chosen ? -10.0f : 0.0f)), w, c);
    t.report_face("own:" + std::to_string(i), false);
  }
}

// [SECTION] The prompt and the action bar --------------------------------------------------------

Phrase ChkobbaView::prompt(const MatchTable& t) const {
  if (t.showing_round_end()) return Phrase("chkobba.prompt.deal_over");
  const Scene s = scene(t);
  if (s.cutting) return Phrase("chkobba.prompt.cut").phrase("card", valued(s.cut_card));
  if (!choice_) return Phrase("chkobba.prompt.play");
  if (const std::optional<Action> play = choice_->settled())
    return Phrase("chkobba.prompt.confirm")
        .phrase("card", valued(choice_->played()))
        .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                             cards_at(obs(t).view().table, action_capture_mask(*play)))));
  return Phrase("chkobba.prompt.choose")
      .phrase("card", valued(choice_->played()))
      .phrase("groups", alternatives(choice_->open_groups()));
}

void ChkobbaView::action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) {
  if (!t.interactive()) return;
  const Scene s = scene(t);
  if (s.cutting) {
    const Phrase card = valued(s.cut_card);
    bar.push_back({"btn:keep", "chkobba.btn.keep", Phrase("chkobba.target.keep").phrase("card", card),
                   t.legal(chkobba_keep()), true, t.move_act(chkobba_keep())});
    bar.push_back({"btn:table", "chkobba.btn.table",
                   Phrase("chkobba.target.table").phrase("card", card), t.legal(chkobba_table()),
                   false, t.move_act(chkobba_table())});
    return;
  }
  if (!choice_) return;
  bar.push_back({"btn:cancel", "chkobba.btn.back", Phrase("chkobba.target.back"), true, false,
                 t.view_act(packed(Tap::kCancel))});
  if (const std::optional<Action> play = choice_->settled()) {
    const Action a = *play;
    bar.push_back({"btn:confirm", "chkobba.btn.take",
                   Phrase("chkobba.target.confirm")
                       .phrase("card", valued(choice_->played()))
                       .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                                            cards_at(obs(t).view().table, action_capture_mask(a))))),
                   true, true, t.move_act(a)});
  }
}

// [SECTION] Taps that make no move by themselves ------------------------------------------------

void ChkobbaView::tap(MatchTable& t, int tap) {
  const auto card = static_cast<ChkobbaCard>(tap >> 8);
  switch (static_cast<Tap>(tap & 0xFF)) {
    case Tap::kHand: {
      if (choice_ && choice_->played() == card) {
        choice_.reset();  // the chosen card again: choose another
        return;
      }
      HandTap hand = tap_hand_card(card, obs(t).view().table, t.legal_actions());
      choice_ = std::move(hand.choice);
      if (hand.play) t.play(*hand.play);
      return;
    }
    case Tap::kTable:
      if (!choice_) return;
      if (const std::optional<Action> play = choice_->tap(card)) t.play(*play);
      return;
    case Tap::kCancel:
      choice_.reset();
      return;
  }
}

// [SECTION] The coach's hint ---------------------------------------------------------------------

// The next tap towards `action`: its hand card (which plays it, or opens the choice of a capture),
// then the table cards of its capture still to pick (a picked card outside it first unpicked),
// then Take.
std::string ChkobbaView::hint_target(const MatchTable& t, Action action) const {
  if (action == chkobba_keep()) return "btn:keep";
  if (action == chkobba_table()) return "btn:table";
  const ChkobbaCard played = action_card(action);
  if (!choice_ || choice_->played() != played) {
    const std::vector<ChkobbaCard> hand = scene(t).hand;
    for (std::size_t i = 0; i < hand.size(); ++i)
      if (hand[i] == played) return "own:" + std::to_string(i);
    return {};
  }
  if (choice_->settled() == action) return "btn:confirm";
  const CardSet wanted = cards_at(obs(t).view().table, action_capture_mask(action));
  const CardSet picked = choice_->picked();
  const CardSet next = (picked & ~wanted) ? (picked & ~wanted) : (wanted & ~picked);
  if (next == 0) return {};
  return "table:" + card_text(static_cast<ChkobbaCard>(__builtin_ctzll(next)));
}

// [SECTION] The deal's end and the match's end ---------------------------------------------------

float ChkobbaView::draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                                  float top) {
  if (!deal_end_) return top;
  const session::ChkobbaDealEnd& e = *deal_end_;
  const Palette& pal = *ctx.palette;
  const int us = t.human() % kChkobbaSides;
  const std::array<int, 2> order = {us, 1 - us};  // the human's side first
  float y = top;
  const std::string title = t.say(Phrase("chkobba.reveal.title").number("n", e.deal));
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(left, y), pal.text, title.c_str());
  y += 30;
  // The last capturer's sweep.
  if (!e.leftovers.empty()) {
    std::vector<AnyCard> cards;
    for (const ChkobbaCard c : e.leftovers) cards.push_back(chkobba_card(c));
    const Phrase sweep = e.leftovers_to >= 0
                             ? Phrase("chkobba.reveal.sweep").cards("cards", cards).seats("side", side_members(t, e.leftovers_to))
                             : Phrase("chkobba.reveal.sweep_nobody").cards("cards", cards);
    table::wrapped_text(ctx, ctx.fonts->small, ImVec2(left, y), right, t.say(sweep), pal.text_muted);
    y = ImGui::GetItemRectMax().y + 8;
  }
  // The columns: the category, then one per side (its members' names).
  const float name_w = std::min(110.0f, (right - left) * 0.3f);
  const float col_w = (right - left - name_w) * 0.5f;
  auto cell_x = [&](int column) { return left + name_w + col_w * static_cast<float>(column); };
  for (int column = 0; column < 2; ++column) {
    const std::string name = t.say(Phrase("chkobba.reveal.side").seats("side", side_members(t, order[column])));
    ctx.dl->AddText(ctx.fonts->bold, text_size::kBody, ImVec2(cell_x(column), y), pal.accent,
                    name.c_str());
  }
  y += 24;
  ctx.dl->AddLine(ImVec2(left, y), ImVec2(right, y), with_alpha(pal.text, 0.25f));
  y += 6;
  // One row per category: each side's count and its point, then who got it and why.
  for (const session::ChkobbaCategoryWords& category : e.categories) {
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(left, y), pal.text,
                    tr(category.name_key));
    for (int column = 0; column < 2; ++column) {
      const auto side = static_cast<std::size_t>(order[column]);
      const PileCounts& c = e.counts[side];
      const std::string id = category.id;
      Phrase count = id == "cards"      ? Phrase("chkobba.reveal.cards").number("n", c.cards)
                     : id == "diamonds" ? Phrase("chkobba.reveal.diamonds").number("n", c.diamonds)
                     : id == "bermila"  ? Phrase("chkobba.reveal.bermila").number("s", c.sevens).number("t", c.sixes)
                     : id == "sette"    ? Phrase(c.seven_of_diamonds ? "chkobba.reveal.sette_yes" : "chkobba.reveal.sette_no")
                                             .card("card", chkobba_card(make_chkobba_card(7, Suit::kDiamonds)))
                                        : Phrase("chkobba.reveal.chkobbas").number("n", e.chkobbas[side]);
      std::string text = t.say(count);
      ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(cell_x(column), y + 1), pal.text,
                      text.c_str());
      const int points = category.points[side];
      if (points > 0) {
        const std::string plus = t.say(Phrase("chkobba.reveal.points").number("n", points));
        const ImVec2 ts =
            ctx.fonts->bold->CalcTextSizeA(text_size::kButton, FLT_MAX, 0.0f, plus.c_str());
        ctx.dl->AddText(ctx.fonts->bold, text_size::kButton,
                        ImVec2(cell_x(column) + col_w - 8 - ts.x, y), pal.accent, plus.c_str());
      }
    }
    y += 18;
    table::wrapped_text(ctx, ctx.fonts->small, ImVec2(left + 8, y), right, t.say(category.why),
                        pal.text_muted);
    y = ImGui::GetItemRectMax().y + 8;
  }
  // The deal's points and the totals.
  ctx.dl->AddLine(ImVec2(left, y), ImVec2(right, y), with_alpha(pal.text, 0.25f));
  y += 6;
  for (const char* row : {"chkobba.reveal.deal_points", "chkobba.reveal.total"}) {
    const bool total = std::string(row) == "chkobba.reveal.total";
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(left, y), pal.text, tr(row));
    for (int column = 0; column < 2; ++column) {
      const auto side = static_cast<std::size_t>(order[column]);
      const std::string v = std::to_string(total ? e.totals[side] : e.points[side]);
      ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(cell_x(column), y),
                      total ? pal.accent : pal.text, v.c_str());
    }
    y += 20;
  }
  if (!e.outcome.empty()) {
    table::wrapped_text(ctx, ctx.fonts->bold, ImVec2(left, y + 2), right, t.say(e.outcome), pal.accent);
    y = ImGui::GetItemRectMax().y + 6;
  }
  return y + 6;
}

table::ScoreTable ChkobbaView::score_table(const MatchTable& t) const {
  // A column per side (the human's first); each deal's points; the totals.
  table::ScoreTable out;
  const int us = t.human() % kChkobbaSides;
  for (const int side : {us, 1 - us})
    out.columns.push_back(t.say(Phrase("chkobba.score.side").seats("side", side_members(t, side))));
  for (const RoundResult& r : t.session().rounds())
    out.rows.push_back({r.scores[static_cast<std::size_t>(us)], r.scores[static_cast<std::size_t>(1 - us)]});
  const auto& rounds = t.session().rounds();
  if (rounds.empty()) {
    out.totals = {0, 0};
  } else {
    out.totals = {rounds.back().totals[static_cast<std::size_t>(us)],
                  rounds.back().totals[static_cast<std::size_t>(1 - us)]};
  }
  return out;
}

Phrase ChkobbaView::winners(const MatchTable& t) const {
  // The engine's winners are sides.
  const std::vector<int> sides = t.session().winners();
  if (sides.empty()) return {};
  const int side = sides.front();
  const bool ours = side == t.human() % kChkobbaSides;
  if (t.players() == 2) return ours ? Phrase("table.over.you_win") : Phrase("table.over.wins").seats("names", side_members(t, side));
  return Phrase(ours ? "chkobba.over.your_side" : "chkobba.over.side").seats("names", side_members(t, side));
}

Phrase ChkobbaView::over_note(const MatchTable& t) const {
  const auto& rounds = t.session().rounds();
  if (rounds.empty()) return {};
  const std::array<int, kChkobbaSides> totals = {rounds.back().totals[0], rounds.back().totals[1]};
  return session::chkobba_outcome(totals, t.session().winners(), t.players(), t.human());
}

}  // namespace

std::unique_ptr<table::GameView> make_chkobba_view() { return std::make_unique<ChkobbaView>(); }

// [SECTION] Registration: Chkobba's one line in the site's games (app/table/games.h).
namespace {
// The 7♦ has a name of its own, the 7ayya: a point at a deal's end (said before its words).
const char* card_name(AnyCard card) {
  constexpr AnyCard kSette = AnyCard::of(StandardCard{Rank::kSeven, Suit::kDiamonds});
  return card == kSette ? "chkobba.category.sette" : nullptr;
}

// Three cards each, the opponents' as fans (never tapped), the table's cards in two rows of the
// centre.
table::GameEntry kChkobbaTable = {
    .id = "chkobba",
    .name_key = "game.chkobba.name",
    .blurb_key = "game.chkobba.blurb",
    .clockwise = false,
    .shape = table::SeatShape{.cols = 3, .rows = 1, .own_cards = 3, .overlap = 0.6f,
                              .centre_rows = 2},
    .icon = Face::of(StandardCard{Rank::kSeven, Suit::kDiamonds}),
    .make_view = &make_chkobba_view,
    .score = table::ScoreOrder::HigherWins,
    .daily_total_key = "game.chkobba.daily_total",
    .card_name = &card_name};
}  // namespace
CARDAVIA_REGISTER_TABLE_GAME(kChkobbaTable);

}  // namespace cardavia::app::chkobba
