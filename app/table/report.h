// Cardavia — what one drawn frame showed, for the page (web/table_page.cpp hands it to the browser
// tests and, next, to the accessibility layer) and for the native tests (tests/app/).
#pragma once

#include <string>
#include <vector>

#include "app/table/widgets.h"

namespace cardavia::app::table {

struct ScreenReport {
  // start, setup, play, menu, reveal (a round's end), over; `replay` is reserved for the replay
  // viewer (issue 14). See docs/table.md.
  const char* screen = "start";
  std::string prompt;
  std::vector<Target> targets;  // the enabled ones, in drawing order
  // The hand cards drawn face up ("own:1", "seat:2:0"), those of them marked by the memory aid,
  // and the settings in effect ("speed=fast aid=on reduced=off").
  std::vector<std::string> faces;
  std::vector<std::string> marks;
  std::string settings;
  std::string motion;            // cards in the air this frame: "travel", "fade" or ""
  std::vector<std::string> notes;  // the action bar's notes: what its buttons mean (game_view.h)
  std::vector<std::string> log;  // the log of the round in progress, in words, oldest first
};

}  // namespace cardavia::app::table
