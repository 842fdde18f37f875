// Cucù's reward: what a round's lost lives are worth in the match.
//
// A round's rank and margin (reward.h) count every life alike, but a match is won by being the last
// with lives: the last life is the match, and a life lost by a player about to be knocked out
// matters more to the others than one lost by a player with three. So a rollout ending with the
// round is scored by the chance of winning the match from the lives it leaves, under the simplest
// model of the rounds to come: each round, one of the players still in loses one life, each with
// the same chance (at a table of equal players the loser of a round is close to a coin throw; ties
// are rare). That chance is a small exact table: at most four players with 0–3 lives, 256 states,
// computed once.
#include "cucu_reward.h"

#include <array>

#include "core/cucu/cucu.h"

namespace cardavia::ai {

namespace {

constexpr int kSeats = CucuRules::kMaxPlayers;
constexpr int kLives = CucuRules::kLivesAtStart + 1;  // 0 … 3
constexpr int kStates = kLives * kLives * kLives * kLives;

using Chances = std::array<double, kSeats>;

int index_of(const std::array<int, kSeats>& lives) {
  int index = 0;
  for (int seat = kSeats - 1; seat >= 0; --seat) index = index * kLives + lives[seat];
  return index;
}

struct WinTable {
  std::array<Chances, kStates> chances{};
  std::array<bool, kStates> done{};

  const Chances& at(const std::array<int, kSeats>& lives) {
    const int index = index_of(lives);
    if (done[index]) return chances[index];
    Chances result{};
    int alive = 0;
    for (const int left : lives) alive += left > 0 ? 1 : 0;
    if (alive <= 1) {
      for (int seat = 0; seat < kSeats; ++seat) {
        result[seat] = alive == 0 ? 1.0 / kSeats : (lives[seat] > 0 ? 1.0 : 0.0);
      }
    } else {
      // Each player still in loses the next life with chance 1 / alive; the total falls by one
      // per round, so the recursion ends.
      for (int loser = 0; loser < kSeats; ++loser) {
        if (lives[loser] == 0) continue;
        std::array<int, kSeats> next = lives;
        --next[loser];
        const Chances& after = at(next);
        for (int seat = 0; seat < kSeats; ++seat) result[seat] += after[seat] / alive;
      }
    }
    chances[index] = result;
    done[index] = true;
    return chances[index];
  }
};

const WinTable& win_table() {
  // Filled once, on first use (thread-safe: a function-local static).
  static const WinTable table = [] {
    WinTable filled;
    std::array<int, kSeats> lives{};
    for (int index = 0; index < kStates; ++index) {
      int rest = index;
      for (int seat = 0; seat < kSeats; ++seat) {
        lives[seat] = rest % kLives;
        rest /= kLives;
      }
      filled.at(lives);
    }
    return filled;
  }();
  return table;
}

}  // namespace

double cucu_match_win_chance(const std::vector<int>& lives, int seat) {
  std::array<int, kSeats> clamped{};
  for (std::size_t s = 0; s < lives.size() && s < kSeats; ++s) {
    clamped[s] = lives[s] < 0 ? 0 : (lives[s] >= kLives ? kLives - 1 : lives[s]);
  }
  return win_table().chances[index_of(clamped)][seat];
}

std::vector<double> cucu_rewards(const GameState& state, std::size_t rounds_before,
                                 const RewardSpec& spec) {
  const auto* cucu = dynamic_cast<const CucuState*>(&state);
  if (cucu == nullptr || state.is_terminal()) return seat_rewards(state, rounds_before, spec);
  const int players = state.num_players();
  std::vector<int> lives(static_cast<std::size_t>(players));
  for (int seat = 0; seat < players; ++seat) lives[seat] = cucu->lives(seat);
  std::vector<double> rewards(lives.size());
  for (int seat = 0; seat < players; ++seat) rewards[seat] = cucu_match_win_chance(lives, seat);
  return rewards;
}

}  // namespace cardavia::ai
