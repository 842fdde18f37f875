#include "cuccu_card.h"

#include <array>

namespace cardavia {

namespace {
constexpr std::array<std::string_view, kNumCuccuRanks> kNames = {
    "lion", "mask", "bucket", "zero", "1", "2", "3", "4", "5", "6",
    "7", "8", "9", "10", "inn", "cat", "horse", "hunter", "cuckoo", "fool"};
}  // namespace

int CuccuCard::value() const {
  if (rank == CuccuRank::kFool) return 0;
  return static_cast<int>(rank) - static_cast<int>(CuccuRank::kZero);
}

bool CuccuCard::is_special() const {
  return rank >= CuccuRank::kInn && rank <= CuccuRank::kCuckoo;
}

std::string CuccuCard::to_string() const { return std::string(kNames[id()]); }

std::optional<CuccuCard> CuccuCard::parse(std::string_view text) {
  for (int i = 0; i < kNumCuccuRanks; ++i) {
    if (kNames[i] == text) return CuccuCard{static_cast<CuccuRank>(i)};
  }
  return std::nullopt;
}

std::vector<CuccuCard> cuccu_pack_40() {
  std::vector<CuccuCard> pack;
  pack.reserve(40);
  for (int i = 0; i < kNumCuccuRanks; ++i) {
    pack.push_back(CuccuCard{static_cast<CuccuRank>(i)});
    pack.push_back(CuccuCard{static_cast<CuccuRank>(i)});
  }
  return pack;
}

}  // namespace cardavia
