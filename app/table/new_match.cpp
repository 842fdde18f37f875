// Cardavia — the new-match sheet (see new_match.h).
#include "app/table/new_match.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "app/i18n.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "core/match_record.h"

namespace cardavia::app::table {
namespace {

Box row_box(const Box& sheet, float y, float h) {
  return Box{ImVec2(sheet.min.x + 18, y), ImVec2(sheet.max.x - 18, y + h)};
}

void label(const TableContext& ctx, const Box& b, const char* text) {
  check_fits(ctx, ctx.fonts->bold, text_size::kButton, text, b.width(), "label");
  ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, b.min, ctx.palette->accent, text);
}

// A typed name as a record keeps it: spaces trimmed, at most kMaxPersonName bytes, never cut
// inside a character's UTF-8.
std::string person_name_cut(const std::string& typed) {
  const std::size_t first = typed.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  std::string name = typed.substr(first, typed.find_last_not_of(' ') - first + 1);
  if (name.size() <= kMaxPersonName) return name;
  std::size_t end = kMaxPersonName;
  while (end > 0 && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80) --end;
  return name.substr(0, end);
}

// One choice of a row of choices: its id, its words, whether it is the one chosen, what a tap does.
struct Choice {
  std::string id;
  std::string text;
  std::string label;  // the target's words ("3 players"); empty: the text
  bool chosen;
  Act choose;
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

std::string first_game_id() { return table_games().empty() ? "" : table_games().front().id; }

int first_game_players() {
  return table_games().empty() ? 0 : table_games().front().default_players;
}

void NewMatch::choose_game(const std::string& id) {
  const GameEntry* entry = find_table_game(id);
  if (entry == nullptr) return;
  game = id;
  if (!entry->allows(players)) players = entry->default_players;
}

void NewMatch::choose_level(ai::Level chosen) {
  level = chosen;
  for (std::string& kind : seats) {
    if (kind != "you" && kind != "friend") kind = ai::level_name(chosen);
  }
}

std::vector<std::string> NewMatch::seat_kinds() const {
  std::vector<std::string> kinds = seats;
  kinds.resize(static_cast<std::size_t>(std::max(players, 0)), std::string(ai::level_name(level)));
  if (kinds.empty() || std::find(kinds.begin(), kinds.end(), "you") != kinds.end()) return kinds;
  // You were on a seat the player count took away: the first friend is you, else seat 1.
  const auto friend_seat = std::find(kinds.begin(), kinds.end(), "friend");
  *(friend_seat != kinds.end() ? friend_seat : kinds.begin()) = "you";
  return kinds;
}

void NewMatch::choose_seat(int seat, const std::string& kind) {
  std::vector<std::string> kinds = seat_kinds();
  if (seat < 0 || seat >= static_cast<int>(kinds.size())) return;
  std::string& chosen = kinds[static_cast<std::size_t>(seat)];
  if (kind == "you") {
    for (std::string& k : kinds) {
      if (k == "you") k = ai::level_name(level);
    }
  } else if (chosen == "you") {
    const auto other = std::find(kinds.begin(), kinds.end(), "friend");
    if (other == kinds.end()) return;  // nobody else at the device to be the first person
    *other = "you";
  }
  chosen = kind;
  seats = std::move(kinds);
}

bool NewMatch::pass_and_play() const {
  const std::vector<std::string> kinds = seat_kinds();
  return std::find(kinds.begin(), kinds.end(), "friend") != kinds.end();
}

std::string NewMatch::person_name(int seat) const {
  const auto at = static_cast<std::size_t>(seat);
  if (at < names.size() && !names[at].empty()) return names[at];
  return fill("table.setup.name_hint", {{"n", std::to_string(seat + 1)}});
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

void draw_new_match(const TableContext& sheet_ctx, const Box& area, NewMatch& c, Settings& settings,
                    const NewMatchActions& actions,
                    const std::function<std::string(const session::Phrase&)>& say) {
  const ImVec2 d(area.width(), area.height());
  // A short, wide screen (a phone held sideways, a short frame): two columns — game, players,
  // level on the left; speed, the seed and what is saved on the right.
  // Embedded (one game), the sheet has the frame to itself: no game row, a smaller margin.
  const bool two_columns = d.y < 600 && d.x >= 540 && d.x >= d.y * 1.2f;
  const float w = std::min(d.x - 20, two_columns ? 860.0f : 460.0f);
  const float mid_x = std::floor(w * 0.5f);
  const float col_w = two_columns ? mid_x + 9 : w;  // a column's box (its rows 18 px in)

  // Step 1. The rows' words and heights, so a sheet with room is no taller than its rows.
  struct Row {
    const char* label_key;        // nullptr: `label_words`
    std::vector<Choice> choices;  // empty: the seed row
    std::string label_words = {};
    int name_seat = -1;  // a seat's row: the seat whose person's name field follows the choices
  };
  std::vector<Row> rows;
  if (!actions.one_game) {
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
    rows.push_back(Row{"table.setup.game", std::move(row)});
  }
  if (const GameEntry* game = find_table_game(c.game)) {
    std::vector<Choice> row;
    for (const int n : game->player_counts) {
      row.push_back(Choice{"setup:players:" + std::to_string(n), std::to_string(n),
                           say(session::Phrase("table.target.players").number("n", n)), c.players == n,
                           [&c, n] { c.players = n; }});
    }
    rows.push_back(Row{"table.setup.players", std::move(row)});
  }
  {
    constexpr ai::Level kLevels[3] = {ai::Level::kEasy, ai::Level::kNormal, ai::Level::kHard};
    std::vector<Choice> row;
    for (const ai::Level level : kLevels) {
      const char* key = level_key(level);
      row.push_back(Choice{"setup:level:" + std::string(ai::level_name(level)), tr(key),
                           fill("table.target.level", {{"level", tr(key)}}), c.level == level,
                           [&c, level] { c.choose_level(level); }});
    }
    rows.push_back(Row{"table.setup.level", std::move(row)});
  }
  const std::size_t right_from = rows.size();  // two columns: the rows from here on the right
  {
    std::vector<Choice> row;
    for (int i = 0; i < kSpeedCount; ++i) {
      const auto speed = static_cast<Speed>(i);
      row.push_back(Choice{std::string("setup:speed:") + speed_name(speed), tr(speed_key(speed)),
                           fill("table.target.speed", {{"speed", tr(speed_key(speed))}}),
                           settings.speed == speed,
                           [&settings, speed] { settings.speed = speed; }});
    }
    rows.push_back(Row{"table.setup.speed", std::move(row)});
  }
  rows.push_back(Row{"table.setup.seed", {}});
  // Who plays each seat: you, a friend, a computer's level; a person's name under a person's row
  // in pass-and-play.
  const std::vector<std::string> kinds = c.seat_kinds();
  const bool friends = c.pass_and_play();
  for (int seat = 0; seat < static_cast<int>(kinds.size()); ++seat) {
    constexpr std::array<const char*, 5> kKinds = {"you", "friend", "easy", "normal", "hard"};
    constexpr std::array<const char*, 5> kKeys = {"table.you", "table.setup.friend",
                                                  "table.level.easy", "table.level.normal",
                                                  "table.level.hard"};
    std::vector<Choice> row;
    const std::string seat_words = fill("table.setup.seat", {{"n", std::to_string(seat + 1)}});
    for (std::size_t k = 0; k < kKinds.size(); ++k) {
      row.push_back(Choice{"setup:seat:" + std::to_string(seat) + ":" + kKinds[k], tr(kKeys[k]),
                           seat_words + ": " + tr(kKeys[k]),
                           kinds[static_cast<std::size_t>(seat)] == kKinds[k],
                           [&c, seat, kind = std::string(kKinds[k])] { c.choose_seat(seat, kind); }});
    }
    const bool person = kinds[static_cast<std::size_t>(seat)] == "you" ||
                        kinds[static_cast<std::size_t>(seat)] == "friend";
    rows.push_back(Row{nullptr, std::move(row), seat_words, friends && person ? seat : -1});
  }
  {
    std::vector<Choice> row;
    for (const bool on : {true, false}) {
      row.push_back(Choice{on ? "setup:hints:on" : "setup:hints:off", tr(on ? "table.hints.on" : "table.hints.off"),
                           tr(on ? "table.target.hints_on" : "table.target.hints_off"), c.hints_on() == on,
                           [&c, on] { c.hints = on; }});
    }
    rows.push_back(Row{"table.setup.hints", std::move(row)});
  }
  const float inner_w = col_w - 36;
  auto row_h = [&](const Row& r) {
    if (r.choices.empty()) return 22.0f + 44.0f + 8.0f;
    std::vector<std::string> words;
    for (const Choice& ch : r.choices) words.push_back(ch.text);
    const float name_h = r.name_seat >= 0 ? 44.0f + 8.0f : 0.0f;  // a person's name field
    return 22.0f + choice_cells(sheet_ctx, Box{ImVec2(0, 0), ImVec2(inner_w, 44)}, words, 8).back().max.y + 12.0f + name_h;
  };
  float left_h = 0, right_h = actions.resume ? 22.0f : 0.0f;
  for (std::size_t i = 0; i < rows.size(); ++i)
    ((two_columns && i >= right_from) ? right_h : left_h) += row_h(rows[i]);
  const float content_h = 12 + 46 + (two_columns ? std::max(left_h, right_h) : left_h + right_h);
  constexpr float kButtons = 62.0f;  // Back, Continue, Start under the rows, and the margin

  // Step 2. The sheet: its rows' height when there is room, else the room (the rows scroll).
  const float margin = two_columns || actions.one_game || d.y < 600 ? 10.0f : 44.0f;
  const float h = std::min(d.y - 2 * margin, content_h + 4 + 8 + kButtons);
  const float top = std::max(margin, std::floor((d.y - h) * 0.5f));
  const Box s = centred_in(area, w, top, top + h);
  sheet(sheet_ctx, s);
  const Box buttons{ImVec2(s.min.x + 18, s.max.y - kButtons), ImVec2(s.max.x - 18, s.max.y - 14)};
  const ScrollingRows scroll = begin_scrolling_rows(sheet_ctx, "##setup", s, buttons.min.y - 8);
  const TableContext& ctx = scroll.ctx;
  const float x0 = s.min.x;
  float y = scroll.origin.y + 12;
  const char* title = tr("table.setup.title");
  check_fits(ctx, ctx.fonts->display, text_size::kDisplay, title, s.width() - 36, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, text_size::kDisplay, ImVec2(x0 + 18, y), ctx.palette->text,
                  title);
  y += 46;
  const float rows_top = y;
  // The column the rows go in: the whole sheet, or its left half, then its right half.
  Box col{ImVec2(x0, s.min.y), ImVec2(x0 + col_w, s.max.y)};
  float bottom = y;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (two_columns && i == right_from) {
      bottom = std::max(bottom, y);
      col = Box{ImVec2(x0 + mid_x - 9, s.min.y), ImVec2(x0 + w, s.max.y)};
      y = rows_top;
    }
    Row& r = rows[i];
    label(ctx, row_box(col, y, 18), r.label_key != nullptr ? tr(r.label_key) : r.label_words.c_str());
    y += 22;
    if (r.name_seat >= 0) {
      y = choices_row(ctx, row_box(col, y, 44), std::move(r.choices)) + 8;
      // The person's name: the page's text field (a phone's keyboard opens for it).
      PageControl field;
      field.id = "setup:name:" + std::to_string(r.name_seat);
      field.label = fill("table.target.name", {{"n", std::to_string(r.name_seat + 1)}});
      field.box = row_box(col, y, 44);
      field.text = static_cast<std::size_t>(r.name_seat) < c.names.size()
                       ? c.names[static_cast<std::size_t>(r.name_seat)]
                       : std::string();
      field.hint = c.person_name(r.name_seat);
      field.on_text = [&c, seat = static_cast<std::size_t>(r.name_seat)](const std::string& text) {
        if (c.names.size() <= seat) c.names.resize(seat + 1);
        c.names[seat] = person_name_cut(text);
      };
      page_input(ctx, std::move(field), false);
      y += 44 + 12;
      continue;
    }
    if (!r.choices.empty()) {
      y = choices_row(ctx, row_box(col, y, 44), std::move(r.choices)) + 12;
      continue;
    }
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
    y += 44 + 8;
  }
  // What is saved, when the game has an unfinished match.
  if (actions.resume) {
    const std::string saved = say(actions.saved);
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(col.min.x + 18, y),
                    ctx.palette->text_muted, saved.c_str());
    y += 22;
  }
  end_scrolling_rows(scroll, std::max(bottom, y));

  // Back, when there is somewhere to go back to (embedded there is not), Continue, Start: they
  // stay under the rows, whatever the rows' scroll.
  const int back = actions.back ? 1 : 0;
  const std::vector<Box> last = split_row(buttons, back + (actions.resume ? 1 : 0) + 1, 10);
  if (actions.back) {
    pill_button(sheet_ctx, TargetSpec{"setup:back", tr("table.target.setup_back"), actions.back}, last[0],
                tr("table.setup.back"), true);
  }
  if (actions.resume) {
    pill_button(sheet_ctx, TargetSpec{"setup:continue", tr("table.target.continue"), actions.resume},
                last[back], tr("table.setup.continue"), true);
  }
  // A seed that is not one (letters, past 2^64−1) cannot start a match: the field says so.
  pill_button(sheet_ctx, TargetSpec{"setup:start", tr("table.target.start"), actions.start}, last.back(),
              tr("table.setup.start"), c.seed_ok(), true);
}

}  // namespace cardavia::app::table
