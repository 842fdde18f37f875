// The soak: many seeded matches between computer players of mixed levels, with every invariant of
// core/invariants.h checked after every action — the position, the step, the legal list and every
// seat's observation. The platform-free half of `cardavia soak` (cli/soak_command.cpp adds the
// command line, threads and JSON); docs/reliability.md has the long-run figures.
//
// A soak match is fixed by (game, its seed, the level list): the seed draws the number of players
// (unless given), each seat's level from the list and each bot's seed, and deals the match. So a
// failure found in a run of a hundred thousand matches replays alone with
//   cardavia soak --game G --seed <its seed> --matches 1 --levels <the same list>
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/game_registry.h"

namespace cardavia::ai {

struct SoakSpec {
  std::vector<Level> levels = {Level::kRandom, Level::kNormal};  // each seat draws one
  int players = 0;                    // 0: drawn per match from playable_player_counts()
  std::int64_t hard_iterations = 0;   // Hard's budget; 0: the game's default
  std::int64_t max_actions = 100000;  // a match longer than this is reported as a hang
};

struct SoakFailure {
  std::uint64_t seed = 0;
  std::int64_t action_index = -1;  // actions played before the failure (-1: at the start)
  std::string problem;
  // The match up to the failure as a scenario's "actions" ("<seat> <notation>"), with the record's
  // players and seed: the bug report `cardavia play` replays (scenario-format.md).
  std::vector<std::string> scenario_actions;
};

struct SoakRecord {
  std::uint64_t seed = 0;
  int players = 0;
  std::vector<Level> seat_levels;
  std::int64_t actions = 0;
  bool failed = false;
  SoakFailure failure;
};

// Plays and checks one match of `game` from `seed`.
SoakRecord soak_match(const GameInfo& game, const SoakSpec& spec, std::uint64_t seed);

}  // namespace cardavia::ai
