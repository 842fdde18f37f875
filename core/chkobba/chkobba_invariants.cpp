// Chkobba's invariants (core/invariants.h), written from the rules, not from the engine's code:
//   position  all 40 cards once each (hands, table, piles, stock), the table at most 20 cards; at
//             the end one winning side at 21 or more and ahead.
//   step      what a play does to the piles, the table, the chkobbas and the last capturer,
//             re-derived from the position before it; at a deal's end the leftovers and every
//             point category recounted from the piles with StandardCards, and the totals.
//   no leak   no card of another hand or of the stock in a seat's observation (the cutter sees the
//             cut card while it decides).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chkobba.h"
#include "core/invariants.h"

namespace cardavia {

namespace {

constexpr CardSet kAllCards = (CardSet{1} << kChkobbaDeckSize) - 1;

const ChkobbaPosition& position_of(const GameState& state) {
  return static_cast<const ChkobbaState&>(state).position();
}

// The deal's points counted the plain way, from StandardCards.
std::vector<std::pair<std::string, int>> expected_points(CardSet mine, CardSet theirs,
                                                         int chkobbas) {
  auto count_if = [](CardSet set, auto wanted) {
    int n = 0;
    for (int c = 0; c < kChkobbaDeckSize; ++c) {
      if ((set >> c) & 1u) n += wanted(to_standard(static_cast<ChkobbaCard>(c))) ? 1 : 0;
    }
    return n;
  };
  auto any = [](StandardCard) { return true; };
  auto diamond = [](StandardCard c) { return c.suit == Suit::kDiamonds; };
  auto seven = [](StandardCard c) { return c.rank == Rank::kSeven; };
  auto six = [](StandardCard c) { return c.rank == Rank::kSix; };
  auto seven_of_diamonds = [](StandardCard c) {
    return c.rank == Rank::kSeven && c.suit == Suit::kDiamonds;
  };
  int bermila = 0;
  const int my_sevens = count_if(mine, seven), their_sevens = count_if(theirs, seven);
  if (my_sevens != their_sevens) {
    bermila = my_sevens > their_sevens ? 1 : 0;
  } else {
    bermila = count_if(mine, six) > count_if(theirs, six) ? 1 : 0;
  }
  return {{"cards", count_if(mine, any) > 20 ? 1 : 0},
          {"diamonds", count_if(mine, diamond) > 5 ? 1 : 0},
          {"bermila", bermila},
          {"sette", count_if(mine, seven_of_diamonds)},
          {"chkobba", chkobbas}};
}

// The cards named in an observation text: its words (split on spaces, colons, parentheses, commas
// and line ends) that are card notation.
CardSet cards_named_in(const std::string& text) {
  const auto separator = [](char c) {
    return c == ' ' || c == ':' || c == '\n' || c == '(' || c == ')' || c == ',';
  };
  CardSet named = 0;
  std::size_t begin = 0;
  while (begin < text.size()) {
    while (begin < text.size() && separator(text[begin])) ++begin;
    std::size_t end = begin;
    while (end < text.size() && !separator(text[end])) ++end;
    const std::optional<ChkobbaCard> card =
        parse_chkobba_card(std::string_view(text).substr(begin, end - begin));
    if (card) named |= card_bit(*card);
    begin = end;
  }
  return named;
}

class ChkobbaInvariants final : public GameInvariants {
 public:
  // [SECTION] Positions

  void check_position(const GameState& state, Problems& problems) const override {
    const ChkobbaPosition& p = position_of(state);
    // Every card is in exactly one place: a hand, the table, a pile or the stock.
    CardSet seen = 0;
    int count = 0;
    bool disjoint = true;
    auto add = [&](CardSet set) {
      disjoint = disjoint && (seen & set) == 0;
      seen |= set;
      count += __builtin_popcountll(set);
    };
    for (int seat = 0; seat < p.rules.players; ++seat) add(p.hands[seat].as_set());
    add(p.table.as_set());
    add(p.piles[0]);
    add(p.piles[1]);
    for (int i = p.next_card; i < kChkobbaDeckSize; ++i) add(card_bit(p.deck[i]));
    if (!disjoint || seen != kAllCards || count != kChkobbaDeckSize) {
      problems.add("cards not conserved: " + std::to_string(count) + " cards in play" +
                   (disjoint ? "" : ", some twice"));
    }
    if (p.table.size > kChkobbaMaxTable) {
      problems.add("the table holds " + std::to_string(p.table.size) + " cards");
    }
    if (!state.is_terminal()) return;

    // The end: one winning side, at 21 or more and ahead of the other.
    const std::vector<int> winners = state.winners();
    if (winners.size() != 1 || winners[0] < 0 || winners[0] > 1) {
      problems.add("the match ended without exactly one winning side");
      return;
    }
    const int winner = winners[0];
    if (p.totals[winner] < kChkobbaTargetScore || p.totals[winner] <= p.totals[1 - winner]) {
      problems.add("side " + std::to_string(winner) + " won with " +
                   std::to_string(p.totals[winner]) + " against " +
                   std::to_string(p.totals[1 - winner]));
    }
  }

  // [SECTION] Following the match

  void start(const GameState&) override {}

  void before_action(const GameState& state, Action action) override {
    before_ = position_of(state);
    action_ = action;
  }

  // What a play does to the piles and chkobbas, re-derived from the position before it, and
  // checked against the state after it (the new deal has already reset them when the deal ended).
  void after_action(const GameState& state, Problems& problems) override {
    if (before_.phase != ChkobbaPhase::kPlay) return;
    const int side = before_.to_move % 2;
    const ChkobbaCard played = action_card(action_);
    const std::uint32_t mask = action_capture_mask(action_);
    CardSet taken = 0;
    for (int i = 0; i < before_.table.size; ++i) {
      if (mask & (1u << i)) taken |= card_bit(before_.table.cards[i]);
    }
    std::array<CardSet, 2> piles = before_.piles;
    std::array<int, 2> chkobbas = before_.chkobbas;
    int last_capturer = before_.last_capturer;
    CardSet table = before_.table.as_set() & ~taken;
    int cards_in_hands = -1;  // the played card has left its hand
    for (int seat = 0; seat < before_.rules.players; ++seat) {
      cards_in_hands += before_.hands[seat].size;
    }
    const bool last_card = cards_in_hands == 0 && before_.stock_size() == 0;
    if (mask != 0) {
      piles[side] |= taken | card_bit(played);
      last_capturer = side;
      if (table == 0 && !last_card) ++chkobbas[side];  // no chkobba with the deal's last card
    } else {
      table |= card_bit(played);
    }
    if (!last_card) {
      const ChkobbaPosition& p = position_of(state);
      if (p.piles != piles || p.chkobbas != chkobbas || p.table.as_set() != table ||
          p.last_capturer != last_capturer) {
        problems.add("playing " + card_text(played) +
                     " left the piles, chkobbas, table or last capturer wrong");
      }
      return;
    }
    // The deal's end: leftovers to the last capturer (nobody if none), then the round's points.
    if (last_capturer >= 0) piles[last_capturer] |= table;
    if (state.rounds().empty() || state.rounds().back().points.size() != 2) {
      problems.add("the deal ended without a scored round");
      return;
    }
    const RoundResult& round = state.rounds().back();
    for (int s = 0; s < 2; ++s) {
      const auto points = expected_points(piles[s], piles[1 - s], chkobbas[s]);
      int sum = 0;
      for (const auto& [name, value] : points) sum += value;
      if (round.points[s] != points || round.scores[s] != sum ||
          round.totals[s] != before_.totals[s] + sum) {
        problems.add("side " + std::to_string(s) + "'s points, score or total of the deal are " +
                     "not what its pile gives");
      }
    }
  }

  // [SECTION] No leak

  void check_no_leak(const GameState& state, const std::vector<std::string>& observations,
                     Problems& problems) const override {
    for (std::size_t seat = 0; seat < observations.size(); ++seat) {
      check_seat(state, static_cast<int>(seat), observations[seat], problems);
    }
  }

 private:
  void check_seat(const GameState& state, int seat, const std::string& text,
                  Problems& problems) const {
    const ChkobbaPosition& p = position_of(state);
    CardSet hidden = 0;
    for (int other = 0; other < p.rules.players; ++other) {
      if (other != seat) hidden |= p.hands[other].as_set();
    }
    for (int i = p.next_card; i < kChkobbaDeckSize; ++i) hidden |= card_bit(p.deck[i]);
    const bool cutter_deciding = p.phase == ChkobbaPhase::kCut && seat == p.first_player();
    if (cutter_deciding) hidden &= ~card_bit(p.cut_card);
    const CardSet leaked = hidden & cards_named_in(text);
    for (int c = 0; c < kChkobbaDeckSize; ++c) {
      const auto card = static_cast<ChkobbaCard>(c);
      if ((leaked >> c) & 1u) {
        problems.add("seat " + std::to_string(seat) + " is shown " + card_text(card) +
                     ", which is hidden from it");
      }
    }
  }

  ChkobbaPosition before_;
  Action action_;
};

std::unique_ptr<GameInvariants> make_chkobba_invariants() {
  return std::make_unique<ChkobbaInvariants>();
}

}  // namespace

CARDAVIA_REGISTER_INVARIANTS("chkobba", make_chkobba_invariants);

}  // namespace cardavia
