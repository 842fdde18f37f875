// Cardavia — a session from its record (session/match_session.h): resuming a match from any
// prefix of its actions, at every level, plays on exactly as the uninterrupted match did; the
// record goes through the save file and back; a bad record gives no session; Hard's moves do not
// depend on the clock.
#include <catch2/catch.hpp>

#include "core/match_record.h"
#include "core/scenario.h"
#include "session/engine_access.h"
#include "session/match_session.h"

using cardavia::Action;
using cardavia::MatchRecord;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;
namespace ai = cardavia::ai;

namespace {

// Hard small enough for many resumed matches; the table's own targets are in ai/<game>/<game>_ai.cpp.
constexpr std::int64_t kTestHardIterations = 24;

// The person's moves here: a fixed function of the position (how many actions were played, and
// what is legal), so the uninterrupted and the resumed matches make the same ones.
Action person_move(const MatchSession& s) {
  const std::vector<Action> legal = s.human_legal();
  return legal[(s.history().size() * 7 + 3) % legal.size()];
}

// Plays to the end, the computers in slices of `slice` iterations.
void play_on(MatchSession& s, std::int64_t slice) {
  for (int moves = 0; !s.over(); ++moves) {
    REQUIRE(moves < 20000);
    if (s.human_to_move()) {
      REQUIRE(s.apply(person_move(s)));
      continue;
    }
    int slices = 0;
    while (!s.bot_ready()) {
      s.bot_think(ai::Budget::Iterations(slice));
      REQUIRE(++slices < 100000);
    }
    s.bot_apply();
  }
}

std::unique_ptr<MatchSession> session_from(const MatchRecord& record) {
  MatchConfig options;
  options.hard_iterations = kTestHardIterations;
  auto made = MatchSession::from_record(record, options);
  INFO((made ? "" : made.error()));
  REQUIRE(made.ok());
  return std::move(made).value();
}

// A record with no action yet; the start state keeps Hard's matches short.
MatchRecord start_of(const std::string& game, int players, std::uint64_t seed, int human,
                     const char* level) {
  MatchRecord record;
  record.match.game = game;
  record.match.setup.players = players;
  record.match.setup.seed = seed;
  record.human_seat = human;
  record.level = level;
  return record;
}

// The whole match, then the match resumed after every prefix of it: the same actions each time.
void check_every_prefix(const MatchRecord& start) {
  const std::unique_ptr<MatchSession> whole = session_from(start);
  play_on(*whole, 16);
  const MatchRecord played = whole->record();
  const std::vector<std::string>& actions = played.match.actions;
  REQUIRE(actions.size() > 5);
  for (std::size_t prefix = 0; prefix <= actions.size(); ++prefix) {
    MatchRecord cut = played;
    cut.match.actions.resize(prefix);
    const std::unique_ptr<MatchSession> resumed = session_from(cut);
    REQUIRE(resumed->history().size() == prefix);
    play_on(*resumed, 5);  // sliced otherwise: the slicing must not matter either
    INFO(start.match.game << " " << *start.level << ", resumed after " << prefix << " of "
                          << actions.size() << " actions");
    REQUIRE(resumed->record().match.actions == actions);
  }
}

}  // namespace

TEST_CASE("Resuming from every prefix plays on as the uninterrupted match, at every level",
          "[session][resume]") {
  for (const char* level : {"easy", "normal", "hard"}) {
    // Cabo: three players a few rounds from the end of the match.
    MatchRecord cabo = start_of("cabo", 3, 21, 1, level);
    cabo.match.setup.set_start("start_totals", {35, 50, 45});
    check_every_prefix(cabo);
    // Chkobba: heads-up, a few deals from 21.
    MatchRecord chkobba = start_of("chkobba", 2, 22, 0, level);
    chkobba.match.setup.set_start("start_totals", {16, 17});
    check_every_prefix(chkobba);
    // Cucù: four players, a life or two each.
    MatchRecord cucu = start_of("cucu", 4, 23, 2, level);
    cucu.match.setup.set_start("start_lives", {2, 2, 1, 2});
    check_every_prefix(cucu);
  }
}

TEST_CASE("A whole Cabo match, resumed after every action, plays on the same", "[session][resume]") {
  check_every_prefix(start_of("cabo", 3, 5, 0, "normal"));
}

TEST_CASE("A record goes through the save file and back to the same position", "[session]") {
  MatchConfig config;
  config.game = "chkobba";
  config.players = 4;
  config.seed = 31;
  config.human_seat = 1;
  config.level = ai::Level::kEasy;
  config.created = "2026-12-01T10:00:00Z";
  MatchSession s(config);
  REQUIRE(s.ok());
  for (int moves = 0; moves < 30 && !s.over(); ++moves) {
    if (s.human_to_move()) {
      REQUIRE(s.apply(person_move(s)));
    } else {
      while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(8));
      s.bot_apply();
    }
  }
  const cardavia::Result<MatchRecord> read = cardavia::read_save(cardavia::write_save(s.record()));
  REQUIRE(read.ok());
  CHECK(read.value().level == "easy");
  CHECK(read.value().human_seat == 1);
  CHECK(read.value().created == "2026-12-01T10:00:00Z");
  const std::unique_ptr<MatchSession> resumed = session_from(read.value());
  CHECK(resumed->history() == s.history());
  using cardavia::session::engine_state;
  CHECK(cardavia::describe_match(engine_state(*resumed)) ==
        cardavia::describe_match(engine_state(s)));
  CHECK(resumed->observation()->to_string() == s.observation()->to_string());
  CHECK(resumed->config().level == ai::Level::kEasy);
  CHECK(resumed->human_seat() == 1);
}

TEST_CASE("A bad record gives no session, and says why", "[session]") {
  MatchRecord record = start_of("cabo", 3, 8, 0, "normal");
  record.match.setup.dealer = 0;
  record.match.actions = {"1 look 0,1", "2 look 0,1", "0 look 0,1", "1 swap 9"};
  auto bad_action = MatchSession::from_record(record);
  REQUIRE_FALSE(bad_action.ok());
  CHECK(bad_action.failure().action_index == 3u);

  record.match.actions.resize(3);
  REQUIRE(MatchSession::from_record(record).ok());
  record.human_seat = 3;
  CHECK_FALSE(MatchSession::from_record(record).ok());
  record.human_seat = 0;
  record.level = "expert";
  CHECK_FALSE(MatchSession::from_record(record).ok());
  record.level = "hard";
  record.match.game = "poker";
  CHECK_FALSE(MatchSession::from_record(record).ok());
}

TEST_CASE("Hard's move does not depend on the clock or on how its thinking is sliced",
          "[session][hard]") {
  // The same Cucù position thought about three ways: in iteration slices without a clock; in
  // time slices with a clock so slow that each slice is one iteration (and a time cap the table
  // no longer honours); and resumed from the record.
  MatchConfig plain;
  plain.game = "cucu";
  plain.players = 4;
  plain.seed = 9;
  plain.human_seat = 3;
  plain.level = ai::Level::kHard;
  plain.hard_iterations = 60;
  MatchConfig slow = plain;
  std::int64_t now = 0;
  slow.clock = [&now] { return now += 1000000; };
  slow.hard_time_cap_us = 1;
  MatchSession a(plain);
  MatchSession b(slow);
  REQUIRE((a.ok() && b.ok()));
  for (int moves = 0; moves < 40 && !a.over(); ++moves) {
    if (a.human_to_move()) {
      const Action move = person_move(a);
      REQUIRE(a.apply(move));
      REQUIRE(b.apply(move));
      continue;
    }
    while (!a.bot_ready()) a.bot_think(ai::Budget::Iterations(1000));
    while (!b.bot_ready()) b.bot_think(ai::Budget::Microseconds(4000));
    const Action chosen = a.bot_apply();
    REQUIRE(b.bot_apply() == chosen);
  }
  CHECK(a.history() == b.history());
}
