// Cardavia — the statistics screen (report screen `stats`; app/shell/statistics.h): per game of the
// registry, per kind of match played (Easy, Normal, Hard, the daily deal), what was played and won,
// the win rate, the streaks, the best and average score where the game keeps one, the day last
// played. Each game's statistics can be reset, after a question (`stats:reset:<game>`, then
// `stats:reset_yes` / `stats:reset_no`). Back (`stats:back`) returns to where it was opened: the
// start screen, or the match-end sheet of the match at the table. The rows scroll on a phone.
#include <algorithm>
#include <cmath>

#include "app/i18n.h"
#include "app/shell/screens.h"
#include "app/table/games.h"
#include "app/table/score_chart_view.h"
#include "app/table/words.h"

namespace cardavia::app {
namespace {

constexpr const char* kKinds[] = {"easy", "normal", "hard", "daily", kTakeBacksKind};

const char* kind_key(std::string_view kind) {
  if (kind == "easy") return "table.level.easy";
  if (kind == "normal") return "table.level.normal";
  if (kind == "hard") return "table.level.hard";
  if (kind == kTakeBacksKind) return "stats.kind.takebacks";
  return "stats.kind.daily";
}

// One kind's lines, from `y`; returns the y under them.
float draw_tally(const table::TableContext& ctx, float x, float right, float y, const char* kind,
                 const Tally& t) {
  const Palette& pal = *ctx.palette;
  ctx.dl->AddText(ctx.fonts->bold, text_size::kBody, ImVec2(x, y), pal.text, tr(kind_key(kind)));
  y += 21;
  const int rate = t.played == 0 ? 0 : static_cast<int>(std::lround(100.0 * t.won / t.played));
  std::vector<std::string> lines;
  if (kind == std::string_view(kTakeBacksKind)) {
    // The matches with take-backs: how many, in no win rate (statistics.h).
    lines.push_back(table::fill("stats.line.takebacks", {{"n", std::to_string(t.played)}}));
  } else {
    lines = {table::fill("stats.line.played", {{"n", std::to_string(t.played)},
                                               {"won", std::to_string(t.won)},
                                               {"rate", std::to_string(rate)}}),
             table::fill("stats.line.streak",
                         {{"n", std::to_string(t.streak)}, {"best", std::to_string(t.best_streak)}})};
  }
  if (t.best_score) {
    const long long average = t.played == 0 ? 0 : std::llround(static_cast<double>(t.score_sum) / t.played);
    lines.push_back(table::fill("stats.line.score", {{"best", std::to_string(*t.best_score)},
                                                     {"average", std::to_string(average)}}));
  }
  if (!t.last_played.empty()) lines.push_back(table::fill("stats.line.last", {{"date", t.last_played}}));
  for (const std::string& line : lines)
    y += table::wrapped_text(ctx, ctx.fonts->body, ImVec2(x, y), right, line, pal.text_muted) + 3;
  return y + 8;
}

// The game's last matches as a chart (score_chart_view.h): the person's final totals, oldest
// first, a dot for a win and a ring for a loss, the game's goal marked; added to the report's
// chart as a series. Returns the y under it.
float draw_recent(const table::TableContext& ctx, float x, float right, float y,
                  const table::GameEntry& game, const std::string& name,
                  const std::vector<RecentMatch>& matches, table::ChartReport& chart) {
  chart.names.push_back(name);
  chart.games.push_back(game.id);
  std::vector<int>& points = chart.points.emplace_back();
  std::vector<int>& won = chart.won.emplace_back();
  for (const RecentMatch& m : matches) {
    points.push_back(m.total);
    won.push_back(m.won ? 1 : 0);
  }
  y += table::wrapped_text(ctx, ctx.fonts->small, ImVec2(x, y), right, chart.caption,
                           ctx.palette->text_muted) + 2;
  table::draw_line_chart(ctx, Box{ImVec2(x, y), ImVec2(right, y + table::kChartHeight)}, chart,
                         chart.points.size() - 1, chart.points.size(), game.goal);
  return y + table::kChartHeight + 8;
}

// The question over the sheet: reset this game's statistics?
void draw_confirm(const ShellFrame& frame, const table::TableContext& ctx, const std::string& game) {
  Router& router = frame.parts.router;
  const table::GameEntry* entry = table::find_table_game(game);
  const std::string name = entry ? tr(entry->name_key) : game;
  ctx.dl->AddRectFilled(ImVec2(0, 0), frame.screen.size, with_alpha(frame.palette.shadow, 0.45f));
  const ImVec2 d = frame.screen.safe_size();
  const float w = std::min(d.x - 20, 420.0f);
  const float top = std::max(44.0f, (d.y - 190.0f) * 0.4f);
  const Box sh = centred_in(frame.screen.safe, w, top, top + 190.0f);
  table::sheet(ctx, sh);
  table::wrapped_text(ctx, frame.fonts.bold, ImVec2(sh.min.x + 18, sh.min.y + 18), sh.max.x - 18,
                      table::fill("stats.confirm", {{"game", name}}), frame.palette.text);
  const std::vector<Box> cells = table::split_row(
      Box{ImVec2(sh.min.x + 18, sh.max.y - 62), ImVec2(sh.max.x - 18, sh.max.y - 14)}, 2, 10);
  table::pill_button(ctx,
                     table::TargetSpec{"stats:reset_no", tr("stats.target.confirm_no"),
                                       [&router] { router.confirm_reset(""); }},
                     cells[0], tr("stats.confirm.no"), true);
  Persistence& persistence = frame.parts.persistence;
  table::pill_button(ctx,
                     table::TargetSpec{"stats:reset_yes", table::fill("stats.target.confirm_yes", {{"game", name}}),
                                       [&router, &persistence, game] {
                                         persistence.reset_statistics(game);
                                         router.confirm_reset("");
                                       }},
                     cells[1], tr("stats.confirm.yes"), true, true);
}

}  // namespace

void draw_stats_screen(const ShellFrame& frame) {
  Router& router = frame.parts.router;
  MatchLife& life = frame.parts.life;
  const Statistics stats = frame.parts.persistence.statistics();
  table::begin_screen_window("##stats", frame.screen.size);
  const table::TableContext sheet_ctx = frame.context();
  const ImVec2 d = frame.screen.safe_size();
  const float w = std::min(d.x - 16, 520.0f);
  const float margin = d.y < 600 ? 10.0f : 44.0f;
  const Box s = centred_in(frame.screen.safe, w, margin, d.y - margin);
  table::sheet(sheet_ctx, s);
  constexpr float kButtons = 62.0f;
  const Box buttons{ImVec2(s.min.x + 18, s.max.y - kButtons), ImVec2(s.max.x - 18, s.max.y - 14)};
  const bool asking = !router.confirming_reset().empty();
  const table::ScrollingRows rows = table::begin_scrolling_rows(sheet_ctx, "##stats_rows", s, buttons.min.y - 8);
  const table::TableContext& ctx = rows.ctx;
  const Palette& pal = frame.palette;
  const float x = s.min.x + 18, right = s.max.x - 18;
  float y = rows.origin.y + 12;
  table::ChartReport& chart = frame.report.chart.emplace();
  chart.caption = tr("stats.chart.caption");
  chart.axis = tr("stats.chart.match");
  chart.won_word = tr("stats.chart.won");
  chart.lost_word = tr("stats.chart.lost");
  const char* title = tr("stats.title");
  table::check_fits(ctx, ctx.fonts->display, text_size::kDisplay, title, right - x, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, text_size::kDisplay, ImVec2(x, y), pal.text, title);
  y += 46;
  for (const table::GameEntry& g : table::table_games()) {
    if (!g.playable()) continue;
    const auto found = stats.games.find(g.id);
    const bool any = found != stats.games.end() && !found->second.empty();
    // The game's name, and its Reset at the right when there is something to reset.
    const std::string name = tr(g.name_key);
    ctx.dl->AddText(ctx.fonts->bold, text_size::kBarTitle, ImVec2(x, y + 12), pal.accent,
                    name.c_str());
    if (any && !asking) {
      const float bw = std::max(
          96.0f,
          ctx.fonts->bold->CalcTextSizeA(text_size::kBody, FLT_MAX, 0.0f, tr("stats.reset")).x +
              32);
      table::pill_button(ctx,
                         table::TargetSpec{std::string("stats:reset:") + g.id,
                                           table::fill("stats.target.reset", {{"game", name}}),
                                           [&router, id = std::string(g.id)] { router.confirm_reset(id); }},
                         Box{ImVec2(right - bw, y), ImVec2(right, y + 44)}, tr("stats.reset"), true);
    }
    y += 52;
    if (!any) {
      y += table::wrapped_text(ctx, ctx.fonts->body, ImVec2(x, y), right, tr("stats.none"), pal.text_muted) + 14;
      continue;
    }
    for (const char* kind : kKinds) {
      const auto t = found->second.find(kind);
      if (t != found->second.end() && t->second.played > 0) y = draw_tally(ctx, x, right, y, kind, t->second);
    }
    const auto recent = stats.recent.find(g.id);
    if (recent != stats.recent.end() && !recent->second.empty())
      y = draw_recent(ctx, x, right, y, g, name, recent->second, chart);
    y += 6;
  }
  table::end_scrolling_rows(rows, y);
  if (!asking) {
    table::pill_button(sheet_ctx,
                       table::TargetSpec{"stats:back", tr("stats.target.back"),
                                         [&router, &life] { router.settle(life.table() != nullptr); }},
                       buttons, tr("stats.back"), true, true);
  }
  if (asking) draw_confirm(frame, sheet_ctx, router.confirming_reset());
  ImGui::End();
}

}  // namespace cardavia::app
