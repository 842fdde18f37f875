// Cardavia — the games of the site, one entry each: what the chooser tile, the new-match sheet,
// the page's #<game> route and the test bindings know about a game, and how its table is made.
// Each game registers its entry where its view lives, one line at the end of
// app/<game>/<game>_view.cpp:
//
//   GameEntry kCaboTable = {.id = "cabo", .name_key = "game.cabo.name", …};
//   CARDAVIA_REGISTER_TABLE_GAME(kCaboTable);
//
// and this framework names no game: it lists whatever registered (in core's order: the link
// ids, core/game_registry.h), and the views' objects are linked whole so that the registrars are
// kept (cmake/whole_archive.cmake, app/CMakeLists.txt).
//
//   field        what it is                                         Cabo / Chkobba / Cucù
//   id           the engine's name (core's registry), route #<id>,  "cabo" "chkobba" "cucu"
//                setup:game:<id>, tile:<id>
//   name_key     the game's name (i18n key)                         "game.cabo.name"
//   blurb_key    the chooser tile's line (i18n key)                 "game.cabo.blurb"
//   clockwise    seats round the table                              yes / no / no
//   shape        an opponent's cards, yours, the centre's rows      (see each view)
//   icon         the chooser tile's card                            a back / 7♦ / the Cuckoo
//   make_view    the game's table; nullptr: the tile says "coming soon" and nothing opens it
//   card_name    a card the game calls by a name of its own, said   - / the 7ayya (7♦) / -
//                before its words to the ear (i18n key, or nullptr)
// The player counts and the default are core's (GameInfo::offered_players, default_players): said
// once there, and set in the entry's player_counts and default_players by the registry when the
// site's list is first read (a view's entry leaves them out; so the entry is not const).
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "app/card_face.h"
#include "app/table/table_layout.h"
#include "core/registry_list.h"
#include "page/page_options.h"

namespace cardavia::app::table {

class GameView;

// How a game's final totals rank, for the person's best score (app/shell/statistics.h): Cabo's
// lowest total wins, Chkobba's highest; Cucù's totals are lives, not a score.
enum class ScoreOrder { LowerWins, HigherWins, None };

struct GameEntry {
  const char* id = "";
  const char* name_key = "";   // "game.cabo.name"
  const char* blurb_key = "";  // the chooser tile's line
  bool clockwise = false;
  SeatShape shape;
  Face icon = Face::back();  // the chooser tile's card
  std::unique_ptr<GameView> (*make_view)() = nullptr;
  ScoreOrder score = ScoreOrder::None;  // how its totals rank: the statistics' best score
  int goal = 0;  // the total the score charts mark (Cabo's 100, Chkobba's 21); 0: none (lives)
  const char* daily_total_key = nullptr;  // the daily line's final total ("{n} points")
  // The i18n key of the name the game gives `card`, or nullptr (app/table/words.h: spoken cards).
  const char* (*card_name)(AnyCard card) = nullptr;

  // Set by the registry from core's GameInfo: the counts the site offers, ascending, and the
  // new-match sheet's first choice.
  std::span<const int> player_counts = {};
  int default_players = 0;

  bool playable() const { return make_view != nullptr; }
  bool allows(int players) const;
};

// The registered games in core's order.
RegistryList<GameEntry> table_games();
const GameEntry* find_table_game(std::string_view id);  // nullptr for an unknown id
// The games as the page's address parser asks about them (page/page_options.h): the ids, and
// each game's player counts.
page::SiteGames site_games();

// Adds a game's entry (called by the registrar below, before main()): `node` points at it, and
// both live as long as the program (core/registry_list.h); the registry completes the entry at the
// first read.
void register_table_game(RegistryNode<GameEntry>& node);
using TableGameRegistrar = Registrar<GameEntry, &register_table_game>;

}  // namespace cardavia::app::table

// One line in the game's app/<game>/<game>_view.cpp, at namespace scope.
#define CARDAVIA_REGISTER_TABLE_GAME(entry) \
  CARDAVIA_REGISTRAR(::cardavia::app::table::TableGameRegistrar, entry)
