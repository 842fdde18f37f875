// Bots against bots: whole matches, with every decision timed and every action checked for
// legality. The platform-free half of `cardavia arena` and `cardavia bench` (cli/), and of the CI
// arena test; the CLI adds threads and JSON.
//
// Fairness: match `index` plays deal seed `seed + index / players` with the seat list rotated by
// `index % players`, so each group of `players` consecutive matches plays the same first deal once
// from every seat ("duplicate" play: a lucky deal helps every level equally).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/game_ai.h"
#include "ai/stats.h"
#include "core/game_state.h"

namespace cardavia::ai {

using MatchFactory = std::function<std::unique_ptr<GameState>(int players, std::uint64_t seed)>;

struct ArenaSpec {
  std::vector<Level> seats;  // the level of each seat before rotation; players = seats.size()
  int matches = 100;
  std::uint64_t seed = 1;
  BotOptions options;                 // the clock times decisions too
  std::int64_t think_slice = 64;      // iterations per think() call, as the table would slice them
  std::int64_t max_actions = 200000;  // a match longer than this is reported, not looped forever
};

struct MatchRecord {
  bool finished = false;
  std::string error;               // an illegal action, or a match that did not end
  std::vector<Level> seat_levels;  // after rotation
  std::vector<double> win_credit;  // per seat: 1 / number of winning seats, or 0
  std::vector<int> final_totals;   // per seat (its side's total in Chkobba)
  // Per seat: over the match's rounds, its score entry less the mean of the other entries, signed
  // so that more is better (Cabo's points count down); and how many rounds that sums.
  std::vector<double> round_margin_sum;
  int rounds = 0;
  std::int64_t actions = 0;
  // Decisions with a real choice (two legal actions or more): level and microseconds.
  std::vector<std::pair<Level, std::int64_t>> decisions;
};

MatchRecord play_arena_match(const ArenaSpec& spec, const MatchFactory& factory, const GameAi& ai,
                             int index);

struct LevelSummary {
  Level level = Level::kRandom;
  int seats = 0;           // seats of this level per match
  double wins = 0.0;       // win credits
  double trials = 0.0;     // matches × seats
  double win_share = 0.0;  // per seat; the fair share is 1 / players
  Interval interval;       // Wilson 95 %
  double mean_final_total = 0.0;
  // Points per round over the other seats or sides (MatchRecord::round_margin_sum), pooled over
  // the matches, with its 95 % interval: finer than the win share, which a few hundred matches
  // measure to ±0.06 only — a round's points say by how much, a match only who.
  PooledRatio round_margin;
  std::size_t decisions = 0;
  double decision_ms_median = 0.0;
  double decision_ms_p95 = 0.0;
};

struct ArenaSummary {
  int players = 0;
  int matches = 0;
  int finished = 0;
  std::vector<std::string> errors;
  std::int64_t actions = 0;
  double fair_share = 0.0;
  std::vector<LevelSummary> levels;  // in the order of first appearance in spec.seats
};

ArenaSummary summarize(const ArenaSpec& spec, const std::vector<MatchRecord>& records);

}  // namespace cardavia::ai
