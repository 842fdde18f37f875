// Cardavia — the page's services to the table, in the browser (see page_services.h).
//
// Every call reaches `window.cardavia.glue` through EM_ASM / EM_JS, with quoted property names
// (Closure's ADVANCED mode renames unquoted ones). A text coming back is a heap string the glue's
// side allocates (allocateUTF8), returned as a `char*` by an EM_JS function (the pointer type of
// the target: no int cast, so it holds on wasm64 too), copied out and freed here. When the glue
// is missing (its script did not load), reads give "" and writes do nothing: the table still plays.
#include "web/page_services.h"

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <nlohmann/json.hpp>

// clang-format off
EM_JS(char*, cardavia_glue_stored_settings, (), {
  var g = window['cardavia'] && window['cardavia']['glue'];
  var s = g ? g['storedSettings']() : "";
  return s ? allocateUTF8(s) : 0;
});
EM_JS(char*, cardavia_glue_stored_stats, (), {
  var g = window['cardavia'] && window['cardavia']['glue'];
  var s = g && g['storedStats'] ? g['storedStats']() : "";
  return s ? allocateUTF8(s) : 0;
});
EM_JS(char*, cardavia_glue_saved_match, (const char* game), {
  var g = window['cardavia'] && window['cardavia']['glue'];
  var s = g ? g['savedMatch'](UTF8ToString(game)) : "";
  return s ? allocateUTF8(s) : 0;
});
EM_JS(char*, cardavia_page_address, (int which), {
  var l = window.location;
  return allocateUTF8(which === 0 ? (l.search || "") : which === 1 ? (l.hash || "") : l.origin + l.pathname);
});
// clang-format on

namespace cardavia::web {
namespace {

// Takes a heap string from JS (null: none).
std::string take(char* text) {
  if (text == nullptr) return {};
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace

// clang-format off
std::string BrowserPage::stored_settings() { return take(cardavia_glue_stored_settings()); }

std::string BrowserPage::saved_match(std::string_view game) {
  const std::string id(game);
  return take(cardavia_glue_saved_match(id.c_str()));
}

void BrowserPage::save_match(std::string_view game, const std::string& save_json) {
  const std::string id(game);
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g) g['saveMatch'](UTF8ToString($0), UTF8ToString($1));
  }, id.c_str(), save_json.c_str());
}

void BrowserPage::clear_match(std::string_view game) {
  const std::string id(game);
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g) g['clearMatch'](UTF8ToString($0));
  }, id.c_str());
}

bool BrowserPage::set_aside(std::string_view game, const std::string& text) {
  const std::string id(game);
  return EM_ASM_INT({
    var g = window['cardavia'] && window['cardavia']['glue'];
    return g && g['setAside'] && g['setAside'](UTF8ToString($0), UTF8ToString($1)) ? 1 : 0;
  }, id.c_str(), text.c_str()) != 0;
}

std::string BrowserPage::stored_stats() { return take(cardavia_glue_stored_stats()); }

void BrowserPage::save_stats(const std::string& stats_json) {
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g && g['saveStats']) g['saveStats'](UTF8ToString($0));
  }, stats_json.c_str());
}

void BrowserPage::save_settings(const std::string& changed_json) {
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g) g['saveSettings'](UTF8ToString($0));
  }, changed_json.c_str());
}

void BrowserPage::note(const std::string& text, Note kind) {
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g) g['note'](UTF8ToString($0), $1 ? 'problem' : 'info');
    else if ($1) console.warn(UTF8ToString($0));
  }, text.c_str(), kind == Note::Problem ? 1 : 0);
}

void BrowserPage::open_rules(std::string_view game, std::string_view lang) {
  const std::string path = std::string(lang) + "/" + std::string(game) + "/";
  EM_ASM({
    // A moment after the tap (the browser keeps its user activation a few seconds): no popup.
    window.open(new URL(UTF8ToString($0), window.location.href).href, '_blank', 'noopener');
  }, path.c_str());
}

std::string page_query() { return take(cardavia_page_address(0)); }

std::string page_fragment() { return take(cardavia_page_address(1)); }

std::string page_base() { return take(cardavia_page_address(2)); }

void post_to_host(const std::string& message_json) {
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g && g['post']) g['post'](UTF8ToString($0));
  }, message_json.c_str());
}

void set_drag_scroll(bool table_scrolls) {
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g && g['dragScroll']) g['dragScroll']($0 === 1);
  }, table_scrolls ? 1 : 0);
}

void set_mark_place(float x, float y) {
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g && g['markPlace']) g['markPlace']($0, $1);
  }, x, y);
}

void start_glue(const page::PageOptions& options, const std::string& words_json) {
  const std::string json = page::page_options_json(options);
  EM_ASM({
    var c = (window['cardavia'] = window['cardavia'] || {});
    c['options'] = JSON.parse(UTF8ToString($0));
    if (c['glue']) c['glue']['start'](c['options'], JSON.parse(UTF8ToString($1)));
  }, json.c_str(), words_json.c_str());
}
// clang-format on

void send_page_words(const std::string& words_json) {
  EM_ASM({
    var glue = (window['cardavia'] || {})['glue'];
    if (glue && glue['setWords']) glue['setWords'](JSON.parse(UTF8ToString($0)));
  }, words_json.c_str());
}

void PageControlSync::sync(const std::vector<app::table::PageControl>& controls) {
  // What the glue needs of each; sent only when it changed (most frames it does not).
  nlohmann::json list = nlohmann::json::array();
  for (const app::table::PageControl& c : controls) {
    list.push_back({{"id", c.id},
                    {"kind", c.kind == app::table::PageControl::Kind::Input ? "input" : "button"},
                    {"label", c.label},
                    {"text", c.text},
                    {"hint", c.hint},
                    {"primary", c.primary},
                    {"x", static_cast<int>(c.box.min.x)},
                    {"y", static_cast<int>(c.box.min.y)},
                    {"w", static_cast<int>(c.box.width())},
                    {"h", static_cast<int>(c.box.height())}});
  }
  std::string json = list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (json == last_) return;
  last_ = std::move(json);
  // clang-format off
  EM_ASM({
    var g = window['cardavia'] && window['cardavia']['glue'];
    if (g) g['controls'](JSON.parse(UTF8ToString($0)));
  }, last_.c_str());
  // clang-format on
}

}  // namespace cardavia::web
