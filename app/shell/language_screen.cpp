// Cardavia — the language picker over the start screen (start:language opens it; a pick or its
// Close comes back). The picker itself is the framework's (app/table/language_picker.h): the
// match table's ☰ menu opens the same one.
#include "app/shell/screens.h"
#include "app/table/language_picker.h"

namespace cardavia::app {

void draw_language_screen(const ShellFrame& frame) {
  Router& router = frame.parts.router;
  table::begin_screen_window("##language", frame.screen.size);
  const table::TableContext ctx = frame.context();
  ctx.dl->AddRectFilled(ImVec2(0, 0), frame.screen.size, with_alpha(frame.palette.shadow, 0.45f));
  table::draw_language_picker(ctx, frame.screen.safe, frame.parts.settings, go_to(router, ScreenId::Start));
  ImGui::End();
}

}  // namespace cardavia::app
