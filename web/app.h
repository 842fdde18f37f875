// Cardavia — the browser front end's one object: everything the page's table keeps between frames,
// made once by main() (web/main.cpp) and never freed (main() is left by the main-loop quirk,
// web/main_loop.cpp). No other global or function-local static of the web front end holds state.
#pragma once

#include <string>

#include "app/fonts.h"
#include "app/i18n.h"
#include "app/table_shell.h"
#include "web/language.h"
#include "web/page_services.h"
#include "web/platform_html5.h"

namespace cardavia::web {

// ImGui needs a couple of frames to settle after an input (hover, release, layout).
inline constexpr int kFramesAfterEvent = 3;

struct App {
  app::Catalog words;  // the current language and the fetched tables (app/i18n.h: i18n reads it)
  Html5Platform platform;  // the canvas, its WebGL 2 context, the input
  app::TableShell shell;
  BrowserPage page;  // storage and notes, through the page's glue
  PageControlSync controls;
  PageLanguage language;  // <html lang>, the fetched tables, the page's words
  app::Fonts fonts;
  float font_ratio = 0.0f;  // pixel ratio the font atlas was built for
  int frames_to_draw = kFramesAfterEvent;
  int frames_drawn = 0;
  int release_frame = 0;  // the frame that handed ImGui the pointer's last release (0: none yet)
  int drag_scroll = -1;  // embedded: the last touch-action told the page (-1: none yet)
  std::string mark_slot = "?";  // … and where the mark was last put ("": the page's corner)
  bool match_running = false;  // what the page was last told (report_match_running)
};

// The running App, for the functions the page calls between frames (Module.tableAct and the
// others, web/table_page.h; Module.tableLoadLanguage, web/language.h). Embind binds free
// functions, which take no context: this one pointer is how they reach main()'s App — the only
// pointer of its kind. nullptr until main() has made the App and attached the shell (the page's
// boot script may call before: such calls do nothing, or wait, as each says).
App* running_app();
// main(), once, when the App is ready for the page's calls.
void set_running_app(App* app);

}  // namespace cardavia::web
