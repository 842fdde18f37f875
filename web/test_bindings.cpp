// Cardavia — Embind functions for the node tests only (linked into cardavia_api, not the site).
//
//   layoutProblems(width: number, height: number) -> string
//       What is wrong with the start screen's layout at that size in CSS px (app/layout.h), one
//       problem a line; "" when nothing overlaps, nothing is cut off and cards are >= 44 px.
//   tableLayoutProblems(width: number, height: number, players: number, clockwise: boolean) -> string
//       The same for a game table (app/table/table_layout.h) of 2-5 players with Cabo's hands
//       (2×2 cards per opponent, 4 in a row for the human); piles must fit the centre too.
#include <emscripten/bind.h>

#include <string>

#include "app/layout.h"
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

std::string table_layout_problems_js(double width, double height, int players, bool clockwise) {
  const ImVec2 size(static_cast<float>(width), static_cast<float>(height));
  const app::table::SeatShape cabo{2, 2, 4};
  std::string out;
  for (const std::string& p : app::table::table_layout_problems(
           app::table::layout_table(size, players, clockwise, cabo), size))
    out += p + "\n";
  return out;
}

}  // namespace
}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_tests) {
  emscripten::function("layoutProblems", &cardavia::web::layout_problems_js);
  emscripten::function("tableLayoutProblems", &cardavia::web::table_layout_problems_js);
}
