// No cheating: a bot's choice depends only on what its seat knows.
//
// At many positions of seeded matches, the seat to move gets two more worlds drawn from its own
// observation (sample_state): the same information for that seat, other hidden cards. The real
// state and both worlds must print the same observation for the seat, and every level, built with
// the same seed, must choose the same action (and give the same trace) in all three.
#include <catch2/catch.hpp>

#include "ai/bot.h"
#include "ai/game_ai.h"
#include "test_games.h"

using namespace cardavia;
using namespace cardavia::ai;

TEST_CASE("A bot's choice does not change when only hidden cards differ", "[no-cheating]") {
  for (const testing::TestGame& game : testing::test_games()) {
    const bool toy = game.name == "toy";
    const int positions_wanted = toy ? 60 : 40;
    int positions = 0;
    int worlds_differing = 0;
    for (std::uint64_t seed = 1; positions < positions_wanted && seed < 1000; ++seed) {
      auto state = game.factory(game.players, seed);
      Rng walk(seed);
      Rng sampler(seed * 31 + 7);
      for (int step = 0; !state->is_terminal() && step < 400; ++step) {
        const auto legal = state->legal_actions();
        // Every few steps, where there is a choice: the test proper.
        if (legal.size() > 1 && step % 3 == 0 && positions < positions_wanted) {
          ++positions;
          const int seat = state->current_player();
          const auto real = state->observation(seat);
          const auto world_a = real->sample_state(sampler);
          const auto world_b = real->sample_state(sampler);
          const auto seen_a = world_a->observation(seat);
          const auto seen_b = world_b->observation(seat);
          INFO(game.name << " seed " << seed << " step " << step << "\n" << real->to_string());
          REQUIRE(seen_a->to_string() == real->to_string());
          REQUIRE(seen_b->to_string() == real->to_string());
          // The worlds really differ somewhere hidden: another seat sees something else.
          for (int other = 0; other < state->num_players(); ++other) {
            if (other != seat && world_a->observation(other)->to_string() !=
                                     world_b->observation(other)->to_string()) {
              ++worlds_differing;
              break;
            }
          }
          for (int index = 0; index < kNumLevels; ++index) {
            const Level level = static_cast<Level>(index);
            BotOptions options;
            options.hard_iterations = 50;
            const std::uint64_t bot_seed = seed * 100 + static_cast<std::uint64_t>(step);
            auto in_real = make_bot(*game.ai, level, bot_seed, options);
            auto in_a = make_bot(*game.ai, level, bot_seed, options);
            auto in_b = make_bot(*game.ai, level, bot_seed, options);
            const Action chosen = decide(*in_real, *real);
            INFO("level " << level_name(level));
            REQUIRE(decide(*in_a, *seen_a) == chosen);
            REQUIRE(decide(*in_b, *seen_b) == chosen);
            REQUIRE(in_a->trace() == in_real->trace());
            REQUIRE(state->is_legal(chosen));
          }
        }
        state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
    INFO(game.name << " with " << game.players << " players");
    REQUIRE(positions == positions_wanted);
    // Most positions hide something; if the worlds never differed the test would prove nothing.
    REQUIRE(worlds_differing * 2 > positions);
  }
}
