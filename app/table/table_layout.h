// Cardavia — where things go on a game table, as plain numbers (no drawing here).
//
// The human sits at the bottom; the other seats go round the table in the game's direction
// (clockwise for Cabo: the next player sits to the human's left, then over the top to the right;
// counter-clockwise mirrors that). Two shapes of the same table:
//   portrait (phones, 390×844): top bar, opponents in one row (up to 3) or two (4: the first and
//     last lower, at the sides), the centre (piles), the prompt line, the human's cards, the
//     action buttons, the log at the bottom;
//   landscape (desktops, 1280×800): the log in a column on the right; the opponents on an arc
//     over the centre; the human's cards and the buttons at the bottom.
// Every card is at least kMinCardWidth (44 CSS px) on its short side.
#pragma once

#include <string>
#include <vector>

#include "app/layout.h"

namespace cardavia::app::table {

struct SeatShape {
  int cols = 2;       // an opponent's cards: cols × rows
  int rows = 2;
  int own_cards = 4;  // the human's cards, in one row
};

struct TableLayout {
  bool portrait = true;
  Box top_bar;
  std::vector<Box> seats;  // [k] = k seats after the human in play order; [0] is the human's cards
  float seat_card_w = 44;  // an opponent's cards
  float own_card_w = 44;
  float pile_card_w = 44;  // cards in the centre
  Box centre;
  Box prompt;
  Box actions;
  Box log;  // may be empty when there is no room
};

inline constexpr float kSeatLabelH = 22.0f;  // name and score above an opponent's cards
inline constexpr float kSeatPad = 6.0f;
inline constexpr float kCardGap = 5.0f;

TableLayout layout_table(ImVec2 display, int players, bool clockwise, SeatShape shape);

// The top-left corner of an opponent's card `index` (row by row) inside its seat box.
ImVec2 seat_card_pos(const TableLayout& layout, int seat_offset, int index, SeatShape shape);
// The top-left corner of the human's card `index`.
ImVec2 own_card_pos(const TableLayout& layout, int index, SeatShape shape);

// Boxes outside the screen, overlapping or cards under 44 px, in words (empty when fine).
std::vector<std::string> table_layout_problems(const TableLayout& layout, ImVec2 display);

}  // namespace cardavia::app::table
