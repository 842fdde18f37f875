// Cucù's opponents in the positions the revised end of the round creates (rules-cucu.md, "End of
// the round"): a player knocked out mid-round sits the rest of the round out, the others still act,
// and the dealer may be left alone with the only live card. Every level must answer there with a
// legal move; "Every level only plays legal actions" (bots_test.cpp) covers whole seeded matches.
#include <catch2/catch.hpp>

#include "ai/bot.h"
#include "core/cucu/cucu.h"
#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;
using namespace cardavia::ai;

namespace {

constexpr Level kLevels[] = {Level::kRandom, Level::kEasy, Level::kNormal, Level::kHard};

BotOptions small_hard() {
  BotOptions options;
  options.hard_iterations = 60;
  return options;
}

// A seat dealt into the round in progress that has lost its last life during it.
bool someone_knocked_out_mid_round(const CucuState& state) {
  for (int seat = 0; seat < state.num_players(); ++seat) {
    if (state.in_round(seat) && !state.live_in_round(seat)) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("Cucu bots answer the lone dealer legally, and Normal takes from the deck",
          "[bots][cucu]") {
  // Seats 0 and 1 have lives; the dealer's hunter knocks seat 0 out. Keeping the hunter, the only
  // live card, loses for sure; a card from the deck may be a cuckoo.
  cucu_test::Table table = cucu_test::make_match(3, 1, {cucu_test::stacked_deck({"3", "hunter"})},
                                                 std::vector<int>{1, 2, 0});
  CucuState& state = *table;
  cucu_test::play(state, 0, "ask");
  REQUIRE(state.current_player() == 1);
  const std::unique_ptr<Observation> observation = state.observation(1);
  for (const Level level : kLevels) {
    auto bot = make_bot("cucu", level, 7, small_hard());
    const Action action = decide(*bot, *observation);
    INFO(level_name(level) << ": " << bot->trace());
    REQUIRE(state.is_legal(action));
    if (level == Level::kNormal) CHECK(state.action_to_string(action) == "deck");
  }
}

TEST_CASE("Cucu bots play legally after a mid-round knockout in seeded matches", "[bots][cucu]") {
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 2000 && positions < 250; ++seed) {
    MatchSetup setup;
    setup.players = 2 + static_cast<int>(seed % 3);
    setup.seed = seed;
    Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
    REQUIRE(made.ok());
    auto& state = dynamic_cast<CucuState&>(*made.value());
    Rng chooser(seed, 17);
    while (!state.is_terminal()) {
      const int seat = state.current_player();
      const std::vector<Action> legal = state.legal_actions();
      if (someone_knocked_out_mid_round(state)) {
        ++positions;
        const std::unique_ptr<Observation> observation = state.observation(seat);
        for (const Level level : kLevels) {
          auto bot =
              make_bot("cucu", level, seed * 10 + static_cast<std::uint64_t>(seat), small_hard());
          INFO("seed " << seed << ", seat " << seat << ", " << level_name(level) << "\n"
                       << observation->to_string());
          REQUIRE(state.is_legal(decide(*bot, *observation)));
        }
      }
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(positions >= 200);
}
