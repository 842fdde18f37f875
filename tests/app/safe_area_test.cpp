// Cardavia — the table keeps out of a phone's notch, rounded corners and home bar: with the
// safe-area insets a phone reports (TableShell::set_safe_insets; in the page, Module.setSafeArea
// from env(safe-area-inset-*)), every target of every screen — the chooser, the new-match sheet,
// a whole Cabo match frame by frame, the ☰ menu, the round's and the match's end; Cucù and
// Chkobba played at their tables (Chkobba's capture choice) and every game's recorded match
// stepped through the replay viewer to its end (its bar, its move list, the end sheets); the
// question before a new match replaces a saved one — and every vertex drawn over the felt lies
// inside the safe area, in portrait and sideways.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>

#include "core/match_record.h"
#include "tests/app/cabo_play.h"
#include "tests/app/fake_page.h"
#include "tests/app/table_driver.h"
#include "tests/record_files.h"

using app_test::TableDriver;
using cardavia::app::Box;
using cardavia::app::Insets;
using cardavia::app::make_screen;
using cardavia::app::table::ScreenReport;

namespace {

struct Phone {
  const char* name;
  ImVec2 size;
  Insets insets;
};

// Insets as phones report them in CSS px (portrait: status bar with the notch, home bar;
// sideways: the notch's side and the rounded corners on both sides, the home bar).
const Phone kPhones[] = {
    {"notched phone, portrait", ImVec2(390, 844), Insets{47, 0, 34, 0}},
    {"notched phone, sideways", ImVec2(844, 390), Insets{0, 47, 21, 47}},
    {"small phone, status bar", ImVec2(320, 568), Insets{20, 0, 0, 0}},
    {"tablet, landscape", ImVec2(1180, 820), Insets{24, 0, 20, 0}},
};

std::string describe(const Box& b) {
  std::ostringstream out;
  out << "(" << b.min.x << ", " << b.min.y << ")–(" << b.max.x << ", " << b.max.y << ")";
  return out.str();
}

bool inside(const Box& b, const Box& area, float slack = 0.5f) {
  return b.min.x >= area.min.x - slack && b.min.y >= area.min.y - slack &&
         b.max.x <= area.max.x + slack && b.max.y <= area.max.y + slack;
}

// Every target of the last frame inside the safe area.
void targets_inside(const ScreenReport& r, const Box& safe) {
  for (const auto& t : r.targets) {
    INFO("screen " << r.screen << ", target " << t.id << " at " << describe(t.box) << ", safe area "
                   << describe(safe));
    CHECK(inside(t.box, safe));
  }
}

// Every vertex the last frame drew over the felt, where it can be seen (inside its command's clip
// rectangle), inside the safe area — text, cards, panels, flights. Allowed outside: a sheet's
// shade over the whole screen (its corners lie on the screen's edges), and a few px of shadow and
// anti-aliasing fringe.
void drawing_inside(const Box& safe, ImVec2 size, const std::string& screen) {
  constexpr float kFringe = 6.0f;  // a sheet's shadow is offset by (3, 5), plus a pixel of fringe
  const ImDrawData* data = ImGui::GetDrawData();
  REQUIRE(data != nullptr);
  int outside = 0;
  std::string first;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList* list = data->CmdLists[l];
    // The felt and its grain cover the whole screen, on purpose.
    if (list == ImGui::GetBackgroundDrawList()) continue;
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      for (unsigned i = 0; i < cmd.ElemCount; ++i) {
        const ImVec2 p =
            list->VtxBuffer[static_cast<int>(list->IdxBuffer[static_cast<int>(cmd.IdxOffset + i)])]
                .pos;
        const bool seen = p.x >= cmd.ClipRect.x && p.x <= cmd.ClipRect.z && p.y >= cmd.ClipRect.y &&
                          p.y <= cmd.ClipRect.w;
        const bool on_edge = p.x <= 0 || p.y <= 0 || p.x >= size.x || p.y >= size.y;
        if (!seen || on_edge || inside(Box{p, p}, safe, kFringe)) continue;
        if (outside++ == 0) {
          std::ostringstream where;
          where << (list->_OwnerName ? list->_OwnerName : "?") << " at (" << p.x << ", " << p.y
                << ")";
          first = where.str();
        }
      }
    }
  }
  INFO("screen " << screen << ": " << outside << " vertices outside the safe area "
                 << describe(safe) << ", the first in " << first);
  CHECK(outside == 0);
}

// Both checks of the last frame.
struct SafeCheck {
  Box safe;
  ImVec2 size;
  void operator()(const ScreenReport& r) const {
    targets_inside(r, safe);
    drawing_inside(safe, size, r.screen);
  }
};

// The new-match sheet of `game`: `players`, Easy, instant, `seed`; Start.
void start_game(TableDriver& d, const char* game, int players, const char* seed) {
  REQUIRE(d.shell.open_route(std::string("#") + game));
  d.frame();
  REQUIRE(d.screen() == "setup");
  d.tap("setup:players:" + std::to_string(players));
  d.tap("setup:level:easy");
  d.tap("setup:speed:instant");
  REQUIRE(d.shell.set_text("setup:seed", seed));
  d.tap("setup:start");
  REQUIRE(d.screen() == "play");
}

// Plays the human's seat of any game for `decisions` taps (or to the match's end), checking every
// frame: the first of the game's buttons that is there, else a card of the hand; Chkobba's capture
// choice is narrowed by its table cards. A round's end goes on to the next. Returns how many
// frames showed a capture choice.
int play_some(TableDriver& d, const SafeCheck& check, int decisions) {
  int choices = 0;
  const char* kButtons[] = {"btn:next_round", "btn:result", "btn:insure", "btn:accept", "btn:ask",
                            "btn:keep", "btn:confirm", "btn:draw", "btn:discard"};
  for (int step = 0; step < 6000 && decisions > 0 && d.screen() != "over"; ++step) {
    check(d.report());
    if (d.has("btn:cancel")) ++choices;
    std::string tap;
    for (const char* id : kButtons)
      if (d.has(id)) {
        tap = id;
        break;
      }
    if (tap.empty() && d.has("btn:cancel")) {  // Chkobba's capture choice: a table card
      for (const auto& t : d.report().targets)
        if (t.id.rfind("table:", 0) == 0) {
          tap = t.id;
          break;
        }
    }
    if (tap.empty() && d.has("own:0")) tap = "own:0";
    if (tap.empty()) {
      d.frame();
      continue;
    }
    d.tap(tap);
    --decisions;
  }
  return choices;
}

std::string sample(const char* name) {
  return cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/saves/" + name);
}

}  // namespace

TEST_CASE("The safe area: the screen less its insets, each clamped") {
  const auto s = make_screen(ImVec2(400, 800), Insets{47, 0, 34, 12});
  CHECK(s.safe.min.x == 12);
  CHECK(s.safe.min.y == 47);
  CHECK(s.safe.max.x == 400);
  CHECK(s.safe.max.y == 766);
  // Negative, NaN and absurd insets: 0, 0, and at most a fifth of the side.
  const auto bad =
      make_screen(ImVec2(400, 800), Insets{-5, std::numeric_limits<float>::quiet_NaN(), 1000, 10});
  CHECK(bad.safe.min.y == 0);
  CHECK(bad.safe.max.x == 400);
  CHECK(bad.safe.max.y == Approx(800 - 160));
  CHECK(bad.safe.min.x == 10);
  CHECK(make_screen(ImVec2(390, 844)).safe.max.x == 390);  // no insets: the whole screen
}

TEST_CASE("With a phone's insets, every target and everything drawn stays in the safe area") {
  for (const Phone& phone : kPhones) {
    INFO(phone.name);
    TableDriver d(phone.size, phone.insets);
    const Box safe = make_screen(phone.size, phone.insets).safe;
    const auto check = [&](const ScreenReport& r) {
      targets_inside(r, safe);
      drawing_inside(safe, phone.size, r.screen);
    };
    REQUIRE(d.screen() == "start");
    REQUIRE(d.has("tile:cabo"));
    check(d.report());
    // A five-player table has the most seats to place.
    app_test::start_cabo(d, 5, "41");
    d.until([&] { return d.has("btn:menu") && d.has("own:0"); }, "the look");
    d.tap("btn:menu");
    REQUIRE(d.screen() == "menu");
    check(d.report());
    d.tap("menu:close");
    int rounds = 0;
    while (d.screen() != "over") {
      app_test::play_cabo_round(d, check);
      check(d.report());  // the round's end
      REQUIRE(++rounds < 40);
      d.tap(d.has("btn:result") ? "btn:result" : "btn:next_round");
    }
    check(d.report());  // the match's end
    d.tap("btn:leave");
    REQUIRE(d.shell.open_route("#cabo"));
    d.frame();
    REQUIRE(d.screen() == "setup");
    check(d.report());
  }
}

TEST_CASE("New insets (the phone turned) take effect at the next frame, and wake the loop") {
  TableDriver d(ImVec2(390, 844));
  const auto menu_y = [&] {
    d.shell.open_route("#cabo");
    d.frame();
    return cardavia::app::table::find_target(d.report().targets, "setup:back")->box.max.y;
  };
  const float before = menu_y();
  CHECK_FALSE(d.shell.wants_frames());
  d.shell.set_safe_insets(Insets{47, 0, 34, 0});
  CHECK(d.shell.wants_frames());
  d.frame();
  CHECK_FALSE(d.shell.wants_frames());
  CHECK(menu_y() <= 844 - 34);
  CHECK(menu_y() != before);
  d.shell.set_safe_insets(Insets{47, 0, 34, 0});  // the same again: nothing to redraw
  CHECK_FALSE(d.shell.wants_frames());
}

TEST_CASE("Cucù and Chkobba at their tables keep to the safe area, the capture choice too") {
  for (const Phone& phone : kPhones) {
    INFO(phone.name);
    TableDriver d(phone.size, phone.insets);
    const SafeCheck check{make_screen(phone.size, phone.insets).safe, phone.size};
    start_game(d, "cucu", 4, "821");
    d.until([&] { return d.has("btn:menu"); }, "the table's bar");
    d.tap("btn:menu");
    check(d.report());
    d.tap("menu:close");
    play_some(d, check, 60);
    check(d.report());
    d.shell.leave_match();
    d.frame();
    int choices = 0;
    for (const int players : {2, 4}) {
      INFO(players << " players");
      start_game(d, "chkobba", players, "7");
      choices += play_some(d, check, 80);
      check(d.report());
      d.shell.leave_match();
      d.frame();
    }
    CHECK(choices > 0);  // the capture choice was on the screen, and checked
  }
}

TEST_CASE("Every game's recorded match in the replay viewer keeps to the safe area") {
  for (const Phone& phone : kPhones) {
    INFO(phone.name);
    for (const char* save : {"cabo_3p_hard_five_rounds.json", "cucu_4p_hard.json",
                             "chkobba_2p_normal.json", "chkobba_4p_easy.json"}) {
      INFO(save);
      TableDriver d(phone.size, phone.insets);
      const SafeCheck check{make_screen(phone.size, phone.insets).safe, phone.size};
      d.shell.settings().speed = cardavia::app::table::Speed::Instant;
      REQUIRE(d.shell.load(sample(save), 0).value() == "replay");
      d.frame();
      check(d.report());
      // The move list's own sheet, where the screen has no room for it beside the table.
      if (d.has("replay:moves")) {
        d.tap("replay:moves");
        check(d.report());
        d.tap("replay:moves_close");
      }
      // Round by round to the end (each round's start, then its end sheet), then the match's end.
      for (int rounds = 0; d.screen() != "over" && rounds < 40; ++rounds) {
        d.until([&] { return d.has("replay:round_next") || d.screen() != "replay"; }, "the bar");
        if (d.screen() != "replay") break;
        check(d.report());
        d.tap("replay:round_next");
        check(d.report());
      }
      d.until([&] { return d.screen() == "over" || d.has("btn:result"); }, "the end");
      if (d.has("btn:result")) d.tap("btn:result");
      REQUIRE(d.screen() == "over");
      check(d.report());
    }
  }
}

TEST_CASE("The question over a saved match and Continue on the sheet keep to the safe area") {
  for (const Phone& phone : kPhones) {
    INFO(phone.name);
    app_test::FakePage page;
    page.slots["cucu"] = sample("cucu_in_progress_start_lives.json");
    TableDriver d(phone.size, phone.insets);
    const SafeCheck check{make_screen(phone.size, phone.insets).safe, phone.size};
    d.shell.attach_page(&page);
    REQUIRE(d.shell.open_route("#cucu"));
    d.frame();
    REQUIRE(d.screen() == "setup");
    REQUIRE(d.has("setup:continue"));
    check(d.report());
    d.tap("setup:start");
    REQUIRE(d.screen() == "ask");
    check(d.report());
  }
}
