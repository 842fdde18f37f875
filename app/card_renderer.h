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

#include "app/palette.h"
#include "imgui.h"

namespace cardavia::app {

// [SECTION] Types -------------------------------------------------------------------------------

enum class Suit : unsigned char { Clubs, Diamonds, Hearts, Spades };

struct FrenchCard {
  int rank = 1;  // 1 = ace … 10, 11 = jack, 12 = queen, 13 = king
  Suit suit = Suit::Spades;
};

// The Cuccù pack in order of value, lowest first.
// clang-format off
enum class CucuFace : unsigned char {
  Lion, Mask, Bucket, Zero,
  I, II, III, IV, V, VI, VII, VIII, IX, X,
  Inn, Cat, Horse, Hunter, Cuckoo,
  Fool,
};
// clang-format on
inline constexpr int kCucuFaceCount = 20;

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
const char* cucu_name_key(CucuFace face);
// The numeral printed on a Cuccù card ("−3", "0", "XIIII"…); empty for the Fool.
const char* cucu_numeral(CucuFace face);
// True for the five cards that act when asked: Inn, Cat, Horse, Hunter, Cuckoo.
bool cucu_is_special(CucuFace face);

// [SECTION] Drawing ----------------------------------------------------------------------------

ImU32 suit_colour(Suit suit, const Palette& palette);

// A suit shape centred at `centre`, `height` tall; upside down for the lower half of a face.
void draw_suit(ImDrawList* dl, Suit suit, ImVec2 centre, float height, ImU32 colour,
               bool upside_down = false);

void draw_french_face(ImDrawList* dl, ImVec2 top_left, float width, FrenchCard card,
                      const CardStyle& style);
void draw_cucu_face(ImDrawList* dl, ImVec2 top_left, float width, CucuFace face, const char* name,
                    const CardStyle& style);
void draw_card_back(ImDrawList* dl, ImVec2 top_left, float width, const CardStyle& style);

}  // namespace cardavia::app
