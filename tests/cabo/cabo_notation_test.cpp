// Cabo: the notation (canonical printing, tolerant reading of place orders), malformed input, and
// the pure scoring rules of the seeds.
#include "cabo_test_util.h"

using namespace cabo_test;

namespace {

const std::vector<std::vector<std::string>> kHands = {
    {"2S", "3S", "4S", "5S"}, {"2H", "3H", "4H", "5H"}, {"2D", "3D", "4D", "5D"}};

std::string print(const CaboState& state, const std::string& text) {
  const auto parsed = state.parse_action(text);
  REQUIRE(parsed.ok());
  return state.action_to_string(parsed.value());
}

std::array<int, kMaxPlayers> sums_of(std::initializer_list<int> values) {
  std::array<int, kMaxPlayers> sums{};
  std::copy(values.begin(), values.end(), sums.begin());
  return sums;
}

std::vector<int> scores_of(int players, std::initializer_list<int> sums, int caller,
                           int moon = -1) {
  const auto scores = round_scores(players, sums_of(sums), caller, moon);
  return std::vector<int>(scores.begin(), scores.begin() + players);
}

}  // namespace

TEST_CASE("Notation: every action prints canonically and reads back", "[cabo][notation]") {
  const auto state = match_with(0, kHands, "9C");
  CHECK(print(*state, "look 3,1") == "look 1,3");
  CHECK(print(*state, "look 0,2") == "look 0,2");
  CHECK(print(*state, "draw") == "draw");
  CHECK(print(*state, "take") == "take");
  CHECK(print(*state, "cabo") == "cabo");
  CHECK(print(*state, "discard") == "discard");
  CHECK(print(*state, "swap 3") == "swap 3");
  CHECK(print(*state, "replace 2,3,0") == "replace 2,0,3");
  CHECK(print(*state, "replace 3,2,1,0") == "replace 3,0,1,2");
  CHECK(print(*state, "replace 1,0") == "replace 1,0");
  CHECK(print(*state, "peek 0") == "peek 0");
  CHECK(print(*state, "spy 2:1") == "spy 2:1");
  CHECK(print(*state, "blindswap 3 0:2") == "blindswap 3 0:2");
}

TEST_CASE("Notation: malformed actions are refused in words", "[cabo][notation]") {
  const auto state = match_with(0, kHands, "9C");
  for (const char* bad : {"",
                          "Draw",
                          "draw ",
                          "draw now",
                          "swap",
                          "swap 4",
                          "swap x",
                          "swap  1",
                          "swap 1 ",
                          "look 0",
                          "look 0,0",
                          "look 0,1,2",
                          "look 0,,1",
                          "look 0,1,",
                          "replace 0",
                          "replace 0,0",
                          "replace 0,1,2,3,0",
                          "replace 0;1",
                          "peek",
                          "peek -1",
                          "spy",
                          "spy 1",
                          "spy 3:1",
                          "spy 1:4",
                          "spy 1-1",
                          "spy 11:1",
                          "blindswap",
                          "blindswap 0",
                          "blindswap 0 1",
                          "blindswap 4 1:1",
                          "blindswap 0 1:1 ",
                          "blindswap 0 9:1",
                          "pass",
                          "cabo!"}) {
    INFO("input: \"" << bad << "\"");
    const auto parsed = state->parse_action(bad);
    CHECK_FALSE(parsed.ok());
    if (!parsed.ok()) CHECK_FALSE(parsed.error().empty());
  }
}

TEST_CASE("Bad input leaves the state exactly as it was", "[cabo][notation]") {
  auto state = match_with(0, kHands, "9C", {"7H"});
  const auto before = state->observation(1)->to_string();
  // Out of phase, out of turn (as the scenario replays it), malformed.
  for (const char* bad : {"draw", "swap 0", "peek 1", "look 0,0", "look 4,1", "cabo"}) {
    CHECK_FALSE(state->try_apply(bad).ok());
  }
  CHECK(state->observation(1)->to_string() == before);
  CHECK(state->history().empty());
  everybody_looks(*state);
  REQUIRE(state->try_apply("draw").ok());
  const auto drawn = state->observation(1)->to_string();
  for (const char* bad :
       {"spy 2:0", "blindswap 0 2:0", "take", "draw", "look 0,1", "replace 0,0"}) {
    CHECK_FALSE(state->try_apply(bad).ok());
  }
  CHECK(state->observation(1)->to_string() == drawn);
  CHECK(state->history().size() == 4);
}

TEST_CASE("Scoring: a unique lowest scores 0, the others their sums", "[cabo][scoring]") {
  CHECK(scores_of(3, {6, 4, 9}, 1) == std::vector<int>{6, 0, 9});
}

TEST_CASE("Scoring: a caller not among the lowest adds 5 (seed: A 6, B 4, C 9 → 11, 0, 9)",
          "[cabo][scoring][seed]") {
  CHECK(scores_of(3, {6, 4, 9}, 0) == std::vector<int>{11, 0, 9});
}

TEST_CASE("Scoring: a caller tied at the minimum takes the 0 alone (seed: 6, 6, 9 → 0, 6, 9)",
          "[cabo][scoring][seed]") {
  CHECK(scores_of(3, {6, 6, 9}, 0) == std::vector<int>{0, 6, 9});
  CHECK(scores_of(4, {5, 5, 5, 9}, 2) == std::vector<int>{5, 5, 0, 9});
}

TEST_CASE("Scoring: the lowest shared by non-callers scores 0 each, the caller sum+5",
          "[cabo][scoring]") {
  CHECK(scores_of(4, {3, 8, 3, 10}, 1) == std::vector<int>{0, 13, 0, 10});
}

TEST_CASE("Scoring: Shooting the Moon first — 0 for the shooter, 50 for all, no +5",
          "[cabo][scoring][moon]") {
  CHECK(scores_of(3, {3, 50, 2}, 0, 1) == std::vector<int>{50, 0, 50});
  CHECK(scores_of(2, {50, 1}, 0, 0) == std::vector<int>{0, 50});
  Hands hands{};
  for (Hand& hand : hands) hand.fill(kNoCard);
  hands[1] = {id("QS"), id("KS"), id("QD"), id("KC")};
  hands[0] = {id("AS"), id("2S"), id("3S"), id("4S")};
  CHECK(moon_shooter(2, hands) == 1);
  hands[1] = {id("QS"), id("KS"), id("KH"), id("KC")};  // three kings, one queen
  CHECK(moon_shooter(2, hands) == -1);
  hands[1] = {id("QS"), id("KS"), kNoCard, id("KC")};
  CHECK(moon_shooter(2, hands) == -1);
}

TEST_CASE("Scoring: an empty place counts nothing, red K 0, black K 13", "[cabo][scoring]") {
  CHECK(hand_sum({id("KH"), id("KD"), kNoCard, id("KS")}) == 13);
  CHECK(card_value(id("KC")) == 13);
  CHECK(card_value(id("QH")) == 12);
  CHECK(card_value(id("JD")) == 11);
  CHECK(card_value(id("TS")) == 10);
  CHECK(card_value(id("AC")) == 1);
}

TEST_CASE("Totals: an exact 100 becomes 50 once per player (seed: 89 + 11)",
          "[cabo][scoring][seed]") {
  int total = 89;
  bool used = false;
  add_to_total(11, total, used);
  CHECK(total == 50);
  CHECK(used);
  total = 90;
  add_to_total(10, total, used);
  CHECK(total == 100);
  total = 95;
  bool fresh = false;
  add_to_total(10, total, fresh);
  CHECK(total == 105);
  CHECK_FALSE(fresh);
}
