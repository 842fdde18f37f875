// Cardavia — the registry of the site's games (see games.h).
#include "app/table/games.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/game_registry.h"

namespace cardavia::app::table {
namespace {

// The entries, filled by the views' registrars before main() (a function's static, so that it
// exists before the first registrar runs), and completed from core's registry at the first read.
struct Registry {
  std::vector<GameEntry> entries;
  bool complete = false;
};
Registry& registry() {
  static Registry games;
  return games;
}

[[noreturn]] void refuse(const char* id, const char* why) {
  std::fprintf(stderr, "cardavia: the table game \"%s\" cannot be registered: %s\n", id, why);
  std::abort();
}

const GameInfo& core_of(const GameEntry& game) {
  const GameInfo* info = find_game(game.id);
  if (info == nullptr) refuse(game.id, "core's registry has no such game (core/game_registry.h)");
  return *info;
}

}  // namespace

bool GameEntry::allows(int players) const {
  return std::find(player_counts.begin(), player_counts.end(), players) != player_counts.end();
}

void register_table_game(const GameEntry& game) {
  Registry& games = registry();
  for (const GameEntry& other : games.entries)
    if (std::string_view(other.id) == game.id) refuse(game.id, "the id is taken");
  games.entries.push_back(game);
  games.complete = false;
}

std::span<const GameEntry> table_games() {
  // Step 1 happens once, at the first read after start-up (every registrar has run by then, core's
  // too, whatever the order the objects initialised in; nothing registers later), so no pointer
  // handed out ever moves.
  Registry& games = registry();
  if (!games.complete) {
    // Step 1a. The counts from core's descriptor: said once, there.
    for (GameEntry& g : games.entries) {
      const GameInfo& info = core_of(g);
      g.player_counts = info.offered_players;
      g.default_players = info.default_players;
    }
    // Step 1b. The registrars ran in the objects' order, which nobody chose: list in core's (the
    // link ids, the order the games were added in).
    std::stable_sort(games.entries.begin(), games.entries.end(),
                     [](const GameEntry& a, const GameEntry& b) {
                       return core_of(a).link_id < core_of(b).link_id;
                     });
    games.complete = true;
  }
  return games.entries;
}

const GameEntry* find_table_game(std::string_view id) {
  // Through table_games(): complete and sorted before any pointer is handed out.
  for (const GameEntry& g : table_games())
    if (g.id == id) return &g;
  return nullptr;
}

page::SiteGames site_games() {
  page::SiteGames games;
  games.known = [](std::string_view id) { return find_table_game(id) != nullptr; };
  games.allows_players = [](std::string_view id, int players) {
    const GameEntry* g = find_table_game(id);
    return g != nullptr && g->allows(players);
  };
  for (const GameEntry& g : table_games()) games.ids.emplace_back(g.id);
  if (!games.ids.empty()) games.default_game = games.ids.front();
  return games;
}

}  // namespace cardavia::app::table
