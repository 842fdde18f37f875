// Cabo: one test per rule and per Decision of shared/spec/rules-cabo.md, and the seeds' worked
// examples played on the table.
#include "cabo_test_util.h"

using namespace cabo_test;

namespace {

// Three players, dealer 0: seat 1 starts. Hands in seat order.
const std::vector<std::vector<std::string>> kPlainHands = {
    {"2S", "3S", "4S", "5S"}, {"2H", "3H", "4H", "5H"}, {"2D", "3D", "4D", "5D"}};

}  // namespace

TEST_CASE("Deal: one card at a time from the player after the dealer, then the pile",
          "[cabo][deal]") {
  MatchSetup setup;
  setup.players = 3;
  setup.dealer = 0;
  std::vector<std::string> deck;
  for (const StandardCard card : full_pack_52()) deck.push_back(card.to_string());
  setup.decks.push_back(deck);  // AS 2S 3S … in dealing order
  const auto state = new_match(setup);

  // Seat 1 gets cards 1, 4, 7, 10; seat 2 cards 2, 5, 8, 11; the dealer cards 3, 6, 9, 12.
  CHECK(state->card_at(1, 0) == id("AS"));
  CHECK(state->card_at(2, 0) == id("2S"));
  CHECK(state->card_at(0, 0) == id("3S"));
  CHECK(state->card_at(1, 1) == id("4S"));
  CHECK(state->card_at(0, 3) == id("QS"));
  CHECK(state->discard_size() == 1);
  CHECK(state->discard_at(0) == id("KS"));
  CHECK(state->stock_size() == 52 - 12 - 1);
  CHECK(state->stock_card(state->stock_size() - 1) == id("AH"));  // the next card is drawn first
  CHECK(state->dealer() == 0);
  CHECK(state->starter() == 1);
}

TEST_CASE("The first dealer is drawn from the seed, naming that dealer gives the same match",
          "[cabo][deal]") {
  for (std::uint64_t seed = 1; seed < 30; ++seed) {
    MatchSetup drawn;
    drawn.players = 4;
    drawn.seed = seed;
    const auto a = new_match(drawn);
    Rng rng(seed);
    const int expected_dealer = static_cast<int>(rng.below(4));
    CHECK(a->dealer() == expected_dealer);
    MatchSetup named = drawn;
    named.dealer = expected_dealer;
    const auto b = new_match(named);
    CHECK(a->hands() == b->hands());
    CHECK(a->observation(0)->to_string() == b->observation(0)->to_string());
  }
}

TEST_CASE("Look: each player looks at two own cards, in play order from the starter",
          "[cabo][look]") {
  auto state = match_with(2, kPlainHands, "9C");
  CHECK(state->current_player() == 0);  // the player after dealer 2
  CHECK(legal_texts(*state) == std::vector<std::string>{"look 0,1", "look 0,2", "look 0,3",
                                                        "look 1,2", "look 1,3", "look 2,3"});
  play(*state, {"0 look 3,1", "1 look 0,2", "2 look 2,3"});
  CHECK(knows(*state, 0, 0, 1));
  CHECK(knows(*state, 0, 0, 3));
  CHECK_FALSE(knows(*state, 0, 0, 0));
  CHECK_FALSE(knows(*state, 1, 0, 1));  // nobody sees another player's card
  CHECK(knows(*state, 1, 1, 0));
  CHECK(knows(*state, 2, 2, 3));
  // The starter plays the first turn.
  CHECK(state->current_player() == 0);
  CHECK(state->phase() == Phase::kTurnStart);
  CHECK(legal_texts(*state) == std::vector<std::string>{"draw", "take", "cabo"});
}

TEST_CASE("Swap: the old card goes face up to the pile, the drawn one into its place",
          "[cabo][swap]") {
  auto state = match_with(0, kPlainHands, "9C", {"AC"});
  everybody_looks(*state);
  play(*state, {"1 draw"});
  CHECK(state->held_card() == id("AC"));
  CHECK(state->known_by(id("AC")) == 0b010);  // the drawer alone
  play(*state, {"1 swap 3"});
  CHECK(state->card_at(1, 3) == id("AC"));
  CHECK(state->discard_at(state->discard_size() - 1) == id("5H"));
  CHECK(knows(*state, 1, 1, 3));
  CHECK_FALSE(knows(*state, 2, 1, 3));
  CHECK(state->current_player() == 2);
}

TEST_CASE("Take: the pile's top card must be swapped in, seen by everybody", "[cabo][take]") {
  auto state = match_with(0, kPlainHands, "9C");
  everybody_looks(*state);
  play(*state, {"1 take"});
  // Only a single swap: no discard, no replace, no effect of the 9.
  CHECK(legal_texts(*state) == std::vector<std::string>{"swap 0", "swap 1", "swap 2", "swap 3"});
  CHECK_FALSE(state->try_apply("discard").ok());
  CHECK_FALSE(state->try_apply("replace 0,1").ok());
  CHECK_FALSE(state->try_apply("spy 2:0").ok());
  play(*state, {"1 swap 2"});
  CHECK(state->card_at(1, 2) == id("9C"));
  for (int seat = 0; seat < 3; ++seat) CHECK(knows(*state, seat, 1, 2));
  CHECK(state->discard_at(state->discard_size() - 1) == id("4H"));  // not straight back
}

TEST_CASE("Worked example: a peek at the 7H shows 2C to A alone, taking the 7H gives no peek",
          "[cabo][effect][seed]") {
  // A is seat 1 (the starter), their second card (place 1) is 2C; the stock's top card is 7H.
  auto state =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"6H", "2C", "4H", "5H"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"7H"});
  play(*state, {"1 look 2,3", "2 look 2,3", "0 look 2,3", "1 draw"});
  const std::vector<std::string> legal = legal_texts(*state);
  CHECK(std::count(legal.begin(), legal.end(), "peek 1") == 1);
  play(*state, {"1 peek 1"});
  CHECK(state->card_at(1, 1) == id("2C"));  // it stays in its place
  CHECK(knows(*state, 1, 1, 1));
  CHECK_FALSE(knows(*state, 0, 1, 1));
  CHECK_FALSE(knows(*state, 2, 1, 1));
  CHECK(state->discard_at(state->discard_size() - 1) == id("7H"));
  play(*state, {"2 take"});
  CHECK(legal_texts(*state) == std::vector<std::string>{"swap 0", "swap 1", "swap 2", "swap 3"});
  play(*state, {"2 swap 0"});
  CHECK(state->card_at(2, 0) == id("7H"));
  CHECK_FALSE(knows(*state, 2, 1, 1));
}

TEST_CASE("Effects: only a drawn 7–12 discarded at once, plain discard uses none",
          "[cabo][effect]") {
  SECTION("a drawn 7 or 8 offers a peek at each own card") {
    auto state = match_with(0, kPlainHands, "9C", {"8S"});
    everybody_looks(*state);
    play(*state, {"1 draw"});
    const auto legal = legal_texts(*state);
    CHECK(std::vector<std::string>(legal.end() - 5, legal.end()) ==
          std::vector<std::string>{"discard", "peek 0", "peek 1", "peek 2", "peek 3"});
    play(*state, {"1 discard"});
    CHECK_FALSE(knows(*state, 1, 1, 2));  // no effect
  }
  SECTION("a drawn 9 or 10 offers a spy at each card of the others") {
    auto state = match_with(0, kPlainHands, "9C", {"TD"});
    everybody_looks(*state);
    play(*state, {"1 draw"});
    const auto legal = legal_texts(*state);
    CHECK(std::count_if(legal.begin(), legal.end(),
                        [](const std::string& a) { return a.rfind("spy ", 0) == 0; }) == 8);
    CHECK(legal.back() == "spy 2:3");
    CHECK_FALSE(state->try_apply("spy 1:0").ok());  // not one's own card
    play(*state, {"1 spy 2:3"});
    CHECK(knows(*state, 1, 2, 3));
    CHECK_FALSE(knows(*state, 2, 2, 3));  // the owner has not looked at it
    CHECK_FALSE(knows(*state, 0, 2, 3));
  }
  SECTION("a drawn J or Q offers a blind swap, knowledge moves with the cards") {
    auto state = match_with(0, kPlainHands, "9C", {"QD"});
    play(*state, {"1 look 0,1", "2 look 2,3", "0 look 0,1", "1 draw"});
    const auto legal = legal_texts(*state);
    CHECK(std::count_if(legal.begin(), legal.end(), [](const std::string& a) {
            return a.rfind("blindswap ", 0) == 0;
          }) == 4 * 8);
    CHECK(legal.back() == "blindswap 3 2:3");
    play(*state, {"1 blindswap 0 2:3"});
    CHECK(state->card_at(1, 0) == id("5D"));
    CHECK(state->card_at(2, 3) == id("2H"));
    CHECK(knows(*state, 2, 1, 0));        // seat 2 had looked at its 5D
    CHECK_FALSE(knows(*state, 1, 1, 0));  // seat 1 never saw it
    CHECK(knows(*state, 1, 2, 3));        // seat 1 knows where its 2H went
    CHECK_FALSE(knows(*state, 2, 2, 3));
  }
  SECTION("a drawn king has no effect") {
    auto state = match_with(0, kPlainHands, "9C", {"KC"});
    everybody_looks(*state);
    play(*state, {"1 draw"});
    CHECK(legal_texts(*state).back() == "discard");
  }
  SECTION("an old card with an effect, swapped out, gives nothing") {
    auto state = match_with(
        0, {{"2S", "3S", "4S", "5S"}, {"7D", "3H", "4H", "5H"}, {"2D", "3D", "4D", "5D"}}, "9C",
        {"AC"});
    everybody_looks(*state);
    play(*state, {"1 draw", "1 swap 0"});
    CHECK(state->current_player() == 2);
    CHECK(legal_texts(*state) == std::vector<std::string>{"draw", "take", "cabo"});
  }
}

TEST_CASE("Replace: all equal → all discarded, the new card at the first place, others empty",
          "[cabo][replace]") {
  auto state =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"6S", "3H", "6H", "6D"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"AC"});
  everybody_looks(*state);
  play(*state, {"1 draw", "1 replace 2,3,0"});
  CHECK(state->card_at(1, 2) == id("AC"));
  CHECK(state->card_at(1, 0) == kNoCard);
  CHECK(state->card_at(1, 3) == kNoCard);
  CHECK(state->card_at(1, 1) == id("3H"));
  // Decision: the cards go to the pile from the lowest place up; the highest place ends on top.
  const int top = state->discard_size() - 1;
  CHECK(state->discard_at(top - 2) == id("6S"));
  CHECK(state->discard_at(top - 1) == id("6H"));
  CHECK(state->discard_at(top) == id("6D"));
  CHECK(state->current_player() == 2);
  // The freed places stay empty: seat 1 can later use only places 1 and 2.
  play(*state, {"2 draw", "2 discard", "0 draw", "0 discard", "1 draw"});
  const auto legal = legal_texts(*state);
  CHECK(std::vector<std::string>(legal.begin(), legal.begin() + 4) ==
        std::vector<std::string>{"swap 1", "swap 2", "replace 1,2", "replace 2,1"});
  CHECK_FALSE(state->try_apply("swap 0").ok());
  CHECK_FALSE(state->try_apply("replace 0,1").ok());
}

TEST_CASE("Replace of four equal cards leaves one card", "[cabo][replace]") {
  auto state =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"6S", "6C", "6H", "6D"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"AC"});
  everybody_looks(*state);
  play(*state, {"1 draw", "1 replace 1,0,2,3"});
  CHECK(state->card_at(1, 1) == id("AC"));
  CHECK(hand_sum(state->hands()[1]) == 1);
}

TEST_CASE("Replace not all equal: shown to all, cards back, drawn card discarded, turn lost",
          "[cabo][replace]") {
  // A red K (0) does not match a black K (13).
  auto state =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"KH", "KS", "6H", "6D"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"AC"});
  everybody_looks(*state);
  play(*state, {"1 draw", "1 replace 0,1"});
  CHECK(state->card_at(1, 0) == id("KH"));
  CHECK(state->card_at(1, 1) == id("KS"));
  for (int seat = 0; seat < 3; ++seat) {
    CHECK(knows(*state, seat, 1, 0));
    CHECK(knows(*state, seat, 1, 1));
  }
  CHECK(state->discard_at(state->discard_size() - 1) == id("AC"));
  CHECK(state->current_player() == 2);
  CHECK(hand_sum(state->hands()[1]) == 0 + 13 + 6 + 6);  // no penalty card
}

TEST_CASE("Replace: a 10 matches only a 10", "[cabo][replace]") {
  auto state =
      match_with(0, {{"2S", "3S", "4S", "5S"}, {"TH", "JS", "TD", "6D"}, {"2D", "3D", "4D", "5D"}},
                 "9C", {"AC", "2C"});
  everybody_looks(*state);
  play(*state, {"1 draw", "1 replace 0,1,2"});
  CHECK(state->card_at(1, 1) == id("JS"));  // failed
  play(*state, {"2 draw", "2 discard", "0 draw", "0 discard", "1 draw", "1 replace 2,0"});
  CHECK(state->card_at(1, 0) == kNoCard);
  CHECK(state->card_at(1, 2) != kNoCard);
}

TEST_CASE("Decision: replace only with a card drawn from the stock", "[cabo][replace]") {
  auto state = match_with(
      0, {{"2S", "3S", "4S", "5S"}, {"6S", "6C", "6H", "6D"}, {"2D", "3D", "4D", "5D"}}, "9C");
  everybody_looks(*state);
  play(*state, {"1 take"});
  CHECK_FALSE(state->try_apply("replace 0,1").ok());
  CHECK(state->phase() == Phase::kAfterTake);
}

TEST_CASE("Stock runs out: the pile under its top card becomes the new stock, the round goes on",
          "[cabo][stock]") {
  MatchSetup setup;
  setup.players = 2;
  setup.dealer = 1;
  setup.seed = 5;
  std::vector<std::string> deck;
  for (const StandardCard card : full_pack_52()) deck.push_back(card.to_string());
  setup.decks.push_back(deck);
  auto state = new_match(setup);
  everybody_looks(*state);
  CHECK(state->stock_size() == 43);
  for (int draw = 0; draw < 43; ++draw) {
    REQUIRE(state->try_apply("draw").ok());
    REQUIRE(state->try_apply("discard").ok());
  }
  CHECK(state->stock_size() == 0);
  CHECK(state->discard_size() == 44);
  std::vector<CardId> below_top;
  for (int i = 0; i < 43; ++i) below_top.push_back(state->discard_at(i));
  const CardId top = state->discard_at(43);
  CHECK(legal_texts(*state) == std::vector<std::string>{"draw", "take", "cabo"});

  REQUIRE(state->try_apply("draw").ok());
  CHECK(state->reshuffles() == 1);
  CHECK(state->discard_size() == 1);
  CHECK(state->discard_at(0) == top);
  CHECK(state->stock_size() == 42);
  // The match's Rng: the first dealer draw, then this shuffle (the deck was given).
  Rng rng(5);
  rng.below(2);
  shuffle(below_top, rng);
  CHECK(state->held_card() == below_top[0]);
  CHECK(state->stock_card(41) == below_top[1]);
  CHECK(state->rounds().empty());
}

TEST_CASE("Call: every other player has one more turn, then the round is scored", "[cabo][call]") {
  auto state = match_with(0, kPlainHands, "9C");
  everybody_looks(*state);
  play(*state, {"1 draw", "1 discard", "2 cabo"});
  CHECK(state->caller() == 2);
  // No second call; the final turns are normal turns.
  CHECK(legal_texts(*state) == std::vector<std::string>{"draw", "take"});
  CHECK_FALSE(state->try_apply("cabo").ok());
  play(*state, {"0 draw", "0 discard"});
  CHECK(state->rounds().empty());
  play(*state, {"1 take", "1 swap 0"});
  REQUIRE(state->rounds().size() == 1);
}

TEST_CASE("Worked example: caller A 6, B 6, C 9 → 0, 6, 9 (the caller tied at the minimum)",
          "[cabo][scoring][seed]") {
  // A is seat 1 (starter), B seat 2, C seat 0. Sums with the empty-handed turn: A calls at once.
  auto state =
      match_with(0, {{"2S", "3S", "AD", "3C"}, {"AS", "2H", "AH", "2C"}, {"3H", "AC", "KH", "2D"}},
                 "9C", {"KD", "QC"});
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  REQUIRE(state->rounds().size() == 1);
  CHECK(state->rounds()[0].scores == std::vector<int>{9, 0, 6});
  CHECK(state->rounds()[0].totals == std::vector<int>{9, 0, 6});
}

TEST_CASE("Worked example: caller A 6, B 4, C 9 → 11, 0, 9, and 89 + 11 = 100 becomes 50",
          "[cabo][scoring][seed]") {
  MatchSetup setup;
  setup.players = 3;
  setup.dealer = 0;
  setup.set_start("start_totals", {0, 89, 0});
  setup.decks.push_back(
      deck_for(0, {{"2S", "3S", "AD", "3C"}, {"AS", "2H", "AH", "2C"}, {"3H", "AC", "KH", "KD"}},
               "9C", {"5D", "QC"}));
  auto state = new_match(setup);
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  REQUIRE(state->rounds().size() == 1);
  CHECK(state->rounds()[0].scores == std::vector<int>{9, 11, 0});
  CHECK(state->rounds()[0].totals == std::vector<int>{9, 50, 0});
  CHECK(state->reset_used(1));
  CHECK_FALSE(state->is_terminal());
}

TEST_CASE("Decision: the reset is once per player, a second exact 100 stays and does not end",
          "[cabo][scoring]") {
  MatchSetup setup;
  setup.players = 3;
  setup.dealer = 0;
  setup.set_start("start_totals", {0, 89, 0});
  setup.set_start("start_reset_used", {0, 1, 0});
  setup.decks.push_back(
      deck_for(0, {{"2S", "3S", "AD", "3C"}, {"AS", "2H", "AH", "2C"}, {"3H", "AC", "KH", "KD"}},
               "9C", {"5D", "QC"}));
  auto state = new_match(setup);
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  CHECK(state->rounds()[0].totals == std::vector<int>{9, 100, 0});
  CHECK_FALSE(state->is_terminal());
}

TEST_CASE("Next round: lowest round score starts, highest deals, ties from the previous one itself",
          "[cabo][match]") {
  SECTION("the starter tie includes the previous starter") {
    // Seat 2 calls; seats 1 (the starter) and 0 tie at the lowest → both 0; seat 2 scores sum+5.
    auto state = match_with(
        0, {{"AS", "2S", "3S", "4S"}, {"AH", "2H", "3H", "4H"}, {"5D", "6D", "7D", "8D"}}, "9C",
        {"TC", "JC", "QC"});
    everybody_looks(*state);
    play(*state, {"1 draw", "1 discard", "2 cabo", "0 draw", "0 discard", "1 draw", "1 discard"});
    REQUIRE(state->rounds().size() == 1);
    CHECK(state->rounds()[0].scores == std::vector<int>{0, 0, 31});
    CHECK(state->starter() == 1);  // from the previous starter 1: seat 1 itself, not seat 0 after 2
    CHECK(state->dealer() == 2);
    CHECK(state->current_player() == 1);
    CHECK(state->phase() == Phase::kLook);
  }
  SECTION("the dealer tie includes the previous dealer") {
    // Seat 1 calls with the lowest sum; seats 2 and 0 (the dealer) tie at the highest.
    auto state = match_with(
        0, {{"5S", "5C", "5H", "5D"}, {"AH", "AS", "AC", "AD"}, {"6D", "4D", "6S", "4S"}}, "9C",
        {"2C", "3C"});
    everybody_looks(*state);
    play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
    CHECK(state->rounds()[0].scores == std::vector<int>{20, 0, 20});
    CHECK(state->dealer() == 0);
    CHECK(state->starter() == 1);
  }
  SECTION("the new deal starts after the new dealer, the looks from the new starter") {
    MatchSetup setup;
    setup.players = 3;
    setup.dealer = 0;
    setup.decks.push_back(
        deck_for(0, {{"AS", "2S", "3S", "4S"}, {"AH", "2H", "3H", "4H"}, {"5D", "6D", "7D", "8D"}},
                 "9C", {"TC", "JC", "QC"}));
    std::vector<std::string> second;
    for (const StandardCard card : full_pack_52()) second.push_back(card.to_string());
    setup.decks.push_back(second);
    auto state = new_match(setup);
    everybody_looks(*state);
    play(*state, {"1 draw", "1 discard", "2 cabo", "0 draw", "0 discard", "1 draw", "1 discard"});
    REQUIRE(state->dealer() == 2);
    CHECK(state->card_at(0, 0) == id("AS"));  // the player after dealer 2 gets the first card
    CHECK(state->card_at(1, 0) == id("2S"));
    CHECK(state->card_at(2, 0) == id("3S"));
    CHECK(state->current_player() == 1);
  }
}

TEST_CASE("Match end: above 100 ends it, the lowest total wins and exact ties share",
          "[cabo][match]") {
  MatchSetup setup;
  setup.players = 3;
  setup.dealer = 0;
  setup.set_start("start_totals", {99, 0, 20});
  // Seat 1 calls with 15 (not lowest → 20), seat 2 is lowest with 5 (→ 0), seat 0 scores 10.
  setup.decks.push_back(
      deck_for(0, {{"2D", "2C", "3H", "3D"}, {"AS", "2S", "3S", "9S"}, {"AH", "AD", "AC", "2H"}},
               "9C", {"4S", "5S"}));
  auto state = new_match(setup);
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  CHECK(state->rounds()[0].scores == std::vector<int>{10, 20, 0});
  CHECK(state->rounds()[0].totals == std::vector<int>{109, 20, 20});
  CHECK(state->is_terminal());
  CHECK(state->winners() == std::vector<int>{1, 2});
  CHECK(state->legal_actions().empty());
  CHECK_FALSE(state->try_apply("draw").ok());
}

TEST_CASE("Shooting the Moon beats the caller and everything else", "[cabo][scoring][moon]") {
  auto state =
      match_with(0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"QS", "KS", "QH", "KC"}},
                 "9C", {"5C", "6C"});
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  CHECK(state->rounds()[0].scores == std::vector<int>{50, 50, 0});
}

TEST_CASE("The Moon needs the two black kings: a red king is 0 and no Moon",
          "[cabo][scoring][moon]") {
  auto state =
      match_with(0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"QS", "KS", "QH", "KD"}},
                 "9C", {"5C", "6C"});
  everybody_looks(*state);
  play(*state, {"1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"});
  CHECK(state->rounds()[0].scores == std::vector<int>{10, 0, 37});
}

TEST_CASE("Bad setups are refused in words", "[cabo][setup]") {
  MatchSetup setup;
  setup.players = 6;
  CHECK_FALSE(new_cabo_match(setup).ok());
  setup.players = 1;
  CHECK_FALSE(new_cabo_match(setup).ok());
  setup.players = 3;
  setup.dealer = 3;
  CHECK(new_cabo_match(setup).error().find("dealer") != std::string::npos);
  setup.dealer = 0;
  setup.decks.push_back({"AS", "AS"});
  CHECK(new_cabo_match(setup).error().find("deck 1") != std::string::npos);
  std::vector<std::string> deck;
  for (const StandardCard card : full_pack_52()) deck.push_back(card.to_string());
  deck[5] = "AS";
  setup.decks[0] = deck;
  CHECK(new_cabo_match(setup).error().find("permutation") != std::string::npos);
  setup.decks.clear();
  setup.set_start("start_totals", {1, 2});
  CHECK(new_cabo_match(setup).error().find("start_totals") != std::string::npos);
  setup.set_start("start_totals", {1, 2, 101});
  CHECK(new_cabo_match(setup).error().find("start_totals") != std::string::npos);
  setup.set_start("start_totals", {1, -2, 3});
  CHECK_FALSE(new_cabo_match(setup).ok());
  setup.start.clear();
  setup.set_start("start_reset_used", {1});
  CHECK(new_cabo_match(setup).error().find("start_reset_used") != std::string::npos);
}
