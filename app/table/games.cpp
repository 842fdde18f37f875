// Cardavia — the games of the site (see games.h).
#include "app/table/games.h"

#include <array>

#include "app/cabo/cabo_view.h"
#include "app/cucu/cucu_view.h"
#include "app/chkobba/chkobba_view.h"
#include "app/table/game_view.h"

namespace cardavia::app::table {
namespace {

constexpr Face kSevenOfDiamonds = Face::of(StandardCard{Rank::kSeven, Suit::kDiamonds});
constexpr Face kCuckoo = Face::of(CuccuCard{CuccuRank::kCuckoo});

// Chkobba: three cards each, the opponents' as fans (never tapped), the table's cards in two rows
// of the centre. Cabo's and Cucù's seats of a few cards sit round a wide table (round_table).
const std::array<GameEntry, 3> kGames = {{
    {"cabo",
     "game.cabo.name",
     "game.cabo.blurb",
     {2, 3, 4, 5},
     3,
     true,
     SeatShape{.cols = 2, .rows = 2, .own_cards = 4, .round_table = true},
     Face::back(),
     &cabo::make_cabo_view,
     ScoreOrder::LowerWins},
    {"chkobba",
     "game.chkobba.name",
     "game.chkobba.blurb",
     {2, 4, 0, 0},
     2,
     false,
     SeatShape{.cols = 3, .rows = 1, .own_cards = 3, .overlap = 0.6f, .centre_rows = 2},
     kSevenOfDiamonds,
     &chkobba::make_chkobba_view,
     ScoreOrder::HigherWins},
    {"cucu",
     "game.cucu.name",
     "game.cucu.blurb",
     {4, 0, 0, 0},
     4,
     false,
     // The label: the name, then the lives as hearts.
     SeatShape{.cols = 1, .rows = 1, .own_cards = 1, .label_h = 40.0f, .round_table = true},
     kCuckoo,
     &cucu::make_cucu_view,
     ScoreOrder::None},
}};

}  // namespace

bool GameEntry::allows(int players) const {
  for (const int n : player_counts)
    if (n != 0 && n == players) return true;
  return false;
}

std::span<const GameEntry> table_games() { return kGames; }

const GameEntry* find_table_game(std::string_view id) {
  for (const GameEntry& g : kGames)
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
  return games;
}

}  // namespace cardavia::app::table
