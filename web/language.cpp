// Cardavia — the page's side of the table's language (see language.h).
#include "web/language.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <optional>
#include <set>
#include <vector>

#include "app/i18n.h"

namespace cardavia::web {
namespace {

// A short text from the page (a language code, or a comma-separated list of them): the script
// writes at most `size` bytes; "" when it has nothing.
template <std::size_t N>
std::string from_page(char (&buffer)[N], int which) {
  // clang-format off
  EM_ASM({
    var text = '';
    try {
      if ($2 === 0) {
        text = new URLSearchParams(window.location.search).get('lang') || '';
      } else if ($2 === 1) {
        var saved = JSON.parse(window.localStorage.getItem('cardavia.v1.settings') || '{}');
        text = saved && typeof saved.lang === 'string' ? saved.lang : '';
      } else {
        text = (navigator.languages || [navigator.language || '']).join(',');
      }
    } catch (e) { text = ''; }  // blocked storage, a broken saved object: nothing saved
    stringToUTF8(text, $0, $1);
  }, buffer, N, which);
  // clang-format on
  return buffer;
}

std::optional<std::string> present(std::string text) {
  if (text.empty()) return std::nullopt;
  return text;
}

bool g_language_arrived = false;  // a table came in since the loop last looked

// Module.tableLoadLanguage(code, text): the fetched file, checked; "" when it is in place, else
// what is wrong with it (the page warns; the language stays English).
std::string table_load_language(const std::string& code, const std::string& text) {
  std::string problem = app::load_language(code, text);
  if (problem.empty()) g_language_arrived = true;
  return problem;
}

}  // namespace

std::string visit_language() {
  char url[32] = {}, saved[32] = {}, browser[256] = {};
  std::vector<std::string> browser_languages;
  // The browser's list, comma-separated (no <sstream>: see core/text_out.h for why).
  const std::string list = from_page(browser, 2);
  for (std::size_t start = 0; start < list.size();) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    browser_languages.emplace_back(list.substr(start, comma - start));
    start = comma + 1;
  }
  return app::choose_language(present(from_page(url, 0)), present(from_page(saved, 1)),
                              browser_languages);
}

void fetch_language(const std::string& code) {
  static std::set<std::string> asked;  // once a visit, whatever the answer
  if (app::language_ready(code) || !app::has_language(code) || !asked.insert(code).second) return;
  // clang-format off
  EM_ASM({
    var code = UTF8ToString($0);
    var warn = function(why) { console.warn('Cardavia: the ' + code + ' texts did not load (' + why + '); the table stays in English'); };
    fetch('i18n/' + code + '.json')
      .then(function(r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.text(); })
      .then(function(text) {
        var problem = Module['tableLoadLanguage'](code, text);
        if (problem) warn(problem);
      })
      .catch(function(e) { warn(e && e.message ? e.message : String(e)); });
  }, code.c_str());
  // clang-format on
}

bool take_language_arrival() {
  const bool arrived = g_language_arrived;
  g_language_arrived = false;
  return arrived;
}

void follow_language(const std::string& code) {
  static std::string followed;  // the language the page last showed
  if (code == followed) return;
  fetch_language(code);
  followed = code;
  // Only <html lang>: remembering a language is the shell's (a pick changes Settings.lang and is
  // kept through PageServices::save_settings; the visit's language, the browser's or a host's
  // set-settings, is shown and never written).
  // clang-format off
  EM_ASM({ document.documentElement.lang = UTF8ToString($0); }, code.c_str());
  // clang-format on
}

}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_language) {
  emscripten::function("tableLoadLanguage", &cardavia::web::table_load_language);
}
