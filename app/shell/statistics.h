// Cardavia — the person's statistics (issue 32), kept in the browser beside the settings
// (PageServices::stored_stats / save_stats; the key `cardavia.v1.stats`, docs/links.md): per game
// and per kind of match — a level (easy, normal, hard) or the daily deal — how many were played
// and won, the win rate, the current and best streak of wins, the best and average score where the
// game keeps one, the day last played.
//
// What counts: a match the person played at this table to its end — begun here (Start, Play again,
// a deal link, the daily deal, a host's new-match) or resumed from this browser's autosave of one.
// A replay, a match loaded from a save or a link, and a day's daily after that day's first
// attempt — begun, not finished: the day is noted when it opens — do not (the person is told; the
// match's record says `"counts": false`, so resumed from an autosave it still does not count).
//
// A match with take-backs (session/match_session.h, docs/undo.md) is counted apart, under its own
// kind "takebacks": how many were played and the day last played, in no win rate, streak or best
// score. Its tally is one more kind in the same stored object, so a build before it reads it too.
//
// The stored object is versioned ({"version": 1, "games": {game: {kind: tally}}, "daily": {game:
// last day whose daily began}}). Each count reads what is stored *now* (another tab may have counted since)
// and writes it back with the one match added; a stored text that does not read is kept aside
// (never written over) and the counting starts again, the person told.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/table/games.h"
#include "core/result.h"
#include "session/match_session.h"

namespace cardavia::app {

// How a game's score ranks (the game's entry says: app/table/games.h).
using table::ScoreOrder;

struct Tally {
  int played = 0;
  int won = 0;
  int streak = 0;       // wins in a row, up to the last match
  int best_streak = 0;
  std::optional<int> best_score;
  long long score_sum = 0;  // over the matches with a score: the average is score_sum / played
  std::string last_played;  // "YYYY-MM-DD" (UTC)

  bool operator==(const Tally&) const = default;
};

// One of a game's last matches, for the statistics screen's chart: the person's (their side's)
// final total — Cabo's and Chkobba's points, Cucù's lives left — and whether they won.
struct RecentMatch {
  int total = 0;
  bool won = false;
  bool operator==(const RecentMatch&) const = default;
};
inline constexpr std::size_t kRecentKept = 20;  // matches kept per game, the oldest dropped first

struct Statistics {
  // game → kind ("easy", "normal", "hard", "daily", kTakeBacksKind) → tally
  std::map<std::string, std::map<std::string, Tally>> games;
  std::map<std::string, std::string> daily_counted;  // game → the last day whose daily began here
  // game → its last matches (every kind), oldest first, at most kRecentKept. Stored as
  // "recent": {game: [[total, 0 or 1], …]}: statistics stored before it read with none, and a
  // build before it reads the rest and ignores the list.
  std::map<std::string, std::vector<RecentMatch>> recent;

  bool operator==(const Statistics&) const = default;
};

inline constexpr const char* kTakeBacksKind = "takebacks";

// What one finished match adds.
struct MatchResult {
  std::string game;
  std::string kind;  // a level's name, "daily", or kTakeBacksKind
  bool won = false;
  std::optional<int> score;  // the person's (their side's) total, where the game keeps a score
  std::string day;           // "YYYY-MM-DD": played on (the daily: its own day)
  int total = 0;             // the person's total in every game (Cucù: lives left), for the chart
};

// The stored text ("" → nothing yet); a text that does not read says why.
Result<Statistics> statistics_from_json(std::string_view text);
std::string statistics_to_json(const Statistics& stats);
void add_result(Statistics& stats, const MatchResult& result, ScoreOrder order);
// `theirs` (statistics imported with a save file) merged into `mine`: per game and kind the tally
// with more matches played (the longer history of the two; on a tie, mine) — never a sum, so a
// file exported here and imported back counts nothing twice; per game the later daily day, and
// the longer list of last matches (on a tie, mine).
void merge_statistics(Statistics& mine, const Statistics& theirs);
// The person's column in a match's totals: their seat's, or in a game scored by sides (Chkobba
// 2×2) their side's, sides being seat % sides (core: seats 0+2 against 1+3). 0 with no totals.
int person_column(const session::MatchSession& match, std::size_t columns);
// The finished `match` as a result (kind: its level, "daily" when `daily_day` is set, or
// kTakeBacksKind when the person took a move back).
MatchResult result_of(const session::MatchSession& match, const std::optional<std::string>& daily_day,
                      ScoreOrder order, const std::string& today);

}  // namespace cardavia::app
