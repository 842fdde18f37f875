// Cardavia — a Chkobba table in words (see chkobba_describe.h).
#include "session/chkobba/chkobba_describe.h"

#include "core/chkobba/chkobba.h"
#include "core/chkobba/chkobba_observation.h"
#include "session/chkobba/chkobba_moves.h"

namespace cardavia::session {

namespace {

template <int Capacity>
std::vector<AnyCard> cards_of(const SortedCards<Capacity>& cards) {
  std::vector<AnyCard> out;
  for (int i = 0; i < cards.size; ++i) out.push_back(chkobba_card(cards.cards[i]));
  return out;
}

int count_cards(CardSet set) {
  int n = 0;
  for (; set != 0; set &= set - 1) ++n;
  return n;
}

}  // namespace

std::vector<Phrase> chkobba_describe(const Observation& human_view, const DescribeOptions& options) {
  const auto& obs = static_cast<const ChkobbaObservation&>(human_view);
  const ChkobbaPosition& view = obs.view();
  const int human = obs.seat();
  const int players = view.rules.players;
  const int my_side = human % kChkobbaSides;
  std::vector<Phrase> out;
  // The human's side first, then the other.
  const int sides[kChkobbaSides] = {my_side, 1 - my_side};

  // Step 1. A deal's end: each side's points of the deal and its total.
  if (options.round_end && !obs.rounds().empty()) {
    const RoundResult& r = obs.rounds().back();
    for (const int side : sides) {
      out.push_back(Phrase("chkobba.describe.side_deal")
                        .seats("side", chkobba_side_members(side, players, human))
                        .number("points", r.scores[static_cast<std::size_t>(side)])
                        .number("total", r.totals[static_cast<std::size_t>(side)]));
    }
    return out;
  }

  // Step 2. The hand, the table, the stock.
  const Hand& hand = view.hands[human];
  out.push_back(hand.empty() ? Phrase("chkobba.describe.hand_empty")
                             : Phrase("chkobba.describe.hand").cards("cards", cards_of(hand)));
  out.push_back(view.table.empty()
                    ? Phrase("chkobba.describe.table_empty")
                    : Phrase("chkobba.describe.table").cards("cards", cards_of(view.table)));
  out.push_back(Phrase("chkobba.describe.stock").number("n", view.stock_size()));
  // Step 3. Each side's pile and points; each other seat's hand.
  for (const int side : sides) {
    out.push_back(Phrase("chkobba.describe.side")
                      .seats("side", chkobba_side_members(side, players, human))
                      .number("n", count_cards(view.piles[side]))
                      .number("chkobbas", view.chkobbas[side])
                      .number("total", view.totals[side]));
  }
  for (int k = 1; k < players; ++k) {
    const int seat = (human + k) % players;
    out.push_back(Phrase("chkobba.describe.seat").seat("name", seat).number("n", obs.hand_size(seat)));
  }
  return out;
}

}  // namespace cardavia::session
