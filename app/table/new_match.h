// Cardavia — the new-match sheet: game, players, the computers' level, speed, an optional seed;
// Start in one tap (the choices are remembered, so the next match is one tap too). The game and
// players rows come from the game registry (app/table/games.h): a game without a table yet is
// shown, disabled ("Chkobba · soon"); each game offers only its allowed player counts.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "ai/bot.h"
#include "app/table/settings.h"
#include "app/table/widgets.h"

namespace cardavia::app::table {

// The sheet's choices (remembered between matches while the page is open); the speed is the
// person's setting itself (Settings::speed).
struct NewMatch {
  std::string game = "cabo";
  int players = 3;
  ai::Level level = ai::Level::kNormal;
  char seed_text[24] = "";  // empty: a fresh seed
  bool focus_seed = false;  // the seed field takes the keyboard on the next frame

  // Picks `game` and, when its player count does not fit it, the game's default count.
  void choose_game(const std::string& id);
  // The typed seed, or `fresh` when none is typed.
  std::uint64_t seed_or(std::uint64_t fresh) const;
};

// Draws the sheet in `area` (the screen's safe area). Start and Back are targets that run `start` /
// `back` (between frames).
void draw_new_match(const TableContext& ctx, const Box& area, NewMatch& choices, Settings& settings,
                    std::function<void()> start, std::function<void()> back);

}  // namespace cardavia::app::table
