// Every level plays only legal actions, and the same seed gives the same moves.
#include <catch2/catch.hpp>

#include "ai/arena.h"
#include "ai/bot.h"
#include "ai/game_ai.h"
#include "ai/hard_bot.h"
#include "test_games.h"

using namespace cardavia;
using namespace cardavia::ai;

namespace {

// A quick arena spec: Hard kept small so the suite stays fast; the seat list cycles the levels.
ArenaSpec quick_spec(int players, std::vector<Level> levels, int matches, std::uint64_t seed) {
  ArenaSpec spec;
  for (int seat = 0; seat < players; ++seat) spec.seats.push_back(levels[seat % levels.size()]);
  spec.matches = matches;
  spec.seed = seed;
  spec.options.hard_iterations = 40;
  spec.think_slice = 7;  // odd slices: Hard must give the same answer however it is sliced
  return spec;
}

// The action sequence of a match, to compare two runs.
std::vector<std::uint32_t> actions_of(const testing::TestGame& game, const ArenaSpec& spec,
                                      int index) {
  const int players = static_cast<int>(spec.seats.size());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < players; ++seat) {
    bots.push_back(make_bot(*game.ai, spec.seats[seat], 1000 + seat + index * 10, spec.options));
  }
  std::vector<std::uint32_t> played;
  auto state = game.factory(players, spec.seed + index);
  while (!state->is_terminal() && played.size() < 20000) {
    const Action action =
        decide(*bots[state->current_player()], *state->observation(state->current_player()), 5);
    played.push_back(action.code);
    state->apply(action);
  }
  return played;
}

}  // namespace

TEST_CASE("Every level only plays legal actions", "[bots]") {
  for (const testing::TestGame& game : testing::test_games()) {
    // Random, Easy and Normal answer in microseconds: a thousand matches per game and table size.
    // Hard (small budget here) in a few matches with Normal.
    const ArenaSpec cheap =
        quick_spec(game.players, {Level::kRandom, Level::kEasy, Level::kNormal}, 1000, 11);
    const ArenaSpec mixed =
        quick_spec(game.players, {Level::kHard, Level::kNormal}, game.name == "toy" ? 40 : 6, 23);
    for (const ArenaSpec& spec : {cheap, mixed}) {
      for (int index = 0; index < spec.matches; ++index) {
        const MatchRecord record = play_arena_match(spec, game.factory, *game.ai, index);
        INFO(game.name << " with " << game.players << " players: " << record.error);
        REQUIRE(record.error.empty());
        REQUIRE(record.finished);
      }
    }
  }
}

TEST_CASE("The same seed gives the same moves", "[bots]") {
  for (const testing::TestGame& game : testing::test_games()) {
    const ArenaSpec spec = quick_spec(
        game.players, {Level::kHard, Level::kEasy, Level::kNormal, Level::kRandom}, 3, 5);
    for (int index = 0; index < spec.matches; ++index) {
      INFO(game.name << " with " << game.players << " players, match " << index);
      REQUIRE(actions_of(game, spec, index) == actions_of(game, spec, index));
    }
  }
}

TEST_CASE("Hard decides the same however its thinking is sliced", "[bots][hard]") {
  for (const testing::TestGame& game : testing::test_games()) {
    auto state = game.factory(game.players, 77);
    Rng rng(3);
    for (int step = 0; step < 30 && !state->is_terminal(); ++step) {
      const auto observation = state->observation(state->current_player());
      BotOptions options;
      options.hard_iterations = 60;
      auto whole = make_bot(*game.ai, Level::kHard, 9, options);
      auto sliced = make_bot(*game.ai, Level::kHard, 9, options);
      whole->start(*observation);
      whole->think(Budget::Iterations(1000));
      REQUIRE(whole->done());
      sliced->start(*observation);
      int calls = 0;
      while (!sliced->done()) {
        sliced->think(Budget::Iterations(1));
        ++calls;
      }
      INFO(game.name << " step " << step << "\n" << whole->trace() << "\n" << sliced->trace());
      REQUIRE(whole->best() == sliced->best());
      REQUIRE(whole->trace() == sliced->trace());
      const auto legal = state->legal_actions();
      state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

TEST_CASE("Hard stops at its time cap, measured by the injected clock", "[bots][hard]") {
  // A fake clock: every reading advances 100 µs, so the cap is reached after a known count.
  std::int64_t now = 0;
  BotOptions options;
  options.clock = [&now] { return now += 100; };
  options.hard_iterations = 1000000;
  options.hard_time_cap_us = 5000;
  auto bot = make_bot(toy::toy_game_ai(), Level::kHard, 1, options);
  auto state = toy::new_toy_match(2, 4);
  bot->start(*state->observation(state->current_player()));
  int calls = 0;
  while (!bot->done() && calls < 1000) {
    bot->think(Budget::Microseconds(1000));
    ++calls;
  }
  REQUIRE(bot->done());
  REQUIRE(calls <= 10);
  REQUIRE(state->is_legal(bot->best()));
}
