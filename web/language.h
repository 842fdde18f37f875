// Cardavia — the page's side of the table's language (spec/site.md "Languages"): which language
// a visit starts in, and the page following the table's current one.
//
//   shell.settings().lang = visit_language();   at start: the `lang` URL option, else the saved
//                                               choice, else navigator.languages, else English
//   follow_language(shell.settings().lang);     after each frame: <html lang> follows (a
//                                               language the player picks is remembered by the
//                                               shell, TableShell::set_visit_language)
//   fetch_language(code)                        a language whose table the build did not embed
//                                               (all but English, app/CMakeLists.txt): the page
//                                               fetches i18n/<code>.json once and hands it to
//                                               Module.tableLoadLanguage; follow_language asks
//   take_language_arrival()                     true once after a table came in: the loop must
//                                               draw again (an idle table draws nothing)
//
// A file that does not arrive or does not read (app::load_language's checks) leaves the
// language English, with a console warning.
//
// The saved choice is the `lang` field of localStorage["cardavia.v1.settings"], the JSON object
// the rules pages and the table share (its other fields are kept as they are). The choosing
// itself is app::choose_language (app/i18n.h), tested natively.
#pragma once

#include <string>

namespace cardavia::web {

std::string visit_language();
void follow_language(const std::string& code);
void fetch_language(const std::string& code);
bool take_language_arrival();

}  // namespace cardavia::web
