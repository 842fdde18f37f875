// Cardavia — the page's side of the table's language (see language.h).
#include "web/language.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "app/i18n.h"
#include "app/page_services.h"
#include "app/shell/stored_language.h"
#include "app/table/words.h"
#include "web/app.h"

namespace cardavia::web {
namespace {

// A short text from the page (the `lang` URL option, or the browser's languages, comma-separated):
// the script writes at most `size` bytes; "" when it has nothing.
template <std::size_t N>
std::string from_page(char (&buffer)[N], int which) {
  // clang-format off
  EM_ASM({
    var text = "";
    try {
      text = $2 === 0 ? (new URLSearchParams(window.location.search).get("lang") || "")
                      : (navigator.languages || [navigator.language || ""]).join(",");
    } catch (e) { text = ""; }
    stringToUTF8(text, $0, $1);
  }, buffer, N, which);
  // clang-format on
  return buffer;
}

std::optional<std::string> present(std::string text) {
  if (text.empty()) return std::nullopt;
  return text;
}

// Module.tableLoadLanguage(code, text, sans, sansBold, serifBold): the table and the language's
// glyphs in each face (Uint8Arrays). An Embind function takes no context, so it reaches the App
// through the one pointer to it (web/app.h); before main() made it, nothing. The glyphs go to the
// frame's fonts only with a table that reads (the next frame draws both).
// (Bytes arrive as std::basic_string<unsigned char>, which Embind fills from a Uint8Array as it
// is: no JS array walked value by value, no emscripten::val.)
using Bytes = std::basic_string<unsigned char>;
std::string table_load_language(const std::string& code, const std::string& text, const Bytes& sans,
                                const Bytes& sans_bold, const Bytes& serif_bold) {
  App* app = running_app();
  if (app == nullptr) return "the table has not started";
  std::string problem = app->language.load(code, text);
  if (problem.empty()) {
    const auto bytes = [](const Bytes& b) { return std::vector<unsigned char>(b.begin(), b.end()); };
    app->table_frame.add_glyphs({bytes(sans), bytes(sans_bold), bytes(serif_bold)});
  }
  return problem;
}

}  // namespace

std::string visit_language(app::PageServices& page) {
  char url[32] = {}, browser[256] = {};
  std::vector<std::string> browser_languages;
  // The browser's list, comma-separated (no <sstream>: see core/text_out.h for why).
  const std::string list = from_page(browser, 1);
  for (std::size_t start = 0; start < list.size();) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    browser_languages.emplace_back(list.substr(start, comma - start));
    start = comma + 1;
  }
  return app::choose_language(present(from_page(url, 0)), app::stored_language(page), browser_languages);
}

std::string PageLanguage::load(const std::string& code, const std::string& text) {
  std::string problem = app::load_language(code, text);
  if (problem.empty()) arrived_ = words_due_ = true;
  return problem;
}

void PageLanguage::fetch(const std::string& code) {
  if (app::language_ready(code) || !app::has_language(code) || !asked_.insert(code).second) return;
  // clang-format off
  // The table and its glyphs in each face (app/fonts.h), all or none.
  EM_ASM({
    var code = UTF8ToString($0);
    var warn = function(why) { console.warn('Cardavia: the ' + code + ' texts did not load (' + why + '); the table stays in English'); };
    var get = function(name, binary) {
      return fetch('i18n/' + code + name).then(function(r) {
        if (!r.ok) throw new Error('HTTP ' + r.status + ' for ' + code + name);
        return binary ? r.arrayBuffer().then(function(b) { return new Uint8Array(b); }) : r.text();
      });
    };
    Promise.all([get('.json', false), get('.sans.ttf', true), get('.sans-bold.ttf', true), get('.serif-bold.ttf', true)])
      .then(function(got) {
        var problem = Module['tableLoadLanguage'](code, got[0], got[1], got[2], got[3]);
        if (problem) warn(problem);
      })
      .catch(function(e) { warn(e && e.message ? e.message : String(e)); });
  }, code.c_str());
  // clang-format on
}

bool PageLanguage::take_arrival() {
  const bool arrived = arrived_;
  arrived_ = false;
  return arrived;
}

void PageLanguage::follow(const std::string& code) {
  if (code != followed_) {
    fetch(code);
    followed_ = code;
    words_due_ = true;
    // <html lang>: remembering a language is the shell's (a pick changes Settings.lang and is
    // kept through PageServices::save_settings; the visit's language, the browser's or a host's
    // set-settings, is shown and never written).
    // clang-format off
    EM_ASM({ document.documentElement.lang = UTF8ToString($0); }, code.c_str());
    // clang-format on
  }
  if (!words_due_) return;
  // The words in the language the frame just drew in (the shell set it from the same settings).
  words_due_ = false;
  send_page_words(app::table::page_words_json());
}

}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_language) {
  emscripten::function("tableLoadLanguage", &cardavia::web::table_load_language);
}
