// Cardavia — the table with a host page (shared/spec/embed-api.md), driven natively through the
// shell as the page's glue drives it (app/shell/embed_bridge.cpp): embed mode (the game's sheet is the
// start, Leave comes back to it), the messages (ready first, resize, bad options, match-start,
// every move in words, round-end, match-end with its absolute replay link) and the commands
// (get-state, new-match, load, set-settings; refusals that change nothing) — for every game.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/table/games.h"
#include "core/link_codec.h"
#include "core/match_record.h"
#include "page/page_options.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::FakePage;
using app_test::TableDriver;
using nlohmann::json;

namespace {

constexpr const char* kSite = "https://cardavia.example/play/";

cardavia::page::PageOptions address(std::string_view query) {
  return cardavia::page::parse_page_options(query, "", cardavia::app::table::site_games());
}

std::vector<json> messages(TableDriver& d) {
  std::vector<json> out;
  for (const std::string& m : d.shell.take_messages()) out.push_back(json::parse(m));
  return out;
}

std::vector<json> of_type(const std::vector<json>& all, const std::string& type) {
  std::vector<json> out;
  for (const json& m : all)
    if (m["type"] == type) out.push_back(m);
  return out;
}

json send(TableDriver& d, const json& command) {
  const std::string reply = d.shell.command(command.dump());
  return reply.empty() ? json() : json::parse(reply);
}

json cmd(const std::string& name, const json& args = json::object(), const json& id = "q") {
  return {{"target", "cardavia"}, {"version", 1}, {"id", id}, {"cmd", name}, {"args", args}};
}

}  // namespace

TEST_CASE("embed: the game's sheet is the start — bad options are error messages — ready comes first") {
  FakePage page;
  TableDriver d(ImVec2(360, 560));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?embed=1&game=cabo&players=7&speed=warp"));
  d.frame();
  CHECK(d.shell.embedded());
  CHECK(d.screen() == "setup");
  CHECK(d.has("setup:start"));
  CHECK_FALSE(d.has("setup:back"));  // nowhere to go back to
  CHECK_FALSE(d.has("setup:game:cabo"));
  CHECK(d.has("setup:players:5"));  // Cabo's counts
  const std::vector<json> all = messages(d);
  REQUIRE(!all.empty());
  CHECK(all.front()["type"] == "ready");
  CHECK(all.front()["source"] == "cardavia");
  CHECK(all.front()["version"] == 1);
  CHECK(all.front()["lang"] == "en");
  CHECK(!all.front()["build"].get<std::string>().empty());
  const std::vector<json> errors = of_type(all, "error");
  REQUIRE(errors.size() == 2);
  CHECK(errors[0]["code"] == "bad-option");
  CHECK(errors[0]["option"] == "speed");  // players is read last, once the game is known
  CHECK(errors[1]["option"] == "players");
  CHECK(errors[0]["message"].get<std::string>().find("warp") != std::string::npos);
  const std::vector<json> resize = of_type(all, "resize");
  REQUIRE(resize.size() == 1);
  CHECK(resize[0]["height"] == cardavia::app::TableShell::wanted_height(360));
  d.frame();
  CHECK(messages(d).empty());  // the wish did not change: no second resize

  // A match, then Leave from its menu: back to Cabo's sheet, not a chooser.
  REQUIRE(d.shell.set_text("setup:seed", "5"));
  d.frame();
  d.tap("setup:start");
  CHECK(d.screen() == "play");
  d.until([&] { return d.has("btn:menu"); }, "the menu button");
  d.tap("btn:menu");
  d.tap("menu:leave");
  d.frame();
  CHECK(d.screen() == "setup");
  CHECK(d.shell.match() == nullptr);
}

TEST_CASE("embed: commands — each answered once with its id — refusals change nothing") {
  FakePage page;
  TableDriver d(ImVec2(800, 500));
  d.shell.attach_page(&page);
  d.shell.open_address(address("?embed=1&game=cabo"));
  d.frame();
  messages(d);

  // Not ours: no reply, nothing queued.
  CHECK(d.shell.command(R"({"source":"cardavia","type":"ready"})").empty());
  CHECK(d.shell.command("garbage").empty());
  CHECK(messages(d).empty());

  json r = send(d, cmd("get-state"));
  CHECK(r["type"] == "reply");
  CHECK(r["id"] == "q");
  CHECK(r["ok"] == true);
  CHECK(r["result"]["screen"] == "setup");
  CHECK(r["result"]["game"] == "cabo");
  CHECK(r["result"]["players"] == 3);
  CHECK(r["result"]["round"] == 0);

  // Refused: unknown cmd, wrong types, players the game is not played by — nothing changes.
  for (const json& bad : {cmd("dance"), cmd("new-match", {{"players", "4"}}),
                          cmd("new-match", {{"game", "cabo"}, {"players", 6}}),
                          cmd("set-settings", {{"contrast", 500}}), cmd("load", {{"link", "#r=%%%"}})}) {
    INFO(bad.dump());
    r = send(d, bad);
    CHECK(r["ok"] == false);
    CHECK(r["id"] == "q");
    CHECK(!r["error"].get<std::string>().empty());
    d.frame();
    CHECK(d.screen() == "setup");
    CHECK(d.shell.match() == nullptr);
    const std::vector<json> after = messages(d);
    REQUIRE(of_type(after, "error").size() == 1);
    CHECK(of_type(after, "error")[0]["code"] == "bad-command");
  }
  CHECK(d.shell.settings().contrast == 50);

  // set-settings: applied at once, for this visit (not written to the person's settings).
  r = send(d, cmd("set-settings", {{"contrast", 80}, {"speed", "instant"}, {"suits", 4}}, 7));
  CHECK(r["ok"] == true);
  CHECK(r["id"] == 7);
  d.frame();
  CHECK(d.shell.settings().contrast == 80);
  CHECK(d.shell.settings().four_colour);
  CHECK(d.shell.settings().speed == cardavia::app::table::Speed::Instant);
  CHECK(page.settings_writes.empty());
  // Embedded, the sound is off until the host turns it on (docs/sound.md).
  CHECK_FALSE(d.shell.settings().sound);
  CHECK_FALSE(d.report().sound.on);
  r = send(d, cmd("set-settings", {{"sound", true}}));
  CHECK(r["ok"] == true);
  d.frame();
  CHECK(d.shell.settings().sound);
  CHECK(d.report().sound.on);
  CHECK(page.settings_writes.empty());

  // new-match: the match starts, match-start says who plays (never the seed).
  r = send(d, cmd("new-match", {{"players", 2}, {"level", "easy"}, {"seed", "99"}}));
  CHECK(r["ok"] == true);
  // get-state says the screen as it is now, before the next frame is drawn.
  CHECK(send(d, cmd("get-state"))["result"]["screen"] == "play");
  d.frame();
  CHECK(d.screen() == "play");
  REQUIRE(d.shell.match() != nullptr);
  CHECK(d.shell.match()->config().seed == 99);
  const std::vector<json> start = of_type(messages(d), "match-start");
  REQUIRE(start.size() == 1);
  CHECK(start[0] == json{{"source", "cardavia"}, {"version", 1}, {"type", "match-start"},
                         {"game", "cabo"}, {"players", 2}, {"level", "easy"}, {"human_seat", 0}});
  r = send(d, cmd("get-state"));
  CHECK(r["result"]["game"] == "cabo");
  CHECK(r["result"]["round"] == 1);
  CHECK_FALSE(r["result"].contains("save"));  // the match is in progress: no record, no seed
  CHECK(r["result"].dump().find("99") == std::string::npos);
  // A command without an id runs, unanswered.
  json no_id = cmd("set-settings", {{"grain", 10}});
  no_id.erase("id");
  CHECK(d.shell.command(no_id.dump()).empty());
  CHECK(d.shell.settings().grain == 10);
}

TEST_CASE("embed: every game's moves in words, its round's end and its match's end with the link") {
  struct Game {
    const char* sample;
    const char* game;
  };
  for (const Game g : {Game{"cabo_3p_hard_five_rounds.json", "cabo"}, Game{"chkobba_2p_normal.json", "chkobba"},
                       Game{"cucu_4p_hard.json", "cucu"}}) {
    INFO(g.game);
    // Every game with a table (the others join this test as their tables land).
    if (!cardavia::app::table::find_table_game(g.game)->playable()) continue;
    FakePage page;
    TableDriver d(ImVec2(800, 500));
    d.shell.attach_page(&page);
    d.shell.set_site_url(kSite);
    d.shell.open_address(address(std::string("?embed=1&game=") + g.game));
    d.frame();
    messages(d);
    // A finished sample match less its last action (a computer's), sent as a save object.
    const std::string text =
        cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + g.sample);
    cardavia::Result<cardavia::MatchRecord> whole = cardavia::read_save(text);
    REQUIRE(whole.ok());
    cardavia::MatchRecord almost = whole.value();
    almost.match.actions.pop_back();
    json r = send(d, cmd("load", {{"save", json::parse(cardavia::write_save(almost))}}));
    REQUIRE(r["ok"] == true);
    CHECK(r["result"]["screen"] == "play");
    std::vector<json> seen;
    d.until([&] {
      for (json& m : messages(d)) seen.push_back(std::move(m));
      return !of_type(seen, "match-end").empty();
    }, "match-end");
    REQUIRE(of_type(seen, "match-start").size() == 1);
    const std::vector<json> moves = of_type(seen, "move");
    REQUIRE(moves.size() == 1);  // the one action left
    CHECK(moves[0]["seat"] != 0);
    CHECK(!moves[0]["text"].get<std::string>().empty());
    const std::vector<json> rounds = of_type(seen, "round-end");
    REQUIRE(rounds.size() == 1);
    CHECK(rounds[0]["round"] == d.shell.match()->rounds().size());
    CHECK(rounds[0]["totals"] == json(d.shell.match()->rounds().back().totals));
    const json end = of_type(seen, "match-end")[0];
    CHECK(end["winners"] == json(d.shell.match()->winners()));
    CHECK(end["totals"] == rounds[0]["totals"]);
    CHECK(end["link"] == std::string(kSite) + "#r=" + cardavia::encode_link(whole.value()).value());
    r = send(d, cmd("get-state"));
    CHECK(r["result"]["save"] == cardavia::write_save(whole.value()));
    // The replay link opens the viewer at a step.
    r = send(d, cmd("load", {{"link", end["link"]}, {"step", 2}}));
    CHECK(r["result"]["screen"] == "replay");
    d.frame();
    CHECK(send(d, cmd("get-state"))["result"]["screen"] == "replay");
  }
}

TEST_CASE("embed: a wide frame wants a landscape table, a narrow one a phone's") {
  using cardavia::app::TableShell;
  CHECK(TableShell::wanted_height(360) >= 560);
  CHECK(TableShell::wanted_height(800) <= 560);
  CHECK(TableShell::wanted_height(800) >= 500);
  CHECK(TableShell::wanted_height(5000) <= 760);
}
