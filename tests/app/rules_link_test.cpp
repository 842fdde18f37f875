// Cardavia — the ☰ menu's Rules (menu:rules): it asks the page to open the rules page of the game
// in play, in the table's language (<lang>/<game>/ of the site, a new tab in the browser:
// web/page_services.cpp), closes the menu, and leaves the match as it was — the same session, the
// same moves, the play screen. Its words name the game in the table's language.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/i18n.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"

using app_test::FakePage;
using app_test::TableDriver;

TEST_CASE("The menu's Rules opens the game's rules page in the table's language — the match stays") {
  for (const char* game : {"cabo", "chkobba", "cucu"}) {
    for (const char* lang : {"ru", "fr", "en"}) {
      INFO(game << " in " << lang);
      TableDriver d;
      FakePage page;
      d.shell.attach_page(&page);
      d.shell.settings().lang = lang;
      d.shell.open_route(std::string("#") + game);
      d.tap("setup:start");
      d.until([&] { return d.screen() == "play" && d.has("btn:menu"); }, "the match");
      const cardavia::session::MatchSession* match = d.shell.match();
      REQUIRE(match != nullptr);
      const std::size_t moves = match->history().size();
      d.tap("btn:menu");
      REQUIRE(d.screen() == "menu");
      REQUIRE(d.has("menu:rules"));
      const std::string name =
          cardavia::app::tr_in(lang, (std::string("game.") + game + ".name").c_str());
      const std::string label =
          cardavia::app::table::find_target(d.report().targets, "menu:rules")->label;
      CHECK(label.find(name) != std::string::npos);
      CHECK(page.rules_opened.empty());
      d.tap("menu:rules");
      CHECK(page.rules_opened == std::vector<std::string>{std::string(lang) + "/" + game + "/"});
      // The match is the same one, where it was; the menu closed over it.
      CHECK(d.shell.match() == match);
      CHECK(d.shell.match()->history().size() >= moves);
      CHECK(d.screen() == "play");
      d.frame();
      CHECK(page.rules_opened.size() == 1);  // once per tap
    }
  }
}
