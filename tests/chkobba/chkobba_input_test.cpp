// Bad input: the factory's checks, malformed and illegal actions (a clear message, no change), and
// the observation's boundaries (what each seat may and may not see).
#include <catch2/catch.hpp>

#include "chkobba_test_util.h"
#include "core/chkobba/chkobba_observation.h"
#include "core/scenario.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;

namespace {
std::string factory_error(MatchSetup setup) {
  const auto match = new_chkobba_match(setup);
  REQUIRE_FALSE(match.ok());
  return match.error();
}
MatchSetup setup_for(int players) {
  MatchSetup setup;
  setup.players = players;
  return setup;
}
}  // namespace

// [SECTION] The factory

TEST_CASE("Factory: 2 or 4 players, never 3", "[chkobba][input]") {
  CHECK(factory_error(setup_for(3)) ==
        "chkobba is played by 2 players or by 4 in two partnerships, not 3");
  CHECK(factory_error(setup_for(1)).find("not 1") != std::string::npos);
  CHECK(factory_error(setup_for(5)).find("not 5") != std::string::npos);
  CHECK(new_chkobba_match(setup_for(2)).ok());
  CHECK(new_chkobba_match(setup_for(4)).ok());
  // Through the scenario replay too (the registry allows 2 to 4, the factory refines it).
  const ReplayOutcome outcome = replay_scenario(R"({"game":"chkobba","players":3})");
  CHECK_FALSE(outcome.ok);
  CHECK(outcome.json.find("not 3") != std::string::npos);
}

TEST_CASE("Factory: dealer, start_totals and decks are checked", "[chkobba][input]") {
  MatchSetup setup = setup_for(2);
  setup.dealer = 2;
  CHECK(factory_error(setup).find("\"dealer\"") != std::string::npos);
  setup.dealer = -1;
  CHECK(factory_error(setup).find("\"dealer\"") != std::string::npos);

  setup = setup_for(4);
  setup.set_start("start_totals", {1, 2, 3, 4});  // per seat: wrong, it is per side
  CHECK(factory_error(setup).find("2 numbers") != std::string::npos);
  setup.set_start("start_totals", {-1, 0});
  CHECK(factory_error(setup).find("\"start_totals\"") != std::string::npos);
  setup.set_start("start_totals", {17, 20});
  auto match = new_chkobba_match(setup);
  REQUIRE(match.ok());
  CHECK(position_of(*match.value()).totals == std::array<int, 2>{17, 20});

  setup = setup_for(2);
  setup.decks = {deck_list("AS 2S")};
  CHECK(factory_error(setup).find("deck 1") != std::string::npos);
  std::vector<std::string> with_eight = deck_starting_with("");
  with_eight[0] = "8S";
  setup.decks = {with_eight};
  CHECK(factory_error(setup).find("AS is missing") != std::string::npos);  // 8S took its place
  std::vector<std::string> twice = deck_starting_with("");
  twice[1] = twice[0];
  setup.decks = {deck_starting_with(""), twice};
  CHECK(factory_error(setup).find("deck 2") != std::string::npos);
}

TEST_CASE("Factory: the first dealer is drawn from the seed unless given", "[chkobba][input]") {
  bool seen[4] = {};
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto match = new_match(4, seed);
    const int dealer = match->dealer();
    REQUIRE((dealer >= 0 && dealer < 4));
    seen[dealer] = true;
    CHECK(match->current_player() == (dealer + 1) % 4);  // the next seat cuts
    // Naming the drawn dealer gives the same match.
    auto named = new_match(4, seed, {}, dealer);
    CHECK(position_of(*named).deck == position_of(*match).deck);
  }
  CHECK((seen[0] && seen[1] && seen[2] && seen[3]));
}

// [SECTION] Actions

TEST_CASE("Malformed and illegal actions are refused in words and change nothing",
          "[chkobba][input]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2D 6S 5C");
  p.hands[0] = sorted<3>("QH 3S");
  p.hands[1] = sorted<3>("KC");
  auto state = state_at(p);
  const std::string before = state->observation(0)->to_string();
  const std::vector<std::string> bad = {
      "",
      "pass",
      "play",
      "play QX",
      "play 8H",
      "play TH",
      "play qh",
      "play QH take",
      "play QH take ",
      "play QH take 2D+",
      "play QH take 2D+2D",
      "play QH take 4D",
      "play QH with 2D+6S",
      "play QH take 2D+6S extra",
      "play KC",             // not in the hand
      "play QH take 2D",     // not a capture: 2 ≠ 8
      "play QH take 6S+5C",  // 11 ≠ 8
      "play 3S take 2D",     // 3 captures nothing here
      "keep",
      "table",  // not the cut question
  };
  for (const std::string& text : bad) {
    INFO(text);
    const Result<Action> applied = state->try_apply(text);
    CHECK_FALSE(applied.ok());
    CHECK_FALSE(applied.error().empty());
  }
  CHECK(state->observation(0)->to_string() == before);
  CHECK(state->history().empty());
  CHECK(state->try_apply("play QH take 2D").error() ==
        "those cards are not a capture for QH: two or more table cards adding up to 8");
  CHECK(state->try_apply("play 3S take 2D").error() ==
        "3S captures nothing here: write \"play 3S\"");
  CHECK(state->try_apply("play KC").error() == "KC is not in the hand of seat 0");
  CHECK(state->try_apply("play 8H").error().find("not a Chkobba card") != std::string::npos);
}

TEST_CASE("Actions during the cut: only keep or table", "[chkobba][input]") {
  auto state = new_match(2, 5);
  CHECK_FALSE(state->try_apply("play AS").ok());
  CHECK_FALSE(state->try_apply("play AS take 2S").ok());
  CHECK_FALSE(state->try_apply("keep ").ok());
  CHECK(state->history().empty());
  CHECK(state->try_apply("table").ok());
}

TEST_CASE("Action codes print as text, even unknown ones", "[chkobba][notation]") {
  auto state = new_match(2, 5);
  CHECK(state->action_to_string(chkobba_keep()) == "keep");
  CHECK(state->action_to_string(chkobba_table()) == "table");
  CHECK(state->action_to_string(Action{0}).find("not a Chkobba action") != std::string::npos);
  CHECK(state->action_to_string(Action{0xffffffffu}).find("not a Chkobba action") !=
        std::string::npos);
}

TEST_CASE("Scenario errors name the action: out of turn, illegal, after the end",
          "[chkobba][input]") {
  const ReplayOutcome out_of_turn =
      replay_scenario(R"({"game":"chkobba","players":2,"dealer":0,"actions":["0 keep"]})");
  CHECK(out_of_turn.json ==
        R"({"error":"action 0 \"0 keep\": seat 0 is not to move; seat 1 is","action_index":0})");
  const ReplayOutcome illegal = replay_scenario(
      R"({"game":"chkobba","players":2,"dealer":0,"actions":["1 keep","1 play 8S"]})");
  CHECK_FALSE(illegal.ok);
  CHECK(illegal.json.find(R"("action_index":1)") != std::string::npos);
}

// [SECTION] What each seat sees

TEST_CASE("Observation: own hand only, not even the partner's", "[chkobba][observation]") {
  auto state =
      new_match(4, 1, {deck_starting_with("AS AH 2S 2H 2D 2C 3S 3H 3D 4S 4H 4D 5S 5H 6S 6H")}, 3);
  play(*state, "keep");
  const std::string seen = state->observation(0)->to_string();
  CHECK(seen.find("hand: AS AH 2S\n") != std::string::npos);
  CHECK(seen.find("hand sizes: 3 3 3 3\n") != std::string::npos);
  CHECK(seen.find("table: 5S 5H 6S 6H\n") != std::string::npos);
  CHECK(seen.find("stock: 24\n") != std::string::npos);
  CHECK(seen.find("3S") == std::string::npos);  // the partner's cards
  CHECK(seen.find("2H") == std::string::npos);  // an opponent's
}

TEST_CASE("Observation: the cut card is seen by the cutter alone until tabled",
          "[chkobba][observation]") {
  auto state = new_match(2, 1, {deck_starting_with("5H AS AH 2S 2H 2D 3S 3H 4D 4S")}, 0);
  CHECK(state->observation(1)->to_string().find("cut: to decide, card 5H") != std::string::npos);
  CHECK(state->observation(0)->to_string().find("5H") == std::string::npos);
  auto tabled = state->clone();
  play(*tabled, "table");
  CHECK(tabled->observation(0)->to_string().find("cut: tabled 5H") != std::string::npos);
  play(*state, "keep");
  CHECK(state->observation(0)->to_string().find("cut: kept") != std::string::npos);
  CHECK(state->observation(0)->to_string().find("5H") == std::string::npos);
}

TEST_CASE("Observation: piles, chkobbas and plays are public", "[chkobba][observation]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2D 6S");
  p.hands[0] = sorted<3>("QH AC");
  p.hands[1] = sorted<3>("KC 3D");
  auto state = state_at(p);
  play(*state, "play QH");
  const std::string seen = state->observation(1)->to_string();
  CHECK(seen.find("pile 0: 2D 6S QH (3 cards, 1 chkobba)") != std::string::npos);
  CHECK(seen.find("played: 0:QH\n") != std::string::npos);
  CHECK(seen.find("last capture: side 0") != std::string::npos);
  CHECK(seen.find("AC") == std::string::npos);
}

TEST_CASE("Observation: a seat outside the table sees only the public part",
          "[chkobba][observation]") {
  auto state = new_match(2, 3);
  play(*state, "table");
  Rng rng(1);
  for (const int spectator : {-1, 2, 7}) {
    const auto seen = state->observation(spectator);
    CHECK(seen->to_string().find("hand: -\n") != std::string::npos);
    const auto sampled = seen->sample_state(rng);
    CHECK(sampled->observation(spectator)->to_string() == seen->to_string());
  }
}

TEST_CASE("Observation: a world drawn with some hands given holds them, and the rest as it must",
          "[chkobba][observation]") {
  auto state = new_match(4, 9);
  play(*state, "table");
  const int observer = state->current_player();
  const auto observation = state->observation(observer);
  const auto& seen = dynamic_cast<const ChkobbaObservation&>(*observation);
  const ChkobbaPosition& real = position_of(*state);
  // The next seat's real hand given; the two others drawn.
  const int given_seat = (observer + 1) % 4;
  std::array<CardSet, kChkobbaMaxPlayers> given{};
  given[given_seat] = real.hands[given_seat].as_set();
  Rng rng(4);
  for (int draw = 0; draw < 50; ++draw) {
    const auto world = seen.sample_state_with_hands(rng, given);
    const ChkobbaPosition& drawn = position_of(*world);
    CHECK(drawn.hands[given_seat].as_set() == given[given_seat]);
    CHECK(world->observation(observer)->to_string() == seen.to_string());
    // Every card once: the hands, the table, the stock (the deck past next_card).
    CardSet all = drawn.table.as_set() | drawn.piles[0] | drawn.piles[1];
    for (int seat = 0; seat < 4; ++seat) {
      CHECK((all & drawn.hands[seat].as_set()) == 0);
      all |= drawn.hands[seat].as_set();
    }
    for (int i = drawn.next_card; i < kChkobbaDeckSize; ++i) {
      CHECK((all & card_bit(drawn.deck[i])) == 0);
      all |= card_bit(drawn.deck[i]);
    }
    CHECK(all == (CardSet{1} << kChkobbaDeckSize) - 1);
  }
}
