// Cardavia — the frame's report as JSON text (see report.h), through nlohmann-json: strings
// escaped as JSON wants, a NaN or an infinity written as null (never a bare `nan` that would make
// the page's JSON.parse throw inside the frame).
#include "app/table/report.h"

#include <nlohmann/json.hpp>

namespace cardavia::app::table {

std::string report_json(const ScreenReport& r) {
  using nlohmann::json;
  json targets = json::array();
  for (const Target& t : r.targets) {
    const ImVec2 c = t.centre();
    targets.push_back({{"id", t.id}, {"label", t.label}, {"x", c.x}, {"y", c.y},
                       {"w", t.box.width()}, {"h", t.box.height()}});
  }
  json controls = json::array();
  for (const PageControl& c : r.controls) {
    controls.push_back({{"id", c.id},
                        {"label", c.label},
                        {"x", (c.box.min.x + c.box.max.x) * 0.5f},
                        {"y", (c.box.min.y + c.box.max.y) * 0.5f}});
  }
  json j = {{"screen", r.screen ? r.screen : ""},
            {"prompt", r.prompt},
            {"targets", std::move(targets)},
            {"faces", r.faces},
            {"marks", r.marks},
            {"log", r.log},
            {"notes", r.notes},
            {"controls", std::move(controls)},
            {"settings", r.settings},
            {"motion", r.motion},
            {"lang", r.lang},
            {"look", r.look}};
  if (r.replay) {
    const ReplayReport& p = *r.replay;
    j["replay"] = {{"step", p.step},          {"steps", p.steps},   {"round", p.round},
                   {"playing", p.playing},    {"face_up", p.face_up}, {"can_face_up", p.can_face_up}};
  }
  // nlohmann writes a non-finite float as null; invalid UTF-8 (a record's text) is replaced.
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace cardavia::app::table
