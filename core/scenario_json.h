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

#include "result.h"
#include "scenario.h"

namespace cardavia::scenario_json {

// ordered_json keeps the contracts' field order in what core writes.
using Json = nlohmann::ordered_json;

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

// The contract's error object: {"error": message, "action_index": index or null}.
Json error_object(const Error& error);

}  // namespace cardavia::scenario_json
