// Cabo's invariants (core/invariants.h), written from the rules, not from the engine's code:
//   position  all 52 cards once each (hands, pile, stock, held card), every hand holds a card,
//             totals 0–100 until the end; at the end a total above 100 and the lowest totals win.
//   step      a finished round's scores recomputed from the shown hands (Moon, caller, lowest),
//             its totals from the totals before it with the once-per-player 100→50 reset.
//   no leak   a card printed in a seat's hand or held line is one the seat has seen: tracked from
//             the public actions and the seat's own looks, peeks, spies and draws.
#include <algorithm>
#include <array>
#include <bitset>
#include <cctype>
#include <string_view>

#include "cabo.h"
#include "core/invariants.h"

namespace cardavia {

namespace {

using namespace cabo;

using Seen = std::array<std::bitset<kDeckSize>, kMaxPlayers>;

// [SECTION] Scores, re-derived from the shown hands

int oracle_value(CardId card) {
  const StandardCard standard = StandardCard::from_id(card);
  const int rank = static_cast<int>(standard.rank);
  if (standard.rank == Rank::kKing) return standard.is_red() ? 0 : 13;
  return rank;  // A 1, 2–10, J 11, Q 12
}

std::vector<int> oracle_scores(const CaboState& state) {
  const int players = state.num_players();
  const Hands& hands = state.last_revealed_hands();
  const int caller = state.last_caller();
  std::vector<int> sums(players, 0);
  for (int seat = 0; seat < players; ++seat) {
    std::vector<std::string> cards;
    for (const CardId card : hands[seat]) {
      if (card == kNoCard) continue;
      cards.push_back(StandardCard::from_id(card).to_string());
      sums[seat] += oracle_value(card);
    }
    // Shooting the Moon: exactly Q, Q, K♣, K♠ (sorted as text: KC KS Qx Qy).
    std::sort(cards.begin(), cards.end());
    const bool moon = cards.size() == 4 && cards[0] == "KC" && cards[1] == "KS" &&
                      cards[2][0] == 'Q' && cards[3][0] == 'Q';
    if (moon) {
      std::vector<int> scores(players, kMoonScore);
      scores[seat] = 0;
      return scores;
    }
  }
  if (caller < 0 || caller >= players) return {};  // reported by the caller of this function
  const int lowest = *std::min_element(sums.begin(), sums.end());
  std::vector<int> scores = sums;
  if (sums[caller] == lowest) {
    scores[caller] = 0;
  } else {
    for (int seat = 0; seat < players; ++seat) {
      if (sums[seat] == lowest) scores[seat] = 0;
    }
    scores[caller] += kCallerPenalty;
  }
  return scores;
}

class CaboInvariants final : public GameInvariants {
 public:
  // [SECTION] Positions

  void check_position(const GameState& game_state, Problems& problems) const override {
    const auto& state = static_cast<const CaboState&>(game_state);
    const int players = state.num_players();

    // Every card exactly once: hands, the pile, the stock and the held card.
    std::bitset<kDeckSize> present;
    int count = 0;
    bool valid = true;
    auto add = [&](CardId card) {
      valid = valid && card < kDeckSize && !present[card];
      if (card < kDeckSize) present[card] = true;
      ++count;
    };
    for (int seat = 0; seat < players; ++seat) {
      int cards = 0;
      for (int place = 0; place < kPlaces; ++place) {
        if (state.card_at(seat, place) == kNoCard) continue;
        add(state.card_at(seat, place));
        ++cards;
      }
      // A replace always leaves the new card, so no hand is ever empty.
      if (cards < 1) problems.add("seat " + std::to_string(seat) + " holds no card");
    }
    for (int i = 0; i < state.discard_size(); ++i) add(state.discard_at(i));
    for (int i = 0; i < state.stock_size(); ++i) add(state.stock_card(i));
    if (state.held_card() != kNoCard) add(state.held_card());
    if (!valid || count != kDeckSize) {
      problems.add("cards not conserved: " + std::to_string(count) + " cards in play, " +
                   (valid ? "none twice" : "some twice or unknown"));
    }

    // Totals: never negative; above 100 only once the match is over, and then the lowest win.
    std::vector<int> totals(players);
    for (int seat = 0; seat < players; ++seat) totals[seat] = state.total(seat);
    const int highest = *std::max_element(totals.begin(), totals.end());
    const int lowest = *std::min_element(totals.begin(), totals.end());
    if (lowest < 0) problems.add("a total is negative: " + numbers_text(totals));
    if (!state.is_terminal()) {
      if (highest > kEndAbove)
        problems.add("a total is above 100 mid-match: " + numbers_text(totals));
      return;
    }
    if (highest <= kEndAbove) problems.add("the match ended with totals " + numbers_text(totals));
    std::vector<int> lowest_seats;
    for (int seat = 0; seat < players; ++seat) {
      if (totals[seat] == lowest) lowest_seats.push_back(seat);
    }
    if (state.winners() != lowest_seats) {
      problems.add("winners " + numbers_text(state.winners()) + " are not the lowest totals " +
                   numbers_text(totals));
    }
  }

  // [SECTION] Following the match

  void start(const GameState& game_state) override {
    seen_ = Seen{};
    rounds_ = game_state.rounds().size();
  }

  void before_action(const GameState& game_state, Action action) override {
    const auto& state = static_cast<const CaboState&>(game_state);
    mover_ = state.current_player();
    move_ = Move::decode(action);
    for (int seat = 0; seat < state.num_players(); ++seat) {
      totals_before_[seat] = state.total(seat);
      reset_used_before_[seat] = state.reset_used(seat);
    }
    note_seen_before(state);
  }

  void after_action(const GameState& game_state, Problems& problems) override {
    const auto& state = static_cast<const CaboState&>(game_state);
    if (state.rounds().size() == rounds_) {
      note_seen_after(state);
      return;
    }
    rounds_ = state.rounds().size();
    // A new round: nobody has seen a card of the new deal yet. The end of the match instead leaves
    // the shown hands in place, and everybody has seen them.
    seen_ = Seen{};
    if (state.is_terminal()) {
      for (int seat = 0; seat < state.num_players(); ++seat) {
        for (const Hand& hand : state.last_revealed_hands()) {
          for (const CardId card : hand) {
            if (card != kNoCard) seen_[seat][card] = true;
          }
        }
      }
    }

    // The round was scored from the shown hands; totals follow with the reset.
    const RoundResult& round = state.rounds().back();
    const std::vector<int> expected = oracle_scores(state);
    if (round.scores != expected) {
      problems.add("round " + std::to_string(rounds_) + " scored " + numbers_text(round.scores) +
                   ", the shown hands give " + numbers_text(expected));
    }
    std::vector<int> totals;
    for (int seat = 0; seat < state.num_players(); ++seat) {
      int total = totals_before_[seat] +
                  (seat < static_cast<int>(round.scores.size()) ? round.scores[seat] : 0);
      if (total == kResetTotal && !reset_used_before_[seat]) total = kResetTo;
      totals.push_back(total);
      if (state.total(seat) != total) {
        problems.add("seat " + std::to_string(seat) + "'s total is " +
                     std::to_string(state.total(seat)) + ", not " + std::to_string(total));
      }
    }
    if (round.totals != totals) {
      problems.add("round " + std::to_string(rounds_) + " reports totals " +
                   numbers_text(round.totals) + ", not " + numbers_text(totals));
    }
  }

  // [SECTION] No leak

  // Every card printed in the hands and the held card of an observation must have been seen.
  void check_no_leak(const GameState&, const std::vector<std::string>& observations,
                     Problems& problems) const override {
    for (std::size_t seat = 0; seat < observations.size(); ++seat) {
      check_seat(static_cast<int>(seat), observations[seat], problems);
    }
  }

 private:
  void check_seat(int seat, const std::string& text, Problems& problems) const {
    std::size_t begin = 0;
    while (begin < text.size()) {
      std::size_t end = text.find('\n', begin);
      if (end == std::string::npos) end = text.size();
      const std::string_view line(text.data() + begin, end - begin);
      begin = end + 1;
      if (line.rfind("hand ", 0) != 0 && line.rfind("held ", 0) != 0) continue;
      // Cards are the only two-character words made of a rank and a suit letter.
      for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const bool starts = i == 0 || !std::isalnum(static_cast<unsigned char>(line[i - 1]));
        const bool ends =
            i + 2 == line.size() || !std::isalnum(static_cast<unsigned char>(line[i + 2]));
        if (!starts || !ends) continue;
        const std::optional<StandardCard> card = StandardCard::parse(line.substr(i, 2));
        if (card && !seen_[seat][card->id()]) {
          problems.add("seat " + std::to_string(seat) + " is shown " + card->to_string() +
                       ", which it has not seen");
        }
      }
    }
  }

  // The cards each seat sees through the action about to be played (the state before it).
  void note_seen_before(const CaboState& state) {
    const int players = state.num_players();
    auto everybody_sees = [&](CardId card) {
      for (int seat = 0; seat < players; ++seat) seen_[seat][card] = true;
    };
    for (int i = 0; i < state.discard_size(); ++i) everybody_sees(state.discard_at(i));
    switch (move_.kind) {
      case ActionKind::kLook:
        seen_[mover_][state.card_at(mover_, move_.place)] = true;
        seen_[mover_][state.card_at(mover_, move_.other_place)] = true;
        break;
      case ActionKind::kPeek:
        seen_[mover_][state.card_at(mover_, move_.place)] = true;
        break;
      case ActionKind::kSpy:
        seen_[mover_][state.card_at(move_.seat, move_.other_place)] = true;
        break;
      case ActionKind::kReplace:  // every claimed card is shown, success or not
        for (int place = 0; place < kPlaces; ++place) {
          if (move_.place_set >> place & 1) everybody_sees(state.card_at(mover_, place));
        }
        break;
      default:
        break;
    }
  }

  // … and after it: the drawn card to the drawer, the pile to everybody.
  void note_seen_after(const CaboState& state) {
    if (move_.kind == ActionKind::kDraw && state.held_card() != kNoCard) {
      seen_[mover_][state.held_card()] = true;
    }
    for (int i = 0; i < state.discard_size(); ++i) {
      for (int seat = 0; seat < state.num_players(); ++seat)
        seen_[seat][state.discard_at(i)] = true;
    }
  }

  Seen seen_{};
  std::size_t rounds_ = 0;
  int mover_ = 0;
  Move move_;
  std::array<int, kMaxPlayers> totals_before_{};
  std::array<bool, kMaxPlayers> reset_used_before_{};
};

std::unique_ptr<GameInvariants> make_cabo_invariants() {
  return std::make_unique<CaboInvariants>();
}

}  // namespace

CARDAVIA_REGISTER_INVARIANTS("cabo", make_cabo_invariants);

}  // namespace cardavia
