// The match record and its save file (see match_record.h).
//
// [SECTION] Comparing records
// [SECTION] Checking and replaying a record
// [SECTION] Reading a save
// [SECTION] Writing a save
#include "match_record.h"

#include <algorithm>

#include "build_info.h"
#include "fairness.h"
#include "game_registry.h"
#include "scenario_json.h"
#include "core/json_parse.h"

namespace cardavia {

namespace {
using scenario_json::Json;

constexpr const char* kBadSalt = "\"salt\" must be 16 lower-case hex digits";
constexpr const char* kBadCommit =
    "\"commit\" must be a 12-character fingerprint (0-9, A-Z without I, L, O, U)";

bool known_level(const std::string& level) {
  return std::find(kRecordLevels.begin(), kRecordLevels.end(), level) != kRecordLevels.end();
}

// `people`: a list of {seat, name} (the record's checks, replay_record, come after).
Result<std::vector<Person>> read_people(const Json& value) {
  const char* const shape = "\"people\" must be a list of {\"seat\": number, \"name\": text}";
  if (!value.is_array() || value.empty()) return fail(shape);
  std::vector<Person> people;
  for (const Json& entry : value) {
    const Json* seat_field = member(entry, "seat");
    const Json* name = member(entry, "name");
    if (seat_field == nullptr || name == nullptr || !seat_field->is_number_integer() ||
        !name->is_string()) {
      return fail(shape);
    }
    const auto seat = seat_field->get<std::int64_t>();
    if (seat < 0 || seat > 1000) return fail("\"people\": a seat must be a seat of the table");
    people.push_back(Person{static_cast<int>(seat), name->get<std::string>()});
  }
  return people;
}

// `levels`: one entry a seat (null for a person's) — or, as a shorter hand, one a computer seat in
// seat order. Comes back one a seat, "" for a person's.
Result<std::vector<std::string>> read_levels(const Json& value, const MatchRecord& record,
                                             int players) {
  const char* const shape =
      "\"levels\" must be a list of \"easy\", \"normal\", \"hard\" or null, one a seat";
  if (!value.is_array()) return fail(shape);
  std::vector<int> computers;
  for (int seat = 0; seat < players; ++seat) {
    if (!is_person_seat(record, seat)) computers.push_back(seat);
  }
  std::vector<std::string> levels(static_cast<std::size_t>(std::max(players, 0)));
  const bool one_a_seat = value.size() == levels.size();
  if (!one_a_seat && value.size() != computers.size()) return fail(shape);
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (!value[i].is_null() && !value[i].is_string()) return fail(shape);
    const std::size_t seat = one_a_seat ? i : static_cast<std::size_t>(computers[i]);
    if (value[i].is_string()) levels[seat] = value[i].get<std::string>();
  }
  return levels;
}
// `undone`: a list of {"at": actions kept, "actions": [notation, …]}, each take-back's actions
// legal where they were played. Walked from the last take-back back to the first: the match before
// a take-back was its first `at` actions of the line after it, then the actions it took back.
// Comes back in the canonical notation.
Result<std::vector<TakeBack>> read_undone(const Json& value, const MatchRecord& record) {
  const char* const shape =
      "\"undone\" must be a list of {\"at\": actions kept, \"actions\": [the actions taken back]}";
  if (!value.is_array()) return fail(shape);
  std::vector<TakeBack> undone;
  for (const Json& entry : value) {
    // The scenario's own readers (scenario_json.h): one copy of nlohmann's accessors in the wasm.
    Result<int> at = scenario_json::read_int(entry, "at");
    const Json* actions = member(entry, "actions");
    if (!at || at.value() < 0 || actions == nullptr) return fail(shape);
    Result<std::vector<std::string>> texts = scenario_json::read_string_list(*actions, "actions");
    if (!texts || texts.value().empty()) return fail(shape);
    undone.push_back(TakeBack{at.value(), std::move(texts).value()});
  }
  Scenario line = record.match;  // the match as it stood after each take-back, from the last
  for (std::size_t k = undone.size(); k-- > 0;) {
    TakeBack& back = undone[k];
    const std::string which = "\"undone\": take-back " + std::to_string(k + 1) + " ";
    if (static_cast<std::size_t>(back.at) > line.actions.size())
      return fail(which + "keeps more actions than the match then had");
    line.actions.resize(static_cast<std::size_t>(back.at));
    line.actions.insert(line.actions.end(), back.actions.begin(), back.actions.end());
    Result<std::unique_ptr<GameState>> before = play_scenario(line);
    if (!before) return fail(which + "is not a part of the match: " + before.error());
    line.actions = notate_history(line, before.value()->history());
    std::copy(line.actions.begin() + back.at, line.actions.end(), back.actions.begin());
  }
  return undone;
}

// The same start lists, in whatever order they were given.
bool same_start(const MatchSetup& a, const MatchSetup& b) {
  if (a.start.size() != b.start.size()) return false;
  return std::all_of(a.start.begin(), a.start.end(), [&b](const StartList& list) {
    const std::vector<int>* other = b.start_list(list.name);
    return other != nullptr && *other == list.values;
  });
}

}  // namespace

// [SECTION] Comparing records

bool MatchRecord::same_match(const MatchRecord& other) const {
  const MatchSetup& a = match.setup;
  const MatchSetup& b = other.match.setup;
  return match.game == other.match.game && a.players == b.players && a.dealer == b.dealer &&
         a.seed == b.seed && a.decks == b.decks && same_start(a, b) &&
         match.actions == other.match.actions && human_seat == other.human_seat &&
         level == other.level && view_open == other.view_open && people == other.people &&
         levels == other.levels && salt == other.salt;
}

bool is_person_seat(const MatchRecord& record, int seat) {
  if (record.people.empty()) return record.human_seat.value_or(0) == seat;
  return std::any_of(record.people.begin(), record.people.end(),
                     [seat](const Person& person) { return person.seat == seat; });
}

// [SECTION] Checking and replaying a record

std::optional<std::string> seats_problem(const MatchRecord& record) {
  // Fixed words, no numbers in them: every refusal says which field and what it must be.
  const int players = record.match.setup.players;
  // The people: each on a seat of the table, no two on one, named; the first is human_seat.
  std::vector<bool> taken(static_cast<std::size_t>(std::max(players, 0)), false);
  for (const Person& person : record.people) {
    if (person.seat < 0 || person.seat >= players) {
      return "\"people\": each seat must be a seat of the table (0 to players - 1)";
    }
    if (taken[static_cast<std::size_t>(person.seat)]) return "\"people\": two people on one seat";
    taken[static_cast<std::size_t>(person.seat)] = true;
    if (person.name.empty() || person.name.size() > kMaxPersonName) {
      return "\"people\": a name must have 1 to 40 bytes";
    }
  }
  if (!record.people.empty() && record.human_seat && *record.human_seat != record.people[0].seat) {
    return "\"human_seat\" must be the seat of the first of \"people\"";
  }
  // The levels: one a seat, a computer's known, a person's none.
  if (record.levels.empty()) return std::nullopt;
  if (record.levels.size() != static_cast<std::size_t>(players)) {
    return "\"levels\" must give one entry a seat";
  }
  for (int seat = 0; seat < players; ++seat) {
    const std::string& level = record.levels[static_cast<std::size_t>(seat)];
    if (is_person_seat(record, seat) ? !level.empty() : !known_level(level)) {
      return "\"levels\": a person's seat must be null, a computer's \"easy\", \"normal\" or "
             "\"hard\"";
    }
  }
  return std::nullopt;
}

Result<std::unique_ptr<GameState>> replay_record(const MatchRecord& record) {
  const GameInfo* game = find_game(record.match.game);
  if (game == nullptr) return fail("unknown game \"" + record.match.game + "\"");
  const int players = record.match.setup.players;
  if (record.human_seat && (*record.human_seat < 0 || *record.human_seat >= players)) {
    return fail("\"human_seat\" must be a seat from 0 to " + std::to_string(players - 1));
  }
  if (record.level && !known_level(*record.level)) {
    return fail("\"level\" must be \"easy\", \"normal\" or \"hard\", not \"" + *record.level +
                "\"");
  }
  if (std::optional<std::string> problem = seats_problem(record)) return fail(*problem);
  return play_scenario(record.match);
}

// [SECTION] Reading a save

Result<MatchRecord> read_save(std::string_view json_text) {
  // Step 1. The text: JSON, an object. A truncated file is not JSON, so it ends here too.
  if (json_text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    return fail("the save is empty");
  }
  const Json root = parse_json(json_text);
  if (root.is_discarded()) return fail("the save is not valid JSON (a damaged or cut file?)");
  if (!root.is_object()) return fail("the save must be a JSON object");

  // Step 2. The scenario's fields, the format and version among them (scenario_json.h).
  Result<Scenario> scenario = scenario_json::scenario_from_json(root);
  if (!scenario) return fail(scenario.error());
  MatchRecord record;
  record.match = std::move(scenario).value();

  // Step 3. The save's own fields.
  if (member(root, "human_seat") != nullptr) {
    Result<int> seat = scenario_json::read_int(root, "human_seat");
    if (!seat) return fail(seat.error());
    record.human_seat = seat.value();
  }
  if (const Json* level = member(root, "level")) {
    if (!level->is_string()) return fail("\"level\" must be \"easy\", \"normal\" or \"hard\"");
    record.level = level->get<std::string>();
  }
  if (const Json* view = member(root, "view")) {
    if (!view->is_string() || view->get_ref<const std::string&>() != "open") {
      return fail("\"view\" must be \"open\" when present");
    }
    record.view_open = true;
  }
  if (const Json* counts = member(root, "counts")) {
    if (!counts->is_boolean()) return fail("\"counts\" must be true or false");
    record.counts = counts->get<bool>();
  }
  if (const Json* people_field = member(root, "people")) {
    Result<std::vector<Person>> people = read_people(*people_field);
    if (!people) return people.failure();
    record.people = std::move(people).value();
    // The first person is the seat the save is "played" from: human_seat, when the file omits it.
    if (!record.people.empty() && !record.human_seat) record.human_seat = record.people[0].seat;
  }
  if (const Json* levels_field = member(root, "levels")) {
    Result<std::vector<std::string>> levels =
        read_levels(*levels_field, record, record.match.setup.players);
    if (!levels) return levels.failure();
    record.levels = std::move(levels).value();
  }
  if (const Json* hints = member(root, "hints")) {
    if (!hints->is_boolean()) return fail("\"hints\" must be true or false");
    record.hints = hints->get<bool>();
  }
  if (const Json* asked_field = member(root, "hints_asked")) {
    // Each the number of actions played when the hint was shown: ascending, none past the end.
    const Json& asked = *asked_field;
    const int actions = static_cast<int>(record.match.actions.size());
    if (!asked.is_array()) return fail("\"hints_asked\" must be a list of action counts");
    for (const Json& at : asked) {
      if (!at.is_number_integer() || at.get<int>() < 0 || at.get<int>() > actions ||
          (!record.hints_asked.empty() && at.get<int>() <= record.hints_asked.back())) {
        return fail("\"hints_asked\" must list action counts from 0 to " + std::to_string(actions) +
                    ", each once, in order");
      }
      record.hints_asked.push_back(at.get<int>());
    }
  }
  for (const auto& [key, field] : {std::pair{"created", &record.created},
                                   std::pair{"daily", &record.daily},
                                   std::pair{"salt", &record.salt},
                                   std::pair{"commit", &record.commit},
                                   std::pair{"app_version", &record.app_version},
                                   std::pair{"build", &record.build}}) {
    const Json* text = member(root, key);
    if (text == nullptr) continue;
    if (!text->is_string()) return fail(std::string("\"") + key + "\" must be a string");
    *field = text->get<std::string>();
  }
  // The deal's fingerprint (fairness.h): read as given, each in its one form.
  if (member(root, "salt") != nullptr && !is_salt(record.salt)) return fail(kBadSalt);
  if (member(root, "commit") != nullptr && !is_commit(record.commit)) return fail(kBadCommit);

  // Step 4. The match: built and replayed to the last action, or refused at the first bad one.
  Result<std::unique_ptr<GameState>> match = replay_record(record);
  if (!match) return match.failure();
  record.match.actions = notate_history(record.match, match.value()->history());
  // Step 5. The take-backs, each replayed where it was made.
  if (const Json* undone = member(root, "undone")) {
    Result<std::vector<TakeBack>> read = read_undone(*undone, record);
    if (!read) return read.failure();
    record.undone = std::move(read).value();
  }
  return record;
}

// [SECTION] Writing a save

std::string write_save(const MatchRecord& record) {
  // The fields in the contract's order (shared/spec/links-and-saves.md), each value by nlohmann.
  const MatchSetup& setup = record.match.setup;
  scenario_json::OrderedObject save;
  save.add("format", scenario_json::kSaveFormat);
  save.add("version", scenario_json::kSaveVersion);
  save.add("game", record.match.game);
  save.add("players", setup.players);
  save.add("seed", scenario_json::seed_to_json(setup.seed));
  if (setup.dealer) save.add("dealer", *setup.dealer);
  if (!setup.decks.empty()) save.add("decks", setup.decks);
  // The games' start state, in the registry's field order; a flag list as JSON booleans.
  for (const StartField& field : all_start_fields()) {
    const std::vector<int>* list = setup.start_list(field.name);
    if (list == nullptr) continue;
    if (!field.flags) {
      save.add(std::string(field.name), *list);
      continue;
    }
    Json flags = Json::array();
    for (const int flag : *list) flags.push_back(flag != 0);
    save.add(std::string(field.name), flags);
  }
  if (record.human_seat) save.add("human_seat", *record.human_seat);
  if (record.level) save.add("level", *record.level);
  if (record.view_open) save.add("view", "open");
  if (!record.people.empty()) {
    std::vector<std::string> people;
    for (const Person& person : record.people) {
      scenario_json::OrderedObject entry;
      entry.add("seat", person.seat).add("name", person.name);
      people.push_back(entry.text());
    }
    save.add_written("people", scenario_json::written_array(people));
  }
  if (!record.levels.empty()) {
    Json levels = Json::array();
    for (const std::string& level : record.levels) {
      levels.push_back(level.empty() ? Json(nullptr) : Json(level));
    }
    save.add("levels", levels);
  }
  if (!record.salt.empty()) save.add("salt", record.salt);
  if (!record.commit.empty()) save.add("commit", record.commit);
  save.add("actions", record.match.actions);
  if (!record.created.empty()) save.add("created", record.created);
  if (!record.daily.empty()) save.add("daily", record.daily);
  if (!record.counts) save.add("counts", false);
  if (record.hints) save.add("hints", *record.hints);
  if (!record.hints_asked.empty()) save.add("hints_asked", record.hints_asked);
  if (!record.undone.empty()) {
    std::vector<std::string> undone;
    for (const TakeBack& back : record.undone) {
      scenario_json::OrderedObject entry;
      entry.add("at", back.at).add("actions", back.actions);
      undone.push_back(entry.text());
    }
    save.add_written("undone", scenario_json::written_array(undone));
  }
  save.add("app_version", std::string(app_version()));
  save.add("build", std::string(build_id()));
  return save.text();
}

}  // namespace cardavia
