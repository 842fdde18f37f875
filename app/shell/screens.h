// Cardavia — the shell's own screens (app/table/screen_id.h), one file each, each a draw function
// that records its targets into the frame's report and says what its intents do. The match table
// and the replay viewer draw themselves (app/table/); the shell's draw() picks by the router.
//
//   screen     file                    its intents
//   Start      start_screen.cpp        tile:<game> continue:<game> start:daily start:stats
//                                      start:four_colour start:language
//   Cards      card_sheet_screen.cpp   none (a sheet to look at: #cards)
//   Language   language_screen.cpp     lang:<code> (the picker's), its Close
//   NewMatch   new_match_screen.cpp    setup:* (app/table/new_match.h)
//   Question   question_screen.cpp     ask:continue ask:new
//   Stats      stats_screen.cpp        stats:reset:<game> stats:reset_yes stats:reset_no stats:back
//   Daily      daily_screen.cpp        daily:<game> daily:back
// The felt under all of them (and under the match table): felt.cpp.
#pragma once

#include <deque>
#include <string>

#include "app/fonts.h"
#include "app/layout.h"
#include "app/palette.h"
#include "app/shell/match_life.h"
#include "app/shell/page_bridge.h"
#include "app/shell/persistence.h"
#include "app/shell/router.h"
#include "app/table/new_match.h"
#include "app/table/report.h"
#include "app/table/settings.h"
#include "app/table/widgets.h"

namespace cardavia::app {

// What the shell's screens read and act on: the units' public faces. (One struct rather than a
// parameter each: the web build keeps a type name for every lambda a target holds, and that name
// spells out its function's parameters — docs/size.md.)
struct ShellParts {
  Router& router;
  MatchLife& life;
  Persistence& persistence;
  PageBridge& page;
  table::NewMatch& choices;
  table::Settings& settings;
};

// What one frame of a screen draws with and into.
struct ShellFrame {
  const Fonts& fonts;
  const Palette& palette;
  const Screen& screen;  // the display and its safe area (layout.h)
  table::ScreenReport& report;
  std::deque<std::string>& intents;
  const ShellParts& parts;
  const std::string& focus;  // the keyboard's target ("" when none)
  // The context the screen's widgets draw and record their targets with, in the current window.
  table::TableContext context() const;
};

// felt.cpp: the lamp-lit felt and its grain, over the whole display.
void draw_felt(ImDrawList* dl, ImVec2 size, const Palette& palette);

void draw_start_screen(const ShellFrame& frame);
void draw_card_sheet_screen(const ShellFrame& frame);
void draw_language_screen(const ShellFrame& frame);
void draw_new_match_screen(const ShellFrame& frame);
void draw_question_screen(const ShellFrame& frame);
void draw_stats_screen(const ShellFrame& frame);
void draw_daily_screen(const ShellFrame& frame);

}  // namespace cardavia::app
