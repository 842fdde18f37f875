// The match record and its save file (see match_record.h).
//
// [SECTION] Comparing records
// [SECTION] Checking and replaying a record
// [SECTION] Reading a save
// [SECTION] Writing a save
#include "match_record.h"

#include <algorithm>

#include "build_info.h"
#include "game_registry.h"
#include "scenario_json.h"

namespace cardavia {

namespace {
using scenario_json::Json;
}  // namespace

// [SECTION] Comparing records

bool MatchRecord::same_match(const MatchRecord& other) const {
  const MatchSetup& a = match.setup;
  const MatchSetup& b = other.match.setup;
  return match.game == other.match.game && a.players == b.players && a.dealer == b.dealer &&
         a.seed == b.seed && a.decks == b.decks && a.start_totals == b.start_totals &&
         a.start_reset_used == b.start_reset_used && a.start_lives == b.start_lives &&
         match.actions == other.match.actions && human_seat == other.human_seat &&
         level == other.level && view_open == other.view_open;
}

// [SECTION] Checking and replaying a record

Result<std::unique_ptr<GameState>> replay_record(const MatchRecord& record) {
  const GameInfo* game = find_game(record.match.game);
  if (game == nullptr) return fail("unknown game \"" + record.match.game + "\"");
  const int players = record.match.setup.players;
  if (record.human_seat && (*record.human_seat < 0 || *record.human_seat >= players)) {
    return fail("\"human_seat\" must be a seat from 0 to " + std::to_string(players - 1));
  }
  if (record.level &&
      std::find(kRecordLevels.begin(), kRecordLevels.end(), *record.level) == kRecordLevels.end()) {
    return fail("\"level\" must be \"easy\", \"normal\" or \"hard\", not \"" + *record.level +
                "\"");
  }
  return play_scenario(record.match);
}

// [SECTION] Reading a save

Result<MatchRecord> read_save(std::string_view json_text) {
  // Step 1. The text: JSON, an object. A truncated file is not JSON, so it ends here too.
  if (json_text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    return fail("the save is empty");
  }
  const Json root = Json::parse(json_text.begin(), json_text.end(), nullptr, false);
  if (root.is_discarded()) return fail("the save is not valid JSON (a damaged or cut file?)");
  if (!root.is_object()) return fail("the save must be a JSON object");

  // Step 2. The scenario's fields, the format and version among them (scenario_json.h).
  Result<Scenario> scenario = scenario_json::scenario_from_json(root);
  if (!scenario) return fail(scenario.error());
  MatchRecord record;
  record.match = std::move(scenario).value();

  // Step 3. The save's own fields.
  if (root.contains("human_seat")) {
    Result<int> seat = scenario_json::read_int(root, "human_seat");
    if (!seat) return fail(seat.error());
    record.human_seat = seat.value();
  }
  if (root.contains("level")) {
    if (!root["level"].is_string()) return fail("\"level\" must be \"easy\", \"normal\" or \"hard\"");
    record.level = root["level"].get<std::string>();
  }
  if (root.contains("view")) {
    if (!root["view"].is_string() || root["view"].get<std::string>() != "open") {
      return fail("\"view\" must be \"open\" when present");
    }
    record.view_open = true;
  }
  if (root.contains("counts")) {
    if (!root["counts"].is_boolean()) return fail("\"counts\" must be true or false");
    record.counts = root["counts"].get<bool>();
  }
  for (const auto& [key, field] : {std::pair{"created", &record.created},
                                   std::pair{"daily", &record.daily},
                                   std::pair{"app_version", &record.app_version},
                                   std::pair{"build", &record.build}}) {
    if (!root.contains(key)) continue;
    if (!root[key].is_string()) return fail(std::string("\"") + key + "\" must be a string");
    *field = root[key].get<std::string>();
  }

  // Step 4. The match: built and replayed to the last action, or refused at the first bad one.
  Result<std::unique_ptr<GameState>> match = replay_record(record);
  if (!match) return match.failure();
  record.match.actions = notate_history(record.match, match.value()->history());
  return record;
}

// [SECTION] Writing a save

std::string write_save(const MatchRecord& record) {
  const MatchSetup& setup = record.match.setup;
  Json save;
  save["format"] = scenario_json::kSaveFormat;
  save["version"] = scenario_json::kSaveVersion;
  save["game"] = record.match.game;
  save["players"] = setup.players;
  save["seed"] = scenario_json::seed_to_json(setup.seed);
  if (setup.dealer) save["dealer"] = *setup.dealer;
  if (!setup.decks.empty()) save["decks"] = setup.decks;
  if (setup.start_totals) save["start_totals"] = *setup.start_totals;
  if (setup.start_reset_used) {
    Json flags = Json::array();
    for (const std::uint8_t used : *setup.start_reset_used) flags.push_back(used != 0);
    save["start_reset_used"] = std::move(flags);
  }
  if (setup.start_lives) save["start_lives"] = *setup.start_lives;
  if (record.human_seat) save["human_seat"] = *record.human_seat;
  if (record.level) save["level"] = *record.level;
  if (record.view_open) save["view"] = "open";
  save["actions"] = record.match.actions;
  if (!record.created.empty()) save["created"] = record.created;
  if (!record.daily.empty()) save["daily"] = record.daily;
  if (!record.counts) save["counts"] = false;
  save["app_version"] = std::string(app_version());
  save["build"] = std::string(build_id());
  return save.dump();
}

}  // namespace cardavia
