// Cardavia — take-backs (session/match_session.h, docs/undo.md): in each game, a take-back to
// every kind of the person's decisions returns the exact earlier position (the person's
// observation and legal actions as they were when the decision was asked) and the match replays
// after it as recorded (the computers make the same replies); several in a row stop at the
// round's first decision; refused in a daily deal and in pass-and-play; the record keeps the
// take-backs (`undone`) through the save and a resume, and refuses a bad one.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/match_record.h"
#include "session/engine_access.h"
#include "session/match_session.h"
#include "tests/record_files.h"

using cardavia::Action;
using cardavia::MatchRecord;
using cardavia::TakeBack;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;
namespace ai = cardavia::ai;

namespace {

MatchConfig easy(const char* game, int players, std::uint64_t seed) {
  MatchConfig c;
  c.game = game;
  c.players = players;
  c.seed = seed;
  c.level = ai::Level::kEasy;
  return c;
}

// The computers' moves until the person is asked again (or the match ends).
std::vector<Action> computers_reply(MatchSession& s) {
  std::vector<Action> replies;
  while (s.bot_to_move()) {
    while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(16));
    replies.push_back(s.bot_apply());
  }
  return replies;
}

// The person's move: spread over the legal ones by the position, so every kind comes up.
Action person_move(const MatchSession& s, std::uint64_t salt) {
  const std::vector<Action> legal = s.human_legal();
  return legal[(s.history().size() * 7 + salt) % legal.size()];
}

// The kind of an action: its notation's first word ("draw", "play", "keep").
std::string kind_of(const MatchSession& s, std::size_t index) {
  const std::string text = s.record().match.actions[index];  // "<seat> <action …>"
  const std::size_t from = text.find(' ') + 1;
  return text.substr(from, text.find(' ', from) - from);
}

// What the person had when asked: what they know, and what they may do.
struct Asked {
  std::string observation;
  std::vector<Action> legal;
  std::size_t at = 0;
};
Asked asked_now(const MatchSession& s) {
  return Asked{s.observation()->to_string(), s.human_legal(), s.history().size()};
}

// Checks that `s` is back where the person was asked `before`.
void check_back_at(const MatchSession& s, const Asked& before, std::size_t undone_before, std::size_t taken) {
  CHECK(s.history().size() == before.at);
  CHECK(s.observation()->to_string() == before.observation);
  CHECK(s.human_legal() == before.legal);
  CHECK(s.human_to_move());
  CHECK_FALSE(s.bot_ready());
  REQUIRE(s.undone().size() == undone_before + 1);
  CHECK(s.undone().back().at == static_cast<int>(before.at));
  CHECK(s.undone().back().actions.size() == taken);
  // The last move's record is the position's own (none before the first action).
  if (before.at == 0) {
    CHECK(s.last_move() == nullptr);
  } else {
    REQUIRE(s.last_move() != nullptr);
    CHECK(s.last_move()->index == before.at - 1);
  }
}

// Plays `seed`'s match of `game` to its end twice side by side: `reference` as the person plays
// it, and `s` where every decision of the person's is taken back and made again — once at once
// (a computer's decision just begun), and every other decision once more after the computers'
// replies when the round is still on. `s` must stay the uninterrupted match: the same replies.
// Returns the kinds of the decisions taken back.
std::set<std::string> take_back_every_decision(const char* game, int players, std::uint64_t seed) {
  MatchSession s(easy(game, players, seed));
  MatchSession reference(easy(game, players, seed));
  REQUIRE(s.ok());
  std::set<std::string> kinds;
  computers_reply(s);
  computers_reply(reference);
  for (int decisions = 0; !s.over(); ++decisions) {
    REQUIRE(decisions < 5000);
    REQUIRE(s.human_to_move());
    const Asked before = asked_now(s);
    const Action move = person_move(s, seed);
    INFO(game << " seed " << seed << ", the decision at " << before.at);
    // At once: the move made, a computer's decision begun, then taken back.
    REQUIRE(s.apply(move));
    const std::string kind = kind_of(s, before.at);
    if (s.last_move()->round_ended || s.over()) {
      CHECK_FALSE(s.can_take_back());  // a finished round is never taken back into
    } else {
      if (s.bot_to_move()) s.bot_think(ai::Budget::Iterations(1));
      const std::size_t undone = s.undone().size();
      REQUIRE(s.take_back());
      check_back_at(s, before, undone, 1);
      kinds.insert(kind);
      REQUIRE(s.apply(move));
    }
    // The computers reply, as in the uninterrupted match.
    const std::size_t rounds = s.rounds().size() - (s.last_move()->round_ended ? 1 : 0);
    std::vector<Action> replies = computers_reply(s);
    REQUIRE(reference.apply(move));
    CHECK(computers_reply(reference) == replies);
    REQUIRE(s.history() == reference.history());
    // Every other decision: taken back again after the replies, while the round is still on.
    if (decisions % 2 == 1 || s.over() || s.rounds().size() != rounds) continue;
    REQUIRE(s.can_take_back());
    const std::size_t undone = s.undone().size();
    REQUIRE(s.take_back());
    check_back_at(s, before, undone, 1 + replies.size());
    REQUIRE(s.apply(move));
    CHECK(computers_reply(s) == replies);
  }
  CHECK(s.winners() == reference.winners());
  return kinds;
}

}  // namespace

TEST_CASE("A take-back returns every kind of the person's decision in each game, and the match replays as recorded",
          "[take_back]") {
  // The kinds each engine asks the person for (core/<game>/<game>.h: the notation's first words).
  // Cucù's `deck` is the dealer's, who acts last: it ends the round, so it is never taken back
  // (take_back_every_decision checks that it is refused); `insure` is rare in dealt matches: the
  // next test gives it a deal of its own.
  const std::map<std::string, std::set<std::string>> wanted = {
      {"cabo", {"look", "draw", "take", "cabo", "swap", "replace", "discard", "peek", "spy", "blindswap"}},
      {"chkobba", {"keep", "table", "play"}},
      {"cucu", {"keep", "ask", "accept", "refuse"}},
  };
  const std::map<std::string, int> players = {{"cabo", 3}, {"chkobba", 2}, {"cucu", 4}};
  for (const auto& [game, kinds] : wanted) {
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 200 && seen != kinds; ++seed) {
      for (const std::string& kind : take_back_every_decision(game.c_str(), players.at(game), seed))
        seen.insert(kind);
    }
    INFO(game);
    CHECK(seen == kinds);
  }
}

TEST_CASE("Cucù: the inn's insurance taken back, the innkeeper's answer the same after it", "[take_back]") {
  // The person (seat 0) holds a zero and asks seat 1, who holds the inn (tests/scenarios/cucu/).
  MatchRecord record = cardavia::read_save(cardavia::testing::read_text(
                                               std::string(CARDAVIA_TESTS_DIR) + "/scenarios/cucu/inn_insure_asked.json"))
                           .value();
  record.match.actions.clear();
  record.human_seat = 0;
  record.level = "easy";
  auto made = MatchSession::from_record(record);
  REQUIRE(made.ok());
  MatchSession& s = *made.value();
  auto parse = [&](const char* text) { return cardavia::session::engine_state(s).parse_action(text).value(); };
  REQUIRE(s.apply(parse("ask")));
  const Asked before = asked_now(s);
  const Action insure = parse("insure");
  REQUIRE(s.apply(insure));
  REQUIRE(s.bot_to_move());  // the innkeeper answers
  s.bot_think(ai::Budget::Iterations(1));
  REQUIRE(s.take_back());
  check_back_at(s, before, 0, 1);
  REQUIRE(s.apply(insure));
  const std::vector<Action> replies = computers_reply(s);
  auto reference = MatchSession::from_record(record);
  REQUIRE(reference.value()->apply(parse("ask")));
  REQUIRE(reference.value()->apply(insure));
  CHECK(computers_reply(*reference.value()) == replies);
}

TEST_CASE("Take-backs in a row go back to the round's first decision, never into a finished round", "[take_back]") {
  MatchSession s(easy("cabo", 3, 11));
  // Into the second round, then a few decisions in it.
  std::size_t round_start = 0;
  int decisions_in_round = 0;
  while (!s.over() && (s.rounds().empty() || decisions_in_round < 6)) {
    if (s.human_to_move()) {
      REQUIRE(s.apply(person_move(s, 3)));
      if (s.last_move()->round_ended) {
        round_start = s.history().size();
        decisions_in_round = 0;
      } else if (!s.rounds().empty()) {
        ++decisions_in_round;
      }
      continue;
    }
    while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(16));
    s.bot_apply();
    if (s.last_move()->round_ended) {
      round_start = s.history().size();
      decisions_in_round = 0;
    }
  }
  REQUIRE(!s.over());
  const std::size_t rounds = s.rounds().size();
  int taken = 0;
  while (s.can_take_back()) {
    const std::size_t before = s.history().size();
    REQUIRE(s.take_back());
    CHECK(s.history().size() < before);
    CHECK(s.history().size() >= round_start);
    CHECK(s.human_to_move());
    ++taken;
  }
  CHECK(taken >= 6);
  CHECK(s.rounds().size() == rounds);
  CHECK_FALSE(s.take_back());  // nothing changes
  CHECK(s.history().size() >= round_start);
}

TEST_CASE("No take-back in a daily deal, in pass-and-play, before the person's first decision", "[take_back]") {
  MatchConfig daily = easy("chkobba", 2, 5);
  daily.daily = "2026-12-01";
  MatchConfig friends = easy("chkobba", 2, 5);
  friends.people = {{0, "Ana"}, {1, "Bo"}};
  for (const MatchConfig& config : {daily, friends}) {
    MatchSession s(config);
    for (int moves = 0; moves < 6 && !s.over(); ++moves) {
      if (s.seat_is_human(s.to_move())) {
        s.set_viewer(s.to_move());
        REQUIRE(s.apply(s.human_legal().front()));
      } else {
        computers_reply(s);
      }
    }
    CHECK_FALSE(s.can_take_back());
    const std::size_t played = s.history().size();
    CHECK_FALSE(s.take_back());
    CHECK(s.history().size() == played);
  }
  MatchSession fresh(easy("cucu", 4, 5));
  CHECK_FALSE(fresh.can_take_back());
}

TEST_CASE("The take-backs go through the save and a resume, and a bad \"undone\" is refused", "[take_back]") {
  MatchSession s(easy("cabo", 3, 4));
  computers_reply(s);
  // Three decisions in one round, the round still on.
  for (int in_round = 0; in_round < 3;) {
    REQUIRE(!s.over());
    const std::size_t rounds = s.rounds().size();
    REQUIRE(s.apply(person_move(s, 1)));
    computers_reply(s);
    in_round = s.rounds().size() == rounds && s.can_take_back() ? in_round + 1 : 0;
  }
  REQUIRE(s.take_back());
  REQUIRE(s.take_back());
  REQUIRE(s.undone().size() == 2);

  // Through the save file and back: the same take-backs, and a resumed session goes on as this one.
  const MatchRecord record = s.record();
  const auto read = cardavia::read_save(cardavia::write_save(record));
  REQUIRE(read.ok());
  CHECK(read.value().undone == record.undone);
  auto resumed = MatchSession::from_record(read.value());
  REQUIRE(resumed.ok());
  MatchSession& r = *resumed.value();
  CHECK(r.undone() == s.undone());
  CHECK(r.can_take_back() == s.can_take_back());
  REQUIRE(s.take_back());
  REQUIRE(r.take_back());
  CHECK(r.history() == s.history());
  CHECK(r.record().undone == s.record().undone);
  CHECK(r.observation()->to_string() == s.observation()->to_string());

  // A bad `undone` refuses the save, in words naming the field.
  const std::string good = cardavia::write_save(record);
  const std::size_t at = good.find("\"undone\":");
  REQUIRE(at != std::string::npos);
  const std::size_t end = good.find("]}]", at) + 3;
  const auto with = [&](const std::string& undone) {
    return good.substr(0, at) + "\"undone\": " + undone + good.substr(end);
  };
  REQUIRE(cardavia::read_save(with(good.substr(at + 9, end - at - 9))).ok());
  for (const std::string& bad :
       {std::string("7"), std::string("[1]"), std::string(R"([{"at": -1, "actions": ["1 draw"]}])"),
        std::string(R"([{"at": 0}])"), std::string(R"([{"at": 0, "actions": []}])"),
        std::string(R"([{"at": 0, "actions": [3]}])"), std::string(R"([{"at": 9999, "actions": ["1 draw"]}])"),
        std::string(R"([{"at": 0, "actions": ["0 fly away"]}])")}) {
    const auto refused = cardavia::read_save(with(bad));
    INFO(bad);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().find("\"undone\"") != std::string::npos);
  }
}
