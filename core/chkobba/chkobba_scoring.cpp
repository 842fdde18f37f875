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

std::array<DealPoints, kChkobbaSides> score_deal(const std::array<CardSet, kChkobbaSides>& piles,
                                                 const std::array<int, kChkobbaSides>& chkobbas) {
  std::array<DealPoints, kChkobbaSides> points{};
  for (int side = 0; side < kChkobbaSides; ++side) {
    const CardSet pile = piles[side];
    // 1 for more than 20 cards (20–20 gives nobody the point).
    points[side].cards = count(pile) > 20 ? 1 : 0;
    // 1 for more than 5 diamonds (5–5 gives nobody the point).
    points[side].diamonds = count(pile & kDiamonds) > 5 ? 1 : 0;
    // 1 for the 7♦, the 7ayya.
    points[side].sette = (pile & kSevenOfDiamonds) != 0 ? 1 : 0;
    // 1 per chkobba.
    points[side].chkobba = chkobbas[side];
  }
  // The bermila: more sevens; with equal sevens, more sixes; with equal sixes too, nobody.
  int bermila = side_with_more(count(piles[0] & kSevens), count(piles[1] & kSevens));
  if (bermila < 0) bermila = side_with_more(count(piles[0] & kSixes), count(piles[1] & kSixes));
  if (bermila >= 0) points[bermila].bermila = 1;
  return points;
}

}  // namespace cardavia
