// Cardavia — the six languages at the table (app/i18n.h): each language's plural rules, a phrase's
// number choosing its sentence's form, the language a visit starts in, switching at runtime, and
// every language named in itself.
#include "app/i18n.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "app/table/words.h"

using cardavia::app::choose_language;
using cardavia::app::current_language;
using cardavia::app::languages;
using cardavia::app::plural_form;
using cardavia::app::PluralForm;
using cardavia::app::set_language;
using cardavia::app::tr;
using cardavia::app::table::Naming;
using cardavia::app::table::say;
using cardavia::session::Phrase;

namespace {
// Each test leaves the table in English, as the others expect it.
struct InLanguage {
  explicit InLanguage(const char* code) { set_language(code); }
  ~InLanguage() { set_language("en"); }
};
}  // namespace

TEST_CASE("Plural forms follow each language's rules for whole numbers") {
  // Russian and Ukrainian: one (1, 21, 101), few (2–4, 22–24, but not 12–14), many (the rest).
  for (const char* code : {"ru", "uk"}) {
    INFO(code);
    for (const int n : {1, 21, 31, 101, 1001, -1}) CHECK(plural_form(code, n) == PluralForm::One);
    for (const int n : {2, 3, 4, 22, 23, 24, 102, 1004}) CHECK(plural_form(code, n) == PluralForm::Few);
    for (const int n : {0, 5, 9, 10, 11, 12, 13, 14, 15, 20, 25, 100, 111, 112, 114, 1000})
      CHECK(plural_form(code, n) == PluralForm::Many);
  }
  // French: 0 and 1 are singular.
  CHECK(plural_form("fr", 0) == PluralForm::One);
  CHECK(plural_form("fr", 1) == PluralForm::One);
  CHECK(plural_form("fr", 2) == PluralForm::Other);
  // English, Spanish, Italian: one is 1 only.
  for (const char* code : {"en", "es", "it"}) {
    INFO(code);
    CHECK(plural_form(code, 1) == PluralForm::One);
    CHECK(plural_form(code, 0) == PluralForm::Other);
    CHECK(plural_form(code, 2) == PluralForm::Other);
    CHECK(plural_form(code, 21) == PluralForm::Other);
  }
}

TEST_CASE("A phrase's number chooses the form of its sentence in the current language") {
  const Naming n{0, 4};
  auto players = [&](int count) { return say(Phrase("table.target.players").number("n", count), n); };
  {
    const InLanguage uk("uk");
    CHECK(players(2) == "2 гравці");
    CHECK(players(4) == "4 гравці");
    CHECK(players(5) == "5 гравців");
    CHECK(players(21) == "21 гравець");
  }
  {
    const InLanguage ru("ru");
    CHECK(players(1) == "1 игрок");
    CHECK(players(3) == "3 игрока");
    CHECK(players(11) == "11 игроков");
  }
  {
    const InLanguage fr("fr");
    CHECK(players(0) == "0 joueur");
    CHECK(players(1) == "1 joueur");
    CHECK(players(5) == "5 joueurs");
  }
  CHECK(players(1) == "1 player");
  CHECK(players(3) == "3 players");
}

TEST_CASE("The language switches at runtime, and an unknown one reads as English") {
  CHECK(std::string(set_language("fr")) == "fr");
  CHECK(std::string(tr("table.btn.close")) == "Fermer");
  CHECK(say(Phrase("cabo.log.take").seat("name", 1).card("card", cardavia::AnyCard::of(
                                                                     *cardavia::StandardCard::parse("7H"))),
            Naming{0, 3}) == "Ana prend 7\xe2\x99\xa5 dans la d\xc3\xa9""fausse.");
  CHECK(std::string(set_language("uk")) == "uk");
  CHECK(std::string(tr("table.btn.close")) == "Закрити");
  CHECK(Naming{0, 3}.seat(0) == "Ви");
  CHECK(Naming{0, 3}.seat(1) == "Ана");
  CHECK(std::string(set_language("klingon")) == "en");
  CHECK(std::string(current_language()) == "en");
  CHECK(std::string(tr("table.btn.close")) == "Close");
  // A key nobody wrote shows itself in every language.
  set_language("it");
  CHECK(std::string(tr("no.such.key")) == "no.such.key");
  set_language("en");
}

TEST_CASE("Every language is named in itself, in the picker's order") {
  std::vector<std::pair<std::string, std::string>> names;
  for (const auto& l : languages()) names.emplace_back(l.code, l.self);
  CHECK(names == std::vector<std::pair<std::string, std::string>>{{"en", "English"},
                                                                 {"uk", "Українська"},
                                                                 {"ru", "Русский"},
                                                                 {"fr", "Français"},
                                                                 {"es", "Español"},
                                                                 {"it", "Italiano"}});
}

TEST_CASE("A visit's language: the URL option, else the saved choice, else the browser's, else English") {
  using Opt = std::optional<std::string>;
  CHECK(choose_language(Opt("uk"), Opt("fr"), {"ru-RU"}) == "uk");
  CHECK(choose_language(Opt(), Opt("fr"), {"ru-RU"}) == "fr");
  CHECK(choose_language(Opt(), Opt(), {"ru-RU", "en"}) == "ru");
  // The first of the browser's languages we have; region and case do not matter.
  CHECK(choose_language(Opt(), Opt(), {"de-DE", "pt", "ES", "it"}) == "es");
  CHECK(choose_language(Opt(), Opt(), {"fr_CA"}) == "fr");
  CHECK(choose_language(Opt(), Opt(), {"de", "pl"}) == "en");
  CHECK(choose_language(Opt(), Opt(), {}) == "en");
  // A value naming no language of ours is passed over, never taken.
  CHECK(choose_language(Opt("xx"), Opt("it"), {"uk"}) == "it");
  CHECK(choose_language(Opt("xx"), Opt("EN-GB"), {"uk"}) == "uk");
}

TEST_CASE("A language file handed in at run time is checked as an embedded one") {
  // Natively every table is embedded (language_ready): a good file reads and changes nothing; a
  // broken one says what is wrong and changes nothing either (the web build's fetched files).
  using cardavia::app::language_ready;
  using cardavia::app::load_language;
  for (const char* code : {"en", "uk", "ru", "fr", "es", "it"}) CHECK(language_ready(code));
  CHECK_FALSE(language_ready("klingon"));
  CHECK(load_language("uk", R"({"table.btn.close": "Закрити", "x.y": {"one": "a", "many": "b"}})").empty());
  CHECK_FALSE(load_language("klingon", "{}").empty());
  CHECK_FALSE(load_language("uk", "{not json").empty());
  CHECK_FALSE(load_language("uk", "[1, 2]").empty());
  CHECK_FALSE(load_language("uk", R"({"table.btn.close": 3})").empty());
  CHECK_FALSE(load_language("uk", R"({"table.btn.close": {}})").empty());
  CHECK_FALSE(load_language("uk", R"({"table.btn.close": {"two": "x"}})").empty());
  CHECK_FALSE(load_language("uk", R"({"table.btn.close": {"one": 1}})").empty());
  CHECK_FALSE(load_language("uk", R"({"table.btn.close": {"count": "n"}})").empty());
  InLanguage uk("uk");
  CHECK(std::string(tr("table.btn.close")) == "Закрити");
}

TEST_CASE("The words' state is a catalog its owner holds: the language chosen in one stays in it") {
  // The web App owns a Catalog and points i18n at it (web/app.h); elsewhere i18n's own is in use.
  using cardavia::app::Catalog;
  using cardavia::app::use_catalog;
  InLanguage fr("fr");  // i18n's own catalog: French
  {
    Catalog app_words;
    use_catalog(&app_words);
    CHECK(std::string(current_language()) == "en");  // a new catalog starts in English
    set_language("uk");
    CHECK(std::string(tr("table.btn.close")) == "Закрити");
    use_catalog(nullptr);
  }
  CHECK(std::string(current_language()) == "fr");  // i18n's own is as it was left
}

TEST_CASE("The page's words are one object: its notes, its sheets and its mirror's, in the table's language") {
  const nlohmann::json en = nlohmann::json::parse(cardavia::app::table::page_words_json());
  for (const char* key : {"page.copied", "page.not_kept", "page.import.title", "table.access.mirror",
                          "table.access.describe"})
    CHECK(en.value(key, "") == tr(key));
  InLanguage uk("uk");
  const nlohmann::json words = nlohmann::json::parse(cardavia::app::table::page_words_json());
  CHECK(words.size() == en.size());
  CHECK(words["table.access.mirror"] == tr("table.access.mirror"));
  CHECK(words["table.access.mirror"] != en["table.access.mirror"]);
}
