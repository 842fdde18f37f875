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

#include "app/fonts.h"
#include "app/palette.h"
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
};

class TableShell {
 public:
  // Draws one frame of the start screen over `display` (CSS px). Call between
  // ImGui::NewFrame() and ImGui::Render().
  void draw(const Fonts& fonts, ImVec2 display);

  ShellState& state() { return state_; }

 private:
  void draw_start(const Fonts& fonts, ImVec2 display, const Palette& pal);
  void draw_card_sheet(const Fonts& fonts, ImVec2 display, const Palette& pal);

  ShellState state_;
};

}  // namespace cardavia::app
