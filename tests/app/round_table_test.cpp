// Cardavia — the wide tables of app/table/table_layout.h: Cabo's and Cucù's opponents round the
// table (SeatShape::round_table) on phones held sideways, desktops and the embedded frame, and the
// log folded away and back. (Every size and player count is swept for overlaps and cut-offs by
// tests/web/table_layout.test.mjs; this says where the seats go.)
#include <catch2/catch.hpp>
#include <string>

#include "app/table/games.h"
#include "app/table/table_layout.h"

using namespace cardavia::app;

namespace {

table::TableLayout table_for(const char* game, float w, float h, int players, bool clockwise,
                             bool folded) {
  const table::GameEntry* entry = table::find_table_game(game);
  REQUIRE(entry != nullptr);
  return table::layout_table(ImVec2(w, h), players, clockwise, entry->shape, folded);
}

std::string problems(const table::TableLayout& L, float w, float h) {
  std::string out;
  for (const std::string& p : table::table_layout_problems(L, ImVec2(w, h))) out += p + "; ";
  return out;
}

// The first opponent at the left of the centre, the last at its right, the others above it.
void check_round(const table::TableLayout& L, int opponents, bool clockwise) {
  const Box& first = L.seats[1];
  const Box& last = L.seats[static_cast<std::size_t>(opponents)];
  const Box& left = clockwise ? first : last;
  const Box& right = clockwise ? last : first;
  CHECK(left.max.x <= L.centre.min.x);
  CHECK(right.min.x >= L.centre.max.x);
  // Beside the centre, not over it: the side seats reach below the centre's top.
  CHECK(left.max.y > L.centre.min.y);
  CHECK(right.max.y > L.centre.min.y);
  for (int k = 2; k < opponents; ++k) CHECK(L.seats[static_cast<std::size_t>(k)].max.y <= L.centre.min.y);
  // The human's cards under the centre.
  CHECK(L.seats[0].min.y >= L.centre.max.y);
}

}  // namespace

TEST_CASE("Cucù's opponents sit round a wide table, either way round, the log open or folded") {
  const float sizes[][2] = {{667, 375}, {844, 390}, {800, 500}, {1024, 768}, {1280, 800}, {1920, 1080}};
  for (const auto& s : sizes)
    for (const bool clockwise : {true, false})
      for (const bool folded : {false, true}) {
        INFO(s[0] << "x" << s[1] << (clockwise ? "" : " ccw") << (folded ? ", log folded" : ""));
        const table::TableLayout L = table_for("cucu", s[0], s[1], 4, clockwise, folded);
        CHECK(problems(L, s[0], s[1]) == "");
        check_round(L, 3, clockwise);
      }
}

TEST_CASE("Cabo's two or three opponents sit round a wide table where their 2x2 seats fit") {
  const float sizes[][2] = {{667, 375}, {844, 390}, {1024, 768}, {1280, 800}, {1920, 1080}};
  for (const auto& s : sizes)
    for (const bool folded : {false, true}) {
      INFO(s[0] << "x" << s[1] << (folded ? ", log folded" : ""));
      const table::TableLayout L = table_for("cabo", s[0], s[1], 3, true, folded);
      CHECK(problems(L, s[0], s[1]) == "");
      check_round(L, 2, true);
    }
  // Four opponents on a laptop: the first and the last at the sides, two across the top.
  const table::TableLayout L = table_for("cabo", 1280, 800, 5, true, false);
  CHECK(problems(L, 1280, 800) == "");
  check_round(L, 4, true);
}

TEST_CASE("A wide screen's log folds away to a target, and the table takes the room") {
  for (const auto& s : {ImVec2(667, 375), ImVec2(844, 390), ImVec2(1280, 800), ImVec2(1920, 1080)}) {
    INFO(s.x << "x" << s.y);
    const table::TableLayout open = table_for("cucu", s.x, s.y, 4, false, false);
    const table::TableLayout folded = table_for("cucu", s.x, s.y, 4, false, true);
    // Open: the fold target in the log's top right corner; folded: no log, the unfold target.
    REQUIRE_FALSE(open.log.empty());
    CHECK(open.log_toggle.min.x >= open.log.min.x);
    CHECK(open.log_toggle.max.x <= open.log.max.x + 0.5f);
    CHECK(open.log_toggle.min.y == open.log.min.y);
    CHECK(open.log_toggle.width() >= 44);
    CHECK(open.log_toggle.height() >= 44);
    CHECK(folded.log.empty());
    CHECK(folded.log_folded);
    CHECK(folded.log_toggle.width() >= 44);
    // The opponents spread wider once the panel is gone.
    CHECK(folded.seats[1].min.x - folded.seats[3].max.x > open.seats[1].min.x - open.seats[3].max.x);
  }
  // Upright there is no side panel to fold: the log stays under the buttons.
  const table::TableLayout upright = table_for("cucu", 390, 844, 4, false, true);
  CHECK(upright.log_toggle.empty());
  CHECK_FALSE(upright.log.empty());
}
