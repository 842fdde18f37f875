// Chkobba's entry in the AI's registry (ai/game_ai.h): how a deal's points read, its heuristics
// (chkobba_policy.h) and how Hard searches.
#include "ai/chkobba/chkobba_inference.h"
#include "ai/chkobba/chkobba_policy.h"
#include "ai/game_ai.h"

namespace cardavia::ai {
namespace {

// Deal points per side, higher is better; a deal is usually won by 1 to 3 points.
// Hard plays every legal play out in each world it draws (paired_root, the tree held to the root
// move), Normal playing everyone after it to the deal's end. Why: a play's worth is a few tenths
// of a point against a deal's luck of several, so the plays are compared on the same worlds
// (common random numbers: Normal is deterministic, so a world's difference between two plays is
// exact), and a one-step best response to how the table plays beats the full tree's opponents
// chosen by its pooled statistics (strategy fusion). Measured (docs/ai.md, issue 30), heads-up
// against Normal, the same 200 deals: the full tree at 1 000 iterations 0.705, paired at 2 000
// rollouts 0.810, at 3 000 0.815 — so 2 000, which fits a phone's budget. Four players think as
// many since Normal counts the unseen cards by bit counts (issue 30's fourth session): 2 000 cost
// what 1 500 did (wasm p95 38 ms at 1 500 under load), and on the same 200 deals of 2×2 gave the
// Hard side 0.780 as 1 500 did, with deals won by 0.56 points against 0.51.
constexpr HardIterations kChkobbaHardIterations = {2000, {}};

// Hard reads the others' plays (chkobba_inference.h): its worlds give each player who played this
// round of hands a hand that explains those plays, drawn from every such hand weighed once per
// decision. Measured (docs/ai.md, issue 30's eighth session), 2×2, the Hard side against Normal
// over the same 1 000 matches: weighing drawn worlds and refusing the unlikely (up to 32 draws a
// world) 0.765; every hand weighed once, the Normal opponents' plays read sharply: see docs/ai.md.
const GameAi kChkobbaAi = {.game = "chkobba",
                           .reward = {ScoreDirection::kHigherIsBetter, 2.0, 0.5},
                           .normal = &make_chkobba_normal,
                           .easy = &make_chkobba_easy,
                           .hard_iterations = kChkobbaHardIterations,
                           .tree_depth = 1,
                           .world_source = &chkobba_world_source,
                           .paired_root = true};

}  // namespace

CARDAVIA_REGISTER_GAME_AI(kChkobbaAi);

}  // namespace cardavia::ai
