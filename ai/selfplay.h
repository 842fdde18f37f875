// Self-play reduced to digests: whole matches between seeded computer players, each match folded
// into a 64-bit FNV-1a fingerprint of its players, every action and its result. The native CLI
// (`cardavia selfplay --digest`) and the wasm build under node (bench/: build/web/bench/selfplay.js) print
// the same text for the same arguments exactly when both builds play the very same matches —
// engines, bots, PRNG and floating point alike; tests/web/selfplay_digest.test.mjs compares them.
//
// Match `seed` of a game: the player count cycles through the counts the game takes (seed modulo
// their number), seat i plays levels[(seed + i) % levels.size()] with its own seed mixed from the
// match seed and the seat, and the deal is the match seed's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/game_registry.h"

namespace cardavia::ai {

struct SelfplaySpec {
  std::uint64_t first_seed = 1;
  int matches = 1000;
  std::vector<Level> levels = {Level::kRandom, Level::kNormal};
  std::int64_t hard_iterations = 0;   // 0: the game's default
  std::int64_t max_actions = 100000;  // a match longer than this stops (and shows in its digest)
};

struct SelfplayDigest {
  std::string game;
  int matches = 0;
  std::int64_t actions = 0;
  std::vector<std::string> match_digests;  // one per match, in seed order
  std::string digest;                      // of all of them
};

SelfplayDigest selfplay_digest(const GameInfo& game, const SelfplaySpec& spec);

// The JSON both sides print, built by hand (the wasm bench links no JSON library):
// {"game":…,"first_seed":…,"levels":[…],"hard_iterations":…,"matches":…,"actions":…,
//  "digest":…,"match_digests":[…]}
std::string selfplay_json(const SelfplaySpec& spec, const SelfplayDigest& result);

}  // namespace cardavia::ai
