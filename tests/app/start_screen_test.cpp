// Cardavia — the start screen's layout for however many games there are (app/layout.h): a tile per
// game of the site, each reachable and clear of the rest, over phones and desktops either way
// round; and the site's games are exactly its three (a test's toy game registers only in its own
// binary: tests/fourth_game/).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app/layout.h"
#include "ai/game_ai.h"
#include "app/table/games.h"
#include "core/game_registry.h"
#include "session/game_words.h"

using cardavia::app::layout_problems;
using cardavia::app::layout_start_screen;

namespace {

const std::vector<ImVec2> kScreens = {{320, 568}, {360, 640}, {375, 667}, {390, 844},
                                      {430, 932}, {667, 375}, {844, 390}, {932, 430},
                                      {768, 1024}, {1024, 768}, {1280, 800}, {1440, 900},
                                      {1920, 1080}};

std::string problems_text(const std::vector<std::string>& problems) {
  std::string text;
  for (const std::string& p : problems) text += p + "; ";
  return text;
}

}  // namespace

TEST_CASE("The site's chooser lists its three games, in core's order") {
  std::vector<std::string> ids;
  for (const auto& g : cardavia::app::table::table_games()) ids.emplace_back(g.id);
  CHECK(ids == std::vector<std::string>{"cabo", "chkobba", "cucu"});
  CHECK(layout_start_screen(ImVec2(390, 844)).tiles.size() == 3);
}

TEST_CASE("The start screen lays out three or four tiles on every screen, none cut off or overlapping") {
  for (const int tiles : {3, 4}) {
    for (const ImVec2 size : kScreens) {
      INFO(tiles << " tiles at " << size.x << "x" << size.y);
      const auto L = layout_start_screen(size, tiles);
      CHECK(L.tiles.size() == static_cast<std::size_t>(tiles));
      const std::vector<std::string> problems = layout_problems(L, size);
      INFO(problems_text(problems));
      CHECK(problems.empty());
    }
  }
}

TEST_CASE("Four tiles on a small phone, upright and sideways: every tile a finger's height, apart") {
  for (const ImVec2 size : {ImVec2(320, 568), ImVec2(667, 375)}) {
    INFO(size.x << "x" << size.y);
    const auto L = layout_start_screen(size, 4);
    REQUIRE(L.tiles.size() == 4);
    for (std::size_t i = 0; i < L.tiles.size(); ++i) {
      const auto& a = L.tiles[i];
      CHECK(a.height() >= cardavia::app::kMinCardWidth);
      CHECK(a.min.x >= 0);
      CHECK(a.min.y >= 0);
      CHECK(a.max.x <= size.x);
      CHECK(a.max.y <= size.y);
      for (std::size_t j = i + 1; j < L.tiles.size(); ++j) {
        const auto& b = L.tiles[j];
        const bool overlap =
            a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
        CHECK_FALSE(overlap);
      }
    }
    CHECK(layout_problems(L, size).empty());
  }
}

TEST_CASE("Every table game has an engine, words and an AI, each from its own registry") {
  for (const auto& g : cardavia::app::table::table_games()) {
    INFO(g.id);
    REQUIRE(cardavia::find_game(g.id) != nullptr);
    CHECK(cardavia::session::find_game_words(g.id) != nullptr);
    CHECK(cardavia::ai::find_game_ai(g.id) != nullptr);
    CHECK(g.default_players == cardavia::find_game(g.id)->default_players);
    CHECK(g.playable());
  }
}

// The sizes tests/web/layout.test.mjs sweeps in the browser (its grid, short phones, phones held
// sideways, short laptops), three tiles: here too, so a layout change fails before the web build.
TEST_CASE("The start screen lays out cleanly on the browser sweep's grid of sizes") {
  std::vector<ImVec2> sizes;
  for (int w = 320; w <= 2560; w += 20)
    for (int h = 568; h <= 1440; h += 24) sizes.emplace_back(w, h);
  for (int w = 320; w <= 440; w += 20)
    for (int h = 540; h < 568; h += 6) sizes.emplace_back(w, h);
  for (int w = 568; w <= 1000; w += 12)
    for (int h = 320; h <= 500; h += 10)
      if (w >= h * 1.2) sizes.emplace_back(w, h);
  for (int w = 900; w <= 2560; w += 40)
    for (int h = 500; h <= 568; h += 8) sizes.emplace_back(w, h);
  std::string found;
  for (const ImVec2 size : sizes) {
    const std::vector<std::string> problems = layout_problems(layout_start_screen(size, 3), size);
    if (!problems.empty() && found.size() < 2000) found += problems_text(problems);
  }
  CHECK(found.empty());
}
