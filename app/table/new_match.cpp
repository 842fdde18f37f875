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
  check_fits(ctx, ctx.fonts->bold, 14.0f, tr(key), b.width(), "label");
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

// A row of choices (two rows or more when their words need them: choice_cells); returns the y
// under it.
float choices_row(const TableContext& ctx, const Box& b, std::vector<Choice> row) {
  std::vector<std::string> words;
  for (const Choice& c : row) words.push_back(c.text);
  const std::vector<Box> cells = choice_cells(ctx, b, words, 8);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    Choice& c = row[i];
    pill_button(ctx, TargetSpec{c.id, c.label, std::move(c.choose)}, cells[i], c.text.c_str(),
                c.enabled, c.chosen);
  }
  return cells.empty() ? b.min.y : cells.back().max.y;
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

void draw_new_match(const TableContext& sheet_ctx, ImVec2 d, NewMatch& c, Settings& settings,
                    std::function<void()> start, std::function<void()> back) {
  // The rows scroll when the sheet is too short for them (a small phone, a long language); Back
  // and Start stay at the bottom.
  const float w = std::min(d.x - 20, 460.0f);
  const float h = std::min(d.y - 60, 560.0f);
  const float top = d.y >= 700 ? std::max(44.0f, (d.y - h) * 0.5f) : 8.0f;
  const Box sh{ImVec2((d.x - w) * 0.5f, top), ImVec2((d.x + w) * 0.5f, d.y >= 700 ? top + h : d.y - 8)};
  sheet(sheet_ctx, sh);
  const Box bottom{ImVec2(sh.min.x + 18, sh.max.y - 62), ImVec2(sh.max.x - 18, sh.max.y - 14)};
  const ScrollingRows rows = begin_scrolling_rows(sheet_ctx, "##setup_rows", sh, bottom.min.y - 6);
  const TableContext& ctx = rows.ctx;
  const Box s{ImVec2(rows.origin.x - 2, rows.origin.y - 4),
              ImVec2(rows.origin.x + rows.width, rows.origin.y + 4000)};
  float y = s.min.y + 16;
  const char* title = tr("table.setup.title");
  check_fits(ctx, ctx.fonts->display, 30.0f, title, s.width() - 36, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, 30.0f, ImVec2(s.min.x + 18, y), ctx.palette->text, title);
  y += 46;
  // Game: every game of the registry; those without a table yet are shown, disabled.
  label(ctx, row_box(s, y, 18), "table.setup.game");
  y += 22;
  {
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
    y = choices_row(ctx, row_box(s, y, 44), std::move(row)) + 12;
  }
  // Players: the chosen game's allowed counts.
  label(ctx, row_box(s, y, 18), "table.setup.players");
  y += 22;
  if (const GameEntry* game = find_table_game(c.game)) {
    std::vector<Choice> row;
    for (const int n : game->player_counts) {
      if (n == 0) break;
      row.push_back(Choice{"setup:players:" + std::to_string(n), std::to_string(n),
                           say(session::Phrase("table.target.players").number("n", n), Naming{}), c.players == n,
                           [&c, n] { c.players = n; }});
    }
    y = choices_row(ctx, row_box(s, y, 44), std::move(row)) + 12;
  }
  label(ctx, row_box(s, y, 18), "table.setup.level");
  y += 22;
  {
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
    y = choices_row(ctx, row_box(s, y, 44), std::move(row)) + 12;
  }
  label(ctx, row_box(s, y, 18), "table.setup.speed");
  y += 22;
  {
    std::vector<Choice> row;
    for (int i = 0; i < kSpeedCount; ++i) {
      const auto speed = static_cast<Speed>(i);
      row.push_back(Choice{std::string("setup:speed:") + speed_name(speed), tr(speed_key(speed)),
                           fill("table.target.speed", {{"speed", tr(speed_key(speed))}}),
                           settings.speed == speed,
                           [&settings, speed] { settings.speed = speed; }});
    }
    y = choices_row(ctx, row_box(s, y, 44), std::move(row)) + 12;
  }
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
    y = b.max.y;
  }
  end_scrolling_rows(rows, y);
  const std::vector<Box> last = split_row(bottom, 2, 10);
  pill_button(sheet_ctx, TargetSpec{"setup:back", tr("table.target.setup_back"), std::move(back)},
              last[0], tr("table.setup.back"), true);
  pill_button(sheet_ctx, TargetSpec{"setup:start", tr("table.target.start"), std::move(start)}, last[1],
              tr("table.setup.start"), true, true);
}

}  // namespace cardavia::app::table
