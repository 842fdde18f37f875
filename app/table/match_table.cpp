// Cardavia — the match table (see match_table.h); its sheets are in match_sheets.cpp.
//
// [SECTION] Making the table
// [SECTION] The tick: timers, the deal, the round's end, the computer's move
// [SECTION] After each move: the log, the banner, the view's flights
// [SECTION] The frame
// [SECTION] The top bar, the action bar, the log, the banner
#include "app/table/match_table.h"

#include <algorithm>

#include "app/i18n.h"
#include "session/game_words.h"

namespace cardavia::app::table {

// [SECTION] Making the table
// -----------------------------------------------------------------------

MatchTable::MatchTable(session::MatchSession& session, const GameEntry& game,
                       std::unique_ptr<GameView> view, Settings& settings)
    : session_(session),
      game_(game),
      view_(std::move(view)),
      settings_(settings),
      naming_{session.human_seat(), session.players()},
      view_obs_(session.observation()) {
  // A new match is dealt on the table; a match handed over in the middle (a resumed one) opens
  // on its round as it stands, with the round's first line in the log.
  if (session_.history().empty()) {
    deal_pending_ = true;
  } else if (const session::GameWords* words = session::find_game_words(game_.id)) {
    log_.push_back(words->round_start(*view_obs_));
  }
}

bool MatchTable::interactive() const {
  return session_.human_to_move() && sheet_ == Sheet::None && !reveal_pending_ && !deal_pending_;
}

bool MatchTable::legal(Action action) const {
  return std::find(legal_.begin(), legal_.end(), action) != legal_.end();
}

void MatchTable::report_face(const std::string& id, bool marked) {
  faces_.push_back(id);
  if (marked) marks_.push_back(id);
}

void MatchTable::fly(int key, ImVec2 from, float width_from, ImVec2 to, float width_to,
                     const Face& face, double delay) {
  const Pacing p = pacing();
  Flight f;
  f.key = key;
  f.from = from;
  f.to = to;
  f.width_from = width_from;
  f.width_to = width_to;
  f.face = face;
  f.start = now_ + delay;
  f.duration = p.travel();
  f.fade = p.reduced_motion;
  if (f.fade && f.duration > 0) f.duration = 0.2;
  motion_.add(f);
}

// [SECTION] The tick: timers, the deal, the round's end, the computer's move
// -----------------------

void MatchTable::tick() {
  motion_.update(now_);
  view_->tick(now_);
  if (deal_pending_) start_round();
  if (reveal_pending_ && now_ >= reveal_at_ && !motion_.busy()) open_round_end();
  if (sheet_ != Sheet::None || reveal_pending_) return;
  // The computer thinks a few milliseconds per frame, and moves once the table has settled and
  // the pause of the speed setting is over.
  if (session_.bot_to_move()) {
    session_.bot_think(ai::Budget::Microseconds(4000));
    if (session_.bot_ready() && now_ >= next_bot_at_ && !motion_.busy()) {
      session_.bot_apply();
      after_move();
    }
  }
}

void MatchTable::start_round() {
  deal_pending_ = false;
  view_obs_ = session_.observation();
  log_.clear();
  if (const session::GameWords* words = session::find_game_words(game_.id))
    log_.push_back(words->round_start(*view_obs_));
  log_scroll_ = true;
  view_->show_deal(*this);
  next_bot_at_ = motion_.settles_at(now_) + pacing().bot_delay();
}

void MatchTable::open_round_end() {
  sheet_ = Sheet::RoundEnd;
  reveal_pending_ = false;
  motion_.clear();
  view_->clear(Clear::RoundEnd);
}

// [SECTION] After each move: the log, the banner, the view's flights
// -------------------------------

void MatchTable::play(Action action) {
  now_ = ImGui::GetTime();  // run between frames: the flights start now, not at the last frame
  if (!session_.apply(action)) return;
  view_->clear(Clear::HumanMove);  // a new move hides what the last one showed
  after_move();
}

void MatchTable::announce(const session::Phrase& phrase) {
  banner_ = phrase;
  banner_until_ = now_ + pacing().banner_for();
}

void MatchTable::after_move() {
  const session::MoveRecord& move = *session_.last_move();
  view_obs_ = session_.observation();
  if (const session::GameWords* words = session::find_game_words(game_.id)) {
    session::MoveWords said = words->move(move);
    if (!said.banner.empty()) announce(said.banner);
    status_ = move.seat == human() ? session::Phrase{} : said.log;
    log_.push_back(std::move(said.log));
    log_scroll_ = true;
  }
  view_->show_move(*this, move);
  if (move.round_ended) {
    reveal_pending_ = true;
    reveal_at_ = motion_.settles_at(now_) + pacing().bot_delay();
  }
  next_bot_at_ = motion_.settles_at(now_) + pacing().bot_delay();
}

session::Phrase MatchTable::prompt() const {
  if (session_.over()) return session::Phrase("table.prompt.over");
  if (!reveal_pending_ && !session_.human_to_move()) {
    if (!status_.empty()) return status_;
    return session::Phrase("table.prompt.thinking").seat("name", session_.to_move());
  }
  return view_->prompt(*this);
}

// [SECTION] The frame
// ------------------------------------------------------------------------------

void MatchTable::frame(const Fonts& fonts, const Palette& pal, const Screen& screen,
                       std::deque<std::string>& intents, ScreenReport& report) {
  // Step 1. Where things go; Step 2. the tick.
  layout_ = layout_table(screen, players(), game_.clockwise, game_.shape);
  now_ = ImGui::GetTime();
  tick();
  view_obs_ = session_.observation();
  legal_ = session_.human_legal();

  // Step 3. The table, in a borderless window of its own.
  TableContext ctx;
  ctx.fonts = &fonts;
  ctx.palette = &pal;
  ctx.card_style = CardStyle{&pal, CardFonts{fonts.bold, fonts.display}};
  ctx.now = now_;
  ctx.targets = &report.targets;
  ctx.intents = &intents;
  begin_screen_window("##match", screen.size,
                      ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ctx.dl = ImGui::GetWindowDrawList();
  const bool inert = sheet_ != Sheet::None;
  if (inert) {
    ImGui::BeginDisabled();
    ctx.targets = nullptr;
  }
  draw_top_bar(ctx);
  view_->draw_table(*this, ctx);
  // The prompt line: what happens now, or what to do.
  const std::string line = say(prompt());
  centred_text(ctx, ctx.fonts->body, 17.0f, layout_.prompt, line,
               interactive() ? pal.accent : pal.text);
  draw_action_bar(ctx);
  draw_log(ctx);
  // Cards in the air, over everything on the table.
  motion_.draw(now_, [&](ImVec2 p, float w, const Face& face, float alpha) {
    if (report.motion != "fade") report.motion = alpha < 1.0f ? "fade" : "travel";
    draw_card(ctx, p, w, face, alpha);
  });
  draw_banner(ctx);
  if (inert) {
    ImGui::EndDisabled();
    ctx.targets = &report.targets;
  }
  ImGui::End();

  // The sheets in a window of their own, over the table.
  if (sheet_ != Sheet::None) {
    begin_screen_window("##match_sheet", screen.size, ImGuiWindowFlags_NoScrollWithMouse);
    ctx.dl = ImGui::GetWindowDrawList();
    ctx.dl->AddRectFilled(ImVec2(0, 0), screen.size, with_alpha(pal.shadow, 0.45f));
    if (sheet_ == Sheet::RoundEnd)
      draw_round_end(ctx, screen.safe);
    else if (sheet_ == Sheet::Over)
      draw_over(ctx, screen.safe);
    else
      draw_menu(ctx, screen.safe);
    ImGui::End();
  }

  // Step 4. The report.
  report.screen = sheet_ == Sheet::RoundEnd ? "reveal"
                  : sheet_ == Sheet::Over   ? "over"
                  : sheet_ == Sheet::Menu   ? "menu"
                                            : "play";
  report.prompt = line;
  report.faces = std::move(faces_);
  report.marks = std::move(marks_);
  faces_.clear();
  marks_.clear();
  report.settings = settings_summary(settings_);
  for (const session::Phrase& p : log_) report.log.push_back(say(p));
  wants_ = motion_.busy() || view_->busy(now_) || deal_pending_ || reveal_pending_ ||
           now_ < banner_until_ || outcome_ != Outcome::None ||
           (sheet_ == Sheet::None && session_.bot_to_move());
}

// [SECTION] The top bar, the action bar, the log, the banner --------------------------------------

void MatchTable::draw_top_bar(const TableContext& ctx) {
  // ☰ at the left, the title after it, the ⓘ slot at the right (kept free for the rules sheet:
  // nothing is drawn there yet), the view's note left of the slot.
  const Box& b = layout_.top_bar;
  const Box menu{b.min, ImVec2(b.min.x + 44, b.min.y + 36)};
  const Box info{ImVec2(b.max.x - 44, b.min.y), ImVec2(b.max.x, b.min.y + 36)};
  const std::string title = say(view_->title(*this));
  ctx.dl->AddText(ctx.fonts->bold, 19.0f, ImVec2(b.min.x + 54, b.min.y + 8), ctx.palette->text,
                  title.c_str());
  pill_button(ctx,
              TargetSpec{"btn:menu", tr("table.target.menu"), [this] { sheet_ = Sheet::Menu; }},
              menu, "", true);
  for (int i = 0; i < 3; ++i) {
    const float y = menu.min.y + 12 + static_cast<float>(i) * 6;
    ctx.dl->AddLine(ImVec2(menu.min.x + 14, y), ImVec2(menu.max.x - 14, y), ctx.palette->text,
                    2.0f);
  }
  const std::string note = say(view_->top_note(*this));
  if (!note.empty()) {
    const ImVec2 ts = ctx.fonts->small->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, note.c_str());
    ctx.dl->AddText(ctx.fonts->small, 13.0f, ImVec2(info.min.x - 4 - ts.x, b.min.y + 11),
                    ctx.palette->accent, note.c_str());
  }
}

void MatchTable::draw_action_bar(const TableContext& ctx) {
  std::vector<ActionEntry> bar;
  view_->action_bar(*this, bar);
  // At least three (portrait) or four cells: one or two buttons keep a thumb-sized width.
  const std::vector<Box> cells = split_row(
      layout_.actions, std::max(static_cast<int>(bar.size()), layout_.portrait ? 3 : 4), 8);
  for (std::size_t i = 0; i < bar.size(); ++i) {
    ActionEntry& e = bar[i];
    pill_button(ctx, TargetSpec{e.id, say(e.label), std::move(e.run)}, cells[i], tr(e.text_key),
                e.enabled, e.primary);
  }
}

void MatchTable::draw_log(const TableContext& ctx) {
  const Box& b = layout_.log;
  if (b.empty()) return;
  panel(ctx, b, 10.0f);
  ctx.dl->AddText(ctx.fonts->bold, 13.0f, ImVec2(b.min.x + 10, b.min.y + 6), ctx.palette->accent,
                  tr("table.log.heading"));
  ImGui::SetCursorScreenPos(ImVec2(b.min.x + 4, b.min.y + 24));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_Text, ctx.palette->text);
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 2));
  ImGui::BeginChild("##log", ImVec2(b.width() - 8, b.height() - 28), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PushFont(ctx.fonts->small);
  for (const session::Phrase& p : log_) ImGui::TextWrapped("%s", say(p).c_str());
  ImGui::PopFont();
  if (log_scroll_) {
    ImGui::SetScrollHereY(1.0f);
    log_scroll_ = false;
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
}

void MatchTable::draw_banner(const TableContext& ctx) {
  if (banner_.empty() || ctx.now >= banner_until_) return;
  const Box& c = layout_.centre;
  const float w = std::min(c.width(), 420.0f);
  const Box b{ImVec2((c.min.x + c.max.x - w) * 0.5f, c.min.y + c.height() * 0.5f - 30),
              ImVec2((c.min.x + c.max.x + w) * 0.5f, c.min.y + c.height() * 0.5f + 30)};
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(ctx.palette->accent, 0.95f), 14.0f);
  centred_text(ctx, ctx.fonts->bold, 17.0f,
               Box{ImVec2(b.min.x + 10, b.min.y), ImVec2(b.max.x - 10, b.max.y)}, say(banner_),
               ctx.palette->ink);
}

}  // namespace cardavia::app::table
