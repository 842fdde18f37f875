// Cardavia — the words of a Cabo round's end (see cabo_round.h).
#include "session/cabo/cabo_round.h"

#include <algorithm>

namespace cardavia::session {

std::vector<CaboSeatWords> cabo_round_words(const CaboObservation& s) {
  using namespace cardavia::cabo;
  std::vector<CaboSeatWords> out;
  if (s.rounds().empty()) return out;
  // Step 1. The sums from the hands shown at the end of the round (public), the caller, the Moon.
  const RoundResult& r = s.rounds().back();
  const Hands& hands = s.last_revealed_hands();
  const int n = s.players();
  const int caller = s.last_caller();
  const int moon = moon_shooter(n, hands);
  int lowest = 1000;
  for (int seat = 0; seat < n; ++seat) lowest = std::min(lowest, hand_sum(hands[seat]));
  // Step 2. One entry per seat, the first rule that applies.
  out.assign(static_cast<std::size_t>(n), CaboSeatWords{});
  for (int seat = 0; seat < n; ++seat) {
    CaboSeatWords& w = out[static_cast<std::size_t>(seat)];
    w.sum = hand_sum(hands[seat]);
    w.score = r.scores[static_cast<std::size_t>(seat)];
    w.total = r.totals[static_cast<std::size_t>(seat)];
    const int before = s.rounds().size() >= 2
                           ? s.rounds()[s.rounds().size() - 2].totals[static_cast<std::size_t>(seat)]
                           : 0;
    if (moon >= 0) {
      w.key = seat == moon          ? "cabo.score.moon"
              : moon == s.seat()    ? "cabo.score.moon_other_you"  // the human shot it
                                    : "cabo.score.moon_other";
      w.moon_seat = moon;
    } else if (seat == caller && w.sum > lowest) {
      w.key = "cabo.score.caller_plus";
    } else if (seat == caller) {
      w.key = "cabo.score.caller_lowest";
    } else if (w.sum == lowest && w.score == 0) {
      w.key = "cabo.score.lowest";
    } else if (w.sum == lowest) {
      w.key = "cabo.score.tied_caller";
    } else {
      w.key = "cabo.score.sum";
    }
    w.reset = before + w.score == kResetTotal && w.total == kResetTo;
    // Step 3. The same as phrases: each key takes only the values it names.
    w.words = Phrase(w.key);
    if (w.key == "cabo.score.moon_other") w.words.seat("name", w.moon_seat);
    if (w.key == "cabo.score.caller_plus" || w.key == "cabo.score.tied_caller" ||
        w.key == "cabo.score.sum")
      w.words.number("sum", w.sum);
    if (w.key == "cabo.score.caller_plus") w.words.number("score", w.score);
    if (w.reset) w.reset_words = Phrase("cabo.score.reset");
  }
  return out;
}

}  // namespace cardavia::session
