#include "policy_bot.h"

namespace cardavia::ai {

PolicyBot::PolicyBot(Level level, std::unique_ptr<Policy> policy, std::uint64_t seed)
    : level_(level), policy_(std::move(policy)), rng_(seed, 0xb07ULL) {}

void PolicyBot::start(const Observation& observation) {
  // The legal actions of the seat to move are part of what it knows: any determinization lists
  // them.
  notation_world_ = observation.sample_state(rng_);
  const std::vector<Action> legal = notation_world_->legal_actions();
  if (legal.empty()) {
    best_ = Action{};
    return;
  }
  // A forced move needs no thought (and draws nothing more from the Rng).
  best_ = legal.size() == 1 ? legal.front() : policy_->choose(observation, legal, rng_);
}

std::string PolicyBot::trace() const {
  if (!kAiTraces) return {};
  std::string text = std::string(level_name(level_)) + ": ";
  text += notation_world_ ? notation_world_->action_to_string(best_) : std::to_string(best_.code);
  const std::string why = policy_->trace();
  if (!why.empty()) text += "\n" + why;
  return text;
}

}  // namespace cardavia::ai
