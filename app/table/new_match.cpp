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

std::optional<std::uint64_t> NewMatch::typed_seed() const {
  if (seed_text.empty() || seed_text.size() > 20) return std::nullopt;
  std::uint64_t seed = 0;
  for (const char c : seed_text) {
    if (c < '0' || c > '9') return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (seed > (UINT64_MAX - digit) / 10) return std::nullopt;  // past 2^64−1
    seed = seed * 10 + digit;
  }
  return seed;
}

const char* level_key(ai::Level level) {
  switch (level) {
    case ai::Level::kRandom: return "table.level.random";
    case ai::Level::kEasy: return "table.level.easy";
    case ai::Level::kNormal: return "table.level.normal";
    case ai::Level::kHard: return "table.level.hard";
  }
  return "table.level.normal";  // unreachable: every level is named above
}

void draw_new_match(const TableContext& ctx, ImVec2 d, NewMatch& c, Settings& settings,
                    const NewMatchActions& actions,
                    const std::function<std::string(const session::Phrase&)>& say) {
  // A short, wide screen (a phone held sideways): two columns — game, players, level on the left;
  // speed, the seed and what is saved on the right — or the lower rows would fall off the screen.
  const bool two_columns = d.y < 600 && d.x >= 700;
  const float w = std::min(d.x - 20, two_columns ? 860.0f : 460.0f);
  const float h = two_columns ? std::min(d.y - 20, 380.0f) : std::min(d.y - 60, 560.0f);
  const float top = std::max(two_columns ? 10.0f : 44.0f, (d.y - h) * 0.5f);
  const Box s{ImVec2((d.x - w) * 0.5f, top), ImVec2((d.x + w) * 0.5f, top + h)};
  sheet(ctx, s);
  float y = s.min.y + 16;
  const char* title = tr("table.setup.title");
  check_fits(ctx, ctx.fonts->display, 30.0f, title, s.width() - 36, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, 30.0f, ImVec2(s.min.x + 18, y), ctx.palette->text, title);
  y += 46;
  const float rows_top = y;
  const float mid = (s.min.x + s.max.x) * 0.5f;
  // The column the rows below go in: the whole sheet, or its left half, then its right half.
  Box col = two_columns ? Box{s.min, ImVec2(mid + 9, s.max.y)} : s;
  // Game: every game of the registry; those without a table yet are shown, disabled.
  label(ctx, row_box(col, y, 18), "table.setup.game");
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
    y = choices_row(ctx, row_box(col, y, 44), std::move(row)) + 12;
  }
  // Players: the chosen game's allowed counts.
  label(ctx, row_box(col, y, 18), "table.setup.players");
  y += 22;
  if (const GameEntry* game = find_table_game(c.game)) {
    std::vector<Choice> row;
    for (const int n : game->player_counts) {
      if (n == 0) break;
      row.push_back(Choice{"setup:players:" + std::to_string(n), std::to_string(n),
                           say(session::Phrase("table.target.players").number("n", n)), c.players == n,
                           [&c, n] { c.players = n; }});
    }
    y = choices_row(ctx, row_box(col, y, 44), std::move(row)) + 12;
  }
  label(ctx, row_box(col, y, 18), "table.setup.level");
  y += 22;
  {
    constexpr ai::Level kLevels[3] = {ai::Level::kEasy, ai::Level::kNormal, ai::Level::kHard};
    std::vector<Choice> row;
    for (const ai::Level level : kLevels) {
      const char* key = level_key(level);
      row.push_back(Choice{"setup:level:" + std::string(ai::level_name(level)), tr(key),
                           fill("table.target.level", {{"level", tr(key)}}), c.level == level,
                           [&c, level] { c.level = level; }});
    }
    y = choices_row(ctx, row_box(col, y, 44), std::move(row)) + 12;
  }
  if (two_columns) {
    col = Box{ImVec2(mid - 9, s.min.y), s.max};
    y = rows_top;
  }
  label(ctx, row_box(col, y, 18), "table.setup.speed");
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
    y = choices_row(ctx, row_box(col, y, 44), std::move(row)) + 12;
  }
  label(ctx, row_box(col, y, 18), "table.setup.seed");
  y += 22;
  {
    // The field and "Open a match…": both the page's (widgets.h, page controls).
    const std::vector<Box> cells = split_row(row_box(col, y, 44), 5, 8);
    PageControl field;
    field.id = "setup:seed";
    field.label = tr("table.target.seed");
    field.box = Box{cells[0].min, cells[2].max};
    field.text = c.seed_text;
    field.hint = tr("table.setup.seed_hint");
    field.on_text = [&c](const std::string& text) { c.seed_text = text.substr(0, 32); };
    page_input(ctx, std::move(field), !c.seed_ok());
    page_button(ctx, "import", tr("table.target.import"), Box{cells[3].min, cells[4].max},
                tr("table.setup.open"));
  }
  y += 52;
  // What is saved, when the game has an unfinished match.
  if (actions.resume) {
    const std::string saved = say(actions.saved);
    ctx.dl->AddText(ctx.fonts->small, 13.0f, ImVec2(col.min.x + 18, y), ctx.palette->text_muted,
                    saved.c_str());
  }
  const std::vector<Box> last = split_row(
      Box{ImVec2(s.min.x + 18, s.max.y - 62), ImVec2(s.max.x - 18, s.max.y - 14)},
      actions.resume ? 3 : 2, 10);
  pill_button(ctx, TargetSpec{"setup:back", tr("table.target.setup_back"), actions.back}, last[0],
              tr("table.setup.back"), true);
  if (actions.resume) {
    pill_button(ctx, TargetSpec{"setup:continue", tr("table.target.continue"), actions.resume},
                last[1], tr("table.setup.continue"), true);
  }
  // A seed that is not one (letters, past 2^64−1) cannot start a match: the field says so.
  pill_button(ctx, TargetSpec{"setup:start", tr("table.target.start"), actions.start}, last.back(),
              tr("table.setup.start"), c.seed_ok(), true);
}

}  // namespace cardavia::app::table
