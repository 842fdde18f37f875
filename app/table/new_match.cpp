// Cardavia — the new-match sheet (see new_match.h).
#include "app/table/new_match.h"

#include <algorithm>
#include <vector>

#include "app/i18n.h"
#include "app/table/games.h"
#include "app/table/words.h"

namespace cardavia::app::table {
namespace {

Box row_box(const Box& sheet, float y, float h) {
  return Box{ImVec2(sheet.min.x + 18, y), ImVec2(sheet.max.x - 18, y + h)};
}

void label(const TableContext& ctx, const Box& b, const char* key) {
  ctx.dl->AddText(ctx.fonts->bold, 14.0f, b.min, ctx.palette->accent, tr(key));
}

// One choice of a row of choices: its id, its words, whether it is the one chosen, what a tap does.
struct Choice {
  std::string id;
  std::string text;
  std::string label;  // the target's words ("3 players"); empty: the text
  bool chosen;
  std::function<void()> choose;
  bool enabled = true;
};

void choices_row(const TableContext& ctx, const Box& b, std::vector<Choice> row) {
  const std::vector<Box> cells = split_row(b, static_cast<int>(row.size()), 8);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    Choice& c = row[i];
    pill_button(ctx, TargetSpec{c.id, c.label, std::move(c.choose)}, cells[i], c.text.c_str(),
                c.enabled, c.chosen);
  }
}

}  // namespace

void NewMatch::choose_game(const std::string& id) {
  const GameEntry* entry = find_table_game(id);
  if (entry == nullptr) return;
  game = id;
  if (!entry->allows(players)) players = entry->default_players;
}

std::uint64_t NewMatch::seed_or(std::uint64_t fresh) const {
  if (seed_text[0] == '\0') return fresh;
  std::uint64_t seed = 0;
  for (const char* c = seed_text; *c >= '0' && *c <= '9'; ++c)
    seed = seed * 10 + static_cast<std::uint64_t>(*c - '0');
  return seed;
}

void draw_new_match(const TableContext& ctx, const Box& area, NewMatch& c, Settings& settings,
                    std::function<void()> start, std::function<void()> back) {
  const ImVec2 d(area.width(), area.height());
  // One column; on a short wide screen (a phone held sideways) two — game, players, level on the
  // left; speed, seed and the buttons on the right — since five rows do not fit its height.
  const bool two_columns = d.y < 560 && d.x >= 640;
  const float w = std::min(d.x - 20, two_columns ? 760.0f : 460.0f);
  const float h = two_columns ? d.y - 16 : std::min(d.y - 60, 560.0f);
  const float top = two_columns ? 8.0f : std::max(44.0f, (d.y - h) * 0.5f);
  const Box s =
      shifted(Box{ImVec2((d.x - w) * 0.5f, top), ImVec2((d.x + w) * 0.5f, top + h)}, area.min);
  sheet(ctx, s);
  ctx.dl->AddText(ctx.fonts->display, 30.0f, ImVec2(s.min.x + 18, s.min.y + 16), ctx.palette->text,
                  tr("table.setup.title"));
  // Where the rows go: a column of the sheet, filled from the top. Each row is a label and a
  // 44 px line of choices (the seed field: 40 px).
  const float label_step = two_columns ? 20.0f : 22.0f, row_gap = two_columns ? 8.0f : 12.0f;
  const float rows_top = s.min.y + 16 + (two_columns ? 40.0f : 46.0f);
  const float middle = (s.min.x + s.max.x) * 0.5f;
  Box left{ImVec2(s.min.x, rows_top), ImVec2(two_columns ? middle + 9 : s.max.x, s.max.y)};
  // The next row of `column` under `label_key`, `height` high; the column's top moves past it.
  const auto next_row = [&](Box& column, const char* label_key, float height) {
    label(ctx, row_box(column, column.min.y, 18), label_key);
    const Box row = row_box(column, column.min.y + label_step, height);
    column.min.y = row.max.y + row_gap;
    return row;
  };

  // Game: every game of the registry; those without a table yet are shown, disabled.
  {
    const Box b = next_row(left, "table.setup.game", 44);
    std::vector<Choice> row;
    for (const GameEntry& g : table_games()) {
      const std::string name = tr(g.name_key);
      row.push_back(Choice{std::string("setup:game:") + g.id,
                           g.playable() ? name : fill("table.setup.soon", {{"game", name}}),
                           {},
                           c.game == g.id,
                           [&c, id = std::string(g.id)] { c.choose_game(id); },
                           g.playable()});
    }
    choices_row(ctx, b, std::move(row));
  }
  // Players: the chosen game's allowed counts.
  const Box players_row = next_row(left, "table.setup.players", 44);
  if (const GameEntry* game = find_table_game(c.game)) {
    std::vector<Choice> row;
    for (const int n : game->player_counts) {
      if (n == 0) break;
      row.push_back(Choice{"setup:players:" + std::to_string(n), std::to_string(n),
                           fill("table.target.players", {{"n", std::to_string(n)}}), c.players == n,
                           [&c, n] { c.players = n; }});
    }
    choices_row(ctx, players_row, std::move(row));
  }
  {
    const Box b = next_row(left, "table.setup.level", 44);
    constexpr ai::Level kLevels[3] = {ai::Level::kEasy, ai::Level::kNormal, ai::Level::kHard};
    constexpr const char* kNames[3] = {"easy", "normal", "hard"};
    constexpr const char* kKeys[3] = {"table.level.easy", "table.level.normal", "table.level.hard"};
    std::vector<Choice> row;
    for (int i = 0; i < 3; ++i) {
      const ai::Level level = kLevels[i];
      row.push_back(Choice{std::string("setup:level:") + kNames[i], tr(kKeys[i]),
                           fill("table.target.level", {{"level", tr(kKeys[i])}}), c.level == level,
                           [&c, level] { c.level = level; }});
    }
    choices_row(ctx, b, std::move(row));
  }
  // The right column (one column: on under the left one).
  Box right = two_columns ? Box{ImVec2(middle - 9, rows_top), s.max} : left;
  {
    const Box b = next_row(right, "table.setup.speed", 44);
    std::vector<Choice> row;
    for (int i = 0; i < kSpeedCount; ++i) {
      const auto speed = static_cast<Speed>(i);
      row.push_back(Choice{std::string("setup:speed:") + speed_name(speed), tr(speed_key(speed)),
                           fill("table.target.speed", {{"speed", tr(speed_key(speed))}}),
                           settings.speed == speed,
                           [&settings, speed] { settings.speed = speed; }});
    }
    choices_row(ctx, b, std::move(row));
  }
  {
    const Box b = next_row(right, "table.setup.seed", 40);
    ImGui::SetCursorScreenPos(b.min);
    ImGui::PushItemWidth(b.width());
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(10, 11));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 10.0f);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, with_alpha(ctx.palette->shadow, 0.45f));
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.palette->text);
    if (c.focus_seed) {
      ImGui::SetKeyboardFocusHere();
      c.focus_seed = false;
    }
    ImGui::InputTextWithHint("##seed", tr("table.setup.seed_hint"), c.seed_text, sizeof c.seed_text,
                             ImGuiInputTextFlags_CharsDecimal);
    // A tap on the field focuses it through ImGui itself; the target's act does the same for the
    // keyboard and the accessibility layer.
    record_target(ctx,
                  TargetSpec{"setup:seed", tr("table.target.seed"), [&c] { c.focus_seed = true; }},
                  b, false);
    ImGui::PopStyleColor(2);
    ImGui::PopStyleVar(2);
    ImGui::PopItemWidth();
  }
  const std::vector<Box> last = split_row(
      Box{ImVec2(right.min.x + 18, s.max.y - 62), ImVec2(right.max.x - 18, s.max.y - 14)}, 2, 10);
  pill_button(ctx, TargetSpec{"setup:back", tr("table.target.setup_back"), std::move(back)},
              last[0], tr("table.setup.back"), true);
  pill_button(ctx, TargetSpec{"setup:start", tr("table.target.start"), std::move(start)}, last[1],
              tr("table.setup.start"), true, true);
}

}  // namespace cardavia::app::table
