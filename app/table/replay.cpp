// Cardavia — the replay viewer (see replay.h).
//
// [SECTION] Icons: the bar's buttons are drawn, not lettered
// [SECTION] Making the table at a step, and the controls' moves
// [SECTION] The frame: autoplay, the table, the controls
// [SECTION] The move list
#include "app/table/replay.h"

#include <algorithm>

#include "app/i18n.h"
#include "app/table/words.h"

namespace cardavia::app::table {
namespace {

using session::Phrase;

// [SECTION] Icons: the bar's buttons are drawn, not lettered -------------------------------------
// Each draws around `c` within `s` px; the font has no media symbols, and vectors stay sharp.

void triangle(ImDrawList* dl, ImVec2 c, float s, bool right, ImU32 col) {
  const float dx = right ? 1.0f : -1.0f;
  dl->AddTriangleFilled(ImVec2(c.x + dx * s * 0.45f, c.y), ImVec2(c.x - dx * s * 0.4f, c.y - s * 0.5f),
                        ImVec2(c.x - dx * s * 0.4f, c.y + s * 0.5f), col);
}

void bar(ImDrawList* dl, float x, float cy, float s, ImU32 col) {
  dl->AddRectFilled(ImVec2(x - s * 0.08f, cy - s * 0.5f), ImVec2(x + s * 0.08f, cy + s * 0.5f), col);
}

void icon_back(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  bar(dl, c.x - s * 0.45f, c.y, s, col);
  triangle(dl, ImVec2(c.x + s * 0.1f, c.y), s * 0.9f, false, col);
}

void icon_next(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  triangle(dl, ImVec2(c.x - s * 0.1f, c.y), s * 0.9f, true, col);
  bar(dl, c.x + s * 0.45f, c.y, s, col);
}

void icon_round_back(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  bar(dl, c.x - s * 0.7f, c.y, s, col);
  triangle(dl, ImVec2(c.x - s * 0.2f, c.y), s * 0.8f, false, col);
  triangle(dl, ImVec2(c.x + s * 0.45f, c.y), s * 0.8f, false, col);
}

void icon_round_next(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  triangle(dl, ImVec2(c.x - s * 0.45f, c.y), s * 0.8f, true, col);
  triangle(dl, ImVec2(c.x + s * 0.2f, c.y), s * 0.8f, true, col);
  bar(dl, c.x + s * 0.7f, c.y, s, col);
}

void icon_play(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  triangle(dl, ImVec2(c.x + s * 0.05f, c.y), s * 1.1f, true, col);
}

void icon_pause(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  dl->AddRectFilled(ImVec2(c.x - s * 0.4f, c.y - s * 0.5f), ImVec2(c.x - s * 0.12f, c.y + s * 0.5f), col);
  dl->AddRectFilled(ImVec2(c.x + s * 0.12f, c.y - s * 0.5f), ImVec2(c.x + s * 0.4f, c.y + s * 0.5f), col);
}

// Two cards, the front one face up (filled with the icon's colour, its corner pip cut out).
void icon_face_up(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  const float w = s * 0.62f, h = s * 0.9f;
  dl->AddRect(ImVec2(c.x - w * 0.95f, c.y - h * 0.6f), ImVec2(c.x + w * 0.05f, c.y + h * 0.4f), col,
              2.0f, 0, 1.5f);
  dl->AddRectFilled(ImVec2(c.x - w * 0.35f, c.y - h * 0.4f), ImVec2(c.x + w * 0.65f, c.y + h * 0.6f),
                    col, 2.0f);
}

void icon_moves(ImDrawList* dl, ImVec2 c, float s, ImU32 col) {
  for (int i = -1; i <= 1; ++i) {
    const float y = c.y + static_cast<float>(i) * s * 0.36f;
    dl->AddCircleFilled(ImVec2(c.x - s * 0.5f, y), s * 0.09f, col, 8);
    dl->AddLine(ImVec2(c.x - s * 0.3f, y), ImVec2(c.x + s * 0.55f, y), col, 2.0f);
  }
}

}  // namespace

// [SECTION] Making the table at a step, and the controls' moves ----------------------------------

ReplayViewer::ReplayViewer(session::ReplayScript script, std::size_t step, const GameEntry& game,
                           Settings& settings)
    : script_(std::move(script)), game_(game), settings_(settings),
      face_up_(script_.record().view_open) {
  jump(step);
}

void ReplayViewer::jump(std::size_t step) {
  step_ = std::min(step, script_.steps());
  table_.reset();  // it holds the session
  session_ = script_.session_at(step_);
  table_ = std::make_unique<MatchTable>(*session_, game_, game_.make_view(), settings_);
  table_->set_replay();
  if (face_up_) table_->set_face_up(true);
  // The prompt line says the move that led here (the table shows its outcome, not its flights).
  for (const session::ReplayLine& line : script_.lines())
    if (line.seat >= 0 && line.step == step_) table_->set_status(line.words);
  // The end of a finished match: its result, as the person saw it last.
  if (step_ == script_.steps() && script_.over()) table_->show_result();
  scroll_to_current_ = true;
}

void ReplayViewer::step_back() {
  if (step_ > 0) jump(step_ - 1);
}

void ReplayViewer::step_forward() {
  if (step_ >= script_.steps()) return;
  // Played on the table, as it was: the move's flights, its words, a round's end sheet.
  if (table_->replay_move(script_.actions()[step_])) ++step_;
  scroll_to_current_ = true;
}

void ReplayViewer::round_back() {
  // To this round's start; from its start, to the one before.
  const auto& starts = script_.round_starts();
  std::size_t target = 0;
  for (const std::size_t s : starts)
    if (s < step_) target = s;
  jump(target);
}

void ReplayViewer::round_forward() {
  const auto& starts = script_.round_starts();
  const auto next = std::upper_bound(starts.begin(), starts.end(), step_);
  jump(next == starts.end() ? script_.steps() : *next);
}

void ReplayViewer::set_playing(bool on) {
  if (on && step_ >= script_.steps()) jump(0);  // from the start again
  playing_ = on;
}

void ReplayViewer::set_face_up(bool on) {
  if (on && !can_face_up()) return;
  face_up_ = on;
  table_->set_face_up(on);
}

std::string ReplayViewer::result_words() const {
  // The record's whole match, on a table of its own at the last step.
  const std::unique_ptr<session::MatchSession> end = script_.session_at(script_.steps());
  Settings settings = settings_;
  MatchTable table(*end, game_, game_.make_view(), settings);
  return table.result_words();
}

bool ReplayViewer::wants_frames() const {
  // Autoplay waits on a sheet (the round's end) for the person, as at the table: no frames then.
  return table_->wants_frames() ||
         (playing_ && !table_->sheet_open() && step_ < script_.steps());
}

// [SECTION] The frame: autoplay, the table, the controls ------------------------------------------

void ReplayViewer::frame(const Fonts& fonts, const Palette& pal, const Screen& screen,
                         std::deque<std::string>& intents, ScreenReport& report) {
  // Step 1. Autoplay: the next move once the table has settled after the last one.
  if (playing_ && table_->settled() && !list_open_) step_forward();
  if (step_ >= script_.steps()) playing_ = false;

  // Step 2. The table (in replay mode: nothing on it is a target but its bar and sheets).
  table_->frame(fonts, pal, screen, intents, report);
  report.drag_scroll = true;  // the move list (beside the table or in its sheet) scrolls by drag

  // Step 3. The controls and the move list, unless one of the table's sheets is up.
  report.replay = ReplayReport{step_,
                               script_.steps(),
                               script_.round_of(step_) + 1,
                               playing_,
                               face_up_,
                               can_face_up()};
  if (table_->sheet_open()) return;
  TableContext ctx;
  ctx.fonts = &fonts;
  ctx.palette = &pal;
  ctx.card_style = CardStyle{&pal, CardFonts{fonts.bold, fonts.display}};
  ctx.now = table_->now();
  ctx.targets = &report.targets;
  ctx.intents = &intents;
  ctx.controls = &report.controls;
  if (list_open_) {
    // The list's own sheet: the table under it is inert.
    report.targets.clear();
    begin_screen_window("##replay_list", screen.size, ImGuiWindowFlags_NoScrollWithMouse);
    ctx.dl = ImGui::GetWindowDrawList();
    ctx.dl->AddRectFilled(ImVec2(0, 0), screen.size, with_alpha(pal.shadow, 0.45f));
    // The sheet in the safe area (the shade over the whole screen).
    const ImVec2 d = screen.safe_size();
    const float w = std::min(d.x - 16, 520.0f);
    const float top = d.y >= 700 ? 44.0f : 8.0f;
    const Box sh = centred_in(screen.safe, w, top, d.y - 8.0f);
    sheet(ctx, sh);
    const Box close{ImVec2(sh.min.x + 14, sh.max.y - 58), ImVec2(sh.max.x - 14, sh.max.y - 12)};
    draw_move_list(ctx, Box{ImVec2(sh.min.x + 6, sh.min.y + 6), ImVec2(sh.max.x - 6, close.min.y - 8)});
    Box close_box = close;
    if (face_up_in_list()) {
      const std::vector<Box> two = split_row(close, 2, 10);
      icon_button(ctx, TargetSpec{"replay:face_up", tr(face_up_ ? "replay.target.face_down" : "replay.target.face_up"),
                                  [this] { set_face_up(!face_up_); }},
                  two[0], &icon_face_up, true, face_up_);
      close_box = two[1];
    }
    pill_button(ctx, TargetSpec{"replay:moves_close", tr("replay.target.moves_close"),
                                [this] { list_open_ = false; }},
                close_box, tr("table.btn.close"), true, true);
    ImGui::End();
    report.screen = screen_name(ScreenId::Replay);
    return;
  }
  begin_screen_window("##replay", screen.size, ImGuiWindowFlags_NoScrollWithMouse);
  ctx.dl = ImGui::GetWindowDrawList();
  draw_controls(ctx);
  ImGui::End();
}

bool ReplayViewer::face_up_in_list() const {
  const TableLayout& L = table_->layout();
  if (!can_face_up() || !L.log.empty()) return false;
  constexpr float kAll = 7.0f;  // the five steps, face up, the list
  return kAll * kMinTarget + (kAll - 1) * 6.0f > L.actions.width();
}

void ReplayViewer::draw_controls(const TableContext& ctx) {
  const TableLayout& L = table_->layout();
  const bool no_room = L.log.empty();  // the move list gets a button and a sheet of its own
  const std::size_t end = script_.steps();
  const bool at_end = step_ >= end;
  struct Entry {
    const char* id;
    const char* label_key;
    void (*icon)(ImDrawList*, ImVec2, float, ImU32);
    bool enabled;
    bool primary;
    std::function<void()> run;
  };
  std::vector<Entry> bar = {
      {"replay:round_back", "replay.target.round_back", &icon_round_back, step_ > 0, false,
       [this] { round_back(); }},
      {"replay:back", "replay.target.back", &icon_back, step_ > 0, false, [this] { step_back(); }},
      playing_ ? Entry{"replay:pause", "replay.target.pause", &icon_pause, true, true,
                       [this] { set_playing(false); }}
               : Entry{"replay:play", "replay.target.play", &icon_play, true, true,
                       [this] { set_playing(true); }},
      {"replay:next", "replay.target.next", &icon_next, !at_end, false, [this] { step_forward(); }},
      {"replay:round_next", "replay.target.round_next", &icon_round_next, !at_end, false,
       [this] { round_forward(); }},
  };
  if (can_face_up() && !face_up_in_list()) {
    bar.push_back({"replay:face_up", face_up_ ? "replay.target.face_down" : "replay.target.face_up",
                   &icon_face_up, true, face_up_, [this] { set_face_up(!face_up_); }});
  }
  if (no_room) {
    bar.push_back({"replay:moves", "replay.target.moves", &icon_moves, true, false,
                   [this] { list_open_ = true; scroll_to_current_ = true; }});
  }
  const std::vector<Box> cells = split_row(L.actions, static_cast<int>(bar.size()), 6);
  for (std::size_t i = 0; i < bar.size(); ++i) {
    Entry& e = bar[i];
    icon_button(ctx, TargetSpec{e.id, tr(e.label_key), std::move(e.run)}, cells[i], e.icon,
                e.enabled, e.primary);
  }
  if (!no_room) draw_move_list(ctx, L.log);
}

// [SECTION] The move list --------------------------------------------------------------------------

void ReplayViewer::draw_move_list(const TableContext& ctx, const Box& b) {
  const Palette& pal = *ctx.palette;
  panel(ctx, b, 10.0f);
  const std::string heading =
      fill("replay.moves_heading", {{"n", std::to_string(step_)}, {"total", std::to_string(script_.steps())}});
  ctx.dl->AddText(ctx.fonts->bold, 13.0f, ImVec2(b.min.x + 10, b.min.y + 6), pal.accent,
                  heading.c_str());
  // The current line: the last one at or before the step shown.
  const auto& lines = script_.lines();
  std::size_t current = 0;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].step <= step_) current = i;

  ImGui::SetCursorScreenPos(ImVec2(b.min.x + 4, b.min.y + 24));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
  ImGui::BeginChild("##moves", ImVec2(b.width() - 8, b.height() - 28), false, ImGuiWindowFlags_NoNav);
  TableContext list = ctx;
  list.dl = ImGui::GetWindowDrawList();
  const ImVec2 clip_min = ImGui::GetWindowPos();
  const ImVec2 clip_max(clip_min.x + ImGui::GetWindowSize().x, clip_min.y + ImGui::GetWindowSize().y);
  const float width = ImGui::GetWindowSize().x - 14;  // room for the scrollbar
  // A finger drags the list (ImGui 1.86 scrolls by wheel and scrollbar only); a drag is no tap.
  const bool dragged = ImGui::GetIO().MouseDragMaxDistanceSqr[0] > 16.0f;
  std::size_t move_number = 0;
  int round_number = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const session::ReplayLine& line = lines[i];
    const bool round_line = line.seat < 0;
    std::string text = table_->say(line.words);
    std::string id;
    if (round_line) {
      id = "replay:round:" + std::to_string(++round_number);
    } else {
      id = "replay:move:" + std::to_string(++move_number);
      text = std::to_string(move_number) + ". " + text;
    }
    ImFont* font = round_line ? ctx.fonts->bold : ctx.fonts->small;
    const ImVec2 ts = font->CalcTextSizeA(13.0f, FLT_MAX, width - 12, text.c_str());
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // A line is a target: a finger's height at least, and room between two (widgets.h).
    const float text_top = std::max(4.0f, (kMinTarget - ts.y) * 0.5f);
    const Box row{p, ImVec2(p.x + width, p.y + std::max(ts.y + 8, kMinTarget))};
    ImGui::PushID(static_cast<int>(i));
    const bool pressed = ImGui::InvisibleButton("line", ImVec2(row.width(), row.height())) && !dragged;
    const bool hovered = ImGui::IsItemHovered();
    ImGui::PopID();
    if (i == current) {
      list.dl->AddRectFilled(row.min, row.max, with_alpha(pal.accent, 0.28f), 6.0f);
      if (scroll_to_current_) {
        ImGui::SetScrollHereY(0.5f);
        scroll_to_current_ = false;
      }
    } else if (hovered) {
      list.dl->AddRectFilled(row.min, row.max, with_alpha(pal.text, 0.06f), 6.0f);
    }
    ImGui::Dummy(ImVec2(1.0f, kTargetGap));
    list.dl->AddText(font, 13.0f, ImVec2(row.min.x + 6, row.min.y + text_top),
                     round_line ? pal.accent : pal.text, text.c_str(), nullptr, width - 12);
    // Only whole lines in view are targets (a tap at a target's centre must land on it).
    if (row.min.y >= clip_min.y && row.max.y <= clip_max.y) {
      const std::size_t to = line.step;
      record_target(list, TargetSpec{id, text, [this, to] { jump(to); }}, row, pressed);
    }
  }
  if (ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
    ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
  ImGui::EndChild();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(2);
}

}  // namespace cardavia::app::table
