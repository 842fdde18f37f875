// Cardavia — table layout (see table_layout.h).
#include "app/table/table_layout.h"

#include <algorithm>
#include <cmath>

#include "app/card_renderer.h"

namespace cardavia::app::table {
namespace {

constexpr float kTopSafe = 40.0f;  // nothing important under the status bar / notch

Box box(float x, float y, float w, float h) { return Box{ImVec2(x, y), ImVec2(x + w, y + h)}; }

float seat_w(float card_w, SeatShape s) {
  return static_cast<float>(s.cols) * card_w + static_cast<float>(s.cols - 1) * kCardGap +
         2 * kSeatPad;
}
float seat_h(float card_w, SeatShape s) {
  return kSeatLabelH + static_cast<float>(s.rows) * card_w * kCardAspect +
         static_cast<float>(s.rows - 1) * kCardGap + 2 * kSeatPad;
}

// The angle (degrees, 180 = the human's left, 90 = across, 0 = right) of the seat `k` after the
// human among `players`, in the table's direction.
float seat_angle(int k, int players, bool clockwise) {
  const float a = 180.0f * static_cast<float>(k) / static_cast<float>(players);
  return clockwise ? 180.0f - a : a;
}

}  // namespace

TableLayout layout_table(ImVec2 d, int players, bool clockwise, SeatShape shape) {
  TableLayout L;
  L.portrait = d.x < d.y;
  const int opponents = players - 1;
  L.seats.assign(static_cast<std::size_t>(players), Box{});
  constexpr float m = 10.0f;

  if (L.portrait) {
    // Step 1. The top bar below the safe area.
    const float top = d.y >= 700 ? kTopSafe : 8.0f;
    L.top_bar = box(m, top, d.x - 2 * m, 36);
    float y = L.top_bar.max.y + 6;
    // Step 2. The opponents: one row of up to 3, or two rows for 4.
    const int per_row = opponents <= 3 ? opponents : 2;
    const float room_w = (d.x - 2 * m - static_cast<float>(per_row - 1) * 8) /
                         static_cast<float>(std::max(per_row, 1));
    float cw = std::floor((room_w - 2 * kSeatPad - static_cast<float>(shape.cols - 1) * kCardGap) /
                          static_cast<float>(shape.cols));
    cw = std::clamp(cw, kMinCardWidth, opponents <= 2 ? 58.0f : 52.0f);
    if (opponents >= 4) cw = kMinCardWidth;
    L.seat_card_w = cw;
    const float sw = seat_w(cw, shape), sh = seat_h(cw, shape);
    if (opponents <= 3) {
      // Clockwise: the first opponent on the left. The end seats sit a little lower (an arc).
      const float gap = (d.x - 2 * m - static_cast<float>(opponents) * sw) /
                        static_cast<float>(std::max(opponents + 1, 2));
      const float arc = opponents == 3 ? 14.0f : 0.0f;
      for (int k = 1; k <= opponents; ++k) {
        const int col = clockwise ? k - 1 : opponents - k;
        const bool end = opponents == 3 && k != 2;
        L.seats[static_cast<std::size_t>(k)] =
            box(m + gap + static_cast<float>(col) * (sw + gap), y + (end ? arc : 0), sw, sh);
      }
      y += sh + arc + 8;
    } else {
      // Four: the 2nd and 3rd across the top, the 1st and 4th below them at the sides.
      const float gap = (d.x - 2 * m - 2 * sw) / 3.0f;
      const float left = m + gap, right = d.x - m - gap - sw;
      const float x2 = clockwise ? left : right, x3 = clockwise ? right : left;
      L.seats[2] = box(x2, y, sw, sh);
      L.seats[3] = box(x3, y, sw, sh);
      // The lower pair sits at the very edges, half a seat lower, leaving the middle for the piles.
      const float y2 = y + sh * 0.5f + 6;
      L.seats[1] = box(clockwise ? m : d.x - m - sw, y2 + sh * 0.5f - 4, sw, sh);
      L.seats[4] = box(clockwise ? d.x - m - sw : m, y2 + sh * 0.5f - 4, sw, sh);
      // Columns: the upper pair must sit inside, so pull them in between the lower ones.
      L.seats[2].min.x = m + sw + 4;
      L.seats[2].max.x = L.seats[2].min.x + sw;
      L.seats[3].max.x = d.x - m - sw - 4;
      L.seats[3].min.x = L.seats[3].max.x - sw;
      if (!clockwise) std::swap(L.seats[2], L.seats[3]);
      y = L.seats[1].max.y + 8;
    }
    // Step 3. From the bottom: log, buttons, own cards, prompt; the centre takes what is left.
    L.own_card_w = std::floor(std::min(
        84.0f, (d.x - 2 * m - static_cast<float>(shape.own_cards - 1) * 8) / shape.own_cards));
    L.pile_card_w = opponents >= 4 ? 50.0f : 60.0f;
    const float own_h = L.own_card_w * kCardAspect;
    const float centre_h = L.pile_card_w * kCardAspect + 26;
    const float fixed = centre_h + 8 + 48 + 6 + own_h + 12 + 50 + 8;
    const float log_h = d.y - m - y - fixed;
    if (opponents >= 4) {
      // The centre sits between the two lower seats.
      const float cy = L.seats[2].max.y + 6;
      L.centre = box(L.seats[1].max.x + 4, cy, L.seats[4].min.x - L.seats[1].max.x - 8,
                     std::max(centre_h, L.seats[1].max.y - cy));
      if (!clockwise) L.centre = box(L.seats[4].max.x + 4, cy,
                                     L.seats[1].min.x - L.seats[4].max.x - 8,
                                     std::max(centre_h, L.seats[1].max.y - cy));
      y = std::max(y, L.centre.max.y + 8);
    } else {
      L.centre = box(m, y, d.x - 2 * m, centre_h);
      y += centre_h + 8;
    }
    L.prompt = box(m, y, d.x - 2 * m, 48);
    y += 48 + 6;
    const float own_w = static_cast<float>(shape.own_cards) * L.own_card_w +
                        static_cast<float>(shape.own_cards - 1) * 8;
    L.seats[0] = box((d.x - own_w) * 0.5f, y, own_w, own_h);
    y += own_h + 12;
    L.actions = box(m, y, d.x - 2 * m, 50);
    y += 50 + 8;
    if (opponents >= 4) y = std::max(y, L.actions.max.y + 8);
    if (d.y - m - y >= 40 && log_h > -1000) L.log = box(m, y, d.x - 2 * m, d.y - m - y);
    return L;
  }

  // Landscape.
  const float log_w = d.x >= 1000 ? 300.0f : 220.0f;
  const float area_x0 = m + 6, area_x1 = d.x - log_w - 2 * m;
  const float area_w = area_x1 - area_x0;
  L.top_bar = box(area_x0, d.y >= 600 ? 12.0f : 6.0f, area_w, 36);
  L.log = box(area_x1 + m, L.top_bar.min.y, log_w, d.y - m - L.top_bar.min.y);
  // The human at the bottom: buttons, cards, prompt, from the bottom up.
  L.own_card_w = d.y >= 700 ? 90.0f : 64.0f;
  L.pile_card_w = d.y >= 700 ? 76.0f : 56.0f;
  L.seat_card_w = d.y >= 700 ? 56.0f : kMinCardWidth;
  const float own_h = L.own_card_w * kCardAspect;
  const float own_w = static_cast<float>(shape.own_cards) * L.own_card_w +
                      static_cast<float>(shape.own_cards - 1) * 10;
  const float cx = (area_x0 + area_x1) * 0.5f;
  L.actions = box(area_x0, d.y - m - 52, area_w, 52);
  L.seats[0] = box(cx - own_w * 0.5f, L.actions.min.y - 12 - own_h, own_w, own_h);
  L.prompt = box(area_x0, L.seats[0].min.y - 8 - 44, area_w, 44);
  // The opponents on an arc: the ends lower, the middle against the top bar.
  const float sw = seat_w(L.seat_card_w, shape), sh = seat_h(L.seat_card_w, shape);
  const float arc = opponents >= 3 ? 60.0f : 0.0f;
  const float rx = (area_w - sw) * 0.5f;
  const float y0 = L.top_bar.max.y + 8;
  for (int k = 1; k <= opponents; ++k) {
    const float a = seat_angle(k, players, clockwise) * 3.14159265f / 180.0f;
    const float x = cx + std::cos(a) * rx * (opponents == 1 ? 0.0f : 1.0f) - sw * 0.5f;
    const float y = y0 + (1.0f - std::sin(a)) * arc / 0.7f * 0.7f;
    L.seats[static_cast<std::size_t>(k)] = box(std::floor(x), std::floor(y), sw, sh);
  }
  float below = y0 + sh;
  for (int k = 1; k <= opponents; ++k) below = std::max(below, L.seats[static_cast<std::size_t>(k)].max.y);
  // The centre between the middle seats and the prompt (it may reach between the lower ends).
  const float ctop = y0 + sh + 8;
  L.centre = box(area_x0 + sw + 8, ctop, area_w - 2 * sw - 16, L.prompt.min.y - 8 - ctop);
  if (opponents < 3) L.centre = box(area_x0, ctop, area_w, L.prompt.min.y - 8 - ctop);
  return L;
}

ImVec2 seat_card_pos(const TableLayout& L, int k, int index, SeatShape s) {
  const Box& b = L.seats[static_cast<std::size_t>(k)];
  const int col = index % s.cols, row = index / s.cols;
  return ImVec2(b.min.x + kSeatPad + static_cast<float>(col) * (L.seat_card_w + kCardGap),
                b.min.y + kSeatLabelH + kSeatPad +
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
  if (!L.log.empty()) boxes.push_back({"log", L.log});
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
  for (float w : {L.seat_card_w, L.own_card_w, L.pile_card_w})
    if (w < kMinCardWidth) out.push_back("a card narrower than 44 px");
  return out;
}

}  // namespace cardavia::app::table
