// Cardavia — the fonts of the table, embedded in the binary (the web build has no filesystem).
//
// The TTFs come from Debian's fonts-dejavu-core at build time, subsetted with pyftsubset to the
// characters we draw — the code's own (ASCII, suits, − ½ ★ …) and every character of the six
// language files (accented Latin, Cyrillic with ґ є і ї ʼ, « » №, the French no-break spaces) —
// so the phone's first visit downloads a few dozen KB instead of ~1.4 MB. Every font gets the
// whole set: a sheet title in Ukrainian needs the display font's Cyrillic as much as a prompt
// needs the body font's (tests/app/fonts_test.cpp checks each font against every text).
//
// Sharp text on high-DPI screens: the glyphs are rasterised at size × devicePixelRatio and
// drawn with FontGlobalScale = 1 / devicePixelRatio, so one ImGui unit stays one CSS pixel while
// the atlas has a texel per device pixel. `load_fonts` is called again when the ratio changes.
//
// The web build's first frame carries fewer glyphs: those of English and of the picker's language
// names. Each other language's letters come with its table (i18n/<lang>.<face>.ttf, one small font
// per face: web/language.cpp) and are merged into the atlas's fonts (LanguageGlyphs); native
// builds embed every glyph and never have any.
#pragma once

#include <span>
#include <vector>

#include "imgui.h"

namespace cardavia::app {

// A language's own glyphs, one TrueType font per face of Fonts (the body and small sizes share
// `sans`). The bytes must live as long as the atlas built from them (the atlas does not copy).
struct LanguageGlyphs {
  std::vector<unsigned char> sans, sans_bold, serif_bold;
};

struct Fonts {
  ImFont* body = nullptr;     // DejaVu Sans 16 px: prompts, blurbs
  ImFont* small = nullptr;    // DejaVu Sans 13 px: labels, footer
  ImFont* bold = nullptr;     // DejaVu Sans Bold 22 px: names, card indices
  ImFont* display = nullptr;  // DejaVu Serif Bold 44 px: the title, large numerals
};

// Clears the atlas and loads the fonts for `pixel_ratio`, each with the glyphs of every language
// in `languages` merged in. The renderer backend must rebuild its font texture afterwards.
Fonts load_fonts(float pixel_ratio, std::span<const LanguageGlyphs> languages = {});

}  // namespace cardavia::app
