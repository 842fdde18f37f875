// Cardavia — the felt under every screen: a lamp-lit radial gradient and a fixed grain (UI.md,
// "The table"). Drawn into the background list, so every window draws over it.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/shell/screens.h"

namespace cardavia::app {
namespace {

constexpr float kPi = 3.14159265358979f;

// A radial gradient drawn as two rings of vertices: lamp-lit centre → felt → dark edge.
void draw_gradient(ImDrawList* dl, ImVec2 size, const Palette& pal) {
  constexpr int kSegments = 72;
  const ImVec2 c(size.x * 0.5f, size.y * 0.42f);
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimReserve(kSegments * 9, 1 + kSegments * 2);
  dl->PrimWriteVtx(c, uv, pal.felt_light);
  const float inner_rx = size.x * 0.42f, inner_ry = size.y * 0.36f;
  for (int i = 0; i < kSegments; ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / kSegments;
    dl->PrimWriteVtx(ImVec2(c.x + std::cos(a) * inner_rx, c.y + std::sin(a) * inner_ry), uv,
                     pal.felt);
  }
  // The outer ring reaches past the corners, so the whole screen is covered.
  const float outer = std::sqrt(size.x * size.x + size.y * size.y);
  for (int i = 0; i < kSegments; ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / kSegments;
    dl->PrimWriteVtx(ImVec2(c.x + std::cos(a) * outer * 0.62f, c.y + std::sin(a) * outer * 0.62f),
                     uv, pal.felt_edge);
  }
  for (int i = 0; i < kSegments; ++i) {
    const auto i0 = static_cast<ImDrawIdx>(base + 1 + i);
    const auto i1 = static_cast<ImDrawIdx>(base + 1 + (i + 1) % kSegments);
    const auto o0 = static_cast<ImDrawIdx>(i0 + kSegments);
    const auto o1 = static_cast<ImDrawIdx>(i1 + kSegments);
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(i0);
    dl->PrimWriteIdx(i1);
    dl->PrimWriteIdx(i0);
    dl->PrimWriteIdx(o0);
    dl->PrimWriteIdx(o1);
    dl->PrimWriteIdx(i0);
    dl->PrimWriteIdx(o1);
    dl->PrimWriteIdx(i1);
  }
}

// Grain: a fixed scatter of tiny light and dark specks (same every frame: no shimmer).
void draw_grain(ImDrawList* dl, ImVec2 size, const Palette& pal) {
  if (pal.grain_alpha <= 0.0f) return;
  const int count = std::min(2400, static_cast<int>(size.x * size.y / 260.0f));
  std::uint32_t s = 0x9E3779B9u;
  auto next = [&s]() {
    s = s * 1664525u + 1013904223u;
    return static_cast<float>(s >> 8) / 16777216.0f;
  };
  for (int i = 0; i < count; ++i) {
    const ImVec2 p(next() * size.x, next() * size.y);
    const float a = pal.grain_alpha * (0.4f + next() * 0.6f);
    const ImU32 col = (i % 2 == 0) ? IM_COL32(255, 255, 255, 0) : IM_COL32(0, 0, 0, 0);
    dl->AddRectFilled(p, ImVec2(p.x + 1.0f, p.y + 1.0f), with_alpha(col, a));
  }
}

}  // namespace

void draw_felt(ImDrawList* dl, ImVec2 size, const Palette& palette) {
  draw_gradient(dl, size, palette);
  draw_grain(dl, size, palette);
}

}  // namespace cardavia::app
