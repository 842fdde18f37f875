// Cardavia — phrases put into words (see words.h).
#include "app/table/words.h"

#include <cctype>
#include <nlohmann/json.hpp>

#include "app/card_renderer.h"
#include "app/i18n.h"

namespace cardavia::app::table {
namespace {

using session::Phrase;
using session::PhraseArg;

void replace_all(std::string& text, const std::string& mark, const std::string& value) {
  for (std::size_t at = text.find(mark); at != std::string::npos;
       at = text.find(mark, at + value.size()))
    text.replace(at, mark.size(), value);
}

// "Ana", "Ana and Bo", "You, Ana and Bo".
std::string seat_list(const std::vector<int>& seats, const Naming& naming) {
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += i + 1 == seats.size() ? std::string(" ") + tr("table.and") + " " : ", ";
    out += naming.seat(seats[i]);
  }
  return out;
}

std::string arg_words(const PhraseArg& a, const Naming& naming) {
  std::string out;
  switch (a.kind) {
    case PhraseArg::Kind::kSeat:
    case PhraseArg::Kind::kSeats:
      return seat_list(a.ints, naming);
    case PhraseArg::Kind::kCard:
    case PhraseArg::Kind::kCards:
      // Spoken, a list is said with commas ("nine of clubs, ace of hearts"): a pause between
      // cards that are several words each.
      for (const AnyCard& c : a.cards) {
        if (naming.voice == Voice::kSpoken)
          out += (out.empty() ? "" : ", ") + spoken_card_words(c, naming.game);
        else
          out += (out.empty() ? "" : " ") + card_words(c);
      }
      return out;
    case PhraseArg::Kind::kNumber:
    case PhraseArg::Kind::kNumbers:
      for (const int n : a.ints) out += (out.empty() ? "" : ", ") + std::to_string(n);
      return out;
    case PhraseArg::Kind::kText:
      return a.text;
    case PhraseArg::Kind::kPhrase:
      return a.phrase.empty() ? std::string() : say(a.phrase.front(), naming);
  }
  return out;
}

// The text of the phrase's key: for a plural entry, the form its number argument chooses (the
// one the entry names, else the phrase's first `number`).
const char* text_of(const Phrase& phrase) {
  const char* count = plural_argument(phrase.key.c_str());
  if (count == nullptr) return tr(phrase.key.c_str());
  for (const PhraseArg& a : phrase.args) {
    const bool chooses = *count ? a.name == count : a.kind == PhraseArg::Kind::kNumber;
    if (chooses && !a.ints.empty()) return tr_plural(phrase.key.c_str(), a.ints.front());
  }
  return tr(phrase.key.c_str());
}

// Fills each {name:form} of `out` with the form of the argument's card (one card; any other
// argument, or a form the language lacks: its plain words).
void replace_forms(std::string& out, const PhraseArg& a, const Naming& naming) {
  const std::string mark = "{" + a.name + ":";
  for (std::size_t at = out.find(mark); at != std::string::npos; at = out.find(mark, at)) {
    const std::size_t end = out.find('}', at + mark.size());
    if (end == std::string::npos) return;
    const std::string form = out.substr(at + mark.size(), end - at - mark.size());
    std::string value;
    if (a.kind == PhraseArg::Kind::kCard && a.cards.size() == 1)
      value = naming.voice == Voice::kSpoken ? spoken_card_form(a.cards.front(), form, naming.game)
                                             : card_form(a.cards.front(), form);
    if (value.empty()) value = arg_words(a, naming);
    out.replace(at, end + 1 - at, value);
    at += value.size();
  }
}

// The key a card's name and forms are read under: a named Cuccù card's ("cucu.horse"), the zero's
// ("cucu.zero"); nullptr for a numeral or a French-suited card.
const char* word_key(const AnyCard& card) {
  if (card.pack != AnyCard::Pack::kCuccu) return nullptr;
  if (card.cuccu.rank == CuccuRank::kZero) return "cucu.zero";
  return cucu_name_key(card.cuccu);
}

// Item `index` of a card.say list ("ace|two|…|king"), or "" when the list is shorter.
std::string list_item(const char* list, int index) {
  std::string_view rest = list;
  for (int i = 0; i < index; ++i) {
    const std::size_t bar = rest.find('|');
    if (bar == std::string_view::npos) return {};
    rest.remove_prefix(bar + 1);
  }
  return std::string(rest.substr(0, rest.find('|')));
}

// A French-suited card in words: card.say's pattern ("{rank} of {suit}") filled from the lists of
// rank and suit names; `form` (a grammatical case, "acc") picks the language's own rank list for it
// when it has one ("card.say.ranks:acc": ru "девятку треф").
std::string standard_card_said(StandardCard card, const std::string& form) {
  const char* ranks = form.empty() ? nullptr : tr_own(("card.say.ranks:" + form).c_str());
  if (ranks == nullptr) ranks = tr("card.say.ranks");
  std::string out = tr("card.say");
  replace_all(out, "{rank}", list_item(ranks, static_cast<int>(card.rank) - 1));
  replace_all(out, "{suit}", list_item(tr("card.say.suits"), static_cast<int>(card.suit)));
  return out;
}

// The name a game gives one of its cards, said before the card's own words, or nullptr:
// Chkobba's 7♦, the 7ayya (a point of its own at a deal's end).
const char* game_card_name(const AnyCard& card, std::string_view game) {
  const bool sette = game == "chkobba" && card.pack == AnyCard::Pack::kStandard &&
                     card.standard.rank == Rank::kSeven && card.standard.suit == Suit::kDiamonds;
  return sette ? tr("chkobba.category.sette") : nullptr;
}

// A card in words, its name (or its name's `form`) given: a named Cuccù card gets its numeral
// after it ("Horse (XIII)"), a French-suited card its rank and suit, after a game's own name.
std::string said_with(const AnyCard& card, const std::string& name, const std::string& form,
                      std::string_view game) {
  if (card.pack == AnyCard::Pack::kCuccu) {
    const std::string numeral = cucu_numeral(card.cuccu);
    const bool named = cucu_name_key(card.cuccu) != nullptr;
    return named && !numeral.empty() ? name + " (" + numeral + ")" : name;
  }
  const std::string words = standard_card_said(card.standard, form);
  if (const char* own = game_card_name(card, game)) return std::string(own) + " (" + words + ")";
  return words;
}

}  // namespace

std::string spoken_card_words(const AnyCard& card, std::string_view game) {
  return said_with(card, card.pack == AnyCard::Pack::kCuccu ? card_words(card) : std::string(), "",
                   game);
}

std::string spoken_card_form(const AnyCard& card, const std::string& form, std::string_view game) {
  if (card.pack == AnyCard::Pack::kCuccu) {
    const std::string name = card_form(card, form);
    return name.empty() ? std::string() : said_with(card, name, form, game);
  }
  // A French-suited card has a form only where the language lists its ranks in that form.
  if (tr_own(("card.say.ranks:" + form).c_str()) == nullptr) return {};
  return said_with(card, {}, form, game);
}

std::string Naming::seat(int seat) const {
  if (seat == human) return tr("table.you");
  if (seat >= 0 && static_cast<std::size_t>(seat) < people.size() &&
      !people[static_cast<std::size_t>(seat)].empty()) {
    return people[static_cast<std::size_t>(seat)];
  }
  constexpr const char* kNames[4] = {"table.name.first", "table.name.second", "table.name.third",
                                     "table.name.fourth"};
  const int from = people.empty() ? human : first_person;
  const int after = (seat - from + players) % players;  // 1 … players-1
  return tr(kNames[(after - 1) % 4]);
}

std::string say(const Phrase& phrase, const Naming& naming) {
  if (phrase.empty()) return {};
  std::string out = text_of(phrase);
  for (const PhraseArg& a : phrase.args) {
    replace_all(out, "{" + a.name + "}", arg_words(a, naming));
    replace_forms(out, a, naming);
  }
  return out;
}

std::string card_form(const AnyCard& card, const std::string& form) {
  if (const char* key = word_key(card)) {
    const char* text = tr_own((std::string(key) + ":" + form).c_str());
    return text ? text : "";
  }
  if (card.pack != AnyCard::Pack::kCuccu) return "";
  const std::string numeral = cucu_numeral(card.cuccu);
  std::string lower = numeral;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  // Built, not one literal: cucu.numeral is no key of en.json (tests/web/i18n.test.mjs reads
  // every quoted key in the code), only a prefix of forms some languages have.
  const std::string numerals = std::string("cucu.") + "numeral";
  if (const char* own = tr_own((numerals + "." + lower + ":" + form).c_str())) return own;
  const char* pattern = tr_own((numerals + ":" + form).c_str());
  if (pattern == nullptr) return "";
  std::string out = pattern;
  replace_all(out, "{numeral}", numeral);
  return out;
}

std::string fill(const char* key,
                 std::initializer_list<std::pair<const char*, std::string>> blanks) {
  std::string out = tr(key);
  for (const auto& [name, value] : blanks) replace_all(out, std::string("{") + name + "}", value);
  return out;
}

std::string card_words(const AnyCard& card) {
  if (card.pack == AnyCard::Pack::kCuccu) {
    const char* key = word_key(card);
    return key ? tr(key) : cucu_numeral(card.cuccu);
  }
  constexpr const char* kRankKeys[13] = {
      "card.rank.ace",  nullptr,           nullptr,         nullptr, nullptr,
      nullptr,          nullptr,           nullptr,         nullptr, nullptr,
      "card.rank.jack", "card.rank.queen", "card.rank.king"};
  constexpr const char* kSuits[4] = {"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6",
                                     "\xe2\x99\xa3"};  // ♠ ♥ ♦ ♣, in core's order S H D C
  const int rank = static_cast<int>(card.standard.rank);
  const char* key = kRankKeys[rank - 1];
  return (key ? std::string(tr(key)) : std::to_string(rank)) +
         kSuits[static_cast<int>(card.standard.suit)];
}

std::string page_words_json() {
  nlohmann::json words = nlohmann::json::object();
  for (const char* key :
       {"page.copied", "page.not_kept", "page.keep.title", "page.keep.embedded", "page.keep.new_tab",
        "page.keep.play_on", "table.btn.export", "page.close", "page.import.title", "page.import.hint",
        "page.import.field", "page.import.open", "page.import.file", "page.import.cancel",
        "page.copy.title", "page.copy.button", "page.file_unreadable", "page.file_too_big",
        "table.access.mirror", "table.access.describe"})
    words[key] = tr(key);
  return words.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cardavia::app::table
