// JSON text to a value, without exceptions (the web build has none): the value, or a discarded
// value (is_discarded()) when the text is not one JSON value. What nlohmann::json::parse(text,
// nullptr, false) gives; every reader of stored and sent JSON asks this instead.
//
// Why not parse() itself: it chooses at run time between its plain parser and the one that calls a
// callback for every value, so each call links both; nobody passes a callback, and the second (its
// parser, its bookkeeping and a std::vector<bool>) was about 9 KB of wasm (docs/size.md, "Issue
// 30's eighth session").
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

namespace cardavia {

nlohmann::json parse_json(std::string_view text);

}  // namespace cardavia
