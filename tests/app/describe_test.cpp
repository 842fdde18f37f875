// Cardavia — the table in words on demand (TableShell::describe, the page's `T` key) and the
// keyboard's focus ring (TableShell::set_focus), driven natively: whole English sentences at each
// screen of a Cabo match, no blank left unfilled, the memory aid deciding whether the looked-at
// cards are named, the round's result at its end; a moved focus draws one frame and its ring.
#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "tests/app/table_driver.h"

using app_test::TableDriver;

namespace {

bool has_text(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

void no_blanks(const std::string& text) {
  INFO(text);
  CHECK_FALSE(text.empty());
  CHECK(text.find('{') == std::string::npos);
  CHECK(text.find("cabo.") == std::string::npos);
  CHECK(text.find("table.") == std::string::npos);
}

void start_cabo(TableDriver& d) {
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  d.tap("setup:players:3");
  d.tap("setup:level:easy");
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", "12"));  // as the page's <input> sends it
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
}

}  // namespace

TEST_CASE("The start screen, the new-match sheet and a Cabo table in words") {
  TableDriver d;
  no_blanks(d.shell.describe());
  CHECK(has_text(d.shell.describe(), "Choose a game."));
  REQUIRE(d.shell.open_route("#cabo"));
  d.frame();
  CHECK(has_text(d.shell.describe(), "New match"));

  start_cabo(d);
  d.until([&] { return d.has("own:0"); }, "the look");
  std::string words = d.shell.describe();
  no_blanks(words);
  CHECK(has_text(words, "Cabo"));
  CHECK(has_text(words, "Your turn: Choose two of your cards to look at."));
  CHECK(has_text(words, "Your card 1: face down."));
  CHECK(has_text(words, "Ana: cards: 4, points: 0."));
  CHECK(has_text(words, "Bo: cards: 4, points: 0."));
  CHECK(has_text(words, "Your points: 0."));
  CHECK(has_text(words, "On the discard pile: the "));

  d.tap("own:0");
  d.tap("own:2");
  // Without the memory aid the looked-at cards are face down, as on the table once shown.
  words = d.shell.describe();
  CHECK(has_text(words, "Your card 1: face down."));
  d.shell.settings().memory_aid = true;
  words = d.shell.describe();
  no_blanks(words);
  CHECK(has_text(words, "Your card 1: the "));
  CHECK(has_text(words, "Your card 2: face down."));
  CHECK(has_text(words, "Your card 3: the "));
  d.shell.settings().memory_aid = false;

  // A computer's turn or the human's: the turn is said either way.
  d.until([&] { return d.has("btn:draw"); }, "the first turn");
  words = d.shell.describe();
  CHECK(has_text(words, "Your turn: Draw from the stock, take the "));
  d.tap("btn:draw");
  CHECK(has_text(d.shell.describe(), "You hold the "));
  d.tap("btn:discard");
  words = d.shell.describe();
  no_blanks(words);
  CHECK((has_text(words, "Ana is to play.") || has_text(words, "Your turn")));

  // Call at the next turn; the round's end says each seat's score and total.
  d.until([&] { return d.has("btn:cabo"); }, "the next turn");
  d.tap("btn:cabo");
  CHECK(has_text(d.shell.describe(), "You called Cabo"));
  d.until([&] { return d.screen() == "reveal"; }, "the round's end", 8000);
  words = d.shell.describe();
  no_blanks(words);
  CHECK(has_text(words, "The round is over."));
  CHECK(has_text(words, "You: "));
  CHECK(has_text(words, "Ana: "));
  CHECK(has_text(words, "Points in all: "));
}

TEST_CASE("The focus ring: a moved focus wakes two frames and is drawn around its target") {
  TableDriver d;
  d.frame();
  CHECK_FALSE(d.shell.wants_frames());  // an idle start screen draws nothing
  const int plain = ImGui::GetForegroundDrawList()->VtxBuffer.Size;
  d.shell.set_focus("tile:cabo");
  CHECK(d.shell.wants_frames());
  d.frame();
  CHECK(ImGui::GetForegroundDrawList()->VtxBuffer.Size > plain);
  // A second (a sheet's rows scroll to the focus in the first: widgets.h), then idle again.
  CHECK(d.shell.wants_frames());
  d.frame();
  CHECK_FALSE(d.shell.wants_frames());
  // The same id again is no change; an id that is not a target draws no ring.
  d.shell.set_focus("tile:cabo");
  CHECK_FALSE(d.shell.wants_frames());
  d.shell.set_focus("no:such");
  d.frame();
  CHECK(ImGui::GetForegroundDrawList()->VtxBuffer.Size == plain);
  d.shell.set_focus("");
  d.frame();
  CHECK(ImGui::GetForegroundDrawList()->VtxBuffer.Size == plain);
}

TEST_CASE("A Cucù table in words: the human's card, the lives, the pack, the round's end") {
  TableDriver d;
  REQUIRE(d.shell.open_route("#cucu"));
  d.frame();
  d.tap("setup:level:easy");
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", "5"));
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
  // An innkeeper's question may come first: accept it.
  d.until(
      [&] {
        if (d.has("btn:accept")) d.shell.act("btn:accept");
        return d.has("btn:keep");
      },
      "the human's turn", 8000);
  std::string words = d.shell.describe();
  no_blanks(words);
  CHECK(has_text(words, "Your turn: "));
  CHECK(has_text(words, "You hold the "));
  CHECK(has_text(words, "Your lives: "));
  CHECK(has_text(words, "Ana: lives: "));
  CHECK(has_text(words, "Cards in the pack: "));
  // Keep every turn until the round's end: its result, seat by seat.
  d.until(
      [&] {
        if (d.has("btn:keep")) d.shell.act("btn:keep");
        if (d.has("btn:accept")) d.shell.act("btn:accept");
        return d.screen() == "reveal";
      },
      "the round's end", 20000);
  words = d.shell.describe();
  no_blanks(words);
  CHECK(has_text(words, "The round is over."));
  CHECK(has_text(words, "You: lives lost: "));
}
