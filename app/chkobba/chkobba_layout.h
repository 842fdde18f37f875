// Cardavia — where Chkobba's things go inside the match table's boxes (app/table/table_layout.h),
// as plain numbers (no drawing here).
//
//   the centre     ┌────────┬──────────────────────────┬──────────────┐
//                  │ stock  │  the table's cards, in   │ their pile   │  (the other side's: near
//                  │ (count)│  rows, centred; during   │ marks ▯      │   the seats across and on
//                  │        │  the cut, the cut card   │ your pile    │   the right)
//                  │        │  alone, large            │ marks ▯      │
//                  └────────┴──────────────────────────┴──────────────┘
//   a centre too short for the two piles one above the other (a small phone) puts them side by
//   side, the human's on the left
//   a pile's chkobbas are face-up cards under it at a slant, sticking out to its left far enough
//   to show their index corners
//   the human's hand  one row centred in the human's box (it shrinks as cards are played)
// The table's cards take the largest width (down to 44 px) at which they all fit; a table too
// big even at 44 px (rare: it holds at most 20 cards) overlaps its cards in each row, and each
// card takes taps only on the strip left uncovered (CardButtonOptions::hit_width).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/table/table_layout.h"

namespace cardavia::app::chkobba {

struct ChkobbaLayout {
  Box stock_column, table_area, pile_column;
  float pile_w = 44;  // the stock and the piles
  bool worded = false;  // the columns are wide enough for labels in words ("Stock · 18")
  ImVec2 stock;
  std::array<ImVec2, 2> piles{};  // [0] the human's side, [1] the other side
  float mark_out = 0;             // how far a chkobba mark sticks out of its pile
  // The table's cards: n of them at card_w, `step` apart in a row (card_w + gap, or less when
  // they overlap), rows `row_step` apart.
  int table_count = 0;
  int per_row = 1;
  float card_w = 44, step = 50, row_step = 68;
  float hit_w = 44;   // the part of a card that takes taps (all of it unless they overlap)
  ImVec2 cut;         // the cut card, alone in the table area
  float cut_w = 60;
  ImVec2 table_pos(int i) const;
};

// The centre's parts for a table of `table_cards` cards.
ChkobbaLayout layout_chkobba(const table::TableLayout& layout, int table_cards);

// The human's hand card `i` of `count`, centred in the human's box.
ImVec2 own_hand_pos(const table::TableLayout& layout, int i, int count);

// Parts outside the centre, overlapping, or cards under 44 px, in words (empty when fine).
std::vector<std::string> chkobba_layout_problems(const table::TableLayout& layout, int table_cards);

}  // namespace cardavia::app::chkobba
