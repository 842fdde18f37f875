#include "bot.h"

#include <array>

#include "ai/game_ai.h"

namespace cardavia::ai {

namespace {
constexpr std::array<std::string_view, kNumLevels> kLevelNames = {"random", "easy", "normal",
                                                                  "hard"};
}  // namespace

std::string_view level_name(Level level) { return kLevelNames[static_cast<int>(level)]; }

std::optional<Level> parse_level(std::string_view text) {
  for (int index = 0; index < kNumLevels; ++index) {
    if (kLevelNames[index] == text) return static_cast<Level>(index);
  }
  return std::nullopt;
}

std::unique_ptr<Bot> make_bot(std::string_view game, Level level, std::uint64_t seed,
                              BotOptions options) {
  const GameAi* ai = find_game_ai(game);
  return make_bot(ai != nullptr ? *ai : fallback_game_ai(), level, seed, std::move(options));
}

std::uint64_t decision_seed(std::uint64_t match_seed, int seat, std::size_t action_index) {
  // Seat and index packed apart (2^8 seats is far more than a table), then mixed twice so that
  // neighbouring seeds, seats and indices land far apart.
  const std::uint64_t where =
      (static_cast<std::uint64_t>(action_index) << 8) | static_cast<std::uint64_t>(seat & 0xFF);
  return splitmix64(splitmix64(match_seed) ^ where);
}

Action decide(Bot& bot, const Observation& observation, std::int64_t slice_iterations) {
  bot.start(observation);
  while (!bot.done()) bot.think(Budget::Iterations(slice_iterations));
  return bot.best();
}

}  // namespace cardavia::ai
