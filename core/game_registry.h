// The games the engine knows, by their scenario name ("cabo", "chkobba", "cucu"), each registered
// by itself where it lives: OpenSpiel's REGISTER_SPIEL_GAME, here one line at the end of the
// game's own .cpp, and this file names nobody.
//
//   // core/<game>/<game>.cpp
//   constexpr GameInfo kCaboGame = {.name = "cabo", .link_id = 0, …};
//   CARDAVIA_REGISTER_GAME(kCaboGame);
//
// Everything the rest of Cardavia needs to know about a game's engine is in its GameInfo: the
// factory, the pack (in notation), the link's game byte, and the player counts — the engine's
// range, the counts the site offers and the first choice. The invariants, which the site never
// links, register the same way from core/<game>/<game>_invariants.cpp (invariants.h).
//
// Registration runs before main() (static initialisation): each registrar links a node pointing at
// its game's descriptor (core/registry_list.h; the descriptor is a constant of static storage: no
// code runs to build it, the registry copies nothing) and nothing changes after, so what the
// registry hands out stays valid. The games' objects are linked whole so that the registrars are
// kept (cmake/whole_archive.cmake). Two games must never share a name or a link id:
// tests/core/registry_test.cpp checks every registered game, the site carries no checking code.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "match_setup.h"
#include "registry_list.h"
#include "result.h"

namespace cardavia {

// A list a game's start state may hold (MatchSetup::start): its name in a scenario and a save, its
// kind, and its bit in a link's flags. Two games may share a field (Cabo's and Chkobba's
// "start_totals", each reading it its own way), declared alike by both. The link bit is fixed for
// ever once links exist: 6 start_totals, 7 start_reset_used, 8 start_lives; a new field takes 12
// or above (the link codec's own fields hold 0–5 and 9–11; tests/core/registry_test.cpp checks).
struct StartField {
  std::string_view name;
  bool flags = false;  // one yes/no per seat (JSON booleans), else numbers
  int link_bit = -1;
};

struct GameInfo {
  std::string_view name;  // the scenario name, the page's #<name>, a record's "game"
  // The link's game byte (link_codec.h): what an old link means depends on it, so it is fixed for
  // ever once links exist (Cabo 0, Chkobba 1, Cucù 2); a new game takes the next free number. The
  // registry lists the games in this order.
  int link_id = -1;
  int min_players = 0;  // what the engine deals …
  int max_players = 0;
  // … and what the site offers (the new-match sheet, the page's address, the embed API),
  // ascending: Cucù's engine deals 2 to 4, its table is drawn for four. (A span over the game's
  // own constant array, so that the descriptor is a constant.)
  std::span<const int> offered_players;
  int default_players = 0;  // the new-match sheet's first choice, one of offered_players
  Result<std::unique_ptr<GameState>> (*new_match)(const MatchSetup& setup) = nullptr;
  // The pack in its fixed reference order, as card notation (copies listed twice): what a given
  // deck must be a permutation of. The link codec ranks decks against this order.
  std::vector<std::string> (*pack)() = nullptr;
  // The lists of its own start state the factory reads (none: a game always starts from zero).
  std::span<const StartField> start_fields;

  bool offers(int players) const;
};

// The registered games in link-id order.
RegistryList<const GameInfo> all_games();
// Every registered game's start fields, each name once, by link bit: the order a scenario, a save
// and a link give them in.
std::vector<StartField> all_start_fields();
const GameInfo* find_game(std::string_view name);  // nullptr for an unknown name
const GameInfo* find_game_by_link_id(int link_id);  // nullptr for an unknown id
// The player counts in min_players..max_players the game's factory accepts (Chkobba: 2 and 4).
std::vector<int> playable_player_counts(const GameInfo& game);
// The games' names for a message: "\"cabo\", \"chkobba\", \"cucu\"" with quotes, or
// "cabo, chkobba or cucu" without.
std::string game_names_text(bool quoted);

// A pack as card notation, for a GameInfo's pack(): any card type with to_string().
template <typename Card>
std::vector<std::string> pack_notation(const std::vector<Card>& pack) {
  std::vector<std::string> texts;
  texts.reserve(pack.size());
  for (const Card& card : pack) texts.push_back(card.to_string());
  return texts;
}

// Adds a game (called by the registrar below, before main()): `node` points at its descriptor, and
// both live as long as the program. The registry promises (a name and a link id of its own, the
// default among the counts offered, …) are checked by tests/core/registry_test.cpp for every game
// of a binary, so the site carries no checking code.
void register_game(RegistryNode<const GameInfo>& node);

using GameRegistrar = Registrar<const GameInfo, &register_game>;

}  // namespace cardavia

// One line in the game's own .cpp, at namespace scope: CARDAVIA_REGISTER_GAME(kCaboGame);
#define CARDAVIA_REGISTER_GAME(info) CARDAVIA_REGISTRAR(::cardavia::GameRegistrar, info)
