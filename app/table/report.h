// Cardavia — what one drawn frame showed, for the page (web/table_page.cpp hands it to the browser
// tests and, next, to the accessibility layer) and for the native tests (tests/app/).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/table/widgets.h"

namespace cardavia::app::table {

// Where a replay viewer stands (app/table/replay.h), when one is open.
struct ReplayReport {
  std::size_t step = 0;   // actions shown so far (0: the deal)
  std::size_t steps = 0;  // the record's actions
  std::size_t round = 0;  // 1-based
  bool playing = false;   // autoplay on
  bool face_up = false;
  bool can_face_up = false;  // a finished match, or a record written to be read open
};

struct ScreenReport {
  // start, setup, ask (the question before a new match replaces an unfinished one), play, menu,
  // reveal (a round's end), over, replay (the replay viewer). See docs/table.md.
  const char* screen = "start";
  std::string prompt;
  std::vector<Target> targets;  // the enabled ones, in drawing order
  std::vector<PageControl> controls;  // the page's controls over the table (widgets.h)
  // The hand cards drawn face up ("own:1", "seat:2:0"), those of them marked by the memory aid,
  // and the settings in effect ("speed=fast aid=on reduced=off").
  std::vector<std::string> faces;
  std::vector<std::string> marks;
  std::string settings;
  std::string motion;            // cards in the air this frame: "travel", "fade" or ""
  std::vector<std::string> notes;  // the action bar's notes: what its buttons mean (game_view.h)
  std::vector<std::string> log;  // the log of the round in progress, in words, oldest first
  std::optional<ReplayReport> replay;
};

}  // namespace cardavia::app::table
