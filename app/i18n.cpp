// Cardavia — text lookup over the tables generated from assets/i18n/*.json (see i18n.h).
#include "app/i18n.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace cardavia::app {
namespace {

struct Entry {
  const char* key;
  const char* text;
};

// Sorted by key (the generator sorts them).
constexpr Entry kEnglish[] = {
#include "strings_en.inc"
};

}  // namespace

const char* tr(const char* key) {
  const std::string_view k(key);
  const auto* it = std::lower_bound(std::begin(kEnglish), std::end(kEnglish), k,
                                    [](const Entry& e, std::string_view v) { return e.key < v; });
  return (it != std::end(kEnglish) && it->key == k) ? it->text : key;
}

}  // namespace cardavia::app
