// Cardavia — the Cabo table's places and each move's flights (see cabo_view_class.h).
#include <algorithm>

#include "app/cabo/cabo_view_class.h"

namespace cardavia::app::cabo {

// [SECTION] Places and slots ---------------------------------------------------------------------

ImVec2 slot_pos(const MatchTable& t, int key) {
  const table::TableLayout& L = t.layout();
  if (key == kStockKey) return table::pile_pos(L, table::Pile::Stock);
  if (key == kHeldKey) return table::pile_pos(L, table::Pile::Held);
  if (key == kDiscardKey) return table::pile_pos(L, table::Pile::Discard);
  const int k = t.offset(key / kPlaces), place = key % kPlaces;
  return k == 0 ? table::own_card_pos(L, place, t.game().shape)
                : table::seat_card_pos(L, k, place, t.game().shape);
}

float slot_width(const MatchTable& t, int key) {
  if (key >= kStockKey) return t.layout().pile_card_w;
  return t.offset(key / kPlaces) == 0 ? t.layout().own_card_w : t.layout().seat_card_w;
}

void fly(MatchTable& t, int from, int to, const Face& face, double delay) {
  t.fly(to, slot_pos(t, from), slot_width(t, from), slot_pos(t, to), slot_width(t, to), face,
        delay);
}

Face face_of(CardId c) { return Face::of(cabo_card(c)); }

std::vector<int> place_numbers(const std::vector<int>& places) {
  std::vector<int> out;
  for (const int p : places) out.push_back(p + 1);
  std::sort(out.begin(), out.end());
  return out;
}

// [SECTION] Moves: the deal, each move's flights, eyes and shown cards ---------------------------

void CaboView::show_deal(MatchTable& t) {
  // The cards go out one at a time in play order from the player after the dealer.
  const CaboObservation& o = obs(t);
  int i = 0;
  for (int round = 0; round < kPlaces; ++round)
    for (int step = 1; step <= t.players(); ++step)
      fly(t, kStockKey, hand_key((o.dealer() + step) % t.players(), round), Face::back(),
          0.035 * i++);
  if (o.discard_top() != kNoCard)
    fly(t, kStockKey, kDiscardKey, face_of(o.discard_top()), 0.035 * i);
}

void CaboView::show_move(MatchTable& t, const session::MoveRecord& r) {
  // Read from the engine's events (core/move_event.h), as the human sees them: each card that
  // moves flies (face up where the human sees it), each card looked at is shown to the human or
  // marked with an eye. A move that ended the round leaves the hands alone: the round's end shows
  // them (the next round is dealt already).
  const auto key = [](const CardPlace& at) {
    switch (at.area()) {
      case CardPlace::Area::kStock: return kStockKey;
      case CardPlace::Area::kPile: return kDiscardKey;
      case CardPlace::Area::kHeld: return kHeldKey;
      default: return hand_key(at.seat(), at.slot());
    }
  };
  const auto at_a_hand = [](const MoveEvent& e) {
    return e.from.area() == CardPlace::Area::kHand || e.to.area() == CardPlace::Area::kHand;
  };
  double delay = 0.0;
  for (const MoveEvent& e : r.events) {
    if (r.round_ended && at_a_hand(e)) continue;
    if (e.kind == MoveEvent::Kind::kMove) {
      fly(t, key(e.from), key(e.to), e.card ? Face::of(*e.card) : Face::back(), delay);
      delay += 0.05;
    } else if (e.kind == MoveEvent::Kind::kLook) {
      if (e.card)
        show(t, e.from.seat(), e.from.slot());
      else
        eye(t, e.from.seat(), e.from.slot());
    }
  }
}

}  // namespace cardavia::app::cabo
