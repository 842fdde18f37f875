// Cardavia — phrases put into words (app/table/words.h): seats as names ("You" for the human, the
// others by their chair), cards by their short names, lists, nested phrases; and the words of a
// real move record, the draw after a reshuffle among them.
#include "app/table/words.h"

#include <catch2/catch.hpp>

#include "session/cabo/cabo_moves.h"
#include "session/move_record.h"
#include "tests/cabo/cabo_test_util.h"

using cardavia::AnyCard;
using cardavia::CuccuCard;
using cardavia::CuccuRank;
using cardavia::StandardCard;
using cardavia::app::table::card_words;
using cardavia::app::table::Naming;
using cardavia::app::table::say;
using cardavia::session::Phrase;

namespace {
AnyCard card(const char* text) { return AnyCard::of(*StandardCard::parse(text)); }
}  // namespace

TEST_CASE("Seats are named by their chair after the human: You, Ana, Bo, Cy, Dee") {
  const Naming n{2, 5};
  CHECK(n.seat(2) == "You");
  CHECK(n.seat(3) == "Ana");
  CHECK(n.seat(4) == "Bo");
  CHECK(n.seat(0) == "Cy");
  CHECK(n.seat(1) == "Dee");
}

TEST_CASE("Cards have their short names in the table's language") {
  CHECK(card_words(card("7D")) == "7\xe2\x99\xa6");
  CHECK(card_words(card("TS")) == "10\xe2\x99\xa0");
  CHECK(card_words(card("KC")) == "K\xe2\x99\xa3");
  CHECK(card_words(card("AH")) == "A\xe2\x99\xa5");
  CHECK(card_words(AnyCard::of(CuccuCard{CuccuRank::kCuckoo})) == "Cuckoo");
  CHECK(card_words(AnyCard::of(CuccuCard{CuccuRank::kSeven})) == "VII");
}

TEST_CASE("A phrase fills its blanks with its arguments' words") {
  const Naming n{0, 3};
  CHECK(say(Phrase("cabo.log.take").seat("name", 1).card("card", card("7H")), n) ==
        "Ana took the 7\xe2\x99\xa5 from the discard pile.");
  CHECK(say(Phrase("cabo.log.replace_ok")
                .seat("name", 2)
                .numbers("places", {1, 3})
                .cards("cards", {card("5S"), card("5D")}),
            n) ==
        "Bo replaced cards 1, 3 (5\xe2\x99\xa0 5\xe2\x99\xa6): all equal, they go to the discard "
        "pile.");
  CHECK(say(Phrase("table.over.shared").seats("names", {0, 1, 2}), n) ==
        "You, Ana and Bo share the win");
  CHECK(say(Phrase("cabo.log.final_turn").phrase("line", Phrase("cabo.log.draw").seat("name", 2)),
            n) == "Final turn \xc2\xb7 Bo drew a card.");
  CHECK(say(Phrase(), n).empty());
  // A key without text shows itself, so a gap is visible (and caught here).
  CHECK(say(Phrase("no.such.key"), n) == "no.such.key");
}

TEST_CASE("The human's draw from an exhausted stock reads the card of the new stock") {
  // The same deal as tests/session/cabo/cabo_moves_test.cpp: the draw after the reshuffle is the K♣.
  auto state = cabo_test::match_with(0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}}, "KC");
  cabo_test::everybody_looks(*state);
  cabo_test::empty_the_stock(*state);
  const int seat = state->current_player();
  const auto draw = state->parse_action("draw");
  REQUIRE(draw.ok());
  const auto record = cardavia::session::apply_recorded(*state, draw.value(), seat);
  const auto words = cardavia::session::cabo_move_words(record);
  CHECK(say(words.log, Naming{seat, 2}) == "You drew the K\xe2\x99\xa3.");
}
