// The bots that answer at once: Random, Easy and Normal are a Policy behind the Bot interface.
#pragma once

#include <memory>

#include "ai/bot.h"
#include "ai/policy.h"

namespace cardavia::ai {

class PolicyBot final : public Bot {
 public:
  PolicyBot(Level level, std::unique_ptr<Policy> policy, std::uint64_t seed);

  Level level() const override { return level_; }
  void start(const Observation& observation) override;
  void think(Budget) override {}
  bool done() const override { return true; }
  Action best() const override { return best_; }
  std::string trace() const override;

 private:
  Level level_;
  std::unique_ptr<Policy> policy_;
  Rng rng_;
  Action best_;
  std::unique_ptr<GameState> notation_world_;  // a determinization, only to print actions
};

}  // namespace cardavia::ai
