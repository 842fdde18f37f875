// Cardavia — take-backs at the table (app/table/match_table.h, docs/undo.md): in each game at
// 320×568, a mis-tap then btn:undo shows the earlier position at once — the same prompt, the same
// targets, the same observation and log — with nothing of the moves taken back left on the table;
// btn:undo lies in the top bar and overlaps no other target. Embedded, it is offered only when the
// host asks (`undo=on`), and the host hears `undo` with the actions kept and taken back.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/table/games.h"
#include "page/page_options.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"

using app_test::TableDriver;
using cardavia::app::table::Speed;
using nlohmann::json;

namespace {

std::vector<std::string> target_ids(const TableDriver& d) {
  std::vector<std::string> ids;
  for (const auto& t : d.report().targets) ids.push_back(t.id);
  std::sort(ids.begin(), ids.end());
  return ids;
}

bool any_starting(const TableDriver& d, const std::string& prefix) {
  const auto& targets = d.report().targets;
  return std::any_of(targets.begin(), targets.end(), [&](const auto& t) { return t.id.rfind(prefix, 0) == 0; });
}

std::string first_starting(const TableDriver& d, const std::string& prefix) {
  for (const auto& t : d.report().targets)
    if (t.id.rfind(prefix, 0) == 0) return t.id;
  return {};
}

// What the person had when asked.
struct Position {
  std::string prompt, observation;
  std::vector<std::string> targets, log;
  std::size_t actions = 0;
};
Position position_of(const TableDriver& d) {
  return Position{d.report().prompt, d.shell.match()->observation()->to_string(), target_ids(d), d.report().log,
                  d.shell.match()->history().size()};
}

void start(TableDriver& d, const char* game, int players, std::uint64_t seed, Speed speed) {
  d.shell.settings().speed = speed;
  cardavia::app::table::NewMatch choices;
  choices.choose_game(game);
  choices.players = players;
  choices.level = cardavia::ai::Level::kEasy;
  cardavia::session::MatchConfig config = d.shell.config_for(choices, seed);
  REQUIRE(d.shell.start_match(config));
  d.frame();
}

// Frames until the table settles (nothing moves or waits).
void settle(TableDriver& d) {
  for (int i = 0; i < 200; ++i) d.frame();
}

}  // namespace

TEST_CASE("btn:undo after a mis-tap shows the earlier position again, in each game", "[take_back]") {
  struct Case {
    const char* game;
    int players;
    Speed speed;
  };
  for (const Case c : {Case{"cabo", 3, Speed::Fast}, Case{"chkobba", 2, Speed::Fast}, Case{"cucu", 4, Speed::Slow}}) {
    INFO(c.game);
    TableDriver d(ImVec2(320, 568));
    std::uint64_t seed = 5;
    for (;; ++seed) {
      REQUIRE(seed < 15);
      start(d, c.game, c.players, seed, c.speed);
      const std::string game = c.game;
      if (game == "cabo") {
        // The round's look (two own cards), then the turn.
        d.until([&] { return d.has("own:0") || d.has("btn:draw"); }, "the look");
        if (!d.has("btn:draw")) {
          d.tap("own:0");
          d.until([&] { return d.has("own:1"); }, "the second card");
          d.tap("own:1");
        }
        d.until([&] { return d.has("btn:draw"); }, "the turn");
      } else if (game == "chkobba") {
        d.until([&] { return d.has("btn:keep") || any_starting(d, "own:"); }, "the person's move");
      } else {
        d.until([&] { return d.has("btn:keep"); }, "the person's turn");
        if (d.has("btn:deck")) continue;  // the dealer acts last: the round ends with the person's move
      }
      break;
    }
    settle(d);
    const Position before = position_of(d);
    // The mis-tap.
    const std::string game = c.game;
    if (game == "cabo") {
      d.tap("btn:draw");
    } else if (game == "chkobba") {
      d.tap(d.has("btn:keep") ? "btn:keep" : first_starting(d, "own:"));
      for (int i = 0; i < 3 && d.shell.match()->history().size() == before.actions; ++i) {
        if (d.has("btn:confirm")) d.tap("btn:confirm");
        else if (d.has("btn:cancel")) d.tap(first_starting(d, "table:"));
      }
    } else {
      d.tap("btn:keep");
    }
    REQUIRE(d.shell.match()->history().size() > before.actions);
    d.frame();
    REQUIRE(d.has("btn:undo"));
    CHECK(d.report().overflows.empty());  // the title still fits beside it
    // In the top bar, clear of every other target.
    const auto* undo = cardavia::app::table::find_target(d.report().targets, "btn:undo");
    CHECK(undo->box.min.y < 60);
    for (const auto& t : d.report().targets) {
      if (t.id == "btn:undo") continue;
      INFO(t.id);
      const bool apart = t.box.max.x + 4 <= undo->box.min.x || undo->box.max.x + 4 <= t.box.min.x ||
                         t.box.max.y + 4 <= undo->box.min.y || undo->box.max.y + 4 <= t.box.min.y;
      CHECK(apart);
    }
    d.tap("btn:undo");
    // At once: the earlier position, as the person had it.
    CHECK(d.shell.match()->history().size() == before.actions);
    d.frame();
    const Position after = position_of(d);
    CHECK(after.observation == before.observation);
    CHECK(after.prompt == before.prompt);
    CHECK(after.targets == before.targets);
    CHECK(after.log == before.log);
    CHECK(d.shell.match()->undone().size() == 1);
  }
}

TEST_CASE("Embedded, btn:undo only with undo=on, and the host hears `undo`", "[take_back]") {
  for (const bool asked : {false, true}) {
    INFO(asked);
    app_test::FakePage page;
    TableDriver d(ImVec2(400, 600));
    d.shell.attach_page(&page);
    d.shell.open_address(cardavia::page::parse_page_options(
        std::string("?embed=1&game=chkobba&players=2&level=easy&seed=5&autostart=1&speed=fast") +
            (asked ? "&undo=on" : ""),
        "", cardavia::app::table::site_games()));
    d.until([&] { return d.has("btn:keep") || any_starting(d, "own:"); }, "the person's move");
    const std::size_t before = d.shell.match()->history().size();
    d.tap(d.has("btn:keep") ? "btn:keep" : first_starting(d, "own:"));
    for (int i = 0; i < 3 && d.shell.match()->history().size() == before; ++i) {
      if (d.has("btn:confirm")) d.tap("btn:confirm");
      else if (d.has("btn:cancel")) d.tap(first_starting(d, "table:"));
    }
    settle(d);
    REQUIRE(d.shell.match()->history().size() > before);
    CHECK(d.has("btn:undo") == asked);
    if (!asked) continue;
    const std::size_t played = d.shell.match()->history().size();
    d.shell.take_messages();
    d.tap("btn:undo");
    d.frame();
    std::vector<json> undone;
    for (const std::string& m : d.shell.take_messages()) {
      const json message = json::parse(m);
      if (message["type"] == "undo") undone.push_back(message);
    }
    REQUIRE(undone.size() == 1);
    CHECK(undone[0]["at"] == before);
    CHECK(undone[0]["taken"] == played - before);
  }
}
