#include "game_registry.h"

#include <array>

// Each game adds its header here and its line below.
#include "cabo/cabo.h"
#include "chkobba/chkobba.h"
#include "cucu/cucu.h"

namespace cardavia {

namespace {

template <typename Card>
std::vector<std::string> notation_of(const std::vector<Card>& pack) {
  std::vector<std::string> texts;
  texts.reserve(pack.size());
  for (const Card& card : pack) texts.push_back(card.to_string());
  return texts;
}

std::vector<std::string> cabo_pack() { return notation_of(full_pack_52()); }
std::vector<std::string> chkobba_pack() { return notation_of(chkobba_pack_40()); }
std::vector<std::string> cucu_pack() { return notation_of(cuccu_pack_40()); }

const std::array<GameInfo, 3> kGames = {{
    {"cabo", 2, 5, &new_cabo_match, &cabo_pack},
    {"chkobba", 2, 4, &new_chkobba_match, &chkobba_pack},
    {"cucu", 2, 4, &new_cucu_match, &cucu_pack},
}};

}  // namespace

std::span<const GameInfo> all_games() { return kGames; }

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& game : kGames) {
    if (game.name == name) return &game;
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

}  // namespace cardavia
