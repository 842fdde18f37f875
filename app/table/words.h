// Cardavia — phrases (session/phrase.h) put into words in the table's language: the only place
// where a seat becomes a name, a card its short name and a number its digits.
//
//   say(Phrase("cabo.log.take").seat("name", 1).card("card", 7♥), naming)
//     tr("cabo.log.take") = "{name} took the {card} from the discard pile."
//     → "Ana took the 7♥ from the discard pile."
//
// Each {blank} of the key's text is replaced by its argument's words; a blank without an argument
// stays as it is (visible on screen, and caught by tests/app/), an argument without a blank is
// left out. Plural forms: when the key's text is a plural entry (assets/i18n: {"one": …,
// "other": …}), say() picks the form for the phrase's `number` argument by the language's rules
// (app/i18n.h) — the entry's "count" names the argument, else the phrase's first `number`:
//   say(Phrase("table.target.players").number("n", 5), naming)   uk: "5 гравців", en: "5 players"
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>
#include <utility>

#include "core/cards/any_card.h"
#include "session/phrase.h"

namespace cardavia::app::table {

// How a card is named. On screen by its short name ("9♣": the symbol is what the face shows); to
// the ear — the page's mirror and live region, the table in words — in words ("nine of clubs"),
// since a screen reader reads ♣ as "black club suit" or not at all.
enum class Voice : unsigned char { kScreen, kSpoken };

// Whose names: the human is "You"; the others are named by their place after the human in play
// order (Ana, Bo, Cy, Dee), so a name always means the same chair. `game` (the game's id) names
// the cards a game calls by a name of its own when spoken: Chkobba's 7♦ is "the 7ayya".
struct Naming {
  Naming(int human_seat, int player_count, std::string_view game_id = {})
      : human(human_seat), players(player_count), game(game_id) {}
  int human = 0;
  int players = 1;
  std::string_view game;
  Voice voice = Voice::kScreen;
  // Pass-and-play: each seat's person's name ("" for a computer's seat), and the first person's
  // seat, from which the computers' names count — so a computer keeps its name whoever views.
  // Empty: the computers' names count from `human`.
  std::vector<std::string> people;
  int first_person = 0;
  std::string seat(int seat) const;
  Naming spoken() const {
    Naming out = *this;
    out.voice = Voice::kSpoken;
    return out;
  }
};

std::string say(const session::Phrase& phrase, const Naming& naming);
// Fills {blank}s of `key`'s text with plain strings (for the few texts that are not phrases).
std::string fill(const char* key,
                 std::initializer_list<std::pair<const char*, std::string>> blanks);

// A card's short name: "7♦", "10♠", "K♣" (the rank letters from the i18n table); a Cuccù card's
// name ("Cuckoo") or its numeral ("VII").
std::string card_words(const AnyCard& card);
// A card in words, for the ear (Voice::kSpoken): "nine of clubs" (the language's card.say.* keys),
// "7ayya (seven of diamonds)" in Chkobba, "Horse (XIII)" (a named Cuccù card with its numeral),
// "VII", "Zero". `game` as in Naming.
std::string spoken_card_words(const AnyCard& card, std::string_view game);
// The spoken card in a grammatical `form` ("{card:def}": es "el Caballo (XIII)"; "{card:acc}": ru
// "девятку треф"), or "" when the language has no such form for it (then its plain words).
std::string spoken_card_form(const AnyCard& card, const std::string& form, std::string_view game);
// The card's `form` ("acc", "def") in the current language, or "" when the language has none.
std::string card_form(const AnyCard& card, const std::string& form);

// Every word the page around the table shows itself, in the current language, as one JSON object
// by key: its notes, the import and copy sheets (web/page/controls.js, share.js) and its
// accessibility layer's (web/page/access.js: the mirror's name, the describe button). The page
// holds no text of its own; it is sent these once at start and again when the table's language,
// or that language's table, changes (web/language.h) — the page's one channel for words.
std::string page_words_json();

}  // namespace cardavia::app::table
