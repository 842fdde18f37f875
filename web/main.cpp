// Cardavia — the browser front end: WebGL2 + Dear ImGui around app/TableShell, on the browser's
// own events (web/platform_html5.h: no SDL).
//
// The frame reads top to bottom: events → (skip if nothing changed) → fonts for the pixel ratio
// → new frame → draw the table → render → tell the page (the frame count, the report, whether a
// match runs). The page's safe-area insets reach the shell between frames (Module.setSafeArea,
// web/table_page.h). When nothing changes the loop still wakes at each display refresh but draws
// nothing, so an idle table costs (almost) no battery.
//
// High-DPI: the canvas is sized by CSS (shell.html); the platform keeps its pixel size at CSS
// size × devicePixelRatio, again at each resize. ImGui works in CSS pixels
// (DisplayFramebufferScale carries the ratio) and the fonts are rasterised at the ratio
// (app/fonts.h).
#include <GLES3/gl3.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
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

  // Step 1. Events (the platform took them in as they came): any of them means the screen may
  // change.
  if (a.platform.take_wake()) a.frames_to_draw = kFramesAfterEvent;
  // A language's table that came in (web/language.h) redraws the table in it.
  if (a.language.take_arrival()) a.frames_to_draw = kFramesAfterEvent;
  // An intent queued from the page between frames (Module.tableAct) wakes the loop too.
  if (a.shell.wants_frames()) a.frames_to_draw = std::max(a.frames_to_draw, 1);
  // A timer of the table ran out (a banner's end, a computer's pause): one frame, in which the
  // table moves on. ImGui's time is the last frame's; the next frame's step adds what passed since.
  if (ImGui::GetTime() + a.platform.seconds_since_frame() >= a.shell.wake_at())
    a.frames_to_draw = std::max(a.frames_to_draw, 1);
  if (a.frames_to_draw <= 0) {  // nothing changed: keep the last picture
    tell_host(a);
    return;
  }
  --a.frames_to_draw;

  // Step 2. Fonts at the current pixel ratio (first frame, or the window moved to a new screen).
  const float ratio = a.platform.pixel_ratio();
  if (ratio != a.font_ratio) {
    a.fonts = app::load_fonts(ratio);
    if (a.font_ratio != 0.0f) {  // on the first frame NewFrame() creates the texture itself
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    a.font_ratio = ratio;
  }

  // Step 3. A new ImGui frame and the table.
  ImGui_ImplOpenGL3_NewFrame();
  const int releases_before = a.platform.releases_applied();
  if (a.platform.new_frame(ImGui::GetIO())) a.frames_to_draw = kFramesAfterEvent;  // more input waits
  // A release in this frame: a tapped button fires now, its intent runs in the next frame's tick.
  if (a.platform.releases_applied() != releases_before) a.release_frame = a.frames_drawn + 1;
  ImGui::NewFrame();
  a.shell.draw(a.fonts, ImGui::GetIO().DisplaySize);
  ImGui::Render();
  // A match that moves or thinks keeps the loop drawing; an idle one lets it rest.
  if (a.shell.wants_frames()) a.frames_to_draw = std::max(a.frames_to_draw, 1);

  // Step 4. Render into the canvas (the browser shows it when this frame's callback returns).
  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.02f, 0.12f, 0.08f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

  // Step 5. Tell the page: the frame (tests wait for the first), its controls, the report.
  report_frame(++a.frames_drawn, std::isfinite(a.shell.wake_at()), a.release_frame);
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
  // Embedded, a vertical swipe on the felt scrolls the host page (web/platform_html5.h).
  const std::string failed = app->platform.start(options.embed);
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
  ImGui_ImplOpenGL3_Init("#version 300 es");

  run_main_loop(frame, app);
  return 0;
}
