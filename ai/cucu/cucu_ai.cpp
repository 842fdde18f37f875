// Cucù's entry in the AI's registry (ai/game_ai.h): its heuristics (cucu_policy.h), its reward
// (cucu_reward.h) and how Hard searches.
#include "ai/cucu/cucu_policy.h"
#include "ai/cucu/cucu_reward.h"
#include "ai/game_ai.h"

namespace cardavia::ai {
namespace {

// Lives lost in the round, lower is better; one life is the whole story.
// The tree holds only the root move; Normal plays everyone after it (here every later choice
// hinges on the chooser's hidden card), and the worlds are weighted by what the others' keeps and
// asks reveal. Keep and ask are compared on the same worlds (paired_root), and a round's end is
// scored by the chance of winning the match from the lives (cucu_reward.h); the RewardSpec below
// only serves the fallback.
const GameAi kCucuAi = {.game = "cucu",
                        .reward = {ScoreDirection::kLowerIsBetter, 1.0, 0.5},
                        .normal = &make_cucu_normal,
                        .easy = &make_cucu_easy,
                        .hard_iterations = {2000, {}},
                        .tree_depth = 1,
                        .world_weight = &cucu_world_weight,
                        .hint_bias = kHintBias,
                        .paired_root = true,
                        .reward_function = &cucu_rewards};

}  // namespace

CARDAVIA_REGISTER_GAME_AI(kCucuAi);

}  // namespace cardavia::ai
