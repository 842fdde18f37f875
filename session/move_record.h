// Cardavia — what one applied move was, as the human may know it: the session writes one record
// per move (MatchSession::last_move()), and the table shows the move from it — the log's words
// (session/game_words.h), the cards' flights, what is shown for a moment — without ever reading
// the engine's state.
//
//   field        what
//   index        the action's place in the history (0 = the first action of the match)
//   seat, action who moved, and what (the game's encoding: core/<game>/<game>.h)
//   shown        the cards this move showed the human, face up: to everybody (a card going to
//                a face-up pile) or to the human alone (their own draw, look, peek, spy); in the
//                order each game's words file lists for each kind of move (session/cabo_moves.h)
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

namespace cardavia::session {

struct MoveRecord {
  std::size_t index = 0;
  int seat = -1;
  Action action{};
  std::vector<AnyCard> shown;
  std::unique_ptr<Observation> before;
  std::unique_ptr<Observation> after;
  bool round_ended = false;
  bool match_over = false;
};

// The record of `action` by `seat`, which turned `before` into `after`, for the human at `human`.
MoveRecord record_move(const GameState& before, const GameState& after, int seat, Action action,
                       int human);

}  // namespace cardavia::session
