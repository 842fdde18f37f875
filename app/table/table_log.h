// Cardavia — what the match table says in words besides its prompt: this round's log (the panel
// and the report's `log`), the last move's line the prompt line shows (status), and the banner over
// the centre with the time it goes. Phrases, not text: the table says them in its language as it
// draws (say) and for the ear as it reports (speak). It draws nothing (ImGui-free).
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "session/phrase.h"

namespace cardavia::app::table {

class TableLog {
 public:
  // [SECTION] This round's log
  // Starts it again: a round dealt, the device passed on (the lines were the last person's).
  void restart() {
    lines_.clear();
    scroll_ = true;
  }
  void write(session::Phrase line) {
    lines_.push_back(std::move(line));
    scroll_ = true;
  }
  const std::vector<session::Phrase>& lines() const { return lines_; }
  // The last `n` lines forgotten (moves taken back), the round's first kept.
  void forget_last(std::size_t n) {
    lines_.resize(lines_.size() - std::min(n, lines_.size() > 0 ? lines_.size() - 1 : 0));
    scroll_ = true;
  }
  // A line was written since the panel last scrolled to its foot (once).
  bool take_scroll() { return std::exchange(scroll_, false); }

  // [SECTION] The prompt line's words for the last move (empty: the prompt's own)
  void set_status(session::Phrase words) { status_ = std::move(words); }
  const session::Phrase& status() const { return status_; }

  // [SECTION] The banner: shown until `until` (table time)
  void announce(session::Phrase words, double until) {
    banner_ = std::move(words);
    banner_until_ = until;
  }
  void drop_banner() { banner_until_ = 0; }
  // The banner showing at `now`, or nullptr.
  const session::Phrase* banner_at(double now) const {
    return !banner_.empty() && now < banner_until_ ? &banner_ : nullptr;
  }
  double banner_until() const { return banner_until_; }

 private:
  std::vector<session::Phrase> lines_;  // this round's
  bool scroll_ = true;
  session::Phrase status_;
  session::Phrase banner_;
  double banner_until_ = 0;
};

}  // namespace cardavia::app::table
