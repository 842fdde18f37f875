// A card of either of the project's packs: a French-suited card (Cabo, Chkobba) or a Cuccù card
// (Cucù). What crosses from the engines to the words of the log (session/phrase.h) and to the
// faces the table draws (app/card_face.h), so every game names and draws its cards through one
// type instead of each keeping its own.
#pragma once

#include <cstdint>

#include "cuccu_card.h"
#include "standard_card.h"

namespace cardavia {

struct AnyCard {
  enum class Pack : std::uint8_t { kStandard, kCuccu };
  Pack pack = Pack::kStandard;
  StandardCard standard{};  // when pack == kStandard
  CuccuCard cuccu{};        // when pack == kCuccu

  static constexpr AnyCard of(StandardCard card) { return AnyCard{Pack::kStandard, card, {}}; }
  static constexpr AnyCard of(CuccuCard card) { return AnyCard{Pack::kCuccu, {}, card}; }

  constexpr bool operator==(const AnyCard& other) const {
    return pack == other.pack &&
           (pack == Pack::kStandard ? standard == other.standard : cuccu == other.cuccu);
  }
};

}  // namespace cardavia
