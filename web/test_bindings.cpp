// Cardavia — Embind functions for the node tests only (linked into cardavia_api, not the site).
//
//   layoutProblems(width: number, height: number) -> string
//       What is wrong with the start screen's layout at that size in CSS px (app/layout.h), one
//       problem a line; "" when nothing overlaps, nothing is cut off and cards are >= 44 px.
//   tableGames() -> string
//       The game registry (app/table/games.h) as JSON: [{id, players: [2, 3, 4, 5], default,
//       clockwise, playable}], so the tests sweep every game with a table at its player counts.
//   tableLayoutProblems(game: string, width, height, players, clockwise: boolean) -> string
//       The same as layoutProblems for a game table (app/table/table_layout.h) with that game's
//       hands (Cabo: 2×2 cards per opponent, 4 in a row for the human), seated in the direction
//       given; piles must fit the centre too; with the log as it opens and folded away (those lines
//       start "log folded: "). "unknown game" for an id the registry lacks.
#include <emscripten/bind.h>

#include <string>

#include "app/layout.h"
#include "app/table/games.h"
#include "app/table/table_layout.h"

namespace cardavia::web {
namespace {

std::string layout_problems_js(double width, double height) {
  const ImVec2 size(static_cast<float>(width), static_cast<float>(height));
  std::string out;
  for (const std::string& p : app::layout_problems(app::layout_start_screen(size), size))
    out += p + "\n";
  return out;
}

std::string table_games_js() {
  std::string out = "[";
  for (const app::table::GameEntry& g : app::table::table_games()) {
    if (out.size() > 1) out += ",";
    out += std::string("{\"id\":\"") + g.id + "\",\"players\":[";
    bool first = true;
    for (const int n : g.player_counts) {
      if (n == 0) break;
      out += (first ? "" : ",") + std::to_string(n);
      first = false;
    }
    out += "],\"default\":" + std::to_string(g.default_players) +
           ",\"clockwise\":" + (g.clockwise ? "true" : "false") +
           ",\"playable\":" + (g.playable() ? "true" : "false") + "}";
  }
  return out + "]";
}

std::string table_layout_problems_js(const std::string& game, double width, double height,
                                     int players, bool clockwise) {
  const app::table::GameEntry* entry = app::table::find_table_game(game);
  if (entry == nullptr) return "unknown game\n";
  const ImVec2 size(static_cast<float>(width), static_cast<float>(height));
  std::string out;
  // With the log as it opens, and folded away (a wide screen's side panel).
  for (const bool folded : {false, true})
    for (const std::string& p : app::table::table_layout_problems(
             app::table::layout_table(size, players, clockwise, entry->shape, folded), size))
      out += (folded ? "log folded: " : "") + p + "\n";
  return out;
}

}  // namespace
}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_tests) {
  emscripten::function("layoutProblems", &cardavia::web::layout_problems_js);
  emscripten::function("tableGames", &cardavia::web::table_games_js);
  emscripten::function("tableLayoutProblems", &cardavia::web::table_layout_problems_js);
}
