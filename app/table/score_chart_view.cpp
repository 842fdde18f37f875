// Cardavia — the line chart (see score_chart_view.h) and the match table's score chart: its data
// (for the report too), its caption, its legend of names in the seats' colours.
//
// [SECTION] The line chart
// [SECTION] The match table's score chart
#include "app/table/score_chart_view.h"

#include <algorithm>
#include <cfloat>

#include "app/i18n.h"
#include "app/table/match_table.h"
#include "session/score_chart.h"

namespace cardavia::app::table {

// [SECTION] The line chart -----------------------------------------------------------------------

namespace {

constexpr float kNumberSize = text_size::kCaption;

float number_width(ImFont* font, const std::string& text) {
  return font->CalcTextSizeA(kNumberSize, FLT_MAX, 0.0f, text.c_str()).x;
}

// A number of the chart's axes: its right edge (`align` 1) or its middle (0.5) at `at.x`.
void chart_number(const TableContext& ctx, int value, ImVec2 at, float align, ImU32 colour) {
  const std::string text = std::to_string(value);
  ctx.dl->AddText(ctx.fonts->small, kNumberSize,
                  ImVec2(at.x - number_width(ctx.fonts->small, text) * align, at.y), colour,
                  text.c_str());
}

}  // namespace

void draw_line_chart(const TableContext& ctx, const Box& box, const ChartReport& chart,
                     std::size_t from, std::size_t to, int goal) {
  const Palette& pal = *ctx.palette;
  ImFont* font = ctx.fonts->small;
  std::size_t count = 0;
  int top = std::max(goal, 1);
  for (std::size_t i = from; i < to; ++i) {
    count = std::max(count, chart.points[i].size());
    for (const int v : chart.points[i]) top = std::max(top, v);
  }
  // Step 1. The plot: the values' numbers at its left, the points' numbers under it; each point in
  // the middle of its slot (one round is a dot in the middle, not at an edge).
  const Box plot{ImVec2(box.min.x + number_width(font, std::to_string(top)) + 8, box.min.y + 8),
                 ImVec2(box.max.x - 4, box.max.y - kNumberSize - 6)};
  const float slot = plot.width() / static_cast<float>(std::max<std::size_t>(count, 1));
  const auto at = [&](std::size_t i, int v) {
    return ImVec2(plot.min.x + slot * (static_cast<float>(i) + 0.5f),
                  plot.max.y - plot.height() * static_cast<float>(std::max(v, 0)) / static_cast<float>(top));
  };

  // Step 2. The axes; the goal's line in the accent; the numbers 0, the goal and the top (the top
  // only when it is not the goal and clear of its number).
  const ImU32 axis = with_alpha(pal.text_muted, 0.45f);
  ctx.dl->AddLine(plot.min, ImVec2(plot.min.x, plot.max.y), axis);
  ctx.dl->AddLine(ImVec2(plot.min.x, plot.max.y), plot.max, axis);
  if (goal > 0)
    ctx.dl->AddLine(ImVec2(plot.min.x, at(0, goal).y), ImVec2(plot.max.x, at(0, goal).y),
                    with_alpha(pal.accent, 0.6f), 1.5f);
  const bool top_shown = top != goal && (goal == 0 || at(0, goal).y - at(0, top).y > kNumberSize);
  const int numbers[] = {0, goal, top_shown ? top : 0};
  for (const int v : numbers) {
    chart_number(ctx, v, ImVec2(plot.min.x - 5, at(0, v).y - kNumberSize * 0.5f), 1.0f,
                 v == goal && v > 0 ? pal.accent : pal.text_muted);
  }

  // Step 3. A mark per point along the foot, numbered: the first, then every `every`-th.
  const auto every =
      static_cast<std::size_t>((number_width(font, std::to_string(count)) + 8) / slot) + 1;
  for (std::size_t i = 0; i < count; ++i) {
    const float x = at(i, 0).x;
    ctx.dl->AddLine(ImVec2(x, plot.max.y), ImVec2(x, plot.max.y + 3), axis);
    if (i == 0 || (i + 1) % every == 0)
      chart_number(ctx, static_cast<int>(i + 1), ImVec2(x, plot.max.y + 4), 0.5f, pal.text_muted);
  }

  // Step 4. The lines, then their points over them: a ring for a match lost.
  std::vector<ImVec2> path;
  for (std::size_t s = from; s < to; ++s) {
    const ImU32 colour = pal.seats[(s < chart.seats.size() ? chart.seats[s] : 0) % 4];
    const std::vector<int>& points = chart.points[s];
    path.clear();
    for (std::size_t i = 0; i < points.size(); ++i) path.push_back(at(i, points[i]));
    ctx.dl->AddPolyline(path.data(), static_cast<int>(path.size()), colour, 0, 2.0f);
    for (std::size_t i = 0; i < path.size(); ++i) {
      const bool lost = s < chart.won.size() && i < chart.won[s].size() && chart.won[s][i] == 0;
      if (lost)
        ctx.dl->AddCircle(path[i], 3.5f, colour, 12, 1.5f);
      else
        ctx.dl->AddCircleFilled(path[i], 3.5f, colour, 12);
    }
  }
}

// [SECTION] The match table's score chart --------------------------------------------------------

ChartReport MatchTable::score_chart() const {
  const ScoreTable table = view_->score_table(*this);
  ChartReport out;
  out.caption = tr(table.chart_key);
  out.axis = tr(view_->round_words().score_column);
  out.goal = game_.goal;
  out.names = table.columns;
  out.seats = table.seats;
  out.points = session::score_series(session_.rounds(), table.seats);
  return out;
}

float MatchTable::draw_score_chart(const TableContext& ctx, float left, float right, float top) {
  const ChartReport chart = score_chart();
  const Palette& pal = *ctx.palette;
  // The caption in the score table's heading style (13 px bold, the accent), wrapped.
  const char* caption = chart.caption.c_str();
  ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel, ImVec2(left, top), pal.accent, caption,
                  nullptr, right - left);
  float y = top + ctx.fonts->bold->CalcTextSizeA(text_size::kLabel, FLT_MAX, right - left, caption).y + 6;
  // The legend: each series' name in its seat's colour after a short stroke of it, as many to a
  // row as fit.
  float x = left;
  for (std::size_t i = 0; i < chart.names.size(); ++i) {
    const ImU32 colour = pal.seats[chart.seats[i] % 4];
    const std::string& name = chart.names[i];
    check_fits(ctx, ctx.fonts->bold, text_size::kLabel, name, right - left - 20, "chart legend");
    const float w = 20 + ctx.fonts->bold->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, name.c_str()).x;
    if (x > left && x + w > right) {
      x = left;
      y += 18;
    }
    ctx.dl->AddLine(ImVec2(x, y + 8), ImVec2(x + 14, y + 8), colour, 3.0f);
    ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel, ImVec2(x + 18, y), colour, name.c_str());
    x += w + 14;
  }
  y += 20;
  draw_line_chart(ctx, Box{ImVec2(left, y), ImVec2(right, y + kChartHeight)}, chart, 0,
                  chart.points.size(), chart.goal);
  return y + kChartHeight;
}

}  // namespace cardavia::app::table
