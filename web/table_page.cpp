// Cardavia — the table's few words with the page (see table_page.h).
#include "web/table_page.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "web/app.h"

namespace cardavia::web {
namespace {

// Each call reaches main()'s one App through the one pointer (web/app.h): none of them holds
// anything of its own. Before main() has made the App they do nothing.
app::TableShell* shell() {
  App* app = running_app();
  return app != nullptr ? &app->shell : nullptr;
}

// A JSON answer as the page's text (bytes that are not UTF-8 replaced: no exceptions here).
std::string text_of(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

bool table_act(const std::string& id) { return shell() != nullptr && shell()->act(id); }

void table_focus(const std::string& id) {
  if (shell() != nullptr) shell()->set_focus(id);
}

std::string table_describe() { return shell() != nullptr ? shell()->describe() : std::string(); }

// Before main() has made the App (the boot script measures at runtime start) there is nothing
// to give them to: main() asks the page for them again once the shell is attached (attach_app).
void set_safe_area(double top, double right, double bottom, double left) {
  if (shell() == nullptr) return;
  shell()->set_safe_insets(app::Insets{static_cast<float>(top), static_cast<float>(right),
                                       static_cast<float>(bottom), static_cast<float>(left)});
}

std::string table_record() { return shell() != nullptr ? shell()->current_record() : std::string(); }
std::string table_export() { return shell() != nullptr ? shell()->export_file() : std::string(); }

std::string table_load(const std::string& text, int step) {
  if (shell() == nullptr) return text_of({{"ok", false}, {"error", "the table has not started"}});
  const Result<std::string> opened =
      shell()->load(text, step >= 0 ? std::optional<std::size_t>(static_cast<std::size_t>(step))
                                    : std::nullopt);
  if (opened) return text_of({{"ok", true}, {"screen", opened.value()}});
  return text_of({{"ok", false}, {"error", opened.error()}});
}

std::string table_share() {
  const std::optional<app::TableShell::Share> share =
      shell() != nullptr ? shell()->share() : std::nullopt;
  if (!share) return {};
  return text_of({{"title", share->title}, {"text", share->text}, {"link", share->link}});
}

bool table_set_text(const std::string& id, const std::string& text) {
  return shell() != nullptr && shell()->set_text(id, text);
}

std::string table_command(const std::string& text) {
  return shell() != nullptr ? shell()->command(text) : std::string();
}

void table_autosave() {
  if (shell() != nullptr) shell()->autosave();
}

}  // namespace

void attach_app(App* app) {
  set_running_app(app);
  // clang-format off
  // The safe area again, now that there is a shell to take it (web/boot.js measures it).
  EM_ASM({
    var c = window['cardavia'];
    if (c && typeof c['passSafeArea'] === 'function') c['passSafeArea']();
  });
  // clang-format on
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
  emscripten::function("setSafeArea", &cardavia::web::set_safe_area);
  emscripten::function("tableRecord", &cardavia::web::table_record);
  emscripten::function("tableExport", &cardavia::web::table_export);
  emscripten::function("tableLoad", &cardavia::web::table_load);
  emscripten::function("tableShare", &cardavia::web::table_share);
  emscripten::function("tableSetText", &cardavia::web::table_set_text);
  emscripten::function("tableAutosave", &cardavia::web::table_autosave);
  emscripten::function("tableCommand", &cardavia::web::table_command);
}
