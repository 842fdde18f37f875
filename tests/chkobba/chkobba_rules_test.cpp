// One test per rule and per Decision of rules-chkobba.md, and the seed's worked example.
#include <catch2/catch.hpp>

#include "chkobba_test_util.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;
using Strings = std::vector<std::string>;

// [SECTION] The seed's worked example

TEST_CASE("Worked example: QH takes 2D+6S as a chkobba, a J cannot", "[chkobba][seed]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2D 6S");
  p.hands[0] = sorted<3>("QH JH");
  p.hands[1] = sorted<3>("KC");
  auto state = state_at(p);
  // Q=8 = 2+6: its only capture, so the short form; J=9 captures nothing.
  CHECK(legal_texts(*state) == Strings{"play QH", "play JH"});  // canonical: Q=8 before J=9
  CHECK(state->is_legal(chkobba_play(card("QH"), 0b11)));
  CHECK(state->is_legal(chkobba_play(card("JH"), 0)));
  play(*state, "play QH");
  CHECK(position_of(*state).table.empty());
  CHECK(position_of(*state).piles[0] == set_of("QH 2D 6S"));
  CHECK(position_of(*state).chkobbas[0] == 1);
}

TEST_CASE("Worked example: 22 cards, 6 diamonds, 7D, 2-2 sevens, 3 sixes, 1 chkobba: 17 -> 22 wins",
          "[chkobba][seed]") {
  // Side 0 holds 18 cards: 5 diamonds with the 7D, sevens 7D 7S, sixes 6H 6D.
  auto state = state_at(worked_example_deal_end());
  play(*state, "play QH");  // the chkobba: 2D 6S QH, side 0 now at 21 cards, 6 diamonds
  play(*state, "play KC");  // captures nothing: the last card of the deal stays on the table
  // KC, the leftover, goes to side 0 (last capturer): 22 cards, 3 sixes.
  REQUIRE(state->rounds().size() == 1);
  const RoundResult& round = state->rounds()[0];
  CHECK(round.scores == std::vector<int>{5, 0});
  CHECK(round.totals == std::vector<int>{22, 10});
  using Points = std::vector<std::pair<std::string, int>>;
  CHECK(round.points[0] ==
        Points{{"cards", 1}, {"diamonds", 1}, {"bermila", 1}, {"sette", 1}, {"chkobba", 1}});
  CHECK(round.points[1] ==
        Points{{"cards", 0}, {"diamonds", 0}, {"bermila", 0}, {"sette", 0}, {"chkobba", 0}});
  CHECK(state->is_terminal());
  CHECK(state->winners() == std::vector<int>{0});
}

// [SECTION] Capturing

TEST_CASE("Single card first: an equal card is taken rather than a sum", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2C 3S 5H");
  p.hands[0] = sorted<3>("5D");
  p.hands[1] = sorted<3>("KD");
  auto state = state_at(p);
  CHECK(legal_texts(*state) == Strings{"play 5D"});
  play(*state, "play 5D");
  CHECK(position_of(*state).piles[0] == set_of("5D 5H"));
  CHECK(position_of(*state).table == sorted<kChkobbaMaxTable>("2C 3S"));
  // No sum capture while a single equal card lies there, even written out.
  auto again = state_at(p);
  const Result<Action> sum = again->try_apply("play 5D take 2C+3S");
  REQUIRE_FALSE(sum.ok());
  CHECK(sum.error().find("single card comes before any sum") != std::string::npos);
}

TEST_CASE("Choosing among equal single cards: one action each", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2S 5C 5H 3D");
  p.hands[0] = sorted<3>("5D");
  p.hands[1] = sorted<3>("KD");
  auto state = state_at(p);
  CHECK(legal_texts(*state) == Strings{"play 5D take 5H", "play 5D take 5C"});
  // The short form is ambiguous here.
  const Result<Action> ambiguous = state->parse_action("play 5D");
  REQUIRE_FALSE(ambiguous.ok());
  CHECK(ambiguous.error().find("2 ways") != std::string::npos);
  play(*state, "play 5D take 5C");
  CHECK(position_of(*state).piles[0] == set_of("5D 5C"));
  CHECK(position_of(*state).table == sorted<kChkobbaMaxTable>("2S 3D 5H"));
}

TEST_CASE("Sums: a choice among groups, face cards included", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("AS 2H 3C 4D 5S");
  p.hands[0] = sorted<3>("QS KH");
  auto state = state_at(p);
  // Q=8: A+3+4, 3+5, A+2+5; K=10: A+2+3+4, A+4+5, 2+3+5; canonical order inside and between.
  CHECK(legal_texts(*state) == Strings{"play QS take AS+2H+5S", "play QS take AS+3C+4D",
                                       "play QS take 3C+5S", "play KH take AS+2H+3C+4D",
                                       "play KH take AS+4D+5S", "play KH take 2H+3C+5S"});
  // The take cards may be written in any order.
  play(*state, "play QS take 5S+3C");
  CHECK(position_of(*state).table == sorted<kChkobbaMaxTable>("AS 2H 4D"));
}

TEST_CASE("A capture is compulsory", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("3S 4H");
  p.hands[0] = sorted<3>("7C 2D");
  auto state = state_at(p);
  CHECK_FALSE(state->is_legal(chkobba_play(card("7C"), 0)));
  CHECK(legal_texts(*state) == Strings{"play 2D", "play 7C"});
  play(*state, "play 7C");  // the short form makes the capture
  CHECK(position_of(*state).piles[0] == set_of("7C 3S 4H"));
  CHECK(position_of(*state).chkobbas[0] == 1);
}

TEST_CASE("The long form is accepted for the only capture, and legal lists the short one",
          "[chkobba][notation]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("3S 4H");
  p.hands[0] = sorted<3>("7C");
  auto state = state_at(p);
  const Result<Action> long_form = state->parse_action("play 7C take 4H+3S");
  const Result<Action> short_form = state->parse_action("play 7C");
  REQUIRE(long_form.ok());
  REQUIRE(short_form.ok());
  CHECK(long_form.value() == short_form.value());
  CHECK(state->action_to_string(long_form.value()) == "play 7C");
}

TEST_CASE("A card that captures nothing stays on the table", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("5S 6H");
  p.hands[0] = sorted<3>("4C");
  p.hands[1] = sorted<3>("KD");
  auto state = state_at(p);
  play(*state, "play 4C");
  CHECK(position_of(*state).table == sorted<kChkobbaMaxTable>("4C 5S 6H"));
  CHECK(position_of(*state).piles[0] == 0);
  CHECK(state->current_player() == 1);
}

// [SECTION] Chkobba and the end of a deal

TEST_CASE("The last card's sweep is not a chkobba", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2S");
  p.hands[0] = sorted<3>("3C");
  p.hands[1] = sorted<3>("5H");
  auto state = state_at(p);
  play(*state, "play 3C");  // 3 on 2: nothing, the table is 2S 3C
  play(*state, "play 5H");  // 2+3 = 5 clears the table with the very last card
  REQUIRE(state->rounds().size() == 1);
  CHECK(state->rounds()[0].points[1][4] == std::pair<std::string, int>{"chkobba", 0});
}

TEST_CASE("A sweep with cards still to come is a chkobba, even when the stock refills hands",
          "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("2S");
  p.hands[0] = sorted<3>("3C");
  p.hands[1] = sorted<3>("5H");
  set_stock(p, "AS AH AD AC 2H 2D");
  auto state = state_at(p);
  play(*state, "play 3C");
  play(*state, "play 5H");
  CHECK(position_of(*state).chkobbas[1] == 1);
  // New hands of 3 each, in play order from the first player, none to the table.
  CHECK(position_of(*state).hands[0] == sorted<3>("AS AH AD"));
  CHECK(position_of(*state).hands[1] == sorted<3>("AC 2H 2D"));
  CHECK(position_of(*state).table.empty());
  CHECK(state->current_player() == 0);
}

TEST_CASE("Leftovers go to the last capturer, without a chkobba", "[chkobba][rule]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("4S 6D");
  p.hands[0] = sorted<3>("4C");
  p.hands[1] = sorted<3>("KD");
  auto state = state_at(p);
  play(*state, "play 4C");  // side 0 takes 4S; 6D stays
  play(*state, "play KD");  // K=10 on 6: nothing; the deal ends with 6D KD on the table
  REQUIRE(state->rounds().size() == 1);
  // Side 0 pile: 4C 4S + leftovers 6D KD; two diamonds, no chkobba.
  CHECK(state->rounds()[0].points[0][4] == std::pair<std::string, int>{"chkobba", 0});
  const ChkobbaPosition& after = position_of(*state);
  CHECK(after.phase == ChkobbaPhase::kCut);  // the next deal has begun
}

TEST_CASE("Decision: with no capture at all, the leftovers belong to nobody",
          "[chkobba][decision]") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("7D 6S");
  p.hands[0] = sorted<3>("AC");
  p.hands[1] = sorted<3>("2H");
  // Nobody ever captures: the 7D and the rest stay on the table, so nobody scores anything.
  auto state = state_at(p);
  play(*state, "play AC");
  play(*state, "play 2H");
  REQUIRE(state->rounds().size() == 1);
  CHECK(state->rounds()[0].scores == std::vector<int>{0, 0});
}

// [SECTION] Scoring

TEST_CASE("20-20 cards and 5-5 diamonds score nothing", "[chkobba][rule]") {
  // Side 0: all spades and hearts (20 cards, no diamond); side 1: diamonds and clubs.
  CardSet spades_hearts = 0;
  for (int value = 1; value <= 10; ++value) {
    spades_hearts |= card_bit(make_chkobba_card(value, Suit::kSpades));
    spades_hearts |= card_bit(make_chkobba_card(value, Suit::kHearts));
  }
  // Swap five diamonds A..5 for five hearts A..5: 20-20 cards, 5-5 diamonds.
  const CardSet swap_out = set_of("AH 2H 3H 4H 5H");
  const CardSet swap_in = set_of("AD 2D 3D 4D 5D");
  const CardSet side0 = (spades_hearts & ~swap_out) | swap_in;
  const CardSet side1 = ~side0 & ((CardSet{1} << 40) - 1);
  const auto points = score_deal({side0, side1}, {0, 0});
  for (int side = 0; side < 2; ++side) {
    CHECK(points[side].cards == 0);
    CHECK(points[side].diamonds == 0);
  }
  // Sevens 7S 7H against 7D 7C; sixes 6S 6H against 6D 6C: no bermila either.
  CHECK(points[0].bermila + points[1].bermila == 0);
  CHECK(points[1].sette == 1);
}

TEST_CASE("Bermila: more sevens, else more sixes, else nobody", "[chkobba][rule]") {
  CHECK(score_deal({set_of("7S 7H 7C"), set_of("7D 6S 6H 6D")}, {0, 0})[0].bermila == 1);
  CHECK(score_deal({set_of("7S 7H 6C"), set_of("7D 7C 6S 6H 6D")}, {0, 0})[1].bermila == 1);
  CHECK(score_deal({set_of("7S 7H 6S 6H 6D"), set_of("7D 7C 6C")}, {0, 0})[0].bermila == 1);
  const auto split = score_deal({set_of("7S 7H 6S 6H"), set_of("7D 7C 6D 6C")}, {0, 0});
  CHECK(split[0].bermila + split[1].bermila == 0);
}

TEST_CASE("Chkobbas score one point each", "[chkobba][rule]") {
  const auto points = score_deal({0, 0}, {3, 1});
  CHECK(points[0].total() == 3);
  CHECK(points[1].total() == 1);
}

// [SECTION] The match

namespace {
// A position one card from the end of a deal: seat 0 plays KS, which captures nothing, and the
// deal scores only the given chkobbas (the piles are too small for any category).
std::unique_ptr<ChkobbaState> deal_end(std::array<int, 2> totals, CardSet pile0, CardSet pile1,
                                       std::array<int, 2> chkobbas) {
  ChkobbaPosition p = play_position();
  p.hands[0] = sorted<3>("KS");
  p.piles = {pile0, pile1};
  p.last_capturer = 0;
  p.chkobbas = chkobbas;
  p.totals = totals;
  return state_at(p);
}
}  // namespace

TEST_CASE("The match: one side at 21 wins", "[chkobba][rule]") {
  auto state = deal_end({19, 19}, 0, 0, {2, 1});
  play(*state, "play KS");
  CHECK(state->rounds()[0].totals == std::vector<int>{21, 20});
  CHECK(state->winners() == std::vector<int>{0});
  CHECK(state->current_player() == GameState::kNobody);
  CHECK(state->legal_actions().empty());
}

TEST_CASE("The match: both past 21, the higher total wins", "[chkobba][rule]") {
  auto state = deal_end({20, 20}, 0, 0, {1, 3});
  play(*state, "play KS");
  CHECK(state->rounds()[0].totals == std::vector<int>{21, 23});
  CHECK(state->winners() == std::vector<int>{1});
}

TEST_CASE("The match: both past 21 with equal totals plays on", "[chkobba][rule]") {
  auto state = deal_end({20, 21}, 0, 0, {2, 1});
  play(*state, "play KS");
  CHECK(state->rounds()[0].totals == std::vector<int>{22, 22});
  CHECK(state->winners().empty());
  CHECK_FALSE(state->is_terminal());
  // The next deal, dealt by the previous dealer's next seat (dealer 1 → 0; seat 1 cuts).
  CHECK(state->dealer() == 0);
  CHECK(state->current_player() == 1);
  CHECK(legal_texts(*state) == Strings{"keep", "table"});
}

TEST_CASE("The match: below 21 it goes on with the next dealer", "[chkobba][rule]") {
  auto state = deal_end({0, 0}, 0, 0, {0, 0});
  play(*state, "play KS");
  CHECK_FALSE(state->is_terminal());
  CHECK(state->dealer() == 0);
  CHECK(state->current_player() == 1);
}

// [SECTION] The deal and the cut card

TEST_CASE("Decision: the cut card kept, then the cutter, the others and the table fill up",
          "[chkobba][decision]") {
  // Dealer 0, cutter 1. Deck: cut 5H, then the cutter's two, seat 0's three, the table's four.
  auto state = new_match(2, 1, {deck_starting_with("5H AS AH 2S 2H 2D 3S 3H 4D 4S")}, 0);
  CHECK(state->current_player() == 1);
  CHECK(legal_texts(*state) == Strings{"keep", "table"});
  play(*state, "keep");
  const ChkobbaPosition& p = position_of(*state);
  CHECK(p.hands[1] == sorted<3>("5H AS AH"));
  CHECK(p.hands[0] == sorted<3>("2S 2H 2D"));
  CHECK(p.table == sorted<kChkobbaMaxTable>("3S 3H 4D 4S"));
  CHECK(p.stock_size() == 30);
}

TEST_CASE("Decision: the cut card tabled counts as one of the four table cards",
          "[chkobba][decision]") {
  auto state = new_match(2, 1, {deck_starting_with("5H AS AH 2S 2H 2D 3S 3H 4D 4S")}, 0);
  play(*state, "table");
  const ChkobbaPosition& p = position_of(*state);
  CHECK(p.hands[1] == sorted<3>("AS AH 2S"));
  CHECK(p.hands[0] == sorted<3>("2H 2D 3S"));
  CHECK(p.table == sorted<kChkobbaMaxTable>("5H 3H 4D 4S"));
  CHECK(p.stock_size() == 30);
  CHECK(state->current_player() == 1);  // the cutter plays first
}

TEST_CASE("Decision: three of a rank on the table: the same dealer redeals with a new cut",
          "[chkobba][decision]") {
  // Kept cut card 5H; table 3S 3H 3D 4S: three threes.
  const Strings first = deck_starting_with("5H AS AH 2S 2H 2D 3S 3H 3D 4S");
  const Strings second = deck_starting_with("KC AS AH 2S 2H 2D 3S 3H 4D 4S");
  auto state = new_match(2, 1, {first, second}, 0);
  play(*state, "keep");
  CHECK(state->rounds().empty());  // a redeal is not a round
  CHECK(state->dealer() == 0);
  CHECK(state->current_player() == 1);
  CHECK(legal_texts(*state) == Strings{"keep", "table"});
  CHECK(position_of(*state).cut_card == card("KC"));  // the second deck's cut card
  play(*state, "table");
  CHECK(position_of(*state).table == sorted<kChkobbaMaxTable>("KC 3H 4D 4S"));
}

TEST_CASE("Decision: four of a rank on the table also redeal, two do not", "[chkobba][decision]") {
  const Strings four = deck_starting_with("5H AS AH 2S 2H 2D 3S 3H 3D 3C");
  auto state = new_match(2, 1, {four}, 0);
  play(*state, "keep");
  CHECK(position_of(*state).phase == ChkobbaPhase::kCut);
  const Strings two = deck_starting_with("5H AS AH 2S 2H 2D 3S 3H 4D 4S");
  auto calm = new_match(2, 1, {two}, 0);
  play(*calm, "keep");
  CHECK(position_of(*calm).phase == ChkobbaPhase::kPlay);
}

TEST_CASE("Four players: play order from the cutter, partners share one pile", "[chkobba][rule]") {
  // Dealer 3, cutter 0. Cut AS kept; 0 takes AH 2S, 1 takes 2H 2D 2C, 2 takes 3S 3H 3D,
  // 3 takes 4S 4H 4D; table 5S 5H 6S 6H.
  auto state =
      new_match(4, 1, {deck_starting_with("AS AH 2S 2H 2D 2C 3S 3H 3D 4S 4H 4D 5S 5H 6S 6H")}, 3);
  CHECK(state->current_player() == 0);
  play(*state, "keep");
  const ChkobbaPosition& p = position_of(*state);
  CHECK(p.hands[0] == sorted<3>("AS AH 2S"));
  CHECK(p.hands[1] == sorted<3>("2H 2D 2C"));
  CHECK(p.hands[2] == sorted<3>("3S 3H 3D"));
  CHECK(p.hands[3] == sorted<3>("4S 4H 4D"));
  CHECK(p.stock_size() == 24);
  play(*state, "play AS");             // nothing to take
  play(*state, "play 2H");             // nothing: no 2 and no sum (A alone is one card)
  play(*state, "play 3S take AS+2H");  // 3: A+2 — the only capture: short form in legal
  CHECK(position_of(*state).piles[0] == set_of("3S AS 2H"));
  play(*state, "play 4S");  // 4 on 5 5 6 6: nothing
  CHECK_FALSE(state->try_apply("play AH take ").ok());
  CHECK(state->current_player() == 0);
  play(*state, "play AH");
  CHECK(position_of(*state).table == sorted<kChkobbaMaxTable>("AH 4S 5S 5H 6S 6H"));
  CHECK(state->current_player() == 1);
}
