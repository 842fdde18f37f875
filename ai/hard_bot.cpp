#include "hard_bot.h"

#include <algorithm>
#include <cstdio>

namespace cardavia::ai {

HardBot::HardBot(IsmctsConfig config, std::unique_ptr<Policy> rollout_policy,
                 HardIterations targets, BotOptions options, std::uint64_t seed)
    : rollout_policy_(std::move(rollout_policy)),
      search_(config, rollout_policy_.get(), seed),
      targets_(targets),
      options_(std::move(options)),
      notation_rng_(seed, 0x707ULL),
      hint_rng_(seed, 0x417ULL) {}

void HardBot::start(const Observation& observation) {
  search_.start(observation);
  spent_us_ = 0;
  notation_world_.reset();
  // The notation world has its own Rng so printing a trace never changes the search.
  notation_world_ = observation.sample_state(notation_rng_);
  target_iterations_ = std::max<std::int64_t>(1, targets_.at(notation_world_->num_players()));
  // The Normal player's move is the search's hint (IsmctsConfig::hint_bias).
  if (rollout_policy_ && search_.root_actions().size() > 1) {
    search_.set_hint(rollout_policy_->choose(observation, search_.root_actions(), hint_rng_));
  }
}

void HardBot::think(Budget budget) {
  if (done()) return;
  // Never past the level's own target, so a decision is the same however it is sliced.
  const std::int64_t remaining = target_iterations_ - search_.iterations();
  if (budget.iterations <= 0 || budget.iterations > remaining) budget.iterations = remaining;
  const std::int64_t before = options_.clock ? options_.clock() : 0;
  search_.search(budget, options_.clock);
  if (options_.clock) spent_us_ += options_.clock() - before;
}

bool HardBot::done() const {
  if (search_.root_actions().size() <= 1) return true;
  if (search_.iterations() >= target_iterations_) return true;
  return options_.hard_time_cap_us > 0 && options_.clock && spent_us_ >= options_.hard_time_cap_us;
}

std::string HardBot::trace() const {
  if (!kAiTraces) return {};
  std::string text = "hard: " + std::to_string(search_.iterations()) + " iterations, " +
                     std::to_string(search_.tree_size()) + " nodes";
  for (const RootChild& child : search_.root_children()) {
    char line[160];
    const std::string name = notation_world_ ? notation_world_->action_to_string(child.action)
                                             : std::to_string(child.action.code);
    std::snprintf(line, sizeof line, "\n  %-24s visits %7lld  mean %.3f", name.c_str(),
                  static_cast<long long>(child.visits), child.mean_reward);
    text += line;
  }
  return text;
}

}  // namespace cardavia::ai
