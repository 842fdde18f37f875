// Cardavia — the table keeps out of a phone's notch, rounded corners and home bar: with the
// safe-area insets a phone reports (TableShell::set_safe_insets; in the page, Module.setSafeArea
// from env(safe-area-inset-*)), every target of every screen — the chooser, the new-match sheet,
// a whole Cabo match frame by frame, the ☰ menu, the round's and the match's end — and every
// vertex drawn over the felt lies inside the safe area, in portrait and sideways.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>

#include "tests/app/cabo_play.h"
#include "tests/app/table_driver.h"

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
