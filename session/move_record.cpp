// Cardavia — the record of one applied move (see move_record.h).
#include "session/move_record.h"

#include "session/game_words.h"

namespace cardavia::session {

MoveRecord record_move(const GameState& before, const GameState& after, int seat, Action action,
                       int human) {
  MoveRecord r;
  r.index = after.history().size() - 1;
  r.seat = seat;
  r.action = action;
  if (const GameWords* words = find_game_words(before.game_name()))
    r.shown = words->shown(before, after, seat, action, human);
  r.before = before.observation(human);
  r.after = after.observation(human);
  r.round_ended = after.rounds().size() > before.rounds().size();
  r.match_over = after.is_terminal();
  return r;
}

}  // namespace cardavia::session
