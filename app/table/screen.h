// Cardavia — what the shell hosts while a match runs: one screen per game, behind one interface,
// plus the new-match choices every game shares. The shell (app/table_shell.cpp) opens the
// new-match sheet when a game's tile is tapped and hands the choices to make_screen().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "app/fonts.h"
#include "app/palette.h"
#include "app/table/pacing.h"
#include "app/table/widgets.h"

namespace cardavia::app::table {

// The choices of the new-match sheet (remembered between matches while the page is open).
struct NewMatch {
  std::string game = "cabo";
  int players = 3;
  ai::Level level = ai::Level::kNormal;
  Speed speed = Speed::Normal;
  char seed_text[24] = "";  // empty: a fresh seed
};

// What the page may want to know about the screen (the browser test reads it).
struct ScreenReport {
  const char* screen = "start";  // start, setup, play, reveal, over
  std::string prompt;
  std::vector<Target> targets;
  // For the menu's test: the hand cards drawn face up ("own:1", "seat:2:0"), those of them marked
  // by the memory aid, and the settings in effect ("speed=fast aid=on reduced=off").
  std::vector<std::string> faces;
  std::vector<std::string> marks;
  std::string settings;
  std::string motion;  // cards in the air this frame: "travel", "fade" (reduced motion) or ""
};

class TableScreen {
 public:
  virtual ~TableScreen() = default;
  // One frame over `display` (CSS px); the felt is already drawn.
  virtual void draw(const Fonts& fonts, const Palette& palette, ImVec2 display,
                    ScreenReport& report) = 0;
  // Something moves, a computer thinks or a timer runs: keep drawing frames.
  virtual bool wants_frames() const = 0;
  // The player left the match (back to the start screen).
  virtual bool closed() const = 0;
};

// The screen of `choices.game` (nullptr for a game without a table yet). `seed` is used when the
// seed text is empty.
std::unique_ptr<TableScreen> make_screen(const NewMatch& choices, std::uint64_t fresh_seed,
                                         const Pacing& pacing);

// The new-match sheet. Returns true when Start was tapped; `cancelled` when Back was.
bool draw_new_match(const TableContext& ctx, ImVec2 display, NewMatch& choices, bool& cancelled);

}  // namespace cardavia::app::table
