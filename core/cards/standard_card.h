// Cards of the French-suited packs: the full 52-card pack (Cabo) and the 40-card Chkobba pack
// (no 8, 9 or 10).
//
// Notation (shared/spec/scenario-format.md): rank `A 2 3 4 5 6 7 8 9 T J Q K` then suit `S H D C`,
// so `TD` is the 10 of diamonds and `7H` the 7 of hearts. The suit order S H D C is also the
// canonical order used when the notation lists several cards.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cardavia {

enum class Suit : std::uint8_t { kSpades, kHearts, kDiamonds, kClubs };
inline constexpr int kNumSuits = 4;

// Rank numbers are the printed ranks: ace 1 … king 13.
enum class Rank : std::uint8_t {
  kAce = 1, kTwo, kThree, kFour, kFive, kSix, kSeven, kEight, kNine, kTen, kJack, kQueen, kKing
};

struct StandardCard {
  Rank rank = Rank::kAce;
  Suit suit = Suit::kSpades;

  // 0..51, suit-major in S H D C order: a compact key for arrays and bitsets.
  constexpr int id() const { return static_cast<int>(suit) * 13 + static_cast<int>(rank) - 1; }
  static constexpr StandardCard from_id(int id) {
    return {static_cast<Rank>(id % 13 + 1), static_cast<Suit>(id / 13)};
  }
  constexpr bool is_red() const { return suit == Suit::kHearts || suit == Suit::kDiamonds; }

  std::string to_string() const;
  // The exact two-letter notation; nullopt for anything else (lower case included).
  static std::optional<StandardCard> parse(std::string_view text);

  constexpr auto operator<=>(const StandardCard& other) const { return id() <=> other.id(); }
  constexpr bool operator==(const StandardCard& other) const { return id() == other.id(); }
};

char rank_letter(Rank rank);
char suit_letter(Suit suit);

// Packs in a fixed reference order (suit-major, ace first); shuffle a copy to deal.
std::vector<StandardCard> full_pack_52();
std::vector<StandardCard> chkobba_pack_40();

}  // namespace cardavia
