// Cardavia — playing Cabo's human seat in the native table tests (tests/app/): a new match from
// the new-match sheet, and a round played to its end by target ids. Shared by the suites that
// need a match running (cabo_table_test.cpp, safe_area_test.cpp, frame_timers_test.cpp).
#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "tests/app/table_driver.h"

namespace app_test {

// The new-match sheet: `players`, the level and speed (Easy, instant unless given), the seed typed
// in; Start.
inline void start_cabo(TableDriver& d, int players, const char* seed, const char* level = "easy",
                       const char* speed = "instant") {
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  REQUIRE(d.screen() == "setup");
  d.tap("setup:players:" + std::to_string(players));
  d.tap(std::string("setup:level:") + level);
  d.tap(std::string("setup:speed:") + speed);
  REQUIRE(d.shell.set_text("setup:seed", seed));  // as the page's <input> sends it
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
}

// Plays the human's seat to the end of the round: looks at cards 1 and 3, calls Cabo at the
// first turn when nobody has, else draws and discards. `each_frame` sees the report before every
// step. Returns at the round-end sheet.
inline void play_cabo_round(
    TableDriver& d,
    const std::function<void(const cardavia::app::table::ScreenReport&)>& each_frame) {
  for (int step = 0; step < 2000 && d.screen() != "reveal"; ++step) {
    each_frame(d.report());
    const std::string& prompt = d.report().prompt;
    if (prompt.rfind("Choose two", 0) == 0 && d.has("own:0"))
      d.tap("own:0");
    else if (prompt.rfind("Choose one more", 0) == 0 && d.has("own:2"))
      d.tap("own:2");
    else if (d.has("btn:cabo"))
      d.tap("btn:cabo");
    else if (d.has("btn:draw"))
      d.tap("btn:draw");
    else if (d.has("btn:discard"))
      d.tap("btn:discard");
    else if (d.has("own:0") && prompt.rfind("Swap", 0) == 0)
      d.tap("own:0");
    else
      d.frame();
  }
  REQUIRE(d.screen() == "reveal");
}

}  // namespace app_test
