// Cardavia — the match table (see match_table.h); its sheets are in match_sheets.cpp.
//
// [SECTION] Making the table
// [SECTION] The tick: timers, the deal, the round's end, the computer's move
// [SECTION] After each move: the log, the banner, the view's flights
// [SECTION] The coach's hint
// [SECTION] The frame
// [SECTION] The top bar, the action bar, the log, the banner
#include "app/table/match_table.h"

#include <algorithm>
#include <cstdlib>

#include "app/i18n.h"
#include "app/table/language_picker.h"
#include "core/fairness.h"
#include "session/game_words.h"

namespace cardavia::app::table {

// [SECTION] Making the table
// -----------------------------------------------------------------------

void wrong_observation_type(const char* /*wanted*/) {
  // A bug in a view, never a player's doing: stop at once (a debugger shows `wanted`, the type the
  // view asked for), rather than draw another game's bytes.
  std::abort();
}

namespace {

// The seats' names seen from the viewer's seat: "You" theirs, the other people by name.
Naming naming_of(const session::MatchSession& session, std::string_view game) {
  Naming naming{session.human_seat(), session.players(), game};
  if (session.pass_and_play()) {
    for (int seat = 0; seat < session.players(); ++seat) {
      naming.people.push_back(session.person_name(seat));
    }
    naming.first_person = session.config().human_seat;
  }
  return naming;
}

// btn:undo's ↶, drawn (no glyph in the fonts for it): an arc over the top, its head at the left.
void icon_take_back(ImDrawList* dl, ImVec2 c, float size, ImU32 colour) {
  const float r = size * 0.5f;
  dl->PathArcTo(c, r, 3.1416f, 3.1416f * 2.2f, 16);
  dl->PathStroke(colour, 0, 2.5f);
  const ImVec2 tip(c.x - r, c.y + 3);
  dl->AddLine(tip, ImVec2(tip.x - 5, tip.y - 5), colour, 2.5f);
  dl->AddLine(tip, ImVec2(tip.x + 5, tip.y - 5), colour, 2.5f);
}

}  // namespace

MatchTable::MatchTable(session::MatchSession& session, const GameEntry& game,
                       std::unique_ptr<GameView> view, Settings& settings)
    : session_(session),
      game_(game),
      view_(std::move(view)),
      settings_(settings),
      naming_(naming_of(session, game.id)),
      view_obs_(session.observation()),
      fair_code_(grouped_commit(session.commit())) {
  // A new match is dealt on the table (its first tick); a match handed over in the middle (a
  // resumed one) opens on its round as it stands, with the round's first line in the log.
  if (!session_.history().empty()) restart_log();
}

using FlowEvent = TableFlow::Event;
using State = TableFlow::State;

void MatchTable::on(FlowEvent event) {
  if (!flow_.allows(event)) return;
  if (event == FlowEvent::Ready) {
    pass_to(cover_seat_);  // its flow_.on(Ready) first
    return;
  }
  flow_.on(event);
  if (event == FlowEvent::NextRound) log_.set_status({});
}

TargetSpec MatchTable::flow_target(const char* id, std::string label, FlowEvent event) {
  return TargetSpec{id, std::move(label), [this, event] { on(event); }};
}

TargetSpec MatchTable::request_target(const char* id, std::string label, Request request) {
  return TargetSpec{id, std::move(label), [this, request] { this->request(request); }};
}

TargetSpec MatchTable::leave_target(const char* id) {
  // In the viewer, Leave closes the record; at a match, it leaves the match (saved).
  return request_target(
      id, tr(mode_.back_to_record ? "table.target.leave_replay" : "table.target.leave"),
      Request::Leave);
}

void MatchTable::request(Request request) {
  switch (request) {
    case Request::Leave:
      outcome_ = Outcome::Leave;
      break;
    case Request::PlayAgain:
      outcome_ = Outcome::PlayAgain;
      break;
    case Request::Stats:
      stats_asked_ = true;
      break;
    case Request::Review:
      review_asked_ = true;
      if (mode_.back_to_record)
        on(FlowEvent::BackToReplay);  // the viewer turns to review mode behind it
      break;
    case Request::Rules:
      rules_asked_ = true;  // the page opens them in a new tab; the menu closes
      on(FlowEvent::Close);
      break;
    case Request::CheckFairness:
      check_fairness_now();
      break;
    case Request::Hint:
      ask_hint();
      break;
    case Request::FoldLog:
      settings_.log_folded = !settings_.log_folded;
      break;
    case Request::Undo:
      take_back();
      break;
  }
}

bool MatchTable::interactive() const {
  return mode_.people_move && session_.human_to_move() && flow_.calm();
}

bool MatchTable::settled() const {
  return flow_.calm() && !motion_.busy() && !view_->busy(now_) && now_ >= next_bot_at_;
}

void MatchTable::set_face_up(bool on) {
  face_up_ = on;
  view_obs_ = on ? session_.open_observation() : session_.observation();
}

std::unique_ptr<Observation> MatchTable::observe() const {
  return face_up_ ? session_.open_observation() : session_.observation();
}

bool MatchTable::legal(Action action) const {
  return std::find(legal_.begin(), legal_.end(), action) != legal_.end();
}

void MatchTable::report_face(const std::string& id, bool marked) {
  faces_.push_back(id);
  if (marked) marks_.push_back(id);
}

void MatchTable::fly(int key, ImVec2 from, float width_from, ImVec2 to, float width_to,
                     const Face& face, double delay, bool waits_at_origin) {
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
  f.waits_at_origin = waits_at_origin;
  if (f.fade && f.duration > 0) f.duration = 0.2;
  motion_.add(f);
}

// [SECTION] The tick: timers, the deal, the round's end, the computer's move
// -----------------------

void MatchTable::tick() {
  // Pass-and-play: the table opens covered, for the person to move (or the viewer while a
  // computer is), so that nobody's cards show before that person holds the device. (On the
  // first tick, not when made: the replay viewer makes its table, then sets replay mode.)
  if (flow_.state() == State::Opening) {
    flow_.on(session_.history().empty() ? FlowEvent::Deal : FlowEvent::Resume);
    cover_for_next();
  }
  motion_.update(now_);
  view_->tick(now_);
  if (flow_.state() == State::Dealing) start_round();
  if (flow_.state() == State::Revealing && now_ >= reveal_at_ && !motion_.busy()) open_round_end();
  if (!flow_.calm() || !mode_.computers_move) return;
  think_hint();
  // Another person's move: once the last move's show is over, the table is covered for them.
  if (device_must_pass()) {
    if (settled()) cover_for(session_.to_move());
    return;
  }
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
  flow_.on(FlowEvent::Dealt);
  // Pass-and-play: the round-end sheet was everybody's; the new hands are not.
  cover_for_next();
  view_obs_ = observe();
  restart_log();
  view_->show_deal(*this);
  if (mode_.computers_move) cues_.push(sound::Cue::Deal);
  next_bot_at_ = settles_at() + pacing().bot_delay();
}

void MatchTable::open_round_end() {
  if (mode_.tells_host) {
    events_.push_back(Event{Event::Kind::RoundEnd, -1, {}});
    if (session_.over()) events_.push_back(Event{Event::Kind::MatchEnd, -1, {}});
  }
  // Behind a sheet in front (the ☰ menu opened during the pause), which keeps its place.
  flow_.on(FlowEvent::Reveal);
  motion_.clear();
  view_->clear(Clear::RoundEnd);
}

bool MatchTable::device_must_pass() const {
  return mode_.covers && session_.pass_and_play() && !session_.over() &&
         session_.seat_is_human(session_.to_move()) && session_.to_move() != session_.viewer();
}

void MatchTable::cover_for_next() {
  if (!mode_.covers || !session_.pass_and_play() || session_.over()) return;
  const int next = session_.seat_is_human(session_.to_move()) ? session_.to_move()
                                                               : session_.viewer();
  cover_for(next);
}

void MatchTable::cover_for(int seat) {
  if (flow_.on(FlowEvent::Cover)) cover_seat_ = seat;
}

void MatchTable::pass_to(int seat) {
  if (!flow_.on(FlowEvent::Ready)) return;
  if (seat == session_.viewer()) return;  // the same person: the table as they left it
  session_.set_viewer(seat);
  naming_ = naming_of(session_, game_.id);
  // What the last person's view held is theirs: the cards a move showed them, a choice in
  // progress, the cards in the air, the banner, the last move's line and this round's log
  // (its lines were written for them: "You looked at …").
  forget_shown();
  restart_log();
}

void MatchTable::forget_shown() {
  view_->clear(Clear::RoundEnd);
  motion_.clear();
  log_.drop_banner();
  log_.set_status({});
  view_obs_ = observe();
}

// [SECTION] After each move: the log, the banner, the view's flights
// -------------------------------

void MatchTable::play(Action action) {
  now_ = ImGui::GetTime();  // run between frames: the flights start now, not at the last frame
  if (!mode_.people_move || !session_.apply(action)) return;
  view_->clear(Clear::HumanMove);  // a new move hides what the last one showed
  after_move();
}

Act MatchTable::view_act(int tap) {
  return [this, tap] { view_->tap(*this, tap); };
}

bool MatchTable::replay_move(Action action) {
  now_ = ImGui::GetTime();
  if (!session_.replay_apply(action)) return false;
  view_->clear(Clear::HumanMove);
  after_move();
  return true;
}

void MatchTable::write_log(session::Phrase line) {
  // Said as it is written, but not under the cover: its lines are for the person it hides.
  if (!flow_.covered()) speech_.add(speak(line));
  log_.write(std::move(line));
}

void MatchTable::restart_log() {
  log_.restart();
  if (const session::GameWords* words = session::find_game_words(game_.id))
    write_log(words->round_start(*view_obs_));
}

void MatchTable::announce(const session::Phrase& phrase) {
  log_.announce(phrase, now_ + pacing().banner_for());
}

void MatchTable::after_move() {
  const session::MoveRecord& move = *session_.last_move();
  view_obs_ = observe();
  Event moved{Event::Kind::Move, move.seat, {}};
  if (const session::GameWords* words = session::find_game_words(game_.id)) {
    session::MoveWords said = words->move(move);
    moved.text = say(said.log);
    if (!said.banner.empty()) announce(said.banner);
    // The prompt line says a computer's move (the human knows their own); in a replay, every one.
    log_.set_status(move.seat == human() && !mode_.narrates ? session::Phrase{} : said.log);
    write_log(std::move(said.log));
  }
  if (mode_.tells_host) events_.push_back(std::move(moved));
  if (mode_.computers_move) {
    sound::CueFacts facts{human(), game_.score == ScoreOrder::HigherWins, {}};
    if (move.match_over) facts.winners = session_.winners();
    for (const sound::Cue cue : sound::cues_of(move, facts)) cues_.push(cue);
  }
  view_->show_move(*this, move);
  if (move.round_ended && flow_.on(FlowEvent::RoundOver))
    reveal_at_ = settles_at() + pacing().bot_delay();
  next_bot_at_ = settles_at() + pacing().bot_delay();
}

double MatchTable::settles_at() const {
  // The cards in the air, and the view's own show of the move (a step-by-step undo, cards turned
  // up one by one), whichever ends later.
  return std::max(motion_.settles_at(now_), view_->settles_at(now_));
}

session::Phrase MatchTable::prompt() const {
  if (mode_.narrates) {
    // The move just shown, else the round's first line (a replay opened on a step).
    if (!log_.status().empty()) return log_.status();
    return log_.lines().empty() ? session::Phrase() : log_.lines().front();
  }
  if (flow_.covered()) {
    return session::Phrase("table.cover.pass").text("name", session_.person_name(cover_seat_));
  }
  if (session_.over()) return session::Phrase("table.prompt.over");
  // A round's end (its reveal, then its sheet) is the view's to say, not the last move's line.
  if (!showing_round_end() && !session_.human_to_move()) {
    if (device_must_pass()) return session::Phrase("table.cover.pass").seat("name", session_.to_move());
    if (!log_.status().empty()) return log_.status();
    return session::Phrase("table.prompt.thinking").seat("name", session_.to_move());
  }
  return view_->prompt(*this);
}

// [SECTION] The coach's hint
// ----------------------------------------------------------------------

void MatchTable::ask_hint() {
  if (session_.hints_allowed() && interactive()) hint_.ask(session_);
}

void MatchTable::think_hint() {
  if (const session::Hint* found = hint_.think(session_)) {
    speech_.add(speak(found->reason));  // once, in words: the note on screen names cards by symbol
    session_.note_hint();
  }
}

void MatchTable::mark_hint(const TableContext& ctx, std::vector<Target>& targets) {
  const session::Hint* hint = hint_.found(session_);
  if (hint == nullptr || !interactive()) return;
  const std::string id = view_->hint_target(*this, hint->action);
  for (Target& target : targets) {
    if (target.id != id) continue;
    target.hint = true;
    // Two rings, unlike the accent outline of every tappable card: the felt's light, then the accent.
    const Box& b = target.box;
    ctx.dl->AddRect(ImVec2(b.min.x - 7, b.min.y - 7), ImVec2(b.max.x + 7, b.max.y + 7),
                    ctx.palette->text, 12.0f, 0, 2.0f);
    ctx.dl->AddRect(ImVec2(b.min.x - 3, b.min.y - 3), ImVec2(b.max.x + 3, b.max.y + 3),
                    ctx.palette->accent, 10.0f, 0, 4.0f);
    return;
  }
}

// [SECTION] Take-backs
// -------------------------------------------------------------------------------

bool MatchTable::offers_take_back() const {
  return take_backs_ && mode_.people_move && flow_.calm() && session_.can_take_back();
}

void MatchTable::take_back() {
  const std::size_t before = session_.history().size();
  if (!offers_take_back() || !session_.take_back()) return;
  const std::size_t at = session_.history().size();
  // What the moves taken back left on the table goes, as when the device passes on (pass_to):
  // the position shows as the person had it when the decision was asked.
  forget_shown();
  hint_ = CoachHint{};
  // Each move since the log began wrote one line: theirs go (a log begun after them starts again).
  if (before - at < log_.lines().size()) {
    log_.forget_last(before - at);
  } else {
    restart_log();
  }
  next_bot_at_ = now_;
  if (mode_.tells_host) events_.push_back(Event{Event::Kind::Undo, -1, {}, at, before - at});
}

// [SECTION] The frame
// ------------------------------------------------------------------------------

void MatchTable::frame(const Fonts& fonts, const Palette& pal, const Screen& screen,
                       std::deque<std::string>& intents, ScreenReport& report) {
  // Step 1. Where things go; Step 2. the tick.
  // The log folds away on a wide screen; a replay's move list (drawn where the log is) does not.
  layout_ = layout_table(screen, players(), game_.clockwise, game_.shape,
                         settings_.log_folded && mode_.own_controls);
  now_ = ImGui::GetTime();
  tick();
  view_obs_ = observe();
  legal_ = mode_.people_move ? session_.human_legal() : std::vector<Action>{};

  // Step 3. The table, in a borderless window of its own.
  TableContext ctx;
  ctx.fonts = &fonts;
  ctx.palette = &pal;
  ctx.card_style = CardStyle{&pal, CardFonts{fonts.bold, fonts.display}};
  ctx.now = now_;
  ctx.targets = &report.targets;
  ctx.intents = &intents;
  ctx.overflows = &report.overflows;
  begin_screen_window("##match", screen.size,
                      ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ctx.dl = ImGui::GetWindowDrawList();
  const bool inert = flow_.sheet_shown();
  // Under the cover nothing of the table is drawn: not a card, not a line of the log.
  const bool covered = flow_.covered();
  if (inert) {
    ImGui::BeginDisabled();
    ctx.targets = nullptr;
  }
  if (!covered) {
    draw_top_bar(ctx);
    // In a replay nobody plays: the view's cards are drawn, none of them is a target.
    TableContext table_ctx = ctx;
    if (!mode_.people_move) table_ctx.targets = nullptr;
    view_->draw_table(*this, table_ctx);
  }
  // The prompt line: what happens now, or what to do.
  const std::string line = say(prompt());
  // 17 px, or down to 16 (UI.md's smallest prompt) for a long sentence in a long language.
  if (!covered) {
    centred_text(ctx, ctx.fonts->body, text_size::kProse, layout_.prompt, line,
                 interactive() ? pal.accent : pal.text, text_size::kLabel);
  }
  if (mode_.own_controls && !covered) {  // else the viewer draws its controls and move list there
    // The hint's reason (or that it is being thought about) first, then the bar's own notes.
    std::vector<std::string> notes;
    if (hint_.current(session_) && interactive()) {
      const session::Hint* hint = hint_.found(session_);
      notes.push_back(hint ? say(hint->reason) : std::string(tr("table.hint.thinking")));
    }
    for (std::string& note : draw_action_bar(ctx)) notes.push_back(std::move(note));
    if (ctx.targets != nullptr) mark_hint(ctx, *ctx.targets);
    draw_log(ctx, notes.empty() ? layout_.log : draw_notes(ctx, notes));
    draw_log_toggle(ctx);
    report.notes = notes;
  }
  // Cards in the air, over everything on the table.
  if (!covered) {
    motion_.draw(now_, [&](ImVec2 p, float w, const Face& face, float alpha, bool fading) {
      if (report.motion != "fade") report.motion = fading ? "fade" : "travel";
      draw_card(ctx, p, w, face, alpha);
    });
    draw_banner(ctx, screen.safe);
  }
  if (inert) {
    ImGui::EndDisabled();
    ctx.targets = &report.targets;
  }
  ImGui::End();

  // The sheets in a window of their own, over the table.
  ctx.controls = &report.controls;
  if (inert) {
    begin_screen_window("##match_sheet", screen.size, ImGuiWindowFlags_NoScrollWithMouse);
    ctx.dl = ImGui::GetWindowDrawList();
    ctx.dl->AddRectFilled(ImVec2(0, 0), screen.size, with_alpha(pal.shadow, 0.45f));
    draw_sheet(ctx, screen.safe);
    ImGui::End();
  }

  // Step 4. The report.
  const ScreenId shown = MatchTable::screen();  // the member, not the `screen` argument
  report.screen = screen_name(shown);
  report.prompt = speak(prompt());
  // The round's and the match's end: their rows scroll, and they show the scores' chart.
  const bool scores_shown = shown == ScreenId::RoundEnd || shown == ScreenId::MatchEnd;
  report.drag_scroll = scores_shown;
  report.mark_slot = top_bar_slot();  // its content scrolls by drag when it overflows
  report.faces = std::move(faces_);
  report.marks = std::move(marks_);
  faces_.clear();
  marks_.clear();
  report.settings = settings_summary(settings_);
  if (has_fairness()) report_fairness(report.fairness.emplace());
  if (scores_shown) report.chart = score_chart();
  if (!covered) {
    for (const session::Phrase& p : log_.lines()) report.log.push_back(speak(p));
  }
  // What the live region says: the result in words as a round's or the match's end opens, the
  // prompt as the person's turn begins or its words change.
  if (shown != spoken_screen_ && scores_shown) speech_.add(describe());
  spoken_screen_ = shown;
  speech_.prompt(interactive(), report.prompt);
  speech_.report(report.speech.emplace());
  // Frames while something moves or thinks; a timer alone (the banner, a computer's pause, the
  // pause before the round's end) only says when to wake.
  wants_ = device_must_pass() || motion_.busy() || view_->busy(now_) ||
           flow_.state() == State::Dealing || outcome_ != Outcome::None || hint_.thinking();
  wake_at_ = std::numeric_limits<double>::infinity();
  if (now_ < log_.banner_until()) wake_at_ = log_.banner_until();
  if (flow_.state() == State::Revealing) wake_at_ = std::min(wake_at_, reveal_at_);
  if (!flow_.sheet_shown() && session_.bot_to_move() && mode_.computers_move) {
    if (session_.bot_ready()) {
      wake_at_ = std::min(wake_at_, next_bot_at_);
    } else {
      wants_ = true;  // it thinks a slice a frame
    }
  }
  if (wake_at_ <= now_) wants_ = true;
}

// [SECTION] The top bar, the action bar, the log, the banner --------------------------------------

ScreenId MatchTable::screen() const {
  // The sheet in front, else the state's own picture.
  switch (flow_.sheet()) {
    case TableFlow::Sheet::Menu:
      return ScreenId::Menu;
    // The viewer's own language picker is the viewer's screen.
    case TableFlow::Sheet::Language:
      return mode_.back_to_record ? ScreenId::Replay : ScreenId::Language;
    case TableFlow::Sheet::Cover:
      return ScreenId::Cover;
    case TableFlow::Sheet::Fairness:
      return ScreenId::Fairness;
    case TableFlow::Sheet::None:
      break;
  }
  if (flow_.state() == State::RoundEnd) return ScreenId::RoundEnd;
  if (flow_.state() == State::MatchEnd) return ScreenId::MatchEnd;
  return mode_.screen;
}

Box MatchTable::top_bar_slot() const {
  const Box& b = layout_.top_bar;
  return Box{ImVec2(b.max.x - 44, b.min.y), ImVec2(b.max.x, b.min.y + kTopBarH)};
}

void MatchTable::draw_top_bar(const TableContext& ctx) {
  // ☰ at the left, the title after it, the ⓘ slot at the right (kept free for the rules sheet:
  // nothing is drawn there yet), the view's note left of the slot.
  const Box& b = layout_.top_bar;
  const Box menu{b.min, ImVec2(b.min.x + 44, b.min.y + kTopBarH)};
  const float mid_y = b.min.y + kTopBarH * 0.5f;
  const Box info = top_bar_slot();
  // The coach's Hint (a "?" pill) left of the ⓘ slot, in every match that allows hints: a finger's
  // target (kMinTarget), kTargetGap from the slot. At the right end, not by ☰: the page's notes
  // (web/page/controls.js) sit at the top centre, and their × must not land on a target.
  const bool hints = mode_.offers_hint && session_.hints_allowed() && !session_.over();
  const Box hint_box{ImVec2(info.min.x - kTargetGap - kMinTarget, b.min.y),
                     ImVec2(info.min.x - kTargetGap, b.min.y + kTopBarH)};
  // Take back (↶, docs/undo.md), while a decision can be taken back: in the ⓘ slot, which only a
  // host's page fills (its mark), so the title keeps its room on a phone; in a host's frame, left
  // of the Hint (or of the slot).
  const bool undo = offers_take_back();
  const bool undo_beside = undo && !undo_in_slot_;
  const float undo_right = (hints ? hint_box.min.x : info.min.x) - kTargetGap;
  const Box undo_box = undo_in_slot_ ? info
                                     : Box{ImVec2(undo_right - kMinTarget, b.min.y),
                                           ImVec2(undo_right, b.min.y + kTopBarH)};
  // What the title and the note have: up to the take-back beside the hint, the hint, or the slot.
  const float right = undo_beside ? undo_box.min.x : hints ? hint_box.min.x : info.min.x;
  const std::string title = say(view_->title(*this));
  // In a replay the note says so (the title is the game's own).
  const std::string note = mode_.note_key ? tr(mode_.note_key) : say(view_->top_note(*this));
  // The title keeps its room first: it shrinks from 19 to 14 px beside the note on one line; when
  // that is not enough (a narrow phone, a long language) the note takes two lines of 11 px, as
  // wide as its longer line; and when even that leaves the title too little, the note is left out
  // (the title is the bar's job; the note repeats what the new-match sheet and the rules say).
  // The title sits after ☰, or, on a narrow bar, in its own row under it (layout_.title_row),
  // where the note keeps the bar between ☰ and the Hint to itself.
  const bool own_row = !layout_.title_row.empty();
  const Box& tb = own_row ? layout_.title_row : b;
  const float title_x = own_row ? tb.min.x + 4 : menu.max.x + 10;
  const float title_right = own_row ? tb.max.x : right;
  const float room = title_right - 4 - title_x;
  const float note_room = right - 4 - (menu.max.x + 10);
  const auto width_of = [](ImFont* f, float size, const std::string& text) {
    return f->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str()).x;
  };
  const auto title_fits = [&](float note_w) {
    if (own_row) return note_w <= note_room + 0.5f;
    return width_of(ctx.fonts->bold, text_size::kButton, title) <= room - note_w + 0.5f;
  };
  float note_size = text_size::kLabel;
  std::vector<std::string> note_lines;
  if (!note.empty()) {
    note_lines = {note};
    if (!title_fits(width_of(ctx.fonts->small, note_size, note) + 12)) {
      note_size = text_size::kFine;
      // Two lines of about half the note's width (a word longer than that takes its own line).
      const float half = width_of(ctx.fonts->small, note_size, note) * 0.5f + 24;
      note_lines = wrap_lines(ctx.fonts->small, note_size, note, half);
      if (note_lines.size() > 2) note_lines.clear();
    }
  }
  float note_w = 0.0f;
  for (const std::string& l : note_lines)
    note_w = std::max(note_w, width_of(ctx.fonts->small, note_size, l));
  if (!note_lines.empty()) note_w += 12;
  if (!note_lines.empty() && !title_fits(note_w)) {
    note_lines.clear();
    note_w = 0.0f;
  }
  // With a fingerprint the title moves up and the code goes under it in small type; the two are
  // one target (btn:fairness), as tall as the bar.
  const bool fair = has_fairness();
  const float title_room = own_row ? room : room - note_w;
  const float title_size =
      fitted_size(ctx, ctx.fonts->bold, fair ? text_size::kProse : text_size::kBarTitle,
                  text_size::kButton, title, title_room, "top bar");
  const float title_y =
      fair ? tb.min.y + 5 : tb.min.y + kTopBarH * 0.5f - title_size * 0.55f;
  ctx.dl->AddText(ctx.fonts->bold, title_size, ImVec2(title_x, title_y), ctx.palette->text,
                  title.c_str());
  if (fair) {
    // The code alone, no word before it: the target's words (and the sheet) say what it is.
    const float code_size = fitted_size(ctx, ctx.fonts->small, text_size::kCaption,
                                        text_size::kFine, fair_code_, title_room, "top bar");
    ctx.dl->AddText(ctx.fonts->small, code_size, ImVec2(title_x, title_y + title_size + 2),
                    ctx.palette->text_muted, fair_code_.c_str());
    const float w = std::max(width_of(ctx.fonts->bold, title_size, title),
                             width_of(ctx.fonts->small, code_size, fair_code_));
    const Box hit{ImVec2(title_x - 4, tb.min.y),
                  ImVec2(std::min(title_x + std::max(w, kMinTarget) + 4, title_right - 4),
                         tb.min.y + kTopBarH)};
    plain_target(ctx,
                 flow_target("btn:fairness", fill("table.target.fairness", {{"code", fair_code_}}),
                             FlowEvent::OpenFairness),
                 hit);
  }
  pill_button(ctx, flow_target("btn:menu", tr("table.target.menu"), FlowEvent::OpenMenu), menu, "",
              true);
  if (hints) {
    pill_button(ctx, request_target("btn:hint", tr("table.target.hint"), Request::Hint), hint_box,
                "?", interactive() && !hint_.current(session_));
  }
  if (undo) {
    icon_button(ctx, request_target("btn:undo", tr("table.target.undo"), Request::Undo), undo_box,
                &icon_take_back, true);
  }
  for (int i = 0; i < 3; ++i) {
    const float y = mid_y - 6 + static_cast<float>(i) * 6;
    ctx.dl->AddLine(ImVec2(menu.min.x + 14, y), ImVec2(menu.max.x - 14, y), ctx.palette->text,
                    2.0f);
  }
  // The note's lines right-aligned left of the ⓘ slot, centred on the bar's height.
  float note_y = mid_y - note_size * 0.6f * static_cast<float>(note_lines.size());
  for (const std::string& l : note_lines) {
    const float w = width_of(ctx.fonts->small, note_size, l);
    ctx.dl->AddText(ctx.fonts->small, note_size, ImVec2(right - 4 - w, note_y),
                    ctx.palette->accent, l.c_str());
    note_y += note_size * 1.2f;
  }
}

std::vector<std::string> MatchTable::draw_action_bar(const TableContext& ctx) {
  std::vector<ActionEntry> bar;
  view_->action_bar(*this, bar);
  std::vector<std::string> notes;
  for (const ActionEntry& e : bar)
    if (!e.note.empty()) notes.push_back(say(e.note));
  // At least three (portrait) or four cells: one or two buttons keep a thumb-sized width.
  const std::vector<Box> cells = split_row(
      layout_.actions, std::max(static_cast<int>(bar.size()), layout_.portrait ? 3 : 4), 8);
  for (std::size_t i = 0; i < bar.size(); ++i) {
    ActionEntry& e = bar[i];
    pill_button(ctx, TargetSpec{e.id, speak(e.label), std::move(e.run)}, cells[i], tr(e.text_key),
                e.enabled, e.primary);
  }
  return notes;
}

Box MatchTable::draw_notes(const TableContext& ctx, const std::vector<std::string>& notes) {
  const Box& log = layout_.log;
  const Box& c = layout_.centre;
  // The panel's height for a width: its lines wrapped to it.
  const auto height_at = [&](float w) {
    float h = 12;
    for (const std::string& n : notes)
      h += ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, w - 24, n.c_str()).y + 6;
    return h;
  };
  // Over the top of the log when it has room (by the buttons on a phone held upright, beside the
  // table on a wide screen), else at the centre's foot, as wide as the centre.
  const bool in_log = !log.empty() && log.height() >= height_at(log.width()) + 60;
  const float w = in_log ? log.width() : std::min(c.width(), 560.0f);
  const float h = height_at(w);
  const float x = in_log ? log.min.x : (c.min.x + c.max.x - w) * 0.5f;
  const float y = in_log ? log.min.y : c.max.y - h;
  ctx.dl->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), with_alpha(ctx.palette->felt_edge, 0.97f),
                        10.0f);
  ctx.dl->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), ctx.palette->accent, 10.0f, 0, 1.5f);
  float ty = y + 8;
  for (const std::string& n : notes) {
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(x + 12, ty), ctx.palette->text,
                    n.c_str(), nullptr, w - 24);
    ty += ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, w - 24, n.c_str()).y + 6;
  }
  if (!in_log) return log;
  return Box{ImVec2(log.min.x, log.min.y + h + 6), log.max};
}

void MatchTable::draw_log(const TableContext& ctx, const Box& b) {
  if (b.empty()) return;
  panel(ctx, b, 10.0f);
  // With the fold target in its corner the heading is a row as tall as the target.
  const bool folds = !layout_.log_toggle.empty() && !layout_.log_folded;
  const float head_h = folds ? kTopBarH : 22.0f;
  ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel,
                  ImVec2(b.min.x + 10, b.min.y + (head_h - 13.0f) * 0.5f), ctx.palette->accent,
                  tr(view_->round_words().log_heading));
  ImGui::SetCursorScreenPos(ImVec2(b.min.x + 4, b.min.y + head_h + 2));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_Text, ctx.palette->text);
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 2));
  ImGui::BeginChild("##log", ImVec2(b.width() - 8, b.height() - head_h - 6), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PushFont(ctx.fonts->small);
  for (const session::Phrase& p : log_.lines()) ImGui::TextWrapped("%s", say(p).c_str());
  ImGui::PopFont();
  if (log_.take_scroll()) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
}

void MatchTable::draw_log_toggle(const TableContext& ctx) {
  const Box& b = layout_.log_toggle;
  if (b.empty()) return;
  const bool folded = layout_.log_folded;
  // A chevron towards where the panel goes: › folds it to the right, ‹ brings it back.
  icon_button(
      ctx,
      request_target(folded ? "btn:log_unfold" : "btn:log_fold",
                     tr(folded ? "table.target.log_unfold" : "table.target.log_fold"),
                     Request::FoldLog),
      b,
      [folded](ImDrawList* dl, ImVec2 c, float size, ImU32 colour) {
        const float h = size * 0.5f, w = size * 0.28f * (folded ? 1.0f : -1.0f);
        dl->AddLine(ImVec2(c.x + w, c.y - h), ImVec2(c.x - w, c.y), colour, 2.5f);
        dl->AddLine(ImVec2(c.x - w, c.y), ImVec2(c.x + w, c.y + h), colour, 2.5f);
      },
      true);
}

void MatchTable::draw_banner(const TableContext& ctx, const Box& area) {
  const session::Phrase* banner = log_.banner_at(ctx.now);
  if (banner == nullptr) return;
  // Over the centre, as wide as the safe area allows (a narrow centre between two seats would
  // break a sentence into a word a line), as tall as its lines need.
  const Box& c = layout_.centre;
  const float w = std::min(area.width() - 24, 440.0f);
  const float cx = std::clamp((c.min.x + c.max.x) * 0.5f, area.min.x + 12 + w * 0.5f,
                              area.max.x - 12 - w * 0.5f);
  const std::string text = say(*banner);
  const std::size_t lines = wrap_lines(ctx.fonts->bold, text_size::kProse, text, w - 20).size();
  const float h = std::max(60.0f, 17.0f * 1.2f * static_cast<float>(lines) + 18);
  const float cy = c.min.y + c.height() * 0.5f;
  const Box b{ImVec2(cx - w * 0.5f, cy - h * 0.5f), ImVec2(cx + w * 0.5f, cy + h * 0.5f)};
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(ctx.palette->accent, 0.95f), 14.0f);
  centred_text(ctx, ctx.fonts->bold, text_size::kProse,
               Box{ImVec2(b.min.x + 10, b.min.y), ImVec2(b.max.x - 10, b.max.y)}, text,
               ctx.palette->ink, text_size::kProseMin);
}

}  // namespace cardavia::app::table
