// Chkobba's entry in the AI's registry (ai/game_ai.h): how a deal's points read, its heuristics
// (chkobba_policy.h) and how Hard searches.
#include "ai/chkobba/chkobba_policy.h"
#include "ai/game_ai.h"

namespace cardavia::ai {
namespace {

// Deal points per side, higher is better; a deal is usually won by 1 to 3 points.
const GameAi kChkobbaAi = {.game = "chkobba",
                           .reward = {ScoreDirection::kHigherIsBetter, 2.0, 0.5},
                           .normal = &make_chkobba_normal,
                           .easy = &make_chkobba_easy,
                           .hint_bias = kHintBias};

}  // namespace

CARDAVIA_REGISTER_GAME_AI(kChkobbaAi);

}  // namespace cardavia::ai
