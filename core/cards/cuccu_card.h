// The 40-card Cuccù pack used by Cucù (Campli): no suits, two copies of each of twenty ranks.
//
// Notation (shared/spec/rules-cucu.md): `lion mask bucket zero 1 2 … 10 inn cat horse hunter cuckoo
// fool`. The enum lists the ranks from lowest to highest; the fool comes last but has no fixed place
// in the ranking (scoring treats it specially), so compare with value(), never with the enum order,
// and never for the fool.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cardavia {

enum class CuccuRank : std::uint8_t {
  kLion, kMask, kBucket, kZero,
  kOne, kTwo, kThree, kFour, kFive, kSix, kSeven, kEight, kNine, kTen,
  kInn, kCat, kHorse, kHunter, kCuckoo,
  kFool,
};
inline constexpr int kNumCuccuRanks = 20;

struct CuccuCard {
  CuccuRank rank = CuccuRank::kZero;

  constexpr int id() const { return static_cast<int>(rank); }  // 0..19; copies share an id
  // lion −3 … cuckoo 15. The fool has no value of its own (see the scoring rules); 0 here.
  int value() const;
  // Inn, cat, horse, hunter and cuckoo act when an exchange asks for them.
  bool is_special() const;

  std::string to_string() const;
  static std::optional<CuccuCard> parse(std::string_view text);

  constexpr auto operator<=>(const CuccuCard&) const = default;
};

// Two copies of each rank, in rank order.
std::vector<CuccuCard> cuccu_pack_40();

}  // namespace cardavia
