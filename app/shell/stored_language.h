// Cardavia — the language the person chose before, as the page's storage holds it: a front end's
// first guess of the visit's language reads it before the shell reads the settings (the site's
// web/language.cpp, the desktop's desktop/main.cpp).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/page_services.h"
#include "core/json_parse.h"

namespace cardavia::app {

// The `lang` of the stored settings object when it is a non-empty text, whatever else the object
// holds (the shell reads the rest when it attaches the page, and says what is wrong with it).
// Inline: the site's one caller keeps it in its own unit (the first frame's bytes, docs/size.md).
inline std::optional<std::string> stored_language(PageServices& page) {
  // Parsed from a string_view, as every reader does: one instantiation of nlohmann's parser (the
  // input's iterator type is part of it; docs/size.md).
  const nlohmann::json saved = parse_json(page.stored_settings());
  if (!saved.is_object()) return std::nullopt;
  const auto lang = saved.find("lang");
  if (lang == saved.end() || !lang->is_string()) return std::nullopt;
  std::string code = lang->get<std::string>();
  if (code.empty()) return std::nullopt;
  return code;
}

}  // namespace cardavia::app
