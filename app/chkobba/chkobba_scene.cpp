// Cardavia — the Chkobba table's cards, places and words, and the scene it draws (see
// chkobba_view_class.h).
#include <algorithm>

#include "app/chkobba/chkobba_view_class.h"

namespace cardavia::app::chkobba {

// [SECTION] Cards, places and words --------------------------------------------------------------

Face face_of(ChkobbaCard c) { return Face::of(chkobba_card(c)); }

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

// [SECTION] The scene: what the table shows now ------------------------------------------------

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

}  // namespace cardavia::app::chkobba
