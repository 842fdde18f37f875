// Cardavia — the Chkobba table driven natively through the same screen code as the site: whole
// matches (two players, and two partnerships) by target ids — the intents a tap makes — the cut,
// the capture choice (only legal groups offered, narrowing, confirming), the log's and the
// deal-end sheet's words, the match's end per side.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <regex>

#include "core/chkobba/chkobba_observation.h"
#include "tests/app/chart_check.h"
#include "tests/app/table_driver.h"

using app_test::TableDriver;
using cardavia::app::table::ScreenReport;

namespace {

bool starts_with(const std::string& text, const std::string& start) {
  return text.rfind(start, 0) == 0;
}

bool any_line(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(part) != std::string::npos; });
}

// Words, not keys, and every target on the screen (tests/app/table_driver.h).
void check_words(const ScreenReport& r, ImVec2 display) {
  app_test::check_words(r, "chkobba.", display);
  for (const std::string& line : r.log) CHECK(line.find("game.") == std::string::npos);
}

std::vector<std::string> ids_starting(const ScreenReport& r, const std::string& start) {
  std::vector<std::string> out;
  for (const auto& t : r.targets)
    if (starts_with(t.id, start)) out.push_back(t.id);
  return out;
}

// The new-match sheet: Chkobba, `players`, `level`, instant, the seed typed in; Start.
void start(TableDriver& d, int players, const char* level, const char* seed) {
  REQUIRE(d.shell.open_route("#chkobba"));
  d.frame();
  REQUIRE(d.screen() == "setup");
  CHECK(d.has("setup:game:chkobba"));
  d.tap("setup:players:" + std::to_string(players));
  d.tap(std::string("setup:level:") + level);
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", seed));  // as the page's <input> sends it
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
}

struct MatchStats {
  int deals = 0;
  int cuts = 0;
  int choices = 0;      // the capture choice opened
  int narrowed = 0;     // a tap on a table card narrowed it without settling
  int plays = 0;
  bool chkobba_said = false;
  bool sweep_said = false;
};

// The human's plan: keep the cut card on odd deals, table it on even ones; play the first hand
// card; in a choice, tap the first offered table card until one group is left, then confirm by
// tapping one of its cards (or "Take", alternately).
void play_to_the_end(TableDriver& d, MatchStats& stats) {
  for (int step = 0; step < 20000 && d.screen() != "over"; ++step) {
    const ScreenReport& r = d.report();
    check_words(r, ImGui::GetIO().DisplaySize);
    if (d.screen() == "reveal") {
      ++stats.deals;
      app_test::check_chart(d, 21);
      // The deal's end sheet per side and category (its words: tests/app/chkobba_words_test.cpp).
      if (d.has("btn:result")) {
        d.tap("btn:result");
      } else {
        d.tap("btn:next_round");
      }
      continue;
    }
    if (d.has("btn:keep")) {
      CHECK(starts_with(r.prompt, "You cut the "));
      CHECK(d.has("btn:table"));
      ++stats.cuts;
      d.tap(stats.cuts % 2 ? "btn:keep" : "btn:table");
      continue;
    }
    if (d.has("btn:cancel")) {  // a capture choice is open
      const std::vector<std::string> offered = ids_starting(r, "table:");
      REQUIRE_FALSE(offered.empty());
      if (d.has("btn:confirm")) {
        CHECK(starts_with(r.prompt, "Take "));
        ++stats.plays;
        d.tap(stats.plays % 2 ? "btn:confirm" : offered.front());
      } else {
        CHECK(r.prompt.find("can take") != std::string::npos);
        // A card not yet chosen (a chosen one would be unchosen: "Unchoose the …").
        const auto pick = std::find_if(r.targets.begin(), r.targets.end(), [](const auto& t) {
          return starts_with(t.id, "table:") && starts_with(t.label, "Choose the ");
        });
        REQUIRE(pick != r.targets.end());
        d.tap(pick->id);
        if (!d.has("btn:confirm") && d.has("btn:cancel")) ++stats.narrowed;
      }
      continue;
    }
    if (d.has("own:0")) {
      CHECK(starts_with(r.prompt, "Your turn"));
      const std::size_t log_size = r.log.size();
      d.tap("own:0");
      if (d.has("btn:cancel")) {
        ++stats.choices;
      } else {
        ++stats.plays;
        // (At instant speed the computers may move in the same frame, after it.)
        REQUIRE(d.report().log.size() > log_size);
        CHECK(starts_with(d.report().log[log_size], "You played the "));
      }
      continue;
    }
    if (any_line(r.log, "chkobba!")) stats.chkobba_said = true;
    if (any_line(r.log, "captured last")) stats.sweep_said = true;
    d.frame();
  }
  INFO("prompt: " << d.report().prompt << ", deals " << stats.deals << ", plays " << stats.plays);
  std::string seen;
  for (const auto& t : d.report().targets) seen += t.id + " ";
  for (const auto& l : d.report().log) seen += "\n" + l;
  INFO(seen);
  REQUIRE(d.screen() == "over");
  app_test::check_chart(d, 21);
}

}  // namespace

TEST_CASE("A whole two-player Chkobba match through target ids") {
  TableDriver d;
  REQUIRE(d.has("tile:chkobba"));
  start(d, 2, "easy", "7");
  d.until([&] { return !d.report().log.empty(); }, "the deal's first line");
  CHECK(starts_with(d.report().log.front(), "Deal 1: "));
  MatchStats stats;
  play_to_the_end(d, stats);
  CHECK(stats.deals >= 1);
  CHECK(stats.cuts >= 1);
  CHECK(stats.plays > 10);
  CHECK(d.report().prompt == "The match is over.");
  CHECK(d.has("btn:play_again"));
  CHECK(d.shell.match()->over());
  // The winners are a side; the score table has a column per side.
  const std::vector<int> winners = d.shell.match()->winners();
  REQUIRE(winners.size() == 1);
  d.tap("btn:play_again");
  CHECK(d.screen() == "play");
  CHECK(d.shell.match()->config().game == "chkobba");
  CHECK(d.shell.match()->config().players == 2);
}

TEST_CASE("A whole 2×2 Chkobba match through target ids: partners opposite, a side's words") {
  TableDriver d(ImVec2(1280, 800));
  start(d, 4, "easy", "3");
  MatchStats stats;
  play_to_the_end(d, stats);
  CHECK(stats.deals >= 1);
  CHECK(stats.plays > 10);
  CHECK(d.shell.match()->config().players == 4);
  CHECK(d.has("btn:leave"));
  d.tap("btn:leave");
  CHECK(d.screen() == "start");
}
