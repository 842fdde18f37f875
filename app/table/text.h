// Cardavia — text with named blanks: fill("table.log.drew", {{"name", "Bob"}}) takes the text of
// the key from assets/i18n (app/i18n.h) and replaces each {name} by its value. The words stay in
// the translation files; the code only supplies the values.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>

namespace cardavia::app::table {

using Blank = std::pair<const char*, std::string>;

std::string fill(const char* key, std::initializer_list<Blank> blanks = {});

}  // namespace cardavia::app::table
