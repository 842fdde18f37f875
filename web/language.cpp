// Cardavia — the page's side of the table's language (see language.h).
#include "web/language.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <optional>
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

void follow_language(const std::string& code) {
  static std::string followed;  // the language the page last showed
  if (code == followed) return;
  const bool picked = !followed.empty();  // not the visit's first language: the player chose it
  followed = code;
  // clang-format off
  EM_ASM({
    var code = UTF8ToString($0);
    document.documentElement.lang = code;
    if (!$1) return;
    try {
      var key = 'cardavia.v1.settings';
      var saved = JSON.parse(window.localStorage.getItem(key) || '{}');
      if (!saved || typeof saved !== 'object' || Array.isArray(saved)) saved = {};
      saved.lang = code;
      window.localStorage.setItem(key, JSON.stringify(saved));
    } catch (e) { /* not remembered this visit (private mode, a full quota) */ }
  }, code.c_str(), picked ? 1 : 0);
  // clang-format on
}

}  // namespace cardavia::web
