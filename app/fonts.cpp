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

// Every character any text of ours draws: the code's own (suits, digits, Roman numerals…) and
// every language file's (scripts/embed_assets.py charset, from the list in app/CMakeLists.txt).
// The subsetted TTFs hold exactly these, so the atlas and the subset never disagree.
constexpr ImWchar kRanges[] = {
#include "font_ranges.inc"
    0,
};

ImFont* add(const unsigned char* data, unsigned size, float px, float ratio,
            const ImWchar* ranges, bool merge = false) {
  ImFontConfig cfg;
  cfg.MergeMode = merge;  // into the font added before: only the glyphs it lacks
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
  f.body = add(fonts::kSans, fonts::kSansSize, 16.0f, ratio, kRanges);
  f.small = add(fonts::kSans, fonts::kSansSize, 13.0f, ratio, kRanges);
  f.bold = add(fonts::kSansBold, fonts::kSansBoldSize, 22.0f, ratio, kRanges);
  f.display = add(fonts::kSerifBold, fonts::kSerifBoldSize, 44.0f, ratio, kRanges);
  // DejaVu Serif Bold has no ★: the display font takes what it lacks from Sans Bold (ImGui merges
  // without overwriting the glyphs it has).
  add(fonts::kSansBold, fonts::kSansBoldSize, 44.0f, ratio, kRanges, true);
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / ratio;
  io.FontDefault = f.body;
  return f;
}

}  // namespace cardavia::app
