// The registry of the games' engines (see game_registry.h).
#include "game_registry.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace cardavia {

namespace {

// The one list, filled by the games' registrars before main(). A function's static, so that it
// exists before the first registrar runs whatever the order the objects initialise in.
std::vector<GameInfo>& registry() {
  static std::vector<GameInfo> games;
  return games;
}

// A game that breaks the registry's promises is a programming error found at start-up: say which,
// and stop before any link could be misread.
[[noreturn]] void refuse(const GameInfo& game, const char* why) {
  std::fprintf(stderr, "cardavia: the game \"%.*s\" cannot be registered: %s\n",
               static_cast<int>(game.name.size()), game.name.data(), why);
  std::abort();
}

}  // namespace

bool GameInfo::offers(int players) const {
  return std::find(offered_players.begin(), offered_players.end(), players) !=
         offered_players.end();
}

void register_game(const GameInfo& game) {
  std::vector<GameInfo>& games = registry();
  if (game.name.empty() || game.new_match == nullptr || game.pack == nullptr)
    refuse(game, "it needs a name, a factory and a pack");
  if (game.link_id < 0 || game.link_id > 255) refuse(game, "its link id is not a byte");
  if (game.offered_players.empty() || !game.offers(game.default_players))
    refuse(game, "its default player count is not one it offers");
  for (const GameInfo& other : games) {
    if (other.name == game.name) refuse(game, "the name is taken");
    if (other.link_id == game.link_id) refuse(game, "its link id is another game's");
  }
  const auto at = std::find_if(games.begin(), games.end(),
                               [&](const GameInfo& g) { return g.link_id > game.link_id; });
  games.insert(at, game);
}

std::span<const GameInfo> all_games() { return registry(); }

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& game : registry()) {
    if (game.name == name) return &game;
  }
  return nullptr;
}

const GameInfo* find_game_by_link_id(int link_id) {
  for (const GameInfo& game : registry()) {
    if (game.link_id == link_id) return &game;
  }
  return nullptr;
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
  const std::span<const GameInfo> games = all_games();
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
