// Cardavia — the router's transitions (app/shell/router_transitions.h) without drawing: every row
// is accepted, what is not a row is refused and changes nothing, every screen the router can reach
// leads home again, and the table's sheets are never the router's.
#include <catch2/catch.hpp>
#include <deque>
#include <map>
#include <memory>
#include <vector>

#include "app/shell/router.h"
#include "app/shell/router_transitions.h"

using cardavia::app::kAllowedFrom;
using cardavia::app::kScreenCount;
using cardavia::app::kScreenTransitions;
using cardavia::app::Router;
using cardavia::app::screen_bit;
using cardavia::app::screen_name;
using cardavia::app::screen_transition_allowed;
using cardavia::app::ScreenId;

namespace {

std::unique_ptr<cardavia::session::MatchSession> a_match() {
  cardavia::session::MatchConfig c;
  c.game = "chkobba";
  c.players = 2;
  c.seed = 9;
  return std::make_unique<cardavia::session::MatchSession>(c);
}

ScreenId screen_at(int i) { return static_cast<ScreenId>(i); }

// The router's screens, found by walking go() and ask() from a new router (embedded or not): the
// path to each, so a test can put a router there by the transitions themselves.
std::map<ScreenId, std::vector<ScreenId>> reachable(bool embedded) {
  std::map<ScreenId, std::vector<ScreenId>> paths;
  Router first;
  first.set_embedded(embedded);
  paths[first.at()] = {};
  std::deque<ScreenId> todo{first.at()};
  while (!todo.empty()) {
    const ScreenId from = todo.front();
    todo.pop_front();
    for (int i = 0; i < kScreenCount; ++i) {
      const ScreenId to = screen_at(i);
      if (paths.count(to) || !screen_transition_allowed(from, to)) continue;
      paths[to] = paths[from];
      paths[to].push_back(to);
      todo.push_back(to);
    }
  }
  return paths;
}

void walk(Router& r, const std::vector<ScreenId>& path) {
  for (ScreenId step : path) {
    if (step == ScreenId::Question) {
      REQUIRE(r.ask(a_match()));
    } else {
      REQUIRE(r.go(step));
    }
  }
}

}  // namespace

TEST_CASE("router: every row of the transitions is accepted from each of its screens") {
  int checked = 0;
  for (const auto& row : kScreenTransitions) {
    for (int i = 0; i < kScreenCount; ++i) {
      if ((row.from & screen_bit(screen_at(i))) == 0) continue;
      INFO(screen_name(screen_at(i)) << " -> " << screen_name(row.to));
      CHECK(screen_transition_allowed(screen_at(i), row.to));
      ++checked;
    }
  }
  CHECK(checked > 30);
  // And the folded table holds nothing the rows do not say.
  for (int to = 0; to < kScreenCount; ++to) {
    unsigned from_rows = 0;
    for (const auto& row : kScreenTransitions)
      if (static_cast<int>(row.to) == to) from_rows |= row.from;
    CHECK(kAllowedFrom[to] == from_rows);
  }
}

TEST_CASE("router: a change that is not in the table is refused and changes nothing") {
  struct Refused {
    ScreenId from, to;
  };
  // Samples of what no tap, link or command may do (the rows above say why each is absent).
  const Refused refused[] = {
      {ScreenId::Play, ScreenId::Language},     {ScreenId::Play, ScreenId::Daily},
      {ScreenId::NewMatch, ScreenId::Daily},    {ScreenId::NewMatch, ScreenId::Language},
      {ScreenId::Replay, ScreenId::Stats},      {ScreenId::Replay, ScreenId::Language},
      {ScreenId::Question, ScreenId::Stats},    {ScreenId::Question, ScreenId::Daily},
      {ScreenId::Stats, ScreenId::Daily},       {ScreenId::Stats, ScreenId::Language},
      {ScreenId::Daily, ScreenId::Stats},       {ScreenId::Daily, ScreenId::Language},
      {ScreenId::Language, ScreenId::Stats},    {ScreenId::Language, ScreenId::Daily},
      {ScreenId::Cards, ScreenId::Start},       {ScreenId::Cards, ScreenId::Stats},
      {ScreenId::Start, ScreenId::Menu},        {ScreenId::Play, ScreenId::RoundEnd},
      {ScreenId::Play, ScreenId::MatchEnd},     {ScreenId::Play, ScreenId::Cover},
      {ScreenId::Play, ScreenId::Fairness},     {ScreenId::Replay, ScreenId::Review},
  };
  const auto paths = reachable(false);
  for (const Refused& r : refused) {
    INFO(screen_name(r.from) << " -> " << screen_name(r.to));
    CHECK_FALSE(screen_transition_allowed(r.from, r.to));
    REQUIRE(paths.count(r.from) == 1);
    Router router;
    walk(router, paths.at(r.from));
    router.confirm_reset("cabo");
    const unsigned before = router.changes();
    CHECK_FALSE(router.go(r.to));
    CHECK(router.at() == r.from);
    CHECK(router.changes() == before);
    CHECK(router.confirming_reset() == "cabo");  // nothing changed, not even the question's state
  }
}

TEST_CASE("router: the table's sheets and the viewer's review are never the router's screen") {
  for (ScreenId sheet : {ScreenId::Menu, ScreenId::RoundEnd, ScreenId::MatchEnd, ScreenId::Cover,
                         ScreenId::Fairness, ScreenId::Review}) {
    INFO(screen_name(sheet));
    CHECK(kAllowedFrom[static_cast<int>(sheet)] == 0u);
    for (bool embedded : {false, true}) CHECK(reachable(embedded).count(sheet) == 0);
  }
}

TEST_CASE("router: every screen it can reach leads home again, embedded or not") {
  for (bool embedded : {false, true}) {
    const auto paths = reachable(embedded);
    CHECK(paths.size() == 9);  // Start, Cards, Language, NewMatch, Question, Stats, Daily, Play, Replay
    for (const auto& [screen, path] : paths) {
      INFO(screen_name(screen) << (embedded ? " embedded" : ""));
      Router r;
      r.set_embedded(embedded);
      walk(r, path);
      CHECK(r.at() == screen);
      // Home by the shortest way the table gives (most screens: settle(false) at once).
      std::map<ScreenId, std::vector<ScreenId>> back{{screen, {}}};
      std::deque<ScreenId> todo{screen};
      while (!todo.empty() && back.count(r.home()) == 0) {
        const ScreenId from = todo.front();
        todo.pop_front();
        for (int i = 0; i < kScreenCount; ++i) {
          if (back.count(screen_at(i)) || !screen_transition_allowed(from, screen_at(i))) continue;
          back[screen_at(i)] = back[from];
          back[screen_at(i)].push_back(screen_at(i));
          todo.push_back(screen_at(i));
        }
      }
      REQUIRE(back.count(r.home()) == 1);
      walk(r, back.at(r.home()));
      CHECK(r.at() == r.home());
      if (screen != ScreenId::Cards && screen != ScreenId::Language) CHECK(back.at(r.home()).size() <= 1);
    }
  }
}

TEST_CASE("router: the question is refused nowhere it could be asked, and holds its match until left") {
  Router r;
  REQUIRE(r.go(ScreenId::Daily));
  REQUIRE(r.ask(a_match()));
  CHECK(r.at() == ScreenId::Question);
  CHECK(r.asking() != nullptr);
  // A refused change keeps the question and its match.
  CHECK_FALSE(r.go(ScreenId::Language));
  CHECK(r.asking() != nullptr);
  REQUIRE(r.settle(false));
  CHECK(r.asking() == nullptr);
}
