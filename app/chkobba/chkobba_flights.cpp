// Cardavia — the Chkobba table's flights: how each move is shown (see chkobba_view_class.h).
#include <algorithm>

#include "app/chkobba/chkobba_view_class.h"

namespace cardavia::app::chkobba {

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

}  // namespace cardavia::app::chkobba
