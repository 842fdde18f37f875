// Cardavia — the person's statistics (issue 32; app/shell/statistics.h), natively: the stored
// object read and written (versioned; what does not read is refused with a reason), a match's
// result added (streaks, the best score by the game's order, the daily counted once), and at the
// table: a match that ends here counts — resumed from this browser's autosave — while a loaded
// one and a replay do not; the screen (`stats`) shows it, its Reset asks first, Back returns.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "app/shell/statistics.h"
#include "core/match_record.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::FakePage;
using app_test::TableDriver;
using cardavia::app::MatchResult;
using cardavia::app::ScoreOrder;
using cardavia::app::Statistics;

namespace {

std::string sample(const char* name) {
  return cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + name);
}

// The five-round Cabo sample less its last action (a computer's): one move from its end.
std::string almost_finished() {
  cardavia::MatchRecord record = cardavia::read_save(sample("cabo_3p_hard_five_rounds.json")).value();
  record.match.actions.pop_back();
  return cardavia::write_save(record);
}

}  // namespace

TEST_CASE("statistics: stored and read again, and what does not read is refused with a reason") {
  Statistics s;
  cardavia::app::add_result(s, MatchResult{"cabo", "normal", true, 12, "2026-12-01"}, ScoreOrder::LowerWins);
  cardavia::app::add_result(s, MatchResult{"cucu", "daily", false, std::nullopt, "2026-12-02"}, ScoreOrder::None);
  const std::string text = cardavia::app::statistics_to_json(s);
  CHECK(cardavia::app::statistics_from_json(text).value() == s);
  CHECK(cardavia::app::statistics_from_json("").value() == Statistics{});
  for (const char* bad : {"not json", "[]", "{}", R"({"version": 2})",
                          R"({"version": 1, "games": {"cabo": {"normal": {"played": 1, "won": 2}}}})",
                          R"({"version": 1, "games": {"cabo": {"normal": {"played": -1}}}})",
                          R"({"version": 1, "daily": {"cabo": "yesterday"}})"}) {
    INFO(bad);
    CHECK_FALSE(cardavia::app::statistics_from_json(bad).ok());
  }
}

TEST_CASE("statistics: streaks, the best score by the game's order, the average, the last day") {
  Statistics s;
  const auto add = [&s](bool won, int score, const char* day, ScoreOrder order) {
    cardavia::app::add_result(s, MatchResult{"g", "hard", won, score, day}, order);
  };
  add(true, 30, "2026-11-01", ScoreOrder::LowerWins);
  add(true, 12, "2026-11-03", ScoreOrder::LowerWins);
  add(false, 50, "2026-11-02", ScoreOrder::LowerWins);
  add(true, 20, "2026-11-04", ScoreOrder::LowerWins);
  const cardavia::app::Tally& t = s.games["g"]["hard"];
  CHECK(t.played == 4);
  CHECK(t.won == 3);
  CHECK(t.streak == 1);
  CHECK(t.best_streak == 2);
  CHECK(t.best_score == 12);  // lowest wins
  CHECK(t.score_sum == 112);
  CHECK(t.last_played == "2026-11-04");
  Statistics h;
  cardavia::app::add_result(h, MatchResult{"g", "easy", false, 9, "2026-11-01"}, ScoreOrder::HigherWins);
  cardavia::app::add_result(h, MatchResult{"g", "easy", false, 21, "2026-11-01"}, ScoreOrder::HigherWins);
  CHECK(h.games["g"]["easy"].best_score == 21);  // highest wins
  cardavia::app::add_result(h, MatchResult{"g", "daily", true, 3, "2026-11-05"}, ScoreOrder::HigherWins);
  CHECK(h.daily_counted["g"] == "2026-11-05");
}

TEST_CASE("statistics: a match that ends here counts once — a loaded one and a replay do not") {
  FakePage page;
  page.slots["cabo"] = almost_finished();  // this browser's autosave of a match played here
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  d.tap("continue:cabo");
  d.until([&] { return d.shell.match()->over(); }, "the last move");
  d.frame();
  d.shell.autosave();  // the page hidden afterwards: still counted once
  Statistics stats = cardavia::app::statistics_from_json(page.stats).value();
  const cardavia::app::Tally hard = stats.games["cabo"]["hard"];
  CHECK(hard.played == 1);
  CHECK(hard.won == (d.shell.match()->winners() == std::vector<int>{0} ? 1 : 0));
  CHECK(hard.best_score.has_value());  // Cabo keeps a score
  CHECK(hard.last_played.size() == 10);

  // The same match loaded from its save (not played here), and watched in the viewer: no count.
  FakePage other;
  TableDriver e;
  e.shell.attach_page(&other);
  REQUIRE(e.shell.load(almost_finished()).value() == "play");
  e.until([&] { return e.shell.match()->over(); }, "the last move");
  e.frame();
  REQUIRE(e.shell.load(sample("cabo_3p_hard_five_rounds.json")).value() == "replay");
  e.frame();
  CHECK(other.stats.empty());
}

TEST_CASE("statistics: the screen shows each game, Reset asks first, Back returns to the start") {
  FakePage page;
  Statistics s;
  cardavia::app::add_result(s, MatchResult{"cabo", "normal", true, 12, "2026-12-01"}, ScoreOrder::LowerWins);
  cardavia::app::add_result(s, MatchResult{"chkobba", "easy", false, 14, "2026-12-01"}, ScoreOrder::HigherWins);
  page.stats = cardavia::app::statistics_to_json(s);
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#stats"));
  d.frame();
  CHECK(d.screen() == "stats");
  CHECK(d.has("stats:reset:cabo"));
  CHECK(d.has("stats:reset:chkobba"));
  CHECK_FALSE(d.has("stats:reset:cucu"));  // nothing to reset
  CHECK(d.report().overflows.empty());
  d.tap("stats:reset:cabo");
  CHECK(d.has("stats:reset_yes"));
  CHECK_FALSE(d.has("stats:back"));  // the question first
  d.tap("stats:reset_no");
  CHECK(cardavia::app::statistics_from_json(page.stats).value() == s);  // kept
  d.tap("stats:reset:cabo");
  d.tap("stats:reset_yes");
  const Statistics after = cardavia::app::statistics_from_json(page.stats).value();
  CHECK(after.games.count("cabo") == 0);
  CHECK(after.games.count("chkobba") == 1);
  CHECK_FALSE(d.has("stats:reset:cabo"));
  d.tap("stats:back");
  CHECK(d.screen() == "start");
}

TEST_CASE("statistics: a stored object that does not read is kept aside, the person told, counting starts again") {
  FakePage page;
  page.stats = "{\"version\": 1, \"games\": 7}";
  page.slots["cabo"] = almost_finished();
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  d.tap("continue:cabo");
  d.until([&] { return d.shell.match()->over(); }, "the last move");
  d.frame();
  CHECK(page.aside["stats"] == "{\"version\": 1, \"games\": 7}");
  REQUIRE(!page.notes.empty());
  CHECK(page.notes.back().first.find("statistics") != std::string::npos);
  CHECK(cardavia::app::statistics_from_json(page.stats).value().games["cabo"]["hard"].played == 1);
}

TEST_CASE("statistics: a day's daily counts once — opened again that day it is practice, and said so") {
  FakePage page;
  Statistics s;
  cardavia::app::add_result(s, MatchResult{"cucu", "daily", true, std::nullopt, "2026-12-01"}, ScoreOrder::None);
  page.stats = cardavia::app::statistics_to_json(s);
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#daily-cucu/2026-12-01"));
  d.frame();
  REQUIRE(d.shell.match() != nullptr);
  CHECK_FALSE(d.shell.match()->config().counts);
  REQUIRE(!page.notes.empty());
  CHECK(page.notes.back().first.find("practice") != std::string::npos);
  // Another day's daily counts.
  FakePage fresh;
  fresh.stats = page.stats;
  TableDriver e;
  e.shell.attach_page(&fresh);
  REQUIRE(e.shell.open_route("#daily-cucu/2026-12-02"));
  e.frame();
  REQUIRE(e.shell.match() != nullptr);
  CHECK(e.shell.match()->config().counts);
}

TEST_CASE("statistics: the match-end sheet opens them, and Back returns to the sheet") {
  FakePage page;
  page.slots["cabo"] = almost_finished();
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  d.tap("continue:cabo");
  d.until([&] { return d.has("btn:result"); }, "the match's last round shown");
  d.tap("btn:result");
  REQUIRE(d.screen() == "over");
  CHECK(d.report().overflows.empty());
  d.tap("btn:stats");
  CHECK(d.screen() == "stats");
  CHECK(d.has("stats:reset:cabo"));  // the match just counted
  d.tap("stats:back");
  CHECK(d.screen() == "over");
}

TEST_CASE("statistics: merged by the longer history per game and kind, the later daily day — never summed") {
  Statistics mine;
  mine.games["cabo"]["hard"].played = 5;
  mine.games["cabo"]["hard"].won = 2;
  mine.games["cabo"]["easy"].played = 1;
  mine.daily_counted["cabo"] = "2026-12-01";
  Statistics theirs;
  theirs.games["cabo"]["hard"].played = 3;  // shorter: mine stays
  theirs.games["cabo"]["easy"].played = 4;  // longer: theirs
  theirs.games["cabo"]["easy"].won = 4;
  theirs.games["cucu"]["normal"].played = 2;  // new: added
  theirs.daily_counted["cabo"] = "2026-12-02";
  Statistics merged = mine;
  cardavia::app::merge_statistics(merged, theirs);
  CHECK(merged.games["cabo"]["hard"] == mine.games["cabo"]["hard"]);
  CHECK(merged.games["cabo"]["easy"] == theirs.games["cabo"]["easy"]);
  CHECK(merged.games["cucu"]["normal"].played == 2);
  CHECK(merged.daily_counted["cabo"] == "2026-12-02");
  // Merging the same again (a file exported here, imported back) changes nothing.
  Statistics again = merged;
  cardavia::app::merge_statistics(again, merged);
  CHECK(again == merged);
}

TEST_CASE("statistics: exported with the save file, and imported with it into another browser — a bad one refused, nothing changed") {
  FakePage page;
  page.stats = R"({"version":1,"games":{"cabo":{"hard":{"played":7,"won":3,"streak":1,"best_streak":2}}},"daily":{}})";
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.load(almost_finished()).value() == "play");
  d.frame();
  const nlohmann::json file = nlohmann::json::parse(d.shell.export_file());
  CHECK(file["format"] == "cardavia-save");
  CHECK(file["statistics"]["games"]["cabo"]["hard"]["played"] == 7);
  // The record itself (tableRecord, the host's get-state) does not carry them.
  CHECK(d.shell.current_record().find("statistics") == std::string::npos);
  // It is still a save file: `cardavia play` and read_save take it.
  CHECK(cardavia::read_save(file.dump()));

  // Another browser, with statistics of its own: merged, and the person told.
  FakePage other;
  other.stats = R"({"version":1,"games":{"chkobba":{"easy":{"played":1,"won":1,"streak":1,"best_streak":1}}},"daily":{}})";
  TableDriver e;
  e.shell.attach_page(&other);
  REQUIRE(e.shell.load(file.dump()));  // at the table, or in the viewer once the match ended
  Statistics stats = cardavia::app::statistics_from_json(other.stats).value();
  CHECK(stats.games["cabo"]["hard"].played == 7);
  CHECK(stats.games["chkobba"]["easy"].played == 1);
  REQUIRE_FALSE(other.notes.empty());
  CHECK(other.notes.back().first.find("merged") != std::string::npos);

  // A file whose statistics do not read: refused whole, with the reason; nothing changes.
  nlohmann::json bad = file;
  bad["statistics"]["version"] = 99;
  FakePage third;
  third.stats = other.stats;
  TableDriver f;
  f.shell.attach_page(&third);
  const auto refused = f.shell.load(bad.dump());
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("statistics") != std::string::npos);
  CHECK(third.stats == other.stats);
  CHECK(f.shell.match() == nullptr);
}

TEST_CASE("statistics: each game's last 20 matches kept for the chart, stored, merged, reset") {
  Statistics s;
  for (int i = 0; i < 25; ++i) {
    MatchResult r{"cabo", i % 2 ? "hard" : "daily", i % 3 == 0, i, "2026-12-01"};
    r.total = i;
    cardavia::app::add_result(s, r, ScoreOrder::LowerWins);
  }
  // Bounded, oldest dropped first, every kind in one list.
  const std::vector<cardavia::app::RecentMatch>& recent = s.recent.at("cabo");
  REQUIRE(recent.size() == cardavia::app::kRecentKept);
  CHECK(recent.front() == cardavia::app::RecentMatch{5, false});
  CHECK(recent.back() == cardavia::app::RecentMatch{24, true});
  // Stored and read again; statistics stored before the list read with none.
  CHECK(cardavia::app::statistics_from_json(cardavia::app::statistics_to_json(s)).value() == s);
  const auto old = cardavia::app::statistics_from_json(
      R"({"version":1,"games":{"cabo":{"hard":{"played":7,"won":3,"streak":1,"best_streak":2}}},"daily":{}})");
  REQUIRE(old.ok());
  CHECK(old.value().recent.empty());
  CHECK(old.value().games.at("cabo").at("hard").played == 7);
  for (const char* bad : {R"({"version": 1, "recent": []})", R"({"version": 1, "recent": {"cabo": [[1]]}})",
                          R"({"version": 1, "recent": {"cabo": [["1", 0]]}})"}) {
    INFO(bad);
    CHECK_FALSE(cardavia::app::statistics_from_json(bad).ok());
  }
  // Merged: the longer list of the two.
  Statistics mine;
  cardavia::app::add_result(mine, MatchResult{"cabo", "hard", true, 3, "2026-12-02", 3}, ScoreOrder::LowerWins);
  cardavia::app::merge_statistics(mine, s);
  CHECK(mine.recent.at("cabo") == s.recent.at("cabo"));
}

TEST_CASE("statistics: the screen charts each game's last matches, and reports them") {
  FakePage page;
  Statistics s;
  cardavia::app::add_result(s, MatchResult{"cabo", "normal", true, 12, "2026-12-01", 12}, ScoreOrder::LowerWins);
  cardavia::app::add_result(s, MatchResult{"cabo", "normal", false, 104, "2026-12-01", 104}, ScoreOrder::LowerWins);
  cardavia::app::add_result(s, MatchResult{"cucu", "easy", true, std::nullopt, "2026-12-01", 2}, ScoreOrder::None);
  page.stats = cardavia::app::statistics_to_json(s);
  TableDriver d;
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#stats"));
  d.frame();
  REQUIRE(d.report().chart);
  const cardavia::app::table::ChartReport& chart = *d.report().chart;
  CHECK(chart.games == std::vector<std::string>{"cabo", "cucu"});
  CHECK(chart.names == std::vector<std::string>{"Cabo", "Cucù"});
  CHECK(chart.points == std::vector<std::vector<int>>{{12, 104}, {2}});
  CHECK(chart.won == std::vector<std::vector<int>>{{1, 0}, {1}});
  CHECK(chart.seats.empty());
  CHECK(d.report().overflows.empty());
  // Reset forgets the game's list too.
  d.tap("stats:reset:cabo");
  d.tap("stats:reset_yes");
  CHECK(cardavia::app::statistics_from_json(page.stats).value().recent.count("cabo") == 0);
}

TEST_CASE("statistics: a match with take-backs counts apart, in no win rate — stored statistics of before read as ever") {
  // Stored before take-backs existed: read as they were.
  const char* before = R"({"version": 1, "games": {"cabo": {"normal": {"played": 2, "won": 1, "streak": 0,
      "best_streak": 1, "best_score": 8, "score_sum": 30, "last_played": "2026-11-30"}}}, "daily": {}})";
  cardavia::Result<Statistics> read = cardavia::app::statistics_from_json(before);
  REQUIRE(read.ok());
  Statistics s = read.value();
  const cardavia::app::Tally normal = s.games["cabo"]["normal"];
  // Two matches with take-backs, won or not: counted under their own kind, no win, streak or score.
  for (const bool won : {true, false}) {
    cardavia::app::add_result(s, MatchResult{"cabo", cardavia::app::kTakeBacksKind, won, 3, "2026-12-01"},
                              ScoreOrder::LowerWins);
  }
  const cardavia::app::Tally apart = s.games["cabo"][cardavia::app::kTakeBacksKind];
  CHECK(apart.played == 2);
  CHECK(apart.won == 0);
  CHECK(apart.best_streak == 0);
  CHECK_FALSE(apart.best_score.has_value());
  CHECK(apart.last_played == "2026-12-01");
  CHECK(s.games["cabo"]["normal"] == normal);
  CHECK(cardavia::app::statistics_from_json(cardavia::app::statistics_to_json(s)).value() == s);

  // A finished match whose record took its last move back once is of that kind.
  const std::string text =
      cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/chkobba_2p_normal.json");
  cardavia::MatchRecord record = cardavia::read_save(text).value();
  const int last = static_cast<int>(record.match.actions.size()) - 1;
  record.undone = {cardavia::TakeBack{last, {record.match.actions.back()}}};
  auto match = cardavia::session::MatchSession::from_record(record);
  REQUIRE(match.ok());
  REQUIRE(match.value()->over());
  CHECK(cardavia::app::result_of(*match.value(), std::nullopt, ScoreOrder::HigherWins, "2026-12-02").kind ==
        cardavia::app::kTakeBacksKind);

  // The screen shows the kind, and everything fits.
  FakePage page;
  page.stats = cardavia::app::statistics_to_json(s);
  TableDriver d(ImVec2(320, 568));
  d.shell.attach_page(&page);
  REQUIRE(d.shell.open_route("#stats"));
  d.frame();
  CHECK(d.screen() == "stats");
  CHECK(d.report().overflows.empty());
}
