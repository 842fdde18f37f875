// Cardavia — the score chart's data (see score_chart.h).
#include "session/score_chart.h"

namespace cardavia::session {

std::vector<std::vector<int>> score_series(const std::vector<RoundResult>& rounds,
                                           const std::vector<int>& seats) {
  std::vector<std::vector<int>> out(seats.size());
  for (const RoundResult& r : rounds) {
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const auto column = static_cast<std::size_t>(seats[i]);  // a negative one is out of range
      if (column < r.totals.size()) out[i].push_back(r.totals[column]);
    }
  }
  return out;
}

}  // namespace cardavia::session
