// Cardavia — Embind functions for the node tests only (linked into cardavia_api, not the site).
//
//   layoutProblems(width: number, height: number) -> string
//       What is wrong with the start screen's layout at that size in CSS px (app/layout.h), one
//       problem a line; "" when nothing overlaps, nothing is cut off and cards are >= 44 px.
#include <emscripten/bind.h>

#include <string>

#include "app/layout.h"

namespace cardavia::web {
namespace {

std::string layout_problems_js(double width, double height) {
  const ImVec2 size(static_cast<float>(width), static_cast<float>(height));
  std::string out;
  for (const std::string& p : app::layout_problems(app::layout_start_screen(size), size))
    out += p + "\n";
  return out;
}

}  // namespace
}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_tests) {
  emscripten::function("layoutProblems", &cardavia::web::layout_problems_js);
}
