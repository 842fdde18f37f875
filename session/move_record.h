// Cardavia — what one applied move was, as the human may know it: the session writes one record
// per move (MatchSession::last_move()), and the table shows the move from it — the log's words
// (session/game_words.h), the cards' flights, what is shown for a moment — without ever reading
// the engine's state.
//
//   field        what
//   index        the action's place in the history (0 = the first action of the match)
//   seat, action who moved, and what (the game's encoding: core/<game>/<game>.h)
//   events       what the move did (core/move_event.h), told once by the engine and filtered for
//                the human: a card's face only where the human sees it
//   shown        the cards of the action's own events (kMove, kLook) the human sees: shown to
//                everybody (a card going to a face-up pile) or to the human alone (their own draw,
//                look, peek, spy); in the order each game's words file lists for each kind of move
//                (session/cabo/cabo_moves.h)
//   before/after the human's Observation just before and just after the move; after a move that
//                ended a round, `after` already shows the next round dealt (the engine deals at
//                once), which is why `shown` carries what the move showed
//   round_ended  the move ended a round (its hands are shown: the round-end sheet follows)
//   match_over   the move ended the match
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "core/cards/any_card.h"
#include "core/game_state.h"
#include "core/move_event.h"

namespace cardavia::session {

struct MoveRecord {
  std::size_t index = 0;
  int seat = -1;
  Action action{};
  std::vector<MoveEvent> events;
  std::vector<AnyCard> shown;
  std::unique_ptr<Observation> before;
  std::unique_ptr<Observation> after;
  bool round_ended = false;
  bool match_over = false;
};

// Applies `action` (legal) to `state` and returns its record for the human at `human`: the one
// place a move is read — the observations around it and the engine's events, nothing diffed.
MoveRecord apply_recorded(GameState& state, Action action, int human);

// `events` as `viewer` may see them: each card's face kept only where the viewer sees it
// (MoveEvent::seen_by); where it went, and everything that is not a card, everybody sees.
std::vector<MoveEvent> events_seen_by(const std::vector<MoveEvent>& events, int viewer);

}  // namespace cardavia::session
