// Cardavia — the match table's sheets over the table (see match_table.h), and the views' default
// score table and winners (game_view.h).
//
// [SECTION] The defaults of the views
// [SECTION] The score table
// [SECTION] The round's end
// [SECTION] The match's end
// [SECTION] The ☰ menu
// [SECTION] The result in words (a share)
#include <algorithm>

#include "app/i18n.h"
#include "app/table/match_table.h"
#include "app/table/new_match.h"

namespace cardavia::app::table {

using session::Phrase;

// [SECTION] The defaults of the views ------------------------------------------------------------

ScoreTable GameView::score_table(const MatchTable& t) const {
  // A column per seat; each round's scores; the totals after the last round.
  ScoreTable out;
  for (int seat = 0; seat < t.players(); ++seat) out.columns.push_back(t.seat_name(seat));
  const auto& rounds = t.session().rounds();
  for (const RoundResult& r : rounds) out.rows.push_back(r.scores);
  out.totals = rounds.empty() ? std::vector<int>(static_cast<std::size_t>(t.players()), 0)
                              : rounds.back().totals;
  return out;
}

RoundWords GameView::round_words() const {
  return {"table.log.heading", "table.score.round", "table.btn.next_round"};
}

Phrase GameView::winners(const MatchTable& t) const {
  const std::vector<int> seats = t.session().winners();
  if (seats.size() > 1) return Phrase("table.over.shared").seats("names", seats);
  if (seats.size() == 1 && seats[0] == t.human()) return Phrase("table.over.you_win");
  return Phrase("table.over.wins").seats("names", seats);
}

// [SECTION] The score table ----------------------------------------------------------------------

float MatchTable::draw_score_table(const TableContext& ctx, const Box& b) {
  const ScoreTable table = view_->score_table(*this);
  const int n = static_cast<int>(table.columns.size());
  const float col_w = std::min(70.0f, b.width() / static_cast<float>(n + 1));
  const float row_h = 18.0f;
  float y = b.min.y;
  auto cell = [&](int col, const std::string& text, ImU32 colour, bool bold) {
    ImFont* f = bold ? ctx.fonts->bold : ctx.fonts->small;
    const ImVec2 ts = f->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, text.c_str());
    const float x = b.min.x + static_cast<float>(col) * col_w + col_w - ts.x - 6;
    ctx.dl->AddText(f, 13.0f, ImVec2(col == 0 ? b.min.x : x, y), colour, text.c_str());
  };
  cell(0, tr(view_->round_words().score_column), ctx.palette->accent, true);
  for (int c = 0; c < n; ++c)
    cell(c + 1, table.columns[static_cast<std::size_t>(c)], ctx.palette->accent, true);
  y += row_h + 2;
  // Only the last rounds when they do not fit.
  const int rows = static_cast<int>(table.rows.size());
  const int room = std::max(1, static_cast<int>((b.max.y - y - row_h - 4) / row_h));
  for (int r = std::max(0, rows - room); r < rows; ++r) {
    cell(0, std::to_string(r + 1), ctx.palette->text_muted, false);
    const std::vector<int>& row = table.rows[static_cast<std::size_t>(r)];
    for (int c = 0; c < n && c < static_cast<int>(row.size()); ++c)
      cell(c + 1, std::to_string(row[static_cast<std::size_t>(c)]), ctx.palette->text, false);
    y += row_h;
  }
  ctx.dl->AddLine(ImVec2(b.min.x, y + 1),
                  ImVec2(b.min.x + col_w * static_cast<float>(n + 1), y + 1),
                  with_alpha(ctx.palette->text, 0.3f));
  y += 4;
  cell(0, tr(table.totals_key), ctx.palette->text, true);
  for (int c = 0; c < n && c < static_cast<int>(table.totals.size()); ++c)
    cell(c + 1, std::to_string(table.totals[static_cast<std::size_t>(c)]), ctx.palette->text, true);
  return y + row_h;
}

// [SECTION] The round's end ----------------------------------------------------------------------

void MatchTable::draw_round_end(const TableContext& sheet_ctx, const Box& area) {
  const ImVec2 d(area.width(), area.height());
  // Phones held sideways get a wider sheet (the words take a line or two).
  const float w = std::min(d.x - 16, d.y < 520 ? 760.0f : 560.0f);
  const float top = d.y >= 700 ? 44.0f : 8.0f;
  const Box sh = centred_in(area, w, top, d.y - (d.y >= 700 ? 10.0f : 6.0f));
  sheet(sheet_ctx, sh);
  const Box button{ImVec2(sh.min.x + 14, sh.max.y - 60), ImVec2(sh.max.x - 14, sh.max.y - 12)};
  // Everything above the button scrolls (drag, wheel or scrollbar) when it does not fit: five
  // hands and the score table do not on a small phone or a phone held sideways.
  ImGui::SetCursorScreenPos(ImVec2(sh.min.x + 2, sh.min.y + 4));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("##round_end", ImVec2(sh.width() - 4, button.min.y - 6 - sh.min.y - 4), false,
                    ImGuiWindowFlags_NoNav);
  TableContext ctx = sheet_ctx;
  ctx.dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();  // moves up as the content scrolls
  const float left = origin.x + 12, right = origin.x + sh.width() - 4 - 16;
  const float y = view_->draw_round_end(*this, ctx, left, right, origin.y + 8);
  // The whole score table (the content scrolls instead of dropping rounds).
  const float table_h = 18.0f * static_cast<float>(session_.rounds().size() + 3) + 8;
  const float end = draw_score_table(ctx, Box{ImVec2(left, y + 4), ImVec2(right, y + 4 + table_h)});
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(1.0f, end - origin.y + 8));
  // A finger drags the content (ImGui 1.86 scrolls by wheel and scrollbar only).
  if (ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
    ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  if (session_.over()) {
    pill_button(sheet_ctx, TargetSpec{"btn:result", {}, [this] { sheet_ = Sheet::Over; }}, button,
                tr("table.btn.result"), true, true);
  } else {
    pill_button(sheet_ctx,
                TargetSpec{"btn:next_round",
                           {},
                           [this] {
                             sheet_ = Sheet::None;
                             deal_pending_ = true;
                             status_ = Phrase{};
                           }},
                button, tr(view_->round_words().next_round), true, true);
  }
}

// [SECTION] The match's end ----------------------------------------------------------------------

void MatchTable::draw_over(const TableContext& ctx, const Box& area) {
  const ImVec2 d(area.width(), area.height());
  const float w = std::min(d.x - 16, 520.0f);
  const float h = std::min(d.y - 60, 560.0f);
  const float top = std::max(44.0f, (d.y - h) * 0.5f);
  const Box sh = centred_in(area, w, top, top + h);
  sheet(ctx, sh);
  float y = sh.min.y + 16;
  ctx.dl->AddText(ctx.fonts->display, 30.0f, ImVec2(sh.min.x + 16, y), ctx.palette->text,
                  tr("table.over.title"));
  y += 48;
  const std::string line = say(view_->winners(*this));
  ctx.dl->AddText(ctx.fonts->bold, 22.0f, ImVec2(sh.min.x + 16, y), ctx.palette->accent,
                  line.c_str());
  y += 34;
  const std::string note = say(view_->over_note(*this));
  ctx.dl->AddText(ctx.fonts->small, 13.0f, ImVec2(sh.min.x + 16, y), ctx.palette->text_muted,
                  note.c_str());
  y += 26;
  const Box buttons{ImVec2(sh.min.x + 16, sh.max.y - 62), ImVec2(sh.max.x - 16, sh.max.y - 14)};
  draw_score_table(ctx, Box{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, buttons.min.y - 10)});
  // Leave, Share (the page's: the replay link), then Play again — or, in a replay, back to it.
  const std::vector<Box> cells = split_row(buttons, 3, 10);
  pill_button(ctx,
              TargetSpec{"btn:leave", tr(replay_ ? "table.target.leave_replay" : "table.target.leave"),
                         [this] { outcome_ = Outcome::Leave; }},
              cells[0], tr("table.btn.leave"), true);
  page_button(ctx, "share", tr("table.target.share_replay"), cells[1], tr("table.btn.share"));
  if (replay_) {
    pill_button(ctx,
                TargetSpec{"btn:replay_back", tr("table.target.replay_back"),
                           [this] { sheet_ = Sheet::None; }},
                cells[2], tr("table.btn.replay_back"), true, true);
  } else {
    pill_button(ctx,
                TargetSpec{"btn:play_again", tr("table.target.play_again"),
                           [this] { outcome_ = Outcome::PlayAgain; }},
                cells[2], tr("table.btn.play_again"), true, true);
  }
}

// [SECTION] The ☰ menu ---------------------------------------------------------------------------

void MatchTable::draw_menu(const TableContext& ctx, const Box& area) {
  const ImVec2 d(area.width(), area.height());
  const float w = std::min(d.x - 20, 440.0f);
  // Shorter on a phone held sideways (the rows need 352 px), never off the screen.
  const float h = std::clamp(d.y - 16, 352.0f, 412.0f);
  const float top = std::max(d.y >= 700 ? 44.0f : 8.0f, (d.y - h) * 0.5f);
  const Box sh = centred_in(area, w, top, top + h);
  sheet(ctx, sh);
  float y = sh.min.y + 16;
  ctx.dl->AddText(ctx.fonts->bold, 20.0f, ImVec2(sh.min.x + 16, y), ctx.palette->text,
                  tr("table.menu.title"));
  y += 36;
  ctx.dl->AddText(ctx.fonts->bold, 14.0f, ImVec2(sh.min.x + 16, y), ctx.palette->accent,
                  tr("table.setup.speed"));
  y += 20;
  const std::vector<Box> speeds =
      split_row(Box{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, y + 44)}, 4, 8);
  for (int i = 0; i < kSpeedCount; ++i) {
    const auto speed = static_cast<Speed>(i);
    pill_button(ctx,
                TargetSpec{std::string("menu:speed:") + speed_name(speed),
                           fill("table.target.speed", {{"speed", tr(speed_key(speed))}}),
                           [this, speed] { settings_.speed = speed; }},
                speeds[static_cast<std::size_t>(i)], tr(speed_key(speed)), true,
                settings_.speed == speed);
  }
  y += 56;
  // A switch: "Name: on"; on a small phone the short name when the long one does not fit.
  auto toggle = [&](const char* id, const char* key, const char* short_key, bool Settings::*field) {
    const Box b{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, y + 44)};
    const bool on = settings_.*field;
    const char* state = tr(on ? "table.on" : "table.off");
    std::string text = fill("table.menu.switch", {{"name", tr(key)}, {"state", state}});
    if (ctx.fonts->bold->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, text.c_str()).x > b.width() - 12)
      text = fill("table.menu.switch", {{"name", tr(short_key)}, {"state", state}});
    pill_button(ctx, TargetSpec{id, {}, [this, field] { settings_.*field = !(settings_.*field); }},
                b, text.c_str(), true, on);
    y += 52;
  };
  if (view_->has_memory_aid())
    toggle("menu:memory_aid", "table.menu.memory_aid", "table.menu.memory_aid_short",
           &Settings::memory_aid);
  toggle("menu:reduced_motion", "table.reduced_motion", "table.reduced_motion",
         &Settings::reduced_motion);
  // The page's three: share (the deal link, or once over the replay link), save the match as a
  // file, open one (a file or a pasted link).
  const std::vector<Box> page_row =
      split_row(Box{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, y + 44)}, 3, 8);
  page_button(ctx, "share",
              tr(session_.over() || replay_ ? "table.target.share_replay" : "table.target.share_deal"),
              page_row[0], tr("table.btn.share"));
  page_button(ctx, "export", tr("table.target.export"), page_row[1], tr("table.btn.export"));
  page_button(ctx, "import", tr("table.target.import"), page_row[2], tr("table.btn.import"));
  const std::vector<Box> last = split_row(
      Box{ImVec2(sh.min.x + 16, sh.max.y - 60), ImVec2(sh.max.x - 16, sh.max.y - 14)}, 2, 10);
  pill_button(
      ctx,
      TargetSpec{"menu:leave", tr(replay_ ? "table.target.leave_replay" : "table.target.leave"),
                 [this] { outcome_ = Outcome::Leave; }},
      last[0], tr("table.btn.leave"), true);
  pill_button(
      ctx,
      TargetSpec{"menu:close", tr("table.target.close_menu"), [this] { sheet_ = Sheet::None; }},
      last[1], tr("table.btn.close"), true, true);
}

// [SECTION] The result in words (a share) --------------------------------------------------------

std::string MatchTable::result_words() const {
  // "Cabo, 3 players, Hard computers · round 2 · You 12, Ana 31, Bo 7 · Play the same deal:"
  // "Cabo, 3 players, Hard computers · 5 rounds · You 12, Ana 31, Bo 44 · You win!"
  const ScoreTable table = view_->score_table(*this);
  std::string scores;
  for (std::size_t i = 0; i < table.columns.size() && i < table.totals.size(); ++i) {
    if (!scores.empty()) scores += ", ";
    scores += say(Phrase("share.score").text("name", table.columns[i]).number("points", table.totals[i]));
  }
  Phrase words(session_.over() ? "share.over" : "share.during");
  words.text("game", tr(game_.name_key))
      .phrase("players", Phrase("share.players").number("n", players()))
      .text("level", tr(level_key(session_.config().level)))
      .text("scores", scores);
  if (session_.over()) {
    words.number("rounds", static_cast<int>(session_.rounds().size()))
        .phrase("winners", view_->winners(*this));
  } else {
    words.number("round", static_cast<int>(session_.rounds().size()) + 1);
  }
  return say(words);
}

}  // namespace cardavia::app::table
