// Cardavia — the coach's hint at the match table (see coach_hint.h).
#include "app/table/coach_hint.h"

namespace cardavia::app::table {

bool CoachHint::current(const session::MatchSession& session) const {
  return (search_ || hint_) && at_ == session.history().size() && viewer_ == session.viewer();
}

bool CoachHint::ask(const session::MatchSession& session) {
  if (current(session)) return false;
  const session::MatchConfig& c = session.config();
  hint_.reset();
  at_ = session.history().size();
  viewer_ = session.viewer();
  // The seed a Hard computer in the person's seat would get: the hint is that level's move.
  search_ = std::make_unique<session::HintSearch>(c.game, ai::decision_seed(c.seed, viewer_, at_),
                                                  c.hard_iterations, c.clock);
  search_->start(*session.observation());
  return true;
}

const session::Hint* CoachHint::think(const session::MatchSession& session) {
  if (!search_) return nullptr;
  if (!current(session)) {  // the person moved, or passed the device on, before it was done
    search_.reset();
    return nullptr;
  }
  // A few milliseconds a frame, like a computer's thinking (without a clock: a few iterations).
  search_->think(session.config().clock ? ai::Budget::Microseconds(6000)
                                        : ai::Budget::Iterations(64));
  if (!search_->done()) return nullptr;
  hint_ = search_->hint();
  search_.reset();
  return &*hint_;
}

}  // namespace cardavia::app::table
