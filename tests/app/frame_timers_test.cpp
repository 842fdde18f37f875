// Cardavia — a table that only waits draws nothing (app/table/match_table.h, wake_at): a
// computer's pause before its move is a timer the page's loop wakes for once, not a run of
// identical frames (web/main.cpp).
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "tests/app/cabo_play.h"
#include "tests/app/table_driver.h"

using app_test::TableDriver;

TEST_CASE("A computer's pause draws no frame until it runs out, then the computer moves") {
  TableDriver d;
  CHECK(std::isinf(d.shell.wake_at()));  // the start screen waits on nothing
  app_test::start_cabo(d, 2, "12", "normal", "normal");

  // The human looks at two cards, then draws and discards, until a computer waits for its move
  // with nothing moving on the table.
  bool waiting = false;
  for (int step = 0; step < 400 && !waiting; ++step) {
    const std::string& prompt = d.report().prompt;
    if (prompt.rfind("Choose two", 0) == 0 && d.has("own:0")) {
      d.tap("own:0");
    } else if (prompt.rfind("Choose one more", 0) == 0 && d.has("own:2")) {
      d.tap("own:2");
    } else if (d.has("btn:discard")) {
      d.tap("btn:discard");
    } else if (d.has("btn:draw")) {
      d.tap("btn:draw");
    } else if (!d.shell.wants_frames() && std::isfinite(d.shell.wake_at())) {
      waiting = true;
    } else {
      d.frame();
    }
  }
  REQUIRE(waiting);
  CHECK(d.report().prompt.find("thinking") != std::string::npos);
  const double wake = d.shell.wake_at();
  CHECK(wake > ImGui::GetTime());
  CHECK(wake <= ImGui::GetTime() + 0.6 + 1e-6);  // at most the Normal speed's pause

  // Frames drawn meanwhile (the page draws none) show the same table and ask for no more.
  const std::size_t said = d.report().log.size();
  while (ImGui::GetTime() + 0.05 < wake) {
    d.frame();
    CHECK(d.report().log.size() == said);
    CHECK_FALSE(d.shell.wants_frames());
    CHECK(d.shell.wake_at() == wake);
  }
  // The frame after it runs out: the computer moves (its card flies: frames again).
  d.frame();
  d.frame();
  CHECK(d.report().log.size() > said);
}
