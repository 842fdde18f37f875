// Cardavia — the table's few words with the page (see table_page.h).
#include "web/table_page.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <optional>
#include <string>


namespace cardavia::web {
namespace {

void append_json_string(std::string& out, const std::string& text) {
  out += '"';
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      out += ' ';
    } else {
      out += c;
    }
  }
  out += '"';
}

app::TableShell* g_shell = nullptr;  // the page's one table (main.cpp's App, never freed)

bool table_act(const std::string& id) { return g_shell != nullptr && g_shell->act(id); }

void table_focus(const std::string& id) {
  if (g_shell != nullptr) g_shell->set_focus(id);
}

std::string table_describe() { return g_shell != nullptr ? g_shell->describe() : std::string(); }

std::string table_record() { return g_shell != nullptr ? g_shell->current_record() : std::string(); }

std::string table_load(const std::string& text, int step) {
  if (g_shell == nullptr) return "{\"ok\":false,\"error\":\"the table has not started\"}";
  const Result<std::string> opened =
      g_shell->load(text, step >= 0 ? std::optional<std::size_t>(static_cast<std::size_t>(step))
                                    : std::nullopt);
  std::string json = "{\"ok\":";
  if (opened) {
    json += "true,\"screen\":";
    append_json_string(json, opened.value());
  } else {
    json += "false,\"error\":";
    append_json_string(json, opened.error());
  }
  return json + "}";
}

std::string table_share() {
  const std::optional<app::TableShell::Share> share = g_shell ? g_shell->share() : std::nullopt;
  if (!share) return {};
  std::string json = "{\"title\":";
  append_json_string(json, share->title);
  json += ",\"text\":";
  append_json_string(json, share->text);
  json += ",\"link\":";
  append_json_string(json, share->link);
  return json + "}";
}

bool table_set_text(const std::string& id, const std::string& text) {
  return g_shell != nullptr && g_shell->set_text(id, text);
}

void table_autosave() {
  if (g_shell != nullptr) g_shell->autosave();
}

}  // namespace

void attach_shell(app::TableShell* shell) { g_shell = shell; }

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
  std::string json = "{\"screen\":";
  append_json_string(json, report.screen);
  json += ",\"prompt\":";
  append_json_string(json, report.prompt);
  json += ",\"targets\":[";
  for (std::size_t i = 0; i < report.targets.size(); ++i) {
    const auto& t = report.targets[i];
    if (i > 0) json += ',';
    const ImVec2 c = t.centre();
    json += "{\"id\":";
    append_json_string(json, t.id);
    json += ",\"label\":";
    append_json_string(json, t.label);
    json += ",\"x\":" + std::to_string(c.x) + ",\"y\":" + std::to_string(c.y) +
            ",\"w\":" + std::to_string(t.box.width()) + ",\"h\":" + std::to_string(t.box.height()) + "}";
  }
  json += "]";
  const auto list = [&](const char* name, const std::vector<std::string>& items) {
    json += ",\"";
    json += name;
    json += "\":[";
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (i > 0) json += ',';
      append_json_string(json, items[i]);
    }
    json += "]";
  };
  list("faces", report.faces);
  list("marks", report.marks);
  list("log", report.log);
  list("notes", report.notes);
  // The page's controls over the table (a test clicks their elements), and the replay viewer.
  json += ",\"controls\":[";
  for (std::size_t i = 0; i < report.controls.size(); ++i) {
    const auto& c = report.controls[i];
    if (i > 0) json += ',';
    const ImVec2 centre((c.box.min.x + c.box.max.x) * 0.5f, (c.box.min.y + c.box.max.y) * 0.5f);
    json += "{\"id\":";
    append_json_string(json, c.id);
    json += ",\"label\":";
    append_json_string(json, c.label);
    json += ",\"x\":" + std::to_string(centre.x) + ",\"y\":" + std::to_string(centre.y) + "}";
  }
  json += "]";
  if (report.replay) {
    const auto& r = *report.replay;
    json += ",\"replay\":{\"step\":" + std::to_string(r.step) + ",\"steps\":" +
            std::to_string(r.steps) + ",\"round\":" + std::to_string(r.round) +
            ",\"playing\":" + (r.playing ? "true" : "false") +
            ",\"face_up\":" + (r.face_up ? "true" : "false") +
            ",\"can_face_up\":" + (r.can_face_up ? "true" : "false") + "}";
  }
  json += ",\"settings\":";
  append_json_string(json, report.settings);
  json += ",\"motion\":";
  append_json_string(json, report.motion);
  json += ",\"lang\":";
  append_json_string(json, report.lang);
  json += ",\"look\":";
  append_json_string(json, report.look);
  json += "}";
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
  emscripten::function("tableRecord", &cardavia::web::table_record);
  emscripten::function("tableLoad", &cardavia::web::table_load);
  emscripten::function("tableShare", &cardavia::web::table_share);
  emscripten::function("tableSetText", &cardavia::web::table_set_text);
  emscripten::function("tableAutosave", &cardavia::web::table_autosave);
}
