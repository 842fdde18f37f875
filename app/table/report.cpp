// Cardavia — the frame's report as JSON text (see report.h). Written by hand, as the page has
// always had it (through nlohmann-json it cost 123 bytes gzip more to the first frame),
// with the two things a hand-written writer gets wrong made safe: a number that is not finite is
// `null` (never a bare `nan` or `inf`, which would make JSON.parse throw inside the frame), and a
// string's quotes and backslashes are escaped, its control characters made spaces.
#include "app/table/report.h"

#include <cmath>

namespace cardavia::app::table {

void append_json_text(std::string& out, const std::string& s) {
  out += '"';
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out += ' ';  // a control character (a stray newline) reads as a space, as it always has
    } else {
      out += c;
    }
  }
  out += '"';
}

namespace {

void text(std::string& out, const std::string& s) { append_json_text(out, s); }

void number(std::string& out, float v) { out += std::isfinite(v) ? std::to_string(v) : "null"; }

void field(std::string& out, const char* name) {
  if (out.back() != '{') out += ',';
  out += '"';
  out += name;
  out += "\":";
}

void list(std::string& out, const char* name, const std::vector<std::string>& items) {
  field(out, name);
  out += '[';
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ',';
    text(out, items[i]);
  }
  out += ']';
}

}  // namespace

std::string report_json(const ScreenReport& r) {
  std::string out = "{";
  field(out, "screen");
  text(out, r.screen ? r.screen : "");
  field(out, "prompt");
  text(out, r.prompt);
  field(out, "targets");
  out += '[';
  for (std::size_t i = 0; i < r.targets.size(); ++i) {
    const Target& t = r.targets[i];
    const ImVec2 c = t.centre();
    out += i > 0 ? ",{" : "{";
    field(out, "id");
    text(out, t.id);
    field(out, "label");
    text(out, t.label);
    field(out, "x");
    number(out, c.x);
    field(out, "y");
    number(out, c.y);
    field(out, "w");
    number(out, t.box.width());
    field(out, "h");
    number(out, t.box.height());
    out += '}';
  }
  out += ']';
  list(out, "faces", r.faces);
  list(out, "marks", r.marks);
  list(out, "log", r.log);
  list(out, "notes", r.notes);
  // The page's controls over the table (a test clicks their elements).
  field(out, "controls");
  out += '[';
  for (std::size_t i = 0; i < r.controls.size(); ++i) {
    const PageControl& c = r.controls[i];
    out += i > 0 ? ",{" : "{";
    field(out, "id");
    text(out, c.id);
    field(out, "label");
    text(out, c.label);
    field(out, "x");
    number(out, (c.box.min.x + c.box.max.x) * 0.5f);
    field(out, "y");
    number(out, (c.box.min.y + c.box.max.y) * 0.5f);
    out += '}';
  }
  out += ']';
  if (r.replay) {
    const ReplayReport& p = *r.replay;
    field(out, "replay");
    out += "{\"step\":" + std::to_string(p.step) + ",\"steps\":" + std::to_string(p.steps) +
           ",\"round\":" + std::to_string(p.round) + ",\"playing\":" + (p.playing ? "true" : "false") +
           ",\"face_up\":" + (p.face_up ? "true" : "false") +
           ",\"can_face_up\":" + (p.can_face_up ? "true" : "false") + "}";
  }
  field(out, "settings");
  text(out, r.settings);
  field(out, "motion");
  text(out, r.motion);
  field(out, "lang");
  text(out, r.lang);
  field(out, "look");
  text(out, r.look);
  out += '}';
  return out;
}

}  // namespace cardavia::app::table
