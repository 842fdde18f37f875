// Cardavia — what a card place shows: nothing (an empty place), a back, or a face of either pack
// (core's card types, core/cards/any_card.h). Every widget, flight and sheet draws through this,
// so Cabo's 52 cards, Chkobba's 40 and the Cuccù pack go through the same code.
#pragma once

#include "core/cards/any_card.h"

namespace cardavia::app {

struct Face {
  enum class Kind : unsigned char { Empty, Back, Card };
  Kind kind = Kind::Empty;
  AnyCard card{};  // when kind == Card

  static constexpr Face empty() { return Face{}; }
  static constexpr Face back() { return Face{Kind::Back, {}}; }
  static constexpr Face of(AnyCard card) { return Face{Kind::Card, card}; }
  static constexpr Face of(StandardCard card) { return Face{Kind::Card, AnyCard::of(card)}; }
  static constexpr Face of(CuccuCard card) { return Face{Kind::Card, AnyCard::of(card)}; }

  bool is_card() const { return kind == Kind::Card; }
};

}  // namespace cardavia::app
