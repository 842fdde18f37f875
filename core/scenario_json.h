// The scenario's JSON fields, read without exceptions: internal to core/, shared by the two readers
// of those fields — the scenario decoder (scenario.cpp) and the save file (match_record.cpp), which
// is a superset of the scenario input (shared/spec/links-and-saves.md). Every malformed field gets a
// message that names it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "json_member.h"
#include "result.h"
#include "scenario.h"

namespace cardavia::scenario_json {

// What core reads, it reads as nlohmann::json, the type the rest of the site parses with: the web
// build then links one parser, not two (ordered_json's parser and writer were 9.5 KB gzip of
// their own; docs/size.md).
// Reading does not depend on the keys' order; a key given twice counts its last value in both.
using Json = nlohmann::json;
// What core writes keeps the contracts' field order, which Json (its objects sort their keys)
// would lose: the save, the result object and the error object are OrderedObjects of Json values.

// One JSON object written field by field in the order they are added. Every key and value
// (strings escaped, numbers, arrays) is written by nlohmann's dump(); only the braces, the colons
// and the commas are put in here.
class OrderedObject {
 public:
  explicit OrderedObject(Json::error_handler_t on_bad_utf8 = Json::error_handler_t::strict)
      : on_bad_utf8_(on_bad_utf8) {}
  OrderedObject& add(const std::string& key, const Json& value);
  // A value already written as JSON text (an OrderedObject's, or written_array's).
  OrderedObject& add_written(const std::string& key, const std::string& json_text);
  std::string text() const { return text_ + "}"; }

 private:
  void open_field(const std::string& key);
  Json::error_handler_t on_bad_utf8_;
  std::string text_ = "{";
};

Result<int> read_int(const Json& object, const char* key);
Result<std::vector<int>> read_int_list(const Json& object, const char* key);
Result<SeatFlags> read_bool_list(const Json& object, const char* key);
Result<std::vector<std::string>> read_string_list(const Json& value, const std::string& name);

// "seed": a JSON number up to 2^53−1, or a decimal string up to 2^64−1. A larger number is refused
// rather than read: JavaScript would have rounded it on the way, so it may not be the seed meant.
Result<std::uint64_t> read_seed(const Json& value);
// The form a writer uses: a number where JavaScript holds it exactly, else a decimal string.
Json seed_to_json(std::uint64_t seed);

// "format" and "version" of a save. A file without "format" is a plain scenario (fine); one with
// it must be a Cardavia save of a version this build reads (kSaveVersion or older).
inline constexpr int kSaveVersion = 1;
inline constexpr const char* kSaveFormat = "cardavia-save";
Result<int> check_save_format(const Json& root);  // the version; kSaveVersion for a scenario

// game, players, dealer, seed, decks, start_*, actions: the scenario contract's input fields.
Result<Scenario> scenario_from_json(const Json& root);

// An array of values already written as JSON text: "[a,b,…]".
std::string written_array(const std::vector<std::string>& json_texts);

// The contract's error object: {"error": message, "action_index": index or null}, its text; bytes
// of the message that are not UTF-8 are written as U+FFFD.
std::string error_object_text(const Error& error);

}  // namespace cardavia::scenario_json
