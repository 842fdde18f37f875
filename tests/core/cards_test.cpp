// Card notation of the three packs, and the check that a given deck is a permutation of its pack.
#include <catch2/catch.hpp>

#include "core/cards/cuccu_card.h"
#include "core/cards/deck_parse.h"
#include "core/cards/standard_card.h"

using namespace cardavia;

TEST_CASE("Standard cards print and parse in the scenario notation", "[cards]") {
  CHECK(StandardCard{Rank::kTen, Suit::kDiamonds}.to_string() == "TD");
  CHECK(StandardCard{Rank::kSeven, Suit::kHearts}.to_string() == "7H");
  CHECK(StandardCard{Rank::kAce, Suit::kSpades}.to_string() == "AS");
  CHECK(StandardCard{Rank::kKing, Suit::kClubs}.to_string() == "KC");
  for (const StandardCard card : full_pack_52()) {
    const auto parsed = StandardCard::parse(card.to_string());
    REQUIRE(parsed);
    CHECK(*parsed == card);
    CHECK(StandardCard::from_id(card.id()) == card);
  }
  for (const char* bad : {"", "T", "10D", "td", "1H", "TX", "7HH", " 7H"}) {
    CHECK_FALSE(StandardCard::parse(bad));
  }
}

TEST_CASE("The packs hold the right cards", "[cards]") {
  CHECK(full_pack_52().size() == 52);
  const auto chkobba = chkobba_pack_40();
  CHECK(chkobba.size() == 40);
  for (const StandardCard card : chkobba) {
    CHECK(card.rank != Rank::kEight);
    CHECK(card.rank != Rank::kNine);
    CHECK(card.rank != Rank::kTen);
  }
  const auto cuccu = cuccu_pack_40();
  CHECK(cuccu.size() == 40);
  CHECK(std::count(cuccu.begin(), cuccu.end(), CuccuCard{CuccuRank::kFool}) == 2);
}

TEST_CASE("Cuccù cards print and parse with the rules' words, values from lion to cuckoo", "[cards]") {
  CHECK(CuccuCard{CuccuRank::kLion}.value() == -3);
  CHECK(CuccuCard{CuccuRank::kZero}.value() == 0);
  CHECK(CuccuCard{CuccuRank::kTen}.value() == 10);
  CHECK(CuccuCard{CuccuRank::kInn}.value() == 11);
  CHECK(CuccuCard{CuccuRank::kCuckoo}.value() == 15);
  CHECK(CuccuCard{CuccuRank::kCat}.is_special());
  CHECK_FALSE(CuccuCard{CuccuRank::kFool}.is_special());
  CHECK_FALSE(CuccuCard{CuccuRank::kZero}.is_special());
  for (const char* name : {"lion", "mask", "bucket", "zero", "1", "10", "inn", "cat", "horse",
                           "hunter", "cuckoo", "fool"}) {
    const auto card = CuccuCard::parse(name);
    REQUIRE(card);
    CHECK(card->to_string() == name);
  }
  CHECK_FALSE(CuccuCard::parse("11"));
  CHECK_FALSE(CuccuCard::parse("Fool"));
}

TEST_CASE("A deck must be a permutation of the pack", "[cards]") {
  std::vector<std::string> texts;
  for (const StandardCard card : chkobba_pack_40()) texts.push_back(card.to_string());
  CHECK(parse_deck(texts, chkobba_pack_40()).ok());

  auto missing = texts;
  missing.pop_back();
  CHECK_FALSE(parse_deck(missing, chkobba_pack_40()).ok());

  auto duplicate = texts;
  duplicate[0] = duplicate[1];
  const auto result = parse_deck(duplicate, chkobba_pack_40());
  REQUIRE_FALSE(result.ok());
  CHECK(result.error().find("permutation") != std::string::npos);

  auto foreign = texts;
  foreign[3] = "8H";  // an 8 is not in the Chkobba pack
  CHECK_FALSE(parse_deck(foreign, chkobba_pack_40()).ok());

  auto garbage = texts;
  garbage[5] = "hello";
  const auto bad = parse_deck(garbage, chkobba_pack_40());
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().find("card 6") != std::string::npos);
}
