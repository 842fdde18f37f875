// Cardavia — what the end of a Cucù round says about each seat, decided here (platform-free,
// tested in tests/session/) and put into words by the table (app/cucu/, assets/i18n/en.json).
//
// Why a card lost or did not is the engine's verdict (CucuSeatOutcome, decided where the round is
// scored): this file only chooses the sentences, so no rule is repeated to explain it. Read from
// the human's Observation: the showdown and its outcome are public.
//
//   key (cucu.score.*)      when                                              values
//   hunter / cat            a life lost during the round, to that special     —
//   out                     not in the round (no lives when it was dealt)     —
//   dead                    knocked out during the round: the card is dead    —
//   cuckoo                  the cuckoo never loses                            —
//   safe                    above the lowest card                             —
//   lowest / tied           the lowest card, alone or tied: loses             —
//   fool_ties / fool_alone  one fool: with the lowest, or alone among cuckoos —
//   lone                    the only live card: the lowest                    —
//   two_fools_safe / _lowest two fools at 14½: safe, or the lowest            —
//   insured (_by_you)       a losing zero, insured: the innkeeper pays        name = the innkeeper
//   insured_nobody (_you)   … insured by a seat knocked out: nobody pays      name = the innkeeper
//   pays (_for_you)         the innkeeper paying for an insured zero          name = its holder
// A seat's words, in order: the life lost during the round, the verdict (or its insured form),
// each zero it paid for. `revival` is cucu.reveal.revival when everybody came back.
#pragma once

#include <vector>

#include "core/cucu/cucu.h"
#include "session/phrase.h"

namespace cardavia::session {

struct CucuSeatWords {
  CucuVerdict verdict = CucuVerdict::kOut;
  bool card_shown = false;  // a live card, turned up at the showdown
  CuccuRank card = CuccuRank::kZero;
  int lost = 0;   // lives lost in the round, in all
  int lives = 0;  // after it (after a revival: three)
  std::vector<Phrase> words;
};

struct CucuRoundWords {
  int round = 0;  // 1 for the first; 0: no round has ended yet
  std::vector<CucuSeatWords> seats;
  Phrase revival;  // empty unless everybody came back
};

// The last completed round (round 0 and no seats before the first ends).
CucuRoundWords cucu_round_words(const CucuObservation& view);

}  // namespace cardavia::session
