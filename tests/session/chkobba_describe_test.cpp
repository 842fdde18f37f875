// Cardavia — tests of session/chkobba/chkobba_describe.h: the Chkobba table in words names the human's
// hand (and no other), the table, the stock, each side's pile and points, every other hand's size,
// and at a deal's end each side's points and total.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/chkobba/chkobba_observation.h"
#include "session/chkobba/chkobba_describe.h"
#include "session/match_session.h"
#include "tests/session/phrase_test_util.h"
#include "tests/session/play_test_util.h"

using cardavia::session::DescribeOptions;
using cardavia::session::MatchSession;
using cardavia::session::Phrase;
using phrase_test::number;
using phrase_test::with_key;
using play_test::play_until;

TEST_CASE("Chkobba described: the hand, the table, the stock, the sides, the deal's end") {
  MatchSession s = play_test::easy_match("chkobba", 4);
  play_until(s, [&] {
    const auto obs = s.observation();
    const auto& o = static_cast<const cardavia::ChkobbaObservation&>(*obs);
    return s.human_to_move() && o.view().phase == cardavia::ChkobbaPhase::kPlay;
  });
  REQUIRE(s.human_to_move());
  const auto obs = s.observation();
  const auto& o = static_cast<const cardavia::ChkobbaObservation&>(*obs);
  const std::vector<Phrase> words = cardavia::session::chkobba_describe(o, DescribeOptions{});
  const std::vector<Phrase> hand = with_key(words, "chkobba.describe.hand");
  REQUIRE(hand.size() == 1);
  CHECK(static_cast<int>(hand[0].arg("cards")->cards.size()) == o.view().hands[o.seat()].size);
  const std::vector<Phrase> table = with_key(words, "chkobba.describe.table");
  REQUIRE(table.size() == 1);
  CHECK(static_cast<int>(table[0].arg("cards")->cards.size()) == o.view().table.size);
  CHECK(number(with_key(words, "chkobba.describe.stock").at(0), "n") == o.view().stock_size());
  // Two sides, the human's first (the human and the partner); three other seats' hand sizes.
  const std::vector<Phrase> sides = with_key(words, "chkobba.describe.side");
  REQUIRE(sides.size() == 2);
  CHECK(sides[0].arg("side")->ints.front() == o.seat());
  CHECK(with_key(words, "chkobba.describe.seat").size() == 3);

  play_until(s, [&] { return !s.rounds().empty(); });
  REQUIRE_FALSE(s.rounds().empty());
  const auto end = s.observation();
  const std::vector<Phrase> result =
      with_key(cardavia::session::chkobba_describe(*end, DescribeOptions{false, true}),
            "chkobba.describe.side_deal");
  REQUIRE(result.size() == 2);
  CHECK(number(result[0], "points") == s.rounds().back().scores[0]);
  CHECK(number(result[0], "total") == s.rounds().back().totals[0]);
}
