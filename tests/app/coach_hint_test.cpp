// Cardavia — the coach's hint at the table (app/table/coach_hint.h) without drawing: asked once per
// decision, found in slices, the Hard level's move for the person's seat, and forgotten when the
// person moves.
#include <catch2/catch.hpp>
#include <algorithm>

#include "app/table/coach_hint.h"
#include "session/match_session.h"

using cardavia::app::table::CoachHint;
using cardavia::session::Hint;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;

namespace {

MatchSession a_match(const char* game) {
  MatchConfig c;
  c.game = game;
  c.players = 2;
  c.seed = 31;
  c.hard_iterations = 200;  // a small search: no clock, so think() takes 64 iterations a slice
  return MatchSession(c);
}

// The computers move until the person is to (or the match ends).
void to_the_person(MatchSession& s) {
  while (!s.over() && !s.human_to_move()) {
    while (!s.bot_ready()) s.bot_think(cardavia::ai::Budget::Iterations(1000));
    s.bot_apply();
  }
}

}  // namespace

TEST_CASE("coach hint: asked once for a decision, found in slices, a legal move of the person's") {
  for (const char* game : {"cabo", "chkobba", "cucu"}) {
    INFO(game);
    MatchSession s = a_match(game);
    to_the_person(s);
    REQUIRE(s.human_to_move());
    CoachHint hint;
    CHECK_FALSE(hint.current(s));
    REQUIRE(hint.ask(s));
    CHECK(hint.current(s));
    CHECK(hint.thinking());
    CHECK_FALSE(hint.ask(s));  // the same decision: nothing new starts
    CHECK(hint.found(s) == nullptr);
    const Hint* found = nullptr;
    int slices = 0;
    while (found == nullptr && slices < 1000) {
      found = hint.think(s);
      ++slices;
    }
    REQUIRE(found != nullptr);
    CHECK(slices > 1);  // in slices, as a computer thinks
    CHECK_FALSE(hint.thinking());
    CHECK(hint.found(s) == found);
    CHECK(hint.think(s) == nullptr);  // found once
    CHECK_FALSE(found->reason.empty());
    const auto legal = s.human_legal();
    CHECK(std::find(legal.begin(), legal.end(), found->action) != legal.end());
    // The person moves: the hint is for a decision that has gone.
    REQUIRE(s.apply(found->action));
    CHECK_FALSE(hint.current(s));
    CHECK(hint.found(s) == nullptr);
  }
}

TEST_CASE("coach hint: a search whose decision has gone is dropped, and the next decision gets its own") {
  MatchSession s = a_match("chkobba");
  to_the_person(s);
  CoachHint hint;
  REQUIRE(hint.ask(s));
  REQUIRE(s.apply(s.human_legal().front()));  // moved before the hint was found
  CHECK(hint.think(s) == nullptr);
  CHECK_FALSE(hint.thinking());
  to_the_person(s);
  REQUIRE(s.human_to_move());
  CHECK(hint.ask(s));  // a new decision
  CHECK(hint.current(s));
}

TEST_CASE("coach hint: the same decision gives the same hint (seeded as a Hard computer in the seat)") {
  MatchSession a = a_match("cabo");
  MatchSession b = a_match("cabo");
  to_the_person(a);
  to_the_person(b);
  CoachHint ha, hb;
  REQUIRE(ha.ask(a));
  REQUIRE(hb.ask(b));
  const Hint* fa = nullptr;
  const Hint* fb = nullptr;
  for (int i = 0; i < 1000 && fa == nullptr; ++i) fa = ha.think(a);
  for (int i = 0; i < 1000 && fb == nullptr; ++i) fb = hb.think(b);
  REQUIRE(fa != nullptr);
  REQUIRE(fb != nullptr);
  CHECK(fa->action == fb->action);
}
