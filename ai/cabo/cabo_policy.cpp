// Cabo's Normal and Easy players.
//
// Normal remembers every card its seat has seen (its own looks and peeks, its spies, cards shown by
// replaces, the discard pile) and values every card it has not seen at the mean of the unseen ones.
// With that memory it:
//   - takes the discard when the top card is low and beats the worst card it holds;
//   - after a draw, swaps into the place where the gain is largest, replaces a known pair (or
//     more) when that sheds more, or discards — using the effect where it helps: peek at an unknown
//     own card, spy on the leader's unknown card, blind-swap a known high card for someone's card;
//   - calls Cabo when its estimated sum is low, or clearly lower than everyone else's estimate.
//
// Easy is Normal with a human memory: at each decision every card it has seen (its own and the
// others') is forgotten with probability kEasyForget, and then valued like an unseen card.
//
// What it reads: CaboObservation keeps the public part of the match to itself, so a decision is
// taken on a determinization drawn from the observation (in a rollout, on the rollout's world), of
// which CaboView reads only what the seat knows: the cards whose knowers include the seat, the
// discard pile, the caller, the totals. Every determinization agrees on those.
//
// [SECTION] Index
//   The weights     when to take, when to call, what a blind swap must gain
//   CaboView        the seat's memory of one world
//   The decisions   turn start, after a draw, after a take
//   The policies    Normal, Easy
#include "cabo_policy.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/cabo/cabo.h"

namespace cardavia::ai {

namespace {

using cabo::ActionKind;
using cabo::CardId;
using cabo::kNoCard;
using cabo::kPlaces;
using cabo::Move;

// [SECTION] The weights

// Take the discard only when its card is at most this (and beats our worst place): a middling card
// from the pile tells everybody what we hold and gains little.
constexpr int kTakeAtMost = 4;
// Call when the estimated sum is at most this: few hands end lower, and calling early leaves the
// others fewer turns to improve.
constexpr double kCallAt = 5.0;
// Or call when our estimate is this much below every other player's estimate.
constexpr double kCallLead = 6.0;
// Never call with more unknown own cards than this: an unknown card could be a king of 13.
constexpr int kCallMaxUnknown = 1;
// A blind swap must gain at least this much expected value: it shows the others what we gave.
constexpr double kBlindSwapGain = 3.0;
// A swap into an unknown own place must gain this much over the unseen mean (the place may already
// be low; a known gain is worth more than a guessed one).
constexpr double kUnknownSwapMargin = 1.0;
// Easy forgets a seen card with this probability at each decision.
constexpr double kEasyForget = 0.3;

// [SECTION] CaboView

class CaboView {
 public:
  CaboView(const CaboState& world, int seat, double forget, Rng* rng)
      : world_(world), seat_(seat), players_(world.num_players()) {
    // Step 1. What the seat knows in each place (a forgetful seat loses some of it).
    for (int owner = 0; owner < players_; ++owner) {
      for (int place = 0; place < kPlaces; ++place) {
        const CardId card = world.card_at(owner, place);
        known_[owner][place] = kUnknownCard;
        if (card == kNoCard) {
          known_[owner][place] = kNoCard;
          continue;
        }
        const bool knows = (world.known_by(card) >> seat) & 1U;
        const bool forgets = knows && forget > 0.0 && rng != nullptr && rng->unit() < forget;
        if (knows && !forgets) {
          known_[owner][place] = card;
          see(card);
        }
      }
    }
    // The discard pile is face up; the held card is known to whoever holds it.
    for (int i = 0; i < world.discard_size(); ++i) see(world.discard_at(i));
    const CardId held = world.held_card();
    if (held != kNoCard && ((world.known_by(held) >> seat) & 1U)) {
      held_ = held;
      see(held);
    }
    // Step 2. The unseen cards' mean: what an unknown place is worth.
    const int count = cabo::kDeckSize - seen_count_;
    unseen_mean_ =
        count > 0 ? static_cast<double>(kDeckValueSum - seen_sum_) / count : 6.5;
  }

  int seat() const { return seat_; }
  int players() const { return players_; }
  const CaboState& world() const { return world_; }
  CardId held() const { return held_; }
  double unseen_mean() const { return unseen_mean_; }
  bool empty(int owner, int place) const { return known_[owner][place] == kNoCard; }
  bool known(int owner, int place) const {
    return known_[owner][place] != kNoCard && known_[owner][place] != kUnknownCard;
  }
  CardId card(int owner, int place) const { return known_[owner][place]; }
  // A place's worth: the known value, the unseen mean, or 0 for an empty place.
  double worth(int owner, int place) const {
    if (empty(owner, place)) return 0.0;
    return known(owner, place) ? cabo::card_value(card(owner, place)) : unseen_mean_;
  }
  double estimate(int owner) const {
    double total = 0.0;
    for (int place = 0; place < kPlaces; ++place) total += worth(owner, place);
    return total;
  }
  int unknown_places(int owner) const {
    int count = 0;
    for (int place = 0; place < kPlaces; ++place) {
      count += (!empty(owner, place) && !known(owner, place)) ? 1 : 0;
    }
    return count;
  }
  CardId discard_top() const {
    return world_.discard_size() > 0 ? world_.discard_at(world_.discard_size() - 1) : kNoCard;
  }

 private:
  static constexpr CardId kUnknownCard = 0xFE;
  // The whole deck's values added up: the unseen sum is this less the seen cards'.
  static constexpr int kDeckValueSum = [] {
    int sum = 0;
    for (int card = 0; card < cabo::kDeckSize; ++card) sum += cabo::card_value(static_cast<CardId>(card));
    return sum;
  }();

  // Counts a card as seen, once. Why not a pass over the 52 cards at the end: a view is built at
  // every step of every rollout, and that pass was a good part of Hard's time.
  void see(CardId card) {
    const std::uint64_t bit = std::uint64_t{1} << card;
    if (seen_ & bit) return;
    seen_ |= bit;
    ++seen_count_;
    seen_sum_ += cabo::card_value(card);
  }

  const CaboState& world_;
  int seat_;
  int players_;
  std::array<std::array<CardId, kPlaces>, cabo::kMaxPlayers> known_{};
  CardId held_ = kNoCard;
  std::uint64_t seen_ = 0;  // bit c: card c seen
  int seen_count_ = 0;
  int seen_sum_ = 0;
  double unseen_mean_ = 6.5;
};

// [SECTION] The decisions

struct Choice {
  Action action;
  double gain = 0.0;  // expected points shed by it (the trace)
  const char* why = "";
};

// The own place where swapping in a card of `value` sheds the most, and how much.
std::pair<int, double> best_swap_place(const CaboView& view, int value) {
  int best_place = -1;
  double best_gain = -1e9;
  for (int place = 0; place < kPlaces; ++place) {
    if (view.empty(view.seat(), place)) continue;
    double gain = view.worth(view.seat(), place) - value;
    if (!view.known(view.seat(), place)) gain -= kUnknownSwapMargin;
    if (gain > best_gain) {
      best_gain = gain;
      best_place = place;
    }
  }
  return {best_place, best_gain};
}

Choice at_turn_start(const CaboView& view, std::span<const Action> legal) {
  const int me = view.seat();
  const auto find = [&legal](ActionKind kind) -> const Action* {
    for (const Action& action : legal) {
      if (Move::decode(action).kind == kind) return &action;
    }
    return nullptr;
  };
  // Call: a low estimate with at most one unknown card, or a clear lead over every other hand.
  const double mine = view.estimate(me);
  if (const Action* call = find(ActionKind::kCabo); call != nullptr) {
    double best_other = 1e9;
    for (int other = 0; other < view.players(); ++other) {
      if (other != me) best_other = std::min(best_other, view.estimate(other));
    }
    const bool few_unknown = view.unknown_places(me) <= kCallMaxUnknown;
    if (few_unknown && (mine <= kCallAt || mine + kCallLead <= best_other)) {
      return {*call, best_other - mine, "call: low estimate"};
    }
  }
  // Take: a low discard that beats the worst place.
  const CardId top = view.discard_top();
  if (const Action* take = find(ActionKind::kTake); take != nullptr && top != kNoCard) {
    const int value = cabo::card_value(top);
    const auto [place, gain] = best_swap_place(view, value);
    if (value <= kTakeAtMost && place >= 0 && gain > 0.0) return {*take, gain, "take the discard"};
  }
  const Action* draw = find(ActionKind::kDraw);
  return {draw != nullptr ? *draw : legal.front(), 0.0, "draw"};
}

Choice after_draw(const CaboView& view, std::span<const Action> legal) {
  const int me = view.seat();
  const int held = cabo::card_value(view.held());
  Choice best{Action{}, -1e9, ""};
  const auto consider = [&best](Action action, double gain, const char* why) {
    if (gain > best.gain) best = {action, gain, why};
  };
  // The leader: the other seat with the lowest estimate (the one to spy on and to rob).
  int leader = -1;
  for (int other = 0; other < view.players(); ++other) {
    if (other == me) continue;
    if (leader < 0 || view.estimate(other) < view.estimate(leader)) leader = other;
  }
  for (const Action action : legal) {
    const Move move = Move::decode(action);
    switch (move.kind) {
      case ActionKind::kSwap: {
        double gain = view.worth(me, move.place) - held;
        if (!view.known(me, move.place)) gain -= kUnknownSwapMargin;
        consider(action, gain, "swap");
        break;
      }
      case ActionKind::kReplace: {
        // Only a replace we know succeeds: every place in the set known and of one value.
        int value = -1;
        bool certain = true;
        double shed = 0.0;
        for (int place = 0; place < kPlaces; ++place) {
          if (((move.place_set >> place) & 1) == 0) continue;
          if (!view.known(me, place)) {
            certain = false;
            break;
          }
          const int here = cabo::card_value(view.card(me, place));
          if (value >= 0 && here != value) certain = false;
          value = here;
          shed += here;
        }
        if (certain) consider(action, shed - held, "replace a known set");
        break;
      }
      case ActionKind::kDiscard:
        consider(action, 0.0, "discard");
        break;
      case ActionKind::kPeek:
        // Knowing an own card is worth about a point: it turns a guess into a plan.
        if (!view.known(me, move.place)) consider(action, 0.5, "peek at an unknown own card");
        break;
      case ActionKind::kSpy:
        // Knowing the leader's card tells when to call and what to rob.
        if (!view.known(move.seat, move.other_place)) {
          consider(action, move.seat == leader ? 0.4 : 0.2, "spy");
        }
        break;
      case ActionKind::kBlindSwap: {
        const double gain = view.worth(me, move.place) - view.worth(move.seat, move.other_place);
        if (gain >= kBlindSwapGain && view.known(me, move.place)) {
          consider(action, gain, "blind swap a high card away");
        }
        break;
      }
      default:
        break;
    }
  }
  if (best.gain <= -1e8) return {legal.front(), 0.0, "only move"};
  return best;
}

Choice after_take(const CaboView& view, std::span<const Action> legal) {
  const int held = cabo::card_value(view.held());
  Choice best{legal.front(), -1e9, "swap"};
  for (const Action action : legal) {
    const Move move = Move::decode(action);
    if (move.kind != ActionKind::kSwap) continue;
    double gain = view.worth(view.seat(), move.place) - held;
    if (!view.known(view.seat(), move.place)) gain -= kUnknownSwapMargin;
    if (gain > best.gain) best = {action, gain, "swap the taken card in"};
  }
  return best;
}

// [SECTION] The policies

class CaboHeuristic final : public Policy {
 public:
  explicit CaboHeuristic(double forget) : forget_(forget) {}

  Action choose(const Observation& observation, std::span<const Action> legal, Rng& rng) override {
    // The public part of the match lives in the observation's own copy, not exposed: read it from
    // a determinization (every determinization agrees on everything CaboView reads).
    (void)dynamic_cast<const CaboObservation&>(observation);  // the right game, or a clear failure
    const std::unique_ptr<GameState> world = observation.sample_state(rng);
    return decide(dynamic_cast<const CaboState&>(*world), observation.seat(), legal, rng);
  }

  Action choose_in_world(const GameState& world, std::span<const Action> legal, Rng& rng) override {
    return decide(dynamic_cast<const CaboState&>(world), world.current_player(), legal, rng);
  }

  std::string trace() const override {
    if (!kAiTraces) return {};
    char line[160];
    std::snprintf(line, sizeof line, "%s (gain %.2f, own estimate %.1f, unseen mean %.2f)",
                  last_.why, last_.gain, estimate_, unseen_mean_);
    return line;
  }

 private:
  Action decide(const CaboState& world, int seat, std::span<const Action> legal, Rng& rng) {
    // Looking at two cards at the deal: all places are alike.
    if (world.phase() == cabo::Phase::kLook) {
      last_ = {legal.front(), 0.0, "look"};
      return legal.front();
    }
    const CaboView view(world, seat, forget_, &rng);
    estimate_ = view.estimate(seat);
    unseen_mean_ = view.unseen_mean();
    switch (world.phase()) {
      case cabo::Phase::kTurnStart:
        last_ = at_turn_start(view, legal);
        break;
      case cabo::Phase::kAfterDraw:
        last_ = after_draw(view, legal);
        break;
      case cabo::Phase::kAfterTake:
        last_ = after_take(view, legal);
        break;
      default:
        last_ = {legal.front(), 0.0, "only move"};
        break;
    }
    return last_.action;
  }

  double forget_;
  Choice last_;
  double estimate_ = 0.0;
  double unseen_mean_ = 0.0;
};

}  // namespace

std::unique_ptr<Policy> make_cabo_normal() { return std::make_unique<CaboHeuristic>(0.0); }
std::unique_ptr<Policy> make_cabo_easy() { return std::make_unique<CaboHeuristic>(kEasyForget); }

}  // namespace cardavia::ai
