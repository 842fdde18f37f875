// Cardavia — words as data (see phrase.h).
#include "session/phrase.h"

namespace cardavia::session {
namespace {

PhraseArg make_arg(std::string name, PhraseArg::Kind kind) {
  PhraseArg a;
  a.name = std::move(name);
  a.kind = kind;
  return a;
}

}  // namespace

const PhraseArg* Phrase::arg(const std::string& name) const {
  for (const PhraseArg& a : args)
    if (a.name == name) return &a;
  return nullptr;
}

Phrase& Phrase::seat(std::string name, int seat) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kSeat);
  a.ints.push_back(seat);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::seats(std::string name, std::vector<int> seats) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kSeats);
  a.ints = std::move(seats);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::card(std::string name, AnyCard card) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kCard);
  a.cards.push_back(card);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::cards(std::string name, std::vector<AnyCard> cards) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kCards);
  a.cards = std::move(cards);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::number(std::string name, int value) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kNumber);
  a.ints.push_back(value);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::numbers(std::string name, std::vector<int> values) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kNumbers);
  a.ints = std::move(values);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::text(std::string name, std::string value) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kText);
  a.text = std::move(value);
  args.push_back(std::move(a));
  return *this;
}

Phrase& Phrase::phrase(std::string name, Phrase inner) {
  PhraseArg a = make_arg(std::move(name), PhraseArg::Kind::kPhrase);
  a.phrase.push_back(std::move(inner));
  args.push_back(std::move(a));
  return *this;
}

}  // namespace cardavia::session
