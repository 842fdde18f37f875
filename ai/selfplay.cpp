#include "selfplay.h"

#include <memory>

#include "core/fnv1a.h"
#include "core/rng.h"

namespace cardavia::ai {

SelfplayDigest selfplay_digest(const GameInfo& game, const SelfplaySpec& spec) {
  SelfplayDigest result;
  result.game = std::string(game.name);
  const std::vector<int> counts = playable_player_counts(game);
  BotOptions options;
  options.hard_iterations = spec.hard_iterations;
  Fnv1a64 all;
  for (int index = 0; index < spec.matches; ++index) {
    // Step 1. The match and its seats, all from the match seed.
    const std::uint64_t seed = spec.first_seed + static_cast<std::uint64_t>(index);
    MatchSetup setup;
    setup.players = counts[seed % counts.size()];
    setup.seed = seed;
    Fnv1a64 digest;
    digest.add_signed(setup.players);
    Result<std::unique_ptr<GameState>> made = game.new_match(setup);
    if (!made) {
      digest.add(0xdeadu);  // cannot happen for a playable count; shows if it does
    } else {
      GameState& state = *made.value();
      std::vector<std::unique_ptr<Bot>> bots;
      for (int seat = 0; seat < setup.players; ++seat) {
        const Level level =
            spec.levels[(seed + static_cast<std::uint64_t>(seat)) % spec.levels.size()];
        bots.push_back(make_bot(game.name, level,
                                splitmix64(seed * 8 + static_cast<std::uint64_t>(seat)), options));
      }

      // Step 2. Play to the end; an illegal choice stops the match (and changes the digest).
      std::int64_t actions = 0;
      while (!state.is_terminal() && actions < spec.max_actions) {
        const int seat = state.current_player();
        const Action action = decide(*bots[seat], *state.observation(seat));
        digest.add(action.code);
        if (!state.is_legal(action)) break;
        state.apply(action);
        ++actions;
      }
      result.actions += actions;

      // Step 3. The result: winners and every round's scores and totals.
      digest.add(0xffffffffu);
      for (const int winner : state.winners()) digest.add_signed(winner);
      for (const RoundResult& round : state.rounds()) {
        for (const int score : round.scores) digest.add_signed(score);
        for (const int total : round.totals) digest.add_signed(total);
      }
    }
    result.match_digests.push_back(digest.hex());
    all.add(static_cast<std::uint32_t>(digest.value()));
    all.add(static_cast<std::uint32_t>(digest.value() >> 32));
    ++result.matches;
  }
  result.digest = all.hex();
  return result;
}

std::string selfplay_json(const SelfplaySpec& spec, const SelfplayDigest& result) {
  std::string text = "{\"game\":\"" + result.game +
                     "\",\"first_seed\":" + std::to_string(spec.first_seed) + ",\"levels\":[";
  for (std::size_t i = 0; i < spec.levels.size(); ++i) {
    text += (i ? ",\"" : "\"") + std::string(level_name(spec.levels[i])) + "\"";
  }
  text += "],\"hard_iterations\":" + std::to_string(spec.hard_iterations) +
          ",\"matches\":" + std::to_string(result.matches) +
          ",\"actions\":" + std::to_string(result.actions) + ",\"digest\":\"" + result.digest +
          "\",\"match_digests\":[";
  for (std::size_t i = 0; i < result.match_digests.size(); ++i) {
    text += (i ? ",\"" : "\"") + result.match_digests[i] + "\"";
  }
  return text + "]}";
}

}  // namespace cardavia::ai
