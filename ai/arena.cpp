#include "arena.h"

#include <algorithm>

#include "ai/reward.h"
#include "ai/stats.h"

namespace cardavia::ai {

MatchRecord play_arena_match(const ArenaSpec& spec, const MatchFactory& factory, const GameAi& ai,
                             int index) {
  const int players = static_cast<int>(spec.seats.size());
  MatchRecord record;
  const int rotation = index % players;
  const std::uint64_t deal_seed = spec.seed + static_cast<std::uint64_t>(index / players);

  // Step 1. Seats and bots: the level list rotated, each bot with its own seed.
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < players; ++seat) {
    const Level level = spec.seats[(seat + rotation) % players];
    record.seat_levels.push_back(level);
    // SplitMix64 spreads (seed, match, seat) into well-separated bot seeds.
    const std::uint64_t bot_seed = splitmix64(
        spec.seed ^
        splitmix64(static_cast<std::uint64_t>(index) * 8 + static_cast<std::uint64_t>(seat)));
    bots.push_back(make_bot(ai, level, bot_seed, spec.options));
  }

  // Step 2. Play: each seat decides from its own observation; the runner checks legality.
  std::unique_ptr<GameState> state = factory(players, deal_seed);
  if (!state) {
    record.error = "the match could not be created";
    return record;
  }
  const MicrosecondClock& clock = spec.options.clock;
  while (!state->is_terminal() && record.actions < spec.max_actions) {
    const int seat = state->current_player();
    const std::size_t choices = state->legal_actions().size();
    const std::unique_ptr<Observation> observation = state->observation(seat);
    const std::int64_t before = clock ? clock() : 0;
    const Action action = decide(*bots[seat], *observation, spec.think_slice);
    const std::int64_t after = clock ? clock() : 0;
    if (choices > 1) record.decisions.emplace_back(record.seat_levels[seat], after - before);
    if (!state->is_legal(action)) {
      record.error = "match " + std::to_string(index) + ": seat " + std::to_string(seat) + " (" +
                     std::string(level_name(record.seat_levels[seat])) +
                     ") chose an illegal action, code " + std::to_string(action.code);
      return record;
    }
    state->apply(action);
    ++record.actions;
  }
  if (!state->is_terminal()) {
    record.error = "match " + std::to_string(index) + " did not end within " +
                   std::to_string(spec.max_actions) + " actions";
    return record;
  }

  // Step 3. The result: shared wins share the credit; totals from the last round.
  record.finished = true;
  int winning_seats = 0;
  for (int seat = 0; seat < players; ++seat) winning_seats += seat_won(*state, seat) ? 1 : 0;
  for (int seat = 0; seat < players; ++seat) {
    record.win_credit.push_back(winning_seats > 0 && seat_won(*state, seat) ? 1.0 / winning_seats
                                                                            : 0.0);
    int total = 0;
    if (!state->rounds().empty()) {
      const std::vector<int>& totals = state->rounds().back().totals;
      if (!totals.empty()) total = totals[entry_of_seat(seat, totals.size())];
    }
    record.final_totals.push_back(total);
  }

  // Step 4. Each seat's margin per round: its entry against the mean of the others'.
  const double sign = ai.reward.direction == ScoreDirection::kHigherIsBetter ? 1.0 : -1.0;
  record.round_margin_sum.assign(static_cast<std::size_t>(players), 0.0);
  for (const RoundResult& round : state->rounds()) {
    const std::size_t entries = round.scores.size();
    if (entries < 2) continue;
    ++record.rounds;
    double all = 0.0;
    for (const int score : round.scores) all += score;
    for (int seat = 0; seat < players; ++seat) {
      const double own = round.scores[static_cast<std::size_t>(entry_of_seat(seat, entries))];
      const double others = (all - own) / static_cast<double>(entries - 1);
      record.round_margin_sum[static_cast<std::size_t>(seat)] += sign * (own - others);
    }
  }
  return record;
}

ArenaSummary summarize(const ArenaSpec& spec, const std::vector<MatchRecord>& records) {
  ArenaSummary summary;
  summary.players = static_cast<int>(spec.seats.size());
  summary.matches = static_cast<int>(records.size());
  summary.fair_share = summary.players > 0 ? 1.0 / summary.players : 0.0;
  for (const Level level : spec.seats) {
    const bool known =
        std::any_of(summary.levels.begin(), summary.levels.end(),
                    [level](const LevelSummary& entry) { return entry.level == level; });
    if (known) continue;
    LevelSummary entry;
    entry.level = level;
    entry.seats = static_cast<int>(std::count(spec.seats.begin(), spec.seats.end(), level));
    summary.levels.push_back(entry);
  }
  for (LevelSummary& entry : summary.levels) {
    double total_sum = 0.0;
    std::vector<double> times_ms;
    std::vector<std::pair<double, double>> margins;  // per match: the level's seats' sum, rounds
    for (const MatchRecord& record : records) {
      for (const auto& [level, microseconds] : record.decisions) {
        if (level == entry.level) times_ms.push_back(static_cast<double>(microseconds) / 1000.0);
      }
      if (!record.finished) continue;
      std::pair<double, double> margin{0.0, 0.0};
      for (std::size_t seat = 0; seat < record.seat_levels.size(); ++seat) {
        if (record.seat_levels[seat] != entry.level) continue;
        entry.wins += record.win_credit[seat];
        entry.trials += 1.0;
        total_sum += record.final_totals[seat];
        margin.first += record.round_margin_sum[seat];
        margin.second += record.rounds;
      }
      margins.push_back(margin);
    }
    entry.win_share = entry.trials > 0 ? entry.wins / entry.trials : 0.0;
    entry.interval = wilson_interval(entry.wins, entry.trials);
    entry.mean_final_total = entry.trials > 0 ? total_sum / entry.trials : 0.0;
    entry.round_margin = pooled_ratio(margins);
    entry.decisions = times_ms.size();
    entry.decision_ms_median = median(times_ms);
    entry.decision_ms_p95 = percentile(std::move(times_ms), 0.95);
  }
  for (const MatchRecord& record : records) {
    summary.actions += record.actions;
    if (record.finished) ++summary.finished;
    if (!record.error.empty()) summary.errors.push_back(record.error);
  }
  return summary;
}

}  // namespace cardavia::ai
