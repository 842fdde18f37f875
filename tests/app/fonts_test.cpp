// Cardavia — every font draws every character it may be asked to (app/fonts.h): each of the four
// fonts (body, small, bold, display) holds a glyph for every character of every text of every
// language file (plural forms too) and for the characters the code draws itself (suits, digits,
// Roman numerals). ImGui adds to its atlas only the glyphs the subsetted TTF has, so a character
// left out of the subset — or out of the ranges — is missing here, as it would be on screen.
// And the atlas stays within the 4096×4096 texture phones allow at devicePixelRatio 3.
#include "app/fonts.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <cstdio>
#include <set>
#include <string>

#include "imgui.h"
#include "imgui_internal.h"  // ImTextCharFromUtf8
#include "tests/record_files.h"

namespace {

constexpr const char* kLanguages[] = {"en", "uk", "ru", "fr", "es", "it"};

nlohmann::json language_file(const char* code) {
  return nlohmann::json::parse(cardavia::testing::read_text(
      std::string(CARDAVIA_TESTS_DIR) + "/../assets/i18n/" + code + ".json"));
}

// Every text of a file: the strings, and each plural form.
std::vector<std::string> texts(const nlohmann::json& file) {
  std::vector<std::string> out;
  for (const auto& [key, value] : file.items()) {
    if (value.is_string()) out.push_back(value.get<std::string>());
    if (value.is_object())
      for (const auto& [form, text] : value.items())
        if (form != "count") out.push_back(text.get<std::string>());
  }
  return out;
}

std::set<unsigned> codepoints(const std::string& text) {
  std::set<unsigned> out;
  const char* p = text.c_str();
  const char* end = p + text.size();
  while (p < end) {
    unsigned c = 0;
    p += ImTextCharFromUtf8(&c, p, end);
    if (c >= 0x20) out.insert(c);
  }
  return out;
}

std::string hex(unsigned c) {
  char out[8];
  std::snprintf(out, sizeof out, "%04X", c);
  return out;
}

struct Atlas {
  explicit Atlas(float ratio) {
    context = ImGui::CreateContext();
    fonts = cardavia::app::load_fonts(ratio);
    unsigned char* pixels = nullptr;
    ImGui::GetIO().Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
  }
  ~Atlas() { ImGui::DestroyContext(context); }
  ImGuiContext* context;
  cardavia::app::Fonts fonts;
  int width = 0, height = 0;
};

}  // namespace

TEST_CASE("Every font has a glyph for every character of every language file and of the code") {
  const Atlas atlas(1.0f);
  const std::pair<const char*, ImFont*> fonts[] = {{"body", atlas.fonts.body},
                                                   {"small", atlas.fonts.small},
                                                   {"bold", atlas.fonts.bold},
                                                   {"display", atlas.fonts.display}};
  std::set<unsigned> needed;
  for (const char* code : kLanguages)
    for (const std::string& text : texts(language_file(code))) {
      const auto c = codepoints(text);
      needed.insert(c.begin(), c.end());
    }
  // What the code draws itself (printable ASCII, · … ½ − ★, the four suits) and what the brief
  // names: the Ukrainian ʼ and ’, №, « », the French no-break spaces U+00A0 and U+202F, ґ є і ї.
  for (unsigned c = 0x20; c < 0x7F; ++c) needed.insert(c);
  for (const unsigned c : {0x00B7u, 0x2026u, 0x00BDu, 0x2212u, 0x2605u, 0x2660u, 0x2663u, 0x2665u,
                           0x2666u, 0x02BCu, 0x2019u, 0x2116u, 0x00ABu, 0x00BBu, 0x00A0u, 0x202Fu,
                           0x0491u, 0x0454u, 0x0456u, 0x0457u})
    needed.insert(c);
  for (const auto& [name, font] : fonts) {
    INFO("font " << name);
    std::string missing;
    for (const unsigned c : needed)
      if (font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr)
        missing += " U+" + hex(c);
    INFO("missing:" << missing);
    CHECK(missing.empty());
  }
}

TEST_CASE("The font atlas fits a phone's 4096x4096 texture at devicePixelRatio 3") {
  for (const float ratio : {1.0f, 2.0f, 3.0f}) {
    const Atlas atlas(ratio);
    INFO("ratio " << ratio << ": " << atlas.width << "x" << atlas.height);
    CHECK(atlas.width <= 4096);
    CHECK(atlas.height <= 4096);
  }
}
