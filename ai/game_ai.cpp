// The AI's registry of games, and the bots made from an entry (see game_ai.h).
#include "game_ai.h"

#include "ai/hard_bot.h"
#include "ai/policy_bot.h"

namespace cardavia::ai {

namespace {

// The games' entries, linked by their registrars before main() (core/registry_list.h).
RegistryNode<const GameAi>* g_entries = nullptr;

const GameAi kFallback = {"", {ScoreDirection::kHigherIsBetter, 1.0, 0.5}};

std::unique_ptr<Policy> normal_policy(const GameAi& ai) {
  if (ai.normal != nullptr) return ai.normal();
  return std::make_unique<RandomPolicy>();
}

}  // namespace

void register_game_ai(RegistryNode<const GameAi>& node) {
  push_node(g_entries, node);
}

const GameAi* find_game_ai(std::string_view game) {
  for (const GameAi& ai : RegistryList<const GameAi>(g_entries)) {
    if (ai.game == game) return &ai;
  }
  return nullptr;
}

const GameAi& fallback_game_ai() { return kFallback; }

std::unique_ptr<Bot> make_bot(const GameAi& ai, Level level, std::uint64_t seed,
                              BotOptions options) {
  switch (level) {
    case Level::kRandom:
      return std::make_unique<PolicyBot>(level, std::make_unique<RandomPolicy>(), seed);
    case Level::kEasy: {
      if (ai.easy != nullptr) return std::make_unique<PolicyBot>(level, ai.easy(), seed);
      return std::make_unique<PolicyBot>(
          level, std::make_unique<SlipPolicy>(normal_policy(ai), kGenericSlip), seed);
    }
    case Level::kNormal:
      return std::make_unique<PolicyBot>(level, normal_policy(ai), seed);
    case Level::kHard: {
      IsmctsConfig config;
      config.exploration = ai.exploration;
      config.horizon = ai.horizon;
      config.max_depth = ai.tree_depth;
      config.world_weight = ai.world_weight;
      config.max_resamples = ai.max_resamples;
      config.world_sampler = ai.world_sampler;
      config.world_source = ai.world_source;
      config.hint_bias = ai.hint_bias;
      config.reward = ai.reward;
      config.paired_root = ai.paired_root;
      config.reward_function = ai.reward_function;
      // Rollouts by the Normal player where there is one: closer to how the table really plays
      // than random moves, so the search's values mean more.
      std::unique_ptr<Policy> rollout = ai.normal != nullptr ? ai.normal() : nullptr;
      HardIterations targets = ai.hard_iterations;
      if (options.hard_iterations > 0) targets = HardIterations{options.hard_iterations, {}};
      return std::make_unique<HardBot>(config, std::move(rollout), targets, std::move(options),
                                       seed);
    }
  }
  return nullptr;
}

}  // namespace cardavia::ai
