// Scoring one deal: the four categories and the chkobbas (rules-chkobba.md, "Scoring a deal").
#include "chkobba.h"

namespace cardavia {

namespace {

// The cards of one kind, as sets over the Chkobba indices.
constexpr CardSet cards_of_value(int value) {
  CardSet set = 0;
  for (int suit = 0; suit < 4; ++suit) set |= card_bit(make_chkobba_card(value, Suit(suit)));
  return set;
}
constexpr CardSet all_diamonds() {
  CardSet set = 0;
  for (int value = 1; value <= 10; ++value)
    set |= card_bit(make_chkobba_card(value, Suit::kDiamonds));
  return set;
}
constexpr CardSet kSevens = cards_of_value(7);
constexpr CardSet kSixes = cards_of_value(6);
constexpr CardSet kDiamonds = all_diamonds();
constexpr CardSet kSevenOfDiamonds = card_bit(make_chkobba_card(7, Suit::kDiamonds));

int count(CardSet set) { return __builtin_popcountll(set); }

// The side with strictly more, or -1 on a tie: a tie gives nobody the point.
int side_with_more(int side0, int side1) {
  if (side0 > side1) return 0;
  if (side1 > side0) return 1;
  return -1;
}

}  // namespace

PileCounts count_pile(CardSet pile) {
  PileCounts counts;
  counts.cards = count(pile);
  counts.diamonds = count(pile & kDiamonds);
  counts.sevens = count(pile & kSevens);
  counts.sixes = count(pile & kSixes);
  counts.seven_of_diamonds = (pile & kSevenOfDiamonds) != 0;
  return counts;
}

std::array<DealPoints, kChkobbaSides> score_deal(const std::array<CardSet, kChkobbaSides>& piles,
                                                 const std::array<int, kChkobbaSides>& chkobbas) {
  std::array<DealPoints, kChkobbaSides> points{};
  const std::array<PileCounts, kChkobbaSides> counts = {count_pile(piles[0]), count_pile(piles[1])};
  for (int side = 0; side < kChkobbaSides; ++side) {
    const PileCounts& c = counts[side];
    // 1 for more than 20 cards (20–20 gives nobody the point).
    points[side].cards = c.cards > 20 ? 1 : 0;
    // 1 for more than 5 diamonds (5–5 gives nobody the point).
    points[side].diamonds = c.diamonds > 5 ? 1 : 0;
    // 1 for the 7♦, the 7ayya.
    points[side].sette = c.seven_of_diamonds ? 1 : 0;
    // 1 per chkobba.
    points[side].chkobba = chkobbas[side];
  }
  // The bermila: more sevens; with equal sevens, more sixes; with equal sixes too, nobody.
  int bermila = side_with_more(counts[0].sevens, counts[1].sevens);
  if (bermila < 0) bermila = side_with_more(counts[0].sixes, counts[1].sixes);
  if (bermila >= 0) points[bermila].bermila = 1;
  return points;
}

}  // namespace cardavia
