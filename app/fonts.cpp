// Cardavia — embedded, subsetted fonts (see fonts.h).
#include "app/fonts.h"

#include <cstddef>

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

ImFont* add(const unsigned char* data, std::size_t size, float px, float ratio,
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

// Merges each language's glyphs of one face into the font added last.
void merge_languages(std::span<const LanguageGlyphs> languages,
                     std::vector<unsigned char> LanguageGlyphs::*face, float px, float ratio) {
  for (const LanguageGlyphs& language : languages) {
    const std::vector<unsigned char>& bytes = language.*face;
    if (!bytes.empty()) add(bytes.data(), bytes.size(), px, ratio, kRanges, true);
  }
}

}  // namespace

Fonts load_fonts(float ratio, std::span<const LanguageGlyphs> languages) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  Fonts f;
  f.body = add(fonts::kSans, fonts::kSansSize, 16.0f, ratio, kRanges);
  merge_languages(languages, &LanguageGlyphs::sans, 16.0f, ratio);
  f.small = add(fonts::kSans, fonts::kSansSize, 13.0f, ratio, kRanges);
  merge_languages(languages, &LanguageGlyphs::sans, 13.0f, ratio);
  f.bold = add(fonts::kSansBold, fonts::kSansBoldSize, 22.0f, ratio, kRanges);
  merge_languages(languages, &LanguageGlyphs::sans_bold, 22.0f, ratio);
  f.display = add(fonts::kSerifBold, fonts::kSerifBoldSize, 44.0f, ratio, kRanges);
  merge_languages(languages, &LanguageGlyphs::serif_bold, 44.0f, ratio);
  // DejaVu Serif Bold has no ★: the display font takes what it lacks from Sans Bold (ImGui merges
  // without overwriting the glyphs it has).
  add(fonts::kSansBold, fonts::kSansBoldSize, 44.0f, ratio, kRanges, true);
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / ratio;
  io.FontDefault = f.body;
  return f;
}

}  // namespace cardavia::app
