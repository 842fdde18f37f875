#include "ismcts.h"

#include <cmath>

namespace cardavia::ai {

Ismcts::Ismcts(IsmctsConfig config, Policy* rollout_policy, std::uint64_t seed)
    : config_(config), rollout_policy_(rollout_policy), rng_(seed, 0x15c75ULL) {}

void Ismcts::start(const Observation& root) {
  world_source_.reset();  // it may refer to the old root
  root_ = root.clone();
  nodes_.clear();
  nodes_.push_back(Node{});
  iterations_ = 0;
  has_hint_ = false;
  // One determinization tells the root's legal actions and round count: both are what the seat
  // to move knows, so every determinization agrees on them.
  const std::unique_ptr<GameState> world = root_->sample_state(rng_);
  root_actions_ = world->legal_actions();
  root_rounds_ = world->rounds().size();
  if (config_.world_source != nullptr) world_source_ = config_.world_source(*root_);
}

void Ismcts::set_hint(Action action) {
  has_hint_ = false;
  for (const Action legal : root_actions_) {
    if (legal == action) has_hint_ = true;
  }
  hint_ = action;
}

std::int64_t Ismcts::search(Budget budget, const MicrosecondClock& clock) {
  if (!root_ || root_actions_.empty()) return 0;
  const bool timed = budget.microseconds > 0 && clock;
  const std::int64_t started = timed ? clock() : 0;
  const std::int64_t before = iterations_;
  std::int64_t done = 0;
  for (;;) {
    iterate();
    done = iterations_ - before;
    if (budget.iterations > 0 && done >= budget.iterations) break;
    if (timed && clock() - started >= budget.microseconds) break;
    if (budget.iterations <= 0 && !timed) break;  // no limit at all: one iteration
  }
  return done;
}

bool Ismcts::past_horizon(const GameState& state) const {
  if (state.is_terminal()) return true;
  return config_.horizon == Horizon::kRoundEnd && state.rounds().size() > root_rounds_;
}

int Ismcts::find_child(int node, Action action) const {
  for (int child = nodes_[node].first_child; child >= 0; child = nodes_[child].next_sibling) {
    if (nodes_[child].action == action) return child;
  }
  return -1;
}

int Ismcts::add_child(int node, Action action, int mover) {
  Node child;
  child.action = action;
  child.mover = mover;
  child.parent = node;
  child.next_sibling = nodes_[node].first_child;
  const int index = static_cast<int>(nodes_.size());
  nodes_.push_back(child);
  nodes_[node].first_child = index;
  return index;
}

double Ismcts::ucb(const Node& child) const {
  const double mean = child.reward_sum / static_cast<double>(child.visits);
  const double explore = std::sqrt(std::log(static_cast<double>(child.availability)) /
                                   static_cast<double>(child.visits));
  const bool hinted = has_hint_ && child.parent == 0 && child.action == hint_;
  const double bias = hinted ? config_.hint_bias / static_cast<double>(child.visits) : 0.0;
  return mean + config_.exploration * explore + bias;
}

std::unique_ptr<GameState> Ismcts::draw_world() {
  if (world_source_) return world_source_->draw(rng_);
  return config_.world_sampler != nullptr ? config_.world_sampler(*root_, rng_)
                                          : root_->sample_state(rng_);
}

void Ismcts::iterate() {
  // Step 1. Determinize: a full state drawn from what the root seat knows (by the game's own
  // sampler, if any), kept with the probability the game's inference gives it (the last draw is
  // kept in any case).
  std::unique_ptr<GameState> world = draw_world();
  if (config_.world_weight != nullptr) {
    for (int draw = 1; draw < config_.max_resamples; ++draw) {
      if (rng_.unit() < config_.world_weight(*root_, *world)) break;
      world = draw_world();
    }
  }
  if (config_.paired_root && config_.max_depth == 1) {
    iterate_paired(std::move(world));
    return;
  }
  path_.clear();
  int node = 0;
  path_.push_back(node);

  // Step 2. Select: descend while every legal action here already has a child.
  while (!past_horizon(*world)) {
    // As deep as the tree may grow: the rollout takes over.
    if (config_.max_depth > 0 && static_cast<int>(path_.size()) > config_.max_depth) break;
    const std::vector<Action> legal = world->legal_actions();
    legal_children_.clear();
    untried_.clear();
    for (const Action action : legal) {
      const int child = find_child(node, action);
      if (child >= 0) {
        legal_children_.push_back(child);
      } else {
        untried_.push_back(action);
      }
    }

    // Every existing child legal in this world was available to be chosen here.
    for (const int child : legal_children_) ++nodes_[child].availability;

    // Step 3. Expand: one untried legal action becomes a child (unless the tree is full).
    if (!untried_.empty()) {
      if (nodes_.size() >= config_.max_nodes) break;
      const Action action = untried_[rng_.below(static_cast<std::uint32_t>(untried_.size()))];
      const int mover = world->current_player();
      node = add_child(node, action, mover);
      nodes_[node].availability = 1;
      path_.push_back(node);
      world->apply(action);
      break;
    }

    // The best UCB score among the legal children is taken (the first in the game's order on a
    // tie, so the search is reproducible).
    int chosen = -1;
    double chosen_score = 0.0;
    for (const int child : legal_children_) {
      const double score = ucb(nodes_[child]);
      if (chosen < 0 || score > chosen_score) {
        chosen = child;
        chosen_score = score;
      }
    }
    node = chosen;
    path_.push_back(node);
    world->apply(nodes_[node].action);
  }

  // Step 4. Simulate: the rollout policy plays every seat to the horizon.
  Policy& policy = rollout_policy_ != nullptr ? *rollout_policy_ : random_policy_;
  int actions = 0;
  while (!past_horizon(*world) && actions < config_.max_rollout_actions) {
    const std::vector<Action> legal = world->legal_actions();
    world->apply(policy.choose_in_world(*world, legal, rng_));
    ++actions;
  }

  // Step 5. Evaluate: what the rollout's end is worth to each seat.
  const std::vector<double> rewards = evaluate(*world);

  // Step 6. Backpropagate: every node on the path counts the visit for the seat that moved into it.
  for (const int visited : path_) {
    Node& entry = nodes_[visited];
    ++entry.visits;
    if (entry.mover >= 0 && entry.mover < static_cast<int>(rewards.size())) {
      entry.reward_sum += rewards[entry.mover];
    }
  }
  ++iterations_;
}

std::vector<double> Ismcts::evaluate(const GameState& state) const {
  if (config_.reward_function != nullptr) {
    return config_.reward_function(state, root_rounds_, config_.reward);
  }
  return seat_rewards(state, root_rounds_, config_.reward);
}

void Ismcts::iterate_paired(std::unique_ptr<GameState> world) {
  Policy& policy = rollout_policy_ != nullptr ? *rollout_policy_ : random_policy_;
  const int mover = world->current_player();
  const Rng rollout_start = rng_;
  ++nodes_[0].visits;
  for (const Action action : root_actions_) {
    int child = find_child(0, action);
    if (child < 0) child = add_child(0, action, mover);
    rng_ = rollout_start;
    std::unique_ptr<GameState> line = world->clone();
    line->apply(action);
    int actions = 0;
    while (!past_horizon(*line) && actions < config_.max_rollout_actions) {
      const std::vector<Action> legal = line->legal_actions();
      line->apply(policy.choose_in_world(*line, legal, rng_));
      ++actions;
    }
    const std::vector<double> rewards = evaluate(*line);
    Node& entry = nodes_[child];
    ++entry.visits;
    ++entry.availability;
    if (mover >= 0 && mover < static_cast<int>(rewards.size())) entry.reward_sum += rewards[mover];
    // Each rollout counts as an iteration: a decision's cost is its rollouts, so an iteration
    // target bounds the time whether the root offers two moves or ten.
    ++iterations_;
  }
}

std::vector<RootChild> Ismcts::root_children() const {
  std::vector<RootChild> children;
  for (const Action action : root_actions_) {
    RootChild entry{action, 0, 0.0};
    if (!nodes_.empty()) {
      const int child = find_child(0, action);
      if (child >= 0 && nodes_[child].visits > 0) {
        entry.visits = nodes_[child].visits;
        entry.mean_reward = nodes_[child].reward_sum / static_cast<double>(entry.visits);
      }
    }
    children.push_back(entry);
  }
  return children;
}

Action Ismcts::best() const {
  const std::vector<RootChild> children = root_children();
  if (children.empty()) return Action{};
  const RootChild* best = &children.front();
  for (const RootChild& child : children) {
    if (child.visits > best->visits ||
        (child.visits == best->visits && child.mean_reward > best->mean_reward)) {
      best = &child;
    }
  }
  return best->action;
}

}  // namespace cardavia::ai
