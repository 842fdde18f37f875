// The Star pack: High Card's own cards, a pack no other game uses — sixteen cards, the numbers 1 to
// 8 in two colours, suns and moons. Notation: the number, then S or M ("5S", "8M").
//
// In AnyCard (core/cards/any_card.h) its number is kStarPack, 200 (far from core's packs, which count
// up from 0); star_pack_table.cpp gives the table its cards' names and faces (app/card_packs.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/cards/any_card.h"

namespace cardavia::high_card {

inline constexpr std::uint8_t kStarPack = 200;
inline constexpr int kStarNumbers = 8;

struct StarCard {
  int number = 1;     // 1 … 8
  bool moon = false;  // a moon, else a sun

  constexpr std::uint8_t code() const {
    return static_cast<std::uint8_t>((moon ? kStarNumbers : 0) + number - 1);
  }
  static constexpr StarCard from_code(std::uint8_t code) {
    return StarCard{code % kStarNumbers + 1, code >= kStarNumbers};
  }
  constexpr AnyCard any() const { return AnyCard{kStarPack, code()}; }
  std::string to_string() const { return std::to_string(number) + (moon ? "M" : "S"); }
  constexpr bool operator==(const StarCard&) const = default;
};

// The sixteen cards in order: the suns 1 … 8, then the moons.
inline std::vector<StarCard> star_pack_16() {
  std::vector<StarCard> pack;
  for (std::uint8_t code = 0; code < 2 * kStarNumbers; ++code) pack.push_back(StarCard::from_code(code));
  return pack;
}

// How many Star faces the table has drawn since the program started (star_pack_table.cpp): the test
// sees that the table draws the toy's cards through the pack's own entry.
int star_faces_drawn();

}  // namespace cardavia::high_card
