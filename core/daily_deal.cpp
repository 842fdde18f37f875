// The daily deal's seed and the UTC day (see daily_deal.h).
#include "core/daily_deal.h"

#include <cstdio>
#include <ctime>
#include <initializer_list>

namespace cardavia {

namespace {

// FNV-1a 64 of the parts, one after the other (core/daily_deal.h).
std::uint64_t fnv1a_64(std::initializer_list<std::string_view> parts) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const std::string_view text : parts) {
    for (const char c : text) {
      hash ^= static_cast<unsigned char>(c);
      hash *= 0x100000001b3ULL;
    }
  }
  return hash;
}

}  // namespace

std::uint64_t daily_seed(std::string_view game, std::string_view date) {
  return fnv1a_64({"cardavia/daily/", game, "/", date}) & ((std::uint64_t{1} << 53) - 1);
}

std::string daily_salt(std::string_view game, std::string_view date) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(fnv1a_64({"cardavia/daily-salt/", game, "/", date})));
  return text;
}

bool daily_seed_shown(std::string_view date, std::string_view today) { return date < today; }

std::string utc_date(std::int64_t unix_seconds) {
  const std::time_t t = static_cast<std::time_t>(unix_seconds);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
  return text;
}

}  // namespace cardavia
