// Cardavia — the match table's flow (app/table/table_flow.h) without drawing: the moves a match
// makes at the table, what is refused (and that a refusal changes nothing), and a walk of every
// (state, sheet) the flow can reach.
#include <catch2/catch.hpp>
#include <deque>
#include <map>
#include <set>
#include <vector>
#include <utility>

#include "app/table/table_flow.h"

using cardavia::app::table::TableFlow;
using Event = TableFlow::Event;
using State = TableFlow::State;
using Sheet = TableFlow::Sheet;

namespace {

TableFlow after(std::initializer_list<Event> events) {
  TableFlow flow;
  for (Event e : events) REQUIRE(flow.on(e));
  return flow;
}

// Refused: false, and the state and the sheet as they were.
void refused(TableFlow flow, Event event) {
  const State state = flow.state();
  const Sheet sheet = flow.sheet();
  INFO("event " << static_cast<int>(event) << " in state " << static_cast<int>(state) << ", sheet "
                << static_cast<int>(sheet));
  CHECK_FALSE(flow.allows(event));
  CHECK_FALSE(flow.on(event));
  CHECK(flow.state() == state);
  CHECK(flow.sheet() == sheet);
}

}  // namespace

TEST_CASE("flow: a new match is dealt, played, revealed, and its next round dealt") {
  TableFlow flow;
  CHECK(flow.state() == State::Opening);
  REQUIRE(flow.on(Event::Deal));
  CHECK(flow.state() == State::Dealing);
  REQUIRE(flow.on(Event::Dealt));
  CHECK(flow.calm());
  REQUIRE(flow.on(Event::RoundOver));
  CHECK(flow.state() == State::Revealing);
  CHECK(flow.showing_round_end());
  CHECK_FALSE(flow.sheet_shown());  // the pause: the table still shows, inert to nothing
  REQUIRE(flow.on(Event::Reveal));
  CHECK(flow.state() == State::RoundEnd);
  CHECK(flow.sheet_shown());
  REQUIRE(flow.on(Event::NextRound));
  CHECK(flow.state() == State::Dealing);
  CHECK_FALSE(flow.showing_round_end());
}

TEST_CASE("flow: a resumed match opens on its round, and the last round's sheet leads to the result") {
  TableFlow flow = after({Event::Resume, Event::RoundOver, Event::Reveal});
  REQUIRE(flow.on(Event::SeeResult));
  CHECK(flow.state() == State::MatchEnd);
  CHECK(flow.sheet_shown());
  // Nothing is dealt or played after the match's end.
  refused(flow, Event::NextRound);
  refused(flow, Event::Dealt);
  refused(flow, Event::RoundOver);
  refused(flow, Event::OpenMenu);
  refused(flow, Event::Cover);
}

TEST_CASE("flow: a second tap on Next round is refused") {
  TableFlow flow = after({Event::Deal, Event::Dealt, Event::RoundOver, Event::Reveal, Event::NextRound});
  refused(flow, Event::NextRound);
  refused(flow, Event::SeeResult);
}

TEST_CASE("flow: the menu and its language picker open and close over the table") {
  TableFlow flow = after({Event::Deal, Event::Dealt});
  REQUIRE(flow.on(Event::OpenMenu));
  CHECK(flow.sheet() == Sheet::Menu);
  CHECK_FALSE(flow.calm());
  refused(flow, Event::OpenMenu);
  refused(flow, Event::CloseLanguage);
  REQUIRE(flow.on(Event::OpenLanguage));
  CHECK(flow.sheet() == Sheet::Language);
  refused(flow, Event::Close);  // the picker closes back to the menu, not to the table
  REQUIRE(flow.on(Event::CloseLanguage));
  CHECK(flow.sheet() == Sheet::Menu);
  REQUIRE(flow.on(Event::Close));
  CHECK(flow.calm());
}

TEST_CASE("flow: a round's pause that ends under the menu keeps the menu in front, the round's sheet behind") {
  TableFlow flow = after({Event::Deal, Event::Dealt, Event::RoundOver, Event::OpenMenu});
  REQUIRE(flow.on(Event::Reveal));
  CHECK(flow.state() == State::RoundEnd);
  CHECK(flow.sheet() == Sheet::Menu);
  refused(flow, Event::NextRound);  // the round's sheet is behind the menu: its button is not there
  REQUIRE(flow.on(Event::Close));
  CHECK(flow.sheet() == Sheet::None);
  CHECK(flow.state() == State::RoundEnd);
  REQUIRE(flow.on(Event::NextRound));
}

TEST_CASE("flow: the fingerprint's sheet closes back to where it was opened — the table or the match's end") {
  TableFlow playing = after({Event::Deal, Event::Dealt, Event::OpenFairness});
  CHECK(playing.sheet() == Sheet::Fairness);
  REQUIRE(playing.on(Event::Close));
  CHECK(playing.calm());
  TableFlow over = after({Event::Resume, Event::RoundOver, Event::Reveal, Event::SeeResult, Event::OpenFairness});
  REQUIRE(over.on(Event::Close));
  CHECK(over.state() == State::MatchEnd);
  CHECK(over.sheet() == Sheet::None);
  // Not from under the round's sheet (it has no fingerprint row).
  refused(after({Event::Resume, Event::RoundOver, Event::Reveal}), Event::OpenFairness);
}

TEST_CASE("flow: pass-and-play's cover is raised again as a round is dealt under it, and Ready lowers it") {
  TableFlow flow = after({Event::Deal, Event::Cover});
  CHECK(flow.covered());
  CHECK(flow.sheet_shown());
  REQUIRE(flow.on(Event::Dealt));  // the deal goes on under the cover
  REQUIRE(flow.on(Event::Cover));  // … which names the person to move
  refused(flow, Event::OpenMenu);
  refused(flow, Event::Close);  // only Ready lowers it
  REQUIRE(flow.on(Event::Ready));
  CHECK(flow.calm());
  refused(flow, Event::Ready);
  // Never over a menu, nor over a round's or the match's sheet.
  refused(after({Event::Deal, Event::Dealt, Event::OpenMenu}), Event::Cover);
  refused(after({Event::Resume, Event::RoundOver, Event::Reveal}), Event::Cover);
}

TEST_CASE("flow: the replay viewer's match end — shown on opening, and closed back to the replay") {
  TableFlow flow;
  REQUIRE(flow.on(Event::ShowResult));  // a finished match's last step, before its first tick
  CHECK(flow.state() == State::MatchEnd);
  refused(flow, Event::Deal);
  refused(flow, Event::Resume);
  REQUIRE(flow.on(Event::BackToReplay));
  CHECK(flow.calm());
  REQUIRE(flow.on(Event::ShowResult));
  CHECK(flow.state() == State::MatchEnd);
}

namespace {

// Every event tried on a flow: the flows it leads to (allowed ones), each refusal checked.
std::vector<TableFlow> next_flows(const TableFlow& at, int& refusals) {
  std::vector<TableFlow> out;
  for (int e = 0; e < TableFlow::kEvents; ++e) {
    TableFlow next = at;
    if (next.on(static_cast<Event>(e))) {
      out.push_back(next);
    } else {
      refused(at, static_cast<Event>(e));
      ++refusals;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("flow: every reachable state and sheet, and a refusal anywhere changes nothing") {
  // A walk of everything the flow can reach from a new table, keeping one flow for each place.
  using Place = std::pair<State, Sheet>;
  const auto place = [](const TableFlow& f) { return Place{f.state(), f.sheet()}; };
  std::map<Place, TableFlow> seen{{place(TableFlow{}), TableFlow{}}};
  std::deque<TableFlow> todo{TableFlow{}};
  int refusals = 0;
  while (!todo.empty()) {
    const TableFlow at = todo.front();
    todo.pop_front();
    for (const TableFlow& next : next_flows(at, refusals))
      if (seen.emplace(place(next), next).second) todo.push_back(next);
  }
  CHECK(refusals > 0);
  std::set<State> states;
  std::set<Sheet> sheets;
  for (const auto& [where, flow] : seen) {
    INFO("state " << static_cast<int>(where.first) << ", sheet " << static_cast<int>(where.second));
    states.insert(where.first);
    sheets.insert(where.second);
    // The cover is raised only while a round is dealt or played (a round that ended under it, as
    // no move is made there, would show its sheet once Ready lowers it); nothing is in front of a
    // table not yet opened.
    if (flow.allows(Event::Cover)) CHECK((where.first == State::Dealing || where.first == State::Playing));
    if (where.first == State::Opening) CHECK(where.second == Sheet::None);
    // From anywhere, moves are made again with nothing in front, or the match is at its end.
    std::set<Place> reached{where};
    std::deque<TableFlow> walk{flow};
    bool back = flow.calm() || flow.state() == State::MatchEnd;
    while (!back && !walk.empty()) {
      const TableFlow cur = walk.front();
      walk.pop_front();
      int ignored = 0;
      for (const TableFlow& n : next_flows(cur, ignored)) {
        if (!reached.insert(place(n)).second) continue;
        back = back || n.calm();
        walk.push_back(n);
      }
    }
    CHECK(back);
  }
  // Every state and sheet of the enums is reached.
  CHECK(states.size() == static_cast<std::size_t>(TableFlow::kStates));
  CHECK(sheets.size() == static_cast<std::size_t>(TableFlow::kSheets));
}
