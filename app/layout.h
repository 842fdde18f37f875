// Cardavia — where things go on the start screen, as plain numbers (no drawing here).
//
// Two shapes of the same screen:
//   portrait (phones, 390×844 CSS px is the main case): one column — title, game chooser,
//     sample cards of both packs, the four-colour switch, the language (the chooser's tiles in
//     two columns when one would leave the cards no room: many games on a small phone);
//   landscape (desktops, 1280×800): chooser, the switch and the language on the left, the packs
//     on the right, larger cards (a phone held sideways: the language under the packs).
// Nothing important goes in the top 40 px (status bars) of a tall screen. Card sizes are fitted to
// the room left, never below 44 px wide.
//
// [SECTION] The screen and its safe area
// A phone's notch, rounded corners and home bar cover part of a page shown edge to edge
// (`viewport-fit=cover`); the page measures them (CSS env(safe-area-inset-*), web/boot.js) and
// hands them to the table (Module.setSafeArea). Every layout (this one, the game table's, the
// sheets) works in the safe area as if it were the whole screen, so no target and no text goes
// under them; only the felt and a sheet's shade cover the whole screen.
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
  std::vector<Box> tiles;  // one per game of the site, in the chooser's order
  Box packs_heading;
  Box french_label;  // empty in portrait
  CardGrid french;
  Box cucu_label;  // empty in portrait
  CardGrid cucu;
  Box hint;    // "★ special cards act when asked"
  Box more;      // two buttons side by side: today's deals, the statistics
  Box toggle;    // four-colour suits
  Box language;  // the language row (opens the picker)
  Box footer;
};

inline constexpr float kMinCardWidth = 44.0f;

// The insets of the safe area from each edge, CSS px.
struct Insets {
  float top = 0, right = 0, bottom = 0, left = 0;
  bool operator==(const Insets&) const = default;
};

// The screen a frame is drawn on: all of it, and the part clear of the insets.
struct Screen {
  ImVec2 size{0, 0};  // the whole canvas, CSS px
  Box safe;           // where targets and text go
  ImVec2 safe_size() const { return ImVec2(safe.width(), safe.height()); }
};

// The biggest share of a side one inset may take: a bogus inset cannot squeeze the table away
// (real ones are 3–8 % of a phone's side).
inline constexpr float kMaxInsetShare = 0.2f;

// `size` less `insets`, each clamped to [0, kMaxInsetShare of its side] (NaN counts as 0).
Screen make_screen(ImVec2 size, Insets insets = {});

// `b` moved by `by`.
Box shifted(Box b, ImVec2 by);
// A sheet's box in `area` (a screen's safe area): `w` wide, centred across it, from `top` to
// `bottom` below the area's top edge.
Box centred_in(const Box& area, float w, float top, float bottom);

// The start screen with `tiles` game tiles (without: one per game of the site,
// table::table_games()).
StartLayout layout_start_screen(ImVec2 size, int tiles);
StartLayout layout_start_screen(ImVec2 size);
// The start screen in `screen`'s safe area (laid out for its size, then moved to its place).
StartLayout layout_start_screen(const Screen& screen, int tiles);
StartLayout layout_start_screen(const Screen& screen);

// What is wrong with a layout, in words (empty when nothing): a box outside the screen, two boxes
// overlapping, a card narrower than kMinCardWidth. The tests run it over many screen sizes.
std::vector<std::string> layout_problems(const StartLayout& layout, ImVec2 size);

}  // namespace cardavia::app
