// Cabo: what each seat knows (rules-cabo.md, "What the players know"), the observation's text,
// and the states sampled from it.
#include <set>

#include "cabo_test_util.h"

using namespace cabo_test;

namespace {

const std::vector<std::vector<std::string>> kHands = {
    {"2S", "3S", "4S", "5S"}, {"2H", "3H", "4H", "5H"}, {"2D", "3D", "4D", "5D"}};

std::unique_ptr<CaboState> spied_and_taken() {
  auto state = match_with(0, kHands, "9C", {"TD", "AC", "QD"});
  play(*state, {"1 look 0,1", "2 look 2,3", "0 look 0,3", "1 draw", "1 spy 2:0", "2 draw",
                "2 swap 1", "0 take"});
  return state;
}

}  // namespace

TEST_CASE("Observation text: own looks, a spied card, knowers of every place, the taken card",
          "[cabo][observation]") {
  const auto state = spied_and_taken();
  // Seat 1 looked at 2H 3H and spied 2D; seat 2 swapped the AC in (seen by seat 2 only); seat 0
  // holds the 3D it took from the pile, which everybody saw.
  CHECK(state->observation(1)->to_string() ==
        "cabo, seat 1 of 3\n"
        "round 1, dealer 0, starter 1, phase taken, to move 0, caller -1, looks 3, reshuffles 0\n"
        "totals 0 0 0\n"
        "rounds\n"
        "hand 0: ?[0] ?[] ?[] ?[0]\n"
        "hand 1: 2H[1] 3H[1] ?[] ?[]\n"
        "hand 2: 2D[1] ?[2] ?[2] ?[2]\n"
        "held 3D\n"
        "discard 9C TD\n"
        "stock 37\n"
        "winners\n");
  CHECK(state->observation(2)->to_string() ==
        "cabo, seat 2 of 3\n"
        "round 1, dealer 0, starter 1, phase taken, to move 0, caller -1, looks 3, reshuffles 0\n"
        "totals 0 0 0\n"
        "rounds\n"
        "hand 0: ?[0] ?[] ?[] ?[0]\n"
        "hand 1: ?[1] ?[1] ?[] ?[]\n"
        "hand 2: ?[1] AC[2] 4D[2] 5D[2]\n"
        "held 3D\n"
        "discard 9C TD\n"
        "stock 37\n"
        "winners\n");
}

TEST_CASE("Observation: a drawn card is the drawer's alone until it goes face up",
          "[cabo][observation]") {
  auto state = match_with(0, kHands, "9C", {"6C"});
  everybody_looks(*state);
  play(*state, {"1 draw"});
  CHECK(state->observation(1)->to_string().find("held 6C") != std::string::npos);
  CHECK(state->observation(0)->to_string().find("held ?") != std::string::npos);
  CHECK(state->observation(2)->to_string().find("6C") == std::string::npos);
  play(*state, {"1 discard"});
  CHECK(state->observation(2)->to_string().find("discard 9C 6C") != std::string::npos);
}

TEST_CASE("Observation: a failed replace shows the cards to everybody", "[cabo][observation]") {
  auto state =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"KH", "KS", "6H", "6D"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"AC"});
  play(*state, {"1 look 2,3", "2 look 0,1", "0 look 0,1", "1 draw", "1 replace 1,0"});
  CHECK(state->observation(0)->to_string().find("hand 1: KH[012] KS[012] ?[1] ?[1]") !=
        std::string::npos);
}

TEST_CASE("Observation: after a blind swap each knower still sees the card where it went",
          "[cabo][observation]") {
  auto state = match_with(0, kHands, "9C", {"JC"});
  play(*state, {"1 look 0,1", "2 look 0,1", "0 look 0,1", "1 draw", "1 blindswap 0 2:1"});
  const std::string seat1 = state->observation(1)->to_string();
  CHECK(seat1.find("hand 1: ?[2] 3H[1] ?[] ?[]") != std::string::npos);
  CHECK(seat1.find("hand 2: ?[2] 2H[1] ?[] ?[]") != std::string::npos);
  const std::string seat2 = state->observation(2)->to_string();
  CHECK(seat2.find("hand 1: 3D[2] ?[1] ?[] ?[]") != std::string::npos);
  CHECK(seat2.find("hand 2: 2D[2] ?[1] ?[] ?[]") != std::string::npos);
}

TEST_CASE("Observation: a reshuffled stock is a public pool, a card drawn from it shows its pool",
          "[cabo][observation][stock]") {
  MatchSetup setup;
  setup.players = 2;
  setup.dealer = 1;
  setup.seed = 3;
  auto state = new_match(setup);
  everybody_looks(*state);
  while (state->stock_size() > 0) {
    REQUIRE(state->try_apply("draw").ok());
    REQUIRE(state->try_apply("discard").ok());
  }
  const int seat = state->current_player();
  REQUIRE(state->try_apply("draw").ok());
  const CardId drawn = state->held_card();
  REQUIRE(state->try_apply("swap 2").ok());
  CHECK(state->pool(drawn) == 1);
  const std::string other = state->observation(1 - seat)->to_string();
  CHECK(other.find("pool 1: ") != std::string::npos);
  // The other seat does not know which card of the pool it is, but knows it came from the pool,
  // and the card is still listed among the pool's unseen cards.
  CHECK(other.find("?[" + std::to_string(seat) + "]p1") != std::string::npos);
  const std::string pool_line = other.substr(other.find("pool 1: "));
  CHECK(pool_line.find(StandardCard::from_id(drawn).to_string()) != std::string::npos);
  // The drawer knows it, so it is not among its unseen cards.
  const std::string own = state->observation(seat)->to_string();
  const std::string own_pool = own.substr(own.find("pool 1: "));
  CHECK(own_pool.substr(0, own_pool.find('\n')).find(StandardCard::from_id(drawn).to_string()) ==
        std::string::npos);

  // Samples keep every seen card and every pool, and vary the rest.
  Rng rng(11);
  const auto observation = state->observation(1 - seat);
  std::set<CardId> cards_there;
  for (int i = 0; i < 40; ++i) {
    const auto sampled = observation->sample_state(rng);
    const auto& s = static_cast<const CaboState&>(*sampled);
    REQUIRE(s.observation(1 - seat)->to_string() == observation->to_string());
    REQUIRE(s.pool(s.card_at(seat, 2)) == 1);
    cards_there.insert(s.card_at(seat, 2));
  }
  CHECK(cards_there.size() > 1);
}

TEST_CASE("Observation: it holds no hidden card — states differing only in hidden cards agree",
          "[cabo][observation]") {
  // Same public play; seat 1's places 2 and 3 (never looked at) and the stock's depths differ.
  auto a = match_with(0, kHands, "9C", {"TD"});
  auto b =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"2H", "3H", "KC", "QC"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"TD"});
  for (auto* state : {a.get(), b.get()}) {
    play(*state, {"1 look 0,1", "2 look 2,3", "0 look 0,3", "1 draw", "1 spy 2:0"});
  }
  for (int seat = 0; seat < 3; ++seat) {
    CHECK(a->observation(seat)->to_string() == b->observation(seat)->to_string());
  }
  CHECK(a->hands() != b->hands());
}

TEST_CASE("Observation: at the end of the match every hand is shown", "[cabo][observation]") {
  MatchSetup setup;
  setup.players = 3;
  setup.dealer = 0;
  setup.set_start("start_totals", {99, 0, 20});
  setup.decks.push_back(
      deck_for(0, {{"2D", "2C", "3H", "3D"}, {"AS", "2S", "3S", "9S"}, {"AH", "AD", "AC", "2H"}},
               "9C", {"4S", "5S"}));
  auto state = new_match(setup);
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  REQUIRE(state->is_terminal());
  const std::string text = state->observation(0)->to_string();
  CHECK(text.find("hand 1: AS[012] 2S[012] 3S[012] 9S[012]") != std::string::npos);
  CHECK(text.find("last shown (caller 1) | 2D 2C 3H 3D | AS 2S 3S 9S | AH AD AC 2H") !=
        std::string::npos);
  CHECK(text.find('?') == std::string::npos);
}

TEST_CASE("Sampling with odds: a place's card follows its odds, the rest stay even and consistent",
          "[cabo][observation]") {
  auto state = match_with(0, kHands, "9C", {"TD"});
  play(*state, {"1 look 0,1", "2 look 2,3", "0 look 0,3"});
  const auto observation = state->observation(1);
  const auto& seen = static_cast<const CaboObservation&>(*observation);
  // Seat 2's place 2 may only hold a card of value 0 (a red king); every other place is even.
  CaboObservation::ValueOdds red_king_only{};
  red_king_only[0] = 1.0f;
  CaboObservation::PlaceOdds odds{};
  odds[2][2] = &red_king_only;
  Rng rng(5);
  std::set<CardId> at_three;
  for (int i = 0; i < 40; ++i) {
    const auto sampled = seen.sample_state_with_odds(rng, odds);
    const auto& s = static_cast<const CaboState&>(*sampled);
    REQUIRE(s.observation(1)->to_string() == observation->to_string());
    CHECK(card_value(s.card_at(2, 2)) == 0);
    at_three.insert(s.card_at(2, 3));
  }
  CHECK(at_three.size() > 5);
  // No odds at all is sample_state itself: the same Rng, the same world.
  Rng first(9);
  Rng second(9);
  const auto plain = seen.sample_state(first);
  const auto with_none = seen.sample_state_with_odds(second, CaboObservation::PlaceOdds{});
  CHECK(static_cast<const CaboState&>(*plain).hands() ==
        static_cast<const CaboState&>(*with_none).hands());
}
