#include "session/chkobba/chkobba_coach.h"

#include <bit>
#include <vector>

#include "core/chkobba/chkobba.h"
#include "core/chkobba/chkobba_observation.h"

namespace cardavia::session {

namespace {

constexpr ChkobbaCard kSevenOfDiamonds = make_chkobba_card(7, Suit::kDiamonds);
constexpr int kMostDiamonds = 5;  // more than this scores
constexpr int kMostCards = 20;    // more than this scores
constexpr int kHighestCard = 10;  // the king: no capture takes more than this

AnyCard card_of(ChkobbaCard card) { return AnyCard::of(to_standard(card)); }

std::vector<AnyCard> cards_of(CardSet set) {
  std::vector<AnyCard> cards;
  for (int c = 0; c < kChkobbaDeckSize; ++c) {
    if (set & card_bit(static_cast<ChkobbaCard>(c))) cards.push_back(card_of(static_cast<ChkobbaCard>(c)));
  }
  return cards;
}

int count_in(CardSet set, int value) {
  int n = 0;
  for (int suit = 0; suit < 4; ++suit) n += (set & card_bit(make_chkobba_card(value, static_cast<Suit>(suit)))) != 0;
  return n;
}

int diamonds_in(CardSet set) {
  int n = 0;
  for (int value = 1; value <= kHighestCard; ++value) n += (set & card_bit(make_chkobba_card(value, Suit::kDiamonds))) != 0;
  return n;
}

// The last card of the deal: the stock is empty and it is the only card left in any hand.
bool last_card_of_deal(const ChkobbaObservation& o) {
  int in_hands = 0;
  for (int seat = 0; seat < o.view().rules.players; ++seat) in_hands += o.hand_size(seat);
  return o.view().stock_size() == 0 && in_hands == 1;
}

bool any_card_takes(const ChkobbaPosition& view, int seat) {
  const Hand& hand = view.hands[seat];
  for (int i = 0; i < hand.size; ++i) {
    CaptureOptions options;
    find_captures(view.table, hand.cards[i], options);
    if (options.count > 0) return true;
  }
  return false;
}

Phrase capture_reason(const ChkobbaObservation& o, ChkobbaCard played, std::uint32_t mask) {
  const ChkobbaPosition& view = o.view();
  const CardSet taken = cards_at(view.table, mask);
  const CardSet won = taken | card_bit(played);
  const CardSet pile = view.piles[o.seat() % kChkobbaSides];
  auto with = [&](const char* key) {
    return Phrase(key).cards("cards", cards_of(taken)).card("card", card_of(played));
  };
  const bool clears = std::popcount(mask) == view.table.size;
  if (clears && !last_card_of_deal(o)) return with("coach.chkobba.chkobba");
  if (won & card_bit(kSevenOfDiamonds)) return with("coach.chkobba.sette");
  if (count_in(won, 7) > 0) return with("coach.chkobba.sevens").number("total", count_in(pile | won, 7));
  if (diamonds_in(won) > 0 && diamonds_in(pile) <= kMostDiamonds)
    return with("coach.chkobba.diamonds").number("total", diamonds_in(pile | won));
  if (std::popcount(pile) <= kMostCards)
    return with("coach.chkobba.cards").number("total", std::popcount(pile | won));
  return {};
}

}  // namespace

Phrase chkobba_reason(const Observation& seat_view, Action move, const SearchFacts&) {
  const auto* o = dynamic_cast<const ChkobbaObservation*>(&seat_view);
  if (o == nullptr || action_kind(move) != static_cast<std::uint32_t>(ChkobbaActionKind::kPlay)) return {};
  const ChkobbaCard played = action_card(move);
  const std::uint32_t mask = action_capture_mask(move);
  if (mask != 0) return capture_reason(*o, played, mask);
  int sum = capture_value(played);
  for (int i = 0; i < o->view().table.size; ++i) sum += capture_value(o->view().table.cards[i]);
  if (sum > kHighestCard) return Phrase("coach.chkobba.no_sweep").card("card", card_of(played)).number("sum", sum);
  if (!any_card_takes(o->view(), o->seat())) return Phrase("coach.chkobba.nothing_takes").card("card", card_of(played));
  return {};
}

}  // namespace cardavia::session
