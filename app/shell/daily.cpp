// Cardavia — the daily deal at the table (see daily.h).
#include "app/shell/daily.h"

#include <algorithm>
#include <chrono>

#include "app/i18n.h"
#include "app/shell/statistics.h"
#include "app/table/words.h"
#include "core/daily_deal.h"

namespace cardavia::app {

namespace {

// Everyone's daily is against Normal computers: the level most players choose.
constexpr ai::Level kDailyLevel = ai::Level::kNormal;

}  // namespace

session::MatchConfig daily_config(const table::GameEntry& game, std::string_view date,
                                  session::MatchConfig base) {
  base.game = game.id;
  base.players = game.default_players;
  base.level = kDailyLevel;
  base.seed = daily_seed(game.id, date);
  // The day's salt, not a random one: everyone's fingerprint of the day is the same, shown on the
  // daily screen before the deal is begun (core/daily_deal.h).
  base.salt = daily_salt(game.id, date);
  base.commit.clear();
  base.human_seat = 0;
  // One person against the computers, whoever the sheet last seated (pass-and-play is not a daily).
  base.people.clear();
  base.levels.clear();
  base.counts = true;
  base.daily = std::string(date);
  return base;
}

std::optional<std::string> daily_of(const session::MatchSession& match) {
  const session::MatchConfig& c = match.config();
  if (c.daily.empty() || !is_calendar_date(c.daily)) return std::nullopt;
  const table::GameEntry* game = table::find_table_game(c.game);
  if (game == nullptr) return std::nullopt;
  const session::MatchConfig day = daily_config(*game, c.daily, {});
  if (c.players != day.players || c.seed != day.seed || c.level != day.level ||
      c.human_seat != day.human_seat)
    return std::nullopt;
  // A daily begun before days had fingerprints has no salt; any other salt is not the day's.
  if (!c.salt.empty() && c.salt != day.salt) return std::nullopt;
  return c.daily;
}

std::string utc_today() {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  return utc_date(std::chrono::duration_cast<std::chrono::seconds>(now).count());
}

std::string daily_result_words(const session::MatchSession& match, const std::string& date) {
  const std::vector<RoundResult>& rounds = match.rounds();
  const std::vector<int> totals = rounds.empty() ? std::vector<int>{} : rounds.back().totals;
  const std::vector<int> winners = match.winners();
  const int columns = static_cast<int>(totals.size());
  const int mine = person_column(match, totals.size());
  // The place: 1 + the columns doing better. Which way is better is the game's own: a winner's
  // total is the best there is (Cabo: lowest; Chkobba: highest; Cucù: most lives).
  int place = 1;
  if (columns > 0 && !winners.empty() && winners.front() < columns) {
    const int best = totals[static_cast<std::size_t>(winners.front())];
    const int my_total = totals[static_cast<std::size_t>(mine)];
    for (const int t : totals) {
      const bool better = best < my_total ? t < my_total : best > my_total ? t > my_total : false;
      if (better) ++place;
    }
  }
  // Places 1st to 5th (five players at most), each its own sentence in every language.
  constexpr const char* kPlaceKeys[] = {"share.daily.place.1", "share.daily.place.2", "share.daily.place.3",
                                        "share.daily.place.4", "share.daily.place.5"};
  const std::string place_key = kPlaceKeys[std::clamp(place, 1, 5) - 1];
  const table::GameEntry* entry = table::find_table_game(match.config().game);
  const std::string total_key = entry && entry->daily_total_key ? entry->daily_total_key : "table.score.total";
  session::Phrase words("share.daily");
  words.text("game", tr(table::find_table_game(match.config().game)->name_key))
      .text("date", date)
      .phrase("place", session::Phrase(place_key).number("n", columns))
      .phrase("played", session::Phrase("share.daily.rounds").number("n", static_cast<int>(rounds.size())))
      .phrase("result", session::Phrase(total_key)
                           .number("n", columns == 0 ? 0 : totals[static_cast<std::size_t>(mine)]));
  return table::say(words, table::Naming{match.human_seat(), match.players()});
}

}  // namespace cardavia::app
