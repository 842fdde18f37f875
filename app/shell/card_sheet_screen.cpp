// Cardavia — the card sheet (`#cards` in the page's address): every face the renderer draws, as
// large as fits — for looking at the card renderer, and for a browser test. No targets.
#include <algorithm>
#include <cmath>

#include "app/card_renderer.h"
#include "app/i18n.h"
#include "app/shell/screens.h"

namespace cardavia::app {

// Every face: the four suits A–K in rows, then the Cuccù pack and a back, as large as fits.
void draw_card_sheet_screen(const ShellFrame& frame) {
  const Fonts& fonts = frame.fonts;
  const Palette& pal = frame.palette;
  const Screen& screen = frame.screen;
  const CardStyle cs{&pal, CardFonts{fonts.bold, fonts.display}};
  const ImVec2 room = screen.safe_size(), origin = screen.safe.min;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  constexpr float kMargin = 12.0f, kGap = 6.0f;
  constexpr int kPerRow = 13, kRows = 4 + 2;  // 52 French faces, then 20 Cuccù faces + a back
  const float by_width = (room.x - 2 * kMargin - kGap * (kPerRow - 1)) / kPerRow;
  const float by_height = (room.y - 2 * kMargin - kGap * (kRows - 1)) / kRows / kCardAspect;
  const float w = std::floor(std::min(by_width, by_height));
  const float x0 = std::floor((room.x - (w * kPerRow + kGap * (kPerRow - 1))) * 0.5f);
  auto pos = [&](int row, int col) {
    return ImVec2(origin.x + x0 + static_cast<float>(col) * (w + kGap),
                  origin.y + kMargin + static_cast<float>(row) * (w * kCardAspect + kGap));
  };
  // One row per suit in core's order: ♠ ♥ ♦ ♣.
  for (int s = 0; s < kNumSuits; ++s) {
    for (int rank = 1; rank <= 13; ++rank)
      draw_french_face(dl, pos(s, rank - 1), w,
                       StandardCard{static_cast<Rank>(rank), static_cast<Suit>(s)}, cs);
  }
  for (int r = 0; r < kNumCuccuRanks; ++r) {
    const CuccuCard card{static_cast<CuccuRank>(r)};
    const char* key = cucu_name_key(card);
    draw_cucu_face(dl, pos(4 + r / 10, r % 10), w, card, key ? tr(key) : nullptr, cs);
  }
  draw_card_back(dl, pos(5, 11), w, cs);
}

}  // namespace cardavia::app
