// Cardavia — the new-match sheet: game, players, the computer's level, speed, an optional seed;
// Start in one tap (the choices are remembered, so the next match is one tap too).
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "app/i18n.h"
#include "app/table/screen.h"
#include "app/table/text.h"

namespace cardavia::app::table {
namespace {

Box row_box(const Box& sheet, float y, float h) {
  return Box{ImVec2(sheet.min.x + 18, y), ImVec2(sheet.max.x - 18, y + h)};
}

void label(const TableContext& ctx, const Box& b, const char* key) {
  ctx.dl->AddText(ctx.fonts->bold, 14.0f, b.min, ctx.palette->accent, tr(key));
}

// A row of choices; the chosen one drawn as primary. Returns the index tapped, or -1.
int segmented(const TableContext& ctx, const Box& b, const char* id_prefix,
              const std::vector<std::string>& ids, const std::vector<std::string>& labels,
              int chosen) {
  int tapped = -1;
  const std::vector<Box> cells = split_row(b, static_cast<int>(labels.size()), 8);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const std::string id = std::string(id_prefix) + ids[i];
    if (pill_button(ctx, id.c_str(), cells[i], labels[i].c_str(), true,
                    static_cast<int>(i) == chosen))
      tapped = static_cast<int>(i);
  }
  return tapped;
}

}  // namespace

bool draw_new_match(const TableContext& ctx, ImVec2 d, NewMatch& c, bool& cancelled) {
  const float w = std::min(d.x - 20, 460.0f);
  const float h = std::min(d.y - 60, 560.0f);
  const Box s{ImVec2((d.x - w) * 0.5f, std::max(44.0f, (d.y - h) * 0.5f)),
              ImVec2((d.x + w) * 0.5f, std::max(44.0f, (d.y - h) * 0.5f) + h)};
  sheet(ctx, s);
  float y = s.min.y + 16;
  ctx.dl->AddText(ctx.fonts->display, 30.0f, ImVec2(s.min.x + 18, y), ctx.palette->text,
                  tr("table.setup.title"));
  y += 46;
  // Game: Cabo now; the others are coming soon.
  label(ctx, row_box(s, y, 18), "table.setup.game");
  y += 22;
  {
    const std::vector<Box> cells = split_row(row_box(s, y, 44), 3, 8);
    pill_button(ctx, "setup:game:cabo", cells[0], tr("game.cabo.name"), true, true);
    pill_button(ctx, "setup:game:chkobba", cells[1], tr("table.setup.soon_chkobba"), false);
    pill_button(ctx, "setup:game:cucu", cells[2], tr("table.setup.soon_cucu"), false);
  }
  y += 56;
  label(ctx, row_box(s, y, 18), "table.setup.players");
  y += 22;
  {
    const int t = segmented(ctx, row_box(s, y, 44), "setup:players:", {"2", "3", "4", "5"},
                            {"2", "3", "4", "5"}, c.players - 2);
    if (t >= 0) c.players = t + 2;
  }
  y += 56;
  label(ctx, row_box(s, y, 18), "table.setup.level");
  y += 22;
  {
    const int chosen = c.level == ai::Level::kEasy ? 0 : c.level == ai::Level::kNormal ? 1 : 2;
    const int t = segmented(ctx, row_box(s, y, 44), "setup:level:", {"easy", "normal", "hard"},
                            {tr("table.level.easy"), tr("table.level.normal"),
                             tr("table.level.hard")},
                            chosen);
    if (t >= 0) c.level = t == 0 ? ai::Level::kEasy : t == 1 ? ai::Level::kNormal : ai::Level::kHard;
  }
  y += 56;
  label(ctx, row_box(s, y, 18), "table.setup.speed");
  y += 22;
  {
    const int t = segmented(ctx, row_box(s, y, 44), "setup:speed:",
                            {"slow", "normal", "fast", "instant"},
                            {tr("table.speed.slow"), tr("table.speed.normal"),
                             tr("table.speed.fast"), tr("table.speed.instant")},
                            static_cast<int>(c.speed));
    if (t >= 0) c.speed = static_cast<Speed>(t);
  }
  y += 56;
  label(ctx, row_box(s, y, 18), "table.setup.seed");
  y += 22;
  {
    const Box b = row_box(s, y, 40);
    ImGui::SetCursorScreenPos(b.min);
    ImGui::PushItemWidth(b.width());
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(10, 11));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 10.0f);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, with_alpha(ctx.palette->shadow, 0.45f));
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.palette->text);
    ImGui::InputTextWithHint("##seed", tr("table.setup.seed_hint"), c.seed_text,
                             sizeof c.seed_text, ImGuiInputTextFlags_CharsDecimal);
    if (ctx.targets) ctx.targets->push_back(Target{"setup:seed", ImVec2((b.min.x + b.max.x) * 0.5f,
                                                                       (b.min.y + b.max.y) * 0.5f)});
    ImGui::PopStyleColor(2);
    ImGui::PopStyleVar(2);
    ImGui::PopItemWidth();
  }
  y += 56;
  const std::vector<Box> last = split_row(Box{ImVec2(s.min.x + 18, s.max.y - 62),
                                              ImVec2(s.max.x - 18, s.max.y - 14)},
                                          2, 10);
  if (pill_button(ctx, "setup:back", last[0], tr("table.setup.back"), true)) cancelled = true;
  return pill_button(ctx, "setup:start", last[1], tr("table.setup.start"), true, true);
}

}  // namespace cardavia::app::table
