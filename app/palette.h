// Cardavia — the table's palette, built from a few named tokens.
//
// Every colour the table draws comes from `Palette`. The three look settings of the seed site
// (contrast, grain, colour temperature; 0.5 = as designed) and the four-colour-suit option are
// single transforms applied in `make_palette()`, never special cases in drawing code.
#pragma once

#include "imgui.h"

namespace cardavia::app {

// What the player can adjust (persisted later by the page's settings).
struct Look {
  float contrast = 0.5f;     // 0 soft … 1 high contrast (low-vision players)
  float grain = 0.5f;        // 0 none … 1 strong paper/felt grain
  float temperature = 0.5f;  // 0 cool … 1 warm
  bool four_colour = false;  // ♦ blue, ♣ green
};

// The named tokens. Colours are packed ImU32 (what the draw list takes).
struct Palette {
  ImU32 felt;         // table centre
  ImU32 felt_edge;    // table edge (vignette)
  ImU32 felt_light;   // lamp-lit middle
  ImU32 paper;        // card faces
  ImU32 paper_warm;   // Cuccù faces
  ImU32 ink;          // black suits, text on cards
  ImU32 red;          // hearts, diamonds
  ImU32 blue;         // diamonds in four-colour mode
  ImU32 green;        // clubs in four-colour mode
  ImU32 accent;       // "your move", selection, specials
  ImU32 back;         // card backs
  ImU32 back_line;    // pattern on backs
  ImU32 text;         // text on felt
  ImU32 text_muted;   // secondary text on felt
  ImU32 ink_soft;     // secondary text on paper (the rules pages'; the same token for both)
  ImU32 panel;        // translucent panels on felt
  ImU32 card_edge;    // thin outline of a card
  ImU32 shadow;       // drop shadows
  // A seat's colour in the score charts (seat % 4; Chkobba's sides are seats 0 and 1): light
  // enough for 3:1 on a sheet, apart in hue (gold, sky, rose, lilac).
  ImU32 seats[4];
  float grain_alpha;  // 0…1 strength of the grain overlay
  bool four_colour;
};

Palette make_palette(const Look& look);

// Same colour with a different alpha (0…1).
ImU32 with_alpha(ImU32 colour, float alpha);

}  // namespace cardavia::app
