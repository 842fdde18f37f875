// Going round the table. Seats are numbered in the order of play in all three games: the player
// after seat i is seat (i + 1) mod n (the UI decides whether that is drawn clockwise).
#pragma once

#include <vector>

namespace cardavia {

inline int next_seat(int seat, int players) { return (seat + 1) % players; }

// The first seat met going round in play order STARTING FROM `from` (checked first) that satisfies
// `wanted`; -1 if none does. Cabo's tie-breaks for the next starter and dealer use this.
template <typename Predicate>
int first_seat_from(int from, int players, Predicate wanted) {
  for (int step = 0; step < players; ++step) {
    const int seat = (from + step) % players;
    if (wanted(seat)) return seat;
  }
  return -1;
}

// The next seat after `seat` (itself not counted) that satisfies `wanted` (Cucù's next dealer
// skips players without lives); -1 if no other seat does.
template <typename Predicate>
int next_seat_where(int seat, int players, Predicate wanted) {
  for (int step = 1; step < players; ++step) {
    const int candidate = (seat + step) % players;
    if (wanted(candidate)) return candidate;
  }
  return -1;
}

}  // namespace cardavia
