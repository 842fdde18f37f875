// Cardavia — a small line chart, drawn with the draw list (AddPolyline, AddLine, AddText; no
// plotting library): the score chart of the round-end and match-end sheets (a line per seat or
// side, its totals by round: session/score_chart.h, MatchTable::draw_score_chart) and the
// statistics screen's last matches (a line per game: app/shell/stats_screen.cpp). It draws from
// the very ChartReport the report carries, so what is drawn is what the tests and the screen
// reader's table read. Drawn, never tapped: it records no target.
#pragma once

#include "app/table/report.h"
#include "app/table/widgets.h"

namespace cardavia::app::table {

// The plot's height (its numbers under it included): readable on a 320 px phone, small on a sheet.
inline constexpr float kChartHeight = 112.0f;

// Series [from, to) of `chart` in `box`, each in its seat's colour (Palette::seats; a series
// without a seat, a game's, in the first): values from 0 at the foot to the highest point or the
// goal at the top, the goal's line and number (`goal` 0: none, as for lives), a mark per point
// along the foot numbered 1, 2, … as often as the numbers fit, and a ring instead of a dot for a
// match lost (ChartReport::won).
void draw_line_chart(const TableContext& ctx, const Box& box, const ChartReport& chart,
                     std::size_t from, std::size_t to, int goal);

}  // namespace cardavia::app::table
