// Chkobba's Hard inference (chkobba_inference.h).
//
// Since the hands were last dealt, every other player has played from a hand the searching seat
// does not see: the cards it holds now plus those it played since. For each such player, every
// hand it could hold now is tried once per decision: would a Normal player have made those plays
// from it, on those tables? chkobba_normal_regret (chkobba_policy.h) says by how many points of a
// deal each play falls short of Normal's best. The hand weighs exp(−(sum of the regrets) / scale),
// and each world draws every such player's hand by those weights (and the rest as
// ChkobbaObservation::sample_state does).
//
// Why every hand, once per decision: at most two cards are left in a hand that has played this
// round, so a player has at most a few hundred hands (C(33, 2) = 528); weighed once, each world
// then costs a draw, where weighing the drawn worlds and refusing most of them (issue 30's third to
// seventh sessions) cost up to 32 draws and their readings a world, and still kept a world no hand
// explained (the last draw) now and then.
//
// Why the opponents sharper than the partner: Normal opponents play exactly Normal's choice, so a
// hand from which it was not Normal's choice is all but impossible (scale 0.01: a tenth of a card
// short is a factor e^-10); the partner is Hard, which plays Normal's choice only mostly, so its
// plays are read softly (0.1: a tenth of a point, about one ordinary card, for a factor e). A person
// or an Easy opponent plays otherwise: the hands that explain their plays best are still the
// likeliest, and only when no hand explains them at all (every weight 0) are theirs drawn evenly.
//
// Why only this round of hands: the hands of earlier rounds are all played out, in plain view, so
// their plays say nothing about the cards still hidden.
#include "ai/chkobba/chkobba_inference.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <vector>

#include "ai/chkobba/chkobba_policy.h"
#include "core/chkobba/chkobba.h"
#include "core/chkobba/chkobba_observation.h"

namespace cardavia::ai {
namespace {

constexpr double kOpponentRegretScale = 0.01;
constexpr double kPartnerRegretScale = 0.1;
// Hands drawn for the read players clash (share a card) now and then; after this many clashing
// draws a world is drawn as sample_state does. Why so many: a clash costs a few random numbers,
// and the weighted hands seldom clash (a handful of cards among some thirty).
constexpr int kMaxClashes = 1000;

Hand hand_of(CardSet cards) {
  Hand hand;
  for (; cards != 0; cards &= cards - 1) {
    hand.insert(static_cast<ChkobbaCard>(std::countr_zero(cards)));
  }
  return hand;
}

// The regret of `seat`'s plays this round of hands, at `now` (whose hands[seat] is the hand being
// tried), walked back play by play: the table, the piles and the hand just before each.
double round_regret(const ChkobbaPosition& now, int seat) {
  const int players = now.rules.players;
  const int round_plays = now.played_count % (kChkobbaHandSize * players);
  ChkobbaPosition then = now;
  std::array<int, kChkobbaMaxPlayers> hand_sizes{};
  for (int other = 0; other < players; ++other) hand_sizes[other] = now.hands[other].size;
  double regret = 0.0;
  for (int i = now.played_count - 1; i >= now.played_count - round_plays; --i) {
    const ChkobbaPlay& play = now.played[i];
    // Step 1. Undo the play: the card back in the hand, off the table or the taken cards back on.
    if (play.taken == 0) {
      then.table.erase_at(then.table.find(play.card));
    } else {
      for (CardSet taken = play.taken; taken != 0; taken &= taken - 1) {
        then.table.insert(static_cast<ChkobbaCard>(std::countr_zero(taken)));
      }
      then.piles[chkobba_side_of(play.seat)] &= ~(play.taken | card_bit(play.card));
    }
    ++hand_sizes[play.seat];
    if (play.seat != seat) continue;
    then.hands[seat].insert(play.card);
    // Step 2. The play as an action on the table then, and how far it falls short of Normal's.
    std::uint32_t mask = 0;
    for (int position = 0; position < then.table.size; ++position) {
      if (play.taken & card_bit(then.table.cards[position])) mask |= 1u << position;
    }
    regret += chkobba_normal_regret(then, seat, hand_sizes, chkobba_play(play.card, mask));
  }
  return regret;
}

// Every set of `size` cards of `pool`, in increasing order of their lowest cards.
void every_hand(CardSet pool, int size, CardSet chosen, std::vector<CardSet>& out) {
  if (size == 0) {
    out.push_back(chosen);
    return;
  }
  for (CardSet rest = pool; rest != 0; rest &= rest - 1) {
    const CardSet card = rest & -rest;
    every_hand(rest & ~card, size - 1, chosen | card, out);
  }
}

class ChkobbaReading final : public WorldSource {
 public:
  explicit ChkobbaReading(const ChkobbaObservation& root) : root_(root) {
    const ChkobbaPosition& view = root.view();
    const int players = view.rules.players;
    const int observer = root.seat();
    // A spectator (a seat outside the table) holds no hand to search for: its worlds are
    // sample_state's own.
    if (view.phase != ChkobbaPhase::kPlay || observer < 0 || observer >= players) return;
    constexpr CardSet kWholeDeck = (CardSet{1} << kChkobbaDeckSize) - 1;
    const CardSet unseen = kWholeDeck & ~(view.hands[observer].as_set() | view.table.as_set() |
                                          view.piles[0] | view.piles[1]);
    const int round_plays = view.played_count % (kChkobbaHandSize * players);
    for (int i = view.played_count - round_plays; i < view.played_count; ++i) {
      const int seat = view.played[i].seat;
      if (seat == observer || !seats_[seat].hands.empty()) continue;
      Read& read = seats_[seat];
      every_hand(unseen, root.hand_size(seat), 0, read.hands);
      const bool partner = chkobba_side_of(seat) == chkobba_side_of(observer);
      const double scale = partner ? kPartnerRegretScale : kOpponentRegretScale;
      ChkobbaPosition now = view;
      double sum = 0.0;
      for (const CardSet hand : read.hands) {
        now.hands[seat] = hand_of(hand);
        sum += std::exp(-round_regret(now, seat) / scale);
        read.cumulative.push_back(sum);
      }
      if (sum <= 0.0) read.hands.clear();  // nothing explains the plays: drawn evenly
    }
  }

  std::unique_ptr<GameState> draw(Rng& rng) override {
    std::array<CardSet, kChkobbaMaxPlayers> given{};
    for (int clash = 0; clash < kMaxClashes; ++clash) {
      CardSet used = 0;
      bool clashed = false;
      for (int seat = 0; seat < kChkobbaMaxPlayers; ++seat) {
        const Read& read = seats_[seat];
        if (read.hands.empty()) continue;
        const double at = rng.unit() * read.cumulative.back();
        const auto it = std::upper_bound(read.cumulative.begin(), read.cumulative.end(), at);
        given[seat] = read.hands[std::min<std::size_t>(it - read.cumulative.begin(),
                                                       read.hands.size() - 1)];
        clashed = clashed || (given[seat] & used) != 0;
        used |= given[seat];
      }
      if (!clashed) return root_.sample_state_with_hands(rng, given);
    }
    return root_.sample_state_with_hands(rng, {});
  }

 private:
  // A player read this round: every hand it could hold now, and their weights' running sum.
  struct Read {
    std::vector<CardSet> hands;
    std::vector<double> cumulative;
  };
  const ChkobbaObservation& root_;
  std::array<Read, kChkobbaMaxPlayers> seats_;
};

}  // namespace

std::unique_ptr<WorldSource> chkobba_world_source(const Observation& root) {
  return std::make_unique<ChkobbaReading>(dynamic_cast<const ChkobbaObservation&>(root));
}

}  // namespace cardavia::ai
