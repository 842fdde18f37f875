// What the AI knows about each game: its heuristics (Normal, Easy), how to score a rollout, and how
// hard Hard thinks. Each game registers its GameAi where its heuristics live, one line at the end
// of ai/<game>/<game>_ai.cpp:
//   CARDAVIA_REGISTER_GAME_AI(kCaboAi);
// and make_bot(game_name, …) in bot.h looks it up here (a game without an entry plays with the
// fallback: random heuristics). Tests build a GameAi for their own toy game and call the make_bot
// below, or register it the same way. The games' objects are linked whole so that the registrars
// are kept (cmake/whole_archive.cmake).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "ai/bot.h"
#include "ai/hard_bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "ai/reward.h"
#include "core/registry_list.h"

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
  int max_resamples = 16;              // IsmctsConfig::max_resamples, with world_weight
  WorldSampler world_sampler = nullptr;  // IsmctsConfig::world_sampler: Hard's determinization
  WorldSourceMaker world_source = nullptr;  // IsmctsConfig::world_source: the same, per decision
  double hint_bias = 0.0;              // IsmctsConfig::hint_bias towards Normal's move
  bool paired_root = false;            // IsmctsConfig::paired_root (depth 1 only)
  RewardFunction reward_function = nullptr;  // IsmctsConfig::reward_function (null: reward.h)
};

// Easy's share of random moves when a game has no Easy of its own.
inline constexpr double kGenericSlip = 0.25;

// Hard's pull towards the Normal player's move (IsmctsConfig::hint_bias), the same for every game
// that has a Normal player; measured in docs/ai.md.
inline constexpr double kHintBias = 2.0;

// The entry of a registered game; nullptr for a name the AI does not know.
const GameAi* find_game_ai(std::string_view game);
// The entry used for a game without one: random heuristics, higher scores better.
const GameAi& fallback_game_ai();

std::unique_ptr<Bot> make_bot(const GameAi& ai, Level level, std::uint64_t seed,
                              BotOptions options = {});

// Adds a game's entry (called by the registrar below, before main()): `node` points at it, and
// both live as long as the program (core/registry_list.h).
void register_game_ai(RegistryNode<const GameAi>& node);
using GameAiRegistrar = Registrar<const GameAi, &register_game_ai>;

}  // namespace cardavia::ai

// One line in the game's ai/<game>/<game>_ai.cpp, at namespace scope.
#define CARDAVIA_REGISTER_GAME_AI(entry) CARDAVIA_REGISTRAR(::cardavia::ai::GameAiRegistrar, entry)
