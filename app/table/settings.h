// Cardavia — everything a person sets, in one struct owned by the shell (app/table_shell.h):
// it outlives every match, so what is changed in a match's menu holds for the next one.
//
//   field           set in                        read by
//   speed           new-match sheet, ☰ menu       the pacing of computer moves and flights
//   reduced_motion  ☰ menu (first: the page's     flights fade instead of travelling
//                   prefers-reduced-motion)
//   memory_aid      ☰ menu (games that have one)  Cabo: the cards you have seen stay face up
//   four_colour     the start screen's switch,    the palette (♦ blue, ♣ green)
//                   ☰ menu
//   lang            the language picker (start    the words (app/i18n.h): the shell sets the
//                   screen, ☰ menu)               language from it every frame
//   contrast, grain, temperature  ☰ menu's        the palette (app/palette.h): 0–100, 50 as
//                   sliders                       designed
//   log_folded      the log's fold target (a      the table's layout: on a wide screen the log's
//                   wide screen's side panel)     side panel folded away to a tab
//   sound, volume   ☰ menu (the address's and a   the cues (app/sound/, docs/sound.md): on or
//                   host's `sound`; embedded, off off, 0–100
//                   unless the address says on)
//
// The one seam for keeping them: settings_to_json() / settings_from_json(), plain text in and
// out, no platform (the page stores the text; tests/app/ checks the round trip). Reading is
// strict about what it reads and lenient about what it does not know: a field of the wrong type
// or out of range is refused with a message and nothing changes; an unknown field is ignored
// (a newer page may add some); a missing field keeps the value it had.
#pragma once

#include <string>
#include <string_view>

#include "app/palette.h"
#include "core/result.h"

namespace cardavia::app::table {

enum class Speed : int { Slow, Normal, Fast, Instant };
inline constexpr int kSpeedCount = 4;
const char* speed_name(Speed speed);  // "slow" … "instant": the JSON, the report and target ids
const char* speed_key(Speed speed);   // i18n key of the speed's name

struct Settings {
  static constexpr int kVersion = 1;  // of the JSON below
  Speed speed = Speed::Normal;
  bool reduced_motion = false;
  bool memory_aid = false;
  bool four_colour = false;
  std::string lang = "en";
  int contrast = 50;     // 0–100
  int grain = 50;        // 0–100
  int temperature = 50;  // 0–100
  bool log_folded = false;
  bool sound = true;
  int volume = 70;  // 0–100

  bool operator==(const Settings&) const = default;
};

// {"version":1,"speed":"normal","reduced_motion":false,…}: every field, always.
std::string settings_to_json(const Settings& settings);
// `text` read over `base` (fields it lacks keep base's values).
Result<Settings> settings_from_json(std::string_view text, const Settings& base = Settings{});
// The fields of `after` that differ from `before`, with "version": what the page merges into
// the stored object (keeping the fields it holds for others, and the ones not changed).
std::string settings_changes_json(const Settings& before, const Settings& after);

// The palette's look settings (app/palette.h) from the person's.
Look look_of(const Settings& settings);

// For the page's report to tests: "speed=fast aid=on reduced=off".
std::string settings_summary(const Settings& settings);
// … and the look: "contrast=50 grain=50 temperature=50 suits=2".
std::string look_summary(const Settings& settings);

}  // namespace cardavia::app::table
