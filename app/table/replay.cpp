// Cardavia — the replay viewer (see replay.h).
//
// [SECTION] Icons: the bar's buttons are drawn, not lettered
// [SECTION] Making the table at a step, and the controls' moves
// [SECTION] The frame: autoplay, the table, the controls
// [SECTION] The move list
// [SECTION] Review mode: the panel, the marks, the report
#include "app/table/replay.h"

#include <algorithm>
#include <cmath>

#include "app/i18n.h"
#include "app/table/words.h"

namespace cardavia::app::table {
namespace {

using session::Phrase;
using session::ReviewMark;

// The review's thinking a frame: about what the computers get at the table (4 ms) and a little
// more, since nothing else moves while the viewer waits on it.
constexpr std::int64_t kReviewSliceUs = 6000;
// A log shorter than this (a phone held upright) holds the review's panel alone, the move list
// in its own sheet: under a panel of five lines of words it would show two moves.
constexpr float kListBesidePanel = 360.0f;
// Room kept for this many chips in the review panel's row (MatchReview::kMaxMarks).
constexpr float kMaxChips = static_cast<float>(session::MatchReview::kMaxMarks);

// A mark's colour: a slip in the accent, a mistake in the red of the hearts.
ImU32 mark_colour(const Palette& pal, ReviewMark::Kind kind) {
  return kind == ReviewMark::Kind::Mistake ? pal.red : pal.accent;
}

const char* kind_key(ReviewMark::Kind kind) {
  return kind == ReviewMark::Kind::Mistake ? "review.kind.mistake" : "review.kind.slip";
}

int cost_points(const ReviewMark& mark) { return static_cast<int>(std::lround(mark.cost * 100.0)); }

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
  return table_->wants_frames() || (review_ != nullptr && !review_->done()) ||
         (playing_ && !table_->sheet_open() && step_ < script_.steps());
}

double ReplayViewer::wake_at() const { return table_->wake_at(); }

// [SECTION] The frame: autoplay, the table, the controls ------------------------------------------

void ReplayViewer::frame(const Fonts& fonts, const Palette& pal, const Screen& screen,
                         std::deque<std::string>& intents, ScreenReport& report) {
  // Step 0. Review mode: the review thinks on, a slice a frame, whatever shows.
  if (review_ != nullptr && !review_->done()) review_->think(ai::Budget::Microseconds(kReviewSliceUs));
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
                               can_face_up(),
                               record().hints_asked};
  if (review_ != nullptr) report_review(report);
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
  // In review mode a phone's log holds the review's panel: the list goes to its sheet too.
  const bool list_in_sheet = no_room || (review_ != nullptr && L.log.height() < kListBesidePanel);
  const std::size_t end = script_.steps();
  const bool at_end = step_ >= end;
  struct Entry {
    const char* id;
    const char* label_key;
    void (*icon)(ImDrawList*, ImVec2, float, ImU32);
    bool enabled;
    bool primary;
    Act run;
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
  if (list_in_sheet) {
    bar.push_back({"replay:moves", "replay.target.moves", &icon_moves, true, false,
                   [this] { list_open_ = true; scroll_to_current_ = true; }});
  }
  const std::vector<Box> cells = split_row(L.actions, static_cast<int>(bar.size()), 6);
  for (std::size_t i = 0; i < bar.size(); ++i) {
    Entry& e = bar[i];
    icon_button(ctx, TargetSpec{e.id, tr(e.label_key), std::move(e.run)}, cells[i], e.icon,
                e.enabled, e.primary);
  }
  if (review_ != nullptr) {
    // The review's panel over the list's top, or with no room for the list at the centre's foot.
    const Box rest = draw_review(ctx, no_room ? L.centre : L.log, !no_room);
    if (!list_in_sheet) draw_move_list(ctx, rest);
    return;
  }
  if (!no_room) draw_move_list(ctx, L.log);
}

// [SECTION] The move list --------------------------------------------------------------------------

void ReplayViewer::draw_move_list(const TableContext& ctx, const Box& b) {
  const Palette& pal = *ctx.palette;
  panel(ctx, b, 10.0f);
  const std::string heading =
      fill("replay.moves_heading", {{"n", std::to_string(step_)}, {"total", std::to_string(script_.steps())}});
  ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel, ImVec2(b.min.x + 10, b.min.y + 6), pal.accent,
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
      // The person took moves back before this one (docs/undo.md).
      if (const std::size_t taken = script_.taken_back_at(line.step - 1))
        text += " · " + fill("replay.taken_back", {{"n", std::to_string(taken)}});
    }
    ImFont* font = round_line ? ctx.fonts->bold : ctx.fonts->small;
    const ImVec2 ts = font->CalcTextSizeA(text_size::kLabel, FLT_MAX, width - 12, text.c_str());
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
    list.dl->AddText(font, text_size::kLabel, ImVec2(row.min.x + 6, row.min.y + text_top),
                     round_line ? pal.accent : pal.text, text.c_str(), nullptr, width - 12);
    // A move the person made after the coach's hint: a "?" left of the review's dot.
    if (!round_line && std::binary_search(record().hints_asked.begin(), record().hints_asked.end(),
                                          static_cast<int>(line.step) - 1)) {
      list.dl->AddText(ctx.fonts->bold, text_size::kLabel,
                       ImVec2(row.max.x - 24, row.min.y + text_top), pal.accent, "?");
    }
    // A reviewed move's dot at the line's right end: the colour of its mark.
    if (review_ != nullptr && !round_line) {
      for (const ReviewMark& m : review_->marks())
        if (m.step + 1 == line.step)
          list.dl->AddCircleFilled(ImVec2(row.max.x - 6, (row.min.y + row.max.y) * 0.5f), 5.0f,
                                   mark_colour(pal, m.kind), 12);
    }
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

namespace cardavia::app::table {

// [SECTION] Review mode: the panel, the marks, the report ------------------------------------------

void ReplayViewer::show_mark(std::size_t index) {
  if (review_ == nullptr || index >= review_->marks().size()) return;
  set_playing(false);
  shown_mark_ = static_cast<int>(index);
  jump(review_->marks()[index].step);  // the table as the decision found it
}

Box ReplayViewer::draw_review(const TableContext& ctx, const Box& area, bool at_top) {
  const Palette& pal = *ctx.palette;
  const std::vector<ReviewMark>& marks = review_->marks();
  if (shown_mark_ >= static_cast<int>(marks.size())) shown_mark_ = -1;
  const float width = at_top ? area.width() : std::min(area.width(), 560.0f);
  const float inner = width - 24;
  // Step 1. The words under the chips: the shown mark's, or what to do, or that none was found.
  std::vector<std::pair<std::string, bool>> lines;  // text, bold
  if (shown_mark_ >= 0) {
    const ReviewMark& m = marks[static_cast<std::size_t>(shown_mark_)];
    lines.push_back({fill("review.mark_title", {{"kind", tr(kind_key(m.kind))},
                                                {"n", std::to_string(m.step + 1)}}),
                     true});
    lines.push_back({table_->say(m.played_words), false});
    lines.push_back({fill("review.preferred", {{"move", table_->say(m.preferred_words)}}), false});
    lines.push_back({fill("review.reason", {{"reason", table_->say(m.reason)}}), false});
    lines.push_back({fill("review.cost", {{"n", std::to_string(cost_points(m))}}), false});
  } else if (review_->done()) {
    lines.push_back({tr(marks.empty() ? "review.none" : "review.pick"), false});
  }
  float text_h = 0;
  for (const auto& [text, bold] : lines)
    text_h += (bold ? ctx.fonts->bold : ctx.fonts->small)
                  ->CalcTextSizeA(text_size::kLabel, FLT_MAX, inner, text.c_str())
                  .y +
              3;
  // Step 2. The panel: a row (the title, a chip per mark, the progress while it computes), then
  // the words. Over the list's top when it fits there, else at the centre's foot. (The share of
  // the review link is the ☰ menu's: a row this narrow on a phone holds five chips, not more.)
  const float h = 6 + kMinTarget + 4 + text_h + 6;
  const bool top = at_top && h <= area.height();
  const Box& room = top || !at_top ? area : table_->layout().centre;
  const float w = top ? width : std::min(room.width(), 560.0f);
  const float x = top ? room.min.x : (room.min.x + room.max.x - w) * 0.5f;
  const float y = top ? room.min.y : room.max.y - h;
  const Box b{ImVec2(x, y), ImVec2(x + w, y + h)};
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(pal.felt_edge, 0.97f), 10.0f);
  ctx.dl->AddRect(b.min, b.max, pal.accent, 10.0f, 0, 1.5f);
  float ty = b.min.y + 6;
  const char* title = tr("review.title");
  const float title_w = ctx.fonts->bold->CalcTextSizeA(text_size::kButton, FLT_MAX, 0.0f, title).x;
  ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(b.min.x + 12, ty + 13), pal.accent,
                  title);
  // Step 3. A chip per mark: its number and a dot of its colour.
  float cx = b.min.x + 12 + title_w + 10;
  const float chip_w = std::max(kMinTarget, std::min(52.0f, (b.max.x - 12 - cx) / static_cast<float>(kMaxChips) - 6));
  for (std::size_t i = 0; i < marks.size(); ++i) {
    const ReviewMark& m = marks[i];
    const Box chip{ImVec2(cx, ty), ImVec2(cx + chip_w, ty + kMinTarget)};
    cx += chip_w + 6;
    const bool shown = shown_mark_ == static_cast<int>(i);
    const std::string number = std::to_string(i + 1);
    const std::string label = fill("review.target.mark", {{"kind", tr(kind_key(m.kind))},
                                                          {"n", std::to_string(m.step + 1)}});
    pill_button(ctx, TargetSpec{"review:mark:" + std::to_string(i), label, [this, i] { show_mark(i); }},
                chip, "", true, shown);
    const ImVec2 dot(chip.min.x + chip_w * 0.3f, chip.min.y + kMinTarget * 0.5f);
    ctx.dl->AddCircleFilled(dot, 5.5f, shown ? pal.ink : mark_colour(pal, m.kind), 12);
    ctx.dl->AddCircleFilled(dot, 4.0f, mark_colour(pal, m.kind), 12);
    const float number_w =
        ctx.fonts->bold->CalcTextSizeA(text_size::kBody, FLT_MAX, 0.0f, number.c_str()).x;
    ctx.dl->AddText(ctx.fonts->bold, text_size::kBody,
                    ImVec2(chip.min.x + chip_w * 0.64f - number_w * 0.5f, chip.min.y + 13),
                    shown ? pal.ink : pal.text, number.c_str());
  }
  // The progress while it computes: a bar with its words in it, after the chips found so far.
  if (!review_->done() && b.max.x - 12 - cx > 60) {
    const Box bar{ImVec2(cx, ty + 12), ImVec2(b.max.x - 12, ty + kMinTarget - 12)};
    ctx.dl->AddRectFilled(bar.min, bar.max, with_alpha(pal.text, 0.12f), 8.0f);
    const float done_w = bar.width() * static_cast<float>(review_->progress());
    if (done_w > 1.0f)
      ctx.dl->AddRectFilled(bar.min, ImVec2(bar.min.x + done_w, bar.max.y), with_alpha(pal.accent, 0.7f), 8.0f);
    const std::string words =
        fill("review.progress", {{"n", std::to_string(static_cast<int>(review_->progress() * 100.0))}});
    const float size = fitted_size(ctx, ctx.fonts->small, text_size::kLabel, text_size::kFine,
                                   words, bar.width() - 12, "review progress");
    ctx.dl->AddText(ctx.fonts->small, size, ImVec2(bar.min.x + 8, bar.min.y + 2), pal.text, words.c_str());
  }
  ty += kMinTarget + 4;
  // Step 4. The words.
  for (const auto& [text, bold] : lines) {
    ImFont* font = bold ? ctx.fonts->bold : ctx.fonts->small;
    ctx.dl->AddText(font, text_size::kLabel, ImVec2(b.min.x + 12, ty), bold ? pal.accent : pal.text,
                    text.c_str(), nullptr, inner);
    ty += font->CalcTextSizeA(text_size::kLabel, FLT_MAX, inner, text.c_str()).y + 3;
  }
  return top ? Box{ImVec2(area.min.x, b.max.y + 6), area.max} : area;
}

void ReplayViewer::report_review(ScreenReport& report) const {
  ReviewReport out;
  out.progress = review_->progress();
  out.shown = shown_mark_;
  for (const ReviewMark& m : review_->marks()) {
    out.marks.push_back(ReviewMarkReport{m.step, m.seat,
                                         m.kind == ReviewMark::Kind::Mistake ? "mistake" : "slip",
                                         table_->say(m.played_words), table_->say(m.preferred_words),
                                         table_->say(m.reason), cost_points(m)});
  }
  report.review = std::move(out);
}

}  // namespace cardavia::app::table
