// A policy picks one action for the seat to move from that seat's observation. The Random, Easy and
// Normal levels are policies wrapped in a bot (policy_bot.h); Hard uses a policy to play its
// rollouts (ismcts.h).
//
// A policy gets the observation, never the engine: the list of legal actions comes from the caller
// (a bot takes it from a determinization, which is legal because the legal actions of the seat to
// move are part of what that seat knows).
#pragma once

#include <memory>
#include <span>
#include <string>

#include "core/game_state.h"
#include "core/rng.h"

namespace cardavia::ai {

// Whether bots and policies format their trace(). The tests and the CLI read traces; the site never
// shows one, and their text and formatting cost the first visit bytes (docs/size.md), so the web
// build defines CARDAVIA_AI_NO_TRACES (ai/CMakeLists.txt) and every trace() returns "" there: the
// constant folds, and the formatting code and its strings drop out of the wasm.
#ifdef CARDAVIA_AI_NO_TRACES
inline constexpr bool kAiTraces = false;
#else
inline constexpr bool kAiTraces = true;
#endif

class Policy {
 public:
  virtual ~Policy() = default;

  // One of `legal` (non-empty, the legal actions of observation.seat(), who is to move).
  virtual Action choose(const Observation& observation, std::span<const Action> legal,
                        Rng& rng) = 0;

  // In a rollout: the seat to move in `world` (a determinization, not the real match) decides from
  // its own observation of that world. Policies may override this with a faster path that reads
  // only what world.observation(seat) would show.
  virtual Action choose_in_world(const GameState& world, std::span<const Action> legal, Rng& rng) {
    const std::unique_ptr<Observation> observation = world.observation(world.current_player());
    return choose(*observation, legal, rng);
  }

  // The breakdown of the last choose(): one evaluation term per line (Stockfish's trace). Empty
  // in the web build (kAiTraces).
  virtual std::string trace() const { return {}; }
};

// Uniform over the legal actions.
class RandomPolicy final : public Policy {
 public:
  Action choose(const Observation&, std::span<const Action> legal, Rng& rng) override {
    return pick_uniform(legal, rng);
  }
  Action choose_in_world(const GameState&, std::span<const Action> legal, Rng& rng) override {
    return pick_uniform(legal, rng);
  }
  static Action pick_uniform(std::span<const Action> legal, Rng& rng) {
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  }
};

// Easy from Normal, for games without a game-specific Easy: with probability `slip` the move is a
// random legal one instead of Normal's.
class SlipPolicy final : public Policy {
 public:
  SlipPolicy(std::unique_ptr<Policy> normal, double slip)
      : normal_(std::move(normal)), slip_(slip) {}
  Action choose(const Observation& observation, std::span<const Action> legal, Rng& rng) override {
    if (rng.unit() < slip_) return RandomPolicy::pick_uniform(legal, rng);
    return normal_->choose(observation, legal, rng);
  }
  std::string trace() const override { return normal_->trace(); }

 private:
  std::unique_ptr<Policy> normal_;
  double slip_;
};

}  // namespace cardavia::ai
