// What the AI knows about each game: its heuristics (Normal, Easy), how to score a rollout, and how
// hard Hard thinks. make_bot(game_name, …) in bot.h looks a game up here; tests build a GameAi for
// their own toy game and call the make_bot below.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "ai/bot.h"
#include "ai/hard_bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "ai/reward.h"

namespace cardavia::ai {

using PolicyFactory = std::unique_ptr<Policy> (*)();

struct GameAi {
  std::string_view game;
  RewardSpec reward;
  PolicyFactory normal = nullptr;  // none yet: Normal plays like Random
  PolicyFactory easy = nullptr;    // none: Normal with kGenericSlip random slips
  // Hard's iterations per decision by table size (BotOptions::hard_iterations overrides), chosen
  // from the wasm bench so a mid-range phone answers within the table's pacing (docs/ai.md,
  // "Hard at the table").
  HardIterations hard_iterations{};
  Horizon horizon = Horizon::kRoundEnd;
  double exploration = 0.7;
  int tree_depth = 0;                  // IsmctsConfig::max_depth
  WorldWeight world_weight = nullptr;  // IsmctsConfig::world_weight: Hard's inference
  double hint_bias = 0.0;              // IsmctsConfig::hint_bias towards Normal's move
  bool paired_root = false;            // IsmctsConfig::paired_root (depth 1 only)
  RewardFunction reward_function = nullptr;  // IsmctsConfig::reward_function (null: reward.h)
};

// Easy's share of random moves when a game has no Easy of its own.
inline constexpr double kGenericSlip = 0.25;

// The built-in entry of a registered game; nullptr for a name the AI does not know.
const GameAi* find_game_ai(std::string_view game);
// The entry used for a game without one: random heuristics, higher scores better.
const GameAi& fallback_game_ai();

std::unique_ptr<Bot> make_bot(const GameAi& ai, Level level, std::uint64_t seed,
                              BotOptions options = {});

}  // namespace cardavia::ai
