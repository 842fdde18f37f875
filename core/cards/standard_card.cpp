#include "standard_card.h"

namespace cardavia {

namespace {
constexpr std::string_view kRankLetters = "A23456789TJQK";
constexpr std::string_view kSuitLetters = "SHDC";
}  // namespace

char rank_letter(Rank rank) { return kRankLetters[static_cast<int>(rank) - 1]; }
char suit_letter(Suit suit) { return kSuitLetters[static_cast<int>(suit)]; }

std::string StandardCard::to_string() const { return {rank_letter(rank), suit_letter(suit)}; }

std::optional<StandardCard> StandardCard::parse(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  const auto rank_index = kRankLetters.find(text[0]);
  const auto suit_index = kSuitLetters.find(text[1]);
  if (rank_index == std::string_view::npos || suit_index == std::string_view::npos) {
    return std::nullopt;
  }
  return StandardCard{static_cast<Rank>(rank_index + 1), static_cast<Suit>(suit_index)};
}

std::vector<StandardCard> full_pack_52() {
  std::vector<StandardCard> pack;
  pack.reserve(52);
  for (int id = 0; id < 52; ++id) pack.push_back(StandardCard::from_id(id));
  return pack;
}

std::vector<StandardCard> chkobba_pack_40() {
  std::vector<StandardCard> pack;
  pack.reserve(40);
  for (const StandardCard card : full_pack_52()) {
    if (card.rank == Rank::kEight || card.rank == Rank::kNine || card.rank == Rank::kTen) continue;
    pack.push_back(card);
  }
  return pack;
}

}  // namespace cardavia
