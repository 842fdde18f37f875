// Cardavia — the table's few words with the page (see table_page.h).
#include "web/table_page.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <optional>
#include <string>

namespace cardavia::web {
namespace {

app::TableShell* g_shell = nullptr;  // the page's one table (main.cpp's App, never freed)

app::Insets g_insets;  // the page's last word on them

bool table_act(const std::string& id) { return g_shell != nullptr && g_shell->act(id); }

void table_focus(const std::string& id) {
  if (g_shell != nullptr) g_shell->set_focus(id);
}

std::string table_describe() { return g_shell != nullptr ? g_shell->describe() : std::string(); }

void set_safe_area(double top, double right, double bottom, double left) {
  g_insets = app::Insets{static_cast<float>(top), static_cast<float>(right),
                         static_cast<float>(bottom), static_cast<float>(left)};
  if (g_shell != nullptr) g_shell->set_safe_insets(g_insets);
}

std::string table_record() { return g_shell != nullptr ? g_shell->current_record() : std::string(); }

std::string table_load(const std::string& text, int step) {
  if (g_shell == nullptr) return "{\"ok\":false,\"error\":\"the table has not started\"}";
  const Result<std::string> opened =
      g_shell->load(text, step >= 0 ? std::optional<std::size_t>(static_cast<std::size_t>(step))
                                    : std::nullopt);
  std::string json = "{\"ok\":";
  if (opened) {
    json += "true,\"screen\":";
    app::table::append_json_text(json, opened.value());
  } else {
    json += "false,\"error\":";
    app::table::append_json_text(json, opened.error());
  }
  return json + "}";
}

std::string table_share() {
  const std::optional<app::TableShell::Share> share = g_shell ? g_shell->share() : std::nullopt;
  if (!share) return {};
  std::string json = "{\"title\":";
  app::table::append_json_text(json, share->title);
  json += ",\"text\":";
  app::table::append_json_text(json, share->text);
  json += ",\"link\":";
  app::table::append_json_text(json, share->link);
  return json + "}";
}

bool table_set_text(const std::string& id, const std::string& text) {
  return g_shell != nullptr && g_shell->set_text(id, text);
}

std::string table_command(const std::string& text) {
  return g_shell != nullptr ? g_shell->command(text) : std::string();
}

void table_autosave() {
  if (g_shell != nullptr) g_shell->autosave();
}

}  // namespace

void attach_shell(app::TableShell* shell) {
  g_shell = shell;
  g_shell->set_safe_insets(g_insets);
}

bool prefers_reduced_motion() {
  // clang-format off
  return EM_ASM_INT({
    return (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) ? 1 : 0;
  }) != 0;
  // clang-format on
}

void report_table(const app::table::ScreenReport& report) {
  // clang-format off
  if (EM_ASM_INT({ return (window['cardavia'] && window['cardavia']['wantTable']) ? 1 : 0; }) == 0) return;
  // clang-format on
  // app/table/report.cpp: a NaN in a box is null, never `nan`, which would make JSON.parse
  // throw here inside the frame.
  const std::string json = app::table::report_json(report);
  // clang-format off
  // The page's mirror (web/page/access.js) hears of each report as it comes: an idle table
  // draws no frame, so it sends none, and the mirror stays as it is.
  EM_ASM({
    var c = window['cardavia'];
    c['table'] = JSON.parse(UTF8ToString($0));
    if (typeof c['onTable'] === 'function') c['onTable'](c['table']);
  }, json.c_str());
  // clang-format on
}

}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_table) {
  emscripten::function("tableAct", &cardavia::web::table_act);
  emscripten::function("tableFocus", &cardavia::web::table_focus);
  emscripten::function("tableDescribe", &cardavia::web::table_describe);
  emscripten::function("tableAccessWords", &cardavia::app::TableShell::access_words_json);
  emscripten::function("setSafeArea", &cardavia::web::set_safe_area);
  emscripten::function("tableRecord", &cardavia::web::table_record);
  emscripten::function("tableLoad", &cardavia::web::table_load);
  emscripten::function("tableShare", &cardavia::web::table_share);
  emscripten::function("tableSetText", &cardavia::web::table_set_text);
  emscripten::function("tableAutosave", &cardavia::web::table_autosave);
  emscripten::function("tableCommand", &cardavia::web::table_command);
}
