// Cardavia — the table shell: everything between the page and a match. It owns what outlives a
// match — the person's Settings, the new-match sheet's choices, the match in progress (a session
// and the match table around it), the queue of intents — and draws the start screen: felt with a
// soft vignette and grain, the Cardavia name, a chooser tile per game of the registry
// (app/table/games.h), sample cards of both packs, the four-colour-suit switch and the language
// (its picker: app/table/language_picker.h). Every frame the words follow Settings.lang.
//
// [SECTION] One frame (draw())
//   1. the tick: the first queued intent runs (widgets.h: a tap or act(id) queued it, the target
//      it names must be enabled in the frame just shown), then the match table's outcome is
//      acted on — Leave ends the match, Play again starts the next one (same choices, the next
//      seed) with the same Settings; a replay viewer that was left closes;
//   2. the page's part: the match is autosaved when a move was applied, changed settings are
//      kept (shell_page.cpp);
//   3. the felt, then one of: the card sheet, the replay viewer, the question, the match table,
//      the new-match sheet, the start screen — each recording its targets into report().
//
// [SECTION] The page's part (shell_page.cpp; links-and-saves.md)
//   autosave        after every applied move, the match in progress goes to its game's slot
//                   (PageServices); a finished one empties it; a replay never touches it
//   Continue        a game whose slot holds an unfinished match offers it on its chooser tile
//                   (`continue:<game>`) and in the new-match sheet (`setup:continue`)
//   the question    a new match of a game whose slot holds another unfinished match (Start, a
//                   deal link, Play again, an imported match) asks first: `ask:continue` keeps
//                   the saved one, `ask:new` replaces it (screen "ask")
//   load            a save's JSON, a replay link (or its payload) or a deal link: an unfinished
//                   match resumes at the table, a finished one (or one written to be read open, or
//                   any record opened at a step) opens in the replay viewer; bad input changes
//                   nothing and says why
//   share           the result in words and a link: the deal link during a match, the replay
//                   link once it is over (and in the viewer)
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
#include <vector>

#include "app/fonts.h"
#include "app/page_services.h"
#include "app/palette.h"
#include "app/seed_source.h"
#include "app/table/match_table.h"
#include "app/table/new_match.h"
#include "app/table/replay.h"
#include "app/table/report.h"
#include "app/table/settings.h"
#include "core/match_record.h"
#include "core/result.h"
#include "imgui.h"
#include "page/embed_command.h"
#include "page/page_options.h"
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
  // A match moves, thinks or waits on a timer, an intent waits, or the page changed something
  // (the safe area, a load): the main loop keeps drawing.
  bool wants_frames() const {
    return redraw_ || focus_moved_ || !intents_.empty() ||
           (replay_ ? replay_->wants_frames() : table_ && table_->wants_frames());
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
  // The target the keyboard's focus is on in the page's mirror ("" for none): the shell draws the
  // focus ring around it (app/table/focus_ring.h) from the next frame on.
  void set_focus(std::string id);
  // The screen in words, on demand (the page's `T` key): the match table's describe(), or what
  // the start screen or the new-match sheet is for.
  std::string describe() const;
  // The page's own words for its accessibility layer (web/page/access.js), in the table's
  // language: {"mirror": the name of the mirror of buttons, "describe": its describe button}.
  static std::string access_words_json();

  // [SECTION] Settings and the match
  table::Settings& settings() { return settings_; }
  table::NewMatch& new_match() { return new_match_; }
  // The seed of every new deal the person did not give one (Start, autostart, a host's new-match
  // without a seed): from the seed source, the platform's CSPRNG (seed_source.h) unless a test
  // injected another. Never the clock.
  std::uint64_t fresh_seed() const { return seed_source_(); }
  void set_seed_source(SeedSource source) { seed_source_ = source; }
  // The session a new match of the sheet's choices would have (seed: the typed one or `fresh`).
  session::MatchConfig config_for(const table::NewMatch& choices, std::uint64_t fresh_seed) const;
  // Starts a match, or opens one built elsewhere (next: resumed from a save, a replay): the table
  // is built around the session. False, and nothing changes, for a session that is not ok() or a
  // game without a table.
  bool start_match(const session::MatchConfig& config);
  bool open_match(std::unique_ptr<session::MatchSession> session);
  const session::MatchSession* match() const { return session_.get(); }
  const table::ReplayViewer* replay() const { return replay_.get(); }
  void leave_match();

  // [SECTION] The page (shell_page.cpp)
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
  std::string current_record() const;
  struct Share {
    std::string title;  // "Cabo on Cardavia"
    std::string text;   // the result in words
    std::string link;   // relative: "?game=cabo&seed=…" (a deal link) or "#r=…" (a replay link)
  };
  // What a share sends now; nullopt when there is no match to share.
  std::optional<Share> share() const;
  // The text the person typed into the page's input `id` (a page control of the last frame);
  // false when the last frame has no such input.
  bool set_text(const std::string& id, const std::string& text);
  // Saves the match in progress now (the page is being hidden); the moves save themselves.
  void autosave();
  // The words the page's own elements show (its notes, the import and copy sheets), in the
  // table's language, as a JSON object by key: the page holds no text of its own.
  static std::string page_words_json();

  // [SECTION] A host page (shell_embed.cpp; shared/spec/embed-api.md, docs/embed.md)
  // Embed mode (`?embed=1`, set by open_address): one game's table alone — its new-match sheet
  // stands for the chooser (no Back, no game row), Leave and a closed replay come back to it.
  bool embedded() const { return embedded_; }
  // The site's address without query or fragment ("https://cardavia.example/"): match-end's
  // replay link is absolute.
  void set_site_url(std::string url) { site_url_ = std::move(url); }
  // The channel with a host page is open: embed mode, and no `origin` given that is not an
  // origin (embed-api.md). Closed, the table posts nothing and obeys no command.
  bool host_channel_open() const { return embedded_ && !origin_refused_; }
  // A posted message's JSON text, run if it is a command: "" when it is not ours (ignored) or has
  // no id, else the one reply. A refused command changes nothing and also queues an `error`.
  // With the channel closed (not embedded: a page that frames the site itself) nothing is ours.
  std::string command(std::string_view text);
  // The messages queued since the last call (JSON text each, oldest first), for the page to post:
  // nothing before the first frame is drawn, then `ready` first; nothing ever with the channel
  // closed.
  std::vector<std::string> take_messages();
  // The height (CSS px) the table would like in a frame `width` px wide (the `resize` message).
  static int wanted_height(float width);

 private:
  struct Saved {  // an autosave slot's unfinished match, read
    MatchRecord record;
    int round = 1;
  };

  void tick();
  void draw_start(const Fonts& fonts, const Screen& screen, const Palette& pal);
  void draw_card_sheet(const Fonts& fonts, const Screen& screen, const Palette& pal);
  // What a sheet of the shell's own (the new-match sheet, the question) draws with: its targets and
  // intents are the shell's; the window's draw list.
  table::TableContext sheet_context(const Fonts& fonts, const Palette& pal);
  void draw_setup(const Fonts& fonts, const Screen& screen, const Palette& pal);
  void draw_question(const Fonts& fonts, const Screen& screen, const Palette& pal);
  void draw_screen(const Fonts& fonts, const Screen& screen, const Palette& pal);  // after the felt
  // shell_page.cpp
  session::MatchConfig session_options() const;  // the clock, for sessions made from records
  void read_slots();
  void keep_page_up_to_date();  // the autosave and the kept settings, after each tick
  const Saved* saved(std::string_view game) const;
  // A match about to begin: at once, or after the question when its game's slot holds another
  // unfinished match. False when the session cannot be played here.
  bool offer(std::unique_ptr<session::MatchSession> session);
  bool resume_saved(const std::string& game);
  Result<std::string> open_record(const MatchRecord& record, std::optional<std::size_t> step);
  void note(const std::string& text, PageServices::Note kind) const;
  void draw_language(const Fonts& fonts, const Screen& screen, const Palette& pal);
  // shell_embed.cpp
  void post(std::string message);
  void embed_after_frame(ImVec2 display);  // ready, resize, the table's events
  void embed_match_started();
  void embed_bad_options(const page::PageOptions& options);
  // Settings for this visit (the address's options, set-settings): applied, not kept.
  void apply_visit_settings(const page::SettingsArgs& settings);
  Result<nlohmann::json> run_command(const page::Command& command);
  nlohmann::json state_json() const;

  SeedSource seed_source_ = platform_seed;
  ShellView view_ = ShellView::Start;
  std::string selected_;  // a tile without a table, tapped: its "coming soon" note shows
  bool setup_open_ = false;
  bool language_open_ = false;  // the language picker over the start screen
  table::Settings settings_;
  table::NewMatch new_match_;
  std::unique_ptr<session::MatchSession> session_;  // the match in progress, if any
  std::unique_ptr<table::MatchTable> table_;        // … and its table
  std::unique_ptr<table::ReplayViewer> replay_;     // over everything while open
  std::unique_ptr<session::MatchSession> pending_;  // a new match waiting on the question
  std::deque<std::string> intents_;
  table::ScreenReport report_;
  std::string focus_;         // the keyboard's target (set_focus)
  bool focus_moved_ = false;  // … changed since the last frame: draw one
  Insets insets_;          // the page's safe-area insets (set_safe_insets)
  bool redraw_ = false;  // the page changed something between frames (the insets, load, set_text)
  // The page's part.
  PageServices* page_ = nullptr;
  std::map<std::string, Saved, std::less<>> saved_;  // by game
  const session::MatchSession* autosaved_ = nullptr;  // the session last saved …
  std::size_t autosaved_moves_ = 0;                   // … at that many actions
  table::Settings kept_settings_;                     // as last kept (or as the visit began)
  // The host page's part.
  bool embedded_ = false;
  bool origin_refused_ = false;  // the address's `origin` was not an origin: channel closed
  // Games whose unreadable slot could not be set aside (another one already is): never saved to.
  std::vector<std::string> unsaved_games_;
  std::string site_url_;
  std::vector<std::string> outbox_;  // messages not yet taken
  bool ready_ = false;               // the first frame was drawn, `ready` queued
  int wanted_height_ = 0;            // as last posted
};

}  // namespace cardavia::app
