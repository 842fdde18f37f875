// Cardavia — palette tokens and the look transforms (see palette.h).
#include "app/palette.h"

#include <algorithm>

namespace cardavia::app {
namespace {

struct Rgb {
  float r, g, b;
};

// The designed tokens, at contrast = grain = temperature = 0.5.
constexpr Rgb kFelt{0.075f, 0.325f, 0.204f};
constexpr Rgb kFeltEdge{0.020f, 0.125f, 0.078f};
constexpr Rgb kFeltLight{0.110f, 0.400f, 0.255f};
constexpr Rgb kPaper{0.984f, 0.965f, 0.918f};
constexpr Rgb kPaperWarm{0.980f, 0.937f, 0.850f};
constexpr Rgb kInk{0.110f, 0.106f, 0.118f};
constexpr Rgb kRed{0.784f, 0.118f, 0.157f};
constexpr Rgb kBlue{0.106f, 0.337f, 0.729f};
constexpr Rgb kGreen{0.086f, 0.502f, 0.231f};
constexpr Rgb kAccent{0.965f, 0.765f, 0.290f};
constexpr Rgb kBack{0.478f, 0.090f, 0.125f};
constexpr Rgb kBackLine{0.918f, 0.765f, 0.478f};
constexpr Rgb kText{0.972f, 0.953f, 0.898f};
constexpr Rgb kTextMuted{0.765f, 0.835f, 0.780f};

// Temperature: warm adds red and takes blue away, cool the reverse (±6 % at the ends).
Rgb temper(Rgb c, float temperature) {
  const float t = (temperature - 0.5f) * 0.12f;
  return {std::clamp(c.r + t, 0.0f, 1.0f), c.g, std::clamp(c.b - t, 0.0f, 1.0f)};
}

// Contrast: push colours away from (or towards) mid-grey.
Rgb contrast(Rgb c, float amount) {
  const float k = 0.7f + amount * 0.6f;  // 0.7 … 1.3, 1.0 at the default
  auto f = [k](float v) { return std::clamp(0.5f + (v - 0.5f) * k, 0.0f, 1.0f); };
  return {f(c.r), f(c.g), f(c.b)};
}

ImU32 pack(Rgb c, float alpha = 1.0f) {
  return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, alpha));
}

}  // namespace

ImU32 with_alpha(ImU32 colour, float alpha) {
  const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f + 0.5f);
  return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

Palette make_palette(const Look& look) {
  auto tone = [&](Rgb c) { return contrast(temper(c, look.temperature), look.contrast); };
  // Felt and text on felt move further apart at high contrast; text never goes soft.
  Palette p{};
  p.felt = pack(tone(kFelt));
  p.felt_edge = pack(tone(kFeltEdge));
  p.felt_light = pack(tone(kFeltLight));
  p.paper = pack(tone(kPaper));
  p.paper_warm = pack(tone(kPaperWarm));
  p.ink = pack(tone(kInk));
  p.red = pack(tone(kRed));
  p.blue = pack(tone(kBlue));
  p.green = pack(tone(kGreen));
  p.accent = pack(tone(kAccent));
  p.back = pack(tone(kBack));
  p.back_line = pack(tone(kBackLine));
  p.text = pack(tone(kText));
  p.text_muted = pack(tone(kTextMuted), 0.75f + look.contrast * 0.25f);
  p.panel = pack({0.0f, 0.0f, 0.0f}, 0.16f + look.contrast * 0.12f);
  p.card_edge = pack(tone(kInk), 0.25f + look.contrast * 0.35f);
  p.shadow = pack({0.0f, 0.0f, 0.0f}, 0.35f);
  p.grain_alpha = std::clamp(look.grain, 0.0f, 1.0f) * 0.10f;
  p.four_colour = look.four_colour;
  return p;
}

}  // namespace cardavia::app
