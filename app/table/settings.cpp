// Cardavia — the person's settings and their JSON text (see settings.h).
#include "app/table/settings.h"

#include <nlohmann/json.hpp>

#include "page/option_values.h"
#include "core/json_parse.h"

namespace cardavia::app::table {
namespace {

// The speeds' names are the one list of page/option_values.h (the address and the embed API
// accept the same words), in Speed's order.
static_assert(page::kSpeeds.size() == kSpeedCount);

// Reads an optional field of `object` into `out`; false with `error` set when it is there but
// not what it must be.
bool read_bool(const nlohmann::json& object, const char* name, bool& out, std::string& error) {
  const auto it = object.find(name);
  if (it == object.end()) return true;
  if (!it->is_boolean()) {
    error = std::string("settings: \"") + name + "\" must be true or false";
    return false;
  }
  out = it->get<bool>();
  return true;
}

bool read_percent(const nlohmann::json& object, const char* name, int& out, std::string& error) {
  const auto it = object.find(name);
  if (it == object.end()) return true;
  if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 100) {
    error = std::string("settings: \"") + name + "\" must be a whole number from 0 to 100";
    return false;
  }
  out = static_cast<int>(it->get<long long>());
  return true;
}

}  // namespace

// A string_view of a literal: its data() ends with the literal's '\0'.
const char* speed_name(Speed speed) { return page::kSpeeds[static_cast<std::size_t>(speed)].data(); }

const char* speed_key(Speed speed) {
  constexpr const char* kKeys[kSpeedCount] = {"table.speed.slow", "table.speed.normal",
                                              "table.speed.fast", "table.speed.instant"};
  return kKeys[static_cast<int>(speed)];
}

std::string settings_to_json(const Settings& s) {
  nlohmann::json j = nlohmann::json::object();
  j["version"] = Settings::kVersion;
  j["speed"] = speed_name(s.speed);
  j["reduced_motion"] = s.reduced_motion;
  j["memory_aid"] = s.memory_aid;
  j["four_colour"] = s.four_colour;
  j["lang"] = s.lang;
  j["contrast"] = s.contrast;
  j["grain"] = s.grain;
  j["temperature"] = s.temperature;
  j["log_folded"] = s.log_folded;
  j["sound"] = s.sound;
  j["volume"] = s.volume;
  return j.dump();
}

Result<Settings> settings_from_json(std::string_view text, const Settings& base) {
  // Step 1. JSON at all, and an object (non-throwing parse: the web build has no exceptions).
  const nlohmann::json j = parse_json(text);
  if (j.is_discarded()) return fail("settings: not JSON");
  if (!j.is_object()) return fail("settings: not a JSON object");
  // Step 2. A version this code knows.
  if (const auto v = j.find("version"); v != j.end()) {
    if (!v->is_number_integer() || v->get<long long>() < 1)
      return fail("settings: \"version\" must be a whole number from 1");
    if (v->get<long long>() > Settings::kVersion)
      return fail("settings: version " + std::to_string(v->get<long long>()) +
                  " is newer than this page knows (" + std::to_string(Settings::kVersion) + ")");
  }
  // Step 3. Each field over the base; the first bad one refuses the whole text.
  Settings out = base;
  std::string error;
  if (const auto sp = j.find("speed"); sp != j.end()) {
    bool found = false;
    for (int i = 0; i < kSpeedCount && sp->is_string(); ++i) {
      if (sp->get<std::string>() == page::kSpeeds[static_cast<std::size_t>(i)]) {
        out.speed = static_cast<Speed>(i);
        found = true;
      }
    }
    if (!found) return fail("settings: \"speed\" must be " + page::listed(page::kSpeeds));
  }
  if (!read_bool(j, "reduced_motion", out.reduced_motion, error) ||
      !read_bool(j, "memory_aid", out.memory_aid, error) ||
      !read_bool(j, "four_colour", out.four_colour, error) ||
      !read_bool(j, "log_folded", out.log_folded, error) ||
      !read_bool(j, "sound", out.sound, error) ||
      !read_percent(j, "volume", out.volume, error) ||
      !read_percent(j, "contrast", out.contrast, error) ||
      !read_percent(j, "grain", out.grain, error) ||
      !read_percent(j, "temperature", out.temperature, error))
    return fail(error);
  if (const auto lang = j.find("lang"); lang != j.end()) {
    // A language tag's shape only ("en", "uk"); which languages exist is the page's business.
    const bool ok = lang->is_string() && !lang->get<std::string>().empty() &&
                    lang->get<std::string>().size() <= 8 &&
                    lang->get<std::string>().find_first_not_of("abcdefghijklmnopqrstuvwxyz-") ==
                        std::string::npos;
    if (!ok) return fail("settings: \"lang\" must be a language tag such as \"en\"");
    out.lang = lang->get<std::string>();
  }
  return out;
}

std::string settings_changes_json(const Settings& before, const Settings& after) {
  // Parsed from views, so that this shares the other readers' copy of nlohmann's parser.
  const std::string before_text = settings_to_json(before), after_text = settings_to_json(after);
  const nlohmann::json was = parse_json(before_text);
  const nlohmann::json now = parse_json(after_text);
  nlohmann::json changed = nlohmann::json::object();
  changed["version"] = Settings::kVersion;
  if (!now.is_object()) return changed.dump();  // never: settings_to_json writes an object
  // Checked access: a field `before` lacks (or a text that did not parse) counts as changed;
  // const operator[] on a missing key would be undefined behaviour.
  for (auto it = now.begin(); it != now.end(); ++it) {
    const auto w = was.is_object() ? was.find(it.key()) : was.end();
    if (w == was.end() || *w != it.value()) changed[it.key()] = it.value();
  }
  changed["version"] = Settings::kVersion;
  return changed.dump();
}

Look look_of(const Settings& s) {
  Look look;
  look.contrast = static_cast<float>(s.contrast) / 100.0f;
  look.grain = static_cast<float>(s.grain) / 100.0f;
  look.temperature = static_cast<float>(s.temperature) / 100.0f;
  look.four_colour = s.four_colour;
  return look;
}

std::string settings_summary(const Settings& s) {
  return std::string("speed=") + speed_name(s.speed) + " aid=" + (s.memory_aid ? "on" : "off") +
         " reduced=" + (s.reduced_motion ? "on" : "off");
}

std::string look_summary(const Settings& s) {
  return "contrast=" + std::to_string(s.contrast) + " grain=" + std::to_string(s.grain) +
         " temperature=" + std::to_string(s.temperature) + " suits=" + (s.four_colour ? "4" : "2");
}

}  // namespace cardavia::app::table
