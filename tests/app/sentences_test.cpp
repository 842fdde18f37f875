// Cardavia — every sentence of every language, put into words (app/table/words.h): each template
// of each language file rendered with every card its game deals, every seat name (the human and
// each other seat, two to five players) and the counts 0, 1, 2, 5, 11, 21 where it has a number;
// no {placeholder} may be left, and each card form a template asks for ({card:acc}, {card:def})
// must be in the language's file for every card (a missing one would read as the plain name:
// Russian "Оставьте Конь"). And a golden list of sample sentences per language,
// tests/app/sentences.golden.txt, reviewed by a reader of each language, stays as it is.
//
// When the golden list changes on purpose: run the test, read build/…/sentences.actual.txt (the
// test's working directory: the build folder) line by line, and copy it over the golden file.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "app/table/words.h"
#include "tests/record_files.h"

using cardavia::AnyCard;
using cardavia::CuccuCard;
using cardavia::CuccuRank;
using cardavia::Rank;
using cardavia::StandardCard;
using cardavia::Suit;
using cardavia::app::set_language;
using cardavia::app::table::card_form;
using cardavia::app::table::card_words;
using cardavia::app::table::Naming;
using cardavia::app::table::say;
using cardavia::session::Phrase;

namespace {

constexpr const char* kLanguages[] = {"en", "uk", "ru", "fr", "es", "it"};
constexpr int kCounts[] = {0, 1, 2, 5, 11, 21};

struct InLanguage {
  explicit InLanguage(const char* code) { set_language(code); }
  ~InLanguage() { set_language("en"); }
};

nlohmann::json language_file(const std::string& code) {
  return nlohmann::json::parse(cardavia::testing::read_text(
      std::string(CARDAVIA_TESTS_DIR) + "/../assets/i18n/" + code + ".json"));
}

// What each blank holds, as the code fills it (session/phrase.h; app/ fill() for the few plain
// texts). A blank not listed here fails the test: list it with the kind the code gives it.
enum class Kind { Seat, Seats, Card, Cards, Number, Numbers, Text };
const std::map<std::string, Kind>& kinds() {
  static const std::map<std::string, Kind> all = {
      {"name", Kind::Seat},     {"other", Kind::Seat},     {"first", Kind::Seat},
      {"cutter", Kind::Seat},   {"side", Kind::Seats},     {"names", Kind::Seats},
      {"card", Kind::Card},     {"seen", Kind::Card},      {"cards", Kind::Cards},
      {"places", Kind::Numbers}, {"n", Kind::Number},      {"m", Kind::Number},
      {"a", Kind::Number},      {"b", Kind::Number},       {"count", Kind::Number},
      {"lives", Kind::Number},  {"lost", Kind::Number},    {"points", Kind::Number},
      {"round", Kind::Number},  {"rounds", Kind::Number},  {"s", Kind::Number},
      {"score", Kind::Number},  {"sum", Kind::Number},     {"t", Kind::Number},
      {"target", Kind::Number}, {"total", Kind::Number},   {"value", Kind::Number},
      {"chkobbas", Kind::Number}, {"players", Kind::Number},
      // Phrases and plain texts (a seed, a reason, a game's name, another sentence): any words.
      {"winners", Kind::Text},  {"game", Kind::Text},      {"level", Kind::Text},
      {"speed", Kind::Text},    {"why", Kind::Text},       {"scores", Kind::Text},
      {"title", Kind::Text},    {"rest", Kind::Text},      {"taken", Kind::Text},
      {"groups", Kind::Text},   {"line", Kind::Text},      {"prompt", Kind::Text},
      {"date", Kind::Text},     {"place", Kind::Text},     {"played", Kind::Text},
      {"result", Kind::Text},   {"won", Kind::Number},     {"rate", Kind::Number},
      // The deal's fingerprint (docs/fairness.md): its code, the seed and the salt as text.
      {"code", Kind::Text},     {"seed", Kind::Text},      {"salt", Kind::Text},
      {"best", Kind::Number},   {"average", Kind::Number},
      // The coach's reasons (session/<game>_coach.h).
      {"old", Kind::Card},      {"mine", Kind::Card},      {"theirs", Kind::Card},
      {"higher", Kind::Number}, {"lower", Kind::Number},   {"unseen", Kind::Number},
      {"unknown", Kind::Number}, {"gain", Kind::Number},   {"tries", Kind::Number},
      // The review's (app/table/replay.cpp): a mark's kind, a move's and a reason's words.
      {"kind", Kind::Text},     {"move", Kind::Text},      {"reason", Kind::Text},
      // A card in words (card.say, app/table/words.cpp): one item of the rank and suit lists.
      {"rank", Kind::Text},     {"suit", Kind::Text},
  };
  return all;
}

// The cards a key's game deals: Cucù's twenty ranks, Chkobba's forty, Cabo's fifty-two; a key of
// no game (table., replay.…): every card of both packs.
std::vector<AnyCard> cards_for(const std::string& key) {
  std::vector<AnyCard> out;
  const bool cucu = key.rfind("cucu.", 0) == 0;
  const bool chkobba = key.rfind("chkobba.", 0) == 0;
  const bool cabo = key.rfind("cabo.", 0) == 0;
  if (!chkobba && !cabo)
    for (int r = 0; r < cardavia::kNumCuccuRanks; ++r)
      out.push_back(AnyCard::of(CuccuCard{static_cast<CuccuRank>(r)}));
  if (!cucu)
    for (int s = 0; s < 4; ++s)
      for (int r = 1; r <= 13; ++r) {
        if (chkobba && r >= 8 && r <= 10) continue;
        out.push_back(AnyCard::of(StandardCard{static_cast<Rank>(r), static_cast<Suit>(s)}));
      }
  return out;
}

struct Blank {
  std::string name;
  std::set<std::string> forms;  // {card:acc} → "acc"
};

const std::regex& blank_pattern() {
  static const std::regex re(R"(\{([a-z_]+)(?::([a-z]+))?\})");
  return re;
}

// Every blank of every form of an entry (a string, or a plural entry's forms).
std::vector<Blank> blanks_of(const nlohmann::json& entry) {
  std::map<std::string, std::set<std::string>> found;
  auto scan = [&](const std::string& text) {
    for (auto it = std::sregex_iterator(text.begin(), text.end(), blank_pattern());
         it != std::sregex_iterator(); ++it) {
      auto& forms = found[(*it)[1].str()];
      if ((*it)[2].matched) forms.insert((*it)[2].str());
    }
  };
  if (entry.is_string()) scan(entry.get<std::string>());
  else
    for (const auto& [form, text] : entry.items())
      if (form != "count") scan(text.get<std::string>());
  std::vector<Blank> out;
  for (auto& [name, forms] : found) out.push_back(Blank{name, forms});
  return out;
}

// A phrase filling each blank: seats `seat`/`other`, card `card`, every number `n`.
Phrase phrase_for(const std::string& key, const std::vector<Blank>& blanks, int seat, int other,
                  const AnyCard& card, int n) {
  Phrase p(key);
  for (const Blank& b : blanks) {
    switch (kinds().at(b.name)) {
      case Kind::Seat: p.seat(b.name.c_str(), b.name == "name" ? seat : other); break;
      case Kind::Seats: p.seats(b.name.c_str(), {seat, other}); break;
      case Kind::Card: p.card(b.name.c_str(), card); break;
      case Kind::Cards: p.cards(b.name.c_str(), {card, card}); break;
      case Kind::Number: p.number(b.name.c_str(), n); break;
      case Kind::Numbers: p.numbers(b.name.c_str(), {1, n}); break;
      case Kind::Text: p.text(b.name.c_str(), "…"); break;
    }
  }
  return p;
}

bool has_blank(const std::string& words) { return std::regex_search(words, blank_pattern()); }

}  // namespace

TEST_CASE("Every template of every language reads whole with every card, seat and count") {
  const nlohmann::json english = language_file("en");
  int rendered = 0;
  for (const char* code : kLanguages) {
    INFO("language " << code);
    const InLanguage in(code);
    const nlohmann::json file = language_file(code);
    for (const auto& [key, en_entry] : english.items()) {
      INFO("key " << key);
      REQUIRE(file.contains(key));
      const std::vector<Blank> blanks = blanks_of(file.at(key));
      for (const Blank& b : blanks) {
        INFO("blank {" << b.name << "}");
        REQUIRE(kinds().count(b.name) == 1);
      }
      const bool has_card = std::any_of(blanks.begin(), blanks.end(), [](const Blank& b) {
        return kinds().at(b.name) == Kind::Card || kinds().at(b.name) == Kind::Cards;
      });
      const std::vector<AnyCard> cards =
          has_card ? cards_for(key) : std::vector<AnyCard>{AnyCard::of(CuccuCard{CuccuRank::kHorse})};
      for (const AnyCard& card : cards) {
        INFO("card " << card_words(card));
        // Every form the template asks of this card is the language's own.
        for (const Blank& b : blanks)
          for (const std::string& form : b.forms) {
            INFO("form " << form);
            CHECK(kinds().at(b.name) == Kind::Card);
            // A French-suited card has its forms when said in words (on screen its short name
            // "9♣" serves every case): app/table/words.h, spoken_card_form.
            if (card.pack == cardavia::kFrenchPack)
              CHECK_FALSE(cardavia::app::table::spoken_card_form(card, form, "cabo").empty());
            else
              CHECK_FALSE(card_form(card, form).empty());
          }
        const std::string words = say(phrase_for(key, blanks, 1, 2, card, 2), Naming{0, 4});
        INFO(words);
        CHECK_FALSE(has_blank(words));
        ++rendered;
      }
      // Every seat as the human sees it, two to five players; every count.
      for (int players = 2; players <= 5; ++players)
        for (int seat = 0; seat < players; ++seat) {
          const std::string words =
              say(phrase_for(key, blanks, seat, (seat + 1) % players, cards.front(), 2), Naming{0, players});
          INFO(words);
          CHECK_FALSE(words.empty());
          CHECK_FALSE(has_blank(words));
          ++rendered;
        }
      for (const int n : kCounts) {
        const std::string words = say(phrase_for(key, blanks, 1, 2, cards.front(), n), Naming{0, 4});
        INFO(words);
        CHECK_FALSE(has_blank(words));
        ++rendered;
      }
    }
  }
  CHECK(rendered > 20000);
}

namespace {

AnyCard cucu(CuccuRank r) { return AnyCard::of(CuccuCard{r}); }
AnyCard standard(Rank r, Suit s) { return AnyCard::of(StandardCard{r, s}); }

// The sample sentences of the golden list: the Cucù sentences that name a card as an object or
// subject, with the cards whose forms differ most (animate and inanimate, each gender, an elided
// article, a numeral), a count sentence with each count, and a card in Cabo's and Chkobba's.
struct Sample {
  std::string key;
  std::string about;  // what fills it, for the reader of the golden list
  Phrase phrase;
};

std::vector<Sample> samples() {
  std::vector<Sample> out;
  const std::vector<AnyCard> cards = {
      cucu(CuccuRank::kLion),  cucu(CuccuRank::kMask),   cucu(CuccuRank::kBucket),
      cucu(CuccuRank::kZero),  cucu(CuccuRank::kOne),    cucu(CuccuRank::kEight),
      cucu(CuccuRank::kInn),   cucu(CuccuRank::kCat),    cucu(CuccuRank::kHorse),
      cucu(CuccuRank::kHunter), cucu(CuccuRank::kCuckoo), cucu(CuccuRank::kFool)};
  for (const AnyCard& c : cards) {
    const std::string n = card_words(c);
    out.push_back({"cucu.prompt.turn", n + ", Ana", Phrase("cucu.prompt.turn").card("card", c).seat("name", 1)});
    out.push_back({"cucu.target.keep", n, Phrase("cucu.target.keep").card("card", c)});
  }
  for (const AnyCard& c : {cucu(CuccuRank::kHorse), cucu(CuccuRank::kSeven)}) {
    const std::string n = card_words(c);
    out.push_back({"cucu.prompt.turn_dealer", n, Phrase("cucu.prompt.turn_dealer").card("card", c)});
    out.push_back({"cucu.describe.own", n, Phrase("cucu.describe.own").card("card", c)});
    out.push_back({"cucu.describe.seat_card", "Bo, " + n,
                   Phrase("cucu.describe.seat_card").seat("name", 2).card("card", c)});
    out.push_back({"cucu.log.exchange_you", "Ana, " + n,
                   Phrase("cucu.log.exchange_you").seat("other", 1).card("card", c)});
    out.push_back({"cucu.log.top_you", n, Phrase("cucu.log.top_you").card("card", c)});
  }
  out.push_back({"cucu.log.exchange_asked_you", "Cy, Lion",
                 Phrase("cucu.log.exchange_asked_you").seat("name", 3).card("card", cucu(CuccuRank::kLion))});
  out.push_back({"cucu.log.deck_you", "Zero",
                 Phrase("cucu.log.deck_you").card("card", cucu(CuccuRank::kZero))});
  for (const int n : kCounts)
    out.push_back({"table.target.players", std::to_string(n), Phrase("table.target.players").number("n", n)});
  out.push_back({"cabo.prompt.turn", "Q♠",
                 Phrase("cabo.prompt.turn").card("card", standard(Rank::kQueen, Suit::kSpades))});
  out.push_back({"chkobba.prompt.cut", "7♦",
                 Phrase("chkobba.prompt.cut").card("card", standard(Rank::kSeven, Suit::kDiamonds))});
  return out;
}

}  // namespace

TEST_CASE("The sample sentences of every language stay as reviewed (tests/app/sentences.golden.txt)") {
  std::ostringstream actual;
  actual << "# Cardavia — sample sentences of the table in each language, as a reader of the language\n"
            "# reviewed them (tests/app/sentences_test.cpp). language · key · what fills it · the sentence\n";
  const std::vector<Sample> all = samples();  // in English: "what fills it" reads the same in every language
  for (const char* code : kLanguages) {
    const InLanguage in(code);
    for (const Sample& s : all) {
      // The human is seat 0 of four: seats 1, 2, 3 are Ana, Bo, Cy (in each language's spelling).
      actual << code << " · " << s.key << " · " << s.about << " · " << say(s.phrase, Naming{0, 4}) << '\n';
    }
  }
  const std::string golden =
      cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/app/sentences.golden.txt");
  if (golden != actual.str()) {
    std::ofstream("sentences.actual.txt") << actual.str();
    WARN("written: sentences.actual.txt in the test's working directory (the build folder)");
  }
  CHECK(golden == actual.str());
}

TEST_CASE("The sentences the issue names read as a speaker writes them") {
  const Phrase horse = Phrase("cucu.prompt.turn").card("card", cucu(CuccuRank::kHorse)).seat("name", 1);
  const Phrase lion = Phrase("cucu.prompt.turn").card("card", cucu(CuccuRank::kLion)).seat("name", 1);
  {
    const InLanguage in("ru");
    CHECK(say(horse, Naming{0, 4}).rfind("Оставьте Коня ", 0) == 0);
    CHECK(say(lion, Naming{0, 4}).rfind("Оставьте Льва ", 0) == 0);
  }
  {
    const InLanguage in("uk");
    CHECK(say(lion, Naming{0, 4}).rfind("Залиште Лева ", 0) == 0);
    CHECK(say(horse, Naming{0, 4}).rfind("Залиште Коня ", 0) == 0);
  }
  {
    const InLanguage in("it");
    CHECK(say(Phrase("cucu.target.keep").card("card", cucu(CuccuRank::kEight)), Naming{0, 4}) ==
          "Tieni l’VIII");
  }
}
