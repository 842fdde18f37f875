// Cardavia — where things go on the start screen, as plain numbers (no drawing here).
//
// Two shapes of the same screen:
//   portrait (phones, 390×844 CSS px is the main case): one column — title, game chooser,
//     sample cards of both packs, the four-colour switch, the language;
//   landscape (desktops, 1280×800): chooser, the switch and the language on the left, the packs
//     on the right, larger cards (a phone held sideways: the language under the packs).
// Nothing important goes in the top 40 px (status bars, notches). Card sizes are fitted to the
// room left, never below 44 px wide.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace cardavia::app {

struct Box {
  ImVec2 min{0, 0};
  ImVec2 max{0, 0};
  float width() const { return max.x - min.x; }
  float height() const { return max.y - min.y; }
  bool empty() const { return width() <= 0 || height() <= 0; }
};

// A grid of equal cards.
struct CardGrid {
  Box box;        // where the grid goes (cards are centred in it, row by row)
  int count = 0;  // cards shown
  int per_row = 0;
  float card_w = 0;
  float gap = 0;
  ImVec2 card_pos(int i) const;  // top-left corner of card i
};

struct StartLayout {
  bool portrait = true;
  float margin = 16;
  Box title;  // the Cardavia name and the tagline
  Box chooser_heading;
  Box tiles[3];  // Cabo, Chkobba, Cucù
  Box packs_heading;
  Box french_label;  // empty in portrait
  CardGrid french;
  Box cucu_label;  // empty in portrait
  CardGrid cucu;
  Box hint;    // "★ special cards act when asked"
  Box toggle;    // four-colour suits
  Box language;  // the language row (opens the picker)
  Box footer;
};

inline constexpr float kMinCardWidth = 44.0f;

StartLayout layout_start_screen(ImVec2 size);

// What is wrong with a layout, in words (empty when nothing): a box outside the screen, two boxes
// overlapping, a card narrower than kMinCardWidth. The tests run it over many screen sizes.
std::vector<std::string> layout_problems(const StartLayout& layout, ImVec2 size);

}  // namespace cardavia::app
