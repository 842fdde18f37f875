// Cardavia — the table shell: main()'s one app object between the page and the table. It holds
// what outlives a screen — the person's Settings, the new-match sheet's choices, the queue of
// intents, the last frame's report — and the units that do the work, each with one job:
//
//   unit          file                     owns / does
//   Router        app/shell/router.h       which screen shows, its transitions, the question's match
//   MatchLife     app/shell/match_life.h   the match at the table, the viewer, new deals' seeds
//   Persistence   app/shell/persistence.h  the autosave slots and the settings kept in the page
//   PageBridge    app/shell/page_bridge.h  the address, load, the record, the share
//   EmbedBridge   app/shell/embed_bridge.h a host page's channel: messages and commands
//   the screens   app/shell/screens.h      start, cards, language, new match, question (one file
//                                          each); the match table and the viewer draw themselves
// Everything that asks "which screen" asks screen() — the report, the embed API's get-state, the
// page's keyboard layer (it reads the report).
//
// [SECTION] One frame (draw())
//   1. the tick: the first queued intent runs (widgets.h: a tap or act(id) queued it, the target
//      it names must be enabled in the frame just shown), then MatchLife acts on the table's
//      outcome (Leave, Play again) and on a closed viewer;
//   2. the autosave and the kept settings (Persistence::after_tick);
//   3. the felt, then the router's screen, recording its targets into report(); the focus ring;
//   4. the autosave again (a computer's move applied in this frame), the host's messages.
// The targets of a frame go stale when the match or the viewer changes under them (a load, Leave,
// a host's new-match): act() then refuses them and the queued intents are dropped.
//
// The shell reads no platform API, so the same code runs in the browser (web/main.cpp) and in the
// native tests (tests/app/).
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/fonts.h"
#include "app/layout.h"
#include "app/page_services.h"
#include "app/seed_source.h"
#include "app/shell/embed_bridge.h"
#include "app/shell/match_life.h"
#include "app/shell/page_bridge.h"
#include "app/shell/persistence.h"
#include "app/shell/router.h"
#include "app/sound/sound_policy.h"
#include "app/table/new_match.h"
#include "app/table/report.h"
#include "app/table/screen_id.h"
#include "app/table/settings.h"
#include "core/result.h"
#include "imgui.h"
#include "page/page_options.h"
#include "session/match_session.h"

namespace cardavia::app {

class TableShell {
 public:
  TableShell();
  TableShell(const TableShell&) = delete;  // its units hold references to each other
  TableShell& operator=(const TableShell&) = delete;

  // [SECTION] The frame
  // Draws one frame over `display` (CSS px): the felt over all of it, everything else in its safe
  // area (set_safe_insets). Call between ImGui::NewFrame() and ImGui::Render().
  void draw(const Fonts& fonts, ImVec2 display);
  // A match moves, thinks or waits on a timer, an intent waits, or the page changed something
  // (the safe area, a load): the main loop keeps drawing.
  bool wants_frames() const {
    return redraw_ || focus_frames_ > 0 || !intents_.empty() || life_.wants_frames();
  }
  // When nothing asks for frames, the table time (ImGui::GetTime()) at which the table's timer runs
  // out (MatchTable::wake_at): the main loop draws one frame then. Infinity: none runs.
  double wake_at() const { return life_.wake_at(); }
  // The screen showing now (app/table/screen_id.h): the router's, and while it is Play (or the
  // viewer) the sheet open on the table.
  ScreenId screen() const;
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
  // The target the keyboard's focus is on in the page's mirror ("" for none): the shell draws the
  // focus ring around it (app/table/focus_ring.h) from the next frame on.
  void set_focus(std::string id);
  // The screen in words, on demand (the page's `T` key): the match table's describe(), or what
  // the start screen or the new-match sheet is for.
  std::string describe() const;

  // [SECTION] Settings and the match
  table::Settings& settings() { return settings_; }
  table::NewMatch& new_match() { return new_match_; }
  // The seed of every new deal the person did not give one (Start, autostart, a host's new-match
  // without a seed): from the seed source, the platform's CSPRNG (seed_source.h) unless a test
  // injected another. Never the clock.
  std::uint64_t fresh_seed() const { return life_.fresh_seed(); }
  void set_seed_source(SeedSource source) { life_.set_seed_source(source); }
  // The session a new match of the sheet's choices would have (seed: the typed one or `fresh`).
  session::MatchConfig config_for(const table::NewMatch& choices, std::uint64_t fresh_seed) const {
    return life_.config_for(choices, fresh_seed);
  }
  // Starts a match, or opens one built elsewhere (next: resumed from a save, a replay): the table
  // is built around the session. False, and nothing changes, for a session that is not ok() or a
  // game without a table.
  bool start_match(const session::MatchConfig& config) {
    return life_.open(std::make_unique<session::MatchSession>(config));
  }
  bool open_match(std::unique_ptr<session::MatchSession> session) { return life_.open(std::move(session)); }
  const session::MatchSession* match() const { return life_.match(); }
  const table::ReplayViewer* replay() const { return life_.replay(); }
  void leave_match() { life_.leave(); }

  // [SECTION] The page (Persistence, PageBridge)
  // Attaches the page: its stored settings are read over the current ones, its autosave slots
  // (each game's Continue); from now on applied moves are saved and changed settings kept. A
  // slot that does not read (damaged, a newer build's) is set aside (PageServices::set_aside)
  // and the person told; it is never written over.
  void attach_page(PageServices* page);
  // The language the visit starts in when the person did not pick it here (the address's, the
  // saved choice, the browser's: web/language.h): shown, not kept as the person's choice.
  void set_visit_language(std::string code);
  // The page's address, read once at start (page/page_options.h): its settings for this visit
  // (not kept unless changed again), the game and the new-match choices, a deal link or
  // autostart (started at once, asking first over an unfinished match), a replay link (the
  // viewer at its step; a damaged one: the start screen and a note), #<game>, #cards.
  void open_address(const page::PageOptions& options);
  // A save's JSON text, a replay link or its payload, or a deal link, opened as the header says.
  // `step`: open the record in the replay viewer after that many actions. The screen it opened
  // ("play", "replay", "ask"), or what is wrong with it (nothing changes then).
  Result<std::string> load(std::string_view text, std::optional<std::size_t> step = std::nullopt);
  // The save JSON of the match at the table (in the viewer: its record); "" when there is none.
  std::string current_record() const { return page_.current_record(); }
  std::string export_file() const { return page_.export_file(); }
  using Share = PageBridge::Share;
  // What a share sends now; nullopt when there is no match to share.
  std::optional<Share> share() const { return page_.share(); }
  // The text the person typed into the page's input `id` (a page control of the last frame);
  // false when the last frame has no such input.
  bool set_text(const std::string& id, const std::string& text);
  // Saves the match in progress now (the page is being hidden); the moves save themselves.
  void autosave();

  // [SECTION] Sound (app/sound/, docs/sound.md)
  // The page (or the window) is hidden or shown again: while hidden no cue is heard.
  void set_page_hidden(bool hidden) { page_hidden_ = hidden; }
  // The cues heard since the last call, for the platform to play at settings().volume (each
  // frame, after draw()): what the table gave, let through by the policy (sound_policy.h).
  sound::CueList take_sounds() { return std::exchange(sounds_, {}); }

  // [SECTION] A host page (EmbedBridge; shared/spec/embed-api.md, docs/embed.md)
  // Embed mode (`?embed=1`, set by open_address): one game's table alone — its new-match sheet
  // stands for the chooser (no Back, no game row), Leave and a closed replay come back to it.
  bool embedded() const { return router_.embedded(); }
  // The site's address without query or fragment ("https://cardavia.example/"): match-end's
  // replay link is absolute.
  void set_site_url(std::string url) { embed_.set_site_url(std::move(url)); }
  // The channel with a host page is open: embed mode, and no `origin` given that is not an
  // origin (embed-api.md). Closed, the table posts nothing and obeys no command.
  bool host_channel_open() const { return embed_.channel_open(); }
  // A posted message's JSON text, run if it is a command: "" when it is not ours (ignored) or has
  // no id, else the one reply. A refused command changes nothing and also queues an `error`.
  // With the channel closed (not embedded: a page that frames the site itself) nothing is ours.
  std::string command(std::string_view text);
  // The messages queued since the last call (JSON text each, oldest first), for the page to post:
  // nothing before the first frame is drawn, then `ready` first; nothing ever with the channel
  // closed.
  std::vector<std::string> take_messages() { return embed_.take_messages(); }
  // The height (CSS px) the table would like in a frame `width` px wide (the `resize` message).
  static int wanted_height(float width) { return EmbedBridge::wanted_height(width); }

 private:
  void tick();
  // The table's cues of this frame offered to the policy; those heard wait for take_sounds().
  void hear_table();
  // How many times what shows changed: the router's screen, or the match or viewer at the table
  // (both counters only grow, so their sum moves whenever either does).
  unsigned shown_changes() const { return router_.changes() + life_.changes(); }
  // The screen, the match or the viewer changed since the last frame was drawn: its targets are
  // stale (a tap queued on the start screen must not run after a deal link opened a match).
  bool targets_stale() const { return shown_changes() != drawn_changes_; }

  table::Settings settings_;
  table::NewMatch new_match_;
  Router router_;
  Persistence persistence_;
  MatchLife life_{router_, persistence_, settings_};
  PageBridge page_{router_, life_, persistence_, new_match_};
  EmbedBridge embed_{{router_, life_, page_, persistence_, new_match_, settings_}};
  std::deque<std::string> intents_;
  table::ScreenReport report_;
  unsigned drawn_changes_ = 0;  // shown_changes() when report_ was drawn
  std::string focus_;           // the keyboard's target (set_focus)
  // … changed: frames still to draw for it — two, as a sheet's rows scroll to the focused target
  // in the first (widgets.h, end_scrolling_rows) and show scrolled in the second.
  int focus_frames_ = 0;
  Insets insets_;               // the page's safe-area insets (set_safe_insets)
  bool redraw_ = false;  // the page changed something between frames (the insets, load, set_text)
  sound::SoundPolicy sound_;
  bool page_hidden_ = false;
  sound::CueList sounds_;  // heard, not yet taken by the platform
};

}  // namespace cardavia::app
