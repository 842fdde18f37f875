// Cardavia — tests of app/chkobba/capture_choice.h: a tap on a hand card plays at once when it
// captures nothing or has only one capture; with several, only the legal groups' cards are
// offered (never a sum where an equal single card lies on the table, never a wrong total), a tap
// on a table card narrows the groups (a second tap on it widens them again), and one more tap on
// the settled group confirms it — the play the engine lists.
#include "app/chkobba/capture_choice.h"

#include <catch2/catch.hpp>

#include "tests/chkobba/chkobba_test_util.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;
using cardavia::app::chkobba::CaptureChoice;
using cardavia::app::chkobba::HandTap;
using cardavia::app::chkobba::tap_hand_card;

namespace {

// Seat 0 to play `hand` on `table` (two players; the other seat holds a king).
struct Spot {
  ChkobbaPosition p;
  std::unique_ptr<ChkobbaState> state;
  Spot(const std::string& hand, const std::string& table) : p(play_position()) {
    p.hands[0] = sorted<3>(hand);
    p.hands[1] = sorted<3>("KC");
    p.table = sorted<kChkobbaMaxTable>(table);
    state = state_at(p);
  }
  HandTap tap(const std::string& hand_card) const {
    return tap_hand_card(card(hand_card), p.table, state->legal_actions());
  }
  std::string text(Action a) const { return state->action_to_string(a); }
};

}  // namespace

TEST_CASE("A card that captures nothing, or one way only, plays at once") {
  const Spot s("JH 5C", "2D 6S");
  const HandTap j = s.tap("JH");  // J = 9: nothing
  REQUIRE(j.play.has_value());
  CHECK_FALSE(j.choice.has_value());
  CHECK(s.text(*j.play) == "play JH");
  // The worked example: Q = 8 takes 2♦ + 6♠, its only capture.
  const Spot q("QH", "2D 6S");
  const HandTap t = q.tap("QH");
  REQUIRE(t.play.has_value());
  CHECK(action_capture_mask(*t.play) == 0b11);
  CHECK(q.state->is_legal(*t.play));
}

TEST_CASE("An equal single card on the table: the sum is never offered") {
  // 5 on 5♠ 2♥ 3♦: the 5♠ must be taken, 2♥ + 3♦ is not a choice.
  const Spot s("5C", "5S 2H 3D");
  const HandTap t = s.tap("5C");
  REQUIRE(t.play.has_value());
  CHECK_FALSE(t.choice.has_value());
  CHECK(cards_at(s.p.table, action_capture_mask(*t.play)) == set_of("5S"));
}

TEST_CASE("Several sums: only their cards are offered — a tap narrows, one more confirms") {
  // 5 on A♠ 4♣ 2♥ 3♦ 6♠: A♠ + 4♣ or 2♥ + 3♦; the 6♠ is in no group.
  const Spot s("5C", "AS 4C 2H 3D 6S");
  HandTap t = s.tap("5C");
  REQUIRE_FALSE(t.play.has_value());
  REQUIRE(t.choice.has_value());
  CaptureChoice& c = *t.choice;
  CHECK(c.played() == card("5C"));
  CHECK(c.open_groups() == std::vector<CardSet>{set_of("AS 4C"), set_of("2H 3D")});
  for (const char* offered : {"AS", "4C", "2H", "3D"}) CHECK(c.offers(card(offered)));
  CHECK_FALSE(c.offers(card("6S")));
  CHECK_FALSE(c.settled().has_value());
  // A card in no group: ignored, nothing changes.
  CHECK_FALSE(c.tap(card("6S")).has_value());
  CHECK(c.picked() == 0);
  // The 2♥ narrows to 2♥ + 3♦: settled, the other group no longer offered.
  CHECK_FALSE(c.tap(card("2H")).has_value());
  REQUIRE(c.settled().has_value());
  CHECK(c.open_groups() == std::vector<CardSet>{set_of("2H 3D")});
  CHECK_FALSE(c.offers(card("AS")));
  CHECK_FALSE(c.tap(card("AS")).has_value());
  // One more tap on a card of the group confirms it: the engine's own action.
  const std::optional<Action> play = c.tap(card("3D"));
  REQUIRE(play.has_value());
  CHECK(s.state->is_legal(*play));
  CHECK(cards_at(s.p.table, action_capture_mask(*play)) == set_of("2H 3D"));
}

TEST_CASE("Overlapping sums: a shared card keeps both open — a second tap unpicks it") {
  // 6 on A♠ 2♥ 3♦ 4♣: A♠ + 2♥ + 3♦ or 2♥ + 4♣ (never A♠ + 4♣ = 5, a wrong total).
  const Spot s("6C", "AS 2H 3D 4C");
  HandTap t = s.tap("6C");
  REQUIRE(t.choice.has_value());
  CaptureChoice& c = *t.choice;
  CHECK(c.open_groups() == std::vector<CardSet>{set_of("AS 2H 3D"), set_of("2H 4C")});
  CHECK_FALSE(c.tap(card("2H")).has_value());
  CHECK(c.open_groups().size() == 2);  // both hold the 2♥
  CHECK_FALSE(c.settled().has_value());
  CHECK_FALSE(c.tap(card("2H")).has_value());  // unpicked: back to nothing chosen
  CHECK(c.picked() == 0);
  CHECK_FALSE(c.tap(card("4C")).has_value());  // only 2♥ + 4♣ holds it
  REQUIRE(c.settled().has_value());
  CHECK_FALSE(c.offers(card("AS")));
  const std::optional<Action> play = c.tap(card("2H"));
  REQUIRE(play.has_value());
  CHECK(s.text(*play) == s.text(*c.settled()));
  CHECK(cards_at(s.p.table, action_capture_mask(*play)) == set_of("2H 4C"));
}

TEST_CASE("Equal single cards: a choice between them, each a group of one") {
  const Spot s("5C", "5S 5H");
  HandTap t = s.tap("5C");
  REQUIRE(t.choice.has_value());
  CaptureChoice& c = *t.choice;
  CHECK(c.open_groups() == std::vector<CardSet>{set_of("5S"), set_of("5H")});
  CHECK_FALSE(c.tap(card("5H")).has_value());  // narrows to the 5♥ …
  const std::optional<Action> play = c.tap(card("5H"));  // … and the same card confirms it
  REQUIRE(play.has_value());
  CHECK(cards_at(s.p.table, action_capture_mask(*play)) == set_of("5H"));
  CHECK(s.state->is_legal(*play));
}

TEST_CASE("Every group offered is a legal capture, and every legal capture is offered") {
  // The first plays of many random deals: a choice's groups are exactly the engine's captures.
  int choices = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    auto match = new_match(2, seed);
    play(*match, "table");
    const ChkobbaPosition& p = position_of(*match);
    const std::vector<Action> legal = match->legal_actions();
    const Hand& hand = p.hands[static_cast<std::size_t>(match->current_player())];
    for (int i = 0; i < hand.size; ++i) {
      const ChkobbaCard hand_card = hand.cards[i];
      const HandTap t = tap_hand_card(hand_card, p.table, legal);
      REQUIRE(t.play.has_value() != t.choice.has_value());
      if (t.play) {
        CHECK(match->is_legal(*t.play));
        continue;
      }
      ++choices;
      std::vector<CardSet> captures;
      for (const Action a : cardavia::app::chkobba::plays_of(hand_card, legal))
        captures.push_back(cards_at(p.table, action_capture_mask(a)));
      CHECK(t.choice->open_groups() == captures);
      CHECK(captures.size() > 1);
    }
  }
  CHECK(choices > 0);  // the deals above do open choices
}
