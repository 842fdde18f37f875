// Cardavia — the values a setting of the table may take, checked in one place: the page's
// address (page_options.cpp) and the embed API's commands (embed_command.cpp) accept exactly the
// same words and numbers (shared/spec/embed-api.md's options table).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// kLanguages: the site's languages in the picker's order, English first — generated from the one
// list, pages/site.yaml (page/CMakeLists.txt), as are the table's text tables (app/i18n.h).
#include "page/site_languages.h"

namespace cardavia::page {

inline constexpr std::array<std::string_view, 3> kLevels = {"easy", "normal", "hard"};
// The speeds of computer moves and flights, slowest first: the one list (app/table/settings.h's
// Speed is in this order and names each speed by it).
inline constexpr std::array<std::string_view, 4> kSpeeds = {"slow", "normal", "fast", "instant"};

template <std::size_t N>
bool one_of(const std::array<std::string_view, N>& allowed, std::string_view value) {
  for (const std::string_view a : allowed)
    if (a == value) return true;
  return false;
}

// A list's words for an error text: "slow, normal, fast or instant".
template <std::size_t N>
std::string listed(const std::array<std::string_view, N>& words) {
  std::string out;
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0) out += i + 1 == N ? " or " : ", ";
    out += words[i];
  }
  return out;
}

// Decimal digits only (no sign, no spaces), at most `max`; nullopt otherwise (never overflows).
inline std::optional<std::uint64_t> decimal(std::string_view text, std::uint64_t max) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::uint64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (max - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

}  // namespace cardavia::page
