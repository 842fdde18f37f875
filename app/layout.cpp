// Cardavia — start-screen layout (see layout.h).
#include "app/layout.h"

#include <algorithm>
#include <cmath>

#include "app/card_renderer.h"
#include "app/table/games.h"

namespace cardavia::app {
namespace {

constexpr float kTopSafe = 40.0f;  // nothing important under the status bar / notch

Box box(float x, float y, float w, float h) { return Box{ImVec2(x, y), ImVec2(x + w, y + h)}; }

// A tile per game of the site.
int site_tiles() { return static_cast<int>(table::table_games().size()); }

// Picks the number of cards per row that gives the largest cards for `count` cards in `room`.
CardGrid fit_grid(int count, Box room, float gap, float max_w, int min_per_row, int max_per_row) {
  CardGrid best;
  best.count = count;
  best.gap = gap;
  best.box = room;
  for (int per_row = min_per_row; per_row <= std::min(count, max_per_row); ++per_row) {
    const int rows = (count + per_row - 1) / per_row;
    const float by_width =
        (room.width() - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    const float by_height = (room.height() - gap * static_cast<float>(rows - 1)) /
                            static_cast<float>(rows) / kCardAspect;
    const float w = std::floor(std::min({by_width, by_height, max_w}));
    if (w > best.card_w) {
      best.card_w = w;
      best.per_row = per_row;
    }
  }
  return best;
}

float grid_height(const CardGrid& g) {
  if (g.per_row == 0) return 0;
  const int rows = (g.count + g.per_row - 1) / g.per_row;
  return static_cast<float>(rows) * g.card_w * kCardAspect + static_cast<float>(rows - 1) * g.gap;
}

// Width of the widest row of a grid.
float row_width(const CardGrid& g) {
  const int n = std::min(g.per_row, g.count);
  return static_cast<float>(n) * g.card_w + static_cast<float>(n - 1) * g.gap;
}

// Shrinks the grid's box to what its cards use, keeping the top edge.
void tighten(CardGrid& g) { g.box.max.y = g.box.min.y + grid_height(g); }

// When the cards do not fill the right-hand column: centre the block of cards and pull the labels
// to its left edge, so headings stay next to what they name.
void centre_packs(StartLayout& L, float column_w) {
  const float used = std::max(row_width(L.french), row_width(L.cucu));
  const float shift = std::floor((column_w - used) * 0.5f);
  for (Box* b :
       {&L.packs_heading, &L.french_label, &L.french.box, &L.cucu_label, &L.cucu.box, &L.hint}) {
    b->min.x += shift;
    b->max.x = b->min.x + used;
  }
}

StartLayout portrait(ImVec2 size, int tiles) {
  StartLayout L;
  L.portrait = true;
  L.margin = std::clamp(size.x * 0.045f, 14.0f, 28.0f);
  const float cw = std::min(size.x - 2 * L.margin, 600.0f);
  const float x = (size.x - cw) * 0.5f;
  // Below 568 px the screen is a small phone's safe area: its status bar is already outside it.
  float y = size.y < 568.0f ? 16.0f : std::max(kTopSafe + 4.0f, size.y * 0.055f);

  // Three heights of phone: tall (≥ 760 px, e.g. 390×844), short (700–760) and small (< 700,
  // e.g. 320×568: smaller title, slimmer tiles, no footer — room for the four-colour switch and
  // the language row under the cards). Fixed parts first; the cards get what is left.
  const bool small = size.y < 700.0f;
  const bool short_screen = size.y < 760.0f;
  const float title_h = small ? 56.0f : 94.0f;
  const float tile_h = small ? 48.0f : short_screen ? 62.0f : 70.0f;
  const float tile_gap = small ? 4.0f : 8.0f;
  L.title = box(x, y, cw, title_h);
  y += title_h + (short_screen ? 4 : 10);
  L.chooser_heading = box(x, y, cw, 20);
  y += 24;

  const float footer_h = small ? 0.0f : 16.0f;
  const float bottom_margin = small ? 6.0f : 12.0f;
  const float toggle_h = 44.0f;  // a finger's height, on every phone
  const float row_gap = small ? 4.0f : 6.0f;
  // The hint line under the cards; small phones leave it out (the room goes to the cards, which
  // show the stars themselves).
  const float hint_h = small ? 0.0f : 18.0f + 6.0f;
  // hint, today's deals and statistics, gap, switch, gap, language, gap, footer, margin
  const float bottom_fixed = hint_h + toggle_h + row_gap + toggle_h + row_gap + toggle_h +
                             (small ? 0 : 8) + footer_h + bottom_margin;
  // The tiles, one column; two when one column would leave the cards less room than a French
  // row and a Cuccù row of the narrowest cards (many games on a small phone).
  const float below_tiles = small ? 0.0f : short_screen ? 6.0f : 12.0f;
  // Small phones leave out "The packs" heading: the cards speak for themselves, and the room goes
  // to one column of tiles above them.
  const float packs_heading_h = small ? 0.0f : 24.0f;
  const float least_cards = 2 * kMinCardWidth * kCardAspect + 10.0f;
  const auto tiles_height = [&](int columns) {
    const int rows = (tiles + columns - 1) / columns;
    return static_cast<float>(rows) * (tile_h + tile_gap);
  };
  const float cards_room_in_one_column =
      size.y - y - tiles_height(1) - below_tiles - packs_heading_h - bottom_fixed;
  const int columns = tiles > 1 && cards_room_in_one_column < least_cards ? 2 : 1;
  const float column_gap = 8.0f;
  const float tile_w =
      (cw - column_gap * static_cast<float>(columns - 1)) / static_cast<float>(columns);
  for (int i = 0; i < tiles; ++i) {
    const int row = i / columns, col = i % columns;
    L.tiles.push_back(box(x + static_cast<float>(col) * (tile_w + column_gap),
                          y + static_cast<float>(row) * (tile_h + tile_gap), tile_w, tile_h));
  }
  y += tiles_height(columns) + below_tiles;
  if (!small) L.packs_heading = box(x, y, cw, 20);
  y += packs_heading_h;
  const float room = size.y - y - bottom_fixed;
  // A French row and two Cuccù rows, all cards the same width: six a row, fewer on a narrow
  // screen (never below 44 px), one Cuccù row when two do not fit.
  const float gap = 8.0f;
  int per_row = 6;
  const auto width_for = [&](int n) {
    return std::floor((cw - gap * static_cast<float>(n - 1)) / static_cast<float>(n));
  };
  while (per_row > 4 && width_for(per_row) < kMinCardWidth) --per_row;
  const float w_row = width_for(per_row);
  const auto rows_height = [&](float cwid, int rows) {
    return static_cast<float>(1 + rows) * cwid * kCardAspect + static_cast<float>(rows) * 10.0f;
  };
  int cucu_rows = 2;
  float w = w_row;
  if (rows_height(w, 2) > room) w = std::floor((room - 20.0f) / (3 * kCardAspect));
  if (w < kMinCardWidth) {
    cucu_rows = 1;
    w = std::min(w_row, std::floor((room - 10.0f) / (2 * kCardAspect)));
  }
  w = std::max(w, kMinCardWidth);

  L.french.count = per_row;
  L.french.per_row = per_row;
  L.french.card_w = w;
  L.french.gap = gap;
  L.french.box = box(x, y, cw, w * kCardAspect);
  y += w * kCardAspect + 10;
  L.cucu.count = per_row * cucu_rows;
  L.cucu.per_row = per_row;
  L.cucu.card_w = w;
  L.cucu.gap = gap;
  L.cucu.box = box(x, y, cw, 0);
  tighten(L.cucu);
  y = L.cucu.box.max.y + 6;
  if (!small) L.hint = box(x, y, cw, 18);
  y += hint_h;
  // The footer sits at the bottom; the switch under the hint, or just above the footer.
  L.footer = box(x, size.y - bottom_margin - footer_h, cw, footer_h);
  const float more_y = std::min(y + (small ? 0.0f : 10.0f),
                                L.footer.min.y - (small ? 0.0f : 8.0f) - 3 * toggle_h - 2 * row_gap);
  L.more = box(x, std::max(y, more_y), cw, toggle_h);
  L.toggle = box(x, L.more.max.y + row_gap, cw, toggle_h);
  L.language = box(x, L.toggle.max.y + row_gap, cw, toggle_h);
  return L;
}

StartLayout landscape(ImVec2 size, int tiles) {
  StartLayout L;
  L.portrait = false;
  L.margin = std::clamp(size.x * 0.025f, 20.0f, 40.0f);
  const float left_w = std::clamp(size.x * 0.33f, 300.0f, 420.0f);
  const float x = L.margin;
  float y = std::max(kTopSafe + 8.0f, size.y * 0.07f);
  // A short window (a laptop's 524 px) takes the smaller title, no footer and closer tiles,
  // leaving the tiles room above today's deals, the switch and the language row.
  const bool short_window = size.y < 600.0f;
  const float title_h = short_window ? 72.0f : 108.0f;
  L.title = box(x, y, left_w, title_h);
  y += title_h + (short_window ? 10 : 18);
  L.chooser_heading = box(x, y, left_w, 20);
  y += 26;
  if (!short_window) L.footer = box(x, size.y - L.margin - 16, left_w, 16);
  const float rows_end = short_window ? size.y - L.margin : L.footer.min.y - 12;
  // The tiles share what is left above the three rows (slim on short windows).
  const float tile_gap = short_window ? 8.0f : 12.0f;
  const float tiles_room = rows_end - 3 * (44 + 8) - y;
  const float tile_h =
      std::clamp(tiles_room / static_cast<float>(std::max(tiles, 1)) - tile_gap, 52.0f, 92.0f);
  for (int i = 0; i < tiles; ++i) {
    L.tiles.push_back(box(x, y, left_w, tile_h));
    y += tile_h + tile_gap;
  }
  L.more = box(x, std::min(y + 8, rows_end - 44 - 8 - 44 - 8 - 44), left_w, 44);
  L.toggle = box(x, L.more.max.y + 8, left_w, 44);
  L.language = box(x, L.toggle.max.y + 8, left_w, 44);

  // The packs on the right.
  const float rx = x + left_w + std::max(32.0f, size.x * 0.04f);
  const float rw = size.x - rx - L.margin;
  float ry = std::max(kTopSafe + 8.0f, size.y * 0.07f);
  L.packs_heading = box(rx, ry, rw, 24);
  ry += 24 + 14;
  L.french_label = box(rx, ry, rw, 20);
  ry += 26;
  const float bottom = size.y - L.margin - 24;    // the hint sits under the cards
  const float room = bottom - ry - 20 - 26 - 22;  // minus the Cuccù label and gaps
  // The French row takes about a third of the room, the Cuccù grid the rest.
  L.french = fit_grid(7, box(rx, ry, rw, room * 0.36f), 14.0f, 130.0f, 7, 7);
  tighten(L.french);
  ry = L.french.box.max.y + 22;
  L.cucu_label = box(rx, ry, rw, 20);
  ry += 26;
  L.cucu = fit_grid(kNumCuccuRanks, box(rx, ry, rw, bottom - ry), 12.0f, 130.0f, 5, 10);
  tighten(L.cucu);
  L.hint = box(rx, L.cucu.box.max.y + 10, rw, 18);

  centre_packs(L, rw);
  return L;
}

// Phones held sideways (e.g. 844×390): the chooser on the left, slim; the packs on the right,
// one French row and one or two Cuccù rows, as large as the height allows.
StartLayout phone_landscape(ImVec2 size, int tiles) {
  StartLayout L;
  L.portrait = false;
  L.margin = std::clamp(size.x * 0.03f, 14.0f, 28.0f);
  const float top = 12.0f;
  const float left_w = std::clamp(size.x * 0.42f, 260.0f, 400.0f);
  const float x = L.margin;
  float y = top;
  L.title = box(x, y, left_w, 44);  // < 56: the name only, no tagline
  y += 44 + 6;
  L.chooser_heading = box(x, y, left_w, 20);
  y += 22;
  const float tile_h = std::clamp(
      (size.y - y - 44.0f - 16.0f) / static_cast<float>(std::max(tiles, 1)) - 6.0f, 48.0f, 60.0f);
  for (int i = 0; i < tiles; ++i) {
    L.tiles.push_back(box(x, y, left_w, tile_h));
    y += tile_h + 6;
  }
  L.toggle = box(x, std::min(y + 4.0f, size.y - 8.0f - 44.0f), left_w, 44);

  const float rx = x + left_w + std::max(20.0f, size.x * 0.03f);
  const float rw = size.x - rx - L.margin;
  float ry = top;
  L.packs_heading = box(rx, ry, rw, 20);
  ry += 24;
  // The language row sits at the bottom of this column (the left one has no room for it).
  L.language = box(rx, size.y - 8.0f - 44.0f, rw, 44);
  // Today's deals and the statistics above it.
  L.more = box(rx, L.language.min.y - 6.0f - 44.0f, rw, 44);
  const float room = L.more.min.y - 6.0f - ry - 18.0f - 6.0f;  // minus the hint and gaps
  const float gap = 8.0f;
  int best_per_row = 6, best_rows = 1;
  float best_w = 0.0f;
  for (int rows = 2; rows >= 1 && best_w < 56.0f; --rows) {
    for (int per_row = 4; per_row <= 8; ++per_row) {
      const float by_width =
          std::floor((rw - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
      const float by_height = std::floor((room - 10.0f * static_cast<float>(rows)) /
                                         (static_cast<float>(1 + rows) * kCardAspect));
      const float w = std::min({by_width, by_height, 110.0f});
      if (w > best_w + 0.5f) {
        best_w = w;
        best_per_row = per_row;
        best_rows = rows;
      }
    }
  }
  L.french.count = best_per_row;
  L.french.per_row = best_per_row;
  L.french.card_w = best_w;
  L.french.gap = gap;
  L.french.box = box(rx, ry, rw, best_w * kCardAspect);
  ry += best_w * kCardAspect + 10;
  L.cucu.count = best_per_row * best_rows;
  L.cucu.per_row = best_per_row;
  L.cucu.card_w = best_w;
  L.cucu.gap = gap;
  L.cucu.box = box(rx, ry, rw, 0);
  tighten(L.cucu);
  L.hint = box(rx, L.cucu.box.max.y + 6, rw, 18);
  centre_packs(L, rw);
  return L;
}

}  // namespace

ImVec2 CardGrid::card_pos(int i) const {
  const int row = i / per_row;
  const int col = i % per_row;
  const int in_row = std::min(per_row, count - row * per_row);
  const float row_w = static_cast<float>(in_row) * card_w + static_cast<float>(in_row - 1) * gap;
  const float x0 = box.min.x + (box.width() - row_w) * 0.5f;
  return ImVec2(x0 + static_cast<float>(col) * (card_w + gap),
                box.min.y + static_cast<float>(row) * (card_w * kCardAspect + gap));
}

Screen make_screen(ImVec2 size, Insets in) {
  // !(v > 0) is true for NaN too.
  const auto clamp = [](float v, float side) {
    return !(v > 0) ? 0.0f : std::min(v, side * kMaxInsetShare);
  };
  in = Insets{clamp(in.top, size.y), clamp(in.right, size.x), clamp(in.bottom, size.y),
              clamp(in.left, size.x)};
  return Screen{size, Box{ImVec2(in.left, in.top), ImVec2(size.x - in.right, size.y - in.bottom)}};
}

Box shifted(Box b, ImVec2 by) {
  return Box{ImVec2(b.min.x + by.x, b.min.y + by.y), ImVec2(b.max.x + by.x, b.max.y + by.y)};
}

Box centred_in(const Box& area, float w, float top, float bottom) {
  const float left = area.min.x + (area.width() - w) * 0.5f;
  return Box{ImVec2(left, area.min.y + top), ImVec2(left + w, area.min.y + bottom)};
}

StartLayout layout_start_screen(const Screen& screen, int tiles) {
  StartLayout L = layout_start_screen(screen.safe_size(), tiles);
  const ImVec2 by = screen.safe.min;
  for (Box* b : {&L.title, &L.chooser_heading, &L.packs_heading, &L.french_label, &L.french.box,
                 &L.cucu_label, &L.cucu.box, &L.hint, &L.more, &L.toggle, &L.language, &L.footer})
    *b = shifted(*b, by);  // an empty box stays empty
  for (Box& t : L.tiles) t = shifted(t, by);
  return L;
}

StartLayout layout_start_screen(const Screen& screen) {
  return layout_start_screen(screen, site_tiles());
}

StartLayout layout_start_screen(ImVec2 size, int tiles) {
  if (size.y < 520.0f && size.x >= size.y * 1.2f) return phone_landscape(size, tiles);
  const bool landscape_shape = size.x >= 900.0f && size.x >= size.y * 1.05f;
  return landscape_shape ? landscape(size, tiles) : portrait(size, tiles);
}

StartLayout layout_start_screen(ImVec2 size) { return layout_start_screen(size, site_tiles()); }

std::vector<std::string> layout_problems(const StartLayout& L, ImVec2 size) {
  struct Named {
    std::string name;
    Box box;
  };
  std::vector<Named> boxes;
  auto add = [&](const std::string& name, const Box& b) {
    if (!b.empty()) boxes.push_back({name, b});
  };
  auto add_cards = [&](const std::string& name, const CardGrid& g) {
    for (int i = 0; i < g.count; ++i) {
      const ImVec2 p = g.card_pos(i);
      add(name + " card " + std::to_string(i),
          Box{p, ImVec2(p.x + g.card_w, p.y + g.card_w * kCardAspect)});
    }
  };
  add("title", L.title);
  add("chooser heading", L.chooser_heading);
  std::vector<std::string> tiles;
  for (std::size_t i = 0; i < L.tiles.size(); ++i) {
    tiles.push_back("tile " + std::to_string(i));
    add(tiles.back(), L.tiles[i]);
  }
  add("packs heading", L.packs_heading);
  add("French label", L.french_label);
  add_cards("French", L.french);
  add("Cucu label", L.cucu_label);
  add_cards("Cucu", L.cucu);
  add("hint", L.hint);
  add("today and statistics", L.more);
  add("switch", L.toggle);
  add("language", L.language);
  add("footer", L.footer);

  std::vector<std::string> problems;
  const std::string where = " at " + std::to_string(static_cast<int>(size.x)) + "x" +
                            std::to_string(static_cast<int>(size.y));
  // The targets (the tiles, the switch, the language row): there, and a finger's height at least.
  std::vector<std::string> targets = tiles;
  targets.insert(targets.end(), {"today and statistics", "switch", "language"});
  std::vector<std::string> musts = targets;
  musts.push_back("title");
  for (const std::string& must : musts) {
    const bool found =
        std::any_of(boxes.begin(), boxes.end(), [&](const Named& n) { return n.name == must; });
    if (!found) problems.push_back(must + " missing" + where);
  }
  for (const std::string& target : targets) {
    for (const Named& n : boxes)
      if (n.name == target && n.box.height() < kMinCardWidth - 0.5f)
        problems.push_back(target + " is " + std::to_string(static_cast<int>(n.box.height())) +
                           " px high" + where);
  }
  for (const CardGrid* g : {&L.french, &L.cucu}) {
    if (g->count > 0 && g->card_w < kMinCardWidth) {
      problems.push_back("cards " + std::to_string(static_cast<int>(g->card_w)) + " px wide" +
                         where);
    }
  }
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const Box& a = boxes[i].box;
    if (a.min.x < 0 || a.min.y < 0 || a.max.x > size.x || a.max.y > size.y) {
      problems.push_back(boxes[i].name + " is cut off" + where);
    }
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      const Box& b = boxes[j].box;
      const bool overlap =
          a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
      if (overlap) problems.push_back(boxes[i].name + " overlaps " + boxes[j].name + where);
    }
  }
  return problems;
}

}  // namespace cardavia::app
