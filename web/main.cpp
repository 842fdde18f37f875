// Cardavia — the browser front end: SDL2 + WebGL2 + Dear ImGui around app/TableShell (the platform
// is the desktop window's too: frontend/sdl_platform.h).
//
// The frame reads top to bottom: the table's frame, shared with the desktop window
// (frontend/table_frame.h: events → (skip if nothing changed) → fonts for the pixel ratio → new
// frame → draw the table → render) → tell the page (the frame count, the report, whether a match
// runs). The page's safe-area insets reach the shell between frames (Module.setSafeArea,
// web/table_page.h). When nothing changes the loop still wakes at each display refresh but draws
// nothing, so an idle table costs (almost) no battery.
//
// High-DPI: the canvas is sized by CSS (shell.html); SDL keeps its pixel size at CSS size ×
// devicePixelRatio, again at each resize. ImGui works in CSS pixels
// (DisplayFramebufferScale carries the ratio) and the fonts are rasterised at the ratio
// (app/fonts.h).
#include <emscripten/emscripten.h>

#include <cmath>
#include <optional>
#include <string>

#include "imgui.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "page/page_options.h"
#include "web/app.h"
#include "web/main_loop.h"
#include "web/page.h"
#include "web/table_page.h"

namespace cardavia::web {

// The one pointer to main()'s App (web/app.h says why there is one).
namespace {
App* g_running_app = nullptr;
}  // namespace

App* running_app() { return g_running_app; }
void set_running_app(App* app) { g_running_app = app; }

namespace {

// The shell's messages for a host page (the embed API), handed to the glue to post; embedded,
// the canvas's touch-action follows what the frame shows (web/page/embed.js).
void tell_host(App& a) {
  for (const std::string& message : a.shell.take_messages()) post_to_host(message);
  if (!a.shell.embedded()) return;
  const cardavia::app::table::ScreenReport& report = a.shell.report();
  const int drag = report.drag_scroll ? 1 : 0;
  if (drag != a.drag_scroll) {
    a.drag_scroll = drag;
    set_drag_scroll(drag == 1);
  }
  // The slot's centre, or none ("").
  std::optional<ImVec2> centre;
  if (report.mark_slot) {
    const cardavia::app::Box& b = *report.mark_slot;
    centre = ImVec2((b.min.x + b.max.x) * 0.5f, (b.min.y + b.max.y) * 0.5f);
  }
  const std::string slot = centre ? std::to_string(static_cast<int>(centre->x)) + "," +
                                        std::to_string(static_cast<int>(centre->y))
                                  : std::string();
  if (slot != a.mark_slot) {
    a.mark_slot = slot;
    if (centre)
      set_mark_place(centre->x, centre->y);
    else
      set_mark_place(-1, -1);
  }
}

void frame(void* user) {
  App& a = *static_cast<App*>(user);
  // Steps 1–4 (frontend/table_frame.h); a language's table that came in (web/language.h) redraws
  // the table in it. The browser shows the picture when this callback returns.
  if (!a.table_frame.run(a.platform, a.shell, a.language.take_arrival())) {
    tell_host(a);  // nothing changed: the last picture stays
    return;
  }

  // Step 5. Tell the page: the frame (tests wait for the first), its controls, the report.
  report_frame(a.table_frame.frames_drawn, std::isfinite(a.shell.wake_at()), a.table_frame.release_frame);
  a.controls.sync(a.shell.report().controls);
  report_table(a.shell.report());
  // <html lang> and, when the language or its table changed, the page's words.
  a.language.follow(a.shell.settings().lang);
  tell_host(a);
  const session::MatchSession* match = a.shell.match();
  const bool running = match != nullptr && !match->over();
  if (running != a.match_running) {
    a.match_running = running;
    report_match_running(running);
  }
}

}  // namespace
}  // namespace cardavia::web

int main(int, char**) {
  using namespace cardavia::web;
  // Heap-allocated and never freed: main() is left by the main-loop quirk (web/main_loop.cpp).
  auto* app = new App();
  cardavia::app::use_catalog(&app->words);  // tr() and the others read the App's words from here on
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing to save: the web build has no filesystem
  io.LogFilename = nullptr;
  // The settings: the browser's wish, then what the person chose before (the page's storage),
  // then the address's options for this visit; then what the address opens.
  app->shell.settings().reduced_motion = prefers_reduced_motion();
  const cardavia::page::PageOptions options = cardavia::page::parse_page_options(
      page_query(), page_fragment(), cardavia::app::table::site_games());
  // Embedded, a vertical swipe on the felt scrolls the host page (frontend/sdl_platform.h).
  const std::string failed = app->platform.start({.embedded = options.embed});
  if (!failed.empty()) {
    report_failure(failed.c_str());
    return 1;
  }
  start_glue(options, cardavia::app::table::page_words_json());
  app->shell.set_site_url(page_base());
  app->shell.attach_page(&app->page);
  app->shell.open_address(options);
  // The visit's language is shown, not kept: only a language the person picks is written.
  app->shell.set_visit_language(visit_language(app->page));
  app->language.fetch(app->shell.settings().lang);  // on its way while the first frames draw
  attach_app(app);

  run_main_loop(frame, app);
  return 0;
}
