// Cardavia — what the page's live region says (web/page/access.js), decided here, once, in words.
// The match table adds a line when something happens that a person who cannot see the table must
// hear: each move's log line as the move is shown, the prompt when it becomes the person's turn
// and when it changes during it, the coach's reason when its hint is ready, the table in words
// when a round's or the match's end opens. Each line is added once, when it happens — never
// re-derived by the page from what a report holds (a report is output only) — and always in the
// spoken voice (words.h's Voice::kSpoken: "nine of clubs", never "9♣").
//
// The report carries the last kKept lines and how many were ever added (`count`), with the
// table's serial (a new match, a replay rebuilt at an earlier step: a new table): the page says
// the lines it has not said yet, so a report it missed loses nothing and a line is never said
// twice because the same report came twice.
#pragma once

#include <cstddef>
#include <deque>
#include <string>

#include "app/table/report.h"

namespace cardavia::app::table {

class TableSpeech {
 public:
  static constexpr std::size_t kKept = 16;

  TableSpeech();
  // A line to say; an empty one is not.
  void add(std::string line);
  // The prompt, said when the person's turn begins (`my_turn` was false the last time) or when
  // its words change during the turn; not while it is someone else's turn (the prompt line then
  // repeats the last move, which its log line already said).
  void prompt(bool my_turn, const std::string& words);
  void report(SpeechReport& out) const;

 private:
  unsigned table_;             // this table's serial (SpeechReport::table)
  std::size_t count_ = 0;      // lines ever added
  std::deque<std::string> kept_;  // the last kKept of them
  bool my_turn_ = false;
  std::string prompt_;         // the prompt last said in this turn
};

}  // namespace cardavia::app::table
