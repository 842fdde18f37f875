// Cardavia — today's deals (report screen `daily`; app/shell/daily.h), opened from the start
// screen's `start:daily`: a row per game of the registry with the day's table (players, the
// computers' level) and whether this browser has played it already (then another go is practice,
// and does not count). `daily:<game>` opens that game's deal of the day, as `#daily-<game>` does
// (asking first when another match of the game is saved); `daily:back` returns home. The rows
// scroll on a phone. Each row shows the day's deal fingerprint (issue 50), before it is begun.
#include <algorithm>

#include "app/i18n.h"
#include "app/shell/daily.h"
#include "app/shell/screens.h"
#include "app/table/games.h"
#include "app/table/new_match.h"
#include "app/table/words.h"
#include "core/fairness.h"

namespace cardavia::app {
void draw_daily_screen(const ShellFrame& frame) {
  Router& router = frame.parts.router;
  PageBridge& page = frame.parts.page;
  const Statistics stats = frame.parts.persistence.statistics();
  const std::string today = utc_today();
  table::begin_screen_window("##daily", frame.screen.size);
  const table::TableContext sheet_ctx = frame.context();
  const ImVec2 d = frame.screen.safe_size();
  const float w = std::min(d.x - 16, 520.0f);
  const float margin = d.y < 600 ? 10.0f : 44.0f;
  const Box s = centred_in(frame.screen.safe, w, margin, d.y - margin);
  table::sheet(sheet_ctx, s);
  constexpr float kButtons = 62.0f;
  const Box buttons{ImVec2(s.min.x + 18, s.max.y - kButtons), ImVec2(s.max.x - 18, s.max.y - 14)};
  const table::ScrollingRows rows =
      table::begin_scrolling_rows(sheet_ctx, "##daily_rows", s, buttons.min.y - 8);
  const table::TableContext& ctx = rows.ctx;
  const Palette& pal = frame.palette;
  const float x = s.min.x + 18, right = s.max.x - 18;
  float y = rows.origin.y + 12;
  const char* title = tr("daily.title");
  table::check_fits(ctx, ctx.fonts->display, text_size::kDisplay, title, right - x, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, text_size::kDisplay, ImVec2(x, y), pal.text, title);
  y += 44;
  y += table::wrapped_text(ctx, ctx.fonts->body, ImVec2(x, y), right,
                           table::fill("daily.note", {{"date", today}}), pal.text_muted) + 14;
  for (const table::GameEntry& g : table::table_games()) {
    if (!g.playable()) continue;
    const session::MatchConfig day = daily_config(g, today, {});
    const std::string name = tr(g.name_key);
    // The day's fingerprint, shown before the deal is begun (the table shows the same one): the
    // same for everyone, its seed shown once the day has ended (core/daily_deal.h).
    const std::string code =
        grouped_commit(fairness_commit(day.game, day.players, day.seed, day.salt));
    const auto counted = stats.daily_counted.find(g.id);
    const bool played = counted != stats.daily_counted.end() && counted->second == today;
    // The game's name and its table on the left, Play at the right: a thumb's target.
    const char* play = tr(played ? "daily.again" : "daily.play");
    const float bw = std::max(
        96.0f, ctx.fonts->bold->CalcTextSizeA(text_size::kBody, FLT_MAX, 0.0f, play).x + 32);
    table::pill_button(ctx,
                       table::TargetSpec{std::string("daily:") + g.id,
                                         table::fill(played ? "daily.target.again" : "daily.target.play",
                                                     {{"game", name}, {"code", code}}),
                                         [&page, id = std::string(g.id)] { page.open_daily(id, ""); }},
                       Box{ImVec2(right - bw, y), ImVec2(right, y + 44)}, play, true, !played);
    const float text_right = right - bw - 12;
    ctx.dl->AddText(ctx.fonts->bold, text_size::kBarTitle, ImVec2(x, y), pal.accent, name.c_str());
    session::Phrase setup_words("daily.setup");
    setup_words.phrase("players", session::Phrase("table.target.players").number("n", day.players))
        .phrase("level", session::Phrase(table::level_key(day.level)));
    const std::string setup = table::say(setup_words, table::Naming{0, day.players});
    float line_y = y + 24;
    line_y += table::wrapped_text(ctx, ctx.fonts->body, ImVec2(x, line_y), text_right, setup, pal.text_muted) + 2;
    // Under the Play button the line has the row's whole width: the code stays on one line.
    const float code_right = line_y >= y + 48 ? right : text_right;
    line_y += table::wrapped_text(ctx, ctx.fonts->small, ImVec2(x, line_y), code_right,
                                  table::fill("daily.fingerprint", {{"code", code}}),
                                  pal.text_muted) + 2;
    if (played)
      line_y += table::wrapped_text(ctx, ctx.fonts->body, ImVec2(x, line_y), text_right,
                                    tr("daily.played"), pal.text_muted) + 2;
    y = std::max(y + 52, line_y + 12);
  }
  table::end_scrolling_rows(rows, y);
  table::pill_button(sheet_ctx,
                     table::TargetSpec{"daily:back", tr("daily.target.back"),
                                       go_to(router, router.home())},
                     buttons, tr("daily.back"), true, true);
  ImGui::End();
}

}  // namespace cardavia::app
