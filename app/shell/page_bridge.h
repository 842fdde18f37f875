// Cardavia — the shell's part with the page around it (links-and-saves.md): the page's address
// read once at start, records in (a save's JSON, a replay link, a deal link: load) and out (the
// record at the table, the share). It opens matches and the viewer through MatchLife and moves
// the router for #<game> and #cards; it keeps nothing of its own but the site's address.
//
//   open_address  the address's choices and what it opens: a replay link (the viewer at its step;
//                 a damaged one: a note), a deal link or autostart (started at once, asking first
//                 over an unfinished match), #<game>, #cards
//   load          an unfinished match resumes at the table; a finished one, one written to be read
//                 open, or any record opened at a step, in the viewer; bad input changes nothing
//                 and says why
//   share         the deal link during a match, the replay link once it is over (and in the viewer);
//                 a finished daily deal's words are its spoiler-free line (app/shell/daily.h)
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "app/shell/match_life.h"
#include "app/shell/persistence.h"
#include "app/shell/router.h"
#include "app/table/new_match.h"
#include "core/result.h"
#include "page/page_options.h"

namespace cardavia::app {

class PageBridge {
 public:
  struct Share {
    std::string title;  // "Cabo on Cardavia"
    std::string text;   // the result in words
    std::string link;   // relative: "?game=cabo&seed=…" (a deal link) or "#r=…" (a replay link)
  };

  PageBridge(Router& router, MatchLife& life, Persistence& persistence, table::NewMatch& choices)
      : router_(router), life_(life), persistence_(persistence), choices_(choices) {}

  // The new-match choices and what the address opens (its settings are the shell's to apply).
  void open_address(const page::PageOptions& options);
  // "#cards", "#stats", "#<game>", "#daily-<game>[/YYYY-MM-DD]": false for anything else (nothing
  // changes).
  bool open_route(std::string_view route);
  // A game's daily deal of `date` ("" for today, UTC; app/shell/daily.h): offered as any new match.
  bool open_daily(const std::string& game, const std::string& date);
  // The screen it opened ("play", "replay", "ask"), or what is wrong (nothing changes then).
  Result<std::string> load(std::string_view text, std::optional<std::size_t> step);
  std::string current_record() const;
  // The menu's "Save to a file": the current record with the person's statistics beside it
  // (`"statistics"`, the stored object; an extra field of the save), "" without a record.
  std::string export_file() const;
  std::optional<Share> share() const;

 private:
  Result<std::string> open_record(const MatchRecord& record, std::optional<std::size_t> step);
  // What an offered match became: "ask" when the question holds it, else "play".
  std::string opened() const { return router_.asking() ? "ask" : "play"; }

  Router& router_;
  MatchLife& life_;
  Persistence& persistence_;  // the stored statistics change when a file brings some
  table::NewMatch& choices_;
};

}  // namespace cardavia::app
