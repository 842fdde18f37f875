// Cardavia — every language fits the table at the brief's sizes (320×568, 390×844, 1280×800),
// measured with the real fonts in a headless ImGui context: the start screen and its language
// picker, the new-match sheet, and a whole match of every game with a table — its prompts and
// buttons as a random player meets them, the ☰ menu and its picker, the round's ends, the match's
// end. Every widget records the words that do not fit their box (app/table/widgets.h, "Text that
// must fit"); none may, and every target of a screen that does not scroll lies on the screen.
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdio>
#include <set>
#include <string>

#include "app/table/games.h"
#include "tests/app/table_driver.h"

using app_test::TableDriver;

namespace {

constexpr const char* kLanguages[] = {"en", "uk", "ru", "fr", "es", "it"};
const ImVec2 kSizes[] = {ImVec2(320, 568), ImVec2(390, 844), ImVec2(1280, 800)};

// What the sweep found, once per distinct text.
struct Findings {
  std::set<std::string> problems;

  void look(const TableDriver& d, const std::string& where, ImVec2 size) {
    const auto& r = d.report();
    for (const std::string& o : r.overflows) problems.insert(where + " " + r.screen + ": " + o);
    // Sheets whose rows scroll (the menu, a round's end) may hold targets below their fold.
    const std::string screen = r.screen;
    if (screen == "menu" || screen == "reveal") return;
    for (const auto& t : r.targets) {
      const bool on_screen = t.box.min.x >= -0.5f && t.box.min.y >= -0.5f &&
                             t.box.max.x <= size.x + 0.5f && t.box.max.y <= size.y + 0.5f;
      if (!on_screen) problems.insert(where + " " + screen + ": " + t.id + " is off the screen");
    }
  }
};

// A small deterministic chooser for the random player (not a match's randomness: the match's
// seed is fixed, this only picks which target to tap).
struct Picker {
  std::uint32_t state;
  std::size_t operator()(std::size_t n) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % n;
  }
};

// Plays one match of `game` with `players` to its end, tapping a random enabled target of the
// table whenever there is one, the round-end buttons at each round's end; looks at every frame
// and, once, opens the menu and its language picker.
void sweep_match(TableDriver& d, Findings& f, const std::string& where, ImVec2 size,
                 const std::string& game, int players) {
  REQUIRE(d.shell.open_route("#" + game));
  d.frame();
  f.look(d, where, size);
  d.tap("setup:players:" + std::to_string(players));
  d.tap("setup:level:easy");
  d.tap("setup:speed:instant");
  REQUIRE(d.type("setup:seed", "7"));  // as the page's <input> sends it
  d.tap("setup:start");
  Picker pick{static_cast<std::uint32_t>(players * 7919 + static_cast<int>(size.x))};
  bool menu_seen = false;
  int taps_in_round = 0;
  for (int step = 0; step < 20000 && d.screen() != "over"; ++step) {
    f.look(d, where, size);
    if (d.screen() == "reveal") {
      d.tap(d.has("btn:result") ? "btn:result" : "btn:next_round");
      taps_in_round = 0;
      continue;
    }
    if (!menu_seen && d.has("btn:menu") && d.report().log.size() > 2) {
      menu_seen = true;
      d.tap("btn:menu");
      f.look(d, where, size);
      d.tap("menu:language");
      f.look(d, where, size);
      d.tap("lang:close");
      d.tap("menu:close");
      continue;
    }
    std::vector<std::string> ids;
    // Not btn:undo (its layout is looked at all the same): taking moves back would keep the
    // match from its end.
    for (const auto& t : d.report().targets)
      if (t.id != "btn:menu" && t.id != "btn:undo") ids.push_back(t.id);
    // Rounds end: after a while the player calls when it can (Cabo), else plays on at random.
    if (taps_in_round > 12 && d.has("btn:cabo")) ids = {"btn:cabo"};
    if (ids.empty()) {
      d.frame();
      continue;
    }
    d.tap(ids[pick(ids.size())]);
    ++taps_in_round;
  }
  REQUIRE(d.screen() == "over");
  f.look(d, where, size);
}

}  // namespace

TEST_CASE("Every language fits the start screen, its picker and the new-match sheet at 320x568, "
          "390x844 and 1280x800") {
  Findings f;
  for (const ImVec2 size : kSizes) {
    for (const char* lang : kLanguages) {
      TableDriver d(size);
      d.shell.settings().lang = lang;
      d.frame();
      const std::string where =
          std::string(lang) + " " + std::to_string(static_cast<int>(size.x)) + "x" +
          std::to_string(static_cast<int>(size.y));
      REQUIRE(d.report().lang == lang);
      f.look(d, where, size);
      d.tap("start:four_colour");  // the switch's other state
      f.look(d, where, size);
      d.tap("start:language");
      REQUIRE(d.screen() == "language");
      f.look(d, where, size);
      d.tap("lang:close");
      REQUIRE(d.shell.open_route("#cabo"));
      d.frame();
      f.look(d, where, size);
    }
  }
  INFO(f.problems.size() << " problems");
  for (const std::string& p : f.problems) UNSCOPED_INFO(p);
  CHECK(f.problems.empty());
}

TEST_CASE("Every language fits a whole match of every game with a table at 320x568, 390x844 and "
          "1280x800") {
  Findings f;
  for (const auto& game : cardavia::app::table::table_games()) {
    if (!game.playable()) continue;
    // The fewest and the most players: the most seats, the longest score table.
    int fewest = 0, most = 0;
    for (const int n : game.player_counts) {
      if (n == 0) break;
      if (fewest == 0) fewest = n;
      most = n;
    }
    for (const ImVec2 size : kSizes) {
      for (const char* lang : kLanguages) {
        for (const int players : {fewest, most}) {
          TableDriver d(size);
          d.shell.settings().lang = lang;
          d.frame();
          const std::string where = std::string(game.id) + " " + lang + " " +
                                    std::to_string(static_cast<int>(size.x)) + "x" +
                                    std::to_string(static_cast<int>(size.y)) + " " +
                                    std::to_string(players) + "p";
          sweep_match(d, f, where, size, game.id, players);
        }
      }
    }
  }
  INFO(f.problems.size() << " problems");
  for (const std::string& p : f.problems) UNSCOPED_INFO(p);
  CHECK(f.problems.empty());
}
