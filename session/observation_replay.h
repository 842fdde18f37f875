// Cardavia — "the computers cannot peek", as a test anyone can run (`cardavia verify
// --observation-only SAVE.json`, docs/fairness.md).
//
// Each computer decision of a record is made again, by a bot made exactly as the table made it
// (its level, ai::decision_seed(seed, seat, actions so far)), twice: once from the seat's real
// observation, once from the observation of a world re-dealt from it — every card the seat has
// not seen drawn again (Observation::sample_state), so the other hands and the stock differ. A bot
// that looked at a hidden card would choose differently in some re-dealt world; ours reads only
// the observation, so both choices are the same, and — on the build that played the match — the
// move the record holds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/match_record.h"
#include "core/result.h"
#include "session/match_session.h"

namespace cardavia::session {

struct DecisionCheck {
  std::size_t index = 0;       // the action's index in the record
  int seat = 0;
  std::string played;          // the record's move, in notation
  std::string from_real;       // the bot's choice from the seat's real observation
  std::string from_redealt;    // … and from the re-dealt world's
  bool same_observation = false;  // the re-dealt world shows the seat exactly what it knew
  bool hidden_cards_differ = false;  // some other seat's observation differs in the re-dealt world
  bool same_choice() const { return from_real == from_redealt; }
};

// Every computer decision of `record` (a person's moves are skipped), the worlds re-dealt with an
// Rng of `world_seed`. `options` gives Hard's iterations (0: the table's). A record that does not
// replay is refused as replay_record refuses it.
Result<std::vector<DecisionCheck>> replay_decisions_from_observations(
    const MatchRecord& record, std::uint64_t world_seed, const MatchConfig& options = {});

}  // namespace cardavia::session
