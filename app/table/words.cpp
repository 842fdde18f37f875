// Cardavia — phrases put into words (see words.h).
#include "app/table/words.h"

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
      for (const AnyCard& c : a.cards) out += (out.empty() ? "" : " ") + card_words(c);
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

}  // namespace

std::string Naming::seat(int seat) const {
  if (seat == human) return tr("table.you");
  constexpr const char* kNames[4] = {"table.name.first", "table.name.second", "table.name.third",
                                     "table.name.fourth"};
  const int after = (seat - human + players) % players;  // 1 … players-1
  return tr(kNames[(after - 1) % 4]);
}

std::string say(const Phrase& phrase, const Naming& naming) {
  if (phrase.empty()) return {};
  std::string out = text_of(phrase);
  for (const PhraseArg& a : phrase.args) replace_all(out, "{" + a.name + "}", arg_words(a, naming));
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
    const char* key = cucu_name_key(card.cuccu);
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

}  // namespace cardavia::app::table
