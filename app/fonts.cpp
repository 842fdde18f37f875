// Cardavia — embedded, subsetted fonts (see fonts.h).
#include "app/fonts.h"

namespace cardavia::fonts {
extern const unsigned char kSans[];
extern const unsigned kSansSize;
extern const unsigned char kSansBold[];
extern const unsigned kSansBoldSize;
extern const unsigned char kSerifBold[];
extern const unsigned kSerifBoldSize;
}  // namespace cardavia::fonts

namespace cardavia::app {
namespace {

// Keep in step with the pyftsubset --unicodes list in app/CMakeLists.txt.
constexpr ImWchar kTextRanges[] = {
    0x0020, 0x017F,  // Basic Latin, Latin-1, Latin Extended-A (fr, es, it, pt, pl, cs, tr…)
    0x0400, 0x045F,  // Cyrillic (ru, uk, bg, sr) incl. є і ї
    0x0490, 0x0491,  // Ґ ґ
    0x2013, 0x2014,  // – —
    0x2018, 0x201E,  // ‘ ’ “ ” „
    0x2022, 0x2022,  // •
    0x2026, 0x2026,  // …
    0x2212, 0x2212,  // −
    0x2605, 0x2605,  // ★
    0x2660, 0x2667,  // ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧
    0,
};
constexpr ImWchar kDisplayRanges[] = {
    0x0020, 0x007E,  // the title and numerals only: large glyphs are costly in the atlas
    0x00BD, 0x00BD,  // ½
    0x2212, 0x2212,  // −
    0,
};

ImFont* add(const unsigned char* data, unsigned size, float px, float ratio,
            const ImWchar* ranges) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // static data: the atlas must not free it
  cfg.OversampleH = ratio >= 2.0f ? 1 : 2;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = false;
  // ImGui takes a non-const pointer but does not write through it when it does not own the data.
  void* bytes = const_cast<unsigned char*>(data);
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(bytes, static_cast<int>(size), px * ratio, &cfg,
                                                    ranges);
}

}  // namespace

Fonts load_fonts(float ratio) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  Fonts f;
  f.body = add(fonts::kSans, fonts::kSansSize, 16.0f, ratio, kTextRanges);
  f.small = add(fonts::kSans, fonts::kSansSize, 13.0f, ratio, kTextRanges);
  f.bold = add(fonts::kSansBold, fonts::kSansBoldSize, 22.0f, ratio, kTextRanges);
  f.display = add(fonts::kSerifBold, fonts::kSerifBoldSize, 44.0f, ratio, kDisplayRanges);
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / ratio;
  io.FontDefault = f.body;
  return f;
}

}  // namespace cardavia::app
