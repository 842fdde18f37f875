// Cardavia — app/chkobba/chkobba_layout.h over the sizes of the brief and a sweep of others: the
// stock, the two piles with their labels and their chkobbas sticking out, and the table's cards
// (none up to the 20 a table can hold at most) fit the centre without overlapping, at 2 and 4
// players, on the brief's portrait and desktop sizes. (The match table's own parts are checked by tests/web/table_layout.test.mjs.)
#include "app/chkobba/chkobba_layout.h"

#include <catch2/catch.hpp>
#include <string>

#include "app/table/games.h"
#include "app/table/table_layout.h"

using namespace cardavia::app;

namespace {

std::string problems_at(float w, float h, int players, int table_cards) {
  const table::GameEntry* entry = table::find_table_game("chkobba");
  REQUIRE(entry != nullptr);
  const table::TableLayout L = table::layout_table(ImVec2(w, h), players, entry->clockwise, entry->shape);
  std::string out;
  for (const std::string& p : chkobba::chkobba_layout_problems(L, table_cards)) out += p + "; ";
  return out;
}

}  // namespace

// Known limits, not asserted: on a landscape phone (568×320, 844×390) the centre is too short for
// the cut card at 44 px and a crowded table; at 320×568 more than 8 table cards overlap until each
// shows less than 16 px, and at 320–384 px wide and 560 high so do 12 or more.
TEST_CASE("The Chkobba centre fits the brief's sizes with any number of table cards") {
  const float sizes[][2] = {{390, 844}, {1280, 800}, {768, 1024}, {1024, 768}, {1920, 1080}};
  for (const auto& s : sizes)
    for (const int players : {2, 4})
      for (int cards = 0; cards <= 20; ++cards) {
        INFO(s[0] << "x" << s[1] << ", " << players << " players, " << cards << " table cards");
        CHECK(problems_at(s[0], s[1], players, cards) == "");
      }
}

TEST_CASE("The Chkobba centre fits a small phone: the piles side by side, up to 8 table cards") {
  for (const int players : {2, 4})
    for (int cards = 0; cards <= 8; ++cards) {
      INFO(players << " players, " << cards << " table cards");
      CHECK(problems_at(320, 568, players, cards) == "");
    }
}

TEST_CASE("The Chkobba centre fits a sweep of phone and desktop sizes") {
  for (float w = 320; w <= 1600; w += 64)
    for (float h = 560; h <= 1100; h += 90)
      for (const int players : {2, 4})
        for (const int cards : {0, 4, 8, 12, 20}) {
          if (h < 600 && w < 400 && cards > 8) continue;  // the known limit above
          INFO(w << "x" << h << ", " << players << " players, " << cards << " table cards");
          CHECK(problems_at(w, h, players, cards) == "");
        }
}
