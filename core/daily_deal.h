// The daily deal (issue 32, docs/links.md "The daily deal"): one deal per game per UTC day, the
// same for everyone, so anyone can check it by hand:
//
//   seed = FNV-1a 64 of the UTF-8 text "cardavia/daily/<game>/<YYYY-MM-DD>", its low 53 bits
//
// (FNV-1a 64: offset basis 0xcbf29ce484222325, prime 0x100000001b3, one byte at a time; 53 bits:
// a seed JavaScript's numbers hold exactly, as links-and-saves.md wants of every seed). With the
// game's player count and the computers' level fixed by the table (app/shell/daily.h), the deal
// and the computers' every move follow from it, as for any match.
//   daily_seed("cabo", "2026-12-01") == 7788301964883421  (tests/core/daily_deal_test.cpp; in
//   Python: h = 0xcbf29ce484222325; for b in text.encode(): h = ((h ^ b) * 0x100000001b3) % 2**64;
//   then h % 2**53)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace cardavia {

// "YYYY-MM-DD", a day that exists in the Gregorian calendar (years 2000–2999).
inline bool is_calendar_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
    if (text[i] < '0' || text[i] > '9') return false;
  const auto number = [&](std::size_t at, std::size_t digits) {
    int n = 0;
    for (std::size_t i = at; i < at + digits; ++i) n = n * 10 + (text[i] - '0');
    return n;
  };
  const int year = number(0, 4), month = number(5, 2), day = number(8, 2);
  if (year < 2000 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

std::uint64_t daily_seed(std::string_view game, std::string_view date);

// The daily deal's fingerprint (core/fairness.h, docs/fairness.md "Daily deals"): its salt is the
// FNV-1a 64 of "cardavia/daily-salt/<game>/<YYYY-MM-DD>" as 16 lower-case hex digits, so the
// day's fingerprint is the same for everyone and the daily screen shows it before anyone begins.
// It hides nothing from a person who computes the seed by hand from the formula above; what it
// gives is one short code per day and game that players compare, and a deal fixed in advance.
std::string daily_salt(std::string_view game, std::string_view date);
// Whether the table shows a daily's seed and salt: once its UTC day `date` has ended (`today`,
// "YYYY-MM-DD", is later), so a finished daily hands nobody the deal others still play that day.
bool daily_seed_shown(std::string_view date, std::string_view today);

// The UTC day of a moment, "YYYY-MM-DD" (seconds since 1970-01-01T00:00:00Z).
std::string utc_date(std::int64_t unix_seconds);

}  // namespace cardavia
