// Cardavia — words as data (see phrase.h).
#include "session/phrase.h"

namespace cardavia::session {
namespace {

PhraseArg make_arg(const char* name, PhraseArg::Kind kind) {
  PhraseArg a;
  a.name = name;
  a.kind = kind;
  return a;
}

}  // namespace

const PhraseArg* Phrase::arg(const std::string& name) const {
  for (const PhraseArg& a : args)
    if (a.name == name) return &a;
  return nullptr;
}

Phrase& Phrase::seat(const char* name, int seat) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kSeat);
  a.ints.push_back(seat);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::seats(const char* name, std::vector<int> seats) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kSeats);
  a.ints = std::move(seats);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::card(const char* name, AnyCard card) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kCard);
  a.cards.push_back(card);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::cards(const char* name, std::vector<AnyCard> cards) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kCards);
  a.cards = std::move(cards);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::number(const char* name, int value) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kNumber);
  a.ints.push_back(value);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::numbers(const char* name, std::vector<int> values) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kNumbers);
  a.ints = std::move(values);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::text(const char* name, std::string value) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kText);
  a.text = std::move(value);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::phrase(const char* name, Phrase inner) {
  PhraseArg a = make_arg(name, PhraseArg::Kind::kPhrase);
  a.phrase.push_back(std::move(inner));
  args.push_back(std::move(a));
  return *this;
}

}  // namespace cardavia::session
