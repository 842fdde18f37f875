// Cardavia — phrases put into words (see words.h).
#include "app/table/words.h"

#include <nlohmann/json.hpp>

#include "app/card_packs.h"
#include "app/i18n.h"
#include "app/table/games.h"

namespace cardavia::app::table {
namespace {

using session::Phrase;
using session::PhraseArg;

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

// The name a game gives one of its cards, said before the card's own words, or nullptr: Chkobba's
// 7♦, the 7ayya (a point of its own at a deal's end) — the game's entry says (GameEntry::card_name).
const char* game_card_name(const AnyCard& card, std::string_view game) {
  const GameEntry* entry = game.empty() ? nullptr : find_table_game(game);
  const char* key = entry && entry->card_name ? entry->card_name(card) : nullptr;
  return key ? tr(key) : nullptr;
}

}  // namespace

std::string spoken_card_form(const AnyCard& card, const std::string& form, std::string_view game) {
  const PackEntry* pack = find_pack(card.pack);
  const std::string words = pack ? pack->spoken(card.code, form) : std::string();
  if (words.empty()) return {};
  if (const char* own = game_card_name(card, game)) return std::string(own) + " (" + words + ")";
  return words;
}

std::string spoken_card_words(const AnyCard& card, std::string_view game) {
  return spoken_card_form(card, "", game);
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
    fill_blank(out, "{" + a.name + "}", arg_words(a, naming));
    replace_forms(out, a, naming);
  }
  return out;
}

std::string card_form(const AnyCard& card, const std::string& form) {
  const PackEntry* pack = find_pack(card.pack);
  return pack ? pack->form(card.code, form) : std::string();
}

std::string fill(const char* key,
                 std::initializer_list<std::pair<const char*, std::string>> blanks) {
  std::string out = tr(key);
  for (const auto& [name, value] : blanks) fill_blank(out, std::string("{") + name + "}", value);
  return out;
}

std::string card_words(const AnyCard& card) {
  const PackEntry* pack = find_pack(card.pack);
  return pack ? pack->short_name(card.code) : "?";
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
