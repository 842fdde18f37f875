// Cardavia — the shell's screens (app/table/screen_id.h, app/shell/router.h): the router's
// transitions on their own, and, through the whole shell, that everything asking "which screen"
// gets one answer — the report's `screen` and the embed API's get-state both read
// TableShell::screen(), on every screen the product has.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "app/shell/router.h"
#include "app/table/games.h"
#include "page/page_options.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"

using cardavia::app::Router;
using cardavia::app::ScreenId;
using cardavia::app::screen_name;
using app_test::FakePage;
using app_test::TableDriver;
using nlohmann::json;

namespace {

std::unique_ptr<cardavia::session::MatchSession> a_match() {
  cardavia::session::MatchConfig c;
  c.game = "cabo";
  c.players = 2;
  c.seed = 5;
  return std::make_unique<cardavia::session::MatchSession>(c);
}

// The embed API's answer to get-state, as a host would read it.
std::string state_screen(TableDriver& d) {
  const json command = {{"target", "cardavia"}, {"version", 1}, {"id", "s"}, {"cmd", "get-state"},
                        {"args", json::object()}};
  const std::string reply = d.shell.command(command.dump());
  REQUIRE(!reply.empty());
  return json::parse(reply)["result"]["screen"].get<std::string>();
}

// A host's frame with Cabo's new-match sheet (`?embed=1&game=cabo&players=2`), drawn once.
void open_embedded_cabo(TableDriver& d, FakePage& page) {
  d.shell.attach_page(&page);
  d.shell.open_address(cardavia::page::parse_page_options("?embed=1&game=cabo&players=2", "",
                                                          cardavia::app::table::site_games()));
  d.frame();
}

}  // namespace

TEST_CASE("router: home is the start screen, or embedded the new-match sheet") {
  Router r;
  CHECK(r.at() == ScreenId::Start);
  r.set_embedded(true);
  CHECK(r.at() == ScreenId::NewMatch);  // a host's frame opens on its game's sheet
  r.settle(false);
  CHECK(r.at() == ScreenId::NewMatch);
  r.set_embedded(false);
  CHECK(r.at() == ScreenId::Start);
}

TEST_CASE("router: the question holds its match, and leaving the question drops it") {
  Router r;
  const unsigned before = r.changes();
  r.ask(a_match());
  CHECK(r.at() == ScreenId::Question);
  CHECK(r.asking() != nullptr);
  CHECK(r.changes() == before + 1);
  r.go(ScreenId::Start);
  CHECK(r.asking() == nullptr);  // it never began
  r.ask(a_match());
  std::unique_ptr<cardavia::session::MatchSession> taken = r.take_asked();
  CHECK(taken != nullptr);
  CHECK(r.asking() == nullptr);
  r.settle(true);
  CHECK(r.at() == ScreenId::Play);
}

TEST_CASE("router: the start screen's note on a tile shows and hides") {
  Router r;
  r.toggle_note("x");
  CHECK(r.noted_tile() == "x");
  r.toggle_note("x");
  CHECK(r.noted_tile().empty());
}

TEST_CASE("screens: the report names the shell's one current screen, on every screen of the site") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  auto agrees = [&d](const char* expected) {
    INFO("expected " << expected);
    CHECK(d.screen() == expected);
    CHECK(std::string(screen_name(d.shell.screen())) == expected);
  };
  agrees("start");
  d.tap("start:language");
  agrees("language");  // the embed API said "start" here before the router
  d.tap("lang:close");
  agrees("start");
  d.tap("tile:cabo");
  agrees("setup");
  d.tap("setup:back");
  agrees("start");
  d.tap("tile:cabo");
  d.tap("setup:start");
  agrees("play");
  d.tap("btn:menu");
  agrees("menu");
  d.tap("menu:leave");
  agrees("start");
  d.tap("start:stats");
  agrees("stats");
  d.tap("stats:back");
  agrees("start");
  d.tap("start:daily");
  agrees("daily");
  d.tap("daily:back");
  agrees("start");
  REQUIRE(d.shell.open_route("#cards"));
  d.frame();
  agrees("cards");
}

TEST_CASE("screens: embedded, the report and get-state give the same screen — setup, play, menu, ask, replay") {
  FakePage page;
  TableDriver d(ImVec2(390, 700));
  open_embedded_cabo(d, page);
  auto agrees = [&d](const char* expected) {
    INFO("expected " << expected);
    CHECK(d.screen() == expected);
    CHECK(state_screen(d) == expected);
  };
  agrees("setup");
  d.tap("setup:start");
  agrees("play");
  d.tap("btn:menu");
  agrees("menu");
  d.tap("menu:close");
  agrees("play");
  // Another match of Cabo over the one now saved: the question.
  const std::string saved = d.shell.current_record();
  d.tap("btn:menu");
  d.tap("menu:leave");
  agrees("setup");
  REQUIRE(page.slots.count("cabo") == 1);
  d.tap("setup:start");
  agrees("ask");
  d.tap("ask:continue");
  agrees("play");
  CHECK(d.shell.current_record() == saved);
  // A record opened at a step: the viewer, over the match; closed, the match again.
  REQUIRE(d.shell.load(saved, 0));
  d.frame();
  agrees("replay");
}

TEST_CASE("screens: a sheet's rows scroll as the keyboard's focus nears the fold, so Tab reaches every row") {
  TableDriver d(ImVec2(390, 640));
  d.frame();
  d.tap("tile:cabo");
  d.tap("setup:players:5");
  REQUIRE(d.screen() == "setup");
  // The seat rows run under the fold of a 640 px sheet: the last one is no target yet.
  REQUIRE_FALSE(d.has("setup:seat:4:you"));
  // The keyboard walks down the rows, as the page's Tab moves the focus through what is there.
  for (int step = 0; step < 60 && !d.has("setup:seat:4:you"); ++step) {
    // The lowest of the rows' targets and page controls (the sheet's own buttons aside).
    std::string lowest;
    float lowest_y = -1;
    const auto consider = [&](const std::string& id, float bottom) {
      if (id == "setup:back" || id == "setup:start" || bottom <= lowest_y) return;
      lowest_y = bottom;
      lowest = id;
    };
    for (const auto& t : d.report().targets) consider(t.id, t.box.max.y);
    for (const auto& c : d.report().controls) consider(c.id, c.box.max.y);
    d.shell.set_focus(lowest);
    d.frame();
    d.frame();
  }
  CHECK(d.has("setup:seat:4:you"));
  // And back up: focus on the first row brings the sheet's top into view again.
  d.shell.set_focus("setup:game:cabo");
  for (int i = 0; i < 30 && !d.has("setup:game:cabo"); ++i) {
    // The highest of the rows' targets and page controls: the focus walks up them.
    std::string highest;
    float highest_y = 1e9f;
    const auto consider = [&](const std::string& id, float top) {
      if (id == "setup:back" || id == "setup:start" || top >= highest_y) return;
      highest_y = top;
      highest = id;
    };
    for (const auto& t : d.report().targets) consider(t.id, t.box.min.y);
    for (const auto& c : d.report().controls) consider(c.id, c.box.min.y);
    d.shell.set_focus(highest);
    d.frame();
    d.frame();
  }
  CHECK(d.has("setup:game:cabo"));
}

TEST_CASE("screens: a gone screen's targets are refused — a tap queued before the screen changed does nothing") {
  FakePage page;
  TableDriver d;
  d.shell.attach_page(&page);
  d.frame();
  REQUIRE(d.screen() == "start");
  // A tap on Statistics is queued; before the next frame the page opens Cabo's sheet (a hash
  // change, a link): the start screen is gone, and its tap with it.
  REQUIRE(d.shell.act("start:stats"));
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  CHECK(d.screen() == "setup");
  // Nor may a target of the gone screen be queued until a frame of the new one is drawn.
  REQUIRE(d.shell.act("setup:start"));
  REQUIRE(d.shell.open_route("#cards"));
  CHECK_FALSE(d.shell.act("setup:back"));
  d.frame();
  CHECK(d.screen() == "cards");
}

TEST_CASE("screens: embedded, a match loaded to play while the viewer is open replaces the viewer, and its Leave works") {
  FakePage page;
  TableDriver d(ImVec2(390, 700));
  open_embedded_cabo(d, page);
  d.tap("setup:start");
  const std::string saved = d.shell.current_record();
  REQUIRE(d.shell.load(saved, 0));  // the record in the viewer, at its first step
  d.frame();
  REQUIRE(d.screen() == "replay");
  REQUIRE(d.shell.load(saved));  // the host's load: the match to play on
  d.frame();
  CHECK(d.screen() == "play");
  d.tap("btn:menu");
  d.tap("menu:leave");
  CHECK(d.screen() == "setup");  // before, Leave did nothing: the viewer kept the tick to itself
}
