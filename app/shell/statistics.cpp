// Cardavia — the person's statistics (see statistics.h).
#include "app/shell/statistics.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/daily_deal.h"
#include "core/json_member.h"
#include "core/json_parse.h"

namespace cardavia::app {

using nlohmann::json;

namespace {

constexpr int kVersion = 1;

// A count read from the stored object: a whole number from 0, else why not.
Result<int> count_of(const json& tally, const char* key) {
  const json* found = member(tally, key);
  if (found == nullptr) return 0;
  const json& v = *found;
  if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 1000000000)
    return fail(std::string("\"") + key + "\" is not a count");
  return static_cast<int>(v.get<long long>());
}

Result<Tally> tally_from_json(const json& j) {
  if (!j.is_object()) return fail("a tally is not an object");
  Tally t;
  for (const auto& [key, field] : {std::pair{"played", &t.played}, std::pair{"won", &t.won},
                                   std::pair{"streak", &t.streak},
                                   std::pair{"best_streak", &t.best_streak}}) {
    Result<int> n = count_of(j, key);
    if (!n) return n.failure();
    *field = n.value();
  }
  if (t.won > t.played || t.streak > t.won || t.best_streak < t.streak)
    return fail("its counts do not add up");
  if (const json* best = member(j, "best_score")) {
    if (!best->is_number_integer()) return fail("\"best_score\" is not a number");
    t.best_score = best->get<int>();
  }
  if (const json* sum = member(j, "score_sum")) {
    if (!sum->is_number_integer()) return fail("\"score_sum\" is not a number");
    t.score_sum = sum->get<long long>();
  }
  if (const json* day = member(j, "last_played")) {
    if (!day->is_string() || !is_calendar_date(day->get_ref<const std::string&>()))
      return fail("\"last_played\" is not a day");
    t.last_played = day->get<std::string>();
  }
  return t;
}

}  // namespace

Result<Statistics> statistics_from_json(std::string_view text) {
  Statistics stats;
  if (text.empty()) return stats;
  // The same parse as the settings' (app/table/settings.cpp): one parser in the wasm, not two.
  const json root = parse_json(text);
  if (root.is_discarded() || !root.is_object()) return fail("it is not a JSON object");
  const json* version = member(root, "version");
  if (version == nullptr || !version->is_number_integer()) return fail("it has no version");
  if (version->get<long long>() > kVersion)
    return fail("it is of a newer version (" + version->dump() + ")");
  if (const json* given = member(root, "games")) {
    const json& games = *given;
    if (!games.is_object()) return fail("\"games\" is not an object");
    for (auto g = games.begin(); g != games.end(); ++g) {
      if (!g.value().is_object()) return fail("\"" + g.key() + "\" is not an object");
      for (auto k = g.value().begin(); k != g.value().end(); ++k) {
        Result<Tally> t = tally_from_json(k.value());
        if (!t) return fail(g.key() + " " + k.key() + ": " + t.error());
        stats.games[g.key()][k.key()] = t.value();
      }
    }
  }
  if (const json* given = member(root, "recent")) {
    // Each game's last matches: a list of [total, won] pairs; anything else does not read.
    const char* bad = "\"recent\" is not each game's list of [total, won]";
    if (!given->is_object()) return fail(bad);
    for (auto g = given->begin(); g != given->end(); ++g) {
      if (!g.value().is_array() || g.value().size() > kRecentKept) return fail(bad);
      std::vector<RecentMatch>& kept = stats.recent[g.key()];
      for (const json& m : g.value()) {
        if (!m.is_array() || m.size() != 2 || !m[0].is_number_integer() || !m[1].is_number_integer())
          return fail(bad);
        kept.push_back(RecentMatch{m[0].get<int>(), m[1].get<int>() != 0});
      }
    }
  }
  if (const json* given = member(root, "daily")) {
    const json& daily = *given;
    if (!daily.is_object()) return fail("\"daily\" is not an object");
    for (auto d = daily.begin(); d != daily.end(); ++d) {
      if (!d.value().is_string() || !is_calendar_date(d.value().get<std::string>()))
        return fail("\"daily\" " + d.key() + " is not a day");
      stats.daily_counted[d.key()] = d.value().get<std::string>();
    }
  }
  return stats;
}

std::string statistics_to_json(const Statistics& stats) {
  json games = json::object();
  for (const auto& [game, kinds] : stats.games) {
    json by_kind = json::object();
    for (const auto& [kind, t] : kinds) {
      json j = {{"played", t.played}, {"won", t.won}, {"streak", t.streak}, {"best_streak", t.best_streak}};
      if (t.best_score) j["best_score"] = *t.best_score;
      if (t.best_score) j["score_sum"] = t.score_sum;
      if (!t.last_played.empty()) j["last_played"] = t.last_played;
      by_kind[kind] = std::move(j);
    }
    games[game] = std::move(by_kind);
  }
  json daily = json::object();
  for (const auto& [game, day] : stats.daily_counted) daily[game] = day;
  json root = {{"version", kVersion}, {"games", games}, {"daily", daily}};
  for (const auto& [game, matches] : stats.recent) {
    json& list = root["recent"][game] = json::array();
    for (const RecentMatch& m : matches) list.push_back({m.total, m.won ? 1 : 0});
  }
  return root.dump();
}

void add_result(Statistics& stats, const MatchResult& r, ScoreOrder order) {
  Tally& t = stats.games[r.game][r.kind];
  ++t.played;
  if (r.day > t.last_played) t.last_played = r.day;
  if (r.kind == kTakeBacksKind) return;  // counted apart: no win, streak or score
  if (r.won) {
    ++t.won;
    ++t.streak;
    t.best_streak = std::max(t.best_streak, t.streak);
  } else {
    t.streak = 0;
  }
  if (r.score && order != ScoreOrder::None) {
    const bool better = !t.best_score || (order == ScoreOrder::LowerWins ? *r.score < *t.best_score
                                                                          : *r.score > *t.best_score);
    if (better) t.best_score = *r.score;
    t.score_sum += *r.score;
  }
  if (r.kind == "daily") stats.daily_counted[r.game] = r.day;
  std::vector<RecentMatch>& recent = stats.recent[r.game];
  recent.push_back(RecentMatch{r.total, r.won});
  if (recent.size() > kRecentKept) recent.erase(recent.begin());
}

void merge_statistics(Statistics& mine, const Statistics& theirs) {
  for (const auto& [game, kinds] : theirs.games) {
    for (const auto& [kind, tally] : kinds) {
      Tally& kept = mine.games[game][kind];
      if (tally.played > kept.played) kept = tally;
    }
  }
  for (const auto& [game, day] : theirs.daily_counted) {
    std::string& kept = mine.daily_counted[game];
    if (day > kept) kept = day;
  }
  for (const auto& [game, matches] : theirs.recent) {
    std::vector<RecentMatch>& kept = mine.recent[game];
    if (matches.size() > kept.size()) kept = matches;
  }
}

int person_column(const session::MatchSession& match, std::size_t columns) {
  return columns == 0 ? 0 : match.human_seat() % static_cast<int>(columns);
}

MatchResult result_of(const session::MatchSession& match, const std::optional<std::string>& daily_day,
                      ScoreOrder order, const std::string& today) {
  MatchResult r;
  r.game = match.config().game;
  r.kind = daily_day ? std::string("daily") : std::string(ai::level_name(match.config().level));
  if (!match.undone().empty()) r.kind = kTakeBacksKind;
  r.day = daily_day.value_or(today);
  const std::vector<RoundResult>& rounds = match.rounds();
  const std::vector<int> totals = rounds.empty() ? std::vector<int>{} : rounds.back().totals;
  const int columns = static_cast<int>(totals.size());
  const int mine = person_column(match, totals.size());
  const std::vector<int> winners = match.winners();
  r.won = std::find(winners.begin(), winners.end(), mine) != winners.end();
  if (columns > 0) r.total = totals[static_cast<std::size_t>(mine)];
  if (order != ScoreOrder::None && columns > 0) r.score = r.total;
  return r;
}

}  // namespace cardavia::app
