// Cardavia — what the end of a Cabo round says under each revealed hand, decided here (platform-
// free, tested in tests/session/) and put into words by the table (app/cabo/, assets/i18n/en.json).
//
//   key                         when                                          values
//   cabo.score.moon             this seat shot the Moon                       —
//   cabo.score.moon_other       another seat shot the Moon (50 for this one)  name = the shooter
//   cabo.score.moon_other_you   the same, when the human shot it              —
//   cabo.score.caller_plus      the caller, not lowest: sum + 5               sum, score
//   cabo.score.caller_lowest    the caller, lowest (alone or tied): 0         —
//   cabo.score.lowest           lowest, not the caller: 0                     —
//   cabo.score.tied_caller      lowest with the caller, who takes the 0       sum
//   cabo.score.sum              anyone else: the sum                          sum
// `reset` adds cabo.score.reset: the total reached exactly 100 and came back to 50.
// `words` and `reset_words` are the same as phrases (session/phrase.h), ready for the table.
// Read from the human's Observation: the hands shown at a round's end are public.
#pragma once

#include <string>
#include <vector>

#include "core/cabo/cabo.h"
#include "session/phrase.h"

namespace cardavia::session {

struct CaboSeatWords {
  int sum = 0;    // of the hand shown
  int score = 0;  // this round
  int total = 0;  // after this round
  std::string key;     // cabo.score.* (see above)
  int moon_seat = -1;  // the shooter, for the {name} of the Moon keys
  bool reset = false;  // followed by cabo.score.reset
  Phrase words;        // `key` with its values
  Phrase reset_words;  // cabo.score.reset, or empty
};

// The last scored round, one entry per seat (empty before the first round ends).
std::vector<CaboSeatWords> cabo_round_words(const CaboObservation& view);

}  // namespace cardavia::session
