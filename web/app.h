// Cardavia — the browser front end's one object: everything the page's table keeps between frames,
// made once by main() (web/main.cpp) and never freed (main() is left by the main-loop quirk,
// web/main_loop.cpp). No other global or function-local static of the web front end holds state.
#pragma once

#include <string>

#include "frontend/sdl_platform.h"
#include "frontend/table_frame.h"
#include "app/i18n.h"
#include "app/table_shell.h"
#include "web/language.h"
#include "web/page_services.h"

namespace cardavia::web {

struct App {
  app::Catalog words;  // the current language and the fetched tables (app/i18n.h: i18n reads it)
  frontend::SdlPlatform platform;  // SDL2: the canvas, its WebGL 2 context, the input
  app::TableShell shell;
  BrowserPage page;  // storage and notes, through the page's glue
  PageControlSync controls;
  PageLanguage language;  // <html lang>, the fetched tables, the page's words
  frontend::TableFrame table_frame;  // the fonts, the frames to draw, the frame count
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
