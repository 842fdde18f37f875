#include "core/json_parse.h"

#include <utility>

namespace cardavia {

nlohmann::json parse_json(std::string_view text) {
  nlohmann::json value;
  // The steps of parse()'s own plain branch (nlohmann/detail/input/parser.hpp): the DOM builder
  // fed by the parser, the whole text read (strict), a discarded value on any error.
  nlohmann::detail::json_sax_dom_parser<nlohmann::json> builder(value, false);
  auto input = nlohmann::detail::input_adapter(text.data(), text.data() + text.size());
  nlohmann::detail::parser<nlohmann::json, decltype(input)> parser(std::move(input), nullptr,
                                                                   false);
  if (!parser.sax_parse(&builder, true) || builder.is_errored()) {
    return nlohmann::json(nlohmann::json::value_t::discarded);
  }
  return value;
}

}  // namespace cardavia
