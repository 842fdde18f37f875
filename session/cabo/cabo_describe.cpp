// Cardavia — a Cabo table in words (see cabo_describe.h).
#include "session/cabo/cabo_describe.h"

#include "core/cabo/cabo.h"
#include "session/cabo/cabo_moves.h"
#include "session/cabo/cabo_round.h"

namespace cardavia::session {

using namespace cardavia::cabo;

namespace {

int cards_in_hand(const CaboObservation& obs, int seat) {
  int n = 0;
  for (int p = 0; p < kPlaces; ++p) n += obs.place(seat, p) != kNoCard;
  return n;
}

// The card at a place as the table shows it: known and shown (memory aid), or nothing.
bool shown_card(const CaboObservation& obs, int seat, int place, bool memory_aid) {
  const CardId c = obs.place(seat, place);
  return memory_aid && c != kNoCard && c != CaboObservation::kUnknown;
}

}  // namespace

std::vector<Phrase> cabo_describe(const Observation& human_view, const DescribeOptions& options) {
  const auto& obs = static_cast<const CaboObservation&>(human_view);
  const int human = obs.seat();
  const int n = obs.players();
  std::vector<Phrase> out;

  // Step 1. The round's result, while the table shows it: each seat's words of the score table.
  if (options.round_end) {
    const std::vector<CaboSeatWords> words = cabo_round_words(obs);
    for (int k = 0; k < static_cast<int>(words.size()); ++k) {
      const int seat = (human + k) % n;  // the human first, then in play order
      const CaboSeatWords& w = words[static_cast<std::size_t>(seat)];
      Phrase line(seat == human ? "cabo.describe.score_you" : "cabo.describe.score");
      if (seat != human) line.seat("name", seat);
      line.phrase("line", w.words).number("total", w.total);
      out.push_back(std::move(line));
      if (w.reset) out.push_back(w.reset_words);
    }
    return out;
  }

  // Step 2. The human's hand, place by place.
  for (int p = 0; p < kPlaces; ++p) {
    const CardId c = obs.place(human, p);
    if (c == kNoCard) continue;
    if (shown_card(obs, human, p, options.memory_aid))
      out.push_back(Phrase("cabo.describe.own_known").number("n", p + 1).card("card", cabo_card(c)));
    else
      out.push_back(Phrase("cabo.describe.own_hidden").number("n", p + 1));
  }
  // Step 3. A drawn or taken card in the human's hand.
  const CardId held = obs.held();
  if (held != kNoCard && held != CaboObservation::kUnknown)
    out.push_back(Phrase("cabo.describe.held").card("card", cabo_card(held)));
  // Step 4. The piles.
  const CardId top = obs.discard_top();
  if (top == kNoCard)
    out.push_back(Phrase("cabo.describe.piles_empty").number("count", obs.stock_size()));
  else
    out.push_back(Phrase("cabo.describe.piles")
                      .number("count", obs.stock_size())
                      .card("card", cabo_card(top)));
  // Step 5. The points, the human's first; each other seat in play order, with its seen cards.
  out.push_back(Phrase("cabo.describe.you_total").number("total", obs.total(human)));
  for (int k = 1; k < n; ++k) {
    const int seat = (human + k) % n;
    out.push_back(Phrase("cabo.describe.seat")
                      .seat("name", seat)
                      .number("count", cards_in_hand(obs, seat))
                      .number("total", obs.total(seat)));
    for (int p = 0; p < kPlaces; ++p) {
      if (!shown_card(obs, seat, p, options.memory_aid)) continue;
      out.push_back(Phrase("cabo.describe.seat_known")
                        .seat("name", seat)
                        .number("n", p + 1)
                        .card("card", cabo_card(obs.place(seat, p))));
    }
  }
  // Step 6. The call.
  if (obs.caller() == human)
    out.push_back(Phrase("cabo.describe.caller_you"));
  else if (obs.caller() >= 0)
    out.push_back(Phrase("cabo.describe.caller").seat("name", obs.caller()));
  return out;
}

}  // namespace cardavia::session
