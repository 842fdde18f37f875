// The invariant checkers (core/invariants.h) notice what they are there to notice: a checker that
// never complains would make every property test and soak pass. Each case feeds one known fault —
// a position missing cards, an observation showing a card its seat never saw, a wrong rank, an
// illegal action — and expects it named; real positions pass.
#include "core/invariants.h"

#include <catch2/catch.hpp>

#include "core/cabo/cabo.h"
#include "core/cucu/cucu.h"
#include "core/game_registry.h"
#include "tests/chkobba/chkobba_test_util.h"

using namespace cardavia;

namespace {

std::unique_ptr<GameState> new_match(const GameInfo& game, int players, std::uint64_t seed) {
  MatchSetup setup;
  setup.players = players;
  setup.seed = seed;
  Result<std::unique_ptr<GameState>> made = game.new_match(setup);
  REQUIRE(made.ok());
  return std::move(made).value();
}

std::unique_ptr<GameState> new_match(std::string_view game, int players, std::uint64_t seed) {
  const GameInfo* info = find_game(game);
  REQUIRE(info != nullptr);
  return new_match(*info, players, seed);
}

// What the game's leak check says of these observation texts ("" when nothing).
std::string leak_problems(const GameInvariants& checker, const GameState& state,
                          const std::vector<std::string>& texts) {
  Problems problems;
  checker.check_no_leak(state, texts, problems);
  return problems.text();
}

std::vector<std::string> observation_texts(const GameState& state) {
  std::vector<std::string> texts;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    texts.push_back(state.observation(seat)->to_string());
  }
  return texts;
}

}  // namespace

TEST_CASE("Real positions of every game pass every check", "[invariants]") {
  for (const GameInfo& game : all_games()) {
    auto state = new_match(game, game.min_players, 3);
    MatchChecker checker(*state, 3);
    INFO(game.name);
    CHECK(checker.check_position(*state).empty());
    CHECK(checker.check_legal_actions(*state).empty());
    CHECK(checker.check_observations(*state).empty());
    CHECK(checker.play(*state, state->legal_actions().front()).empty());
    CHECK(checker.check_observations(*state).empty());
  }
}

TEST_CASE("An illegal action is reported and not applied", "[invariants]") {
  auto state = new_match("cabo", 2, 1);
  MatchChecker checker(*state, 1);
  const std::string problems = checker.play(*state, Action{0});
  CHECK_THAT(problems, Catch::Contains("is not legal here"));
  CHECK(state->history().empty());
}

TEST_CASE("Chkobba: a position missing cards is not conserved", "[invariants][chkobba]") {
  // play_position() holds only the cards a rule test names: most of the 40 are nowhere.
  ChkobbaPosition position = chkobba_test::play_position();
  position.hands[0] = chkobba_test::sorted<3>("QH");
  position.hands[1] = chkobba_test::sorted<3>("KC");
  const auto state = chkobba_test::state_at(position);
  const std::unique_ptr<GameInvariants> chkobba = make_game_invariants("chkobba");
  Problems problems;
  chkobba->check_position(*state, problems);
  CHECK_THAT(problems.text(), Catch::Contains("cards not conserved: 2 cards in play"));
}

TEST_CASE("Chkobba: an observation naming another hand's card is a leak", "[invariants][chkobba]") {
  auto state = new_match("chkobba", 2, 5);
  state->apply(state->legal_actions().front());  // the cut: now both hands are dealt
  const std::unique_ptr<GameInvariants> chkobba = make_game_invariants("chkobba");
  chkobba->start(*state);
  std::vector<std::string> texts = observation_texts(*state);
  CHECK(leak_problems(*chkobba, *state, texts).empty());
  texts[1] = texts[0];  // seat 1 is shown seat 0's hand
  CHECK_THAT(leak_problems(*chkobba, *state, texts), Catch::Contains("seat 1 is shown"));
}

TEST_CASE("Cabo: an observation showing a card its seat never saw is a leak",
          "[invariants][cabo]") {
  auto state = new_match("cabo", 2, 9);
  const std::unique_ptr<GameInvariants> cabo = make_game_invariants("cabo");
  cabo->start(*state);
  // The first player looks at two of its cards: only it has seen them.
  const int looker = state->current_player();
  const Action look = state->legal_actions().front();
  cabo->before_action(*state, look);
  state->apply(look);
  Problems step;
  cabo->after_action(*state, step);
  CHECK(step.empty());
  std::vector<std::string> texts = observation_texts(*state);
  CHECK(leak_problems(*cabo, *state, texts).empty());
  texts[1 - looker] = texts[looker];
  const std::string leak = leak_problems(*cabo, *state, texts);
  CHECK_THAT(leak, Catch::Contains("seat " + std::to_string(1 - looker) + " is shown"));
  CHECK_THAT(leak, Catch::Contains("which it has not seen"));
}

TEST_CASE("Cucu: private knowledge of a token never held, or a wrong rank, is reported",
          "[invariants][cucu]") {
  auto state = new_match("cucu", 4, 2);
  const std::unique_ptr<GameInvariants> cucu = make_game_invariants("cucu");
  cucu->start(*state);
  std::vector<std::string> texts = observation_texts(*state);
  CHECK(leak_problems(*cucu, *state, texts).empty());

  // Seat 1 is told what seat 0 holds; seats 2 and 3 are not, so it is not public.
  std::vector<std::string> leaked = texts;
  leaked[1] = texts[0];
  const std::string leak = leak_problems(*cucu, *state, leaked);
  CHECK_THAT(leak, Catch::Contains("seat 1 knows token"));
  CHECK_THAT(leak, Catch::Contains("without having held it"));

  // Seat 0's own card named as another rank.
  const auto& cucu_state = static_cast<const CucuState&>(*state);
  const int token = cucu_state.token_of(0);
  const std::string real = cucu_state.card_of(0).to_string();
  const std::string other = real == "cuckoo" ? "fool" : "cuckoo";
  std::vector<std::string> lying = texts;
  const std::size_t line = lying[0].find("\ntokens ") + 8;
  std::size_t at = line;
  for (int skip = 0; skip < token; ++skip) at = lying[0].find(' ', at) + 1;
  REQUIRE(lying[0].compare(at, real.size(), real) == 0);
  lying[0].replace(at, real.size(), other);
  CHECK_THAT(leak_problems(*cucu, *state, lying),
             Catch::Contains("is told token " + std::to_string(token) + " is " + other));
}
