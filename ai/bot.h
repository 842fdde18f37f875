// The computer opponents: one resumable interface for every level of every game.
//
// A bot is handed one seat's Observation and nothing else, never the engine's GameState: whatever
// it wants to know about hidden cards it must draw with observation.sample_state(rng). So a bot
// cannot see a hidden card by construction, and tests/ai/no_cheating_test.cpp checks it anyway.
//
// Thinking is resumable so the table never drops a frame: the UI calls
//
//     bot.start(observation);                  // once per decision, when the bot's seat is to move
//     while (!bot.done()) bot.think(slice);    // a few milliseconds per frame
//     Action action = bot.best();              // may also be asked early: the best move so far
//
// Budget is counted in search iterations or in microseconds. Time is read through a clock function
// injected in BotOptions, so ai/ has no clock of its own and builds for the web unchanged. A time
// budget only paces the thinking (how much per frame); when Hard is done is counted in iterations,
// so the same position gives the same move on every device, however fast.
//
// At the table a bot is made afresh for every decision, seeded with decision_seed(): its choice is
// a function of (match seed, seat, action index, observation) and of nothing else, so a match
// resumed from its record plays on exactly as the uninterrupted one (session/match_session.h).
//
//   level    what it is                                                  done() after start()
//   Random   a uniformly random legal action                             at once
//   Easy     the Normal heuristic with human-like slips (per game)       at once
//   Normal   a heuristic player written from the game's strategy         at once
//   Hard     ISMCTS over determinizations, Normal guiding the rollouts   after its iteration target
//
// A game without a heuristic yet (no entry in game_ai.h's registry) plays Random for Easy and
// Normal, and Hard then searches with random rollouts.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/game_state.h"

namespace cardavia::ai {

enum class Level { kRandom, kEasy, kNormal, kHard };
inline constexpr int kNumLevels = 4;

std::string_view level_name(Level level);                 // "random", "easy", "normal", "hard"
std::optional<Level> parse_level(std::string_view text);  // the names above; nullopt otherwise

// Microseconds since any fixed origin. Only differences are used.
using MicrosecondClock = std::function<std::int64_t()>;

// How long one think() call may run. It stops at the first limit reached; a limit of 0 is no limit,
// and a budget with no limit at all runs one iteration. A time limit needs BotOptions::clock.
struct Budget {
  std::int64_t iterations = 0;
  std::int64_t microseconds = 0;

  static constexpr Budget Iterations(std::int64_t count) { return {count, 0}; }
  static constexpr Budget Microseconds(std::int64_t count) { return {0, count}; }
};

struct BotOptions {
  MicrosecondClock clock;  // optional; needed for time budgets and Hard's time cap
  // Hard: search iterations per decision; 0 takes the game's target for the table size
  // (GameAi::hard_iterations, ai/<game>/<game>_ai.cpp).
  std::int64_t hard_iterations = 0;
  // Hard: done() also once this many microseconds were spent thinking on one decision (needs
  // clock); 0: no cap. For `cardavia arena --hard-time-cap-ms` only, to measure what a cap would
  // cost: the table never sets it, since a capped move depends on the device's speed.
  std::int64_t hard_time_cap_us = 0;
};

class Bot {
 public:
  virtual ~Bot() = default;

  virtual Level level() const = 0;
  // Begins a decision for observation.seat(), which must be the seat to move. Forgets the last one.
  virtual void start(const Observation& observation) = 0;
  // Thinks some more; harmless once done().
  virtual void think(Budget budget) = 0;
  // The level's own budget is spent (or there is only one legal action).
  virtual bool done() const = 0;
  // The chosen action so far; valid from start() on.
  virtual Action best() const = 0;
  // Why best() is best, for the debug log and a future coach panel: one line per considered move.
  virtual std::string trace() const = 0;
};

// The bot of `level` for a registered game (see game_ai.h for games under test). The seed fixes
// every choice: the same seed and the same observations give the same actions.
std::unique_ptr<Bot> make_bot(std::string_view game, Level level, std::uint64_t seed,
                              BotOptions options = {});

// The seed of one decision: mixes the match's seed, the seat to move and the number of actions
// played before this one (SplitMix64). Not the time, not the bot's past: a resumed match, its bots
// made afresh, gets the same seeds.
std::uint64_t decision_seed(std::uint64_t match_seed, int seat, std::size_t action_index);

// start(), think() in slices of `slice_iterations` until done(), best(): a whole decision at once,
// for the CLI and the tests.
Action decide(Bot& bot, const Observation& observation, std::int64_t slice_iterations = 64);

}  // namespace cardavia::ai
