// The invariants of a match, in one place: what must hold at every position and across every
// action, checked by the property tests (tests/<game>/*_property_test.cpp) and by `cardavia soak`.
// Each check answers in words — what is wrong, or an empty string — so a failure in a soak of a
// hundred thousand matches reads like a bug report.
//
//   MatchChecker checker(*state, seed);             // follows one match from its start
//   problems = checker.check_position(*state);      // cheap; also at the start
//   problems = checker.play(*state, action);        // applies the action, checks around it
//   problems = checker.check_legal_actions(*state); // costlier: the property tests run these two
//   problems = checker.check_observations(*state);  // on some steps, the soak on every step
//
// What is checked:
//   every game   the legal list is empty exactly when the match is over, lists each action once,
//                each listed action is_legal and prints to notation that reads back to it; the
//                winners appear exactly at the end; the history records each action; a completed
//                round is never rewritten; a seat's observation printed from a state sampled
//                from it is the same text, and the sample is a position of the game (its own
//                invariants hold, the same seat is to move with the same legal actions).
//   each game    (GameInvariants, one implementation per game in core/<game>/<game>_invariants.cpp)
//                cards conserved, scores or lives consistent with the rules (re-derived from the
//                cards, not from the engine's bookkeeping), the end's winners, and no hidden card
//                in an observation, judged from what each seat has legitimately seen.
//
// The checkers live in core (no I/O, no exceptions) but in their own library, cardavia_core_checks
// (core/CMakeLists.txt), which the site does not link. So a game registers its checker apart from
// its GameInfo (core/game_registry.h), with one line at the end of its <game>_invariants.cpp:
//   CARDAVIA_REGISTER_INVARIANTS("cabo", make_cabo_invariants);
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "registry_list.h"
#include "rng.h"

namespace cardavia {

// What a check found, as sentences; joined with "; " for printing.
class Problems {
 public:
  void add(std::string problem) { list_.push_back(std::move(problem)); }
  bool empty() const { return list_.empty(); }
  std::string text() const;

 private:
  std::vector<std::string> list_;
};

// One game's own invariants. Positions passed in are that game's states.
class GameInvariants {
 public:
  virtual ~GameInvariants() = default;

  // What holds in any position, sampled ones included: cards conserved, totals or lives in range,
  // the winners of a finished match.
  virtual void check_position(const GameState& state, Problems& problems) const = 0;

  // Following the real match: `start` once, then each action with the state before and after.
  // A game keeps here what its later checks need (the cards each seat has seen, the totals before
  // a round) and checks what the step did (a finished round's scores, recomputed from the cards).
  virtual void start(const GameState& state) = 0;
  virtual void before_action(const GameState& state, Action action) = 0;
  virtual void after_action(const GameState& state, Problems& problems) = 0;

  // No seat's observation text (observations[seat]) shows a card the seat has not legitimately
  // seen (tracked since start()).
  virtual void check_no_leak(const GameState& state, const std::vector<std::string>& observations,
                             Problems& problems) const = 0;
};

// For the checkers' messages: "[1,2,3]".
std::string numbers_text(const std::vector<int>& numbers);

// Cucù's observation text names each token's rank, "ordinary" or "?" on its "tokens" line: the
// words of that line, one per token; empty when the text has no such line. (The leak check reads
// them; so does tests/cucu/cucu_observation_test.cpp.)
std::vector<std::string> cucu_token_words(const std::string& observation);

// The game's checker, by scenario name; nullptr for a game without one.
std::unique_ptr<GameInvariants> make_game_invariants(std::string_view game);

// A game's checker, as its registrar (below, before main()) adds it.
using InvariantsFactory = std::unique_ptr<GameInvariants> (*)();
struct InvariantsEntry {
  std::string_view game;
  InvariantsFactory make = nullptr;
};
void register_invariants(RegistryNode<const InvariantsEntry>& node);
struct InvariantsRegistrar {
  InvariantsRegistrar(std::string_view game, InvariantsFactory make)
      : entry{game, make}, node{&entry} {
    register_invariants(node);
  }
  InvariantsEntry entry;
  RegistryNode<const InvariantsEntry> node;
};

class MatchChecker {
 public:
  // `start` is the match before its first action; `seed` drives the samples of
  // check_observations().
  MatchChecker(const GameState& start, std::uint64_t seed);

  // The generic and the game's position checks (stateless: also for copies and samples).
  std::string check_position(const GameState& state) const;
  // The legal list: each action once, each is_legal, each notation reads back to the action.
  std::string check_legal_actions(const GameState& state) const;
  // Applies `action` to `state` — the state this checker has followed since the start — and checks
  // the step and the new position. An illegal action is reported and not applied.
  std::string play(GameState& state, Action action);
  // Every seat's observation: no leak, and a state sampled from it looks the same to the seat.
  std::string check_observations(const GameState& state);

 private:
  void add_position_problems(const GameState& state, Problems& problems) const;

  std::unique_ptr<GameInvariants> game_;
  Rng sampler_;
  std::size_t rounds_seen_ = 0;
  RoundResult last_round_;  // the latest completed round, as first reported
};

}  // namespace cardavia

// One line in the game's <game>_invariants.cpp, at namespace scope.
#define CARDAVIA_REGISTER_INVARIANTS(game, factory)                              \
  static const ::cardavia::InvariantsRegistrar CARDAVIA_INVARIANTS_CONCAT( \
      cardavia_invariants_registrar_, __LINE__)(game, &(factory))
#define CARDAVIA_INVARIANTS_CONCAT_(a, b) a##b
#define CARDAVIA_INVARIANTS_CONCAT(a, b) CARDAVIA_INVARIANTS_CONCAT_(a, b)
