// Cardavia — text lookup over the tables generated from assets/i18n/*.json (see i18n.h).
#include "app/i18n.h"

#include <algorithm>
#include <array>
#include <deque>
#include <iterator>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "core/json_parse.h"
#include "page/option_values.h"

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

// The text tables' languages are the site's one list (pages/site.yaml, which CMake reads into
// CARDAVIA_LANGUAGES for both: scripts/embed_assets.py's tables and page::kLanguages): the build
// stops if they ever part (a CMakeLists.txt that lists them again).
constexpr bool same_languages() {
  if (page::kLanguages.size() != static_cast<std::size_t>(kLanguageCount)) return false;
  for (int i = 0; i < kLanguageCount; ++i)
    if (std::string_view(kLanguageCodes[i]) != page::kLanguages[static_cast<std::size_t>(i)]) return false;
  return true;
}
static_assert(same_languages(), "the text tables' languages must be pages/site.yaml's, in its order");

// [SECTION] Tables handed in at run time
// A language the build did not embed (kEmbedded false: the web build's uk ru fr es it) until its
// file arrives: its texts are kTexts' (the name only) and English stands in for the rest.
struct LoadedTable {
  std::deque<std::string> store;  // owns every text; a deque never moves what it holds
  std::vector<const char*> texts = std::vector<const char*>(kKeyCount, nullptr);
  std::vector<PluralEntry> plurals;  // sorted by key
  // A card's grammatical forms ("cucu.horse:acc") the build left out of kKeys (a fetched file's:
  // scripts/embed_assets.py), by key.
  std::map<std::string, const char*, std::less<>> forms;
};
const char* stored(LoadedTable& t, const std::string& text) { return t.store.emplace_back(text).c_str(); }

// [SECTION] Texts a game brings (register_texts): a handful of small tables, walked in full.
RegistryNode<const TextsEntry>* g_own_texts = nullptr;

// `key`'s text in language `lang`'s registered tables (nullptr: none has it).
const char* registered_text(int lang, std::string_view key) {
  for (const TextsEntry& table : RegistryList<const TextsEntry>(g_own_texts)) {
    if (std::string_view(table.lang) != kLanguageCodes[lang]) continue;
    for (const OwnText& t : table.texts)
      if (key == t.key) return t.text;
  }
  return nullptr;
}

// A key the embedded tables lack: language `lang`'s registered text, else English's, else the key
// itself (a gap shows itself).
const char* registered_or_key(int lang, const char* key) {
  if (g_own_texts == nullptr) return key;
  if (const char* text = registered_text(lang, key)) return text;
  if (const char* text = registered_text(0, key)) return text;
  return key;
}

}  // namespace

void register_texts(RegistryNode<const TextsEntry>& node) { push_node(g_own_texts, node); }

// [SECTION] The catalog
struct Catalog::State {
  int current = 0;  // index into kLanguageCodes
  std::array<std::unique_ptr<LoadedTable>, kLanguageCount> loaded;
};

Catalog::Catalog() : state_(std::make_unique<State>()) {}
Catalog::~Catalog() = default;

struct CatalogAccess {
  using State = Catalog::State;
  static State& state(Catalog& c) { return *c.state_; }
};

namespace {

// The catalog in use: an app's (use_catalog), else i18n's own — for programs with no app object
// (the native tests, the CLI); the one pointer i18n keeps.
Catalog* g_catalog = nullptr;

CatalogAccess::State& in_use() {
  if (g_catalog == nullptr) {
    static Catalog own;  // i18n's own catalog (see i18n.h): only where no app object gives one
    return CatalogAccess::state(own);
  }
  return CatalogAccess::state(*g_catalog);
}

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

// The language's own text (nullptr: it has none).
const char* own_text(int lang, int key) {
  if (in_use().loaded[lang]) return in_use().loaded[lang]->texts[key];
  return kTexts[lang][key];
}

const char* text_at(int lang, int key) {
  const char* text = own_text(lang, key);
  return text ? text : kTexts[0][key];  // missing in a language: English
}

const PluralEntry* plural_at(int lang, int key) {
  if (in_use().loaded[lang]) {
    const std::vector<PluralEntry>& all = in_use().loaded[lang]->plurals;
    const auto it = std::lower_bound(all.begin(), all.end(), key,
                                     [](const PluralEntry& e, int k) { return e.key < k; });
    return (it != all.end() && it->key == key) ? &*it : nullptr;
  }
  const auto* it = std::lower_bound(std::begin(kPlurals), std::end(kPlurals), std::pair(lang, key),
                                    [](const PluralEntry& e, std::pair<int, int> v) {
                                      return std::pair(e.lang, e.key) < v;
                                    });
  return (it != std::end(kPlurals) && it->lang == lang && it->key == key) ? it : nullptr;
}

// The language of the current choice, or English when the current one lacks the entry.
const PluralEntry* current_plural(int key) {
  if (const PluralEntry* e = plural_at(in_use().current, key)) return e;
  return own_text(in_use().current, key) == nullptr ? plural_at(0, key) : nullptr;
}

std::vector<Language> make_languages() {
  std::vector<Language> out;
  // app/CMakeLists.txt lists the files in the picker's order, English first.
  for (const char* code : kLanguageCodes) out.push_back(Language{code, tr_in(code, "language.self")});
  return out;
}

}  // namespace

void use_catalog(Catalog* catalog) { g_catalog = catalog; }

std::span<const Language> languages() {
  static const std::vector<Language> all = make_languages();
  return all;
}

bool has_language(std::string_view code) { return language_index(code) >= 0; }

const char* set_language(std::string_view code) {
  in_use().current = std::max(0, language_index(code));
  return kLanguageCodes[in_use().current];
}

const char* current_language() { return kLanguageCodes[in_use().current]; }

bool language_ready(std::string_view code) {
  const int i = language_index(code);
  return i >= 0 && (kEmbedded[i] || in_use().loaded[i] != nullptr);
}

std::string load_language(std::string_view code, std::string_view file_text) {
  const int lang = language_index(code);
  if (lang < 0) return "no such language: " + std::string(code);
  // The checks scripts/embed_assets.py makes of an embedded file (read_language), without throwing.
  const nlohmann::json file = parse_json(file_text);
  if (file.is_discarded() || !file.is_object()) return "not a JSON object of key -> text";
  auto table = std::make_unique<LoadedTable>();
  for (const auto& [key, value] : file.items()) {
    const int k = key_index(key);
    if (value.is_string()) {
      if (k >= 0) table->texts[k] = stored(*table, value.get_ref<const std::string&>());
      else if (key.find(':') != std::string::npos)
        table->forms[key] = stored(*table, value.get_ref<const std::string&>());
      continue;
    }
    if (!value.is_object() || value.empty()) return key + ": a text is a string or an object of plural forms";
    PluralEntry entry{lang, k, nullptr, nullptr, nullptr, nullptr, nullptr};
    for (const auto& [form, text] : value.items()) {
      const char** slot = form == "one" ? &entry.one : form == "few" ? &entry.few
                        : form == "many" ? &entry.many : form == "other" ? &entry.other
                        : form == "count" ? &entry.count : nullptr;
      if (slot == nullptr || !text.is_string())
        return key + ": unknown plural form " + form + " (one few many other count)";
      *slot = stored(*table, text.get_ref<const std::string&>());
    }
    if (!entry.one && !entry.few && !entry.many && !entry.other)
      return key + ": a plural object needs at least one form";
    if (k < 0) continue;  // a key the code does not know: checked, then passed over
    // Its most general form stands for it where a plain text is asked for (as embedded).
    table->texts[k] = entry.other ? entry.other : entry.many ? entry.many : entry.one ? entry.one : entry.few;
    // Kept in key order as they come (the lookups search it): smaller than a std::sort after.
    const auto before = std::find_if(table->plurals.begin(), table->plurals.end(),
                                     [k](const PluralEntry& e) { return e.key > k; });
    table->plurals.insert(before, entry);
  }
  // Embedded, or handed in before: the table in place stays (the file was still checked).
  if (!language_ready(code)) in_use().loaded[lang] = std::move(table);
  return "";
}

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
  if (k < 0) return registered_or_key(std::max(0, language_index(code)), key);
  return text_at(std::max(0, language_index(code)), k);
}

const char* tr_own(const char* key) {
  const int k = key_index(key);
  if (k >= 0) return own_text(in_use().current, k);
  if (const auto& loaded = in_use().loaded[in_use().current]) {
    const auto it = loaded->forms.find(std::string_view(key));
    if (it != loaded->forms.end()) return it->second;
  }
  return g_own_texts ? registered_text(in_use().current, key) : nullptr;
}

void fill_blank(std::string& pattern, std::string_view mark, std::string_view value) {
  for (std::size_t at = pattern.find(mark); at != std::string::npos;
       at = pattern.find(mark, at + value.size()))
    pattern.replace(at, mark.size(), value);
}

const char* tr(const char* key) {
  const int k = key_index(key);
  return k < 0 ? registered_or_key(in_use().current, key) : text_at(in_use().current, k);
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
  if (k < 0) return tr(key);  // a registered text: no plural forms
  const PluralEntry* e = current_plural(k);
  if (e == nullptr) return text_at(in_use().current, k);
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
