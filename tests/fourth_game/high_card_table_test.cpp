// Cardavia — a fourth game added by this test alone: High Card (high_card.h) is registered through
// the same one-line entries as the site's games (core, AI, words, table: see high_card.h), with
// no edit to core/, ai/, session/ or app/, and played to its end through the real table, headless
// (tests/app/table_driver.h): its start-screen tile, the new-match sheet, the rounds and their
// sheets, the match's end, the save read back, and its link round trip. The tile exists only in
// this test's binary: the site's list is tests/app/start_screen_test.cpp's business.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "../app/table_driver.h"
#include "app/card_packs.h"
#include "app/i18n.h"
#include "app/layout.h"
#include "app/table/games.h"
#include "app/table/words.h"
#include "core/game_registry.h"
#include "core/link_codec.h"
#include "core/match_record.h"
#include "high_card.h"
#include "page/site_games.h"

using app_test::TableDriver;

namespace {

// Every game of every layer, in core's order: the site's three, then the toy (link id 200).
std::vector<std::string> table_ids() {
  std::vector<std::string> ids;
  for (const auto& g : cardavia::app::table::table_games()) ids.emplace_back(g.id);
  return ids;
}

std::string actions_of(const std::string& save) {
  return nlohmann::json::parse(save)["actions"].dump();
}

}  // namespace

TEST_CASE("A fourth game registered by a test is one more entry in every layer's registry") {
  const cardavia::GameInfo* core = cardavia::find_game("highcard");
  REQUIRE(core != nullptr);
  CHECK(core->link_id == 200);
  CHECK(cardavia::find_game_by_link_id(200) == core);
  CHECK(table_ids() == std::vector<std::string>{"cabo", "chkobba", "cucu", "highcard"});
  const auto* entry = cardavia::app::table::find_table_game("highcard");
  REQUIRE(entry != nullptr);
  // The counts are core's, read by the table, the page's parsers and the messages.
  CHECK(std::vector<int>(entry->player_counts.begin(), entry->player_counts.end()) ==
        std::vector<int>{2, 3, 4});
  CHECK(entry->default_players == 2);
  CHECK(entry->allows(3));
  CHECK(cardavia::app::table::site_games().allows_players("highcard", 4));
  CHECK(cardavia::page::registered_site_games().ids_text() == "cabo, chkobba, cucu or highcard");
  CHECK(cardavia::game_names_text(true) == "\"cabo\", \"chkobba\", \"cucu\", \"highcard\"");
}

TEST_CASE("The start screen lays out four tiles, every one reachable, on a small phone either way") {
  for (const ImVec2 size : {ImVec2(320, 568), ImVec2(667, 375), ImVec2(390, 844)}) {
    TableDriver d(size);
    INFO(size.x << "x" << size.y);
    REQUIRE(d.screen() == "start");
    for (const char* id : {"tile:cabo", "tile:chkobba", "tile:cucu", "tile:highcard"}) {
      INFO(id);
      CHECK(d.has(id));
    }
    CHECK(cardavia::app::layout_problems(cardavia::app::layout_start_screen(size), size).empty());
  }
}

TEST_CASE("High Card played to its end at the table: tile, rounds, match end, save, link") {
  TableDriver d;
  REQUIRE(d.has("tile:highcard"));
  d.tap("tile:highcard");
  REQUIRE(d.screen() == "setup");
  CHECK(d.has("setup:game:highcard"));
  CHECK(d.has("setup:players:3"));
  CHECK_FALSE(d.has("setup:players:5"));
  d.tap("setup:players:3");
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", "26"));
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
  REQUIRE(d.shell.match() != nullptr);
  CHECK(d.shell.match()->config().game == "highcard");
  CHECK(d.shell.match()->players() == 3);

  // Turn when asked, go on after each round's sheet, until the match's end.
  int turns = 0, round_ends = 0;
  std::string save_in_play;  // after the first round's end: a match to continue
  for (int i = 0; i < 4000 && d.screen() != "over"; ++i) {
    if (d.screen() == "reveal" && d.has("btn:next_round")) {
      ++round_ends;
      d.tap("btn:next_round");
      if (save_in_play.empty()) save_in_play = d.shell.current_record();
    } else if (d.screen() == "reveal" && d.has("btn:result")) {
      d.tap("btn:result");
    } else if (d.has("btn:turn") && d.shell.match()->human_to_move()) {
      ++turns;
      d.tap("btn:turn");
    } else {
      d.frame();
    }
  }
  REQUIRE(d.screen() == "over");
  CHECK(turns == cardavia::high_card::kRounds);  // one card a round
  CHECK(round_ends == cardavia::high_card::kRounds - 1);  // the last round ends in the result
  CHECK(d.shell.match()->over());
  CHECK(d.shell.match()->rounds().size() == cardavia::high_card::kRounds);
  CHECK_FALSE(d.shell.match()->winners().empty());
  CHECK(d.shell.match()->round_number() == cardavia::high_card::kRounds);
  CHECK(d.has("btn:play_again"));

  // The save, read back: the same match.
  const std::string save = d.shell.current_record();
  REQUIRE_FALSE(save.empty());
  CHECK(nlohmann::json::parse(save)["game"] == "highcard");
  cardavia::Result<cardavia::MatchRecord> record = cardavia::read_save(save);
  REQUIRE(record);
  CHECK(record.value().match.actions.size() == 3u * cardavia::high_card::kRounds);

  // The link: encoded with the game's own byte, decoded to the same record.
  cardavia::Result<std::string> link = cardavia::encode_link(record.value());
  REQUIRE(link);
  cardavia::Result<cardavia::MatchRecord> back = cardavia::decode_link(link.value());
  REQUIRE(back);
  CHECK(back.value().match.game == "highcard");
  CHECK(back.value().match.actions == record.value().match.actions);
  CHECK(back.value().match.setup.seed == 26u);

  // A new table opens the save, and the link, at the same match (a finished one: in the replay
  // viewer, its record the same).
  TableDriver again;
  cardavia::Result<std::string> opened = again.shell.load(save);
  REQUIRE(opened);
  CHECK(opened.value() == "replay");
  again.frame();
  REQUIRE(again.shell.replay() != nullptr);
  CHECK(actions_of(again.shell.current_record()) == actions_of(save));
  // The save of a match in play continues it, at the same position.
  REQUIRE_FALSE(save_in_play.empty());
  TableDriver resumed;
  cardavia::Result<std::string> continued = resumed.shell.load(save_in_play);
  REQUIRE(continued);
  CHECK(continued.value() == "play");
  resumed.frame();
  REQUIRE(resumed.shell.match() != nullptr);
  CHECK(resumed.shell.match()->config().game == "highcard");
  CHECK(resumed.shell.match()->rounds().size() == 1);
  CHECK(actions_of(resumed.shell.current_record()) == actions_of(save_in_play));

  TableDriver linked;
  cardavia::Result<std::string> followed = linked.shell.load("#r=" + link.value());
  REQUIRE(followed);
  linked.frame();
  CHECK(nlohmann::json::parse(linked.shell.current_record())["game"] == "highcard");
  CHECK(actions_of(linked.shell.current_record()) == actions_of(save));
}

TEST_CASE("High Card's own start state: declared by the game alone, kept by the save and the link") {
  // The toy declares "start_points" (high_card.cpp); no file outside tests/ names it.
  cardavia::MatchRecord record;
  record.match.game = "highcard";
  record.match.setup.players = 2;
  record.match.setup.seed = 7;
  record.match.setup.set_start("start_points", {3, 1});
  record.match.actions = {"1 turn", "0 turn"};
  cardavia::Result<std::unique_ptr<cardavia::GameState>> played = cardavia::replay_record(record);
  INFO((played ? std::string() : played.error()));
  REQUIRE(played);
  // The points won before the first round count in its totals.
  const std::vector<int> totals = played.value()->rounds().back().totals;
  CHECK(totals[0] + totals[1] == 3 + 1 + 1);

  // The save writes it by its name, and reads it back the same.
  const std::string save = cardavia::write_save(record);
  CHECK(nlohmann::json::parse(save)["start_points"] == nlohmann::json::array({3, 1}));
  cardavia::Result<cardavia::MatchRecord> read = cardavia::read_save(save);
  REQUIRE(read);
  CHECK(read.value().same_match(record));

  // The link carries it at the game's own bit, and gives it back.
  cardavia::Result<std::string> link = cardavia::encode_link(record);
  REQUIRE(link);
  cardavia::Result<cardavia::MatchRecord> back = cardavia::decode_link(link.value());
  REQUIRE(back);
  const std::vector<int>* points = back.value().match.setup.start_list("start_points");
  REQUIRE(points != nullptr);
  CHECK(*points == std::vector<int>{3, 1});

  // The game checks its values: a save with one number for two seats is refused, with its reason.
  nlohmann::json bad = nlohmann::json::parse(save);
  bad["start_points"] = nlohmann::json::array({3});
  cardavia::Result<cardavia::MatchRecord> refused = cardavia::read_save(bad.dump());
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("start_points") != std::string::npos);
  // And a list of the wrong kind is refused by the reader, before the game sees it.
  bad["start_points"] = "three";
  CHECK_FALSE(cardavia::read_save(bad.dump()));
}

TEST_CASE("High Card's own pack and words: named, spoken and drawn through its own entries") {
  using cardavia::high_card::StarCard;
  namespace app = cardavia::app;
  // The Star pack (200) is the toy's: no file outside tests/ names it.
  REQUIRE(app::find_pack(cardavia::high_card::kStarPack) != nullptr);
  CHECK(app::table::card_words(StarCard{5, false}.any()) == "Sun 5");
  CHECK(app::table::spoken_card_words(StarCard{8, true}.any(), "highcard") == "Moon 8");
  CHECK(app::table::spoken_card_form(StarCard{8, true}.any(), "acc", "highcard").empty());
  // Its texts: English and Ukrainian of its own; another language says the English ones.
  CHECK(std::string(app::tr("game.highcard.name")) == "High Card");
  app::set_language("uk");
  CHECK(app::table::card_words(StarCard{5, false}.any()) == "Сонце 5");
  CHECK(std::string(app::tr("game.highcard.name")) == "Старша карта");
  CHECK(std::string(app::tr_in("en", "game.highcard.name")) == "High Card");
  app::set_language("fr");
  CHECK(std::string(app::tr("highcard.turn")) == "Turn");
  CHECK(app::tr_own("highcard.turn") == nullptr);  // French has none of its own
  app::set_language("en");
  // A key nobody has still shows itself.
  CHECK(std::string(app::tr("highcard.no_such_key")) == "highcard.no_such_key");

  // At the table: the tile, the button and the log say its words, its cards are drawn by its pack.
  TableDriver d;
  d.tap("tile:highcard");
  d.tap("setup:players:3");
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", "5"));
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
  // The human to turn after another seat has turned this round: a Star face on the table.
  const auto someone_turned = [&] {
    if (!d.shell.match()->human_to_move() || !d.has("btn:turn")) return false;
    const std::unique_ptr<cardavia::Observation> seen = d.shell.match()->observation();
    const auto& o = dynamic_cast<const cardavia::high_card::HighCardObservation&>(*seen);
    for (const auto& card : o.cards_)
      if (card) return true;
    return false;
  };
  for (int i = 0; i < 200 && d.screen() != "over" && !someone_turned(); ++i) {
    if (d.has("btn:next_round")) d.tap("btn:next_round");
    else if (d.has("btn:turn") && d.shell.match()->human_to_move()) d.tap("btn:turn");
    else d.frame();
  }
  REQUIRE(someone_turned());
  const int drawn_before = cardavia::high_card::star_faces_drawn();
  d.frame();
  CHECK(cardavia::high_card::star_faces_drawn() > drawn_before);
  const app::table::Target* turn = app::table::find_target(d.report().targets, "btn:turn");
  REQUIRE(turn != nullptr);
  CHECK(turn->label == "Turn");
  d.tap("btn:turn");
  d.until([&] {
    for (const std::string& line : d.report().log)
      if (line.rfind("You turned the ", 0) == 0) return true;
    return false;
  }, "the human's turn in the log");
  app_test::check_words(d.report(), "highcard.");
}
