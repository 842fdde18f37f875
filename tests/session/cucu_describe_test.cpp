// Cardavia — tests of session/cucu/cucu_describe.h: the Cucù table in words names the human's own
// card and no card they do not know, every seat's lives, the pack, and at a round's end each
// seat's lives lost and left.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/cucu/cucu.h"
#include "session/cucu/cucu_describe.h"
#include "session/match_session.h"
#include "tests/session/phrase_test_util.h"
#include "tests/session/play_test_util.h"

using cardavia::session::DescribeOptions;
using cardavia::session::MatchSession;
using cardavia::session::Phrase;
using phrase_test::number;
using phrase_test::with_key;
using play_test::play_until;

TEST_CASE("Cucù described: the human's card, every seat's lives, the pack, the round's end") {
  MatchSession s = play_test::easy_match("cucu", 4);
  play_until(s, [&] { return s.human_to_move(); });
  REQUIRE(s.human_to_move());
  const auto obs = s.observation();
  const auto& o = static_cast<const cardavia::CucuObservation&>(*obs);
  const std::vector<Phrase> words = cardavia::session::cucu_describe(o, DescribeOptions{});
  const std::vector<Phrase> own = with_key(words, "cucu.describe.own");
  REQUIRE(own.size() == 1);
  CHECK(own[0].arg("card")->cards[0] ==
        cardavia::AnyCard::of(cardavia::CuccuCard{o.rank_of_token(o.token_of(o.seat()))}));
  CHECK(number(with_key(words, "cucu.describe.you_lives").at(0), "lives") == o.lives(o.seat()));
  CHECK(with_key(words, "cucu.describe.seat").size() + with_key(words, "cucu.describe.seat_out").size() == 3);
  // A card of another seat is named only when the human knows it.
  for (const Phrase& p : with_key(words, "cucu.describe.seat_card")) {
    const int seat = number(p, "name");
    CHECK(o.knows_token(o.token_of(seat)));
  }
  CHECK(number(with_key(words, "cucu.describe.pack").at(0), "n") == o.pack_on_table());

  play_until(s, [&] { return !s.rounds().empty(); });
  REQUIRE_FALSE(s.rounds().empty());
  const auto end = s.observation();
  const std::vector<Phrase> result = cardavia::session::cucu_describe(*end, DescribeOptions{false, true});
  REQUIRE(result.size() == 4);
  CHECK(result[0].key == "cucu.describe.round_you");
  CHECK(number(result[0], "lives") == s.rounds().back().totals[0]);
  CHECK(number(result[1], "lost") == s.rounds().back().scores[1]);
}
