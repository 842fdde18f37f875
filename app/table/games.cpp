// Cardavia — the games that have a table, by name. A new game adds one line here and its folder
// app/<game>/ with a make_<game>_screen().
#include "app/cabo/cabo_screen.h"
#include "app/table/screen.h"

namespace cardavia::app::table {

std::unique_ptr<TableScreen> make_screen(const NewMatch& choices, std::uint64_t fresh_seed,
                                         const Pacing& pacing) {
  std::uint64_t seed = fresh_seed;
  if (choices.seed_text[0] != '\0') {
    seed = 0;
    for (const char* c = choices.seed_text; *c >= '0' && *c <= '9'; ++c)
      seed = seed * 10 + static_cast<std::uint64_t>(*c - '0');
  }
  if (choices.game == "cabo") return cabo::make_cabo_screen(choices, seed, pacing);
  return nullptr;
}

}  // namespace cardavia::app::table
