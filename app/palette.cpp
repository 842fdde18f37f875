// Cardavia — palette tokens and the look transforms (see palette.h).
#include "app/palette.h"

#include <algorithm>

namespace cardavia::app {
namespace {

struct Rgb {
  float r, g, b;
};

// The designed tokens (at contrast = temperature = 0.5) and the transforms' numbers, from
// assets/palette.json, which the rules pages' stylesheet is written from too (scripts/palette.py):
// kFelt, kText, … and kTemperatureSpan, kContrastSoft, kContrastHigh.
#include "palette_tokens.inc"

// Temperature: warm adds red and takes blue away, cool the reverse (±6 % at the ends).
Rgb temper(Rgb c, float temperature) {
  const float t = (temperature - 0.5f) * kTemperatureSpan;
  return {std::clamp(c.r + t, 0.0f, 1.0f), c.g, std::clamp(c.b - t, 0.0f, 1.0f)};
}

// Contrast: push colours away from (or towards) mid-grey. The soft end stops at kContrastSoft
// (0.9), not lower: below it the text on the lamp-lit felt falls under 4.5:1
// (tests/app/palette_test.cpp).
Rgb contrast(Rgb c, float amount) {
  const float a = std::clamp(amount, 0.0f, 1.0f);
  const float k = kContrastSoft + (1.0f - kContrastSoft) * std::min(2.0f * a, 1.0f) +
                  (kContrastHigh - 1.0f) * std::max(2.0f * a - 1.0f, 0.0f);
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
  p.text_muted = pack(tone(kTextMuted));  // opaque: see-through, it fell under 4.5:1 on the felt
  p.ink_soft = pack(tone(kInkSoft));
  p.panel = pack({0.0f, 0.0f, 0.0f}, 0.16f + look.contrast * 0.12f);
  p.card_edge = pack(tone(kInk), 0.25f + look.contrast * 0.35f);
  p.shadow = pack({0.0f, 0.0f, 0.0f}, 0.35f);
  const Rgb seats[] = {kSeatOne, kSeatTwo, kSeatThree, kSeatFour};
  for (int i = 0; i < 4; ++i) p.seats[i] = pack(tone(seats[i]));
  p.grain_alpha = std::clamp(look.grain, 0.0f, 1.0f) * 0.10f;
  p.four_colour = look.four_colour;
  return p;
}

}  // namespace cardavia::app
