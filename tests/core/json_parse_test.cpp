// parse_json (core/json_parse.h): what nlohmann::json::parse(text, nullptr, false) gives, without
// linking the callback parser: the value of a JSON text, or a discarded value for anything else.
#include <catch2/catch.hpp>
#include <initializer_list>
#include <string>

#include "core/json_parse.h"

using cardavia::parse_json;

TEST_CASE("parse_json reads a JSON text as nlohmann's parse does", "[core][json]") {
  for (const std::string text :
       {"{\"game\":\"cabo\",\"seed\":18446744073709551615,\"actions\":[\"1 draw\",\"2 call\"]}",
        "[1, -2, 3.5, true, false, null, \"\\u00e9\"]", "  \"words\"  ", "0", "{}", "[]",
        "{\"a\":{\"b\":[{\"c\":1e3}]}}"}) {
    INFO(text);
    const nlohmann::json ours = parse_json(text);
    CHECK_FALSE(ours.is_discarded());
    CHECK(ours == nlohmann::json::parse(text, nullptr, false));
  }
}

TEST_CASE("parse_json gives a discarded value for what is not one JSON text", "[core][json]") {
  const std::initializer_list<std::string> texts = {
      "", " ", "{", "{\"a\":}", "[1,]", "{} x", "[1] [2]", "nul", "\"unterminated", "{\"a\" 1}",
      "01", std::string("[1\0]", 4)};
  for (const std::string& text : texts) {
    INFO(text);
    CHECK(parse_json(text).is_discarded());
    CHECK(nlohmann::json::parse(text, nullptr, false).is_discarded());
  }
}
