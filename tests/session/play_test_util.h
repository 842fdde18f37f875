// Helpers for session tests that play a match forward: a seeded Easy match of a game, and playing
// on until a condition holds (the human takes its first legal action, the computers think 16
// iterations a move).
#pragma once

#include <catch2/catch.hpp>

#include "session/match_session.h"

namespace play_test {

// A match of `game` with `players` seats, seed 7, Easy computers.
inline cardavia::session::MatchSession easy_match(const char* game, int players) {
  cardavia::session::MatchConfig c;
  c.game = game;
  c.players = players;
  c.seed = 7;
  c.level = cardavia::ai::Level::kEasy;
  return cardavia::session::MatchSession(c);
}

// Plays on until `done()` (or the match's end, or `max_moves`).
template <typename Done>
void play_until(cardavia::session::MatchSession& s, Done done, int max_moves = 4000) {
  for (int moves = 0; moves < max_moves && !s.over() && !done(); ++moves) {
    if (s.human_to_move()) {
      REQUIRE(s.apply(s.human_legal().front()));
    } else {
      while (!s.bot_ready()) s.bot_think(cardavia::ai::Budget::Iterations(16));
      s.bot_apply();
    }
  }
}

}  // namespace play_test
