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
#include <utility>

#include "core/cards/any_card.h"
#include "session/phrase.h"

namespace cardavia::app::table {

// Whose names: the human is "You"; the others are named by their place after the human in play
// order (Ana, Bo, Cy, Dee), so a name always means the same chair.
struct Naming {
  int human = 0;
  int players = 1;
  std::string seat(int seat) const;
};

std::string say(const session::Phrase& phrase, const Naming& naming);
// Fills {blank}s of `key`'s text with plain strings (for the few texts that are not phrases).
std::string fill(const char* key,
                 std::initializer_list<std::pair<const char*, std::string>> blanks);

// A card's short name: "7♦", "10♠", "K♣" (the rank letters from the i18n table); a Cuccù card's
// name ("Cuckoo") or its numeral ("VII").
std::string card_words(const AnyCard& card);
// The card's `form` ("acc", "def") in the current language, or "" when the language has none.
std::string card_form(const AnyCard& card, const std::string& form);

}  // namespace cardavia::app::table
