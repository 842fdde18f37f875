// The maker of the two Cucù matches the table's tests play (tests/app/cucu_table_test.cpp,
// tests/web/cucu_match.test.mjs). Run by hand, and paste what it prints into tests/saves/:
//   build/native/tests/session_tests "[.make]" -s
//
// - cucu_4p_normal_table.json: seed 821, whose first three rounds hold a hunter's shot (Cy asks
//   you, round 1) and a cat's undo of two exchanges (Ana asks Bo, round 3); then the first line of
//   the person's choices in which the person wins.
// - cucu_4p_inn_table.json: the first seed from 1 in which, the person playing as Normal would,
//   Bo's Inn suspends the person's request in the first round, the person insures the Zero and Bo
//   refuses; the match stops after Bo's answer.
//
// The computers play as the table's do: a fresh Normal bot per decision, seeded from the record
// (ai::decision_seed). Why a search: the computers' moves are fixed by the record and the
// person's are free, but the moments the tests show rarely meet in one match by chance (and the
// opponents' levels were respaced by issue 30, which changed every match after the third round).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/match_record.h"
#include "session/engine_access.h"
#include "session/game_words.h"
#include "session/match_session.h"
#include "session/phrase.h"

namespace {

using cardavia::Action;
using cardavia::GameState;
using cardavia::MatchRecord;
using cardavia::session::Phrase;

constexpr int kPerson = 0;
constexpr int kBo = 2;

MatchRecord cucu_record(std::uint64_t seed) {
  MatchRecord record;
  record.match.game = "cucu";
  record.match.setup.players = 4;
  record.match.setup.seed = seed;
  record.human_seat = kPerson;
  record.level = "normal";
  return record;
}

Action normal_move(const GameState& state, std::uint64_t seed) {
  const int seat = state.current_player();
  std::unique_ptr<cardavia::ai::Bot> bot = cardavia::ai::make_bot(
      "cucu", cardavia::ai::Level::kNormal,
      cardavia::ai::decision_seed(seed, seat, state.history().size()));
  return cardavia::ai::decide(*bot, *state.observation(seat));
}

// The first line from `state` (the person's choices tried depth first, Normal's first) that the
// person wins; empty if none within `leaves` finished matches.
std::vector<Action> first_win(std::unique_ptr<GameState> state, std::uint64_t seed, int& leaves) {
  while (!state->is_terminal() && state->current_player() != kPerson) {
    state->apply(normal_move(*state, seed));
  }
  if (state->is_terminal()) {
    --leaves;
    return state->winners() == std::vector<int>{kPerson} ? state->history() : std::vector<Action>{};
  }
  std::vector<Action> choices = state->legal_actions();
  const Action normal = normal_move(*state, seed);
  std::stable_partition(choices.begin(), choices.end(), [&](Action a) { return a == normal; });
  for (const Action choice : choices) {
    if (leaves <= 0) break;
    std::unique_ptr<GameState> line = state->clone();
    line->apply(choice);
    std::vector<Action> won = first_win(std::move(line), seed, leaves);
    if (!won.empty()) return won;
  }
  return {};
}

std::string save_of(std::uint64_t seed, const std::vector<Action>& actions) {
  auto match = cardavia::session::MatchSession::from_record(cucu_record(seed));
  REQUIRE(match);
  for (const Action action : actions) REQUIRE(match.value()->replay_apply(action));
  return write_save(match.value()->record());
}

bool says(const Phrase& phrase, const std::string& key) {
  if (phrase.key == key) return true;
  for (const cardavia::session::PhraseArg& a : phrase.args) {
    for (const Phrase& inner : a.phrase) {
      if (says(inner, key)) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("Make the table tests' Cucù matches", "[.make]") {
  using namespace cardavia;
  // The whole match: seed 821's first three rounds, then the person's first winning line.
  const char* const kFirstRounds[] = {"1 ask",  "2 ask",  "3 ask", "0 keep", "2 keep", "3 keep",
                                      "0 keep", "1 keep", "3 ask", "0 ask",  "1 ask",  "2 keep"};
  MatchRecord table = cucu_record(821);
  for (const char* action : kFirstRounds) table.match.actions.emplace_back(action);
  auto started = session::MatchSession::from_record(table);
  REQUIRE(started);
  int leaves = 100000;
  const std::vector<Action> won =
      first_win(session::engine_state(*started.value()).clone(), 821, leaves);
  REQUIRE(!won.empty());
  std::printf("cucu_4p_normal_table.json:\n%s\n", save_of(821, won).c_str());

  // The inn: the person plays Normal's moves; the first round must hold the refused insurance.
  const session::GameWords* words = session::find_game_words("cucu");
  REQUIRE(words != nullptr);
  for (std::uint64_t seed = 1; seed <= 100000; ++seed) {
    auto made = session::MatchSession::from_record(cucu_record(seed));
    REQUIRE(made);
    session::MatchSession& match = *made.value();
    bool insured = false;
    while (!match.over() && match.rounds().empty()) {
      const GameState& state = session::engine_state(match);
      const int seat = state.current_player();
      REQUIRE(match.replay_apply(normal_move(state, seed)));
      const Phrase said = words->move(*match.last_move()).log;
      if (seat == kPerson && says(said, "cucu.log.insure_you")) {
        insured = true;
      } else if (insured && seat == kBo && says(said, "cucu.log.refuse_your_zero")) {
        std::printf("cucu_4p_inn_table.json:\n%s\n", write_save(match.record()).c_str());
        return;
      } else {
        insured = false;
      }
    }
  }
  FAIL("no seed up to 100 000 has the inn in its first round");
}
