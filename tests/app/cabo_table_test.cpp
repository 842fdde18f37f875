// Cardavia — the Cabo table driven natively through the same screen code as the site: a whole
// match by target ids (the intents a tap makes), the log's words, the settings surviving "Play
// again", act() refusing what is not an enabled target, and every target's label and box.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "tests/app/cabo_play.h"
#include "tests/app/chart_check.h"
#include "tests/app/table_driver.h"

using app_test::TableDriver;
using app_test::check_words;
using cardavia::app::table::ScreenReport;
using cardavia::app::table::Speed;

namespace {

bool contains(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

void start(TableDriver& d, int players, const char* seed) {
  app_test::start_cabo(d, players, seed);
}
void play_round(TableDriver& d) {
  app_test::play_cabo_round(d, [](const ScreenReport& r) { check_words(r, "cabo."); });
}

}  // namespace

TEST_CASE("A whole Cabo match through target ids: words, the round's ends, the match's end") {
  TableDriver d;
  REQUIRE(d.screen() == "start");
  REQUIRE(d.has("tile:cabo"));
  CHECK(d.has("tile:chkobba"));
  start(d, 3, "12");
  // The deal's line, then the look.
  d.until([&] { return d.has("own:0"); }, "the look");
  REQUIRE_FALSE(d.report().log.empty());
  CHECK(d.report().log.front().rfind("Round 1: ", 0) == 0);
  CHECK(d.report().prompt == "Choose two of your cards to look at");
  d.tap("own:0");
  CHECK(d.report().prompt == "Choose one more card to look at");
  d.tap("own:2");
  CHECK(contains(d.report().log, "You looked at your cards 1 and 3."));
  // Shown for a moment, then face down again.
  CHECK(std::set<std::string>(d.report().faces.begin(), d.report().faces.end()) ==
        std::set<std::string>{"own:0", "own:2"});
  d.until([&] { return d.report().faces.empty() && d.has("btn:draw"); }, "the first turn");
  // A draw names the card drawn; its discard goes to the log in the same words.
  d.tap("btn:draw");
  REQUIRE(d.has("btn:discard"));
  const std::string drawn = d.report().log.back();
  CHECK(drawn.rfind("You drew the ", 0) == 0);
  d.tap("btn:discard");
  const std::string card = drawn.substr(13, drawn.size() - 14);  // "You drew the 7♦." → "7♦"
  CHECK(contains(d.report().log, "You discarded the " + card + "."));

  int rounds = 0;
  while (d.screen() != "over") {
    play_round(d);
    ++rounds;
    REQUIRE(rounds < 40);
    check_words(d.report(), "cabo.");
    app_test::check_chart(d, 100);
    if (d.has("btn:result")) {
      d.tap("btn:result");
      break;
    }
    d.tap("btn:next_round");
    d.until([&] { return d.report().log.size() >= 1; }, "the next deal");
    CHECK(d.report().log.front().rfind("Round " + std::to_string(rounds + 1) + ": ", 0) == 0);
  }
  REQUIRE(d.screen() == "over");
  app_test::check_chart(d, 100);
  CHECK(d.report().prompt == "The match is over.");
  CHECK(d.has("btn:play_again"));
  CHECK(d.has("btn:leave"));
  CHECK(d.shell.match()->over());
  // Leave: back to the chooser, the match gone.
  d.tap("btn:leave");
  CHECK(d.screen() == "start");
  CHECK(d.shell.match() == nullptr);
}

TEST_CASE("Settings changed in the menu stay for the next match, and Play again takes a fresh seed") {
  TableDriver d;
  start(d, 2, "30");
  d.until([&] { return d.has("btn:menu") && d.has("own:0"); }, "the look");
  d.tap("btn:menu");
  REQUIRE(d.screen() == "menu");
  CHECK_FALSE(d.has("own:0"));  // the table is inert under the menu
  d.tap("menu:memory_aid");
  d.tap("menu:reduced_motion");
  CHECK(d.report().settings == "speed=instant aid=on reduced=on");
  d.tap("menu:close");
  CHECK(d.screen() == "play");
  CHECK(d.shell.settings().memory_aid);
  while (d.screen() != "over") {
    play_round(d);
    if (d.has("btn:result"))
      d.tap("btn:result");
    else
      d.tap("btn:next_round");
  }
  // The seed source's, never the finished match's seed + 1 (that one is public: the replay link).
  d.shell.set_seed_source([] { return std::uint64_t{9001}; });
  d.tap("btn:play_again");
  CHECK(d.screen() == "play");
  CHECK(d.shell.match()->config().seed == 9001);
  CHECK(d.shell.match()->rounds().empty());  // a new match
  CHECK(d.report().settings == "speed=instant aid=on reduced=on");
  CHECK(d.shell.settings().speed == Speed::Instant);
  // The memory aid at work in the new match: the cards looked at stay face up, marked.
  d.until([&] { return d.has("own:0"); }, "the look");
  d.tap("own:0");
  d.tap("own:2");
  // (Shown for a moment first, as always; then kept face up by the aid, with its mark.)
  d.until([&] { return d.report().marks.size() == 2; }, "the marks", 400);
  CHECK(std::set<std::string>(d.report().marks.begin(), d.report().marks.end()) ==
        std::set<std::string>{"own:0", "own:2"});
}

TEST_CASE(
    "act() queues only what an enabled target of the last frame would, and only between frames") {
  TableDriver d;
  CHECK_FALSE(d.shell.act("nope"));
  CHECK_FALSE(d.shell.act("btn:draw"));     // no match
  CHECK_FALSE(d.shell.act("setup:start"));  // the sheet is not open
  CHECK_FALSE(d.shell.act("tile:cabo:x"));
  start(d, 3, "5");
  d.until([&] { return d.has("own:0"); }, "the look");
  CHECK_FALSE(d.shell.act("btn:draw"));  // the look first
  CHECK_FALSE(d.shell.act("own:9"));
  // The intent waits for the tick: the frame shown does not change until the next one.
  REQUIRE(d.shell.act("own:1"));
  CHECK(d.report().prompt == "Choose two of your cards to look at");
  CHECK(d.shell.wants_frames());
  d.frame();
  CHECK(d.report().prompt == "Choose one more card to look at");
}

TEST_CASE("The setup sheet's rows come from the game registry") {
  TableDriver d;
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  for (int n = 2; n <= 5; ++n) CHECK(d.has("setup:players:" + std::to_string(n)));
  CHECK_FALSE(d.has("setup:players:6"));
  CHECK(d.has("setup:game:cabo"));
  CHECK(d.has("setup:game:chkobba"));
  CHECK(d.has("setup:game:cucu"));
  // Every game of the registry has a table now: its route opens its new-match sheet; a name that
  // is not a game's opens nothing.
  TableDriver other;
  REQUIRE(other.shell.open_route("#chkobba"));
  other.frame();
  CHECK(other.screen() == "setup");
  CHECK_FALSE(other.shell.open_route("#poker"));
  CHECK_FALSE(other.shell.open_route("cabo"));
  // Choosing a game keeps the player count when it fits, else takes the game's default.
  cardavia::app::table::NewMatch m;
  m.players = 5;
  m.choose_game("chkobba");
  CHECK(m.players == 2);
  m.players = 4;
  m.choose_game("chkobba");
  CHECK(m.players == 4);
  m.choose_game("cucu");
  CHECK(m.players == 4);
  m.choose_game("poker");
  CHECK(m.game == "cucu");
}

TEST_CASE("Every target of a 5-player table on a phone held sideways has words and a box") {
  TableDriver d(ImVec2(844, 390));
  start(d, 5, "9");
  d.until([&] { return d.has("own:0"); }, "the look");
  check_words(d.report(), "cabo.", ImVec2(844, 390));
  const auto& t = d.report().targets;
  const auto own = std::find_if(t.begin(), t.end(), [](const auto& x) { return x.id == "own:1"; });
  REQUIRE(own != t.end());
  CHECK(own->label == "Your card 2, face down");
  for (const auto& x : t) {
    INFO(x.id);
    CHECK(x.box.min.x >= 0);
    CHECK(x.box.min.y >= 0);
    CHECK(x.box.max.x <= 844.5f);
    CHECK(x.box.max.y <= 390.5f);
  }
}
