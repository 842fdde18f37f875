// Cardavia — the words of a Cucù round's end (see cucu_round.h).
#include "session/cucu/cucu_round.h"

#include <string>

namespace cardavia::session {

namespace {

const char* verdict_key(CucuVerdict verdict) {
  switch (verdict) {
    case CucuVerdict::kOut:
      return "cucu.score.out";
    case CucuVerdict::kDead:
      return "cucu.score.dead";
    case CucuVerdict::kCuckoo:
      return "cucu.score.cuckoo";
    case CucuVerdict::kSafe:
      return "cucu.score.safe";
    case CucuVerdict::kLowest:
      return "cucu.score.lowest";
    case CucuVerdict::kTied:
      return "cucu.score.tied";
    case CucuVerdict::kFoolTies:
      return "cucu.score.fool_ties";
    case CucuVerdict::kFoolAlone:
      return "cucu.score.fool_alone";
    case CucuVerdict::kLoneCard:
      return "cucu.score.lone";
    case CucuVerdict::kTwoFoolsSafe:
      return "cucu.score.two_fools_safe";
    case CucuVerdict::kTwoFoolsLowest:
      return "cucu.score.two_fools_lowest";
  }
  return "cucu.score.out";
}

// A losing zero whose insurance was accepted: the innkeeper pays, unless knocked out already.
bool insured_loss(const CucuSeatOutcome& o) {
  return o.card == CuccuRank::kZero && o.insured_by >= 0 && cucu_verdict_loses(o.verdict);
}

}  // namespace

CucuRoundWords cucu_round_words(const CucuObservation& view) {
  CucuRoundWords out;
  if (view.rounds().empty()) return out;
  const RoundResult& result = view.rounds().back();
  const int human = view.seat();
  const int n = view.players();
  out.round = static_cast<int>(view.rounds().size());
  if (view.last_round_revived()) out.revival = Phrase("cucu.reveal.revival");
  out.seats.assign(static_cast<std::size_t>(n), CucuSeatWords{});
  for (int seat = 0; seat < n; ++seat) {
    const CucuSeatOutcome& o = view.last_outcome(seat);
    CucuSeatWords& w = out.seats[static_cast<std::size_t>(seat)];
    w.verdict = o.verdict;
    w.card_shown = o.verdict != CucuVerdict::kOut && o.verdict != CucuVerdict::kDead;
    w.card = o.card;
    w.lost = result.scores[static_cast<std::size_t>(seat)];
    w.lives = result.totals[static_cast<std::size_t>(seat)];
    // Step 1. A life lost during the round, to a hunter or a cat.
    if (o.lost_now_to == CucuAnswer::kHunter) w.words.push_back(Phrase("cucu.score.hunter"));
    if (o.lost_now_to == CucuAnswer::kCat) w.words.push_back(Phrase("cucu.score.cat"));
    // Step 2. The verdict, or its insured form.
    if (insured_loss(o)) {
      const bool keeper_out = view.last_outcome(o.insured_by).verdict == CucuVerdict::kDead;
      if (o.insured_by == human) {
        w.words.push_back(
            Phrase(keeper_out ? "cucu.score.insured_nobody_you" : "cucu.score.insured_by_you"));
      } else {
        w.words.push_back(Phrase(keeper_out ? "cucu.score.insured_nobody" : "cucu.score.insured")
                              .seat("name", o.insured_by));
      }
    } else {
      w.words.push_back(Phrase(verdict_key(o.verdict)));
    }
    // Step 3. Each insured zero this seat paid for.
    for (int holder = 0; holder < n; ++holder) {
      const CucuSeatOutcome& z = view.last_outcome(holder);
      if (!insured_loss(z) || z.insured_by != seat || o.verdict == CucuVerdict::kDead) continue;
      w.words.push_back(holder == human ? Phrase("cucu.score.pays_for_you")
                                        : Phrase("cucu.score.pays").seat("name", holder));
    }
  }
  return out;
}

}  // namespace cardavia::session
