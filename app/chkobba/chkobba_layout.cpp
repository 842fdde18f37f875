// Cardavia — Chkobba's places inside the match table's boxes (see chkobba_layout.h).
#include "app/chkobba/chkobba_layout.h"

#include <algorithm>
#include <cmath>

#include "app/card_renderer.h"

namespace cardavia::app::chkobba {
namespace {

constexpr float kGap = 6.0f;          // between the table's cards
constexpr float kColumnGap = 8.0f;    // between the centre's three parts
constexpr float kPileLabel = 18.0f;   // "14 cards" under a pile
constexpr float kMaxTableCard = 110.0f;  // on a large screen (the pile size grows with it)
// A wide centre gives the stock and the piles columns as wide as their labels in words
// ("Stock · 18", "Your pile · 9"); a narrow one keeps them a card wide (the labels then say the
// count alone).
constexpr float kLabelColumn = 110.0f;

Box box(float x, float y, float w, float h) { return Box{ImVec2(x, y), ImVec2(x + w, y + h)}; }

bool inside(const Box& inner, const Box& outer) {
  return inner.min.x >= outer.min.x - 0.5f && inner.min.y >= outer.min.y - 0.5f &&
         inner.max.x <= outer.max.x + 0.5f && inner.max.y <= outer.max.y + 0.5f;
}

}  // namespace

namespace {

ChkobbaLayout layout_with(const table::TableLayout& L, int table_cards, bool words) {
  ChkobbaLayout c;
  const Box& centre = L.centre;
  // Step 1. The columns: the stock on the left, the two piles (and their marks) on the right.
  c.pile_w = std::clamp(std::floor(L.pile_card_w * 0.85f), kMinCardWidth, 64.0f);
  const float pile_h = c.pile_w * kCardAspect;
  // Two piles and their labels must fit the centre's height; a short centre takes smaller piles.
  if (2 * (pile_h + kPileLabel) + 4 > centre.height())
    c.pile_w = kMinCardWidth;
  c.mark_out = std::floor(c.pile_w * 0.55f);
  const float ph = c.pile_w * kCardAspect;
  // Still too short (a small phone): the two piles side by side, the human's on the left, when
  // that leaves the table room for two cards in a row.
  const bool short_centre = 2 * (ph + kPileLabel) + 4 > centre.height();
  // Columns for the labels' words when the table keeps room for three cards in a row beside them.
  c.worded = words && centre.width() - (short_centre ? 3 : 2) * kLabelColumn - 2 * kColumnGap >=
             3 * kMinCardWidth + 2 * kGap;
  const float pile_w_out = c.worded ? std::max(kLabelColumn, c.pile_w + c.mark_out) : c.pile_w + c.mark_out;
  const float stock_w = c.worded ? std::max(kLabelColumn, c.pile_w) : c.pile_w;
  const float table_left_w = centre.width() - stock_w - 2 * pile_w_out - 2 * kColumnGap;
  const bool side_by_side = short_centre && table_left_w >= 2 * kMinCardWidth + kGap;
  c.stock_column = box(centre.min.x, centre.min.y, stock_w, centre.height());
  const float pile_col_w = side_by_side ? 2 * pile_w_out : pile_w_out;
  c.pile_column = box(centre.max.x - pile_col_w, centre.min.y, pile_col_w, centre.height());
  const float middle_y = centre.min.y + std::max(2.0f, (centre.height() - ph - kPileLabel) * 0.5f);
  c.stock = ImVec2(centre.min.x + std::floor((stock_w - c.pile_w) * 0.5f), middle_y);
  // The other side's pile at the top (near the seats across the table), the human's at the
  // bottom; their chkobbas stick out to the left.
  // A pile at the right of its column (its marks stick out to the left), or centred in a worded one.
  const float right = c.pile_column.max.x - c.pile_w -
                      (c.worded ? std::floor((pile_w_out - c.pile_w - c.mark_out) * 0.5f) : 0.0f);
  if (side_by_side) {
    c.piles[1] = ImVec2(right, middle_y);
    c.piles[0] = ImVec2(right - pile_w_out, middle_y);
  } else {
    c.piles[1] = ImVec2(right, centre.min.y + 2);
    c.piles[0] = ImVec2(right, centre.max.y - kPileLabel - ph);
  }
  c.table_area = Box{ImVec2(c.stock_column.max.x + kColumnGap, centre.min.y),
                     ImVec2(c.pile_column.min.x - kColumnGap, centre.max.y)};
  const Box& a = c.table_area;

  // Step 2. The table's cards: the widest card at which they all fit (at least room for four).
  const int n = std::max(table_cards, 4);
  c.table_count = table_cards;
  const float max_w = std::min(kMaxTableCard, std::max(kMinCardWidth, L.pile_card_w));
  float w = kMinCardWidth;
  int per_row = 1, rows = 1;
  for (float t = max_w; t >= kMinCardWidth; t -= 2.0f) {
    per_row = std::max(1, static_cast<int>((a.width() + kGap) / (t + kGap)));
    rows = std::max(1, static_cast<int>((a.height() + kGap) / (t * kCardAspect + kGap)));
    w = t;
    if (per_row * rows >= n) break;
  }
  c.card_w = w;
  c.step = w + kGap;
  c.row_step = w * kCardAspect + kGap;
  c.per_row = per_row;
  c.hit_w = w;
  if (per_row * rows < table_cards) {
    // Too many even at 44 px: overlap the cards of each row, each showing its index corner.
    c.per_row = (table_cards + rows - 1) / rows;
    c.step = c.per_row > 1 ? (a.width() - w) / static_cast<float>(c.per_row - 1) : w;
    c.hit_w = c.step;
  }
  // Step 3. The cut card, alone and large, in the table's area.
  c.cut_w = std::clamp(std::floor(std::min(a.height() / kCardAspect - 8, 84.0f)), kMinCardWidth, 84.0f);
  c.cut = ImVec2(a.min.x + (a.width() - c.cut_w) * 0.5f,
                 a.min.y + (a.height() - c.cut_w * kCardAspect) * 0.5f);
  return c;
}

}  // namespace

ChkobbaLayout layout_chkobba(const table::TableLayout& L, int table_cards) {
  const ChkobbaLayout c = layout_with(L, table_cards, true);
  // The table's cards come first: a table that would overlap its cards beside worded columns
  // takes card-wide ones (the labels then say the count alone).
  if (c.worded && c.hit_w < c.card_w) return layout_with(L, table_cards, false);
  return c;
}

ImVec2 ChkobbaLayout::table_pos(int i) const {
  const int count = std::max(table_count, 1);
  const int rows = (count + per_row - 1) / per_row;
  const int row = i / per_row, col = i % per_row;
  const int in_row = std::min(per_row, count - row * per_row);
  const float row_w = static_cast<float>(in_row - 1) * step + card_w;
  const float height = static_cast<float>(rows - 1) * row_step + card_w * kCardAspect;
  const float x0 = table_area.min.x + (table_area.width() - row_w) * 0.5f;
  const float y0 = table_area.min.y + std::max(0.0f, (table_area.height() - height) * 0.5f);
  return ImVec2(x0 + static_cast<float>(col) * step, y0 + static_cast<float>(row) * row_step);
}

ImVec2 own_hand_pos(const table::TableLayout& L, int i, int count) {
  const Box& b = L.seats[0];
  const float w = L.own_card_w, gap = 8.0f;
  const float row = static_cast<float>(count) * w + static_cast<float>(count - 1) * gap;
  return ImVec2(std::floor((b.min.x + b.max.x - row) * 0.5f) + static_cast<float>(i) * (w + gap), b.min.y);
}

std::vector<std::string> chkobba_layout_problems(const table::TableLayout& L, int table_cards) {
  std::vector<std::string> out;
  const ChkobbaLayout c = layout_chkobba(L, table_cards);
  const float ph = c.pile_w * kCardAspect;
  if (c.table_area.width() < kMinCardWidth) out.push_back("the table's area is narrower than a card");
  // The stock, the piles with their labels and marks, inside the centre and clear of each other.
  const Box stock = box(c.stock.x, c.stock.y, c.pile_w, ph + kPileLabel);
  const Box theirs = box(c.piles[1].x - c.mark_out, c.piles[1].y, c.pile_w + c.mark_out, ph + kPileLabel);
  const Box ours = box(c.piles[0].x - c.mark_out, c.piles[0].y, c.pile_w + c.mark_out, ph + kPileLabel);
  for (const Box& b : {stock, theirs, ours})
    if (!inside(b, L.centre)) out.push_back("a pile does not fit the centre");
  const bool apart = theirs.max.y <= ours.min.y || ours.max.x <= theirs.min.x;
  if (!apart) out.push_back("the two piles overlap");
  // Every table card inside the table's area.
  for (int i = 0; i < table_cards; ++i) {
    const ImVec2 p = c.table_pos(i);
    if (!inside(box(p.x, p.y, c.card_w, c.card_w * kCardAspect), c.table_area)) {
      out.push_back("table card " + std::to_string(i + 1) + " of " + std::to_string(table_cards) +
                    " is outside the table's area");
      break;
    }
  }
  if (!inside(box(c.cut.x, c.cut.y, c.cut_w, c.cut_w * kCardAspect), c.table_area))
    out.push_back("the cut card does not fit the table's area");
  for (const float w : {c.card_w, c.pile_w, c.cut_w})
    if (w < kMinCardWidth) out.push_back("a card narrower than 44 px");
  if (c.hit_w < 16.0f) out.push_back("an overlapped table card shows less than 16 px");
  return out;
}

}  // namespace cardavia::app::chkobba
