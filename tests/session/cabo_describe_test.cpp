// Cardavia — tests of session/cabo/cabo_describe.h: the Cabo table in words says what the human may
// know and what the table shows — their looked-at cards only with the memory aid on, another
// seat's cards never unless seen, the piles, each seat's points, the call, and at a round's end
// each seat's score words with the totals of the round just scored.
#include "session/engine_access.h"
#include "session/cabo/cabo_describe.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/cabo/cabo.h"
#include "session/match_session.h"
#include "tests/session/phrase_test_util.h"

using cardavia::Action;
using cardavia::CaboObservation;
using cardavia::CaboState;
using cardavia::session::DescribeOptions;
using cardavia::session::MatchConfig;
using cardavia::session::MatchSession;
using cardavia::session::Phrase;
namespace ai = cardavia::ai;
using phrase_test::number;
using phrase_test::with_key;
namespace cabo = cardavia::cabo;

namespace {

void bots_move(MatchSession& s) {
  while (s.bot_to_move()) {
    while (!s.bot_ready()) s.bot_think(ai::Budget::Iterations(16));
    s.bot_apply();
  }
}

MatchSession three_player_match() {
  MatchConfig c;
  c.game = "cabo";
  c.players = 3;
  c.seed = 12;
  c.level = ai::Level::kEasy;
  return MatchSession(c);
}

}  // namespace

TEST_CASE("Cabo described: the looked-at cards with the memory aid, face down without it") {
  MatchSession s = three_player_match();
  bots_move(s);
  REQUIRE(s.human_to_move());
  // Look at cards 1 and 3.
  cabo::Move look{cabo::ActionKind::kLook, 0, 0, 2, 0};
  REQUIRE(s.apply(look.encode()));
  const auto& state = static_cast<const CaboState&>(cardavia::session::engine_state(s));
  const auto obs = s.observation();

  const std::vector<Phrase> aided = cardavia::session::cabo_describe(*obs, DescribeOptions{true, false});
  const std::vector<Phrase> known = with_key(aided, "cabo.describe.own_known");
  REQUIRE(known.size() == 2);
  CHECK(number(known[0], "n") == 1);
  CHECK(number(known[1], "n") == 3);
  CHECK(known[0].arg("card")->cards[0] ==
        cardavia::AnyCard::of(cardavia::StandardCard::from_id(state.card_at(0, 0))));
  CHECK(known[1].arg("card")->cards[0] ==
        cardavia::AnyCard::of(cardavia::StandardCard::from_id(state.card_at(0, 2))));
  CHECK(with_key(aided, "cabo.describe.own_hidden").size() == 2);
  // Nobody else's card: the human has seen none.
  CHECK(with_key(aided, "cabo.describe.seat_known").empty());

  const std::vector<Phrase> plain = cardavia::session::cabo_describe(*obs, DescribeOptions{false, false});
  CHECK(with_key(plain, "cabo.describe.own_known").empty());
  CHECK(with_key(plain, "cabo.describe.own_hidden").size() == 4);
  // The piles, the points and the other seats, in play order after the human.
  const std::vector<Phrase> piles = with_key(plain, "cabo.describe.piles");
  REQUIRE(piles.size() == 1);
  CHECK(number(piles[0], "count") == state.stock_size());
  CHECK(with_key(plain, "cabo.describe.you_total").size() == 1);
  const std::vector<Phrase> seats = with_key(plain, "cabo.describe.seat");
  REQUIRE(seats.size() == 2);
  CHECK(number(seats[0], "name") == 1);
  CHECK(number(seats[1], "name") == 2);
  CHECK(number(seats[0], "count") == 4);
  CHECK(with_key(plain, "cabo.describe.caller").empty());
}

TEST_CASE("Cabo described: a drawn card, the call, and the round's result") {
  MatchSession s = three_player_match();
  bool called = false;
  bool held_said = false;
  while (!s.over() && s.rounds().empty()) {
    if (!s.human_to_move()) {
      bots_move(s);
      continue;
    }
    const auto obs = s.observation();
    const auto& o = static_cast<const CaboObservation&>(*obs);
    const std::vector<Action> legal = s.human_legal();
    const auto has = [&](cabo::ActionKind kind) {
      return std::any_of(legal.begin(), legal.end(),
                         [&](Action a) { return cabo::Move::decode(a).kind == kind; });
    };
    const auto first = [&](cabo::ActionKind kind) {
      return *std::find_if(legal.begin(), legal.end(),
                           [&](Action a) { return cabo::Move::decode(a).kind == kind; });
    };
    if (o.phase() == cabo::Phase::kAfterDraw) {
      // The drawn card is said, and it is the one held.
      const std::vector<Phrase> held =
          with_key(cardavia::session::cabo_describe(o, DescribeOptions{}), "cabo.describe.held");
      REQUIRE(held.size() == 1);
      CHECK(held[0].arg("card")->cards[0] ==
            cardavia::AnyCard::of(cardavia::StandardCard::from_id(o.held())));
      held_said = true;
      REQUIRE(s.apply(first(cabo::ActionKind::kDiscard)));
    } else if (o.phase() == cabo::Phase::kTurnStart && held_said && has(cabo::ActionKind::kCabo)) {
      REQUIRE(s.apply(first(cabo::ActionKind::kCabo)));
      called = true;
      const auto after = s.observation();
      CHECK(with_key(cardavia::session::cabo_describe(*after, DescribeOptions{}),
                     "cabo.describe.caller_you")
                .size() == 1);
    } else if (has(cabo::ActionKind::kDraw)) {
      REQUIRE(s.apply(first(cabo::ActionKind::kDraw)));
    } else {
      REQUIRE(s.apply(legal.front()));
    }
  }
  CHECK(held_said);
  CHECK(called);
  REQUIRE(s.rounds().size() == 1);
  // The round's end: a line per seat, the human first, with the totals after the round.
  const auto obs = s.observation();
  const std::vector<Phrase> end = cardavia::session::cabo_describe(*obs, DescribeOptions{false, true});
  const std::vector<Phrase> you = with_key(end, "cabo.describe.score_you");
  const std::vector<Phrase> others = with_key(end, "cabo.describe.score");
  REQUIRE(you.size() == 1);
  REQUIRE(others.size() == 2);
  CHECK(end.front().key == "cabo.describe.score_you");
  CHECK(number(you[0], "total") == s.rounds().back().totals[0]);
  CHECK(number(others[0], "name") == 1);
  CHECK(number(others[0], "total") == s.rounds().back().totals[1]);
  CHECK(you[0].arg("line")->phrase[0].key.rfind("cabo.score.", 0) == 0);
}
