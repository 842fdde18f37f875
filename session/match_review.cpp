// Cardavia — the review after the match (see match_review.h).
#include "session/match_review.h"

#include <algorithm>

#include "ai/game_ai.h"
#include "ai/hard_bot.h"
#include "session/engine_access.h"
#include "session/game_words.h"
#include "session/move_record.h"

namespace cardavia::session {
namespace {

// Iterations per step of a time-paced slice: the clock is read between steps.
constexpr std::int64_t kStepIterations = 16;

// The log's line for `action` by the seat to move in `before`, told to that seat.
Phrase move_words(const GameState& before, Action action) {
  const GameWords* words = find_game_words(before.game_name());
  if (words == nullptr) return Phrase{};
  std::unique_ptr<GameState> after = before.clone();
  return words->move(apply_recorded(*after, action, before.current_player())).log;
}

}  // namespace

MatchReview::MatchReview(const MatchRecord& record, std::int64_t iterations,
                         ai::MicrosecondClock clock)
    : record_(record), iterations_(iterations), clock_(std::move(clock)) {
  // Step 1. The record replayed once: its actions, and which of them were a person's decisions
  // with a choice (more than one legal move).
  Result<std::unique_ptr<GameState>> replayed = replay_record(record_);
  if (!replayed) return;
  actions_ = replayed.value()->history();
  MatchRecord start = record_;
  start.match.actions.clear();
  Result<std::unique_ptr<MatchSession>> made = MatchSession::from_record(start);
  if (!made) return;
  std::unique_ptr<GameState> walk = engine_state(*made.value()).clone();
  for (std::size_t i = 0; i < actions_.size(); ++i) {
    const int seat = walk->current_player();
    if (is_person_seat(record_, seat) && walk->legal_actions().size() > 1) decisions_.push_back(i);
    walk->apply(actions_[i]);
  }
  // Step 2. The session the decisions are read from, at the deal.
  session_ = std::move(made).value();
}

MatchReview::~MatchReview() = default;

double MatchReview::progress() const {
  return decisions_.empty() ? 1.0
                            : static_cast<double>(next_) / static_cast<double>(decisions_.size());
}

void MatchReview::think(ai::Budget slice) {
  if (!ok()) return;
  if (slice.microseconds > 0 && clock_) {
    const std::int64_t started = clock_();
    while (!done() && clock_() - started < slice.microseconds) step_search(kStepIterations);
    return;
  }
  std::int64_t left = std::max<std::int64_t>(1, slice.iterations);
  while (!done() && left > 0) {
    const std::int64_t n = std::min(left, kStepIterations * 4);
    step_search(n);
    left -= n;
  }
}

void MatchReview::begin_decision() {
  const std::size_t step = decisions_[next_];
  for (std::size_t i = session_->history().size(); i < step; ++i) session_->replay_apply(actions_[i]);
  const GameState& state = engine_state(*session_);
  const int seat = state.current_player();
  // The very seed a Hard computer in that seat would have had (ai/bot.h, decision_seed).
  search_ = std::make_unique<HintSearch>(
      record_.match.game, ai::decision_seed(session_->config().seed, seat, step), iterations_);
  search_->start(*state.observation(seat));
}

bool MatchReview::step_search(std::int64_t iterations) {
  if (!search_) begin_decision();
  // Step 4's second opinion, when the search's own estimate of the move played was too thin.
  if (second_) {
    second_->think(ai::Budget::Iterations(iterations));
    if (!second_->done()) return false;
    finish_decision();
    return true;
  }
  search_->think(ai::Budget::Iterations(iterations));
  if (!search_->done()) return false;
  hint_ = search_->hint();
  const Action played = actions_[decisions_[next_]];
  const MoveEstimate* estimate = hint_.estimate_of(played);
  const MoveEstimate* best = hint_.estimate_of(hint_.action);
  const bool thin = estimate != nullptr && estimate->visits < kMinVisits;
  const bool costly = estimate != nullptr && best != nullptr && best->value - estimate->value >= kSlip;
  if (played != hint_.action && (thin || costly)) {
    // A second opinion: every root move played out in the same worlds (paired), the Normal
    // player taking over after it — determinized Monte Carlo, fair to a move the search's UCB
    // spent little on, and a check on a cost read from one search's means.
    const ai::GameAi* found = ai::find_game_ai(record_.match.game);
    ai::GameAi paired = found != nullptr ? *found : ai::fallback_game_ai();
    paired.tree_depth = 1;
    paired.paired_root = true;
    paired.hint_bias = 0.0;
    const GameState& state = engine_state(*session_);
    ai::BotOptions options;
    // A paired search counts rollouts, one per root move in each world.
    options.hard_iterations =
        kSecondOpinionWorlds * static_cast<std::int64_t>(state.legal_actions().size());
    second_view_ = state.observation(state.current_player());
    second_ = ai::make_bot(paired, ai::Level::kHard,
                           ai::decision_seed(session_->config().seed, state.current_player(),
                                             decisions_[next_]) ^ 0x5eca0d0b1d5ULL,
                           options);
    second_->start(*second_view_);
    return false;
  }
  finish_decision();
  return true;
}

void MatchReview::finish_decision() {
  const std::size_t step = decisions_[next_];
  const Action played = actions_[step];
  double cost = 0.0;
  if (played != hint_.action) {
    if (second_) {
      // The second opinion's values, both moves on the same worlds.
      const auto* hard = dynamic_cast<const ai::HardBot*>(second_.get());
      double preferred_value = 0.0, played_value = 0.0;
      if (hard != nullptr) {
        for (const ai::RootChild& child : hard->search().root_children()) {
          if (child.action == hint_.action) preferred_value = child.mean_reward;
          if (child.action == played) played_value = child.mean_reward;
        }
      }
      cost = preferred_value - played_value;
      // Both estimates must agree the move cost that much (the smaller is kept), unless the
      // search's own was too thin to count.
      const MoveEstimate* p = hint_.estimate_of(played);
      const MoveEstimate* best = hint_.estimate_of(hint_.action);
      if (p != nullptr && best != nullptr && p->visits >= kMinVisits)
        cost = std::min(cost, best->value - p->value);
    } else if (const MoveEstimate* p = hint_.estimate_of(played)) {
      const MoveEstimate* best = hint_.estimate_of(hint_.action);
      cost = (best != nullptr ? best->value : 0.0) - p->value;
    }
  }
  if (cost >= kSlip) {
    const GameState& state = engine_state(*session_);
    ReviewMark mark;
    mark.step = step;
    mark.seat = state.current_player();
    mark.kind = cost >= kMistake ? ReviewMark::Kind::Mistake : ReviewMark::Kind::Slip;
    mark.played = played;
    mark.preferred = hint_.action;
    mark.cost = cost;
    mark.played_words = move_words(state, played);
    mark.preferred_words = move_words(state, hint_.action);
    mark.reason = hint_.reason;
    keep(std::move(mark));
  }
  search_.reset();
  second_.reset();
  second_view_.reset();
  hint_ = Hint{};
  ++next_;
}

void MatchReview::keep(ReviewMark mark) {
  // The kMaxMarks largest costs, in the match's order: decisions come in that order, so a new
  // mark goes last, and one too many drops the smallest cost (on a tie, the later decision).
  // A loop, not a sort: the web build pays for each sort's instantiation (docs/size.md).
  marks_.push_back(std::move(mark));
  if (marks_.size() <= kMaxMarks) return;
  std::size_t smallest = 0;
  for (std::size_t i = 1; i < marks_.size(); ++i)
    if (marks_[i].cost <= marks_[smallest].cost) smallest = i;
  marks_.erase(marks_.begin() + static_cast<std::ptrdiff_t>(smallest));
}

}  // namespace cardavia::session
