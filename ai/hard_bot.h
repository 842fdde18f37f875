// Hard: ISMCTS (ismcts.h) behind the Bot interface, with an iteration target per decision and an
// optional time cap, both spread over as many think() calls as the caller likes.
#pragma once

#include <memory>

#include "ai/bot.h"
#include "ai/ismcts.h"

namespace cardavia::ai {

class HardBot final : public Bot {
 public:
  // rollout_policy may be null (random rollouts).
  HardBot(IsmctsConfig config, std::unique_ptr<Policy> rollout_policy,
          std::int64_t target_iterations, BotOptions options, std::uint64_t seed);

  Level level() const override { return Level::kHard; }
  void start(const Observation& observation) override;
  void think(Budget budget) override;
  bool done() const override;
  Action best() const override { return search_.best(); }
  std::string trace() const override;

  const Ismcts& search() const { return search_; }

 private:
  std::unique_ptr<Policy> rollout_policy_;  // declared before search_, which points to it
  Ismcts search_;
  std::int64_t target_iterations_;
  BotOptions options_;
  std::int64_t spent_us_ = 0;
  Rng notation_rng_;
  Rng hint_rng_;
  std::unique_ptr<GameState> notation_world_;  // a determinization, only to print actions
};

}  // namespace cardavia::ai
