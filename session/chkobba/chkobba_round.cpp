// Cardavia — the words of a Chkobba deal's end (see chkobba_round.h).
#include "session/chkobba/chkobba_round.h"

#include "core/chkobba/chkobba_observation.h"
#include "session/chkobba/chkobba_moves.h"

namespace cardavia::session {

namespace {

// The point of `id` each side scored, from the deal's RoundResult (the engine's scoring).
std::array<int, kChkobbaSides> points_of(const RoundResult& round, const std::string& id) {
  std::array<int, kChkobbaSides> out{};
  for (int side = 0; side < kChkobbaSides && side < static_cast<int>(round.points.size()); ++side)
    for (const auto& [name, value] : round.points[static_cast<std::size_t>(side)])
      if (name == id) out[static_cast<std::size_t>(side)] = value;
  return out;
}

// The side that scored a one-side category, or -1.
int scorer(const std::array<int, kChkobbaSides>& points) {
  return points[0] > 0 ? 0 : points[1] > 0 ? 1 : -1;
}

// "won / tie / none" of a majority category: `mine` and `theirs` are the sides' counts, `us` the
// human's side.
Phrase majority(const char* won, const char* tie, const char* none, int winner, int us,
                const std::array<int, kChkobbaSides>& counts,
                const std::array<std::vector<int>, kChkobbaSides>& members) {
  if (winner >= 0)
    return Phrase(won)
        .seats("side", members[static_cast<std::size_t>(winner)])
        .number("n", counts[static_cast<std::size_t>(winner)])
        .number("m", counts[static_cast<std::size_t>(1 - winner)]);
  if (counts[0] == counts[1]) return Phrase(tie).number("n", counts[0]);
  return Phrase(none)
      .number("n", counts[static_cast<std::size_t>(us)])
      .number("m", counts[static_cast<std::size_t>(1 - us)]);
}

}  // namespace

ChkobbaDealEnd chkobba_deal_end(const MoveRecord& r) {
  const auto& before = static_cast<const ChkobbaObservation&>(*r.before);
  const auto& after = static_cast<const ChkobbaObservation&>(*r.after);
  const ChkobbaPosition& p = before.view();
  const int players = p.rules.players;
  const int human = before.seat();
  const int us = human % kChkobbaSides;
  const ChkobbaMoveFacts facts = chkobba_move_facts(r);
  ChkobbaDealEnd end;
  end.deal = static_cast<int>(after.rounds().size());
  // Step 1. The final piles: the last capture (if it was one), then the leftovers' sweep.
  end.piles = p.piles;
  if (!facts.captured.empty()) {
    CardSet taken = card_bit(facts.played);
    for (const ChkobbaCard c : facts.captured) taken |= card_bit(c);
    end.piles[static_cast<std::size_t>(facts.side)] |= taken;
  }
  end.leftovers = facts.leftovers;
  end.leftovers_to = facts.leftovers_to;
  if (facts.leftovers_to >= 0)
    for (const ChkobbaCard c : facts.leftovers)
      end.piles[static_cast<std::size_t>(facts.leftovers_to)] |= card_bit(c);
  // The very last card never scores a chkobba: the counts are those before it.
  end.chkobbas = p.chkobbas;
  for (int side = 0; side < kChkobbaSides; ++side) {
    const auto s = static_cast<std::size_t>(side);
    end.members[s] = chkobba_side_members(side, players, human);
    end.counts[s] = count_pile(end.piles[s]);
  }
  // Step 2. The points, the engine's, and the totals.
  const RoundResult& round = after.rounds().back();
  for (int side = 0; side < kChkobbaSides; ++side) {
    const auto s = static_cast<std::size_t>(side);
    end.points[s] = round.scores[s];
    end.totals[s] = round.totals[s];
  }
  // Step 3. Each category: who got the point, and why, with the counts.
  const auto counts_of = [&](int PileCounts::*field) {
    return std::array<int, kChkobbaSides>{end.counts[0].*field, end.counts[1].*field};
  };
  ChkobbaCategoryWords cards{"cards", "chkobba.category.cards", points_of(round, "cards"), {}};
  cards.why = majority("chkobba.end.cards_won", "chkobba.end.cards_tie", "chkobba.end.cards_none",
                       scorer(cards.points), us, counts_of(&PileCounts::cards), end.members);
  ChkobbaCategoryWords diamonds{"diamonds", "chkobba.category.diamonds",
                                points_of(round, "diamonds"), {}};
  diamonds.why = majority("chkobba.end.diamonds_won", "chkobba.end.diamonds_tie",
                          "chkobba.end.diamonds_none", scorer(diamonds.points), us,
                          counts_of(&PileCounts::diamonds), end.members);
  ChkobbaCategoryWords bermila{"bermila", "chkobba.category.bermila", points_of(round, "bermila"),
                               {}};
  {
    const auto sevens = counts_of(&PileCounts::sevens);
    const auto sixes = counts_of(&PileCounts::sixes);
    const int winner = scorer(bermila.points);
    if (winner >= 0 && sevens[0] != sevens[1]) {
      bermila.why = majority("chkobba.end.bermila_sevens", "", "", winner, us, sevens, end.members);
    } else if (winner >= 0) {
      bermila.why = majority("chkobba.end.bermila_sixes", "", "", winner, us, sixes, end.members)
                        .number("s", sevens[0]);
    } else {
      bermila.why = Phrase("chkobba.end.bermila_none").number("s", sevens[0]).number("t", sixes[0]);
    }
  }
  ChkobbaCategoryWords sette{"sette", "chkobba.category.sette", points_of(round, "sette"), {}};
  {
    const int winner = scorer(sette.points);
    const AnyCard seven = chkobba_card(make_chkobba_card(7, Suit::kDiamonds));
    sette.why = winner >= 0 ? Phrase("chkobba.end.sette_won")
                                  .seats("side", end.members[static_cast<std::size_t>(winner)])
                                  .card("card", seven)
                            : Phrase("chkobba.end.sette_none").card("card", seven);
  }
  ChkobbaCategoryWords chkobbas{"chkobba", "chkobba.category.chkobba", points_of(round, "chkobba"),
                                {}};
  chkobbas.why = end.chkobbas[0] + end.chkobbas[1] == 0
                     ? Phrase("chkobba.end.chkobba_none")
                     : Phrase("chkobba.end.chkobba_some")
                           .seats("side", end.members[static_cast<std::size_t>(us)])
                           .number("n", end.chkobbas[static_cast<std::size_t>(us)])
                           .seats("other", end.members[static_cast<std::size_t>(1 - us)])
                           .number("m", end.chkobbas[static_cast<std::size_t>(1 - us)]);
  end.categories = {cards, diamonds, bermila, sette, chkobbas};
  // Step 4. The match after it.
  end.outcome = chkobba_outcome(end.totals, after.view().winners, players, human);
  return end;
}

Phrase chkobba_outcome(const std::array<int, kChkobbaSides>& totals, const std::vector<int>& winners,
                       int players, int human) {
  const bool both = totals[0] >= kChkobbaTargetScore && totals[1] >= kChkobbaTargetScore;
  if (!winners.empty()) {
    const int winner = winners.front();
    return Phrase(both ? "chkobba.end.won_higher" : "chkobba.end.won")
        .seats("side", chkobba_side_members(winner, players, human))
        .number("n", totals[static_cast<std::size_t>(winner)])
        .number("m", totals[static_cast<std::size_t>(1 - winner)])
        .number("target", kChkobbaTargetScore);
  }
  if (both) return Phrase("chkobba.end.play_on").number("n", totals[0]).number("target", kChkobbaTargetScore);
  return {};
}

}  // namespace cardavia::session
