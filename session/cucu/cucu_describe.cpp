// Cardavia — a Cucù table in words (see cucu_describe.h).
#include "session/cucu/cucu_describe.h"

#include "core/cucu/cucu.h"
#include "session/cucu/cucu_moves.h"

namespace cardavia::session {

std::vector<Phrase> cucu_describe(const Observation& human_view, const DescribeOptions& options) {
  const auto& obs = static_cast<const CucuObservation&>(human_view);
  const int human = obs.seat();
  const int n = obs.players();
  std::vector<Phrase> out;

  // Step 1. A round's end: each seat's lives lost in it and left after it, the human first.
  if (options.round_end && !obs.rounds().empty()) {
    const RoundResult& r = obs.rounds().back();
    for (int k = 0; k < n; ++k) {
      const int seat = (human + k) % n;
      Phrase line(seat == human ? "cucu.describe.round_you" : "cucu.describe.round");
      if (seat != human) line.seat("name", seat);
      line.number("lost", r.scores[static_cast<std::size_t>(seat)])
          .number("lives", r.totals[static_cast<std::size_t>(seat)]);
      out.push_back(std::move(line));
    }
    return out;
  }

  // Step 2. The human's card and lives.
  const int own = obs.token_of(human);
  if (own != CucuState::kNoToken && obs.knows_token(own))
    out.push_back(Phrase("cucu.describe.own").card("card", cucu_card(obs.rank_of_token(own))));
  else
    out.push_back(Phrase("cucu.describe.own_out"));
  out.push_back(Phrase("cucu.describe.you_lives").number("lives", obs.lives(human)));
  // Step 3. Each other seat, in play order: lives, in the round or not, a card the human knows.
  for (int k = 1; k < n; ++k) {
    const int seat = (human + k) % n;
    out.push_back(Phrase(obs.live_in_round(seat) ? "cucu.describe.seat" : "cucu.describe.seat_out")
                      .seat("name", seat)
                      .number("lives", obs.lives(seat)));
    const int token = obs.token_of(seat);
    if (token != CucuState::kNoToken && obs.knows_token(token))
      out.push_back(Phrase("cucu.describe.seat_card")
                        .seat("name", seat)
                        .card("card", cucu_card(obs.rank_of_token(token))));
  }
  // Step 4. The pack and the dealer.
  out.push_back(Phrase("cucu.describe.pack").number("n", obs.pack_on_table()));
  out.push_back(obs.dealer() == human ? Phrase("cucu.describe.dealer_you")
                                      : Phrase("cucu.describe.dealer").seat("name", obs.dealer()));
  return out;
}

}  // namespace cardavia::session
