// Chkobba's Hard inference (chkobba_inference.h).
//
// Since the hands were last dealt, every other player has played from a hand the searching seat
// does not see. In a drawn world that hand is known: its cards now plus those it played since. So
// each of those plays can be asked "would a Normal player have made it from that hand, on that
// table?" — chkobba_normal_regret (chkobba_policy.h) says by how many points of a deal it falls
// short of Normal's best. The world weighs exp(−(sum of the regrets) / kRegretScale): a world in
// which the player who dropped a two held the seven that took the 7♦ is all but never kept, one in
// which every play was Normal's own is kept at once.
//
// Why soft rather than "Normal's exact choice or nothing": a person, an Easy player and the Hard
// partner do not play Normal; a world that explains their play less well is less likely, not
// impossible. Why only this round of hands: the hands of earlier rounds are all played out, in
// plain view, so their plays say nothing about the cards still hidden.
#include "ai/chkobba/chkobba_inference.h"

#include <array>
#include <cmath>

#include "ai/chkobba/chkobba_policy.h"
#include "core/chkobba/chkobba.h"

namespace cardavia::ai {
namespace {

// Points of a deal a play may fall short of Normal's best for a world to lose a factor e: a
// tenth of a point, about one ordinary card captured.
constexpr double kRegretScale = 0.1;
// Past this much regret the world is as good as refused (e^-8 ≈ 0.0003): the walk stops there.
// Why: most drawn worlds are refused, and the plays left to score could only make it less likely.
constexpr double kRegretCutoff = 8 * kRegretScale;

}  // namespace

double chkobba_world_weight(const Observation& root, const GameState& base) {
  const ChkobbaPosition& now = dynamic_cast<const ChkobbaState&>(base).position();
  if (now.phase != ChkobbaPhase::kPlay) return 1.0;
  const int players = now.rules.players;
  // Every round of hands is three cards each: the plays of this one are the last few.
  const int round_plays = now.played_count % (kChkobbaHandSize * players);
  if (round_plays == 0) return 1.0;

  // Walked back play by play: the table, the piles and the player's hand just before each.
  ChkobbaPosition then = now;
  std::array<int, kChkobbaMaxPlayers> hand_sizes{};
  for (int seat = 0; seat < players; ++seat) hand_sizes[seat] = now.hands[seat].size;
  double regret = 0.0;
  for (int i = now.played_count - 1; i >= now.played_count - round_plays; --i) {
    const ChkobbaPlay& play = now.played[i];
    // Step 1. Undo the play: the card back in the hand, off the table or the taken cards back on.
    if (play.taken == 0) {
      then.table.erase_at(then.table.find(play.card));
    } else {
      for (int card = 0; card < kChkobbaDeckSize; ++card) {
        if (play.taken & card_bit(static_cast<ChkobbaCard>(card))) {
          then.table.insert(static_cast<ChkobbaCard>(card));
        }
      }
      then.piles[chkobba_side_of(play.seat)] &= ~(play.taken | card_bit(play.card));
    }
    then.hands[play.seat].insert(play.card);
    ++hand_sizes[play.seat];
    if (play.seat == root.seat()) continue;  // its own plays tell the searching seat nothing
    // Step 2. The play as an action on the table then, and how far it falls short of Normal's.
    std::uint32_t mask = 0;
    for (int position = 0; position < then.table.size; ++position) {
      if (play.taken & card_bit(then.table.cards[position])) mask |= 1u << position;
    }
    regret += chkobba_normal_regret(then, play.seat, hand_sizes, chkobba_play(play.card, mask));
    if (regret > kRegretCutoff) break;
  }
  return std::exp(-regret / kRegretScale);
}

}  // namespace cardavia::ai
