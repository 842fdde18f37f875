// Cardavia — the person's settings and their one seam for keeping them (app/table/settings.h):
// the JSON round trip, fields read over a base, and bad text refused with a message, changing
// nothing.
#include "app/table/settings.h"

#include <catch2/catch.hpp>

using cardavia::app::table::Settings;
using cardavia::app::table::settings_from_json;
using cardavia::app::table::settings_to_json;
using cardavia::app::table::Speed;

TEST_CASE("Settings survive their JSON text, every field") {
  Settings s;
  s.speed = Speed::Fast;
  s.reduced_motion = true;
  s.memory_aid = true;
  s.four_colour = true;
  s.lang = "uk";
  s.contrast = 0;
  s.grain = 100;
  s.temperature = 37;
  s.log_folded = true;
  s.sound = false;
  s.volume = 15;
  const auto back = settings_from_json(settings_to_json(s));
  REQUIRE(back.ok());
  CHECK(back.value() == s);
  CHECK(settings_from_json(settings_to_json(Settings{})).value() == Settings{});
  CHECK(settings_to_json(Settings{}) ==
        R"({"contrast":50,"four_colour":false,"grain":50,"lang":"en","log_folded":false,)"
        R"("memory_aid":false,"reduced_motion":false,"sound":true,"speed":"normal","temperature":50,"version":1,)"
        R"("volume":70})");
}

TEST_CASE(
    "A settings text is read over a base: missing fields keep their values, unknown ones are "
    "ignored") {
  Settings base;
  base.memory_aid = true;
  base.speed = Speed::Slow;
  const auto r = settings_from_json(R"({"grain": 0, "later_field": [1, 2]})", base);
  REQUIRE(r.ok());
  CHECK(r.value().grain == 0);
  CHECK(r.value().memory_aid);
  CHECK(r.value().speed == Speed::Slow);
  CHECK(settings_from_json("{}", base).value() == base);
  // What the rules pages keep under localStorage["cardavia.v1.settings"]: the three sliders only.
  const auto pages = settings_from_json(R"({"contrast": 30, "grain": 0, "temperature": 70})");
  REQUIRE(pages.ok());
  CHECK(pages.value().contrast == 30);
  CHECK(pages.value().temperature == 70);
  CHECK(pages.value().speed == Speed::Normal);
}

TEST_CASE("Bad settings text is refused with a message") {
  const struct {
    const char* text;
    const char* says;
  } cases[] = {
      {"", "not JSON"},
      {"{\"speed\": \"fast\"", "not JSON"},
      {"[1]", "not a JSON object"},
      {R"({"speed": "warp"})", "\"speed\""},
      {R"({"speed": 2})", "\"speed\""},
      {R"({"memory_aid": "yes"})", "\"memory_aid\""},
      {R"({"contrast": 101})", "\"contrast\""},
      {R"({"grain": -1})", "\"grain\""},
      {R"({"temperature": 50.5})", "\"temperature\""},
      {R"({"lang": "EN"})", "\"lang\""},
      {R"({"sound": "on"})", "\"sound\""},
      {R"({"sound": 1})", "\"sound\""},
      {R"({"volume": 101})", "\"volume\""},
      {R"({"volume": 7.5})", "\"volume\""},
      {R"({"lang": ""})", "\"lang\""},
      {R"({"version": 2})", "newer"},
      {R"({"version": "1"})", "\"version\""},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    const auto r = settings_from_json(c.text);
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains(c.says));
  }
}
