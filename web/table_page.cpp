// Cardavia — the table's few words with the page (see table_page.h).
#include "web/table_page.h"

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

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

app::Insets g_insets;  // the page's last word on them

bool table_act(const std::string& id) { return g_shell != nullptr && g_shell->act(id); }

void set_safe_area(double top, double right, double bottom, double left) {
  g_insets = app::Insets{static_cast<float>(top), static_cast<float>(right),
                         static_cast<float>(bottom), static_cast<float>(left)};
  if (g_shell != nullptr) g_shell->set_safe_insets(g_insets);
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
  json += ",\"settings\":";
  append_json_string(json, report.settings);
  json += ",\"motion\":";
  append_json_string(json, report.motion);
  json += "}";
  // clang-format off
  EM_ASM({ window['cardavia']['table'] = JSON.parse(UTF8ToString($0)); }, json.c_str());
  // clang-format on
}

}  // namespace cardavia::web

EMSCRIPTEN_BINDINGS(cardavia_table) {
  emscripten::function("tableAct", &cardavia::web::table_act);
  emscripten::function("setSafeArea", &cardavia::web::set_safe_area);
}
