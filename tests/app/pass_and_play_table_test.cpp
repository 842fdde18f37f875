// Cardavia — pass-and-play at the table, without a browser: the new-match sheet's seat rows make a
// match of two people, the cover rises before each person's turn with nothing of anybody's under
// it, and each person's view is theirs (the cards the last one looked at are not face up for the
// next). The browser's own test is tests/web/pass_and_play.test.mjs.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/table/report.h"
#include "table_driver.h"

using app_test::TableDriver;

namespace {

// Nothing of anybody's: Ready alone, no face, no log line, the person named.
void check_cover(const cardavia::app::table::ScreenReport& r) {
  REQUIRE(std::string(r.screen) == "cover");  // the report's screen is a C string
  REQUIRE(r.targets.size() == 1);
  CHECK(r.targets[0].id == "btn:ready");
  CHECK(r.faces.empty());
  CHECK(r.log.empty());
  CHECK(r.prompt.rfind("Pass to ", 0) == 0);
}

bool has_own_face(const cardavia::app::table::ScreenReport& r) {
  return std::any_of(r.faces.begin(), r.faces.end(),
                     [](const std::string& face) { return face.rfind("own:", 0) == 0; });
}

}  // namespace

TEST_CASE("Two people at one Cabo table: a cover before each one's look, each view its own",
          "[pass-and-play]") {
  TableDriver d;
  d.shell.open_route("#cabo");
  d.tap("setup:players:2");
  d.tap("setup:speed:instant");
  d.tap("setup:seat:1:friend");
  REQUIRE(d.type("setup:name:1", "Omar"));
  d.tap("setup:start");
  d.until([&] { return d.screen() == "cover"; }, "the first cover");
  check_cover(d.report());

  // Each person in turn: Ready, then the opening look at two cards; the next one's cover follows.
  std::vector<std::string> named;
  for (int person = 0; person < 2; ++person) {
    check_cover(d.report());
    named.push_back(d.report().prompt);
    d.tap("btn:ready");
    d.until([&] { return d.has("own:0"); }, "the person's look");
    CHECK_FALSE(has_own_face(d.report()));  // nobody's card face up before they look
    d.tap("own:0");
    d.tap("own:1");
    d.until([&] { return has_own_face(d.report()); }, "the looked-at cards shown");
    // The next move: the other person's (a cover), or — after the second look — perhaps the
    // same person's first turn.
    d.until([&] { return d.screen() == "cover" || (person == 1 && d.has("btn:draw")); },
            "the next person's cover");
  }
  CHECK(named[0] != named[1]);
  CHECK(std::find(named.begin(), named.end(), "Pass to Omar") != named.end());
}
