// Cardavia — the shell's part with a host page (shared/spec/embed-api.md, docs/embed.md): the
// channel, the messages the table posts and the commands it runs. The wire format (reading a
// command, writing a message) is page/embed_command.h's; the page's glue (web/page/embed.js)
// carries the text between postMessage and take_messages() / command(). Platform-free: the native
// tests (tests/app/embed_test.cpp) drive it as the browser does.
//
//   the channel   open when embedded (`?embed=1`) and no `origin` was given that is not an origin;
//                 closed, nothing is posted and no command obeyed
//   messages      `ready` after the first frame (first of all), `resize` when the wished height
//                 changes, `match-start` as a match opens, `move`/`round-end`/`match-end` as the
//                 table tells them, `undo` when the person takes a decision back (docs/undo.md), `error` for a bad option or a refused command
//   commands      get-state (the screen as it is now, from the router), new-match, load,
//                 set-settings (for this visit: shown, not kept)
// What a message never carries: a hidden card (a move's text is its log line, written for the
// person), nor the seed of a match in progress (match-start and get-state leave it out; the
// match-end link and get-state's save come once the match is over).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/shell/match_life.h"
#include "app/shell/page_bridge.h"
#include "app/shell/persistence.h"
#include "app/shell/router.h"
#include "app/table/report.h"
#include "imgui.h"
#include "page/embed_command.h"
#include "page/page_options.h"

namespace cardavia::app {

class EmbedBridge {
 public:
  // What the bridge reads and changes: the units' public faces only.
  struct Parts {
    Router& router;
    MatchLife& life;
    PageBridge& page;
    Persistence& persistence;
    table::NewMatch& choices;
    table::Settings& settings;
  };
  explicit EmbedBridge(Parts parts) : p_(parts) {}

  // The address's embed options: the channel, and an `error` for each bad option.
  void open(const page::PageOptions& options);
  bool embedded() const { return p_.router.embedded(); }
  bool channel_open() const { return embedded() && !origin_refused_; }
  void set_site_url(std::string url) { site_url_ = std::move(url); }

  // A posted message's JSON text run if it is a command: "" when it is not ours, else the reply.
  // `now`: the screen as it is now; `last`: the last frame's report (the viewer's round).
  std::string command(std::string_view text, ScreenId now, const table::ScreenReport& last);
  // After each frame: `ready` (the first), `resize`, the table's events.
  void after_frame(ImVec2 display);
  void match_opened(const session::MatchSession& match);
  std::vector<std::string> take_messages();
  // The height (CSS px) the table would like in a frame `width` px wide (the `resize` message).
  static int wanted_height(float width);

 private:
  void post(std::string message);
  Result<nlohmann::json> run(const page::Command& command, ScreenId now, const table::ScreenReport& last);
  nlohmann::json state(ScreenId now, const table::ScreenReport& last) const;

  Parts p_;
  bool origin_refused_ = false;  // the address's `origin` was not an origin: channel closed
  std::string site_url_;
  std::vector<std::string> outbox_;  // messages not yet taken
  bool ready_ = false;               // the first frame was drawn, `ready` queued
  int wanted_height_ = 0;            // as last posted
};

}  // namespace cardavia::app
