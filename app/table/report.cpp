// Cardavia — the frame's report as JSON text (see report.h), written with nlohmann-json as every
// other JSON of the table is. Two things are made safe for the page's JSON.parse: a number that
// is not finite is `null` (nlohmann writes NaN and infinities so: never a bare `nan`, which would
// make JSON.parse throw inside the frame), and bytes that are not UTF-8 become U+FFFD (the
// `replace` handler: the web build has no exceptions, and the default handler would throw).
#include "app/table/report.h"

#include <nlohmann/json.hpp>

namespace cardavia::app::table {
namespace {

// A text with each control character (a stray newline) made a space, as the report has always
// had it: a label is one line.
std::string one_line(const std::string& s) {
  std::string out = s;
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 0x20) c = ' ';
  return out;
}

nlohmann::json lines(const std::vector<std::string>& items) {
  nlohmann::json out = nlohmann::json::array();
  for (const std::string& s : items) out.push_back(one_line(s));
  return out;
}

}  // namespace

std::string report_json(const ScreenReport& r) {
  nlohmann::json out = nlohmann::json::object();
  out["screen"] = r.screen ? r.screen : "";
  out["prompt"] = one_line(r.prompt);
  nlohmann::json& targets = out["targets"] = nlohmann::json::array();
  for (const Target& t : r.targets) {
    const ImVec2 c = t.centre();
    targets.push_back({{"id", one_line(t.id)},
                       {"label", one_line(t.label)},
                       {"x", c.x},
                       {"y", c.y},
                       {"w", t.box.width()},
                       {"h", t.box.height()}});
    if (t.hint) targets.back()["hint"] = true;
  }
  out["faces"] = lines(r.faces);
  out["marks"] = lines(r.marks);
  out["log"] = lines(r.log);
  out["notes"] = lines(r.notes);
  if (r.speech) {
    out["speech"] = {{"table", r.speech->table}, {"count", r.speech->count},
                     {"lines", lines(r.speech->lines)}};
  }
  // The page's controls over the table (a test clicks their elements).
  nlohmann::json& controls = out["controls"] = nlohmann::json::array();
  for (const PageControl& c : r.controls) {
    controls.push_back({{"id", one_line(c.id)},
                        {"label", one_line(c.label)},
                        {"x", (c.box.min.x + c.box.max.x) * 0.5f},
                        {"y", (c.box.min.y + c.box.max.y) * 0.5f}});
  }
  if (r.replay) {
    const ReplayReport& p = *r.replay;
    out["replay"] = {{"step", p.step},         {"steps", p.steps},
                     {"round", p.round},       {"playing", p.playing},
                     {"face_up", p.face_up},   {"can_face_up", p.can_face_up},
                     {"hints", p.hints}};
  }
  if (r.review) {
    nlohmann::json marks = nlohmann::json::array();
    for (const ReviewMarkReport& m : r.review->marks) {
      marks.push_back({{"step", m.step}, {"seat", m.seat}, {"kind", m.kind},
                       {"played", one_line(m.played)}, {"preferred", one_line(m.preferred)},
                       {"reason", one_line(m.reason)}, {"cost", m.cost}});
    }
    out["review"] = {{"progress", r.review->progress}, {"marks", std::move(marks)},
                     {"shown", r.review->shown}};
  }
  if (r.fairness) {
    nlohmann::json& fair = out["fairness"] = {{"commit", r.fairness->commit}};
    for (const auto& [key, value] : {std::pair{"seed", &r.fairness->seed},
                                     std::pair{"salt", &r.fairness->salt},
                                     std::pair{"check", &r.fairness->check},
                                     std::pair{"words", &r.fairness->words}}) {
      if (!value->empty()) fair[key] = one_line(*value);
    }
  }
  if (r.chart) {
    // {"caption", "axis", "goal", "series": [{"name", "points", and "seat" or "game" + "won"}]}
    const ChartReport& c = *r.chart;
    nlohmann::json& chart = out["chart"];
    chart["caption"] = one_line(c.caption);
    chart["axis"] = one_line(c.axis);
    chart["goal"] = c.goal;
    nlohmann::json& series = chart["series"] = nlohmann::json::array();
    for (std::size_t i = 0; i < c.names.size() && i < c.points.size(); ++i) {
      nlohmann::json& one = series.emplace_back();
      one["name"] = one_line(c.names[i]);
      one["points"] = c.points[i];
      if (i < c.seats.size()) one["seat"] = c.seats[i];
      if (i < c.games.size()) one["game"] = c.games[i];
      if (i < c.won.size()) one["won"] = c.won[i];
    }
    if (!c.won_word.empty()) {
      chart["won"] = one_line(c.won_word);
      chart["lost"] = one_line(c.lost_word);
    }
  }
  out["settings"] = one_line(r.settings);
  out["motion"] = one_line(r.motion);
  out["lang"] = one_line(r.lang);
  out["look"] = one_line(r.look);
  out["sound"] = {{"on", r.sound.on}, {"played", r.sound.played}};
  return out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cardavia::app::table
