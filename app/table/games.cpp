// Cardavia — the registry of the site's games (see games.h).
#include "app/table/games.h"

#include <algorithm>

#include "core/game_registry.h"

namespace cardavia::app::table {
namespace {

// The entries, linked by the views' registrars before main() (core/registry_list.h), and completed
// from core's registry at the first read.
RegistryNode<GameEntry>* g_entries = nullptr;
bool g_complete = false;

int core_order(const GameEntry& game) {
  const GameInfo* info = find_game(game.id);
  return info != nullptr ? info->link_id : 256;  // a table without an engine: last (it cannot play)
}

}  // namespace

bool GameEntry::allows(int players) const {
  return std::find(player_counts.begin(), player_counts.end(), players) != player_counts.end();
}

void register_table_game(RegistryNode<GameEntry>& node) {
  push_node(g_entries, node);
  g_complete = false;
}

namespace {

// Once, at the first read after start-up: every registrar has run by then, core's too, whatever the
// order the objects initialised in (nothing registers later). Cold: it runs once, and is kept out
// of its callers' code.
[[gnu::cold]] void complete_entries() {
  // Step 1. The counts from core's descriptor: said once, there.
  for (RegistryNode<GameEntry>* at = g_entries; at != nullptr; at = at->next) {
    if (const GameInfo* info = find_game(at->entry->id)) {
      at->entry->player_counts = info->offered_players;
      at->entry->default_players = info->default_players;
    }
  }
  // Step 2. The registrars ran in the objects' order, which nobody chose: relinked in core's (the
  // link ids, the order the games were added in).
  RegistryNode<GameEntry>* sorted = nullptr;
  while (g_entries != nullptr) {
    RegistryNode<GameEntry>& node = *g_entries;
    g_entries = node.next;
    link_node(sorted, node, [](const GameEntry& a, const GameEntry& b) {
      return core_order(a) < core_order(b);
    });
  }
  g_entries = sorted;
  g_complete = true;
}

}  // namespace

RegistryList<GameEntry> table_games() {
  if (!g_complete) complete_entries();
  return RegistryList<GameEntry>(g_entries);
}

const GameEntry* find_table_game(std::string_view id) {
  // Through table_games(): complete and in order.
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
  for (const GameEntry& g : table_games()) games.add_id(g.id);
  return games;
}

}  // namespace cardavia::app::table
