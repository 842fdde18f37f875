// Cardavia — the French-suited pack (Cabo's 52 cards, Chkobba's 40): its cards' names and faces,
// and its line in the packs (app/card_packs.h).
//
//   short_name  "7♦", "10♠", "K♣": the rank letters from the language's card.rank.* keys, the suit
//               as the symbol the face shows
//   spoken      "nine of clubs": card.say's pattern filled from card.say.ranks and card.say.suits;
//               a form ("acc") only where the language lists its ranks in it ("card.say.ranks:acc":
//               ru "девятку треф")
#include <string>
#include <string_view>

#include "app/card_packs.h"
#include "app/i18n.h"

namespace cardavia::app {
namespace {

// Item `index` of a card.say list ("ace|two|…|king"), or "" when the list is shorter.
std::string list_item(const char* list, int index) {
  std::string_view rest = list;
  for (int i = 0; i < index; ++i) {
    const std::size_t bar = rest.find('|');
    if (bar == std::string_view::npos) return {};
    rest.remove_prefix(bar + 1);
  }
  return std::string(rest.substr(0, rest.find('|')));
}

std::string short_name(std::uint8_t code) {
  const StandardCard card = StandardCard::from_id(code);
  constexpr const char* kRankKeys[13] = {
      "card.rank.ace",  nullptr,           nullptr,         nullptr, nullptr,
      nullptr,          nullptr,           nullptr,         nullptr, nullptr,
      "card.rank.jack", "card.rank.queen", "card.rank.king"};
  constexpr const char* kSuits[4] = {"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6",
                                     "\xe2\x99\xa3"};  // ♠ ♥ ♦ ♣, in core's order S H D C
  const int rank = static_cast<int>(card.rank);
  const char* key = kRankKeys[rank - 1];
  return (key ? std::string(tr(key)) : std::to_string(rank)) + kSuits[static_cast<int>(card.suit)];
}

// On screen a French card has no grammatical forms: its short name stands in every case.
std::string no_form(std::uint8_t, const std::string&) { return {}; }

std::string spoken(std::uint8_t code, const std::string& form) {
  const char* ranks = form.empty() ? tr("card.say.ranks") : tr_own(("card.say.ranks:" + form).c_str());
  if (ranks == nullptr) return {};
  const StandardCard card = StandardCard::from_id(code);
  std::string out = tr("card.say");
  fill_blank(out, "{rank}", list_item(ranks, static_cast<int>(card.rank) - 1));
  fill_blank(out, "{suit}", list_item(tr("card.say.suits"), static_cast<int>(card.suit)));
  return out;
}

void draw_face(ImDrawList* dl, ImVec2 top_left, float width, std::uint8_t code, bool,
               const CardStyle& style) {
  draw_french_face(dl, top_left, width, StandardCard::from_id(code), style);
}

const PackEntry kFrenchPackEntry = {.id = kFrenchPack,
                                    .short_name = &short_name,
                                    .form = &no_form,
                                    .spoken = &spoken,
                                    .draw_face = &draw_face};

}  // namespace

CARDAVIA_REGISTER_PACK(kFrenchPackEntry);

}  // namespace cardavia::app
