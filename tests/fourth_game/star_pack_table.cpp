// The Star pack at the table (star_pack.h): its cards' names and faces, and its one line in the
// table's packs (app/card_packs.h) — with no edit to app/.
//
//   short_name  "Sun 5", "Moon 8" (highcard.card.sun / .moon, in the game's own texts)
//   spoken      the same words: they name the card fully
//   draw_face   a paper card, the number large, a sun (a gold disc) or a moon (a crescent) under it
#include <string>

#include "app/card_packs.h"
#include "app/i18n.h"
#include "star_pack.h"

namespace cardavia::high_card {

namespace {

int g_faces_drawn = 0;

std::string short_name(std::uint8_t code) {
  const StarCard card = StarCard::from_code(code);
  std::string out = app::tr(card.moon ? "highcard.card.moon" : "highcard.card.sun");
  const std::string mark = "{n}";
  if (const std::size_t at = out.find(mark); at != std::string::npos)
    out.replace(at, mark.size(), std::to_string(card.number));
  return out;
}

std::string no_form(std::uint8_t, const std::string&) { return {}; }

std::string spoken(std::uint8_t code, const std::string& form) {
  return form.empty() ? short_name(code) : std::string();
}

void draw_face(ImDrawList* dl, ImVec2 p0, float w, std::uint8_t code, bool,
               const app::CardStyle& style) {
  ++g_faces_drawn;
  const StarCard card = StarCard::from_code(code);
  const app::Palette& pal = *style.palette;
  const float h = w * app::kCardAspect;
  const ImVec2 p1(p0.x + w, p0.y + h);
  const ImVec2 mid(p0.x + w * 0.5f, p0.y + h * 0.5f);
  dl->AddRectFilled(p0, p1, pal.paper, w * 0.08f);
  dl->AddRect(p0, p1, pal.card_edge, w * 0.08f);
  // Step 1. The number, large, in the upper half.
  const std::string number = std::to_string(card.number);
  const float size = w * 0.55f;
  const ImVec2 text = style.fonts.display->CalcTextSizeA(size, FLT_MAX, 0.0f, number.c_str());
  dl->AddText(style.fonts.display, size, ImVec2(mid.x - text.x * 0.5f, p0.y + h * 0.32f - text.y * 0.5f),
              pal.ink, number.c_str());
  // Step 2. Its colour's sign in the lower half: a disc for a sun, a disc bitten by the paper for a
  // moon (a crescent).
  const ImVec2 sign(mid.x, p0.y + h * 0.72f);
  const float r = w * 0.2f;
  if (card.moon) {
    dl->AddCircleFilled(sign, r, pal.blue, 32);
    dl->AddCircleFilled(ImVec2(sign.x + r * 0.55f, sign.y - r * 0.2f), r * 0.85f, pal.paper, 32);
  } else {
    dl->AddCircleFilled(sign, r, pal.accent, 32);
  }
}

const app::PackEntry kStarPackEntry = {.id = kStarPack,
                                       .short_name = &short_name,
                                       .form = &no_form,
                                       .spoken = &spoken,
                                       .draw_face = &draw_face};

}  // namespace

int star_faces_drawn() { return g_faces_drawn; }

CARDAVIA_REGISTER_PACK(kStarPackEntry);

}  // namespace cardavia::high_card
