// Cardavia — the record of one applied move (see move_record.h).
#include "session/move_record.h"

namespace cardavia::session {

MoveRecord apply_recorded(GameState& state, Action action, int human) {
  MoveRecord r;
  r.seat = state.current_player();
  r.action = action;
  r.before = state.observation(human);
  const std::size_t rounds_before = state.rounds().size();
  std::vector<MoveEvent> told;
  state.tell_events_to(&told);
  state.apply(action);
  state.tell_events_to(nullptr);
  r.index = state.history().size() - 1;
  r.events = events_seen_by(told, human);
  for (const MoveEvent& event : r.events)
    if (event.is_action_card() && event.card) r.shown.push_back(*event.card);
  r.after = state.observation(human);
  r.round_ended = state.rounds().size() > rounds_before;
  r.match_over = state.is_terminal();
  return r;
}

std::vector<MoveEvent> events_seen_by(const std::vector<MoveEvent>& events, int viewer) {
  std::vector<MoveEvent> seen = events;
  for (MoveEvent& event : seen)
    if (!sees(event.seen_by, viewer)) event.card.reset();
  return seen;
}

}  // namespace cardavia::session
