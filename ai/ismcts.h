// Single-observer Information-Set Monte-Carlo Tree Search (Cowling, Powley and Whitehouse, 2012),
// over the generic GameState interface, for any game.
//
// The tree is the searching seat's: its nodes are sequences of actions from the root observation,
// shared by every determinization. Each iteration (see Ismcts::iterate, steps 1–6):
//   1. determinize — draw a full state from the root observation (observation.sample_state(rng)),
//                    optionally weighted by how plausible the others' past moves make it (below);
//   2. select      — walk down while every legal action of that state already has a child, taking
//                    the child with the best UCB score among those legal here; every legal child
//                    counts one more "availability", so a move legal in few worlds is not judged
//                    by a visit count it never had a chance to get;
//   3. expand      — add one untried legal action as a new child;
//   4. simulate    — play the rollout policy (Normal where the game has one, else random) to the
//                    horizon;
//   5. evaluate    — seat_rewards() (reward.h): the end of the round in progress by default;
//   6. backpropagate — each node adds the reward of the seat that made its move.
// The move played is the most visited child of the root.
//
// Why the end of the round as the default horizon: a round is where a decision's effect shows (a
// Cabo round's sums, a Chkobba deal's points, a Cucù round's lost lives), rollouts stay short, and
// a whole match would drown one decision in the noise of many random later rounds.
//
// Resumable: search() can be called any number of times with small budgets; the tree stays.
// Deterministic: the same seed and root observation give the same tree, iteration for iteration.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/policy.h"
#include "ai/reward.h"
#include "core/game_state.h"
#include "core/rng.h"

namespace cardavia::ai {

enum class Horizon { kRoundEnd, kMatchEnd };

// How plausible a determinization is, in (0, 1], given what the other seats did: a card a player
// chose to keep is more likely high than low. sample_state draws every consistent world alike;
// with a weight, step 1 keeps a drawn world with that probability (rejection sampling, at most
// IsmctsConfig::max_resamples draws). This is where a game's inference lives ("what the exchanges
// reveal"); it reads the root observation and the world, never the real match.
using WorldWeight = double (*)(const Observation& root, const GameState& world);

// A game's own determinization (Observation::sample_state when null): where the game's inference
// is odds on single hidden cards, drawing the cards by those odds keeps every world, where a
// WorldWeight would refuse most of them.
using WorldSampler = std::unique_ptr<GameState> (*)(const Observation& root, Rng& rng);

// A game's determinization prepared once per decision, where the draws of one decision share work
// worth doing once (Chkobba: every hand each other player could have played from, weighed by how
// well it explains those plays). Ismcts::start makes it for the root; step 1 asks it for every
// world of that decision. It may keep a reference to `root`, which outlives it.
class WorldSource {
 public:
  virtual ~WorldSource() = default;
  virtual std::unique_ptr<GameState> draw(Rng& rng) = 0;
};
using WorldSourceMaker = std::unique_ptr<WorldSource> (*)(const Observation& root);

// A game's own reading of a finished rollout (reward.h's seat_rewards when null): per seat, in
// [0, 1]; rounds_before is rounds().size() at the root.
using RewardFunction = std::vector<double> (*)(const GameState& state, std::size_t rounds_before,
                                               const RewardSpec& spec);

struct IsmctsConfig {
  // UCB1's exploration constant for rewards in [0, 1]; √2/2 is the textbook value, a little less
  // searches deeper.
  double exploration = 0.7;
  Horizon horizon = Horizon::kRoundEnd;
  RewardSpec reward;
  // A rollout that has not reached the horizon after this many actions is scored as a draw (0.5).
  int max_rollout_actions = 2000;
  // Past this many nodes the tree stops growing; iterations still run and refine the statistics.
  std::size_t max_nodes = 200000;
  // How many actions deep the tree may grow (0: no limit); below it the rollout policy plays.
  // Why a limit: in single-observer ISMCTS the other seats' tree nodes are shared by every
  // determinization, so in the tree an opponent chooses without regard to its own hidden cards
  // (strategy fusion). Where the rollout policy models the opponents better than that — it reads
  // their cards in each world, as they would — a shallow tree plays better: depth 1 is
  // determinized Monte Carlo over the root moves, with UCB spending the iterations.
  int max_depth = 0;
  WorldWeight world_weight = nullptr;
  int max_resamples = 16;
  WorldSampler world_sampler = nullptr;
  WorldSourceMaker world_source = nullptr;  // before world_sampler when both are set
  // Progressive bias towards a hinted root move (the Normal player's choice, see set_hint): its
  // UCB score gets hint_bias / visits on top. Why: with few iterations the statistics are noise,
  // and the heuristic's move is a better bet than noise; the bonus fades as visits grow, so with
  // enough iterations the search's own values decide.
  double hint_bias = 0.0;
  // Paired root evaluation (only with max_depth == 1): each iteration draws one world and plays
  // every root action in it, each rollout from the same Rng state (common random numbers). Why:
  // where the root moves differ by a few percent of a life (Cucù's keep or ask), most of the
  // rollouts' noise is the world itself, and comparing the moves on the same worlds cancels it.
  // Each of those rollouts counts as one iteration, so an iteration target is a number of
  // rollouts, and bounds a decision's time whether the root offers two moves or ten (a world per
  // root-size iterations). UCB and the hint play no part.
  bool paired_root = false;
  RewardFunction reward_function = nullptr;
};

struct RootChild {
  Action action;
  std::int64_t visits = 0;
  double mean_reward = 0.0;
};

class Ismcts {
 public:
  // rollout_policy may be null (random rollouts); it is not owned and must outlive the search.
  Ismcts(IsmctsConfig config, Policy* rollout_policy, std::uint64_t seed);

  // A new decision for root.seat() (the seat to move): clears the tree and any hint.
  void start(const Observation& root);
  // The root move favoured by IsmctsConfig::hint_bias (ignored if it is not a root action).
  void set_hint(Action action);
  // Runs iterations until the first limit of `budget` (a time limit needs `clock`). Returns how
  // many it ran.
  std::int64_t search(Budget budget, const MicrosecondClock& clock);

  std::int64_t iterations() const { return iterations_; }
  std::size_t tree_size() const { return nodes_.size(); }
  // The legal actions at the root, in the game's order.
  const std::vector<Action>& root_actions() const { return root_actions_; }
  // The most visited root child; ties go to the higher mean, then to the earlier action. Before any
  // iteration: the first legal action.
  Action best() const;
  std::vector<RootChild> root_children() const;

 private:
  struct Node {
    Action action;   // the move from the parent
    int mover = -1;  // the seat that made it (-1 at the root)
    int parent = -1;
    int first_child = -1;
    int next_sibling = -1;
    std::int64_t visits = 0;
    std::int64_t availability = 0;
    double reward_sum = 0.0;  // of the mover
  };

  std::unique_ptr<GameState> draw_world();
  void iterate();
  void iterate_paired(std::unique_ptr<GameState> world);
  std::vector<double> evaluate(const GameState& state) const;
  bool past_horizon(const GameState& state) const;
  int find_child(int node, Action action) const;
  int add_child(int node, Action action, int mover);
  double ucb(const Node& child) const;

  IsmctsConfig config_;
  Policy* rollout_policy_;
  RandomPolicy random_policy_;
  Rng rng_;
  std::unique_ptr<Observation> root_;
  std::unique_ptr<WorldSource> world_source_;  // of root_, when the game has one
  std::size_t root_rounds_ = 0;
  std::vector<Action> root_actions_;
  std::vector<Node> nodes_;
  std::int64_t iterations_ = 0;
  bool has_hint_ = false;
  Action hint_;
  // Scratch buffers reused across iterations (no allocation in the loop once warm).
  std::vector<int> path_;
  std::vector<int> legal_children_;
  std::vector<Action> untried_;
};

}  // namespace cardavia::ai
