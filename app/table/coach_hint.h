// Cardavia — the coach's hint at the match table (session/coach.h): which decision it is for, its
// search thought in slices like a computer's move, and the hint once found — until the person
// moves or passes the device on. It draws nothing (ImGui-free): the match table rings the target
// and says the reason; tests/app/coach_hint_test.cpp drives it alone.
//
//   ask()      btn:hint: the Hard level's search on the person's own observation, seeded as a Hard
//              computer in their seat would be (the hint is that level's move)
//   think()    a slice a frame; the hint when the search finishes in this slice (once)
//   current()  the hint, or its search, is for the decision the person faces now
#pragma once

#include <cstddef>
#include <memory>
#include <optional>

#include "session/coach.h"
#include "session/match_session.h"

namespace cardavia::app::table {

class CoachHint {
 public:
  // Starts the search for the decision in front of the session's viewer; false (nothing changes)
  // when one is already found or being thought for it.
  bool ask(const session::MatchSession& session);
  // A slice of the search (a few milliseconds with a clock, else a few iterations). Returns the
  // hint on the slice that finds it, else nullptr; a search for a decision that has gone (the
  // person moved, the device passed on) is dropped.
  const session::Hint* think(const session::MatchSession& session);
  bool current(const session::MatchSession& session) const;
  bool thinking() const { return search_ != nullptr; }
  // The hint found, if it is for the present decision (nullptr while thinking or when stale).
  const session::Hint* found(const session::MatchSession& session) const {
    return hint_ && current(session) ? &*hint_ : nullptr;
  }

 private:
  std::unique_ptr<session::HintSearch> search_;
  std::optional<session::Hint> hint_;
  std::size_t at_ = 0;  // the decision: the history's size when asked …
  int viewer_ = -1;     // … and whose
};

}  // namespace cardavia::app::table
