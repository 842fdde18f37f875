// Cardavia — the page's URL options: the one parser of the table page's address, its query string
// and its fragment (shared/spec/embed-api.md's options table; links-and-saves.md's `#<game>`,
// `#r=PAYLOAD[&step=N]` and deal links `?game=G&seed=S[&players=N&level=L]`). The page, the embed
// glue and the languages work all read the address through it; an option added later is added
// here, with its test in tests/page/.
//
// Platform-free (no browser, no ImGui, no clock): the page hands it `location.search` and
// `location.hash` as text (web/main.cpp), the native tests and the fuzz target
// (fuzz/page_options_fuzz.cpp) hand it anything at all.
//
//   query option  values                                  field
//   embed         1                                       embed
//   game          cabo chkobba cucu (SiteGames::known)    game
//   players       the game's counts (allows_players)      players
//   level         easy normal hard                        level
//   seed          decimal, 0 … 2^64−1                     seed
//   autostart     1                                       autostart
//   lang          en uk ru fr es it                       lang
//   speed         slow normal fast instant                speed
//   motion        reduce full                             reduced_motion (true / false)
//   contrast grain temperature   0 … 100                  contrast, grain, temperature
//   suits         2 4                                     four_colour (false / true)
//   sound         on off                                  sound (true / false; embedded, off
//                                                         unless given: visit_settings)
//   origin        http(s)://host[:port], lowercase        origin
//   undo          on off                                  undo (true / false): btn:undo offered
//                                                         (default: on, off when embedded)
//   fragment      #cabo #chkobba #cucu (known games), #cards, #r=PAYLOAD[&step=N][&review=1][&play=1]
//
// What it never does: stop on a bad value. A value that is not allowed is left out (the default
// applies) and `bad` gets an entry naming the option — the page warns in the console, and the
// embed glue posts it as an `error` message with code "bad-option". An option given twice keeps
// its first value (as URLSearchParams.get does) and the repeat is a bad option. Names this parser
// does not know (a host's own `utm_source`) are left alone without a word. `players` is checked
// against the game given, else the default game (`cabo`: the new-match sheet's first choice and
// the embed default). The replay payload is not decoded here: the link codec does that, and says
// what is wrong with it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cardavia::page {

// One option the page could not use.
struct BadOption {
  std::string option;  // its name, as given ("players", "step")
  std::string value;   // as given (percent-decoded), cut to 40 bytes
  std::string why;     // in words: what the option takes
};

// What the fragment asks for.
enum class Route {
  None,    // no fragment, or one that names nothing of ours
  Game,    // #cabo: that game's new-match sheet
  Cards,   // #cards: the card sheet
  Replay,  // #r=PAYLOAD[&step=N]: the record in the replay viewer
  Daily,   // #daily-cabo: today's daily deal of the game; #daily-cabo/2026-12-01: that day's
  Stats,   // #stats: the person's statistics
};

struct PageOptions {
  // [SECTION] The query string
  bool embed = false;
  std::optional<std::string> game;
  std::optional<int> players;
  std::optional<std::string> level;
  std::optional<std::uint64_t> seed;
  bool autostart = false;
  std::optional<std::string> lang;
  std::optional<std::string> speed;
  std::optional<bool> reduced_motion;  // motion=reduce: true; motion=full: false
  std::optional<int> contrast;
  std::optional<int> grain;
  std::optional<int> temperature;
  std::optional<bool> four_colour;  // suits=4: true; suits=2: false
  std::optional<bool> sound;        // sound=on: true; sound=off: false
  std::optional<std::string> origin;
  std::optional<bool> undo;  // undo=on: true; undo=off: false (docs/undo.md)
  // `origin` was given but is not an origin: the host channel is closed (embed-api.md) — the
  // table posts nothing and obeys no command, whatever else the address says.
  bool origin_refused = false;

  // [SECTION] The fragment
  Route route = Route::None;
  std::string route_game;           // Route::Game, Route::Daily: the game's id
  std::string daily_date;           // Route::Daily: "YYYY-MM-DD", or "" for today (UTC)
  std::string replay;               // Route::Replay: the payload, unchecked
  std::optional<std::size_t> step;  // Route::Replay: `&step=N`
  bool review = false;              // Route::Replay: `&review=1`, the viewer in review mode
  // Route::Replay: `&play=1`, an unfinished match resumed at the table (as the Open sheet and the
  // embed API's load do), not shown in the viewer: how an embedded table whose frame can keep
  // nothing hands its match to a new tab of the site (docs/embed.md). No effect with a `step`.
  bool play = false;

  // In the order met, but players last (it is judged once the game is known); at most
  // kMaxBadOptions.
  std::vector<BadOption> bad;

  // The site's default game (SiteGames::default_game, the chooser's first), as parsed with.
  std::string default_game;

  // The game a match would be of: the `game` option, else in embed mode the default game.
  std::optional<std::string> match_game() const;
  // A match starts at once: a game (match_game) with a seed — a deal link — or with autostart=1.
  bool starts_match() const;
};

// What the parser asks of the site's games (app/table/games.h answers in the page; page/site_games.h
// from core's registry alone, for the fuzz targets and the tests).
struct SiteGames {
  std::function<bool(std::string_view game)> known;
  std::function<bool(std::string_view game, int players)> allows_players;
  std::string default_game;  // the first game added: the chooser's first
  // The games in the chooser's order, for messages: all but the last ("cabo, chkobba"), the last.
  std::string ids;
  std::string last_id;

  // Appends a game (the first also becomes default_game).
  void add_id(std::string_view id);
  // "cabo, chkobba or cucu": what a bad game is told it may be.
  std::string ids_text() const;
};

inline constexpr std::size_t kMaxBadOptions = 16;  // a hostile address cannot flood the console

// Reads `query` (with or without its leading "?") and `fragment` (with or without "#").
PageOptions parse_page_options(std::string_view query, std::string_view fragment,
                               const SiteGames& games);

// The options as JSON text for the page's glue (`window.cardavia.options`): every field that was
// given, the seed as a decimal string, the route, and `bad` as [{option, value, why}].
std::string page_options_json(const PageOptions& options);

// `%XX` escapes and "+" (a space) decoded, as a query string's names and values are written;
// nullopt when an escape is cut or not hexadecimal.
std::optional<std::string> percent_decode(std::string_view text);

}  // namespace cardavia::page
