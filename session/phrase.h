// Cardavia — words as data: a phrase is an i18n key plus typed arguments, put into words by the
// table in the current language (app/table/words.h), never a sentence built here.
//
// Why: six languages are coming, and a sentence glued from translated pieces ("You" + " took the "
// + card) cannot be translated, nor can a possessive built in code ("Ana" + "'s"). So the session
// decides WHICH sentence (the key: "cabo.log.spy" or, for the human's card,
// "cabo.log.spy_your_card") and WHAT goes into its blanks; the app decides how each blank reads:
//
//   argument   holds                        reads as (app/table/words.cpp)
//   seat       a seat number                the seat's name: "You" for the human, "Ana", "Bo"…
//   seats      several seats                "Ana and Bo", "You, Ana and Bo"
//   card       a card (core/cards/any_card.h)  its short name: "7♦", "Q♠", "Cuckoo"
//   cards      several cards                "A♠ 3♥"
//   number     an integer                   "12"; the number a plural form depends on (the
//                                           languages issue chooses the form from it)
//   numbers    several integers             "1, 3"
//   text       plain text, already in words (a seed, a name typed by the player)
//   phrase     another phrase               that phrase's words ("Final turn · {line}")
//
//   Phrase("cabo.log.take").seat("name", 2).card("card", AnyCard::of(seven_of_hearts))
//     → en.json "cabo.log.take": "{name} took the {card} from the discard pile."
//     → "Bo took the 7♥ from the discard pile."
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/cards/any_card.h"

namespace cardavia::session {

struct Phrase;

struct PhraseArg {
  enum class Kind : std::uint8_t {
    kSeat,
    kSeats,
    kCard,
    kCards,
    kNumber,
    kNumbers,
    kText,
    kPhrase
  };
  std::string name;  // the blank it fills: "name" fills {name}
  Kind kind = Kind::kText;
  std::vector<int> ints;       // seat, seats, number, numbers
  std::vector<AnyCard> cards;  // card, cards
  std::string text;            // text
  std::vector<Phrase> phrase;  // phrase (one)
};

struct Phrase {
  std::string key;  // in assets/i18n/<lang>.json; empty: no words at all
  std::vector<PhraseArg> args;

  Phrase() = default;
  explicit Phrase(std::string k) : key(std::move(k)) {}

  bool empty() const { return key.empty(); }
  // The argument filling {name}, or nullptr.
  const PhraseArg* arg(const std::string& name) const;

  // A blank's name is a literal at every call site: a pointer is one word there, where a
  // std::string parameter built and destroyed a temporary at each of several hundred call sites
  // (2,136 bytes gzip of the first visit: docs/size.md, "Issue 30's third session").
  Phrase& seat(const char* name, int seat);
  Phrase& seats(const char* name, std::vector<int> seats);
  Phrase& card(const char* name, AnyCard card);
  Phrase& cards(const char* name, std::vector<AnyCard> cards);
  Phrase& number(const char* name, int value);
  Phrase& numbers(const char* name, std::vector<int> values);
  Phrase& text(const char* name, std::string value);
  Phrase& phrase(const char* name, Phrase inner);
};

}  // namespace cardavia::session
