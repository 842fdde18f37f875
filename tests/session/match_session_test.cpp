// Cardavia — tests of session/MatchSession: seats, refusal of illegal or out-of-turn moves, bots
// thinking in slices, whole matches to the end, and the history as the replay; the words of a
// Cabo round's end (session/cabo/cabo_round.h), a Moon round among them.
#include <catch2/catch.hpp>

#include "core/game_registry.h"
#include "session/engine_access.h"
#include "session/cabo/cabo_round.h"
#include "session/match_session.h"
#include "tests/cabo/cabo_test_util.h"

using cardavia::Action;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;
namespace ai = cardavia::ai;

namespace {

// Plays the human's seat with its first legal action and the bots in small slices, to the end.
int play_to_end(MatchSession& s, int max_moves = 20000) {
  int moves = 0;
  while (!s.over() && moves < max_moves) {
    if (s.human_to_move()) {
      REQUIRE(s.apply(s.human_legal().front()));
    } else {
      int slices = 0;
      while (!s.bot_ready()) {
        s.bot_think(ai::Budget::Iterations(16));
        REQUIRE(++slices < 100000);
      }
      s.bot_apply();
    }
    ++moves;
  }
  return moves;
}

}  // namespace

TEST_CASE("A session refuses an unknown game and a bad player count") {
  MatchConfig c;
  c.game = "poker";
  CHECK_FALSE(MatchSession(c).ok());
  c.game = "cabo";
  c.players = 6;
  CHECK_FALSE(MatchSession(c).ok());
  c.players = 1;
  CHECK_FALSE(MatchSession(c).ok());
}

TEST_CASE("The human's move is refused when it is a computer's turn or illegal") {
  MatchConfig c;
  c.players = 3;
  c.seed = 7;
  MatchSession s(c);
  REQUIRE(s.ok());
  // Play the bots until the human is to move.
  while (!s.human_to_move()) {
    CHECK(s.human_legal().empty());
    CHECK_FALSE(s.apply(cardavia::session::engine_state(s).legal_actions().front()));
    while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(8));
    s.bot_apply();
  }
  const auto before = s.history().size();
  CHECK_FALSE(s.apply(Action{0}));
  CHECK(s.history().size() == before);
  CHECK(s.apply(s.human_legal().front()));
  CHECK(s.history().size() == before + 1);
}

TEST_CASE("Whole Cabo matches end, for every player count and level, and replay from history") {
  for (int players = 2; players <= 5; ++players) {
    for (ai::Level level : {ai::Level::kEasy, ai::Level::kNormal}) {
      MatchConfig c;
      c.players = players;
      c.level = level;
      c.seed = 100 + static_cast<std::uint64_t>(players);
      MatchSession s(c);
      REQUIRE(s.ok());
      play_to_end(s);
      REQUIRE(s.over());
      CHECK_FALSE(cardavia::session::engine_state(s).winners().empty());
      // The history is the save: replaying it on a fresh match gives the same end.
      cardavia::MatchSetup setup;
      setup.players = players;
      setup.seed = c.seed;
      auto replay = cardavia::find_game("cabo")->new_match(setup);
      REQUIRE(replay);
      for (Action a : s.history()) {
        REQUIRE(replay.value()->is_legal(a));
        replay.value()->apply(a);
      }
      CHECK(replay.value()->winners() == cardavia::session::engine_state(s).winners());
      CHECK(replay.value()->rounds().size() ==
            cardavia::session::engine_state(s).rounds().size());
    }
  }
}

TEST_CASE("Hard thinks in slices and is ready only when its budget is spent") {
  MatchConfig c;
  c.players = 2;
  c.level = ai::Level::kHard;
  c.seed = 3;
  c.human_seat = 1;
  MatchSession s(c);
  REQUIRE(s.ok());
  while (s.human_to_move()) s.apply(s.human_legal().front());
  REQUIRE(s.bot_to_move());
  CHECK_FALSE(s.bot_ready());
  int slices = 0;
  while (!s.bot_ready()) {
    s.bot_think(ai::Budget::Iterations(10));
    ++slices;
  }
  // Look actions have several choices, so Hard needs more than one small slice.
  CHECK(slices >= 1);
  const auto before = s.history().size();
  s.bot_apply();
  CHECK(s.history().size() == before + 1);
}

// [SECTION] The words of a round's end (session/cabo/cabo_round.h) ---------------------------------

TEST_CASE("A Moon round: the shooter's words, everyone else's 50 and the shooter's name") {
  // Seat 2 holds Q♠ K♠ Q♥ K♣; seat 1 calls; everyone then plays out a discard.
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"QS", "KS", "QH", "KC"}}, "9C",
      {"5C", "6C"});
  cabo_test::everybody_looks(*state);
  cabo_test::play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  const auto words = cardavia::session::cabo_round_words(
      static_cast<const cardavia::CaboObservation&>(*state->observation(0)));
  REQUIRE(words.size() == 3);
  CHECK(words[2].key == "cabo.score.moon");
  CHECK(words[2].score == 0);
  CHECK(words[2].sum == 12 + 13 + 12 + 13);
  for (int seat : {0, 1}) {
    INFO("seat " << seat);
    // The caller too: the Moon comes first, nothing else is said.
    CHECK(words[static_cast<std::size_t>(seat)].key == "cabo.score.moon_other");
    CHECK(words[static_cast<std::size_t>(seat)].score == 50);
    CHECK(words[static_cast<std::size_t>(seat)].total == 50);
  }
  for (const auto& w : words) {
    CHECK(w.moon_seat == 2);
    CHECK_FALSE(w.reset);
    CHECK(w.words.key == w.key);
    CHECK(w.reset_words.empty());
  }
  // The others' words name the shooter (a seat, put into words by the table).
  const auto* name = words[0].words.arg("name");
  REQUIRE(name != nullptr);
  CHECK(name->kind == cardavia::session::PhraseArg::Kind::kSeat);
  CHECK(name->ints == std::vector<int>{2});
}

TEST_CASE("A round without the Moon: the caller not lowest, the lowest, the others' sums") {
  // A red king is 0, so no Moon: seat 1 calls with the lowest sum (5).
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"QS", "KS", "QH", "KD"}}, "9C",
      {"5C", "6C"});
  cabo_test::everybody_looks(*state);
  cabo_test::play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  const auto words = cardavia::session::cabo_round_words(
      static_cast<const cardavia::CaboObservation&>(*state->observation(0)));
  REQUIRE(words.size() == 3);
  CHECK(words[1].key == "cabo.score.caller_lowest");
  CHECK(words[1].score == 0);
  CHECK(words[0].key == "cabo.score.sum");
  CHECK(words[0].score == 10);
  CHECK(words[2].key == "cabo.score.sum");
  CHECK(words[2].sum == 37);
  for (const auto& w : words) CHECK(w.moon_seat == -1);
  // The sum goes into the words that name it, and nothing else does.
  REQUIRE(words[2].words.arg("sum") != nullptr);
  CHECK(words[2].words.arg("sum")->ints == std::vector<int>{37});
  CHECK(words[1].words.args.empty());
}
