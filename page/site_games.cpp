// Cardavia — the site's games from core's registry (see site_games.h).
#include "page/site_games.h"

#include "core/game_registry.h"

namespace cardavia::page {

SiteGames registered_site_games() {
  SiteGames games;
  games.known = [](std::string_view id) { return find_game(id) != nullptr; };
  games.allows_players = [](std::string_view id, int players) {
    const GameInfo* game = find_game(id);
    return game != nullptr && game->offers(players);
  };
  for (const GameInfo& game : all_games()) games.add_id(game.name);
  return games;
}

}  // namespace cardavia::page
