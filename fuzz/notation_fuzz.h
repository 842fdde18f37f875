// The libFuzzer check of one game's action notation parser (GameState::parse_action), shared by
// the three targets fuzz/cabo_notation_fuzz.cpp, chkobba_notation_fuzz.cpp, cucu_notation_fuzz.cpp
// (each one line: fuzz_notation("<game>", data, size)).
//
// The fuzzer's bytes are the notation (what follows "<seat> " in a scenario action, a share link
// or a save), read in each of a fixed set of reachable positions: seeded random matches of every
// player count stopped after different numbers of actions, so every phase is met (Cabo's look,
// turn, after a draw of each effect card and after a take; Chkobba's cut and its plays over many
// tables; Cucù's turn and inn questions). In each position, what parse_action promises:
//   - no crash, no hang, no undefined behaviour (ASan + UBSan, fatal);
//   - a refusal has a message;
//   - an accepted action prints (action_to_string) to notation that reads back to the same action;
//   - an accepted action that is legal applies through try_apply, and the position after it keeps
//     the game's invariants (core/invariants.h).
// The seed corpus is the notation of every scenario file of the game (fuzz/make_notation_corpus.py,
// called by scripts/test.sh's fuzz smoke). By hand:
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target cabo_notation_fuzz
//   python3 fuzz/make_notation_corpus.py cabo build/fuzz/corpus/cabo_notation_fuzz
//   build/fuzz/fuzz/cabo_notation_fuzz -max_total_time=60 build/fuzz/corpus/cabo_notation_fuzz
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_registry.h"
#include "core/invariants.h"

namespace cardavia::fuzz {

// Positions per player count, and the longest random walk into a match.
constexpr int kPositionsPerCount = 24;
constexpr int kMaxWalk = 90;

inline std::vector<std::unique_ptr<GameState>> make_positions(std::string_view game_name) {
  const GameInfo* game = find_game(game_name);
  if (game == nullptr) __builtin_trap();
  std::vector<std::unique_ptr<GameState>> positions;
  for (int players = game->min_players; players <= game->max_players; ++players) {
    for (int index = 0; index < kPositionsPerCount; ++index) {
      MatchSetup setup;
      setup.players = players;
      setup.seed = static_cast<std::uint64_t>(1000 * players + index);
      Result<std::unique_ptr<GameState>> made = game->new_match(setup);
      if (!made) break;  // a count the game does not take (Chkobba's 3)
      std::unique_ptr<GameState> state = std::move(made).value();
      Rng walk(setup.seed, 0xf0220ULL);
      // Spread the stops over the match: early, middle and (for short games) the end.
      const int steps = static_cast<int>(walk.below(kMaxWalk)) * (index % 3 + 1) / 2;
      for (int step = 0; step < steps && !state->is_terminal(); ++step) {
        const std::vector<Action> legal = state->legal_actions();
        state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
      }
      positions.push_back(std::move(state));
    }
  }
  return positions;
}

[[noreturn]] inline void broken(const GameState& state, std::string_view text,
                                const std::string& what) {
  std::fprintf(stderr, "%s: \"%.*s\" in a position with %d players, %zu actions in: %s\n",
               std::string(state.game_name()).c_str(), static_cast<int>(text.size()), text.data(),
               state.num_players(), state.history().size(), what.c_str());
  __builtin_trap();
}

// One fuzz input for `game`: the positions are made once, on the first call.
inline int fuzz_notation(std::string_view game, const std::uint8_t* data, std::size_t size) {
  static const std::vector<std::unique_ptr<GameState>> positions = make_positions(game);
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const std::unique_ptr<GameState>& state : positions) {
    const Result<Action> read = state->parse_action(text);
    if (!read) {
      if (read.error().empty()) broken(*state, text, "refused without a message");
      continue;
    }
    const Action action = read.value();
    const std::string printed = state->action_to_string(action);
    const Result<Action> again = state->parse_action(printed);
    if (!again)
      broken(*state, text, "prints as \"" + printed + "\", which is refused: " + again.error());
    if (again.value() != action)
      broken(*state, text, "prints as \"" + printed + "\", another action");
    if (!state->is_legal(action)) continue;
    std::unique_ptr<GameState> copy = state->clone();
    const Result<Action> applied = copy->try_apply(text);
    if (!applied || applied.value() != action) broken(*state, text, "legal but not applied");
    const MatchChecker checker(*state, 1);
    const std::string problems = checker.check_position(*copy);
    if (!problems.empty()) broken(*state, text, "after it: " + problems);
  }
  return 0;
}

}  // namespace cardavia::fuzz
