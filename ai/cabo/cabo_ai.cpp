// Cabo's entry in the AI's registry (ai/game_ai.h): how a round's scores read, its heuristics
// (cabo_policy.h) and how Hard searches.
#include "ai/cabo/cabo_inference.h"
#include "ai/cabo/cabo_policy.h"
#include "ai/game_ai.h"

namespace cardavia::ai {
namespace {

// Hard's iterations per decision at the table (docs/ai.md, "Hard at the table"): the most that
// keeps a mid-range phone (assumed 4× slower than this machine's node) inside the table's pacing —
// the 95th percentile of decisions within the thinking the Normal speed leaves (about 200 ms of
// the phone's time, 50 ms of node's), the median within the Fast speed's (about 25 ms of node's).
// 1 000 fits every game and table size but five-player Cabo, whose rollouts play five hands to
// the round's end: 800 there. Heads-up Cabo takes 3 000 (issue 30): its rollouts are the
// shortest, so 3 000 cost a p95 of 30 ms in wasm (the budget: 60 ms), and Hard's win
// share against Normal rose from 0.705 to 0.835 on the same 200 matches, and measured 0.830
// [0.805, 0.852] over 1 000, 0.916 [0.897, 0.932] once its worlds drew the others' kept cards by
// odds (cabo_inference.h; docs/ai.md).
constexpr HardIterations kCaboHardIterations = {1000, {0, 0, 3000, 0, 0, 800}};

// Round scores are points, lower is better; a typical round spread is about 10 points.
// Hard's worlds come from cabo_sample_world: the cards another player knows drawn by the odds of
// what players keep (four players, Hard pair against Normal pair: 0.720 over 200 matches before,
// 0.820 over 1 000 after).
// The tree holds only the root move, Normal plays the rest (IsmctsConfig::max_depth): after a draw
// the seat's own next choice hinges on the drawn card, which a shared tree node would average
// away.
const GameAi kCaboAi = {.game = "cabo",
                        .reward = {ScoreDirection::kLowerIsBetter, 10.0, 0.5},
                        .normal = &make_cabo_normal,
                        .easy = &make_cabo_easy,
                        .hard_iterations = kCaboHardIterations,
                        .tree_depth = 1,
                        .world_sampler = &cabo_sample_world,
                        .hint_bias = kHintBias};

}  // namespace

CARDAVIA_REGISTER_GAME_AI(kCaboAi);

}  // namespace cardavia::ai
