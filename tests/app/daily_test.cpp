// Cardavia — the daily deal (issue 32; core/daily_deal.h, app/shell/daily.h): the documented seed,
// the days and the route (#daily-<game>[/YYYY-MM-DD]), the match it opens at the table (the game's
// usual players, Normal computers, the day in its record, kept across a resume; a hand-edited day
// is no daily), and the spoiler-free line a finished one shares.
#include <catch2/catch.hpp>
#include <string>

#include "app/shell/daily.h"
#include "app/table/games.h"
#include "core/daily_deal.h"
#include "core/fairness.h"
#include "core/match_record.h"
#include "page/page_options.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"

using app_test::FakePage;
using app_test::TableDriver;
using cardavia::daily_seed;

namespace {

cardavia::page::PageOptions fragment(std::string_view text) {
  return cardavia::page::parse_page_options("", text, cardavia::app::table::site_games());
}

// A daily match played to its end: the computers as always, the person their first legal move.
cardavia::MatchRecord played_daily(const std::string& game, const std::string& date) {
  const cardavia::app::table::GameEntry* entry = cardavia::app::table::find_table_game(game);
  REQUIRE(entry != nullptr);
  cardavia::session::MatchSession m(cardavia::app::daily_config(*entry, date, {}));
  REQUIRE(m.ok());
  while (!m.over()) {
    if (m.bot_to_move()) {
      while (!m.bot_ready()) m.bot_think(cardavia::ai::Budget::Iterations(100000));
      m.bot_apply();
    } else {
      REQUIRE(m.apply(m.human_legal().front()));
    }
  }
  return m.record();
}

// The words a target of the last frame is labelled with ("" when it is not there).
std::string label_of(const TableDriver& d, const std::string& id) {
  const auto* target = cardavia::app::table::find_target(d.report().targets, id);
  return target ? target->label : std::string();
}

}  // namespace

TEST_CASE("daily: the seed is the documented FNV-1a of game and day, 53 bits") {
  CHECK(daily_seed("cabo", "2026-12-01") == 7788301964883421ULL);
  CHECK(daily_seed("chkobba", "2026-12-01") == 4214264872224454ULL);
  CHECK(daily_seed("cucu", "2026-12-01") == 5796510450833356ULL);
  CHECK(daily_seed("cabo", "2026-12-02") != daily_seed("cabo", "2026-12-01"));
  CHECK(daily_seed("cabo", "2026-12-01") < (1ULL << 53));
}

TEST_CASE("daily: the salt is the documented FNV-1a of game and day, and the day's fingerprint is everyone's") {
  // FNV-1a 64 of "cardavia/daily-salt/cabo/2026-12-01" as 16 hex digits (docs/fairness.md).
  CHECK(cardavia::daily_salt("cabo", "2026-12-01") == "1a06fd4ff2418e0a");
  CHECK(cardavia::is_salt(cardavia::daily_salt("cucu", "2026-12-01")));
  CHECK(cardavia::daily_salt("cabo", "2026-12-02") != cardavia::daily_salt("cabo", "2026-12-01"));
  CHECK(cardavia::daily_salt("chkobba", "2026-12-01") != cardavia::daily_salt("cabo", "2026-12-01"));
  // The seed is shown once the day is over, not on the day.
  CHECK_FALSE(cardavia::daily_seed_shown("2026-12-01", "2026-12-01"));
  CHECK(cardavia::daily_seed_shown("2026-12-01", "2026-12-02"));
  CHECK(cardavia::daily_seed_shown("2026-11-30", "2027-01-01"));
}

TEST_CASE("daily: the UTC day of a moment, and what a day is") {
  CHECK(cardavia::utc_date(0) == "1970-01-01");
  CHECK(cardavia::utc_date(1796169599) == "2026-12-01");  // its last second
  CHECK(cardavia::utc_date(1796169600) == "2026-12-02");
  CHECK(cardavia::utc_date(1709208000) == "2024-02-29");
  CHECK(cardavia::is_calendar_date("2024-02-29"));
  CHECK_FALSE(cardavia::is_calendar_date("2026-02-29"));
  CHECK_FALSE(cardavia::is_calendar_date("2026-13-01"));
  CHECK_FALSE(cardavia::is_calendar_date("2026-1-01"));
  CHECK_FALSE(cardavia::is_calendar_date("26-12-01xx"));
  CHECK(cardavia::app::utc_today().size() == 10);
}

TEST_CASE("daily: the route names a game and maybe a day, and anything else is refused and said") {
  const cardavia::page::PageOptions today = fragment("#daily-cabo");
  CHECK(today.route == cardavia::page::Route::Daily);
  CHECK(today.route_game == "cabo");
  CHECK(today.daily_date.empty());
  const cardavia::page::PageOptions day = fragment("#daily-cucu/2026-12-01");
  CHECK(day.route == cardavia::page::Route::Daily);
  CHECK(day.daily_date == "2026-12-01");
  for (const char* bad : {"#daily-poker", "#daily-cabo/2026-02-30", "#daily-cabo/tomorrow", "#daily-"}) {
    INFO(bad);
    const cardavia::page::PageOptions o = fragment(bad);
    CHECK(o.route == cardavia::page::Route::None);
    REQUIRE(o.bad.size() == 1);
    CHECK(o.bad[0].option == "daily");
  }
}

TEST_CASE("daily: the deal opens at the table — the game's players, Normal, the day in its record, kept on resume") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#daily-chkobba/2026-12-01"));
  d.frame();
  CHECK(d.screen() == "play");
  const cardavia::session::MatchSession& m = *d.shell.match();
  CHECK(m.config().game == "chkobba");
  CHECK(m.players() == 2);  // Chkobba's usual count
  CHECK(m.config().level == cardavia::ai::Level::kNormal);
  CHECK(m.config().seed == daily_seed("chkobba", "2026-12-01"));
  CHECK(cardavia::app::daily_of(m) == std::optional<std::string>("2026-12-01"));
  // Its save says the day; opened again (another visit) it is still that day's daily.
  const std::string save = d.shell.current_record();
  CHECK(save.find("\"daily\":\"2026-12-01\"") != std::string::npos);
  TableDriver again;
  REQUIRE(again.shell.load(save).value() == "play");
  CHECK(cardavia::app::daily_of(*again.shell.match()) == std::optional<std::string>("2026-12-01"));
  // A record that claims a day its deal is not: no daily.
  cardavia::MatchRecord claimed = cardavia::read_save(save).value();
  claimed.match.setup.seed += 1;
  TableDriver edited;
  REQUIRE(edited.shell.load(cardavia::write_save(claimed)).value() == "play");
  CHECK_FALSE(cardavia::app::daily_of(*edited.shell.match()));
  // Today's: the same game, the page's UTC day.
  TableDriver today;
  REQUIRE(today.shell.open_route("#daily-cabo"));
  today.frame();
  REQUIRE(today.shell.match() != nullptr);
  CHECK(today.shell.match()->config().seed == daily_seed("cabo", cardavia::app::utc_today()));
  CHECK(today.shell.match()->players() == 3);
}

TEST_CASE("daily: the start screen's Daily deal lists today's deals: Play opens one, Again once it counted") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  d.tap("start:daily");
  REQUIRE(d.screen() == "daily");
  // A row per game with a table: its Play, labelled in words.
  for (const char* game : {"cabo", "chkobba", "cucu"}) {
    INFO(game);
    REQUIRE(d.has(std::string("daily:") + game));
  }
  // The day's fingerprint is in its words before the deal is begun: the one the table then shows.
  const std::string today = cardavia::app::utc_today();
  const std::string cucu_code = cardavia::grouped_commit(cardavia::fairness_commit(
      "cucu", 4, daily_seed("cucu", today), cardavia::daily_salt("cucu", today)));
  CHECK(label_of(d, "daily:cucu") == "Play today's Cucù deal, fingerprint " + cucu_code);
  d.tap("daily:cucu");
  REQUIRE(d.screen() == "play");
  REQUIRE(d.report().fairness);
  CHECK(cardavia::grouped_commit(d.report().fairness->commit) == cucu_code);
  const cardavia::session::MatchSession& m = *d.shell.match();
  CHECK(m.config().salt == cardavia::daily_salt("cucu", today));
  CHECK(m.config().seed == daily_seed("cucu", cardavia::app::utc_today()));
  CHECK(m.players() == 4);
  CHECK(cardavia::app::daily_of(m) == std::optional<std::string>(cardavia::app::utc_today()));
  CHECK(m.config().counts);

  // Once today's Cabo counted in this browser, its row says so and another go is practice.
  page.stats = std::string(R"({"version":1,"games":{},"daily":{"cabo":")") +
                           cardavia::app::utc_today() + R"("}})";
  TableDriver e;
  e.shell.attach_page(&page);
  e.frame();
  e.tap("start:daily");
  REQUIRE(e.screen() == "daily");
  CHECK(label_of(e, "daily:cabo").find("Play today's Cabo deal again, for practice, fingerprint ") == 0);
  CHECK(label_of(e, "daily:chkobba").find("Play today's Chkobba deal, fingerprint ") == 0);
  e.tap("daily:cabo");
  REQUIRE(e.screen() == "play");
  CHECK_FALSE(e.shell.match()->config().counts);
  e.tap("btn:menu");
  e.tap("menu:leave");
  e.tap("start:daily");
  e.tap("daily:back");
  CHECK(e.screen() == "start");
}

TEST_CASE("daily: the day's one counted attempt is the first begun — left unfinished and opened afresh, it is practice, resumed too") {
  FakePage page;
  const std::string today = cardavia::app::utc_today();
  {
    TableDriver d;
    d.shell.attach_page(&page);
    REQUIRE(d.shell.open_route("#daily-cucu"));
    d.frame();
    REQUIRE(d.screen() == "play");
    CHECK(d.shell.match()->config().counts);
    // Noted as begun at once, before any move of the person's.
    CHECK(page.stats.find("\"cucu\":\"" + today + "\"") != std::string::npos);
    CHECK(page.slots.at("cucu").find("\"counts\"") == std::string::npos);  // it counts: not written
    // Left unfinished; the same deal opened afresh is practice, and the page says so.
    d.tap("btn:menu");
    d.tap("menu:leave");
    page.notes.clear();
    REQUIRE(d.shell.open_route("#daily-cucu"));
    d.frame();
    if (d.screen() == "ask") d.tap("ask:new");
    REQUIRE(d.screen() == "play");
    CHECK_FALSE(d.shell.match()->config().counts);
    REQUIRE_FALSE(page.notes.empty());
    CHECK(page.notes.front().first.find("practice") != std::string::npos);
    d.frame();
    INFO(page.slots.at("cucu"));
    CHECK(page.slots.at("cucu").find("\"counts\":false") != std::string::npos);
  }
  // Resumed from the autosave in another visit: still practice.
  TableDriver e;
  e.shell.attach_page(&page);
  e.frame();
  e.tap("continue:cucu");
  REQUIRE(e.screen() == "play");
  CHECK(cardavia::app::daily_of(*e.shell.match()) == std::optional<std::string>(today));
  CHECK_FALSE(e.shell.match()->config().counts);
  // An exported save leaves the person's bookkeeping out.
  CHECK(e.shell.current_record().find("\"counts\"") == std::string::npos);
}

TEST_CASE("daily: a finished daily shares its spoiler-free line, in the table's language") {
  // The day's match less its last move, at the table; the last move is a computer's (the days are
  // tried in turn until one ends so), which plays it as the record says.
  for (int day = 1; day <= 28; ++day) {
    const std::string date = "2026-11-" + std::string(day < 10 ? "0" : "") + std::to_string(day);
    const cardavia::MatchRecord whole = played_daily("chkobba", date);
    cardavia::MatchRecord almost = whole;
    almost.match.actions.pop_back();
    TableDriver d;
    REQUIRE(d.shell.load(cardavia::write_save(almost)).value() == "play");
    if (!d.shell.match()->bot_to_move()) continue;
    d.until([&] { return d.shell.match()->over(); }, "the last move");
    const auto share = d.shell.share();
    REQUIRE(share);
    INFO(share->text);
    CHECK(share->text.rfind("Cardavia · Chkobba daily " + date + " · ", 0) == 0);
    const bool won = d.shell.match()->winners() == std::vector<int>{0};
    CHECK(share->text.find(won ? "1st of 2" : "2nd of 2") != std::string::npos);
    CHECK(share->text.find(std::to_string(d.shell.match()->rounds().size()) + " rounds") != std::string::npos);
    CHECK(share->text.find("points") != std::string::npos);
    CHECK(share->link.rfind("#r=", 0) == 0);  // after the end, the replay link
    d.shell.settings().lang = "fr";
    d.frame();
    CHECK(d.shell.share()->text.find("donne du jour " + date) != std::string::npos);
    return;
  }
  FAIL("no day of November 2026 ends on a computer's move");
}
