// Cardavia — text with named blanks (see text.h).
#include "app/table/text.h"

#include "app/i18n.h"

namespace cardavia::app::table {

std::string fill(const char* key, std::initializer_list<Blank> blanks) {
  std::string out = tr(key);
  for (const Blank& blank : blanks) {
    const std::string mark = std::string("{") + blank.first + "}";
    for (std::size_t at = out.find(mark); at != std::string::npos;
         at = out.find(mark, at + blank.second.size())) {
      out.replace(at, mark.size(), blank.second);
    }
  }
  return out;
}

}  // namespace cardavia::app::table
