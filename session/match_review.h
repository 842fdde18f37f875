// Cardavia — the review after the match: the person's decisions where the strong player's
// estimate differed most from the move they played (issue 31, item 2; docs/coach.md, "Review").
//
//   MatchReview review(record);          a finished match (any record replays)
//   while (!review.done()) review.think(slice);   frame slices, like the computers' thinking
//   review.marks()                       the few largest: slip or mistake, each with its words
//
// For every decision of a person's seat (is_person_seat) with more than one legal move, in the
// order played:
//   1. the match is replayed to just before it (one session, stepped on);
//   2. a HintSearch (session/coach.h) runs the Hard level on that seat's own Observation, seeded
//      with ai::decision_seed(match seed, seat, actions so far) — what a Hard computer in that
//      seat would have thought — at a fixed iteration count (the Hard level's own by default);
//   3. the cost of the move played = value(the search's move) − value(the move played), both the
//      search's estimates in [0, 1] (the seat's share of the round's reward, ai/reward.h);
//   4. a second opinion when the move played differs and looks costly (or was tried fewer than
//      kMinVisits times: its mean is no estimate worth the name): every root move played out in
//      the same kSecondOpinionWorlds worlds drawn from the same Observation, the Normal player
//      taking over (ai::IsmctsConfig::paired_root: common random numbers). Why: UCB stops
//      trying a move after an unlucky start, so its mean stays low — one search's means are
//      biased against the move played. The cost is the smaller of the two estimates (both must
//      agree), or the second opinion's alone when the search's was too thin;
//   5. a cost of kSlip or more marks the decision a slip, kMistake or more a mistake; only the
//      kMaxMarks largest are kept (ties: the earlier decision).
// Honest and deterministic as the hint is: the search sees the seat's Observation only, and
// stops after its iterations, never a clock (a clock only paces the slices) — the same record
// gives the same marks on every device, however it is sliced.
//
// The words: the reason is the coach's for the preferred move (a reason kind, in the table's
// language once rendered). The played and the preferred move are said as the log would say them
// in this deal (GameWords::move with the seat as the one told): a finished match's deal is
// public — its replay link carries the seed and the viewer turns every hand face up — so the
// review is offered for finished matches only (the viewer's review mode, app/table/replay.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/bot.h"
#include "core/match_record.h"
#include "session/coach.h"
#include "session/match_session.h"
#include "session/phrase.h"

namespace cardavia::session {

struct ReviewMark {
  enum class Kind { Slip, Mistake };
  std::size_t step = 0;  // the action's index: the table before the decision is step `step`
  int seat = 0;
  Kind kind = Kind::Slip;
  Action played;
  Action preferred;
  double cost = 0.0;      // value(preferred) − value(played), of the seat's reward in [0, 1]
  Phrase played_words;    // the log's line for the move played
  Phrase preferred_words; // … for the search's move, as it would have read in this deal
  Phrase reason;          // why the search's move (session/coach.h)
};

class MatchReview {
 public:
  // A cost of at least this much of the round's reward (5 percentage points) is a slip: about
  // twice the noise of a Hard estimate's difference at the table's iterations (docs/coach.md).
  static constexpr double kSlip = 0.05;
  // … and this much (15 points) a mistake: the gap between Normal's and Hard's typical choice.
  static constexpr double kMistake = 0.15;
  static constexpr std::size_t kMaxMarks = 5;  // a review says the few moments that mattered
  static constexpr std::int64_t kMinVisits = 12;
  static constexpr std::int64_t kSecondOpinionWorlds = 256;

  // `iterations` 0: the Hard level's own for the game and table size (tests set a small one).
  // `clock` paces time budgets in think() (optional: without it a slice is a few iterations).
  explicit MatchReview(const MatchRecord& record, std::int64_t iterations = 0,
                       ai::MicrosecondClock clock = {});
  ~MatchReview();
  MatchReview(const MatchReview&) = delete;
  MatchReview& operator=(const MatchReview&) = delete;

  bool ok() const { return session_ != nullptr; }
  const MatchRecord& record() const { return record_; }

  // Thinks on for `slice` (iterations, or microseconds with the clock), across decisions.
  void think(ai::Budget slice);
  bool done() const { return next_ >= decisions_.size(); }
  // Decisions reviewed so far, and in all: progress() = reviewed / total (1 when there are none).
  std::size_t reviewed() const { return next_; }
  std::size_t total() const { return decisions_.size(); }
  double progress() const;
  // The marks kept so far, in the order of the match (final once done()).
  const std::vector<ReviewMark>& marks() const { return marks_; }

 private:
  void begin_decision();   // the search of decisions_[next_], the session stepped to it
  void finish_decision();  // its mark, if any; on to the next
  bool step_search(std::int64_t iterations);  // true once the current decision is finished
  void keep(ReviewMark mark);

  MatchRecord record_;
  std::int64_t iterations_;
  ai::MicrosecondClock clock_;
  std::unique_ptr<MatchSession> session_;  // the match at decisions_[next_] (steps on)
  std::vector<Action> actions_;
  std::vector<std::size_t> decisions_;     // the action indexes reviewed
  std::size_t next_ = 0;
  std::unique_ptr<HintSearch> search_;     // the current decision's search …
  std::unique_ptr<ai::Bot> second_;        // … and its second opinion, when one is needed
  std::unique_ptr<Observation> second_view_;
  Hint hint_;
  std::vector<ReviewMark> marks_;
};

}  // namespace cardavia::session
