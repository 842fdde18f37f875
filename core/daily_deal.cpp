// The daily deal's seed and the UTC day (see daily_deal.h).
#include "core/daily_deal.h"

#include <ctime>

namespace cardavia {

std::uint64_t daily_seed(std::string_view game, std::string_view date) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  const auto add = [&hash](std::string_view text) {
    for (const char c : text) {
      hash ^= static_cast<unsigned char>(c);
      hash *= 0x100000001b3ULL;
    }
  };
  add("cardavia/daily/");
  add(game);
  add("/");
  add(date);
  return hash & ((std::uint64_t{1} << 53) - 1);
}

std::string utc_date(std::int64_t unix_seconds) {
  const std::time_t t = static_cast<std::time_t>(unix_seconds);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
  return text;
}

}  // namespace cardavia
