// Cardavia — tests of session/cabo/cabo_moves.h and the move records of session/MatchSession: what
// each Cabo move shows the human (never a card they may not know), which sentence the log takes
// (the human's own moves, another seat's move on the human's card), the draw after a reshuffle
// (the card drawn from the new stock, not a read past the end of the empty one), and a whole
// match's records.
#include "session/cabo/cabo_moves.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "session/match_session.h"
#include "tests/cabo/cabo_test_util.h"

using cardavia::Action;
using cardavia::AnyCard;
using cardavia::CaboObservation;
using cardavia::CaboState;
using cardavia::StandardCard;
using cardavia::session::MoveRecord;
using cardavia::session::Phrase;
using cardavia::session::PhraseArg;
namespace cabo = cardavia::cabo;

namespace {

AnyCard card(const char* text) { return AnyCard::of(*StandardCard::parse(text)); }

// Applies "<seat> <action>" to `state` and returns the record for the human at `human`.
MoveRecord move(CaboState& state, const std::string& line, int human) {
  const int seat = line[0] - '0';
  REQUIRE(state.current_player() == seat);
  const auto parsed = state.parse_action(line.substr(2));
  if (!parsed.ok()) FAIL(parsed.error());
  REQUIRE(state.is_legal(parsed.value()));
  return cardavia::session::apply_recorded(state, parsed.value(), human);
}

std::vector<AnyCard> cards_of(const PhraseArg* arg) {
  REQUIRE(arg != nullptr);
  return arg->cards;
}

// The cards `view` shows face up: known hand places, the held card, the discard pile.
bool visible(const CaboObservation& view, AnyCard c) {
  const auto id = static_cast<cabo::CardId>(c.standard().id());
  for (int seat = 0; seat < view.players(); ++seat)
    for (int p = 0; p < cabo::kPlaces; ++p)
      if (view.place(seat, p) == id) return true;
  if (view.held() == id) return true;
  for (int i = 0; i < view.discard_size(); ++i)
    if (view.discard_at(i) == id) return true;
  return false;
}

}  // namespace

TEST_CASE("A spy: the spy sees the card, the others see only the discard, the words fit each") {
  // Dealer 0: seat 1 starts and draws the 9♣ (a spy); seat 0's place 2 holds the 3♠.
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"5D", "6D", "7D", "8D"}}, "KC",
      {"9C"});
  cabo_test::everybody_looks(*state);
  cabo_test::play(*state, {"1 draw"});
  SECTION("seen by the spy") {
    const MoveRecord r = move(*state, "1 spy 0:2", 1);
    CHECK(r.shown == std::vector<AnyCard>{card("9C"), card("3S")});
    const Phrase log = cardavia::session::cabo_move_words(r).log;
    CHECK(log.key == "cabo.log.spy_you");
    CHECK(cards_of(log.arg("seen")) == std::vector<AnyCard>{card("3S")});
    CHECK(log.arg("other")->ints == std::vector<int>{0});
  }
  SECTION("the human's own card was looked at: a sentence of its own, no possessive") {
    const MoveRecord r = move(*state, "1 spy 0:2", 0);
    CHECK(r.shown == std::vector<AnyCard>{card("9C")});
    const Phrase log = cardavia::session::cabo_move_words(r).log;
    CHECK(log.key == "cabo.log.spy_your_card");
    CHECK(log.arg("other") == nullptr);
    CHECK(log.arg("seen") == nullptr);
    CHECK(log.arg("n")->ints == std::vector<int>{3});
  }
  SECTION("a third player") {
    const MoveRecord r = move(*state, "1 spy 0:2", 2);
    const Phrase log = cardavia::session::cabo_move_words(r).log;
    CHECK(log.key == "cabo.log.spy");
    CHECK(log.arg("other")->ints == std::vector<int>{0});
    CHECK(log.arg("name")->ints == std::vector<int>{1});
  }
}

TEST_CASE("A failed replace shows the claimed cards and the drawn card, and is announced") {
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"5D", "6D", "7D", "8D"}}, "KC",
      {"9C"});
  cabo_test::everybody_looks(*state);
  cabo_test::play(*state, {"1 draw"});
  const MoveRecord r = move(*state, "1 replace 0,3", 0);  // A♥ and 2♥: not equal
  CHECK(r.shown == std::vector<AnyCard>{card("AH"), card("2H"), card("9C")});
  const auto words = cardavia::session::cabo_move_words(r);
  CHECK(words.log.key == "cabo.log.replace_fail");
  CHECK(words.banner.key == "cabo.log.replace_fail");
  CHECK(cards_of(words.log.arg("cards")) == std::vector<AnyCard>{card("AH"), card("2H")});
  CHECK(cards_of(words.log.arg("card")) == std::vector<AnyCard>{card("9C")});
  CHECK(words.log.arg("places")->ints == std::vector<int>{1, 4});
}

TEST_CASE("After a call every line is a final turn's, and the human's call has its own words") {
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"5D", "6D", "7D", "8D"}}, "KC",
      {"9C"});
  cabo_test::everybody_looks(*state);
  const auto call = cardavia::session::cabo_move_words(move(*state, "1 cabo", 1));
  CHECK(call.log.key == "cabo.log.cabo_you");
  CHECK(call.banner.key == "cabo.banner.cabo_you");
  const auto draw = cardavia::session::cabo_move_words(move(*state, "2 draw", 1));
  CHECK(draw.log.key == "cabo.log.final_turn");
  REQUIRE(draw.log.arg("line") != nullptr);
  CHECK(draw.log.arg("line")->phrase.at(0).key == "cabo.log.draw");
  CHECK(draw.banner.empty());
}

TEST_CASE("The human's draw from an exhausted stock names the card of the new stock") {
  // Two players draw and discard until the stock is empty; the next draw shuffles the pile below
  // its top card into a new stock and draws from it. The words must name that card (the table once
  // read the old, empty stock there).
  auto state = cabo_test::match_with(0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}}, "KC");
  cabo_test::everybody_looks(*state);
  cabo_test::empty_the_stock(*state);
  const int seat = state->current_player();
  const MoveRecord r = move(*state, std::to_string(seat) + " draw", seat);
  REQUIRE(state->reshuffles() == 1);
  REQUIRE(r.shown.size() == 1);
  CHECK(r.shown[0].standard().id() == state->held_card());
  // Pinned: this deal, this seed's reshuffle.
  CHECK(r.shown[0].standard().to_string() == "KC");
  const Phrase log = cardavia::session::cabo_move_words(r).log;
  CHECK(log.key == "cabo.log.draw_you");
  CHECK(cards_of(log.arg("card")) == r.shown);
}

TEST_CASE("A whole match's records: every move has words, and shows only what the human may see") {
  for (int players = 2; players <= 5; ++players) {
    cardavia::session::MatchConfig c;
    c.players = players;
    c.seed = 40 + static_cast<std::uint64_t>(players);
    c.human_seat = players - 1;
    cardavia::session::MatchSession s(c);
    REQUIRE(s.ok());
    CHECK(s.last_move() == nullptr);
    int moves = 0;
    while (!s.over() && moves < 5000) {
      if (s.human_to_move()) {
        REQUIRE(s.apply(s.human_legal().back()));
      } else {
        while (!s.bot_ready()) s.bot_think(cardavia::ai::Budget::Iterations(64));
        s.bot_apply();
      }
      ++moves;
      const MoveRecord* r = s.last_move();
      REQUIRE(r != nullptr);
      CHECK(r->index + 1 == s.history().size());
      CHECK(r->action == s.history().back());
      const auto words = cardavia::session::cabo_move_words(*r);
      CHECK_FALSE(words.log.empty());
      const auto& before = static_cast<const CaboObservation&>(*r->before);
      const auto& after = static_cast<const CaboObservation&>(*r->after);
      CHECK(before.seat() == c.human_seat);
      // What a move shows was visible to the human just before or just after it (a round's end
      // deals the next round at once: its hands are checked by the round's words instead).
      if (!r->round_ended) {
        for (const AnyCard& shown : r->shown) {
          INFO("move " << r->index << " shows " << shown.standard().to_string());
          CHECK((visible(before, shown) || visible(after, shown)));
        }
      }
      CHECK(r->round_ended == (s.rounds().size() > before.rounds().size()));
    }
    CHECK(s.over());
    CHECK(s.last_move()->match_over);
  }
}
