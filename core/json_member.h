// One member of a JSON object, looked up once: `member(object, "key")` is the member's value, or
// nullptr when `object` is not an object or has no such key. The readers of stored and sent JSON
// (the save, the scenario, the statistics) ask it instead of `contains(key)` then `object[key]`,
// which nlohmann inlines at every call: two lookups and a std::string built per field, about
// 100 bytes of wasm each (docs/size.md, "Size diet").
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

namespace cardavia {

const nlohmann::json* member(const nlohmann::json& object, std::string_view key);

}  // namespace cardavia
