// Cardavia — each computer decision of a record made again from a re-dealt world (see
// observation_replay.h).
#include "session/observation_replay.h"

#include <memory>

#include "ai/bot.h"
#include "core/rng.h"
#include "session/engine_access.h"

namespace cardavia::session {

Result<std::vector<DecisionCheck>> replay_decisions_from_observations(
    const MatchRecord& record, std::uint64_t world_seed, const MatchConfig& options) {
  // Step 1. The whole match, for its moves; then a session at its start, to walk it again.
  Result<std::unique_ptr<GameState>> whole = replay_record(record);
  if (!whole) return whole.failure();
  const std::vector<Action> moves = whole.value()->history();
  MatchRecord start = record;
  start.match.actions.clear();
  Result<std::unique_ptr<MatchSession>> made = MatchSession::from_record(start, options);
  if (!made) return made.failure();
  MatchSession& session = *made.value();
  ai::BotOptions bot_options;
  bot_options.hard_iterations = options.hard_iterations;
  Rng redeal(world_seed);

  std::vector<DecisionCheck> checks;
  for (std::size_t index = 0; index < moves.size(); ++index) {
    const GameState& state = engine_state(session);
    const int seat = state.current_player();
    if (!session.seat_is_human(seat)) {
      // Step 2. The seat's observation, and a world re-dealt from it.
      const std::unique_ptr<Observation> real = state.observation(seat);
      const std::unique_ptr<GameState> world = real->sample_state(redeal);
      const std::unique_ptr<Observation> seen = world->observation(seat);
      DecisionCheck check;
      check.index = index;
      check.seat = seat;
      check.played = state.action_to_string(moves[index]);
      check.same_observation = seen->to_string() == real->to_string();
      for (int other = 0; other < state.num_players() && !check.hidden_cards_differ; ++other) {
        check.hidden_cards_differ = other != seat && world->observation(other)->to_string() !=
                                                         state.observation(other)->to_string();
      }
      // Step 3. The decision made twice by the bot the table would have made.
      const std::uint64_t seed = ai::decision_seed(record.match.setup.seed, seat, index);
      const ai::Level level = session.level_of(seat);
      const auto in_real = ai::make_bot(record.match.game, level, seed, bot_options);
      const auto in_world = ai::make_bot(record.match.game, level, seed, bot_options);
      check.from_real = state.action_to_string(ai::decide(*in_real, *real));
      check.from_redealt = state.action_to_string(ai::decide(*in_world, *seen));
      checks.push_back(std::move(check));
    }
    if (!session.replay_apply(moves[index])) return fail_at(index, "the move does not replay");
  }
  return checks;
}

}  // namespace cardavia::session
