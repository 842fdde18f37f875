// Cardavia — text lookup in six languages. Every string a player reads lives in
// assets/i18n/<lang>.json (en uk ru fr es it), turned into tables at build time
// (scripts/embed_assets.py), so no text sits in the code. Native builds embed every language;
// the web build embeds English only and is handed the others' files at run time (load_language,
// web/language.cpp fetches i18n/<lang>.json): until then that language's texts are English.
//
//   set_language("uk")                    the current language (the shell sets it from
//                                         Settings.lang every frame; an unknown code: English)
//   tr("table.btn.close")                 "Закрити": the text in the current language
//   tr_plural("table.target.players", 5)  "5 гравців": the form the language's rules give 5
//
// Plural forms, by each language's rules for whole numbers (CLDR), chosen from the absolute value:
//   language   forms            rule
//   en es it   one other        one: n = 1
//   fr         one other        one: n = 0 or 1 ("0 point", "1 point", "2 points")
//   ru uk      one few many     one: n % 10 = 1 and n % 100 ≠ 11 (1, 21, 101)
//                               few: n % 10 in 2–4 and n % 100 not in 12–14 (2, 3, 24)
//                               many: every other whole number (0, 5–20, 25, 111)
// A text missing in a language falls back to English (a test makes that fail); a key missing in
// English too shows itself, so a gap is visible on screen instead of silently blank.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/registry_list.h"

namespace cardavia::app {

// [SECTION] The catalog in use
// What changes while the program runs: the current language and the tables handed in
// (load_language). The embedded tables (scripts/embed_assets.py's strings.inc) are constant data.
// The program's one app object owns its catalog — the web App (web/app.h) holds one and points
// i18n at it (use_catalog) before its first frame; tr() and the others keep their signatures and
// read the catalog in use. Programs without an app object (the native tests, the CLI) use i18n's
// own catalog, which is also the one in use until use_catalog is called.
class Catalog {
 public:
  Catalog();
  ~Catalog();
  Catalog(const Catalog&) = delete;
  Catalog& operator=(const Catalog&) = delete;

 private:
  friend struct CatalogAccess;  // i18n.cpp
  struct State;
  std::unique_ptr<State> state_;
};
// The catalog i18n reads from here on (nullptr: its own again). The caller keeps it alive.
void use_catalog(Catalog* catalog);

// [SECTION] Languages
struct Language {
  const char* code;  // "uk"
  const char* self;  // its name in itself, "Українська" (its file's "language.self")
};
// In the picker's order (the rules pages' order too: pages/site.yaml): en uk ru fr es it.
std::span<const Language> languages();
bool has_language(std::string_view code);
// The current language; an unknown code selects English. Returns what it selected.
const char* set_language(std::string_view code);
const char* current_language();
// Whether `code`'s table is here (embedded, or handed in by load_language).
bool language_ready(std::string_view code);
// Hands in `code`'s table: a language file's text (assets/i18n/<lang>.json), checked as the build
// checks an embedded one. "" when it reads (it takes the place of English for that language, unless
// the language's table was already here: then nothing changes); else what is wrong with it, and
// nothing changes (the language stays as it was).
std::string load_language(std::string_view code, std::string_view file_text);

// Which language a visit starts in: the `lang` URL option, else the saved choice, else the first
// of the browser's languages we have ("fr-CA" counts as "fr"), else English. Values that name no
// language of ours are passed over.
std::string choose_language(const std::optional<std::string>& url_option,
                            const std::optional<std::string>& saved,
                            const std::vector<std::string>& browser_languages);

// [SECTION] Texts
// The text for `key` in the current language (a plural entry: its most general form).
const char* tr(const char* key);
// … in language `code` (the picker names each language in itself).
const char* tr_in(std::string_view code, const char* key);
// The current language's own text for `key`, or nullptr when it has none (no English stand-in):
// for the entries only some languages have, such as a card's grammatical forms ("cucu.horse:acc",
// app/table/words.h).
const char* tr_own(const char* key);
// Puts `value` in the place of every `mark` of a text's pattern: card.say's "{rank} of {suit}",
// a sentence's "{card}", a numeral's form "{numeral}".
void fill_blank(std::string& pattern, std::string_view mark, std::string_view value);

// [SECTION] Texts a game brings
// A game added outside assets/ (the toy fourth game, tests/fourth_game/) brings its own words, a
// table per language, registered where it lives:
//   const OwnText kEnglish[] = {{"game.<id>.name", "High Card"}, …};   (tests/fourth_game/)
//   const TextsEntry kHighCardEnglish = {"en", kEnglish};
//   CARDAVIA_REGISTER_TEXTS(kHighCardEnglish);
// tr(), tr_in(), tr_own() and tr_plural() read them for a key the embedded tables lack: the
// language's own first, then English's (tr_own: the language's own only). The site's games keep
// theirs in assets/i18n/, checked at build time; nothing in the site registers any.
struct OwnText {
  const char* key;
  const char* text;
};
struct TextsEntry {
  const char* lang;
  std::span<const OwnText> texts;
};
void register_texts(RegistryNode<const TextsEntry>& node);
using TextsRegistrar = Registrar<const TextsEntry, &register_texts>;

// [SECTION] Plural forms
enum class PluralForm { One, Few, Many, Other };
PluralForm plural_form(std::string_view code, long long n);
// The name of the phrase argument that chooses `key`'s form ("" for the phrase's first number
// argument), or nullptr when `key` is not a plural entry in the current language.
const char* plural_argument(const char* key);
// `key`'s text for the number `n` in the current language (not a plural entry: tr(key)).
const char* tr_plural(const char* key, long long n);

}  // namespace cardavia::app

// One line in the file that brings the texts, at namespace scope.
#define CARDAVIA_REGISTER_TEXTS(entry) CARDAVIA_REGISTRAR(::cardavia::app::TextsRegistrar, entry)
