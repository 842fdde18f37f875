// Cardavia — the table shell: the start screen a player sees first.
//
// Felt with a soft vignette and grain, the Cardavia name, a chooser for the three games (each
// "coming soon" until its issue lands), sample cards of both packs from the card renderer, and
// the four-colour-suit switch. Drawn with the ImGui draw list following the widget recipe:
// compute the box (app/layout), reserve it with an InvisibleButton, then draw.
//
// The shell owns its small state (selected game, look settings); it reads no platform API, so
// the same code runs in the browser and natively.
#pragma once

#include <memory>

#include "app/fonts.h"
#include "app/palette.h"
#include "app/table/screen.h"
#include "imgui.h"

namespace cardavia::app {

enum class GameId : int { None = -1, Cabo = 0, Chkobba = 1, Cucu = 2 };

// What the shell shows: the start screen, or every card face on one sheet (`#cards` in the page
// address: for looking at the card renderer, and for the browser test's screenshot).
enum class ShellView : int { Start, CardSheet };

struct ShellState {
  ShellView view = ShellView::Start;
  GameId selected = GameId::None;
  Look look;
  // A match: the new-match sheet's choices (remembered), whether it is open, the pacing.
  table::NewMatch new_match;
  bool setup_open = false;
  table::Pacing pacing;
};

class TableShell {
 public:
  // Draws one frame of the start screen over `display` (CSS px). Call between
  // ImGui::NewFrame() and ImGui::Render().
  void draw(const Fonts& fonts, ImVec2 display);

  ShellState& state() { return state_; }
  // A match moves, thinks or waits on a timer: the main loop keeps drawing.
  bool wants_frames() const { return screen_ && screen_->wants_frames(); }
  // What the last frame showed (the page hands it to the browser test).
  const table::ScreenReport& report() const { return report_; }

 private:
  void draw_start(const Fonts& fonts, ImVec2 display, const Palette& pal);
  void draw_card_sheet(const Fonts& fonts, ImVec2 display, const Palette& pal);
  void draw_setup(const Fonts& fonts, ImVec2 display, const Palette& pal);

  ShellState state_;
  std::unique_ptr<table::TableScreen> screen_;  // the match in progress, if any
  table::ScreenReport report_;
};

}  // namespace cardavia::app
