// Cardavia — the card renderer: card faces and backs drawn as vectors with the ImGui draw list.
//
// Vectors, not bitmaps: the same code is sharp at any size and devicePixelRatio. Two packs:
//   * the French pack (Cabo, and Chkobba's 40 cards): four suits drawn as shapes (not font
//     glyphs), ranks A–K, red ♥♦ / black ♠♣, or four colours (♦ blue, ♣ green);
//   * the Cuccù pack (Cucù): twenty faces from the Lion (−3) to the Cuckoo (XV) and the Fool, the
//     numeral or name large, one simple emblem per picture card, the specials (Inn, Cat, Horse,
//     Hunter, Cuckoo) framed in the accent colour with a star so a newcomer sees which ones act.
// Below `kCompactWidth` a face switches to a compact design (big index corner + one big symbol)
// so that a 44 px wide card stays readable on a phone.
//
// The renderer owns nothing: callers pass the draw list, the position, the palette and fonts.
// Text (card names) comes from the caller, already translated.
//
// [SECTION] Types
// [SECTION] Drawing
#pragma once

#include "app/card_face.h"
#include "app/palette.h"
#include "imgui.h"

namespace cardavia::app {

// [SECTION] Types -------------------------------------------------------------------------------
// The cards are core's (core/cards/*: StandardCard, CuccuCard); what a place shows is a Face
// (app/card_face.h).

// The fonts the faces use: `bold` for indices and names, `display` for large numerals.
struct CardFonts {
  ImFont* bold = nullptr;
  ImFont* display = nullptr;
};

struct CardStyle {
  const Palette* palette = nullptr;
  CardFonts fonts;
};

inline constexpr float kCardAspect = 1.4f;     // height / width
inline constexpr float kCompactWidth = 70.0f;  // narrower faces use the compact design

inline ImVec2 card_size(float width) { return ImVec2(width, width * kCardAspect); }

// Key in the i18n table of a Cuccù card's name ("cucu.lion"…), or nullptr for plain numerals.
const char* cucu_name_key(CuccuCard card);
// The numeral printed on a Cuccù card ("−3", "0", "XIIII"…); empty for the Fool.
const char* cucu_numeral(CuccuCard card);

// [SECTION] Drawing ----------------------------------------------------------------------------

ImU32 suit_colour(cardavia::Suit suit, const Palette& palette);

// A suit shape centred at `centre`, `height` tall; upside down for the lower half of a face.
void draw_suit(ImDrawList* dl, cardavia::Suit suit, ImVec2 centre, float height, ImU32 colour,
               bool upside_down = false);

void draw_french_face(ImDrawList* dl, ImVec2 top_left, float width, StandardCard card,
                      const CardStyle& style);
// `name`: the card's translated name (cucu_name_key), or nullptr.
void draw_cucu_face(ImDrawList* dl, ImVec2 top_left, float width, CuccuCard card, const char* name,
                    const CardStyle& style);
void draw_card_back(ImDrawList* dl, ImVec2 top_left, float width, const CardStyle& style);

}  // namespace cardavia::app
