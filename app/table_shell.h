// Cardavia — the table shell: everything between the page and a match. It owns what outlives a
// match — the person's Settings, the new-match sheet's choices, the match in progress (a session
// and the match table around it), the queue of intents — and draws the start screen: felt with a
// soft vignette and grain, the Cardavia name, a chooser tile per game of the registry
// (app/table/games.h), sample cards of both packs, the four-colour-suit switch.
//
// [SECTION] One frame (draw())
//   1. the tick: the first queued intent runs (widgets.h: a tap or act(id) queued it, the target
//      it names must be enabled in the frame just shown), then the match table's outcome is
//      acted on — Leave ends the match, Play again starts the next one (same choices, the next
//      seed) with the same Settings;
//   2. the felt, then one of: the card sheet, the match table, the new-match sheet, the start
//      screen — each recording its targets into report().
//
// The shell reads no platform API, so the same code runs in the browser (web/main.cpp) and in the
// native tests (tests/app/).
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <string_view>

#include "app/fonts.h"
#include "app/palette.h"
#include "app/table/match_table.h"
#include "app/table/new_match.h"
#include "app/table/report.h"
#include "app/table/settings.h"
#include "imgui.h"
#include "session/match_session.h"

namespace cardavia::app {

// What the shell shows when no match runs: the start screen, or every card face on one sheet
// (`#cards` in the page address: for looking at the card renderer, and for a browser test).
enum class ShellView : int { Start, CardSheet };

class TableShell {
 public:
  // [SECTION] The frame
  // Draws one frame over `display` (CSS px): the felt over all of it, everything else in its safe
  // area (set_safe_insets). Call between ImGui::NewFrame() and ImGui::Render().
  void draw(const Fonts& fonts, ImVec2 display);
  // A match moves, thinks or waits on a timer, an intent waits, or the safe area changed: the
  // main loop keeps drawing.
  bool wants_frames() const {
    return redraw_ || !intents_.empty() || (table_ && table_->wants_frames());
  }
  // The page's safe-area insets (a phone's notch, rounded corners, home bar), CSS px; from the
  // next frame on, no target or text goes there (layout.h, "The screen and its safe area").
  void set_safe_insets(const Insets& insets);
  // What the last frame showed (the page hands it to the browser test).
  const table::ScreenReport& report() const { return report_; }

  // [SECTION] Input that does not come from the pointer
  // Queues the intent a tap on target `id` would make; false (nothing queued) when the last frame
  // has no such enabled target. The keyboard and the accessibility layer act through this.
  bool act(const std::string& id);
  // The page's address: "#cards" opens the card sheet, "#<game>" that game's new-match sheet (or,
  // for a game without a table yet, selects its tile). False for anything else (nothing changes).
  bool open_route(std::string_view route);

  // [SECTION] Settings and the match
  table::Settings& settings() { return settings_; }
  table::NewMatch& new_match() { return new_match_; }
  // The session a new match of the sheet's choices would have (seed: the typed one or `fresh`).
  session::MatchConfig config_for(const table::NewMatch& choices, std::uint64_t fresh_seed) const;
  // Starts a match, or opens one built elsewhere (next: resumed from a save, a replay): the table
  // is built around the session. False, and nothing changes, for a session that is not ok() or a
  // game without a table.
  bool start_match(const session::MatchConfig& config);
  bool open_match(std::unique_ptr<session::MatchSession> session);
  const session::MatchSession* match() const { return session_.get(); }
  void leave_match();

 private:
  void tick();
  void draw_start(const Fonts& fonts, const Screen& screen, const Palette& pal);
  void draw_card_sheet(const Fonts& fonts, const Screen& screen, const Palette& pal);
  void draw_setup(const Fonts& fonts, const Screen& screen, const Palette& pal);

  ShellView view_ = ShellView::Start;
  std::string selected_;  // a tile without a table, tapped: its "coming soon" note shows
  bool setup_open_ = false;
  table::Settings settings_;
  table::NewMatch new_match_;
  std::unique_ptr<session::MatchSession> session_;  // the match in progress, if any
  std::unique_ptr<table::MatchTable> table_;        // … and its table
  std::deque<std::string> intents_;
  table::ScreenReport report_;
  Insets insets_;
  bool redraw_ = false;  // the insets changed since the last frame
};

}  // namespace cardavia::app
