// Cardavia — the engine behind a MatchSession, hidden cards and all. For the tests, the CLI and
// session/'s own code; never for app/, which reads only what a seat may know (the human's
// Observation, the move records, the public facts): tests/boundaries_test.cmake fails the build's
// tests when a file of app/ includes this header.
#pragma once

#include "core/game_state.h"
#include "session/match_session.h"

namespace cardavia::session {

inline const GameState& engine_state(const MatchSession& session) { return *session.state_; }

}  // namespace cardavia::session
