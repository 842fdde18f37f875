// Cardavia — the page's side of the table's language (spec/site.md "Languages"): which language
// a visit starts in, and the page following the table's current one.
//
//   shell.settings().lang = visit_language();   at start: the `lang` URL option, else the saved
//                                               choice, else navigator.languages, else English
//   language.fetch(code)                        a language whose table the build did not embed
//                                               (all but English, app/CMakeLists.txt): the page
//                                               fetches i18n/<code>.json and the language's own
//                                               glyphs (i18n/<code>.<face>.ttf: app/fonts.h) once
//                                               a visit and hands them to Module.tableLoadLanguage
//                                               (language.load; the glyphs to the frame's fonts)
//   language.take_arrival()                     true once after a table came in: the loop must
//                                               draw again (an idle table draws nothing)
//   language.follow(shell.settings().lang)      after each frame: <html lang> follows, and the
//                                               page's words (table::page_words_json) are sent
//                                               to the glue when the language or its table
//                                               changed — not every frame (a language the player
//                                               picks is remembered by the shell,
//                                               TableShell::set_visit_language)
//
// A file that does not arrive or does not read (app::load_language's checks) leaves the
// language English, with a console warning.
//
// The saved choice is the `lang` field of the settings object the rules pages and the table share
// (localStorage["cardavia.v1.settings"]), asked of the page's storage (web/page/storage.js,
// glue.storedSettings: the only script that touches localStorage). The choosing itself is
// app::choose_language (app/i18n.h), tested natively.
#pragma once

#include <set>
#include <string>

#include "app/page_services.h"

namespace cardavia::web {

// The page asked for the saved choice (PageServices::stored_settings).
std::string visit_language(app::PageServices& page);

// What the page knows of the table's language, owned by main()'s App (web/app.h).
class PageLanguage {
 public:
  void fetch(const std::string& code);
  // Module.tableLoadLanguage(code, text): the fetched file, checked; "" when it is in place, else
  // what is wrong with it (the page warns; the language stays English).
  std::string load(const std::string& code, const std::string& text);
  bool take_arrival();
  void follow(const std::string& code);

 private:
  std::set<std::string> asked_;  // fetched once a visit, whatever the answer
  std::string followed_;         // the language the page last showed ("": none yet)
  bool arrived_ = false;         // a table came in since the loop last looked
  bool words_due_ = false;       // … and the page's words have not been sent in it yet
};

}  // namespace cardavia::web
