// Cardavia — the match table's sheets over the table (see match_table.h), and the views' default
// score table and winners (game_view.h).
//
// [SECTION] The defaults of the views
// [SECTION] The score table
// [SECTION] The sheet in front
// [SECTION] The round's end
// [SECTION] The match's end
// [SECTION] The cover (pass-and-play)
// [SECTION] The deal's fingerprint
// [SECTION] The ☰ menu
// [SECTION] The result in words (a share)
#include <algorithm>
#include <chrono>

#include "app/i18n.h"
#include "app/table/language_picker.h"
#include "app/table/match_table.h"
#include "app/table/new_match.h"
#include "core/daily_deal.h"
#include "core/fairness.h"

namespace cardavia::app::table {

using session::Phrase;
using FlowEvent = TableFlow::Event;

// [SECTION] The defaults of the views ------------------------------------------------------------

ScoreTable GameView::score_table(const MatchTable& t) const {
  // A column per seat; each round's scores; the totals after the last round.
  ScoreTable out;
  for (int seat = 0; seat < t.players(); ++seat) {
    out.columns.push_back(t.seat_name(seat));
    out.seats.push_back(seat);
  }
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
  // The first column as wide as its words ("Round", "Total" run long in some languages), the
  // others share the rest, at most 70 px each.
  const auto bold_w = [&](const char* text) {
    return ctx.fonts->bold->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, text).x;
  };
  const float first_w = std::max({bold_w(tr("table.score.round")), bold_w(tr("table.score.total")),
                                  28.0f}) + 8;
  // A column is 70 px, or as wide as its name when there is room (a side's "You and Bo"): the
  // numbers stay near their names, the names whole.
  float widest = 0.0f;
  for (const std::string& c : table.columns) widest = std::max(widest, bold_w(c.c_str()) + 8);
  const float col_w = std::min(std::max(70.0f, widest),
                               (b.width() - first_w) / static_cast<float>(std::max(1, n)));
  const float row_h = 18.0f;
  float y = b.min.y;
  auto cell = [&](int col, const std::string& text, ImU32 colour, bool bold, float size = 13.0f) {
    ImFont* f = bold ? ctx.fonts->bold : ctx.fonts->small;
    const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str());
    if (col > 0) check_fits(ctx, f, size, text, col_w - 8, "score table");
    const float x = b.min.x + first_w + static_cast<float>(col - 1) * col_w + col_w - ts.x - 6;
    ctx.dl->AddText(f, size, ImVec2(col == 0 ? b.min.x : x, y), colour, text.c_str());
  };
  // The names' row: a name too long for its column (a narrow phone) takes a line per word group,
  // each line shrunk to at least 11 px; the row is as tall as the most lines.
  std::vector<std::vector<std::string>> names;
  std::size_t name_lines = 1;
  for (const std::string& c : table.columns) {
    names.push_back(bold_w(c.c_str()) <= col_w - 8 + 0.5f
                        ? std::vector<std::string>{c}
                        : wrap_lines(ctx.fonts->bold, text_size::kLabel, c, col_w - 8));
    name_lines = std::max(name_lines, names.back().size());
  }
  cell(0, tr(view_->round_words().score_column), ctx.palette->accent, true);
  const float names_top = y;
  for (int c = 0; c < n; ++c) {
    y = names_top;
    for (const std::string& line : names[static_cast<std::size_t>(c)]) {
      const float size = fitted_size(ctx, ctx.fonts->bold, text_size::kLabel, text_size::kFine,
                                     line, col_w - 8, "score table");
      cell(c + 1, line, ctx.palette->accent, true, size);
      y += row_h - 2;
    }
  }
  y = names_top + (row_h - 2) * static_cast<float>(name_lines - 1) + row_h + 2;
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
                  ImVec2(b.min.x + first_w + col_w * static_cast<float>(n), y + 1),
                  with_alpha(ctx.palette->text, 0.3f));
  y += 4;
  cell(0, tr(table.totals_key), ctx.palette->text, true);
  for (int c = 0; c < n && c < static_cast<int>(table.totals.size()); ++c)
    cell(c + 1, std::to_string(table.totals[static_cast<std::size_t>(c)]), ctx.palette->text, true);
  return y + row_h;
}

// [SECTION] The sheet in front -------------------------------------------------------------------

void MatchTable::draw_sheet(const TableContext& ctx, const Box& area) {
  // The sheet opened over the state, else the state's own (table_flow.h).
  switch (flow_.sheet()) {
    case TableFlow::Sheet::Menu:
      return draw_menu(ctx, area);
    case TableFlow::Sheet::Language:
      return draw_language_picker(ctx, area, settings_,
                                  flow_target("", {}, FlowEvent::CloseLanguage).act);
    case TableFlow::Sheet::Fairness:
      return draw_fairness(ctx, area);
    case TableFlow::Sheet::Cover:
      return draw_cover(ctx, area);
    case TableFlow::Sheet::None:
      break;
  }
  if (flow_.state() == TableFlow::State::RoundEnd) return draw_round_end(ctx, area);
  draw_over(ctx, area);
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
  const ScrollingRows rows = begin_scrolling_rows(sheet_ctx, "##round_end", sh, button.min.y - 6);
  const float left = rows.origin.x + 12, right = rows.origin.x + rows.width - 16;
  const float y = view_->draw_round_end(*this, rows.ctx, left, right, rows.origin.y + 8);
  // The whole score table (the content scrolls instead of dropping rounds).
  const float table_h = 18.0f * static_cast<float>(session_.rounds().size() + 3) + 8;
  const float table_end =
      draw_score_table(rows.ctx, Box{ImVec2(left, y + 4), ImVec2(right, y + 4 + table_h)});
  const float end = draw_score_chart(rows.ctx, left, right, table_end + 10);
  end_scrolling_rows(rows, end);
  if (session_.over()) {
    pill_button(sheet_ctx, flow_target("btn:result", {}, FlowEvent::SeeResult), button,
                tr("table.btn.result"), true, true);
  } else {
    pill_button(sheet_ctx, flow_target("btn:next_round", {}, FlowEvent::NextRound), button,
                tr(view_->round_words().next_round), true, true);
  }
}

// [SECTION] The match's end ----------------------------------------------------------------------

void MatchTable::draw_over(const TableContext& ctx, const Box& area) {
  const ImVec2 d(area.width(), area.height());
  const float w = std::min(d.x - 16, 520.0f);
  const float h = std::min(d.y - 60, 700.0f);  // tall enough for a short match's table and chart
  const float top = std::max(44.0f, (d.y - h) * 0.5f);
  const Box sh = centred_in(area, w, top, top + h);
  sheet(ctx, sh);
  float y = sh.min.y + 16;
  const char* title = tr("table.over.title");
  check_fits(ctx, ctx.fonts->display, text_size::kDisplay, title, sh.width() - 32, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, text_size::kDisplay, ImVec2(sh.min.x + 16, y),
                  ctx.palette->text, title);
  y += 48;
  // Who won, then how the match ends: each wraps to the sheet's width.
  const std::string line = say(view_->winners(*this));
  const float inner = sh.width() - 32;
  // 22 px, or as much smaller (down to 18) as puts it on one line.
  const float one_line_w = std::max(
      1.0f, ctx.fonts->bold->CalcTextSizeA(text_size::kTitle, FLT_MAX, 0.0f, line.c_str()).x);
  const float line_size =
      std::clamp(text_size::kTitle * inner / one_line_w, 18.0f, text_size::kTitle);
  ctx.dl->AddText(ctx.fonts->bold, line_size, ImVec2(sh.min.x + 16, y), ctx.palette->accent,
                  line.c_str(), nullptr, inner);
  y += ctx.fonts->bold->CalcTextSizeA(line_size, FLT_MAX, inner, line.c_str()).y + 12;
  const std::string note = say(view_->over_note(*this));
  ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(sh.min.x + 16, y),
                  ctx.palette->text_muted, note.c_str(), nullptr, inner);
  y += ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, inner, note.c_str()).y + 12;
  if (has_fairness()) {
    // The deal's fingerprint, now with its seed: a row that opens the sheet with the Check.
    const std::string fair = fill("table.over.fairness", {{"code", fair_code_}});
    const Box row{ImVec2(sh.min.x + 16, y - 8), ImVec2(sh.max.x - 16, y + 36)};
    centred_text(ctx, ctx.fonts->body, text_size::kBody, row, fair, ctx.palette->accent,
                 text_size::kCaption);
    plain_target(ctx, flow_target("btn:fairness", fair, FlowEvent::OpenFairness), row);
    y += 40;
  }
  const Box buttons{ImVec2(sh.min.x + 16, sh.max.y - 62), ImVec2(sh.max.x - 16, sh.max.y - 14)};
  // A row above the buttons: Review (the match's, or in the viewer its review mode), and for a
  // match (not a replay) the person's statistics — in the buttons' row instead when the sheet is
  // wide enough for four.
  const bool stats = mode_.offers_stats;
  const bool stats_in_row = stats && sh.width() >= 460;
  const Box upper{ImVec2(buttons.min.x, buttons.min.y - 54), ImVec2(buttons.max.x, buttons.min.y - 6)};
  // The score table and its chart scroll between the words and the buttons when they do not fit.
  const ScrollingRows rows =
      begin_scrolling_rows(ctx, "##over_rows", Box{ImVec2(sh.min.x, y - 4), sh.max}, upper.min.y - 4);
  const float rows_left = rows.origin.x + 14, rows_right = rows.origin.x + rows.width - 16;
  // Room for every round (and names on two lines): the rows scroll rather than drop rounds.
  const float table_h = 18.0f * static_cast<float>(session_.rounds().size() + 5) + 8;
  const float table_end = draw_score_table(
      rows.ctx, Box{ImVec2(rows_left, rows.origin.y), ImVec2(rows_right, rows.origin.y + table_h)});
  end_scrolling_rows(rows, draw_score_chart(rows.ctx, rows_left, rows_right, table_end + 10));
  std::vector<Box> cells = split_row(buttons, stats_in_row ? 4 : 3, 10);
  const std::vector<Box> upper_cells = split_row(upper, stats && !stats_in_row ? 2 : 1, 10);
  pill_button(ctx, request_target("btn:review", tr("review.target.open"), Request::Review),
              upper_cells.back(), tr("review.btn"), true);
  if (stats) {
    const Box stats_box = stats_in_row ? cells[2] : upper_cells[0];
    pill_button(ctx, request_target("btn:stats", tr("stats.target.open"), Request::Stats),
                stats_box, tr("stats.open"), true);
    if (stats_in_row) cells.erase(cells.begin() + 2);
  }
  // Leave, Share (the page's: the replay link), then Play again — or, in a replay, back to it.
  pill_button(ctx, leave_target("btn:leave"), cells[0], tr("table.btn.leave"), true);
  page_button(ctx, "share", tr("table.target.share_replay"), cells[1], tr("table.btn.share"));
  if (mode_.back_to_record) {
    pill_button(
        ctx,
        flow_target("btn:replay_back", tr("table.target.replay_back"), FlowEvent::BackToReplay),
        cells[2], tr("table.btn.replay_back"), true, true);
  } else {
    pill_button(ctx,
                request_target("btn:play_again", tr("table.target.play_again"), Request::PlayAgain),
                cells[2], tr("table.btn.play_again"), true, true);
  }
}

// [SECTION] The cover (pass-and-play) ------------------------------------------------------------

void MatchTable::draw_cover(const TableContext& ctx, const Box& area) {
  // A sheet in the middle: whose turn it is, large; what to do, under it; Ready at its foot.
  const float w = std::min(area.width() - 24, 420.0f);
  const float h = std::min(area.height() - 24, 260.0f);
  const float top = (area.height() - h) * 0.5f;
  const Box sh = centred_in(area, w, top, top + h);
  sheet(ctx, sh);
  const Box button{ImVec2(sh.min.x + 16, sh.max.y - 64), ImVec2(sh.max.x - 16, sh.max.y - 16)};
  const Box title{ImVec2(sh.min.x + 16, sh.min.y + 16), ImVec2(sh.max.x - 16, sh.min.y + 96)};
  const Box note{ImVec2(sh.min.x + 16, title.max.y + 4), ImVec2(sh.max.x - 16, button.min.y - 8)};
  // By name, not as a seat: the person it names may be the viewer ("You" is nobody to pass to).
  const std::string name = session_.person_name(cover_seat_);
  centred_text(ctx, ctx.fonts->display, text_size::kDisplay, title,
               say(Phrase("table.cover.pass").text("name", name)), ctx.palette->accent,
               text_size::kSubtitle);
  centred_text(ctx, ctx.fonts->body, text_size::kProse, note,
               say(Phrase("table.cover.note").text("name", name)), ctx.palette->text,
               text_size::kLabel);
  pill_button(ctx,
              flow_target("btn:ready", say(Phrase("table.cover.ready").text("name", name)),
                          FlowEvent::Ready),
              button, tr("table.btn.ready"), true, true);
}

// [SECTION] The deal's fingerprint -------------------------------------------------------------

void MatchTable::check_fairness_now() {
  // The record as played, its fingerprint recomputed from its seed and salt and compared with the
  // one shown since the first frame, and its moves replayed from the seed's deal.
  const FairnessCheck check = cardavia::check_fairness(session_.record(), session_.commit());
  fairness_check_ = check.ok() ? "match" : "mismatch";
  if (check.ok()) {
    fairness_words_ = say(Phrase("table.fairness.ok").number("n", static_cast<int>(check.actions)));
  } else {
    fairness_words_ = tr(check.commit_matches ? "table.fairness.bad_replay"
                                              : "table.fairness.bad_commit");
  }
}

bool MatchTable::seed_shown() const {
  if (!session_.over()) return false;
  const std::string& day = session_.config().daily;
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  return day.empty() ||
         daily_seed_shown(day, utc_date(std::chrono::duration_cast<std::chrono::seconds>(now).count()));
}

void MatchTable::report_fairness(FairnessReport& out) const {
  out.commit = session_.commit();
  // The seed and the salt only once the match is over (a daily's once its day is over too): until
  // then no field of the report (which the page's accessibility layer mirrors) may give the deal
  // away. The Check's finding names neither.
  if (session_.over()) {
    out.check = fairness_check_;
    out.words = fairness_words_;
  }
  if (seed_shown()) {
    out.seed = std::to_string(session_.config().seed);
    out.salt = session_.config().salt;
  }
}

void MatchTable::draw_fairness(const TableContext& ctx, const Box& area) {
  // A sheet: the title, the fingerprint large, what it is (or, over, the seed and the salt), the
  // Check's finding; Check (once over) and Close at its foot.
  const bool over = session_.over();
  const float w = std::min(area.width() - 16, 460.0f);
  const float h = std::min(area.height() - 60, over ? 540.0f : 420.0f);
  const float top = std::max(44.0f, (area.height() - h) * 0.5f);
  const Box sh = centred_in(area, w, top, top + h);
  sheet(ctx, sh);
  const float inner = sh.width() - 32, left = sh.min.x + 16;
  float y = sh.min.y + 16;
  const char* title = tr("table.fairness.title");
  check_fits(ctx, ctx.fonts->display, text_size::kHeadline, title, inner, "sheet title");
  ctx.dl->AddText(ctx.fonts->display, text_size::kHeadline, ImVec2(left, y), ctx.palette->text,
                  title);
  y += 42;
  ctx.dl->AddText(ctx.fonts->bold, text_size::kHeadline, ImVec2(left, y), ctx.palette->accent,
                  fair_code_.c_str());
  y += 40;
  const auto paragraph = [&](ImFont* font, const std::string& text, ImU32 colour) {
    y += wrapped_text(ctx, font, ImVec2(left, y), left + inner, text, colour) + 10;
  };
  paragraph(ctx.fonts->body, tr(over ? "table.fairness.after" : "table.fairness.during"),
            ctx.palette->text);
  if (over) {
    if (seed_shown()) {
      paragraph(ctx.fonts->bold,
                fill("table.fairness.reveal", {{"seed", std::to_string(session_.config().seed)},
                                               {"salt", session_.config().salt}}),
                ctx.palette->text);
    } else {
      paragraph(ctx.fonts->bold, fill("table.fairness.daily_wait", {{"date", session_.config().daily}}),
                ctx.palette->text);
    }
    if (!fairness_words_.empty()) {
      paragraph(ctx.fonts->body, fairness_words_,
                fairness_check_ == "match" ? ctx.palette->accent : ctx.palette->text);
    }
  }
  const Box buttons{ImVec2(left, sh.max.y - 62), ImVec2(sh.max.x - 16, sh.max.y - 14)};
  const std::vector<Box> cells = split_row(buttons, over ? 2 : 1, 10);
  pill_button(ctx,
              flow_target("fairness:close", tr("table.target.fairness_close"), FlowEvent::Close),
              cells[0], tr("table.btn.close"), true);
  if (over) {
    pill_button(
        ctx,
        request_target("fairness:check", tr("table.target.fairness_check"), Request::CheckFairness),
        cells[1], tr("table.btn.check"), true, true);
  }
}

// [SECTION] The ☰ menu ---------------------------------------------------------------------------

// The rows, top to bottom: Speed; the switches (memory aid when the game has one, reduced motion,
// four-colour suits); the language; Comfort: contrast, grain, colour temperature. They scroll
// (a finger drags them) when the sheet is shorter than they are; Leave and Close stay put.
void MatchTable::draw_menu(const TableContext& sheet_ctx, const Box& area) {
  const ImVec2 d(area.width(), area.height());
  constexpr float kRowGap = 8.0f, kSliderH = 44.0f;
  const bool aid = view_->has_memory_aid();
  const float w = std::min(d.x - 20, 460.0f);
  const float row_w = w - 4 - 30;  // the rows' width inside the scrolling child
  // The rows' heights first (the switches' notes wrap, the speeds may take two rows), so a sheet
  // that has the room is no taller than its rows.
  std::vector<std::string> speed_words;
  for (int i = 0; i < kSpeedCount; ++i) speed_words.push_back(tr(speed_key(static_cast<Speed>(i))));
  const std::vector<Box> speed_cells =
      choice_cells(sheet_ctx, Box{ImVec2(0, 0), ImVec2(row_w, 44)}, speed_words, 8);
  const float speeds_h = speed_cells.back().max.y;
  auto switch_h = [&](const char* name, const char* note) {
    return switch_row_height(sheet_ctx, row_w, tr(name), tr(note));
  };
  const float switches_h =
      (aid ? switch_h("table.menu.memory_aid", "table.menu.memory_aid_note") + kRowGap : 0) +
      switch_h("table.reduced_motion", "table.menu.reduced_motion_note") + kRowGap +
      switch_h("settings.four_colour", "settings.four_colour_note") + kRowGap +
      switch_h("table.menu.sound", "table.menu.sound_note") + kRowGap;
  // The comfort sliders (contrast, grain, temperature), then the sound's volume.
  const float content_h = 12 + 36 + 20 + speeds_h + 14 + switches_h + 48 + 8 + 48 + 16 + 24 +
                          4 * (20 + kSliderH + 10) + 14 + 8;
  const float top = d.y >= 700 ? 44.0f : 8.0f;
  // + the page's row (share, save, open) and Leave/Close, fixed under the rows.
  const float h = std::min(d.y - top - (d.y >= 700 ? 10.0f : 6.0f), content_h + 4 + 72 + 52);
  const Box sh = centred_in(area, w, top, top + h);
  sheet(sheet_ctx, sh);
  const Box bottom{ImVec2(sh.min.x + 16, sh.max.y - 60), ImVec2(sh.max.x - 16, sh.max.y - 14)};
  const Box page_box{ImVec2(bottom.min.x, bottom.min.y - 52), ImVec2(bottom.max.x, bottom.min.y - 8)};

  const ScrollingRows rows = begin_scrolling_rows(sheet_ctx, "##menu", sh, page_box.min.y - 8);
  const TableContext& ctx = rows.ctx;
  const float left = rows.origin.x + 14, right = rows.origin.x + rows.width - 16;
  float y = rows.origin.y + 12;
  auto row = [&](float height) { return Box{ImVec2(left, y), ImVec2(right, y + height)}; };
  auto heading = [&](const char* key, float size) {
    check_fits(ctx, ctx.fonts->bold, size, tr(key), right - left, "menu heading");
    ctx.dl->AddText(ctx.fonts->bold, size, ImVec2(left, y), ctx.palette->accent, tr(key));
  };

  check_fits(ctx, ctx.fonts->bold, text_size::kSubtitle, tr("table.menu.title"), right - left,
             "menu title");
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(left, y), ctx.palette->text,
                  tr("table.menu.title"));
  y += 36;
  heading("table.setup.speed", 14.0f);
  y += 20;
  const std::vector<Box> speeds = choice_cells(ctx, row(44), speed_words, 8);
  for (int i = 0; i < kSpeedCount; ++i) {
    const auto speed = static_cast<Speed>(i);
    pill_button(ctx,
                TargetSpec{std::string("menu:speed:") + speed_name(speed),
                           fill("table.target.speed", {{"speed", tr(speed_key(speed))}}),
                           [this, speed] { settings_.speed = speed; }},
                speeds[static_cast<std::size_t>(i)], tr(speed_key(speed)), true,
                settings_.speed == speed);
  }
  y = speeds.back().max.y + 14;

  // A switch: its name and note drawn, its target labelled with the whole sentence of its state.
  auto toggle = [&](const char* id, const char* name, const char* note, const char* on_label,
                    const char* off_label, bool Settings::*field) {
    const bool on = settings_.*field;
    const float height = switch_h(name, note);
    switch_row(ctx,
               TargetSpec{id, tr(on ? on_label : off_label),
                          [this, field] { settings_.*field = !(settings_.*field); }},
               row(height), tr(name), tr(note), on);
    y += height + kRowGap;
  };
  if (aid)
    toggle("menu:memory_aid", "table.menu.memory_aid", "table.menu.memory_aid_note",
           "table.target.memory_aid_on", "table.target.memory_aid_off", &Settings::memory_aid);
  toggle("menu:reduced_motion", "table.reduced_motion", "table.menu.reduced_motion_note",
         "table.target.reduced_motion_on", "table.target.reduced_motion_off",
         &Settings::reduced_motion);
  toggle("menu:four_colour", "settings.four_colour", "settings.four_colour_note",
         "table.target.four_colour_on", "table.target.four_colour_off", &Settings::four_colour);
  toggle("menu:sound", "table.menu.sound", "table.menu.sound_note", "table.target.sound_on",
         "table.target.sound_off", &Settings::sound);

  const char* language = tr_in(settings_.lang, "language.self");
  choice_row(ctx,
             flow_target("menu:language", fill("table.target.language", {{"name", language}}),
                         FlowEvent::OpenLanguage),
             row(48), tr("settings.language"), language);
  y += 48 + 8;
  // The game's rules page, in the table's language, in a new tab (the shell asks the page).
  // A button, not a choice: it opens a page, it picks nothing here.
  pill_button(
      ctx,
      request_target("menu:rules", fill("table.target.rules", {{"game", tr(game_.name_key)}}),
                     Request::Rules),
      row(48), tr("table.menu.rules"), true);
  y += 48 + 16;

  heading("settings.comfort", 14.0f);
  y += 24;
  bool holding = false;  // a slider's knob
  // A comfort slider's words: its name, its targets' sentences (the track sets it back to 50,
  // − and + step), and the words under its ends (temperature's cool and warm) or none.
  struct SliderWords {
    const char *name, *reset, *down, *up, *low, *high;
  };
  auto slider = [&](const char* id, const SliderWords& words, int Settings::*field) {
    int& value = settings_.*field;
    check_fits(ctx, ctx.fonts->bold, text_size::kLabel, tr(words.name), right - left,
               "slider name");
    ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel, ImVec2(left, y), ctx.palette->text,
                    tr(words.name));
    y += 20;
    const std::string n = std::to_string(value);
    holding |= slider_row(ctx,
               SliderTargets{id, fill(words.reset, {{"n", n}}), fill(words.down, {{"n", n}}),
                             fill(words.up, {{"n", n}})},
               row(kSliderH), fill("settings.percent", {{"n", n}}).c_str(), value);
    y += kSliderH;
    if (words.low != nullptr) {
      // Which end is which (temperature): small words under the ends of the track.
      ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(left + 52, y - 2),
                      ctx.palette->text_muted, tr(words.low));
      const ImVec2 hs =
          ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, tr(words.high));
      ctx.dl->AddText(ctx.fonts->small, text_size::kLabel,
                      ImVec2(right - 52 - 8 - 58 - hs.x, y - 2), ctx.palette->text_muted,
                      tr(words.high));
      y += 14;
    }
    y += 10;
  };
  slider("menu:contrast",
         {"settings.contrast", "table.target.contrast", "table.target.contrast_down",
          "table.target.contrast_up", nullptr, nullptr},
         &Settings::contrast);
  slider("menu:grain",
         {"settings.grain", "table.target.grain", "table.target.grain_down",
          "table.target.grain_up", nullptr, nullptr},
         &Settings::grain);
  slider("menu:temperature",
         {"settings.temperature", "table.target.temperature", "table.target.temperature_down",
          "table.target.temperature_up", "settings.cool", "settings.warm"},
         &Settings::temperature);
  slider("menu:volume",
         {"settings.volume", "table.target.volume", "table.target.volume_down",
          "table.target.volume_up", nullptr, nullptr},
         &Settings::volume);

  end_scrolling_rows(rows, y, holding);

  // The page's three, under the rows: share (the deal link, or once over the replay link), save
  // the match as a file, open one (a file or a pasted link).
  const std::vector<Box> page_row = split_row(page_box, 3, 8);
  page_button(sheet_ctx, "share",
              tr(session_.over() || mode_.back_to_record ? "table.target.share_replay"
                                                          : "table.target.share_deal"),
              page_row[0], tr("table.btn.share"));
  page_button(sheet_ctx, "export", tr("table.target.export"), page_row[1], tr("table.btn.export"));
  page_button(sheet_ctx, "import", tr("table.target.import"), page_row[2], tr("table.btn.import"));
  const std::vector<Box> last = split_row(bottom, 2, 10);
  pill_button(sheet_ctx, leave_target("menu:leave"), last[0], tr("table.btn.leave"), true);
  pill_button(sheet_ctx, flow_target("menu:close", tr("table.target.close_menu"), FlowEvent::Close),
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
