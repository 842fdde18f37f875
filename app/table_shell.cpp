// Cardavia — the table shell (see table_shell.h): the units wired together, the tick, and the
// frame drawn from the router's screen.
//
// [SECTION] Wiring
// [SECTION] Input that does not come from the pointer
// [SECTION] The page
// [SECTION] The tick
// [SECTION] The frame
#include "app/table_shell.h"

#include <string>

#include "app/i18n.h"
#include "app/shell/screens.h"
#include "app/table/focus_ring.h"
#include "app/table/words.h"

namespace cardavia::app {

// [SECTION] Wiring -------------------------------------------------------------------------------

TableShell::TableShell() {
  // A match that opens is told to a host page (`match-start`), whichever unit opened it.
  life_.on_open([this](const session::MatchSession& match) { embed_.match_opened(match); });
}

ScreenId TableShell::screen() const {
  switch (router_.at()) {
    case ScreenId::Play:
      if (const table::MatchTable* table = life_.table()) return table->screen();
      break;
    case ScreenId::Replay:
      if (const table::ReplayViewer* replay = life_.replay()) return replay->screen();
      break;
    default:
      return router_.at();
  }
  return router_.home();
}

// [SECTION] Input that does not come from the pointer --------------------------------------------

bool TableShell::act(const std::string& id) {
  if (targets_stale() || table::find_target(report_.targets, id) == nullptr) return false;
  intents_.push_back(id);
  return true;
}

bool TableShell::open_route(std::string_view route) { return page_.open_route(route); }

void TableShell::set_focus(std::string id) {
  if (id == focus_) return;
  focus_ = std::move(id);
  focus_frames_ = 2;
}

std::string TableShell::describe() const {
  if (const table::MatchTable* table = life_.table()) return table->describe();
  if (router_.at() == ScreenId::NewMatch) return tr("table.describe.setup");
  return tr("table.describe.start");
}

// [SECTION] The page -----------------------------------------------------------------------------

void TableShell::attach_page(PageServices* page) { persistence_.attach(page, settings_); }

void TableShell::set_visit_language(std::string code) {
  settings_.lang = std::move(code);
  persistence_.keep_as_visit(settings_);  // shown, not kept: only a pick is written
}

void TableShell::open_address(const page::PageOptions& options) {
  // Step 1. Embedded or not: the host's channel, an `error` for each bad option.
  embed_.open(options);
  // Take-backs: offered unless the address says `undo=off`; in a host's frame only with `undo=on`.
  life_.set_take_backs(options.undo.value_or(!options.embed));
  // Step 2. Settings for this visit: they win over the remembered ones, and are not kept (only a
  // change the person makes afterwards is).
  apply_visit_settings(settings_, page::visit_settings(options));
  persistence_.keep_as_visit(settings_);
  // Step 3. The new-match choices and what the address opens.
  page_.open_address(options);
}

Result<std::string> TableShell::load(std::string_view text, std::optional<std::size_t> step) {
  redraw_ = true;  // whatever it opened, or the screen as it was, is drawn next
  return page_.load(text, step);
}

bool TableShell::set_text(const std::string& id, const std::string& text) {
  const table::PageControl* c = table::find_control(report_.controls, id);
  if (c == nullptr || c->kind != table::PageControl::Kind::Input || !c->on_text) return false;
  c->on_text(text);
  redraw_ = true;
  return true;
}

void TableShell::autosave() {
  if (const session::MatchSession* match = life_.match()) persistence_.autosave(*match);
}

std::string TableShell::command(std::string_view text) {
  std::string reply = embed_.command(text, screen(), report_);
  if (host_channel_open()) redraw_ = true;  // whatever it changed is drawn next (and its messages posted)
  return reply;
}

// [SECTION] The tick -----------------------------------------------------------------------------

void TableShell::tick() {
  // Step 1. One intent: the first queued, if the frame just shown still has its target (and
  // what it showed is still there: a load or a host's command between frames makes it stale).
  if (targets_stale()) intents_.clear();
  if (!intents_.empty()) {
    const std::string id = std::move(intents_.front());
    intents_.pop_front();
    const table::Target* target = table::find_target(report_.targets, id);
    // A copy runs: an act may end the match (Start over a running one, Leave), and with it the
    // list its own target lives in.
    const Act act = target ? target->act : nullptr;
    if (act) act();
  }
  // Step 2. What the player chose to do with the replay, or with the match.
  life_.tick();
  if (targets_stale()) {
    report_.targets.clear();
    intents_.clear();
  }
  // Step 3. A screen whose object is gone (cannot happen by the transitions; kept as a guard
  // rather than a crash): back to where the router settles.
  const ScreenId at = router_.at();
  if ((at == ScreenId::Play && !life_.table()) || (at == ScreenId::Replay && !life_.replay()) ||
      (at == ScreenId::Question && !router_.asking()))
    router_.settle(life_.table() != nullptr);
}

// [SECTION] The frame ----------------------------------------------------------------------------

void TableShell::set_safe_insets(const Insets& insets) {
  if (insets == insets_) return;
  insets_ = insets;
  redraw_ = true;
}

void TableShell::draw(const Fonts& fonts, ImVec2 display) {
  redraw_ = false;
  tick();
  // The words follow Settings.lang (an unknown code reads as English, and is kept as English).
  settings_.lang = set_language(settings_.lang);
  const Screen geometry = make_screen(display, insets_);
  persistence_.after_tick(life_.match(), settings_);
  if (focus_frames_ > 0) --focus_frames_;
  const Palette pal = make_palette(table::look_of(settings_));
  draw_felt(ImGui::GetBackgroundDrawList(), display, pal);
  report_ = table::ScreenReport{};
  drawn_changes_ = shown_changes();
  const ShellParts parts{router_, life_, persistence_, page_, new_match_, settings_};
  const ShellFrame frame{fonts, pal, geometry, report_, intents_, parts, focus_};
  const ScreenId at = router_.at();
  switch (at) {
    case ScreenId::Cards: draw_card_sheet_screen(frame); break;
    case ScreenId::Replay: life_.replay()->frame(fonts, pal, geometry, intents_, report_); break;
    case ScreenId::Question: draw_question_screen(frame); break;
    case ScreenId::Stats: draw_stats_screen(frame); break;
    case ScreenId::Daily: draw_daily_screen(frame); break;
    case ScreenId::Play: life_.table()->frame(fonts, pal, geometry, intents_, report_); break;
    case ScreenId::Language: draw_language_screen(frame); break;
    case ScreenId::NewMatch: draw_new_match_screen(frame); break;
    default: draw_start_screen(frame); break;
  }
  report_.screen = screen_name(screen());
  hear_table();
  report_.sound = {settings_.sound, sound_.played()};
  if (at != ScreenId::Replay && at != ScreenId::Cards) {
    report_.settings = table::settings_summary(settings_);
    report_.lang = settings_.lang;
    report_.look = table::look_summary(settings_);
  }
  // The keyboard's focus ring, over everything the frame drew.
  if (at != ScreenId::Cards)
    table::draw_focus_ring(ImGui::GetForegroundDrawList(), report_.targets, focus_, pal);
  // A computer's move applied in this frame's tick is saved at once, not a frame later.
  persistence_.after_tick(life_.match(), settings_);
  // Embedded with #cards too, `ready`: a host's commands wait on it.
  embed_.after_frame(display);
}

void TableShell::hear_table() {
  table::MatchTable* table = life_.table();
  if (table == nullptr) return;
  const sound::Listening listening{settings_.sound, settings_.volume, page_hidden_,
                                   settings_.speed == table::Speed::Instant};
  for (const sound::Cue cue : table->take_cues())
    if (sound_.offer(cue, ImGui::GetTime(), listening)) sounds_.push(cue);
}

table::TableContext ShellFrame::context() const {
  table::TableContext ctx;
  ctx.fonts = &fonts;
  ctx.palette = &palette;
  ctx.card_style = CardStyle{&palette, CardFonts{fonts.bold, fonts.display}};
  ctx.dl = ImGui::GetWindowDrawList();
  ctx.now = ImGui::GetTime();
  ctx.targets = &report.targets;
  ctx.intents = &intents;
  ctx.overflows = &report.overflows;
  ctx.focus = &focus;
  return ctx;
}

}  // namespace cardavia::app
