// A card of any pack: which pack (a small number) and which card of it (the pack's own code). What
// crosses from the engines to the words of the log (session/phrase.h) and to the faces the table
// draws (app/card_face.h), so every game names and draws its cards through one type.
//
//   pack   kFrenchPack (Cabo, Chkobba: StandardCard::id(), 0..51), kCuccuPack (Cucù:
//          CuccuCard::id(), 0..19); a pack added elsewhere takes a number of its own (the toy
//          game's in tests/fourth_game/ is 200), and the app's pack registry (app/card_packs.h)
//          says how its cards are named and drawn
//   code   the card within its pack; the two copies of a Cuccù rank share a code
#pragma once

#include <cstdint>

#include "cuccu_card.h"
#include "standard_card.h"

namespace cardavia {

inline constexpr std::uint8_t kFrenchPack = 0;
inline constexpr std::uint8_t kCuccuPack = 1;

struct AnyCard {
  // One 32-bit word: cards cross the layers in vectors, and a word-sized card keeps them cheap to
  // copy (the site's wasm shares a vector of them's code with std::vector<int>'s: docs/size.md).
  std::uint32_t pack : 8 = kFrenchPack;
  std::uint32_t code : 24 = 0;

  static constexpr AnyCard of(StandardCard card) {
    return AnyCard{kFrenchPack, static_cast<std::uint8_t>(card.id())};
  }
  static constexpr AnyCard of(CuccuCard card) {
    return AnyCard{kCuccuPack, static_cast<std::uint8_t>(card.id())};
  }
  // The card as its pack's own type; only for a card of that pack.
  constexpr StandardCard standard() const { return StandardCard::from_id(code); }
  constexpr CuccuCard cuccu() const { return CuccuCard{static_cast<CuccuRank>(code)}; }

  constexpr bool operator==(const AnyCard&) const = default;
};

}  // namespace cardavia
