// Cardavia — table layout (see table_layout.h).
#include "app/table/table_layout.h"

#include <algorithm>
#include <cmath>

#include "app/card_renderer.h"

namespace cardavia::app::table {
namespace {

constexpr float kTopSafe = 40.0f;  // nothing important under the status bar / notch
// The room a view may write in at the left of the human's cards (Cucù: your name and lives).
constexpr float kHandNoteW = 70.0f;

Box box(float x, float y, float w, float h) { return Box{ImVec2(x, y), ImVec2(x + w, y + h)}; }

// From one card of an opponent's row to the next: a card and a gap, or the uncovered part of a fan.
float seat_step(float card_w, SeatShape s) {
  return s.overlap > 0 ? card_w * (1.0f - s.overlap) : card_w + kCardGap;
}
float seat_w(float card_w, SeatShape s) {
  return static_cast<float>(s.cols - 1) * seat_step(card_w, s) + card_w + 2 * kSeatPad;
}
// The widest card whose row fits `inner` (a seat's width less its padding).
float seat_card_w_for(float inner, SeatShape s) {
  if (s.overlap > 0) return inner / (1.0f + static_cast<float>(s.cols - 1) * (1.0f - s.overlap));
  return (inner - static_cast<float>(s.cols - 1) * kCardGap) / static_cast<float>(s.cols);
}
// The centre's height for its rows of cards at `pile_w`, with the labels under them.
float centre_h_for(float pile_w, SeatShape s) {
  return static_cast<float>(s.centre_rows) * pile_w * kCardAspect +
         static_cast<float>(s.centre_rows - 1) * kCardGap + kPileLabelH + 12;
}
float seat_h(float card_w, SeatShape s) {
  return s.label_h + static_cast<float>(s.rows) * card_w * kCardAspect +
         static_cast<float>(s.rows - 1) * kCardGap + 2 * kSeatPad;
}

// The angle (degrees, 180 = the human's left, 90 = across, 0 = right) of the seat `k` after the
// human among `players`, in the table's direction.
float seat_angle(int k, int players, bool clockwise) {
  const float a = 180.0f * static_cast<float>(k) / static_cast<float>(players);
  return clockwise ? 180.0f - a : a;
}

// The width of a row of the three piles with their labels in words (stock, held card, discard).
float piles_row_w(float pile_w) { return 3 * pile_w + 2 * 8 + 2 * kPileLabelOverhang; }

// The opponents round a wide table inside `area`, every seat's cards `card_w` wide: the first at
// the left edge and the last at the right (clockwise; mirrored counter-clockwise), vertically
// centred in the area, the others in a row across its top, centred; a lone opponent across.
// Returns the room between them for the centre and the human's cards (empty when the seats do not
// fit: the caller keeps another arrangement).
Box seat_round(TableLayout& L, Box area, int opponents, bool clockwise, SeatShape shape,
               float card_w) {
  constexpr float gap = 8.0f;
  const float sw = seat_w(card_w, shape), sh = seat_h(card_w, shape);
  if (sh > area.height()) return Box{};
  const bool sides = opponents >= 2;
  const int across = sides ? opponents - 2 : 1;
  Box middle = area;
  if (sides) {
    const float y = std::floor(area.min.y + (area.height() - sh) * 0.5f);
    const Box left = box(area.min.x, y, sw, sh), right = box(area.max.x - sw, y, sw, sh);
    L.seats[1] = clockwise ? left : right;
    L.seats[static_cast<std::size_t>(opponents)] = clockwise ? right : left;
    middle.min.x = left.max.x + gap;
    middle.max.x = right.min.x - gap;
  }
  if (across > 0) {
    const float row_w = static_cast<float>(across) * sw + static_cast<float>(across - 1) * gap;
    if (row_w > middle.width()) return Box{};
    const float x0 = std::floor(middle.min.x + (middle.width() - row_w) * 0.5f);
    for (int i = 0; i < across; ++i) {
      const int col = clockwise ? i : across - 1 - i;
      L.seats[static_cast<std::size_t>(sides ? 2 + i : 1)] =
          box(x0 + static_cast<float>(col) * (sw + gap), area.min.y, sw, sh);
    }
    middle.min.y = area.min.y + sh + gap;
  }
  L.seat_card_w = card_w;
  return middle.width() > 0 && middle.height() > 0 ? middle : Box{};
}

}  // namespace

TableLayout layout_table(ImVec2 d, int players, bool clockwise, SeatShape shape, bool log_folded) {
  TableLayout L;
  // A window too narrow for the landscape arc (and not a phone held sideways) gets the portrait
  // column, which fits any width from 320 px.
  L.portrait = d.x < d.y || (d.x < 900 && d.y >= 520);
  const int opponents = players - 1;
  L.seats.assign(static_cast<std::size_t>(players), Box{});
  constexpr float m = 10.0f;
  // The column of opponent seat k in a row of `count` seats (clockwise: the first on the left).
  auto order = [&](int i, int count) { return clockwise ? i : count - 1 - i; };

  if (L.portrait) {
    // Step 1. The top bar below the safe area.
    const float top = d.y >= 700 ? kTopSafe : 4.0f;
    L.top_bar = box(m, top, d.x - 2 * m, kTopBarH);
    const float y0 = L.top_bar.max.y + 4;
    const float room = d.x - 2 * m;
    // Step 2. The opponents: one row when they fit at 44 px, else two — the middle ones on top,
    // the first and the last below them at the edges with the centre (piles) between them.
    const bool one_row = opponents * seat_w(kMinCardWidth, shape) + (opponents - 1) * 6 <= room;
    const int per_row = one_row ? opponents : 2;
    float cw = std::floor(seat_card_w_for(
        (room - static_cast<float>(per_row - 1) * 8) / static_cast<float>(per_row) - 2 * kSeatPad, shape));
    if (!one_row) cw = kMinCardWidth;
    cw = std::clamp(cw, kMinCardWidth, opponents <= 2 ? 58.0f : 52.0f);
    L.seat_card_w = cw;
    const float sw = seat_w(cw, shape), sh = seat_h(cw, shape);
    // Step 3. From the bottom: log (when there is room), buttons, own cards, prompt.
    const float own_by_width = std::floor(std::min(
        84.0f, (room - static_cast<float>(shape.own_cards - 1) * 8) / static_cast<float>(shape.own_cards)));
    float y = y0;
    float centre_h = 0;
    if (one_row) {
      const float gap = (room - static_cast<float>(opponents) * sw) / static_cast<float>(opponents + 1);
      float arc = opponents >= 3 ? 14.0f : 0.0f;
      L.pile_card_w = 60.0f;
      centre_h = centre_h_for(L.pile_card_w, shape);
      // Drop the arc and shrink the piles on short screens.
      const float need = sh + arc + 8 + centre_h + 8 + 48 + 6 + kMinCardWidth * kCardAspect + 12 + 50 + m;
      if (y0 + need > d.y) {
        arc = 0;
        L.pile_card_w = kMinCardWidth;
        centre_h = centre_h_for(L.pile_card_w, shape);
      }
      for (int k = 1; k <= opponents; ++k) {
        const int col = order(k - 1, opponents);
        const bool end = opponents >= 3 && (k == 1 || k == opponents);
        L.seats[static_cast<std::size_t>(k)] =
            box(std::floor(m + gap + static_cast<float>(col) * (sw + gap)), y0 + (end ? arc : 0), sw, sh);
      }
      y = y0 + sh + arc + 8;
      L.centre = box(m, y, room, centre_h);
      y += centre_h + 8;
    } else {
      // The middle opponents on top, centred; the first and last below at the edges.
      const int middle = opponents - 2;
      const float row_w = static_cast<float>(middle) * sw + static_cast<float>(middle - 1) * 8;
      for (int i = 0; i < middle; ++i)
        L.seats[static_cast<std::size_t>(2 + i)] =
            box(std::floor(m + (room - row_w) * 0.5f + static_cast<float>(order(i, middle)) * (sw + 8)), y0, sw, sh);
      const float y2 = y0 + sh + 4;
      // Close to the screen's edges (4 px), to leave the piles room between them.
      const Box left = box(4, y2, sw, sh), right = box(d.x - 4 - sw, y2, sw, sh);
      L.seats[1] = clockwise ? left : right;
      L.seats[static_cast<std::size_t>(opponents)] = clockwise ? right : left;
      L.pile_card_w = kMinCardWidth;
      L.centre = Box{ImVec2(left.max.x + 6, y2), ImVec2(right.min.x - 6, y2 + sh)};
      y = y2 + sh + 6;
    }
    // The human's cards take what is left, between 44 px and the width's share.
    // The prompt holds three lines at 16 px (UI.md's smallest prompt): a long step in French or
    // Russian takes three on a phone.
    float prompt_h = 58, actions_h = 50;
    float own_w = own_by_width;
    const float rest = d.y - m - y;  // prompt, own cards, actions (and the log)
    const auto needed = [&](float w) { return prompt_h + 6 + w * kCardAspect + 12 + actions_h; };
    // Gaps above and below the human's cards; all of it shrinks on a small phone's safe area
    // (320×548: four opponents in two rows leave ~160 px).
    float gap_above = 6, gap_below = 12;
    if (needed(own_w) > rest) {
      prompt_h = 54;
      actions_h = 46;
      if (prompt_h + gap_above + kMinCardWidth * kCardAspect + gap_below + actions_h > rest) {
        prompt_h = 36;
        actions_h = 44;
        gap_above = 4;
        gap_below = 8;
      }
      own_w = std::floor(std::max(
          kMinCardWidth, (rest - prompt_h - gap_above - gap_below - actions_h) / kCardAspect));
      own_w = std::min(own_w, own_by_width);
    }
    L.own_card_w = own_w;
    const float own_h = own_w * kCardAspect;
    L.prompt = box(m, y, room, prompt_h);
    y += prompt_h + gap_above;
    const float own_row = static_cast<float>(shape.own_cards) * own_w +
                          static_cast<float>(shape.own_cards - 1) * 8;
    L.seats[0] = box(std::floor((d.x - own_row) * 0.5f), y, own_row, own_h);
    y += own_h + gap_below;
    L.actions = box(m, y, room, actions_h);
    y += actions_h + 8;
    if (d.y - m - y >= 40) L.log = box(m, y, room, d.y - m - y);
    return L;
  }

  if (d.y < 520) {
    // A phone held sideways: the opponents in one row at the top of the main area, the centre
    // and the human's cards side by side under them, the buttons at the bottom; the top bar, the
    // prompt and the log in a column on the right.
    L.seat_card_w = kMinCardWidth;
    L.pile_card_w = kMinCardWidth;
    const float sw = seat_w(kMinCardWidth, shape), sh = seat_h(kMinCardWidth, shape);
    const float seats_w = static_cast<float>(opponents) * sw + static_cast<float>(opponents - 1) * 6;
    const float piles_w = piles_row_w(kMinCardWidth);
    float own_w = kMinCardWidth;
    const float main_min = std::max(seats_w, piles_w + 12 + static_cast<float>(shape.own_cards) * own_w +
                                                  static_cast<float>(shape.own_cards - 1) * 6);
    // When the seats do not fit beside a column of 150 px (many players on a narrow phone), they
    // take the whole width and the column (top bar and prompt, no log) starts under them.
    const bool seats_across = seats_w + 150 + 3 * m > d.x;
    const float band_min = piles_w + 12 + static_cast<float>(shape.own_cards) * own_w +
                           static_cast<float>(shape.own_cards - 1) * 6;
    // The column takes at most 40 % of a narrow phone's width: the main area keeps room for a
    // row of six 44 px buttons (the replay viewer's) under the cards.
    const float col_w_open =
        std::clamp(d.x - 3 * m - (seats_across ? band_min : main_min), seats_across ? 120.0f : 150.0f,
                   std::clamp(std::floor(d.x * 0.4f), 150.0f, 300.0f));
    // A narrow column still holds the title and a prompt of three short lines.
    const float col_w_narrow = std::min(col_w_open, 210.0f);
    // Folded, the column is narrow and the table takes the room.
    const float col_w = log_folded && !seats_across ? col_w_narrow : col_w_open;
    const float x0 = m;
    const float top = 4;  // a sideways phone has no status bar over the page
    const float col_top = seats_across ? top + sh + 4 : top;
    // The column `cw` wide at the right (top bar, prompt, log or its unfold target), the buttons
    // under the main area; returns the main area's right edge.
    const auto column = [&](TableLayout& T, float cw) {
      const float x1 = d.x - 2 * m - cw;
      T.top_bar = box(x1 + m, col_top, cw, kTopBarH);
      // ☰, the Hint and the ⓘ slot leave a column under kTitleInBarW too little for the title
      // (and the deal's fingerprint under it): the title takes a row of its own under the bar.
      // 4 px under the bar: the least room between two targets (widgets.h's kTargetGap), as the
      // title is the fingerprint's target and ☰ and the Hint are targets too.
      T.title_row = cw < kTitleInBarW ? box(x1 + m, T.top_bar.max.y + 4, cw, kTopBarH) : Box{};
      const float head_y = (T.title_row.empty() ? T.top_bar : T.title_row).max.y;
      T.log = T.log_toggle = Box{};
      if (seats_across) {
        T.prompt = box(x1 + m, head_y + 6, cw, d.y - 6 - head_y - 6);
      } else if (log_folded) {
        // Folded: the prompt takes the column down to the unfold target at its foot.
        T.log_folded = true;
        T.log_toggle = box(d.x - m - kTopBarH, d.y - m - kTopBarH, kTopBarH, kTopBarH);
        T.prompt = box(x1 + m, head_y + 6, cw, T.log_toggle.min.y - 6 - head_y - 6);
      } else {
        T.prompt = box(x1 + m, head_y + 6, cw, 64);
        const float log_h = d.y - m - T.prompt.max.y - 6;
        if (log_h >= 40) T.log = box(x1 + m, T.prompt.max.y + 6, cw, log_h);
        // The fold target in the log's corner, when the log keeps room for a line under it.
        if (log_h >= 40 + kTopBarH) T.log_toggle = box(T.log.max.x - kTopBarH, T.log.min.y, kTopBarH, kTopBarH);
      }
      T.actions = box(x0, d.y - 6 - 44, x1 - x0, 44);
      return x1;
    };
    const float x1 = column(L, col_w);
    const float main_w = x1 - x0;
    const float row_x0 = x0, row_w = seats_across ? d.x - 2 * m : main_w;
    const float gap = (row_w - static_cast<float>(opponents) * sw) / static_cast<float>(opponents + 1);
    for (int k = 1; k <= opponents; ++k) {
      const int col = order(k - 1, opponents);
      L.seats[static_cast<std::size_t>(k)] =
          box(std::floor(row_x0 + gap + static_cast<float>(col) * (sw + gap)), top, sw, sh);
    }
    const float band0 = top + sh + 4, band1 = L.actions.min.y - 4;
    // The human's cards as large as the band allows (up to 84 px), the centre on their left.
    const float by_h = std::floor((band1 - band0) / kCardAspect);
    const float by_w = std::floor((main_w - piles_w - 12 - static_cast<float>(shape.own_cards - 1) * 6) /
                                  static_cast<float>(shape.own_cards));
    own_w = std::clamp(std::min(by_h, by_w), kMinCardWidth, 84.0f);
    L.own_card_w = own_w;
    const float own_row = static_cast<float>(shape.own_cards) * own_w +
                          static_cast<float>(shape.own_cards - 1) * 6;
    const float centre_w = std::max(piles_w, main_w - own_row - 12);
    L.centre = box(x0, band0, centre_w, band1 - band0);
    L.seats[0] = box(x1 - own_row, band1 - own_w * kCardAspect, own_row, own_w * kCardAspect);
    // A centre of several rows (Chkobba's table of cards) stands in a wide, short block across
    // the main area, the human's cards centred under it, when the band is tall enough for both.
    const float block_need = centre_h_for(kMinCardWidth, shape);
    const float wide_own_w = std::clamp(
        std::floor((band1 - band0 - block_need - 6) / kCardAspect), 0.0f, 84.0f);
    if (shape.centre_rows >= 2 && wide_own_w >= kMinCardWidth) {
      L.own_card_w = wide_own_w;
      const float wide_row = static_cast<float>(shape.own_cards) * wide_own_w +
                             static_cast<float>(shape.own_cards - 1) * 6;
      const float own_h = wide_own_w * kCardAspect;
      L.seats[0] = box(std::floor(x0 + (main_w - wide_row) * 0.5f), band1 - own_h, wide_row, own_h);
      L.centre = box(x0, band0, main_w, band1 - own_h - 6 - band0);
    }
    // Round the table, when the seats at the sides leave the room between them for the centre and
    // the human's cards, side by side or the cards under the centre.
    // First with the column as it is, then (when it is wider) with the narrow column.
    const bool round = shape.round_table && !seats_across && opponents >= 2;
    const float widths[] = {col_w, col_w_narrow};
    for (int i = 0; round && i < (col_w > col_w_narrow ? 2 : 1); ++i) {
      const float cw = widths[i];
      TableLayout R = L;
      const float rx1 = column(R, cw);
      const Box middle = seat_round(R, box(x0, top, rx1 - x0, R.actions.min.y - 4 - top), opponents,
                                    clockwise, shape, kMinCardWidth);
      const float need_h = centre_h_for(kMinCardWidth, shape);
      const auto own_row_w = [&](float w) {
        return static_cast<float>(shape.own_cards) * w + static_cast<float>(shape.own_cards - 1) * 6;
      };
      if (!middle.empty()) {
        const float mw = middle.width(), mh = middle.height();
        // Beside the piles: the cards as tall as the room, as wide as the row beside them allows.
        const float beside_w = std::clamp(
            std::min(std::floor(mh / kCardAspect),
                     std::floor((mw - piles_w - 12 - kHandNoteW - own_row_w(0)) /
                                static_cast<float>(shape.own_cards))),
            0.0f, 84.0f);
        // Stacked: the centre over the cards.
        const float under_w = std::clamp(
            std::min(std::floor((mh - need_h - 6) / kCardAspect),
                     std::floor((mw - own_row_w(0)) / static_cast<float>(shape.own_cards))),
            0.0f, 84.0f);
        // Under the centre when the cards keep 44 px there (the hand faces the table, with room
        // at its left for what a view writes by it: Cucù's name and lives); else beside.
        const bool under = under_w >= kMinCardWidth && mw >= piles_w;
        const bool beside = !under && beside_w >= kMinCardWidth && mh >= need_h;
        if (beside || under) {
          const float w = beside ? beside_w : under_w, h = w * kCardAspect, row = own_row_w(w);
          R.own_card_w = w;
          if (beside) {
            R.seats[0] = box(middle.max.x - row, middle.max.y - h, row, h);
            // The centre keeps clear of the words a view writes at the hand's left.
            R.centre = box(middle.min.x, middle.min.y, mw - row - 12 - kHandNoteW, mh);
          } else {
            R.seats[0] = box(std::floor(middle.min.x + (mw - row) * 0.5f), middle.max.y - h, row, h);
            R.centre = box(middle.min.x, middle.min.y, mw, mh - h - 6);
          }
          return R;
        }
      }
    }
    return L;
  }

  // Landscape: the log in a side panel on the right, or folded away to a target at the right end
  // of the top bar (the table then takes the whole width under it).
  const float log_w = d.x >= 1000 ? 300.0f : 220.0f;
  const float top = d.y >= 600 ? 12.0f : 6.0f;
  L.log_folded = log_folded;
  const float area_x0 = m + 6, area_x1 = log_folded ? d.x - m - 6 : d.x - log_w - 2 * m;
  const float area_w = area_x1 - area_x0;
  if (log_folded) {
    L.log_toggle = box(d.x - m - kTopBarH, top, kTopBarH, kTopBarH);
    L.top_bar = box(area_x0, top, L.log_toggle.min.x - 8 - area_x0, kTopBarH);
  } else {
    L.top_bar = box(area_x0, top, area_w, kTopBarH);
    L.log = box(area_x1 + m, top, log_w, d.y - m - top);
    L.log_toggle = box(L.log.max.x - kTopBarH, L.log.min.y, kTopBarH, kTopBarH);
  }
  // Seat cards of 56 px on tall screens when the arc keeps the seats apart, else 44.
  float spread = 2.0f;  // the least distance between neighbours on the arc, in radii
  for (int k = 1; k < opponents; ++k)
    spread = std::min(spread, std::fabs(std::cos(seat_angle(k, players, true) * 3.14159265f / 180.0f) -
                                        std::cos(seat_angle(k + 1, players, true) * 3.14159265f / 180.0f)));
  // Cards grow with a screen larger than a laptop's (1280×800), to half as large again at most,
  // so a big screen's table reads from across a room.
  const float grow = std::clamp(std::min(area_w / 960.0f, d.y / 800.0f), 1.0f, 1.5f);
  const float big = std::floor(56.0f * grow);
  const float big_sw = seat_w(big, shape);
  L.seat_card_w = d.y >= 700 && spread * (area_w - big_sw) * 0.5f >= big_sw + 8 ? big : kMinCardWidth;
  L.pile_card_w = d.y >= 700 ? std::floor(76.0f * grow) : d.y >= 600 ? 56.0f : kMinCardWidth;
  const float sw = seat_w(L.seat_card_w, shape), sh = seat_h(L.seat_card_w, shape);
  const float y0 = L.top_bar.max.y + 8;
  const float cx = (area_x0 + area_x1) * 0.5f;
  L.actions = box(area_x0, d.y - m - 52, area_w, 52);
  // The human at the bottom: buttons, cards, prompt, from the bottom up; the cards shrink (not
  // under 44 px) to leave the centre room for its piles.
  const float centre_need = centre_h_for(L.pile_card_w, shape);
  const float arc_max = opponents >= 3 ? 60.0f : 0.0f;
  float own_w = d.y >= 700 ? std::floor(90.0f * grow) : 64.0f;
  const float room_h = L.actions.min.y - 12 - 8 - 44 - 8 - (y0 + sh + 8);
  own_w = std::clamp(std::min(own_w, std::floor((room_h - centre_need) / kCardAspect)), kMinCardWidth, own_w);
  L.own_card_w = own_w;
  const float own_h = own_w * kCardAspect;
  const float own_row = static_cast<float>(shape.own_cards) * own_w +
                        static_cast<float>(shape.own_cards - 1) * 10;
  L.seats[0] = box(cx - own_row * 0.5f, L.actions.min.y - 12 - own_h, own_row, own_h);
  L.prompt = box(area_x0, L.seats[0].min.y - 8 - 44, area_w, 44);
  // The opponents on an arc: the ends lower, the middle against the top bar; the arc flattens
  // when the screen is short.
  const float arc = std::clamp(L.prompt.min.y - 8 - (y0 + sh) - 8 - centre_need, 0.0f, arc_max);
  const float rx = (area_w - sw) * 0.5f;
  for (int k = 1; k <= opponents; ++k) {
    const float a = seat_angle(k, players, clockwise) * 3.14159265f / 180.0f;
    const float x = cx + std::cos(a) * rx * (opponents == 1 ? 0.0f : 1.0f) - sw * 0.5f;
    const float y = y0 + (1.0f - std::sin(a)) * arc;
    L.seats[static_cast<std::size_t>(k)] = box(std::floor(x), std::floor(y), sw, sh);
  }
  // The centre under the lowest seat, across the area.
  float ctop = y0 + sh + 8;
  for (int k = 1; k <= opponents; ++k) ctop = std::max(ctop, L.seats[static_cast<std::size_t>(k)].max.y + 8);
  const float cx0 = area_x0, cx1 = area_x1;
  L.centre = box(cx0, ctop, cx1 - cx0, L.prompt.min.y - 8 - ctop);
  // Round the table: the sides leave the middle the whole height for the centre. The cards as
  // large as fits (to 64 px, grown with the screen), else the arc stays.
  if (shape.round_table && opponents >= 2) {
    const Box area = box(area_x0, y0, area_w, L.prompt.min.y - 8 - y0);
    for (float cw = std::floor(64.0f * grow); cw >= kMinCardWidth; cw -= 2) {
      TableLayout R = L;
      const Box middle = seat_round(R, area, opponents, clockwise, shape, cw);
      if (middle.empty() || middle.height() < centre_need ||
          middle.width() < piles_row_w(L.pile_card_w))
        continue;
      R.centre = middle;
      return R;
    }
  }
  return L;
}

TableLayout layout_table(const Screen& screen, int players, bool clockwise, SeatShape shape,
                         bool log_folded) {
  TableLayout L = layout_table(screen.safe_size(), players, clockwise, shape, log_folded);
  const ImVec2 by = screen.safe.min;
  for (Box* b : {&L.top_bar, &L.title_row, &L.centre, &L.prompt, &L.actions, &L.log, &L.log_toggle})
    if (!b->empty()) *b = shifted(*b, by);
  for (Box& seat : L.seats) seat = shifted(seat, by);
  return L;
}

bool piles_in_row(const TableLayout& L) {
  const float pw = L.pile_card_w;
  return L.centre.width() >= 3 * pw + 2 * 8 + 2 * kPileLabelOverhang ||
         L.centre.height() < 2 * pw * kCardAspect + kPileLabelH + 6;
}

ImVec2 pile_pos(const TableLayout& L, Pile pile) {
  const Box& c = L.centre;
  const float pw = L.pile_card_w, ph = pw * kCardAspect;
  const float cx = (c.min.x + c.max.x) * 0.5f;
  const float row_gap = std::clamp((c.width() - 3 * pw - 2 * kPileLabelOverhang) * 0.5f, 8.0f, 18.0f);
  if (piles_in_row(L)) {
    // In a row: stock, held card (a little higher), discard; the labels under the piles.
    const float cy = std::max(c.min.y + 10, (c.min.y + c.max.y - ph - kPileLabelH) * 0.5f);
    if (pile == Pile::Stock) return ImVec2(cx - pw * 1.5f - row_gap, cy);
    if (pile == Pile::Held) return ImVec2(cx - pw * 0.5f, cy - 6);
    return ImVec2(cx + pw * 0.5f + row_gap, cy);
  }
  // Narrow: stock and discard side by side, the held card under them.
  const float gap = std::clamp(c.width() - 2 * pw, 2.0f, 12.0f);
  const float top = std::max(c.min.y + 2, (c.min.y + c.max.y - 2 * ph - kPileLabelH - 6) * 0.5f);
  if (pile == Pile::Stock) return ImVec2(cx - pw - gap * 0.5f, top);
  if (pile == Pile::Discard) return ImVec2(cx + gap * 0.5f, top);
  return ImVec2(cx - pw * 0.5f, top + ph + kPileLabelH + 6);
}

ImVec2 seat_card_pos(const TableLayout& L, int k, int index, SeatShape s) {
  const Box& b = L.seats[static_cast<std::size_t>(k)];
  const int col = index % s.cols, row = index / s.cols;
  return ImVec2(b.min.x + kSeatPad + static_cast<float>(col) * seat_step(L.seat_card_w, s),
                b.min.y + s.label_h + kSeatPad +
                    static_cast<float>(row) * (L.seat_card_w * kCardAspect + kCardGap));
}

ImVec2 own_card_pos(const TableLayout& L, int index, SeatShape s) {
  const Box& b = L.seats[0];
  const float gap = s.own_cards > 1 ? (b.width() - static_cast<float>(s.own_cards) * L.own_card_w) /
                                          static_cast<float>(s.own_cards - 1)
                                    : 0;
  return ImVec2(b.min.x + static_cast<float>(index) * (L.own_card_w + gap), b.min.y);
}

std::vector<std::string> table_layout_problems(const TableLayout& L, ImVec2 d) {
  std::vector<std::string> out;
  std::vector<std::pair<std::string, Box>> boxes = {
      {"top bar", L.top_bar}, {"centre", L.centre}, {"prompt", L.prompt}, {"actions", L.actions}};
  if (!L.title_row.empty()) boxes.push_back({"title row", L.title_row});
  if (!L.log.empty()) boxes.push_back({"log", L.log});
  // The fold target lies over the log's corner (drawn in it), so it is checked against the rest.
  if (!L.log_toggle.empty() && L.log_folded) boxes.push_back({"log's unfold target", L.log_toggle});
  for (std::size_t k = 0; k < L.seats.size(); ++k)
    boxes.push_back({"seat " + std::to_string(k), L.seats[k]});
  for (const auto& [name, b] : boxes) {
    if (b.empty()) out.push_back(name + " is empty");
    if (b.min.x < 0 || b.min.y < 0 || b.max.x > d.x + 0.5f || b.max.y > d.y + 0.5f)
      out.push_back(name + " runs off the screen");
  }
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      const Box& a = boxes[i].second;
      const Box& b = boxes[j].second;
      if (a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y)
        out.push_back(boxes[i].first + " overlaps " + boxes[j].first);
    }
  }
  // The piles (with their labels) inside the centre.
  const float pw = L.pile_card_w, ph = pw * kCardAspect;
  for (Pile pile : {Pile::Stock, Pile::Held, Pile::Discard}) {
    const ImVec2 p = pile_pos(L, pile);
    const float overhang = pile == Pile::Held || !piles_in_row(L) ? 0.0f : kPileLabelOverhang;
    const float below = pile == Pile::Held ? 0.0f : kPileLabelH;
    if (p.x - overhang < L.centre.min.x - 0.5f || p.x + pw + overhang > L.centre.max.x + 0.5f ||
        p.y - (pile == Pile::Held ? 4.0f : 0.0f) < L.centre.min.y - 0.5f || p.y + ph + below > L.centre.max.y + 0.5f)
      out.push_back("a pile does not fit the centre");
  }
  for (float w : {L.seat_card_w, L.own_card_w, L.pile_card_w})
    if (w < kMinCardWidth) out.push_back("a card narrower than 44 px");
  return out;
}

}  // namespace cardavia::app::table
