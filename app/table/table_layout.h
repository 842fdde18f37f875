// Cardavia — where things go on a game table, as plain numbers (no drawing here).
//
// The human sits at the bottom; the other seats go round the table in the game's direction
// (clockwise for Cabo: the next player sits to the human's left, then over the top to the right;
// counter-clockwise mirrors that). Three shapes of the same table:
//   portrait (phones, 390×844; also windows under 900 px wide that are not phones held sideways):
//     top bar, the opponents in one row when they fit at 44 px (the end seats of three a little
//     lower, an arc), else in two — the middle ones on top, the first and the last below them at
//     the screen's edges with the centre (piles) between them; then the prompt line, the human's
//     cards (from 84 px down to 44 px on short screens), the action buttons, the log at the bottom
//     when there is room;
//   landscape (desktops, 1280×800): the log in a side panel on the right; the opponents on an arc
//     (flatter on short screens) over the centre; the human's cards and the buttons at the bottom;
//   sideways (a phone held sideways, height < 520): the opponents in a row at the top, the centre
//     and the human's cards side by side under them, the buttons at the bottom; the top bar, the
//     prompt and the log in a column on the right (under the opponents' row when it needs the
//     whole width).
// A game whose seats are few cards (SeatShape::round_table: Cabo, Cucù) sits round a wide table
// in both wide shapes when it fits: the first opponent at the left edge, the last at the right,
// the others across the top, the centre between them (else the arc or the row above).
// In both wide shapes the log folds away (log_folded: Settings::log_folded): a 44×44 target at
// the panel's top right folds it, one at the right end of the top bar (landscape) or at the foot
// of the column (sideways) unfolds it; the table takes the room.
// Every card is at least kMinCardWidth (44 CSS px) on its short side.
#pragma once

#include <string>
#include <vector>

#include "app/layout.h"

namespace cardavia::app::table {

inline constexpr float kSeatLabelH = 22.0f;  // name and score above an opponent's cards

// What a game's table holds (each view's GameEntry gives one, app/table/games.h, by designated
// initializers: a field added here can never shift another's value).
struct SeatShape {
  int cols = 2;       // an opponent's cards: cols × rows
  int rows = 2;
  int own_cards = 4;  // the human's cards, in one row
  // The room above an opponent's cards for its label: one line (name and score) by default; a
  // game with more to show there gives more (Cucù: the name, then the lives as hearts).
  float label_h = kSeatLabelH;
  // How much of each card in an opponent's row the next one covers: 0, side by side (Cabo: every
  // card is a target); 0.6, a fan of backs held in a hand (Chkobba: never tapped, and three
  // opponents then fit one row on a phone).
  float overlap = 0.0f;
  // The rows of cards the centre holds at the pile size (Cabo: one row of piles; Chkobba: the
  // cards on the table).
  int centre_rows = 1;
  // On a wide screen the opponents sit round the table (left, across, right) rather than in a row
  // over it: seats of a few cards (Cabo's 2×2, Cucù's one), which stand as well at the sides.
  bool round_table = false;
};

struct TableLayout {
  bool portrait = true;
  Box top_bar;
  // The title's own row under the top bar, where the bar is too narrow to hold the title between
  // ☰ and the buttons at its right (a phone held sideways: its column); empty when the title sits
  // in the bar.
  Box title_row;
  std::vector<Box> seats;  // [k] = k seats after the human in play order; [0] is the human's cards
  float seat_card_w = 44;  // an opponent's cards
  float own_card_w = 44;
  float pile_card_w = 44;  // cards in the centre
  Box centre;
  Box prompt;
  Box actions;
  Box log;  // may be empty when there is no room, or folded away
  // The log's fold target on a wide screen (empty on a phone held upright): over the log's top
  // right corner to fold it, or, folded, where it unfolds it.
  Box log_toggle;
  bool log_folded = false;
};

inline constexpr float kSeatPad = 6.0f;
inline constexpr float kTopBarH = 44.0f;  // the top bar: ☰ (a 44×44 target), the title, the ⓘ slot
// A top bar narrower than this gives the title a row of its own: ☰ (44) and its gap (10), the
// Hint and the ⓘ slot (2 × 48) leave a 290 px bar about 140 px, "Chkobba · manche 10" at 14 px.
inline constexpr float kTitleInBarW = 290.0f;
inline constexpr float kCardGap = 5.0f;
inline constexpr float kPileLabelH = 20.0f;         // "Stock · 30" under a pile
inline constexpr float kPileLabelOverhang = 16.0f;  // how far a pile's label reaches past its card

// `log_folded`: the person folded the log away (a wide screen's side panel; upright it stays).
TableLayout layout_table(ImVec2 display, int players, bool clockwise, SeatShape shape,
                         bool log_folded = false);
// The table in `screen`'s safe area (laid out for its size, then moved to its place).
TableLayout layout_table(const Screen& screen, int players, bool clockwise, SeatShape shape,
                         bool log_folded = false);

// The centre's piles: in a row when the centre is wide enough (stock, the held card a little
// higher, discard), else stock and discard side by side with the held card under them.
enum class Pile { Stock, Held, Discard };
ImVec2 pile_pos(const TableLayout& layout, Pile pile);
// True when the piles stand in a row (room for their labels' full words); else the labels must
// stay within their cards' width.
bool piles_in_row(const TableLayout& layout);

// The top-left corner of an opponent's card `index` (row by row) inside its seat box.
ImVec2 seat_card_pos(const TableLayout& layout, int seat_offset, int index, SeatShape shape);
// The top-left corner of the human's card `index`.
ImVec2 own_card_pos(const TableLayout& layout, int index, SeatShape shape);

// Boxes outside the screen, overlapping, piles outside the centre or cards under 44 px, in words (empty when fine).
std::vector<std::string> table_layout_problems(const TableLayout& layout, ImVec2 display);

}  // namespace cardavia::app::table
