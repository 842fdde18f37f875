// The registry of the games' engines (see game_registry.h).
#include "game_registry.h"

#include <algorithm>

namespace cardavia {

namespace {

// The one list, linked by the games' registrars before main() (registry_list.h): a plain pointer,
// null before any registrar runs.
RegistryNode<const GameInfo>* g_games = nullptr;

}  // namespace

bool GameInfo::offers(int players) const {
  return std::find(offered_players.begin(), offered_players.end(), players) !=
         offered_players.end();
}

void register_game(RegistryNode<const GameInfo>& node) {
  // In link-id order: the order the games were added in, whatever order the objects initialise in.
  link_node(g_games, node, [](const GameInfo& game, const GameInfo& other) {
    return game.link_id < other.link_id;
  });
}

RegistryList<const GameInfo> all_games() { return RegistryList<const GameInfo>(g_games); }

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& game : all_games()) {
    if (game.name == name) return &game;
  }
  return nullptr;
}

const GameInfo* find_game_by_link_id(int link_id) {
  for (const GameInfo& game : all_games()) {
    if (game.link_id == link_id) return &game;
  }
  return nullptr;
}

std::vector<StartField> all_start_fields() {
  // Each name once, by link bit: an insertion into a list of a handful (no sort's code in the site).
  std::vector<StartField> fields;
  for (const GameInfo& game : all_games()) {
    for (const StartField& field : game.start_fields) {
      auto at = fields.begin();
      while (at != fields.end() && at->link_bit < field.link_bit) ++at;
      if (at == fields.end() || at->name != field.name) fields.insert(at, field);
    }
  }
  return fields;
}

std::vector<int> playable_player_counts(const GameInfo& game) {
  std::vector<int> counts;
  for (int players = game.min_players; players <= game.max_players; ++players) {
    MatchSetup setup;
    setup.players = players;
    if (game.new_match(setup)) counts.push_back(players);
  }
  return counts;
}

std::string game_names_text(bool quoted) {
  const RegistryList<const GameInfo> games = all_games();
  std::string text;
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) text += quoted ? ", " : i + 1 == games.size() ? " or " : ", ";
    if (quoted) text += '"';
    text += games[i].name;
    if (quoted) text += '"';
  }
  return text;
}

}  // namespace cardavia
