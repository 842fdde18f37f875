// Hard: ISMCTS (ismcts.h) behind the Bot interface, with an iteration target per decision and an
// optional time cap, both spread over as many think() calls as the caller likes.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "ai/bot.h"
#include "ai/ismcts.h"

namespace cardavia::ai {

// Hard's iterations per decision at each table size: decisions grow with the players (Cabo's
// rollouts play every seat to the round's end), so a bigger table may get fewer.
struct HardIterations {
  std::int64_t fallback = 1000;              // every table size not listed in by_players
  std::array<std::int64_t, 6> by_players{};  // by_players[n] > 0: the target at n players
  std::int64_t at(int players) const {
    const bool listed = players >= 0 && players < static_cast<int>(by_players.size()) &&
                        by_players[static_cast<std::size_t>(players)] > 0;
    return listed ? by_players[static_cast<std::size_t>(players)] : fallback;
  }
};

class HardBot final : public Bot {
 public:
  // rollout_policy may be null (random rollouts). The target is taken for the table size of the
  // observation each decision starts from.
  HardBot(IsmctsConfig config, std::unique_ptr<Policy> rollout_policy, HardIterations targets,
          BotOptions options, std::uint64_t seed);

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
  HardIterations targets_;
  std::int64_t target_iterations_ = 1;
  BotOptions options_;
  std::int64_t spent_us_ = 0;
  Rng notation_rng_;
  Rng hint_rng_;
  std::unique_ptr<GameState> notation_world_;  // a determinization, only to print actions
};

}  // namespace cardavia::ai
