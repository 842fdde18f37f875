// Cardavia — text lookup over the tables generated from assets/i18n/*.json (see i18n.h).
#include "app/i18n.h"

#include <algorithm>
#include <iterator>

namespace cardavia::app {
namespace {

// A plural entry of one language: its forms (nullptr: the language has no such form) and the
// argument that chooses (nullptr: the phrase's first number argument).
struct PluralEntry {
  int lang;
  int key;
  const char* one;
  const char* few;
  const char* many;
  const char* other;
  const char* count;
};

// kLanguageCount, kKeyCount, kLanguageCodes, kKeys (sorted), kTexts[lang][key], kPlurals (sorted
// by language, then key): scripts/embed_assets.py.
#include "strings.inc"

int g_current = 0;  // index into kLanguageCodes

int language_index(std::string_view code) {
  for (int i = 0; i < kLanguageCount; ++i)
    if (code == kLanguageCodes[i]) return i;
  return -1;
}

int key_index(std::string_view key) {
  const auto* it = std::lower_bound(std::begin(kKeys), std::end(kKeys), key,
                                    [](const char* k, std::string_view v) { return k < v; });
  return (it != std::end(kKeys) && *it == key) ? static_cast<int>(it - std::begin(kKeys)) : -1;
}

const char* text_at(int lang, int key) {
  const char* text = kTexts[lang][key];
  return text ? text : kTexts[0][key];  // missing in a language: English
}

const PluralEntry* plural_at(int lang, int key) {
  const auto* it = std::lower_bound(std::begin(kPlurals), std::end(kPlurals), std::pair(lang, key),
                                    [](const PluralEntry& e, std::pair<int, int> v) {
                                      return std::pair(e.lang, e.key) < v;
                                    });
  return (it != std::end(kPlurals) && it->lang == lang && it->key == key) ? it : nullptr;
}

// The language of the current choice, or English when the current one lacks the entry.
const PluralEntry* current_plural(int key) {
  if (const PluralEntry* e = plural_at(g_current, key)) return e;
  return kTexts[g_current][key] == nullptr ? plural_at(0, key) : nullptr;
}

std::vector<Language> make_languages() {
  std::vector<Language> out;
  // app/CMakeLists.txt lists the files in the picker's order, English first.
  for (const char* code : kLanguageCodes) out.push_back(Language{code, tr_in(code, "language.self")});
  return out;
}

}  // namespace

std::span<const Language> languages() {
  static const std::vector<Language> all = make_languages();
  return all;
}

bool has_language(std::string_view code) { return language_index(code) >= 0; }

const char* set_language(std::string_view code) {
  g_current = std::max(0, language_index(code));
  return kLanguageCodes[g_current];
}

const char* current_language() { return kLanguageCodes[g_current]; }

std::string choose_language(const std::optional<std::string>& url_option,
                            const std::optional<std::string>& saved,
                            const std::vector<std::string>& browser_languages) {
  if (url_option && has_language(*url_option)) return *url_option;
  if (saved && has_language(*saved)) return *saved;
  for (const std::string& tag : browser_languages) {
    // "uk-UA", "fr_CA", "ES": the primary subtag, lower-cased.
    std::string primary = tag.substr(0, tag.find_first_of("-_"));
    std::transform(primary.begin(), primary.end(), primary.begin(),
                   [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; });
    if (has_language(primary)) return primary;
  }
  return "en";
}

const char* tr_in(std::string_view code, const char* key) {
  const int k = key_index(key);
  if (k < 0) return key;
  return text_at(std::max(0, language_index(code)), k);
}

const char* tr(const char* key) {
  const int k = key_index(key);
  return k < 0 ? key : text_at(g_current, k);
}

PluralForm plural_form(std::string_view code, long long n) {
  const long long a = n < 0 ? -n : n;
  if (code == "ru" || code == "uk") {
    const long long units = a % 10, tens = a % 100;
    if (units == 1 && tens != 11) return PluralForm::One;
    if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return PluralForm::Few;
    return PluralForm::Many;
  }
  if (code == "fr") return a <= 1 ? PluralForm::One : PluralForm::Other;
  return a == 1 ? PluralForm::One : PluralForm::Other;  // en es it
}

const char* plural_argument(const char* key) {
  const int k = key_index(key);
  const PluralEntry* e = k < 0 ? nullptr : current_plural(k);
  if (e == nullptr) return nullptr;
  return e->count ? e->count : "";
}

const char* tr_plural(const char* key, long long n) {
  const int k = key_index(key);
  if (k < 0) return key;
  const PluralEntry* e = current_plural(k);
  if (e == nullptr) return text_at(g_current, k);
  const char* form = nullptr;
  switch (plural_form(kLanguageCodes[e->lang], n)) {
    case PluralForm::One: form = e->one; break;
    case PluralForm::Few: form = e->few; break;
    case PluralForm::Many: form = e->many; break;
    case PluralForm::Other: form = e->other; break;
  }
  // A form the file lacks (the test catches it): the most general one it has.
  if (form == nullptr) form = e->other ? e->other : e->many ? e->many : e->one;
  return form ? form : text_at(e->lang, k);
}

}  // namespace cardavia::app
