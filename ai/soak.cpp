#include "soak.h"

#include <memory>

#include "core/invariants.h"

namespace cardavia::ai {

namespace {

// The match's setup: what a scenario file needs to replay it.
MatchSetup setup_for(int players, std::uint64_t seed) {
  MatchSetup setup;
  setup.players = players;
  setup.seed = seed;
  return setup;
}

// The actions in notation, "<seat> <action>", replayed from the setup: each is printed in the
// position it was played in.
std::vector<std::string> notation_of(const GameInfo& game, const MatchSetup& setup,
                                     const std::vector<Action>& actions) {
  std::vector<std::string> lines;
  Result<std::unique_ptr<GameState>> replay = game.new_match(setup);
  if (!replay) return lines;
  GameState& state = *replay.value();
  for (const Action action : actions) {
    if (state.is_terminal() || !state.is_legal(action)) break;
    lines.push_back(std::to_string(state.current_player()) + " " + state.action_to_string(action));
    state.apply(action);
  }
  return lines;
}

}  // namespace

SoakRecord soak_match(const GameInfo& game, const SoakSpec& spec, std::uint64_t seed) {
  SoakRecord record;
  record.seed = seed;

  // Step 1. Everything the seed fixes: players, each seat's level and bot seed, the deal.
  Rng draw(seed, 0x50a4ULL);
  if (spec.players > 0) {
    record.players = spec.players;
  } else {
    const std::vector<int> counts = playable_player_counts(game);
    record.players = counts[draw.below(static_cast<std::uint32_t>(counts.size()))];
  }
  BotOptions options;
  options.hard_iterations = spec.hard_iterations;
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < record.players; ++seat) {
    const Level level = spec.levels[draw.below(static_cast<std::uint32_t>(spec.levels.size()))];
    record.seat_levels.push_back(level);
    const std::uint64_t bot_seed = (std::uint64_t{draw.next_u32()} << 32) | draw.next_u32();
    bots.push_back(make_bot(game.name, level, bot_seed, options));
  }
  Result<std::unique_ptr<GameState>> made = game.new_match(setup_for(record.players, seed));
  auto fail_at = [&](std::int64_t index, std::string problem, const std::vector<Action>& played) {
    record.failed = true;
    record.failure = {seed, index, std::move(problem),
                      notation_of(game, setup_for(record.players, seed), played)};
  };
  if (!made) {
    fail_at(-1, "the match could not be created: " + made.error(), {});
    return record;
  }
  GameState& state = *made.value();

  // Step 2. The start, then every action: each seat decides from its own observation, the checker
  // applies the action and checks the step, then the legal list and every seat's view.
  MatchChecker checker(state, seed);
  auto check_here = [&](std::string problems) {
    if (problems.empty()) problems = checker.check_legal_actions(state);
    if (problems.empty()) problems = checker.check_observations(state);
    return problems;
  };
  std::string problems = check_here(checker.check_position(state));
  if (!problems.empty()) {
    fail_at(-1, problems, state.history());
    return record;
  }
  while (!state.is_terminal()) {
    if (record.actions >= spec.max_actions) {
      fail_at(record.actions,
              "the match did not end within " + std::to_string(spec.max_actions) + " actions",
              state.history());
      return record;
    }
    const int seat = state.current_player();
    const Action action = decide(*bots[seat], *state.observation(seat));
    const std::string text = state.action_to_string(action);  // before: it may read the position
    problems = checker.play(state, action);
    ++record.actions;
    problems = check_here(std::move(problems));
    if (!problems.empty()) {
      // The scenario stops before an illegal action (it was not applied); otherwise it includes
      // the action after which the problem showed.
      fail_at(record.actions - 1,
              "seat " + std::to_string(seat) + " (" +
                  std::string(level_name(record.seat_levels[seat])) + ") \"" + text +
                  "\": " + problems,
              state.history());
      return record;
    }
  }
  return record;
}

}  // namespace cardavia::ai
