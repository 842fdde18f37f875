// Cardavia — the games' registry keeps its promises (core/game_registry.h), checked here for every
// game this binary registered rather than by code in the site: a name and a link id of its own
// (the link's game byte: what an old link means depends on it), the site's games at their fixed
// ids, the offered counts among the engine's playable ones, the default among the offered.
#include <catch2/catch.hpp>
#include <algorithm>
#include <set>
#include <string>

#include "core/game_registry.h"

using cardavia::all_games;
using cardavia::GameInfo;

TEST_CASE("Every registered game has a name and a link id of its own, in link-id order") {
  std::set<std::string> names;
  std::set<int> ids;
  int previous = -1;
  for (const GameInfo& game : all_games()) {
    INFO(game.name);
    CHECK(names.insert(std::string(game.name)).second);
    CHECK(ids.insert(game.link_id).second);
    CHECK(game.link_id >= 0);
    CHECK(game.link_id <= 255);
    CHECK(game.link_id > previous);
    previous = game.link_id;
    CHECK(game.new_match != nullptr);
    CHECK(game.pack != nullptr);
    CHECK(cardavia::find_game(game.name) == &game);
    CHECK(cardavia::find_game_by_link_id(game.link_id) == &game);
  }
  CHECK(all_games().size() == names.size());
}

TEST_CASE("The site's games keep the link ids their links were written with") {
  CHECK(cardavia::find_game("cabo")->link_id == 0);
  CHECK(cardavia::find_game("chkobba")->link_id == 1);
  CHECK(cardavia::find_game("cucu")->link_id == 2);
  CHECK(cardavia::game_names_text(true) == "\"cabo\", \"chkobba\", \"cucu\"");
}

TEST_CASE("Every game offers counts its engine plays, its default among them") {
  for (const GameInfo& game : all_games()) {
    INFO(game.name);
    const std::vector<int> playable = cardavia::playable_player_counts(game);
    REQUIRE_FALSE(game.offered_players.empty());
    for (const int n : game.offered_players) {
      INFO(n);
      CHECK(std::find(playable.begin(), playable.end(), n) != playable.end());
    }
    CHECK(game.offers(game.default_players));
  }
  // Cucù: dealt 2 to 4 by the engine, offered at four (its table is drawn for four).
  const GameInfo& cucu = *cardavia::find_game("cucu");
  CHECK(cucu.min_players == 2);
  CHECK(cucu.max_players == 4);
  CHECK(std::vector<int>(cucu.offered_players.begin(), cucu.offered_players.end()) ==
        std::vector<int>{4});
}

TEST_CASE("The games' start fields: one kind and one link bit a name, none on the codec's bits") {
  // The link codec's own flags are bits 0–5 and 9–11 (core/link_codec.cpp); the start lists take
  // 6–8 (the site's games, fixed for ever) and 12 up.
  std::set<int> bits;
  for (const cardavia::StartField& field : cardavia::all_start_fields()) {
    INFO(field.name);
    CHECK(field.link_bit >= 6);
    CHECK(field.link_bit < 63);
    CHECK((field.link_bit <= 8 || field.link_bit >= 12));
    CHECK(bits.insert(field.link_bit).second);  // all_start_fields lists each name once
    for (const GameInfo& game : all_games()) {
      for (const cardavia::StartField& own : game.start_fields) {
        if (own.name != field.name) continue;
        INFO(game.name);
        CHECK(own.flags == field.flags);
        CHECK(own.link_bit == field.link_bit);
      }
    }
  }
  // The site's games' fields, at the bits their links were written with.
  const auto bit_of = [](std::string_view name) {
    for (const cardavia::StartField& field : cardavia::all_start_fields())
      if (field.name == name) return field.link_bit;
    return -1;
  };
  CHECK(bit_of("start_totals") == 6);
  CHECK(bit_of("start_reset_used") == 7);
  CHECK(bit_of("start_lives") == 8);
}
