// Chkobba's Normal and Easy players.
//
// Normal scores every legal play with a small evaluation (evaluate_play, one why-comment per term)
// and plays the best; at the cut it keeps what would be dangerous on the table. Everything it reads
// is the seat's ChkobbaObservation: its hand, the table, the piles, the hand and stock sizes.
//
// Easy is Normal with a human's blind spot: now and then (kEasyMissChance) it does not see its best
// capture and plays the best move that does not take those cards.
//
// [SECTION] Index
//   The evaluation weights   what a card, a diamond, a seven, the 7♦, a chkobba is worth
//   Unseen cards             what the seat can count
//   evaluate_play            the terms of one play
//   The policies             Normal, Easy, the cut
#include "chkobba_policy.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "core/chkobba/chkobba.h"
#include "core/chkobba/chkobba_observation.h"

namespace cardavia::ai {

namespace {

// [SECTION] The evaluation weights, in points of a deal (one point = 1.0)

// More than 20 of the 40 cards is one point: each captured card is a fortieth of the way, and a
// card towards the majority is worth a little more than that share.
constexpr double kCardWeight = 0.10;
// More than 5 of the 10 diamonds is one point: each diamond a fifth-ish of a point on top of its
// card.
constexpr double kDiamondWeight = 0.15;
// The bermila is the majority of the four sevens: each seven about a third of a point.
constexpr double kSevenWeight = 0.35;
// Sixes only break a 2–2 split of the sevens.
constexpr double kSixWeight = 0.10;
// The 7♦ is a point by itself (on top of being a seven and a diamond).
constexpr double kSetteWeight = 1.0;
// A chkobba is a point.
constexpr double kChkobbaWeight = 1.0;
// Leaving the next player a table they can clear costs that chkobba times the chance they can.
constexpr double kSweepRiskWeight = 1.0;
// Valuable cards left on the table may be taken by the next player: their worth times that chance.
constexpr double kExposureWeight = 0.8;

// Easy overlooks its best capture this often.
constexpr double kEasyMissChance = 0.3;

// [SECTION] What the seat sees

// The seat's view: in a bot's decision, its observation; in a rollout, a determinization's
// position, of which only the public part, the seat's own hand and the hand sizes are read —
// exactly what world.observation(seat) would show, without building it at every rollout step.
struct SeatView {
  const ChkobbaPosition& position;
  int seat;
  std::array<int, kChkobbaMaxPlayers> hand_sizes{};
};

SeatView view_of(const ChkobbaObservation& observation) {
  SeatView view{observation.view(), observation.seat(), {}};
  for (int other = 0; other < observation.view().rules.players; ++other) {
    view.hand_sizes[other] = observation.hand_size(other);
  }
  return view;
}

SeatView view_of(const ChkobbaState& world) {
  const ChkobbaPosition& position = world.position();
  SeatView view{position, world.current_player(), {}};
  for (int other = 0; other < position.rules.players; ++other) {
    view.hand_sizes[other] = position.hands[other].size;
  }
  return view;
}

// [SECTION] Unseen cards

constexpr ChkobbaCard kSetteBello = make_chkobba_card(7, Suit::kDiamonds);

struct Unseen {
  std::array<int, 11> by_value{};  // unseen cards of each capture value 1..10
  int total = 0;
};

// Cards neither in the seat's hand, nor on the table, nor in a pile: in other hands or the stock.
// Why bit counts: the cards of one capture value are four neighbouring bits (card = (value − 1)·4 +
// suit), and this runs at every step of every rollout (a fifth of Hard's time when it looped over
// the 40 cards).
Unseen count_unseen(const ChkobbaPosition& view, int seat) {
  static_assert(capture_value(make_chkobba_card(10, Suit::kSpades)) == 10 &&
                    make_chkobba_card(10, Suit::kSpades) / 4 == 9,
                "a capture value's four cards are the bits (value − 1)·4 to (value − 1)·4 + 3");
  constexpr CardSet kWholeDeck = (CardSet{1} << kChkobbaDeckSize) - 1;
  const CardSet seen =
      view.hands[seat].as_set() | view.table.as_set() | view.piles[0] | view.piles[1];
  const CardSet unseen_cards = kWholeDeck & ~seen;
  Unseen unseen;
  for (int value = 1; value <= 10; ++value) {
    unseen.by_value[value] = std::popcount((unseen_cards >> ((value - 1) * 4)) & CardSet{0xF});
  }
  unseen.total = std::popcount(unseen_cards);
  return unseen;
}

// The chance that a hand of `hand` unseen cards holds at least one of `wanted` among `total`.
double chance_to_hold(int wanted, int total, int hand) {
  if (wanted <= 0 || hand <= 0 || total <= 0) return 0.0;
  double none = 1.0;
  for (int k = 0; k < hand && k < total; ++k) {
    none *= static_cast<double>(total - wanted - k) / static_cast<double>(total - k);
    if (none <= 0.0) return 1.0;
  }
  return 1.0 - none;
}

// chance_to_hold for every count a Chkobba seat can meet (at most 4 wanted of one value, 40 cards,
// a hand of 3), worked out once. Why: evaluate_play asks it for every term of every play at every
// rollout step, and its divisions were most of Hard's time in evaluate_play (perf, issue 30's
// fifth session). The figures are chance_to_hold's own, so every decision stays the same.
class HoldChances {
 public:
  // One loop over the table, each index read back as (wanted, total, hand): the smallest code for
  // the first visit's bytes (docs/size.md).
  HoldChances() {
    for (int i = 0; i < kSize; ++i) {
      chances_[i] = chance_to_hold(i / (kTotals * kHands), i / kHands % kTotals, i % kHands);
    }
  }

  // Every caller is inside the table by construction: `wanted` counts one value's four cards,
  // `total` the deck's cards, `hand` a Chkobba hand (asserted, as a check in Debug builds).
  double operator()(int wanted, int total, int hand) const {
    assert(wanted >= 0 && wanted <= 4 && total >= 0 && total < kTotals && hand >= 0 &&
           hand < kHands);
    return chances_[(wanted * kTotals + total) * kHands + hand];
  }

 private:
  static constexpr int kTotals = kChkobbaDeckSize + 1;
  static constexpr int kHands = kChkobbaHandSize + 1;
  static constexpr int kSize = 5 * kTotals * kHands;  // wanted: 0 to 4, one value's cards
  std::array<double, kSize> chances_;  // every entry set by the constructor
};

const HoldChances kHoldChances;

// What a captured card is worth to the side that takes it.
double card_worth(ChkobbaCard card) {
  double worth = kCardWeight;
  if (card_suit(card) == Suit::kDiamonds) worth += kDiamondWeight;
  if (capture_value(card) == 7) worth += kSevenWeight;
  if (capture_value(card) == 6) worth += kSixWeight;
  if (card == kSetteBello) worth += kSetteWeight;
  return worth;
}

// [SECTION] evaluate_play

struct PlayTerms {
  double captured = 0.0;    // the worth of the cards taken (the played card included)
  double chkobba = 0.0;     // this play clears the table
  double sweep_risk = 0.0;  // the next player may clear what is left
  double exposure = 0.0;    // valuable cards left for the next player to take
  double total() const { return captured + chkobba - sweep_risk - exposure; }
};

PlayTerms evaluate_play(const SeatView& seen, Action action, const Unseen& unseen) {
  const ChkobbaPosition& view = seen.position;
  const int seat = seen.seat;
  const int players = view.rules.players;
  PlayTerms terms;
  const ChkobbaCard played = action_card(action);
  const std::uint32_t mask = action_capture_mask(action);

  // The table after the play.
  Table after;
  for (int i = 0; i < view.table.size; ++i) {
    if ((mask >> i) & 1u) {
      terms.captured += card_worth(view.table.cards[i]);
    } else {
      after.insert(view.table.cards[i]);
    }
  }
  if (mask != 0) {
    terms.captured += card_worth(played);
  } else {
    after.insert(played);
  }

  // Who plays next, with how many cards. Hands are empty only between rounds of hands: then the
  // next player gets three fresh cards from the stock; with no stock, the deal is over.
  int cards_in_hands = 0;
  for (int other = 0; other < players; ++other) cards_in_hands += seen.hand_sizes[other];
  const bool last_card_of_deal = view.stock_size() == 0 && cards_in_hands == 1;
  const int next = (seat + 1) % players;
  int next_hand = seen.hand_sizes[next];
  if (next_hand == 0 && view.stock_size() > 0) next_hand = kChkobbaHandSize;
  const bool deal_goes_on = next_hand > 0 && !last_card_of_deal;

  // A chkobba: the table cleared by a capture, except with the very last card of the deal.
  if (mask != 0 && after.empty() && !last_card_of_deal) terms.chkobba = kChkobbaWeight;
  if (!deal_goes_on || after.empty()) return terms;

  // Sweep risk: the next player clears the table with one card of value equal to its sum (one card
  // on the table: equal value; more: the sum, when no single card equals it — close enough).
  int sum = 0;
  for (int i = 0; i < after.size; ++i) sum += capture_value(after.cards[i]);
  if (sum <= 10) {
    // The played card, if it stays, is not among the unseen.
    terms.sweep_risk =
        kSweepRiskWeight * kHoldChances(unseen.by_value[sum], unseen.total, next_hand);
  }

  // Exposure: each valuable card left may be taken by an equal card from the next hand.
  for (int i = 0; i < after.size; ++i) {
    const ChkobbaCard card = after.cards[i];
    const double extra = card_worth(card) - kCardWeight;
    if (extra <= 0.0) continue;
    terms.exposure += kExposureWeight * extra *
                      kHoldChances(unseen.by_value[capture_value(card)], unseen.total, next_hand);
  }
  return terms;
}

std::string describe(Action action, const PlayTerms& terms) {
  char line[200];
  std::string name = "play " + card_text(action_card(action));
  if (action_capture_mask(action) != 0) name += " (capture)";
  std::snprintf(line, sizeof line,
                "%-22s captured %+.2f  chkobba %+.2f  sweep risk %+.2f  exposure %+.2f  = %+.2f",
                name.c_str(), terms.captured, terms.chkobba, -terms.sweep_risk, -terms.exposure,
                terms.total());
  return line;
}

// [SECTION] The policies

class ChkobbaHeuristic final : public Policy {
 public:
  explicit ChkobbaHeuristic(double miss_chance) : miss_chance_(miss_chance) {}

  Action choose(const Observation& observation, std::span<const Action> legal, Rng& rng) override {
    return decide(view_of(dynamic_cast<const ChkobbaObservation&>(observation)), legal, rng);
  }

  Action choose_in_world(const GameState& world, std::span<const Action> legal, Rng& rng) override {
    return decide(view_of(dynamic_cast<const ChkobbaState&>(world)), legal, rng);
  }

  // The last decision's breakdown, formatted only when asked (rollouts never ask).
  std::string trace() const override {
    if (!kAiTraces) return {};
    std::string text;
    if (cut_) {
      text = "cut " + card_text(cut_card_) + (cut_keep_ ? ": keep (valuable)" : ": table");
      return text;
    }
    for (const auto& [action, terms] : considered_) text += describe(action, terms) + "\n";
    if (missed_) text += "missed the best capture\n";
    return text;
  }

 private:
  Action decide(const SeatView& seen, std::span<const Action> legal, Rng& rng) {
    const ChkobbaPosition& view = seen.position;
    considered_.clear();
    missed_ = false;
    cut_ = false;

    // The cut: keep a card that would be a gift on the table (a seven, a six, a diamond), table the
    // rest: a tabled card is one more card the cutter, who plays first, may capture.
    if (view.phase == ChkobbaPhase::kCut) {
      cut_ = true;
      cut_card_ = view.cut_card;
      cut_keep_ = capture_value(cut_card_) >= 6 || card_suit(cut_card_) == Suit::kDiamonds;
      const Action wanted = cut_keep_ ? chkobba_keep() : chkobba_table();
      for (const Action action : legal) {
        if (action == wanted) return action;
      }
      return legal.front();
    }

    // Every play scored; the best taken, the first in the game's order on a tie.
    const Unseen unseen = count_unseen(view, seen.seat);
    std::size_t best = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      considered_.emplace_back(legal[i], evaluate_play(seen, legal[i], unseen));
      if (considered_[i].second.total() > considered_[best].second.total()) best = i;
    }

    // Easy's blind spot: the best capture overlooked, the best play not taking those cards chosen.
    if (miss_chance_ > 0.0 && action_capture_mask(legal[best]) != 0 && rng.unit() < miss_chance_) {
      const std::size_t count = legal.size();
      std::size_t other = count;
      for (std::size_t i = 0; i < count; ++i) {
        const bool same_capture =
            action_capture_mask(legal[i]) == action_capture_mask(legal[best]) &&
            action_card(legal[i]) == action_card(legal[best]);
        if (same_capture) continue;
        if (other == count || considered_[i].second.total() > considered_[other].second.total()) {
          other = i;
        }
      }
      if (other < count) {
        missed_ = true;
        best = other;
      }
    }
    return legal[best];
  }

  double miss_chance_;
  // The last decision, for trace(); the vector keeps its capacity across rollout steps.
  std::vector<std::pair<Action, PlayTerms>> considered_;
  bool missed_ = false;
  bool cut_ = false;
  bool cut_keep_ = false;
  ChkobbaCard cut_card_ = 0;
};

}  // namespace

double chkobba_normal_regret(const ChkobbaPosition& position, int seat,
                             const std::array<int, kChkobbaMaxPlayers>& hand_sizes, Action played) {
  const SeatView seen{position, seat, hand_sizes};
  const Unseen unseen = count_unseen(position, seat);
  std::array<Action, kChkobbaMaxPlays> plays;
  const int count = chkobba_plays(position.hands[seat], position.table, plays);
  double best = evaluate_play(seen, played, unseen).total();
  const double worth = best;
  for (int i = 0; i < count; ++i) best = std::max(best, evaluate_play(seen, plays[i], unseen).total());
  return best - worth;
}

std::unique_ptr<Policy> make_chkobba_normal() { return std::make_unique<ChkobbaHeuristic>(0.0); }
std::unique_ptr<Policy> make_chkobba_easy() {
  return std::make_unique<ChkobbaHeuristic>(kEasyMissChance);
}

}  // namespace cardavia::ai
