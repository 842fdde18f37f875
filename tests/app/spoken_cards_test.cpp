// Cardavia — cards said in words (app/table/words.h, Voice::kSpoken): what the page's mirror and
// live region read out, in every language, for every card of every pack — never "9♣", which a
// screen reader reads as "black club suit" or skips. On screen the short names stay.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "app/table/words.h"
#include "core/cards/any_card.h"

using cardavia::AnyCard;
using cardavia::CuccuCard;
using cardavia::CuccuRank;
using cardavia::kNumCuccuRanks;
using cardavia::kNumSuits;
using cardavia::Rank;
using cardavia::StandardCard;
using cardavia::Suit;
using cardavia::app::set_language;
using cardavia::app::table::card_words;
using cardavia::app::table::Naming;
using cardavia::app::table::say;
using cardavia::app::table::spoken_card_words;
using cardavia::app::table::Voice;
using cardavia::session::Phrase;

namespace {

AnyCard standard(Rank rank, Suit suit) { return AnyCard::of(StandardCard{rank, suit}); }
AnyCard cucu(CuccuRank rank) { return AnyCard::of(CuccuCard{rank}); }

// Every card of the three packs: Cabo's 52, Chkobba's 40 (no 8, 9, 10), Cucù's twenty ranks.
struct PackCard {
  AnyCard card;
  const char* game;
};
std::vector<PackCard> every_card() {
  std::vector<PackCard> out;
  for (int s = 0; s < kNumSuits; ++s) {
    for (int r = 1; r <= 13; ++r) {
      const AnyCard c = standard(static_cast<Rank>(r), static_cast<Suit>(s));
      out.push_back({c, "cabo"});
      if (r <= 7 || r >= 11) out.push_back({c, "chkobba"});
    }
  }
  for (int r = 0; r < kNumCuccuRanks; ++r) out.push_back({cucu(static_cast<CuccuRank>(r)), "cucu"});
  return out;
}

bool has_suit_symbol(const std::string& text) {
  for (const char* symbol : {"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"})
    if (text.find(symbol) != std::string::npos) return true;
  return false;
}

bool has_digit(const std::string& text) {
  for (const char ch : text)
    if (ch >= '0' && ch <= '9') return true;
  return false;
}

}  // namespace

TEST_CASE("Every card of every pack is said in words in each of the six languages") {
  for (const char* lang : {"en", "uk", "ru", "fr", "es", "it"}) {
    REQUIRE(std::string(set_language(lang)) == lang);
    std::set<std::string> said_per_game[3];
    for (const PackCard& pc : every_card()) {
      const std::string words = spoken_card_words(pc.card, pc.game);
      INFO(lang << " " << pc.game << " " << card_words(pc.card) << " -> " << words);
      CHECK_FALSE(words.empty());
      CHECK_FALSE(has_suit_symbol(words));
      CHECK(words.find('{') == std::string::npos);  // no blank left unfilled
      CHECK(words.find('|') == std::string::npos);  // one item of a list, not the list
      if (pc.card.pack == cardavia::kFrenchPack) {
        // "nine", not "9" (in a game's own name a digit may stay: the "7ayya").
        CHECK_FALSE(has_digit(words.substr(words.find('(') == std::string::npos ? 0 : words.find('('))));
        // Only Chkobba's 7♦ has a name before its words: "7ayya (seven of diamonds)".
        const bool named = std::string(pc.game) == "chkobba" && pc.card.standard().rank == Rank::kSeven &&
                           pc.card.standard().suit == Suit::kDiamonds;
        CHECK(named == (words.find(" (") != std::string::npos));
      }
      // Two different cards of a game are never said alike (Cucù's ranks are its cards).
      const int game = pc.game[1] == 'a' ? 0 : pc.game[1] == 'h' ? 1 : 2;
      CHECK(said_per_game[game].insert(words).second);
    }
  }
  set_language("en");
}

TEST_CASE("Cards are said as a person would say them") {
  set_language("en");
  CHECK(spoken_card_words(standard(Rank::kNine, Suit::kClubs), "cabo") == "nine of clubs");
  CHECK(spoken_card_words(standard(Rank::kAce, Suit::kSpades), "cabo") == "ace of spades");
  CHECK(spoken_card_words(standard(Rank::kQueen, Suit::kHearts), "cabo") == "queen of hearts");
  // Chkobba's 7♦ has a name of its own; Cabo's is a plain card.
  CHECK(spoken_card_words(standard(Rank::kSeven, Suit::kDiamonds), "chkobba") ==
        "7ayya (seven of diamonds)");
  CHECK(spoken_card_words(standard(Rank::kSeven, Suit::kDiamonds), "cabo") == "seven of diamonds");
  // A named Cuccù card with its numeral, as printed on it; a numeral card as printed.
  CHECK(spoken_card_words(cucu(CuccuRank::kHorse), "cucu") == "Horse (XIII)");
  CHECK(spoken_card_words(cucu(CuccuRank::kSeven), "cucu") == "VII");
  CHECK(spoken_card_words(cucu(CuccuRank::kFool), "cucu") == "Fool");
  CHECK(spoken_card_words(cucu(CuccuRank::kZero), "cucu") == "Zero");
  set_language("fr");
  CHECK(spoken_card_words(standard(Rank::kNine, Suit::kClubs), "cabo") == "neuf de trèfle");
  set_language("it");
  CHECK(spoken_card_words(cucu(CuccuRank::kHorse), "cucu") == "Cavallo (XIII)");
  set_language("en");
}

TEST_CASE("A phrase for the ear says its cards in words, in the form its text asks for") {
  set_language("en");
  const Naming screen{0, 3};
  const Naming ear = screen.spoken();
  CHECK(ear.voice == Voice::kSpoken);
  const Phrase take = Phrase("cabo.log.take").seat("name", 1).card("card", standard(Rank::kNine, Suit::kClubs));
  CHECK(say(take, screen) == "Ana took the 9\xe2\x99\xa3 from the discard pile.");
  CHECK(say(take, ear) == "Ana took the nine of clubs from the discard pile.");
  // A list: commas between cards of several words.
  CHECK(say(Phrase("cabo.log.replace_ok")
                .seat("name", 2)
                .numbers("places", {1, 3})
                .cards("cards", {standard(Rank::kFive, Suit::kSpades), standard(Rank::kFive, Suit::kDiamonds)}),
            ear) ==
        "Bo replaced cards 1, 3 (five of spades, five of diamonds): all equal, they go to the discard pile.");
  // Russian and Ukrainian say a card taken or played in the accusative ("девятку треф"); the
  // screen keeps "9♣" in every form.
  set_language("ru");
  CHECK(say(take, ear) == "Ана берёт девятку треф из сброса.");
  CHECK(say(take, screen) == "Ана берёт 9\xe2\x99\xa3 из сброса.");
  set_language("uk");
  CHECK(say(take, ear) == "Ана бере дев’ятку треф зі скиду.");
  // Spanish: a named Cuccù card's definite form with its numeral.
  set_language("es");
  CHECK(say(Phrase("cucu.target.keep").card("card", cucu(CuccuRank::kHorse)), ear) ==
        "Conservar el Caballo (XIII)");
  set_language("en");
}
