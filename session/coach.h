// Cardavia — the coach: "what would the strong player do here, and why", from the seat's own
// observation and nothing else.
//
//   HintSearch search(game, seed);   one decision of the person's, as the Hard level would take it
//   search.start(seat_view);         the person's Observation (never the engine's state)
//   while (!search.done()) search.think(slice);   frame slices, like the computers' thinking
//   Hint hint = search.hint();       the move, its reason in words, every root move's estimate
//
// Honest by construction, exactly as the opponents are (ai/bot.h): the search is the Hard bot
// itself, handed the seat's Observation, and a reason reads that Observation and the move only.
// Two worlds that differ in what the seat cannot see give the same Observation, so the same hint
// and the same reason (tests/session/coach_test.cpp replays decisions in such worlds).
//
// Deterministic: the search stops after the Hard level's own iteration target, never a clock,
// and is seeded with ai::decision_seed(match seed, seat, actions so far) — the very seed a Hard
// computer in that seat would get. So a hint, and a review built on the estimates, is the same on
// every device and every time it is computed.
//
// [SECTION] Reasons
// A reason is a Phrase ("coach.cabo.swap_known" with its numbers and cards, session/phrase.h):
// one of a small set of named reason kinds per game (docs/coach.md lists them), rendered through
// the language files, never free text. Each game's reasons live in session/<game>_coach.cpp and
// are reached through its GameWords entry (game_words.h, `reason`). Every number in a reason is a
// fact of the seat's observation (tests/session/coach_test.cpp recomputes each one). When no kind
// of the game's fits the move, the reason is the search's own: "coach.search" — how the move
// fared in the rounds the search played out.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "core/game_state.h"
#include "session/phrase.h"

namespace cardavia::session {

// What the search found for one root move: its share of the round's reward in [0, 1] (the
// seat's; ai/reward.h), averaged over the played-out worlds, and how many of them tried it.
struct MoveEstimate {
  Action action;
  double value = 0.0;
  std::int64_t visits = 0;
};

struct Hint {
  Action action;                        // the move the Hard level chooses
  Phrase reason;                        // why, as a reason kind (never empty)
  std::vector<MoveEstimate> estimates;  // every legal move's, in the game's order
  std::int64_t iterations = 0;          // the search's, when it was done

  // The estimate of `move` (nullptr for a move that was not legal here).
  const MoveEstimate* estimate_of(Action move) const;
};

// The facts a game's reason function may use beyond the observation and the move: only the
// search's own figures (for the "coach.search" reason and for saying how close a call was).
struct SearchFacts {
  const MoveEstimate* chosen = nullptr;  // the hinted move's estimate
  std::int64_t iterations = 0;
};

// A game's reason for `move` (legal for seat_view.seat(), who is to move): a Phrase of one of
// its kinds, or an empty one when none fits (the caller then says the search's reason).
using ReasonFunction = Phrase (*)(const Observation& seat_view, Action move,
                                  const SearchFacts& facts);

// The reason for `move`, in any game: the game's own, else the search's ("coach.search").
Phrase reason_for(std::string_view game, const Observation& seat_view, Action move,
                  const SearchFacts& facts);

class HintSearch {
 public:
  // `seed`: ai::decision_seed(match seed, seat, actions so far). `iterations` 0: the Hard level's
  // own target for the game and table size (tests set a small one). `clock` paces think() by time
  // (ai/bot.h); the hint itself never depends on it.
  HintSearch(std::string_view game, std::uint64_t seed, std::int64_t iterations = 0,
             ai::MicrosecondClock clock = {});
  ~HintSearch();
  HintSearch(const HintSearch&) = delete;
  HintSearch& operator=(const HintSearch&) = delete;

  // Begins the decision of seat_view.seat(), who must be to move; forgets the last one.
  void start(const Observation& seat_view);
  void think(ai::Budget slice);
  bool done() const;
  // The hint (precondition: done()).
  Hint hint() const;

 private:
  std::string game_;
  std::unique_ptr<ai::Bot> bot_;  // the Hard level: an ai::HardBot
  std::unique_ptr<Observation> view_;
};

}  // namespace cardavia::session
