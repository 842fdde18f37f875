// Cardavia — the games of the site, one entry each: what the chooser tile, the new-match sheet,
// the page's #<game> route and the test bindings know about a game, and how its table is made.
//
//   field            Cabo            Chkobba            Cucù
//   id               "cabo"          "chkobba"          "cucu"     engine name (core's registry),
//                                                                  route #<id>, setup:game:<id>
//   players          2, 3, 4, 5      2, 4               4          the new-match sheet's row
//   default_players  3               2                  4
//   clockwise        yes             no                 no         seats round the table
//   shape            2×2, 4 own      3×1 fanned, 3 own, 1×1, 1 own an opponent's cards, yours,
//                                    2 centre rows      label 40   the centre's rows
//                                                       (Cucù: name, then hearts)
//   make_view        the Cabo table  the Chkobba table  the Cucù   nullptr: the tile says "coming
//                                                       table      soon" and nothing opens it
// Adding a game's table: its core/<game>/, its session words (session/game_words.h), its
// app/<game>/ view (app/table/game_view.h), and make_view here.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "app/card_face.h"
#include "app/table/table_layout.h"
#include "page/page_options.h"

namespace cardavia::app::table {

class GameView;

// How a game's final totals rank, for the person's best score (app/shell/statistics.h): Cabo's
// lowest total wins, Chkobba's highest; Cucù's totals are lives, not a score.
enum class ScoreOrder { LowerWins, HigherWins, None };

struct GameEntry {
  const char* id;
  const char* name_key;   // "game.cabo.name"
  const char* blurb_key;  // the chooser tile's line
  int player_counts[4];   // the allowed counts, ascending; 0 ends the list
  int default_players;
  bool clockwise;
  SeatShape shape;
  Face icon;  // the chooser tile's card
  std::unique_ptr<GameView> (*make_view)();
  ScoreOrder score = ScoreOrder::None;  // how its totals rank: the statistics' best score

  bool playable() const { return make_view != nullptr; }
  bool allows(int players) const;
};

std::span<const GameEntry> table_games();
const GameEntry* find_table_game(std::string_view id);  // nullptr for an unknown id
// The games as the page's address parser asks about them (page/page_options.h): the ids, and
// each game's player counts.
page::SiteGames site_games();

}  // namespace cardavia::app::table
