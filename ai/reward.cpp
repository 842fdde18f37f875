#include "reward.h"

#include <algorithm>
#include <cmath>

namespace cardavia::ai {

namespace {

// How many score entries a round of this match lists: players, or sides in Chkobba.
std::size_t score_entries(const GameState& state) {
  const std::vector<RoundResult>& rounds = state.rounds();
  if (!rounds.empty() && !rounds.back().scores.empty()) return rounds.back().scores.size();
  return static_cast<std::size_t>(state.num_players());
}

}  // namespace

bool seat_won(const GameState& state, int seat) {
  const int entry = entry_of_seat(seat, score_entries(state));
  const std::vector<int> winners = state.winners();
  return std::find(winners.begin(), winners.end(), entry) != winners.end();
}

std::vector<double> seat_rewards(const GameState& state, std::size_t rounds_before,
                                 const RewardSpec& spec) {
  const int players = state.num_players();
  std::vector<double> rewards(static_cast<std::size_t>(players), 0.5);

  // The match ended: only winning counts.
  if (state.is_terminal()) {
    std::vector<double> won(rewards.size(), 0.0);
    int winning_seats = 0;
    for (int seat = 0; seat < players; ++seat) {
      if (!seat_won(state, seat)) continue;
      won[seat] = 1.0;
      ++winning_seats;
    }
    // Everyone or nobody won: no seat did better than another.
    if (winning_seats == 0 || winning_seats == players) return rewards;
    return won;
  }

  // Cut off before any round ended: no information.
  if (state.rounds().size() <= rounds_before) return rewards;

  // A round ended: rank and margin against the other sides.
  const std::vector<int>& scores = state.rounds().back().scores;
  const std::size_t entries = scores.size();
  if (entries < 2) return rewards;
  const double sign = spec.direction == ScoreDirection::kHigherIsBetter ? 1.0 : -1.0;
  for (int seat = 0; seat < players; ++seat) {
    const int own_entry = entry_of_seat(seat, entries);
    const double own = sign * scores[own_entry];
    double rank = 0.0;
    double others = 0.0;
    for (std::size_t entry = 0; entry < entries; ++entry) {
      if (static_cast<int>(entry) == own_entry) continue;
      const double other = sign * scores[entry];
      rank += own > other ? 1.0 : (own == other ? 0.5 : 0.0);
      others += other;
    }
    const double count = static_cast<double>(entries - 1);
    rank /= count;
    const double margin = 0.5 + 0.5 * std::tanh((own - others / count) / spec.margin_scale);
    rewards[seat] = (1.0 - spec.margin_weight) * rank + spec.margin_weight * margin;
  }
  return rewards;
}

}  // namespace cardavia::ai
