// Cabo's round scoring and the 100→50 reset, as pure functions of the revealed hands.
#include "cabo.h"

namespace cardavia::cabo {

namespace {
constexpr CardId kKingOfSpades = 12;  // StandardCard ids: suit-major S H D C, ace first
constexpr CardId kKingOfClubs = 3 * 13 + 12;
}  // namespace

int hand_sum(const Hand& hand) {
  int sum = 0;
  for (const CardId card : hand) {
    if (card != kNoCard) sum += card_value(card);  // an empty place counts nothing
  }
  return sum;
}

int moon_shooter(int players, const Hands& hands) {
  for (int seat = 0; seat < players; ++seat) {
    int queens = 0;
    bool king_of_spades = false;
    bool king_of_clubs = false;
    int cards = 0;
    for (const CardId card : hands[seat]) {
      if (card == kNoCard) continue;
      ++cards;
      if (card_rank(card) == 12) ++queens;
      if (card == kKingOfSpades) king_of_spades = true;
      if (card == kKingOfClubs) king_of_clubs = true;
    }
    // Exactly two queens and the two black kings, and no other card.
    if (cards == 4 && queens == 2 && king_of_spades && king_of_clubs) return seat;
  }
  return -1;
}

std::array<int, kMaxPlayers> round_scores(int players, const std::array<int, kMaxPlayers>& sums,
                                          int caller, int moon_seat) {
  std::array<int, kMaxPlayers> scores{};

  // Step 1. Shooting the Moon is checked first, and nothing else applies that round.
  if (moon_seat >= 0) {
    for (int seat = 0; seat < players; ++seat) scores[seat] = seat == moon_seat ? 0 : kMoonScore;
    return scores;
  }

  // Step 2. Everybody scores their sum, to begin with.
  int lowest = sums[0];
  for (int seat = 0; seat < players; ++seat) {
    scores[seat] = sums[seat];
    if (sums[seat] < lowest) lowest = sums[seat];
  }

  // Step 3. A caller among the lowest takes the 0 alone; the others tied with them keep their sums.
  if (caller >= 0 && sums[caller] == lowest) {
    scores[caller] = 0;
    return scores;
  }

  // Step 4. Otherwise every lowest sum scores 0 and the caller pays 5 on top of their sum.
  for (int seat = 0; seat < players; ++seat) {
    if (sums[seat] == lowest) scores[seat] = 0;
  }
  if (caller >= 0) scores[caller] = sums[caller] + kCallerPenalty;
  return scores;
}

void add_to_total(int score, int& total, bool& reset_used) {
  total += score;
  // An exact 100 falls back to 50, the first time only for this player.
  if (total == kResetTotal && !reset_used) {
    total = kResetTo;
    reset_used = true;
  }
}

}  // namespace cardavia::cabo
