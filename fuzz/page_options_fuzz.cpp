// libFuzzer target for the page's URL options (page/page_options.h): any bytes as the query
// string and the fragment are read without a crash or a hang; every option kept holds an allowed
// value, the bad list stays bounded, and the JSON for the page is always valid JSON.
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target page_options_fuzz
//   build/fuzz/fuzz/page_options_fuzz -max_total_time=60 fuzz/corpus/page_options
// An input is split at its first "#": the query before it, the fragment after it (as in an address).
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

#include "page/page_options.h"
#include "page/site_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardavia::page;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t hash = input.find('#');
  const std::string_view query = input.substr(0, hash);
  const std::string_view fragment =
      hash == std::string_view::npos ? std::string_view() : input.substr(hash);
  // The games and the player counts the site offers, as core's registry says them.
  const SiteGames games = registered_site_games();
  const PageOptions o = parse_page_options(query, fragment, games);
  if (o.bad.size() > kMaxBadOptions) __builtin_trap();
  for (const BadOption& b : o.bad)
    if (b.option.empty() || b.why.empty() || b.value.size() > 40) __builtin_trap();
  if (o.contrast && (*o.contrast < 0 || *o.contrast > 100)) __builtin_trap();
  if (o.players && !games.allows_players(o.game.value_or("cabo"), *o.players)) __builtin_trap();
  if (o.game && !games.known(*o.game)) __builtin_trap();
  if (o.route == Route::Game && !games.known(o.route_game)) __builtin_trap();
  const nlohmann::json j = nlohmann::json::parse(page_options_json(o), nullptr, false);
  if (j.is_discarded() || !j.is_object()) __builtin_trap();
  return 0;
}
