// Cardavia — the card renderer (see card_renderer.h for the why).
//
// [SECTION] Geometry helpers (star-shaped fills, rotation, text fitting)
// [SECTION] Suit shapes
// [SECTION] French faces
// [SECTION] Cuccù emblems
// [SECTION] Cuccù faces
// [SECTION] Backs
#include "app/card_renderer.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace cardavia::app {
namespace {

constexpr float kPi = 3.14159265358979f;

// [SECTION] Geometry helpers -------------------------------------------------------------------

ImVec2 scaled(ImVec2 centre, ImVec2 unit, float size) {
  return ImVec2(centre.x + unit.x * size, centre.y + unit.y * size);
}

ImU32 mix(ImU32 a, ImU32 b, float t) {
  const ImVec4 x = ImGui::ColorConvertU32ToFloat4(a);
  const ImVec4 y = ImGui::ColorConvertU32ToFloat4(b);
  return ImGui::ColorConvertFloat4ToU32(ImVec4(x.x + (y.x - x.x) * t, x.y + (y.y - x.y) * t,
                                               x.z + (y.z - x.z) * t, x.w + (y.w - x.w) * t));
}

// Fills a polygon that is star-shaped around `centre` (every edge visible from it) as a triangle
// fan, then strokes a thin anti-aliased outline. ImGui's AddConvexPolyFilled would draw spikes at
// the concave points of a heart or a spade; this does not.
template <std::size_t N>
void fill_star_shaped(ImDrawList* dl, ImVec2 centre, const std::array<ImVec2, N>& pts, ImU32 col) {
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimReserve(static_cast<int>(N) * 3, static_cast<int>(N) + 1);
  dl->PrimWriteVtx(centre, uv, col);
  for (const ImVec2& p : pts) dl->PrimWriteVtx(p, uv, col);
  for (std::size_t i = 0; i < N; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + i));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + (i + 1) % N));
  }
  dl->AddPolyline(pts.data(), static_cast<int>(N), col, ImDrawFlags_Closed, 1.0f);
}

// Rotates everything drawn since `vtx_begin` by 180° around `centre` (the lower index corner).
void rotate_180_since(ImDrawList* dl, int vtx_begin, ImVec2 centre) {
  for (int i = vtx_begin; i < dl->VtxBuffer.Size; ++i) {
    ImVec2& p = dl->VtxBuffer[i].pos;
    p = ImVec2(2.0f * centre.x - p.x, 2.0f * centre.y - p.y);
  }
}

ImVec2 text_size(ImFont* font, float size, const char* text) {
  return font->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
}

// Draws `text` centred on `centre`, shrunk if needed so it fits `max_width`.
void text_centred(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col,
                  const char* text, float max_width = FLT_MAX) {
  ImVec2 ts = text_size(font, size, text);
  if (ts.x > max_width && ts.x > 0.0f) {
    size *= max_width / ts.x;
    ts = text_size(font, size, text);
  }
  dl->AddText(font, size, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f), col, text);
}

void card_body(ImDrawList* dl, ImVec2 p0, ImVec2 p1, float width, ImU32 fill, const Palette& pal) {
  const float r = width * 0.075f;
  const float drop = std::max(1.0f, width * 0.025f);
  dl->AddRectFilled(ImVec2(p0.x, p0.y + drop), ImVec2(p1.x, p1.y + drop * 1.6f),
                    with_alpha(pal.shadow, 0.22f), r);
  dl->AddRectFilled(ImVec2(p0.x + drop * 0.3f, p0.y + drop * 0.6f),
                    ImVec2(p1.x + drop * 0.3f, p1.y + drop * 0.8f), with_alpha(pal.shadow, 0.3f),
                    r);
  dl->AddRectFilled(p0, p1, fill, r);
  dl->AddRect(p0, p1, pal.card_edge, r, 0, 1.0f);
}

// [SECTION] Suit shapes ------------------------------------------------------------------------
// Each shape lives in a unit box: x in [-0.5, 0.5], y in [-0.5, 0.5], y pointing down.

// A heart is two round lobes and the convex hull of their lower sides with the tip: every piece
// is convex, so ImGui anti-aliases all edges and no cusp leaves a spike. `flip` = -1 turns it
// upside down (for a spade, or a pip in the lower half of a face).
struct Lobes {
  float cx, cy, r;  // lobe centres at (±cx, cy), radius r
  float tip;        // y of the point
};
constexpr Lobes kHeartLobes{0.235f, -0.19f, 0.255f, 0.5f};

// The tangent point from `p` to the circle (c, r) on the side `side` (-1 left, +1 right).
ImVec2 tangent_point(ImVec2 p, ImVec2 c, float r, float side) {
  const float dx = c.x - p.x, dy = c.y - p.y;
  const float d = std::sqrt(dx * dx + dy * dy);
  const float a = std::asin(std::min(1.0f, r / d));
  const float len = std::sqrt(std::max(0.0f, d * d - r * r));
  const float base = std::atan2(dy, dx);
  // Of the two tangents, keep the one on the outer side.
  const ImVec2 t1(p.x + std::cos(base + a) * len, p.y + std::sin(base + a) * len);
  const ImVec2 t2(p.x + std::cos(base - a) * len, p.y + std::sin(base - a) * len);
  return (t1.x * side > t2.x * side) ? t1 : t2;
}

void draw_lobes(ImDrawList* dl, ImVec2 c, float size, ImU32 col, float flip, const Lobes& h) {
  const int segments = std::clamp(static_cast<int>(size * 0.9f), 14, 48);
  const ImVec2 left = scaled(c, ImVec2(-h.cx, h.cy * flip), size);
  const ImVec2 right = scaled(c, ImVec2(h.cx, h.cy * flip), size);
  const ImVec2 tip = scaled(c, ImVec2(0.0f, h.tip * flip), size);
  const float r = h.r * size;
  dl->AddCircleFilled(left, r, col, segments);
  dl->AddCircleFilled(right, r, col, segments);
  const ImVec2 top = scaled(c, ImVec2(0.0f, (h.cy - 0.04f) * flip), size);  // inside both lobes
  ImVec2 poly[6] = {left,  top,
                    right, tangent_point(tip, right, r, 1.0f),
                    tip,   tangent_point(tip, left, r, -1.0f)};
  if (flip < 0.0f) std::reverse(std::begin(poly), std::end(poly));  // keep the winding for AA
  dl->AddConvexPolyFilled(poly, 6, col);
}

void draw_heart(ImDrawList* dl, ImVec2 c, float size, ImU32 col, float flip) {
  draw_lobes(dl, c, size, col, flip, kHeartLobes);
}

void draw_diamond(ImDrawList* dl, ImVec2 c, float size, ImU32 col) {
  // Slightly concave sides, like a printed diamond.
  std::array<ImVec2, 16> pts{};
  const ImVec2 corners[4] = {{0.0f, -0.5f}, {0.38f, 0.0f}, {0.0f, 0.5f}, {-0.38f, 0.0f}};
  for (int side = 0; side < 4; ++side) {
    const ImVec2 a = corners[side];
    const ImVec2 b = corners[(side + 1) % 4];
    for (int k = 0; k < 4; ++k) {
      const float t = static_cast<float>(k) / 4.0f;
      const float bow = 0.10f * std::sin(t * kPi);  // pull towards the centre
      ImVec2 p(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
      p = ImVec2(p.x * (1.0f - bow), p.y * (1.0f - bow));
      pts[static_cast<std::size_t>(side * 4 + k)] = scaled(c, p, size);
    }
  }
  fill_star_shaped(dl, c, pts, col);
}

void draw_stem(ImDrawList* dl, ImVec2 c, float size, ImU32 col, float flip) {
  // A flared foot under a spade or a club.
  dl->AddTriangleFilled(scaled(c, ImVec2(0.0f, 0.05f * flip), size),
                        scaled(c, ImVec2(0.2f, 0.5f * flip), size),
                        scaled(c, ImVec2(-0.2f, 0.5f * flip), size), col);
}

void draw_spade(ImDrawList* dl, ImVec2 c, float size, ImU32 col, float flip) {
  // An upside-down heart, a little smaller and higher, over the stem.
  constexpr Lobes kSpadeLobes{0.215f, -0.13f, 0.235f, 0.5f};
  draw_lobes(dl, scaled(c, ImVec2(0.0f, -0.08f * flip), size), size * 0.92f, col, -flip,
             kSpadeLobes);
  draw_stem(dl, c, size, col, flip);
}

void draw_club(ImDrawList* dl, ImVec2 c, float size, ImU32 col, float flip) {
  const float r = 0.215f * size;
  const int segments = std::clamp(static_cast<int>(size * 0.8f), 12, 40);
  dl->AddCircleFilled(scaled(c, ImVec2(0.0f, -0.27f * flip), size), r, col, segments);
  dl->AddCircleFilled(scaled(c, ImVec2(-0.245f, 0.09f * flip), size), r, col, segments);
  dl->AddCircleFilled(scaled(c, ImVec2(0.245f, 0.09f * flip), size), r, col, segments);
  dl->AddCircleFilled(scaled(c, ImVec2(0.0f, 0.0f), size), r * 0.6f, col, segments);
  draw_stem(dl, c, size, col, flip);
}

// A five-pointed star (the mark of the Cuccù specials).
void draw_star(ImDrawList* dl, ImVec2 c, float radius, ImU32 col) {
  std::array<ImVec2, 10> pts{};
  for (std::size_t i = 0; i < 10; ++i) {
    const float a = -kPi / 2.0f + kPi * static_cast<float>(i) / 5.0f;
    const float r = (i % 2 == 0) ? radius : radius * 0.45f;
    pts[i] = ImVec2(c.x + std::cos(a) * r, c.y + std::sin(a) * r);
  }
  fill_star_shaped(dl, c, pts, col);
}

// [SECTION] French faces -----------------------------------------------------------------------

const char* rank_text(int rank) {
  static constexpr const char* kRanks[] = {"?", "A", "2", "3",  "4", "5", "6",
                                           "7", "8", "9", "10", "J", "Q", "K"};
  return (rank >= 1 && rank <= 13) ? kRanks[rank] : kRanks[0];
}

// Pip positions for 2–10: column (0 left, 1 centre, 2 right) and row (0 top … 1 bottom).
struct Pip {
  float col, row;
};
constexpr Pip kPips2[] = {{1, 0}, {1, 1}};
constexpr Pip kPips3[] = {{1, 0}, {1, 0.5f}, {1, 1}};
constexpr Pip kPips4[] = {{0, 0}, {2, 0}, {0, 1}, {2, 1}};
constexpr Pip kPips5[] = {{0, 0}, {2, 0}, {1, 0.5f}, {0, 1}, {2, 1}};
constexpr Pip kPips6[] = {{0, 0}, {2, 0}, {0, 0.5f}, {2, 0.5f}, {0, 1}, {2, 1}};
constexpr Pip kPips7[] = {{0, 0}, {2, 0}, {1, 0.25f}, {0, 0.5f}, {2, 0.5f}, {0, 1}, {2, 1}};
constexpr Pip kPips8[] = {{0, 0},    {2, 0},     {1, 0.25f}, {0, 0.5f},
                          {2, 0.5f}, {1, 0.75f}, {0, 1},     {2, 1}};
constexpr Pip kPips9[] = {{0, 0},        {2, 0},        {0, 1.0f / 3}, {2, 1.0f / 3}, {1, 0.5f},
                          {0, 2.0f / 3}, {2, 2.0f / 3}, {0, 1},        {2, 1}};
constexpr Pip kPips10[] = {{0, 0},        {2, 0},        {1, 1.0f / 6}, {0, 1.0f / 3},
                           {2, 1.0f / 3}, {0, 2.0f / 3}, {2, 2.0f / 3}, {1, 5.0f / 6},
                           {0, 1},        {2, 1}};

struct PipLayout {
  const Pip* pips;
  int count;
};

PipLayout pip_layout(int rank) {
  switch (rank) {
    case 2:
      return {kPips2, 2};
    case 3:
      return {kPips3, 3};
    case 4:
      return {kPips4, 4};
    case 5:
      return {kPips5, 5};
    case 6:
      return {kPips6, 6};
    case 7:
      return {kPips7, 7};
    case 8:
      return {kPips8, 8};
    case 9:
      return {kPips9, 9};
    case 10:
      return {kPips10, 10};
    default:
      return {nullptr, 0};
  }
}

// Index corner: rank over suit, centred on a column at `column_x`.
void draw_index(ImDrawList* dl, ImFont* font, ImVec2 top, float rank_size, float suit_size,
                const char* rank, cardavia::Suit suit, ImU32 col) {
  const ImVec2 ts = text_size(font, rank_size, rank);
  // "10" is squeezed a little so its corner stays as narrow as the others.
  const float squeeze = (std::strlen(rank) > 1) ? 0.86f : 1.0f;
  const int vtx0 = dl->VtxBuffer.Size;
  dl->AddText(font, rank_size, ImVec2(top.x - ts.x * 0.5f, top.y), col, rank);
  if (squeeze < 1.0f) {
    for (int i = vtx0; i < dl->VtxBuffer.Size; ++i) {
      ImVec2& p = dl->VtxBuffer[i].pos;
      p.x = top.x + (p.x - top.x) * squeeze;
    }
  }
  draw_suit(dl, suit, ImVec2(top.x, top.y + ts.y * 0.92f + suit_size * 0.5f), suit_size, col);
}

// A simple crown (king), coronet (queen) or cap (jack) above the court letter.
void draw_court_emblem(ImDrawList* dl, int rank, ImVec2 c, float s, ImU32 col, ImU32 accent) {
  if (rank == 13) {
    const ImVec2 pts[7] = {{-0.5f, 0.3f},  {-0.5f, -0.25f}, {-0.25f, 0.05f}, {0.0f, -0.4f},
                           {0.25f, 0.05f}, {0.5f, -0.25f},  {0.5f, 0.3f}};
    ImVec2 p[7];
    for (int i = 0; i < 7; ++i) p[i] = scaled(c, pts[i], s);
    const ImVec2 band0 = scaled(c, ImVec2(-0.5f, 0.05f), s),
                 band1 = scaled(c, ImVec2(0.5f, 0.3f), s);
    dl->AddRectFilled(band0, band1, accent);
    const ImVec2 t1[3] = {p[1], scaled(c, ImVec2(-0.5f, 0.06f), s),
                          scaled(c, ImVec2(-0.12f, 0.06f), s)};
    const ImVec2 t2[3] = {p[3], scaled(c, ImVec2(-0.2f, 0.06f), s),
                          scaled(c, ImVec2(0.2f, 0.06f), s)};
    const ImVec2 t3[3] = {p[5], scaled(c, ImVec2(0.12f, 0.06f), s),
                          scaled(c, ImVec2(0.5f, 0.06f), s)};
    dl->AddTriangleFilled(t1[0], t1[1], t1[2], accent);
    dl->AddTriangleFilled(t2[0], t2[1], t2[2], accent);
    dl->AddTriangleFilled(t3[0], t3[1], t3[2], accent);
    dl->AddPolyline(p, 7, col, ImDrawFlags_Closed, std::max(1.0f, s * 0.05f));
    dl->AddCircleFilled(p[1], s * 0.07f, col);
    dl->AddCircleFilled(p[3], s * 0.07f, col);
    dl->AddCircleFilled(p[5], s * 0.07f, col);
  } else if (rank == 12) {
    dl->AddRectFilled(scaled(c, ImVec2(-0.42f, 0.05f), s), scaled(c, ImVec2(0.42f, 0.3f), s),
                      accent, s * 0.08f);
    for (int i = -2; i <= 2; ++i) {
      const ImVec2 tip = scaled(c, ImVec2(0.19f * i, -0.2f + 0.06f * std::abs(i)), s);
      dl->AddCircleFilled(tip, s * 0.075f, accent);
      dl->AddLine(tip, scaled(c, ImVec2(0.19f * i, 0.08f), s), accent, s * 0.07f);
    }
    dl->AddRect(scaled(c, ImVec2(-0.42f, 0.05f), s), scaled(c, ImVec2(0.42f, 0.3f), s), col,
                s * 0.08f, 0, std::max(1.0f, s * 0.05f));
  } else {
    // Jack: a sword, laid across (drawn larger: a sword is thin).
    const float sj = s * 1.35f;
    const float lw = std::max(1.0f, sj * 0.05f);
    const ImVec2 blade[4] = {
        scaled(c, ImVec2(-0.52f, 0.1f), sj), scaled(c, ImVec2(-0.4f, 0.03f), sj),
        scaled(c, ImVec2(0.22f, 0.03f), sj), scaled(c, ImVec2(0.22f, 0.17f), sj)};
    const ImVec2 tail[3] = {blade[0], blade[3], scaled(c, ImVec2(-0.4f, 0.17f), sj)};
    dl->AddConvexPolyFilled(blade, 4, with_alpha(col, 0.25f));
    dl->AddConvexPolyFilled(tail, 3, with_alpha(col, 0.25f));
    dl->AddLine(blade[0], scaled(c, ImVec2(0.22f, 0.1f), sj), col, lw * 0.6f);
    dl->AddRectFilled(scaled(c, ImVec2(0.22f, -0.12f), sj), scaled(c, ImVec2(0.3f, 0.32f), sj),
                      accent, sj * 0.03f);
    dl->AddRectFilled(scaled(c, ImVec2(0.3f, 0.05f), sj), scaled(c, ImVec2(0.46f, 0.15f), sj), col);
    dl->AddCircleFilled(scaled(c, ImVec2(0.5f, 0.1f), sj), sj * 0.07f, accent, 16);
  }
}

// [SECTION] Cuccù emblems ----------------------------------------------------------------------
// Each emblem fits a box of `s` around `c`.

void ellipse_points(ImVec2 c, float rx, float ry, ImVec2* out, int n) {
  for (int i = 0; i < n; ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / static_cast<float>(n);
    out[i] = ImVec2(c.x + std::cos(a) * rx, c.y + std::sin(a) * ry);
  }
}

void filled_ellipse(ImDrawList* dl, ImVec2 c, float rx, float ry, ImU32 col) {
  ImVec2 pts[40];
  ellipse_points(c, rx, ry, pts, 40);
  dl->AddConvexPolyFilled(pts, 40, col);
}

void emblem_lion(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  const ImU32 mane = mix(pal.accent, pal.red, 0.45f);
  const ImU32 face = pal.accent;
  std::array<ImVec2, 28> m{};
  for (std::size_t i = 0; i < m.size(); ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / static_cast<float>(m.size());
    const float r = (i % 2 == 0) ? 0.5f : 0.38f;
    m[i] = scaled(c, ImVec2(std::cos(a) * r, std::sin(a) * r), s);
  }
  fill_star_shaped(dl, c, m, mane);
  dl->AddCircleFilled(c, s * 0.3f, face, 32);
  dl->AddCircleFilled(scaled(c, ImVec2(-0.11f, -0.06f), s), s * 0.04f, pal.ink);
  dl->AddCircleFilled(scaled(c, ImVec2(0.11f, -0.06f), s), s * 0.04f, pal.ink);
  dl->AddTriangleFilled(scaled(c, ImVec2(-0.07f, 0.06f), s), scaled(c, ImVec2(0.07f, 0.06f), s),
                        scaled(c, ImVec2(0.0f, 0.14f), s), pal.ink);
  dl->AddBezierQuadratic(scaled(c, ImVec2(-0.1f, 0.19f), s), scaled(c, ImVec2(0.0f, 0.25f), s),
                         scaled(c, ImVec2(0.1f, 0.19f), s), pal.ink, std::max(1.0f, s * 0.025f));
}

void emblem_mask(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  const ImU32 body = mix(pal.back, pal.ink, 0.2f);
  ImVec2 pts[40];
  ellipse_points(scaled(c, ImVec2(0.0f, 0.0f), s), s * 0.48f, s * 0.26f, pts, 40);
  dl->AddConvexPolyFilled(pts, 40, body);
  filled_ellipse(dl, scaled(c, ImVec2(-0.2f, -0.02f), s), s * 0.12f, s * 0.08f, pal.paper);
  filled_ellipse(dl, scaled(c, ImVec2(0.2f, -0.02f), s), s * 0.12f, s * 0.08f, pal.paper);
  dl->AddTriangleFilled(scaled(c, ImVec2(-0.05f, -0.2f), s), scaled(c, ImVec2(0.05f, -0.2f), s),
                        scaled(c, ImVec2(0.0f, 0.1f), s), pal.paper);
  dl->AddBezierQuadratic(scaled(c, ImVec2(-0.46f, 0.0f), s), scaled(c, ImVec2(-0.6f, 0.3f), s),
                         scaled(c, ImVec2(-0.4f, 0.45f), s), body, std::max(1.0f, s * 0.04f));
  dl->AddBezierQuadratic(scaled(c, ImVec2(0.46f, 0.0f), s), scaled(c, ImVec2(0.6f, 0.3f), s),
                         scaled(c, ImVec2(0.4f, 0.45f), s), body, std::max(1.0f, s * 0.04f));
}

void emblem_bucket(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  const ImU32 wood = mix(pal.accent, pal.ink, 0.45f);
  const ImVec2 q[4] = {scaled(c, ImVec2(-0.36f, -0.12f), s), scaled(c, ImVec2(0.36f, -0.12f), s),
                       scaled(c, ImVec2(0.26f, 0.45f), s), scaled(c, ImVec2(-0.26f, 0.45f), s)};
  dl->AddConvexPolyFilled(q, 4, wood);
  const float lw = std::max(1.0f, s * 0.035f);
  dl->AddLine(scaled(c, ImVec2(-0.34f, 0.02f), s), scaled(c, ImVec2(0.34f, 0.02f), s), pal.ink, lw);
  dl->AddLine(scaled(c, ImVec2(-0.29f, 0.3f), s), scaled(c, ImVec2(0.29f, 0.3f), s), pal.ink, lw);
  dl->PathArcTo(scaled(c, ImVec2(0.0f, -0.12f), s), s * 0.33f, kPi * 1.05f, kPi * 1.95f, 16);
  dl->PathStroke(pal.ink, 0, lw);
  filled_ellipse(dl, scaled(c, ImVec2(0.0f, -0.12f), s), s * 0.36f, s * 0.06f,
                 mix(wood, pal.ink, 0.4f));
}

void emblem_inn(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  const ImU32 wall = mix(pal.paper_warm, pal.accent, 0.5f);
  dl->AddRectFilled(scaled(c, ImVec2(-0.34f, -0.05f), s), scaled(c, ImVec2(0.34f, 0.45f), s), wall);
  dl->AddTriangleFilled(scaled(c, ImVec2(-0.46f, -0.02f), s), scaled(c, ImVec2(0.46f, -0.02f), s),
                        scaled(c, ImVec2(0.0f, -0.45f), s), pal.red);
  dl->AddRectFilled(scaled(c, ImVec2(-0.09f, 0.17f), s), scaled(c, ImVec2(0.09f, 0.45f), s),
                    mix(pal.accent, pal.ink, 0.55f));
  dl->AddRectFilled(scaled(c, ImVec2(-0.27f, 0.05f), s), scaled(c, ImVec2(-0.15f, 0.17f), s),
                    pal.ink);
  dl->AddRectFilled(scaled(c, ImVec2(0.15f, 0.05f), s), scaled(c, ImVec2(0.27f, 0.17f), s),
                    pal.ink);
  dl->AddRect(scaled(c, ImVec2(-0.34f, -0.05f), s), scaled(c, ImVec2(0.34f, 0.45f), s), pal.ink,
              0.0f, 0, std::max(1.0f, s * 0.03f));
}

void emblem_cat(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  const ImU32 fur = pal.ink;
  dl->AddTriangleFilled(scaled(c, ImVec2(-0.36f, -0.05f), s), scaled(c, ImVec2(-0.32f, -0.45f), s),
                        scaled(c, ImVec2(-0.05f, -0.2f), s), fur);
  dl->AddTriangleFilled(scaled(c, ImVec2(0.36f, -0.05f), s), scaled(c, ImVec2(0.05f, -0.2f), s),
                        scaled(c, ImVec2(0.32f, -0.45f), s), fur);
  filled_ellipse(dl, scaled(c, ImVec2(0.0f, 0.05f), s), s * 0.38f, s * 0.32f, fur);
  filled_ellipse(dl, scaled(c, ImVec2(-0.14f, 0.0f), s), s * 0.07f, s * 0.09f, pal.accent);
  filled_ellipse(dl, scaled(c, ImVec2(0.14f, 0.0f), s), s * 0.07f, s * 0.09f, pal.accent);
  filled_ellipse(dl, scaled(c, ImVec2(-0.14f, 0.0f), s), s * 0.02f, s * 0.07f, fur);
  filled_ellipse(dl, scaled(c, ImVec2(0.14f, 0.0f), s), s * 0.02f, s * 0.07f, fur);
  dl->AddTriangleFilled(scaled(c, ImVec2(-0.04f, 0.12f), s), scaled(c, ImVec2(0.04f, 0.12f), s),
                        scaled(c, ImVec2(0.0f, 0.17f), s), pal.red);
  const float lw = std::max(1.0f, s * 0.015f);
  for (int side = -1; side <= 1; side += 2) {
    for (int k = 0; k < 2; ++k) {
      dl->AddLine(scaled(c, ImVec2(side * 0.12f, 0.16f + k * 0.05f), s),
                  scaled(c, ImVec2(side * 0.5f, 0.12f + k * 0.12f), s), fur, lw);
    }
  }
}

void emblem_horse(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  // A horse's head in profile, like a chess knight.
  const ImU32 coat = mix(pal.accent, pal.ink, 0.6f);
  const ImVec2 unit[12] = {{-0.05f, -0.45f}, {0.1f, -0.3f},  {0.38f, -0.05f}, {0.42f, 0.08f},
                           {0.32f, 0.14f},   {0.12f, 0.05f}, {0.05f, 0.1f},   {0.2f, 0.45f},
                           {-0.3f, 0.45f},   {-0.32f, 0.1f}, {-0.2f, -0.25f}, {-0.12f, -0.34f}};
  std::array<ImVec2, 12> pts{};
  for (std::size_t i = 0; i < 12; ++i) pts[i] = scaled(c, unit[i], s);
  fill_star_shaped(dl, scaled(c, ImVec2(-0.05f, 0.0f), s), pts, coat);
  dl->AddCircleFilled(scaled(c, ImVec2(0.06f, -0.15f), s), s * 0.04f, pal.paper);
  // mane
  dl->AddBezierQuadratic(scaled(c, ImVec2(-0.12f, -0.34f), s), scaled(c, ImVec2(-0.4f, -0.1f), s),
                         scaled(c, ImVec2(-0.32f, 0.3f), s), pal.ink, std::max(1.0f, s * 0.06f));
}

void emblem_hunter(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  // A drawn bow with its arrow.
  const float lw = std::max(1.0f, s * 0.05f);
  dl->PathArcTo(scaled(c, ImVec2(-0.25f, 0.0f), s), s * 0.45f, -kPi * 0.42f, kPi * 0.42f, 24);
  dl->PathStroke(mix(pal.accent, pal.ink, 0.5f), 0, lw * 1.3f);
  const ImVec2 top =
      scaled(c, ImVec2(-0.25f + 0.45f * std::cos(kPi * 0.42f), -0.45f * std::sin(kPi * 0.42f)), s);
  const ImVec2 bottom = ImVec2(top.x, 2.0f * c.y - top.y);
  const ImVec2 nock = scaled(c, ImVec2(-0.38f, 0.0f), s);
  dl->AddLine(top, nock, pal.ink, lw * 0.4f);
  dl->AddLine(nock, bottom, pal.ink, lw * 0.4f);
  dl->AddLine(nock, scaled(c, ImVec2(0.4f, 0.0f), s), pal.ink, lw * 0.8f);
  dl->AddTriangleFilled(scaled(c, ImVec2(0.5f, 0.0f), s), scaled(c, ImVec2(0.36f, -0.07f), s),
                        scaled(c, ImVec2(0.36f, 0.07f), s), pal.red);
  dl->AddTriangleFilled(nock, scaled(c, ImVec2(-0.46f, -0.08f), s),
                        scaled(c, ImVec2(-0.32f, 0.0f), s), pal.red);
  dl->AddTriangleFilled(nock, scaled(c, ImVec2(-0.32f, 0.0f), s),
                        scaled(c, ImVec2(-0.46f, 0.08f), s), pal.red);
}

void emblem_cuckoo(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  const ImU32 feathers = mix(pal.blue, pal.ink, 0.35f);
  // tail
  dl->AddTriangleFilled(scaled(c, ImVec2(-0.15f, 0.05f), s), scaled(c, ImVec2(-0.52f, 0.28f), s),
                        scaled(c, ImVec2(-0.42f, 0.38f), s), feathers);
  filled_ellipse(dl, scaled(c, ImVec2(0.0f, 0.08f), s), s * 0.28f, s * 0.2f, feathers);
  dl->AddCircleFilled(scaled(c, ImVec2(0.22f, -0.14f), s), s * 0.15f, feathers, 24);
  dl->AddTriangleFilled(scaled(c, ImVec2(0.34f, -0.18f), s), scaled(c, ImVec2(0.52f, -0.12f), s),
                        scaled(c, ImVec2(0.34f, -0.08f), s), pal.accent);
  dl->AddCircleFilled(scaled(c, ImVec2(0.25f, -0.17f), s), s * 0.035f, pal.paper);
  // breast stripes
  const float lw = std::max(1.0f, s * 0.02f);
  for (int k = 0; k < 3; ++k)
    dl->AddLine(scaled(c, ImVec2(0.02f + 0.07f * k, 0.02f), s),
                scaled(c, ImVec2(0.0f + 0.07f * k, 0.2f), s), pal.paper, lw);
  // legs
  dl->AddLine(scaled(c, ImVec2(0.0f, 0.27f), s), scaled(c, ImVec2(-0.03f, 0.42f), s), pal.ink, lw);
  dl->AddLine(scaled(c, ImVec2(0.08f, 0.27f), s), scaled(c, ImVec2(0.08f, 0.42f), s), pal.ink, lw);
}

void emblem_fool(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  // A jester's cap: three points with bells.
  const ImU32 colours[3] = {pal.red, pal.green, pal.blue};
  const ImVec2 tips[3] = {{-0.42f, -0.3f}, {0.0f, -0.48f}, {0.42f, -0.3f}};
  const ImVec2 feet[3][2] = {{{-0.38f, 0.2f}, {-0.1f, 0.2f}},
                             {{-0.16f, 0.2f}, {0.16f, 0.2f}},
                             {{0.1f, 0.2f}, {0.38f, 0.2f}}};
  for (int i = 0; i < 3; ++i) {
    dl->AddTriangleFilled(scaled(c, tips[i], s), scaled(c, feet[i][0], s), scaled(c, feet[i][1], s),
                          colours[i]);
  }
  dl->AddRectFilled(scaled(c, ImVec2(-0.4f, 0.18f), s), scaled(c, ImVec2(0.4f, 0.34f), s),
                    pal.accent, s * 0.05f);
  for (const ImVec2& t : tips) dl->AddCircleFilled(scaled(c, t, s), s * 0.07f, pal.accent, 16);
}

void emblem_zero(ImDrawList* dl, ImVec2 c, float s, const Palette& pal) {
  dl->AddCircle(c, s * 0.38f, pal.ink, 40, std::max(1.0f, s * 0.06f));
}

// [SECTION] Cuccù faces ------------------------------------------------------------------------

// Indexed by CuccuRank (core/cards/cuccu_card.h): lowest first, the Fool last.
struct CucuInfo {
  const char* numeral;
  const char* name_key;
  void (*emblem)(ImDrawList*, ImVec2, float, const Palette&);
};

// U+2212 MINUS SIGN for negative values (wider and centred, unlike the hyphen).
constexpr CucuInfo kCucu[kNumCuccuRanks] = {
    {"\xe2\x88\x92"
     "3",
     "cucu.lion", emblem_lion},
    {"\xe2\x88\x92"
     "2",
     "cucu.mask", emblem_mask},
    {"\xe2\x88\x92"
     "1",
     "cucu.bucket", emblem_bucket},
    {"0", nullptr, emblem_zero},
    {"I", nullptr, nullptr},
    {"II", nullptr, nullptr},
    {"III", nullptr, nullptr},
    {"IV", nullptr, nullptr},
    {"V", nullptr, nullptr},
    {"VI", nullptr, nullptr},
    {"VII", nullptr, nullptr},
    {"VIII", nullptr, nullptr},
    {"IX", nullptr, nullptr},
    {"X", nullptr, nullptr},
    {"XI", "cucu.inn", emblem_inn},
    {"XII", "cucu.cat", emblem_cat},
    {"XIII", "cucu.horse", emblem_horse},
    {"XIIII", "cucu.hunter", emblem_hunter},
    {"XV", "cucu.cuckoo", emblem_cuckoo},
    {"", "cucu.fool", emblem_fool},
};

const CucuInfo& info(CuccuCard card) {
  const int i = card.id();
  return kCucu[(i >= 0 && i < kNumCuccuRanks) ? i : 0];
}

}  // namespace

// [SECTION] Public API -------------------------------------------------------------------------

const char* cucu_name_key(CuccuCard card) { return info(card).name_key; }
const char* cucu_numeral(CuccuCard card) { return info(card).numeral; }

ImU32 suit_colour(cardavia::Suit suit, const Palette& palette) {
  switch (suit) {
    case cardavia::Suit::kHearts:
      return palette.red;
    case cardavia::Suit::kDiamonds:
      return palette.four_colour ? palette.blue : palette.red;
    case cardavia::Suit::kClubs:
      return palette.four_colour ? palette.green : palette.ink;
    case cardavia::Suit::kSpades:
      return palette.ink;
  }
  return palette.ink;
}

void draw_suit(ImDrawList* dl, cardavia::Suit suit, ImVec2 centre, float height, ImU32 colour,
               bool upside_down) {
  const float flip = upside_down ? -1.0f : 1.0f;
  switch (suit) {
    case cardavia::Suit::kHearts:
      draw_heart(dl, centre, height, colour, flip);
      break;
    case cardavia::Suit::kDiamonds:
      draw_diamond(dl, centre, height, colour);
      break;
    case cardavia::Suit::kClubs:
      draw_club(dl, centre, height, colour, flip);
      break;
    case cardavia::Suit::kSpades:
      draw_spade(dl, centre, height, colour, flip);
      break;
  }
}

void draw_french_face(ImDrawList* dl, ImVec2 p0, float w, StandardCard card,
                      const CardStyle& style) {
  const Palette& pal = *style.palette;
  const float h = w * kCardAspect;
  const ImVec2 p1(p0.x + w, p0.y + h);
  card_body(dl, p0, p1, w, pal.paper, pal);
  const ImU32 col = suit_colour(card.suit, pal);
  const int printed = static_cast<int>(card.rank);  // ace 1 … king 13
  const char* rank = rank_text(printed);
  ImFont* bold = style.fonts.bold;

  if (w < kCompactWidth) {
    // Compact: one large index corner and one large suit; readable at 44 px wide.
    draw_index(dl, bold, ImVec2(p0.x + w * 0.23f, p0.y + w * 0.05f), w * 0.36f, w * 0.24f, rank,
               card.suit, col);
    draw_suit(dl, card.suit, ImVec2(p0.x + w * 0.6f, p0.y + h * 0.68f), w * 0.56f, col);
    return;
  }

  // Step 1. Index corners (the lower one is the upper one turned 180°).
  const float rank_size = w * 0.185f;
  const float suit_size = w * 0.12f;
  const ImVec2 corner(p0.x + w * 0.11f, p0.y + w * 0.05f);
  draw_index(dl, bold, corner, rank_size, suit_size, rank, card.suit, col);
  const int vtx0 = dl->VtxBuffer.Size;
  draw_index(dl, bold, corner, rank_size, suit_size, rank, card.suit, col);
  rotate_180_since(dl, vtx0, ImVec2((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f));

  // Step 2. The middle: pips, a court panel, or the ace's single large suit.
  const ImVec2 mid((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f);
  if (printed == 1) {
    draw_suit(dl, card.suit, mid, w * 0.42f, col);
    return;
  }
  if (printed >= 11) {
    const ImVec2 f0(p0.x + w * 0.24f, p0.y + h * 0.14f), f1(p1.x - w * 0.24f, p1.y - h * 0.14f);
    dl->AddRectFilled(f0, f1, with_alpha(col, 0.08f), w * 0.04f);
    dl->AddRect(f0, f1, with_alpha(col, 0.7f), w * 0.04f, 0, std::max(1.0f, w * 0.012f));
    const float fw = f1.x - f0.x;
    draw_court_emblem(dl, printed, ImVec2(mid.x, f0.y + (f1.y - f0.y) * 0.24f), fw * 0.62f, col,
                      pal.accent);
    text_centred(dl, style.fonts.display, fw * 0.78f, ImVec2(mid.x, f0.y + (f1.y - f0.y) * 0.55f),
                 col, rank);
    draw_suit(dl, card.suit, ImVec2(mid.x, f0.y + (f1.y - f0.y) * 0.84f), fw * 0.3f, col);
    return;
  }
  const PipLayout layout = pip_layout(printed);
  // Pips stay clear of the index corners: columns at 33.5 % and 66.5 % of the width, and smaller
  // pips when there are many.
  const float x0 = p0.x + w * 0.335f, x1 = p1.x - w * 0.335f;
  const float y0 = p0.y + h * 0.19f, y1 = p1.y - h * 0.19f;
  const float pip = w * (printed >= 9 ? 0.14f : printed >= 4 ? 0.155f : 0.18f);
  for (int i = 0; i < layout.count; ++i) {
    const Pip& pp = layout.pips[i];
    const ImVec2 c(x0 + (x1 - x0) * pp.col * 0.5f, y0 + (y1 - y0) * pp.row);
    draw_suit(dl, card.suit, c, pip, col, pp.row > 0.5f);
  }
}

void draw_cucu_face(ImDrawList* dl, ImVec2 p0, float w, CuccuCard card, const char* name,
                    const CardStyle& style) {
  const Palette& pal = *style.palette;
  const CucuInfo& ci = info(card);
  const bool special = card.is_special();
  const float h = w * kCardAspect;
  const ImVec2 p1(p0.x + w, p0.y + h);
  const ImVec2 mid((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f);
  card_body(dl, p0, p1, w, pal.paper_warm, pal);

  // Step 1. A frame: thin ink for ordinary cards, thick accent with a star for the specials.
  const float inset = w * 0.06f;
  const ImVec2 f0(p0.x + inset, p0.y + inset), f1(p1.x - inset, p1.y - inset);
  if (special) {
    dl->AddRect(f0, f1, pal.accent, w * 0.04f, 0, std::max(2.0f, w * 0.05f));
    const ImVec2 badge(p1.x - w * 0.16f, p0.y + w * 0.16f);
    dl->AddCircleFilled(badge, w * 0.12f, pal.red, 24);
    draw_star(dl, badge, w * 0.09f, pal.paper);
  } else {
    dl->AddRect(f0, f1, with_alpha(pal.ink, 0.35f), w * 0.04f, 0, 1.0f);
  }

  const bool negative =
      card.rank == CuccuRank::kLion || card.rank == CuccuRank::kMask || card.rank == CuccuRank::kBucket;
  const ImU32 numeral_col = negative ? pal.red : pal.ink;
  const float inner_w = (f1.x - f0.x) * (special ? 0.78f : 0.9f);

  // Step 2. Plain numerals (I–X): the numeral very large, with a rule above and below.
  if (ci.emblem == nullptr) {
    text_centred(dl, style.fonts.display, w * 0.5f, mid, numeral_col, ci.numeral, inner_w);
    const float lw = std::max(1.0f, w * 0.015f);
    dl->AddLine(ImVec2(mid.x - w * 0.22f, p0.y + h * 0.27f),
                ImVec2(mid.x + w * 0.22f, p0.y + h * 0.27f), with_alpha(pal.ink, 0.5f), lw);
    dl->AddLine(ImVec2(mid.x - w * 0.22f, p1.y - h * 0.27f),
                ImVec2(mid.x + w * 0.22f, p1.y - h * 0.27f), with_alpha(pal.ink, 0.5f), lw);
    return;
  }

  // Step 3. Picture cards: numeral on top, emblem in the middle, name at the bottom.
  const bool compact = w < kCompactWidth;
  const bool has_numeral = ci.numeral[0] != '\0';
  const float numeral_size = w * (compact ? 0.34f : 0.3f);
  if (has_numeral) {
    const float numeral_w = special ? (f1.x - f0.x) * 0.62f : inner_w;
    const float nx = special ? f0.x + (f1.x - f0.x) * 0.05f + numeral_w * 0.5f : mid.x;
    text_centred(dl, style.fonts.display, numeral_size, ImVec2(nx, p0.y + h * 0.15f), numeral_col,
                 ci.numeral, numeral_w);
  }
  const float emblem_size = std::min(w * 0.62f, h * 0.4f);
  const float emblem_y = has_numeral ? p0.y + h * 0.5f : p0.y + h * 0.42f;
  ci.emblem(dl, ImVec2(mid.x, emblem_y), emblem_size, pal);
  if (name != nullptr && name[0] != '\0') {
    text_centred(dl, style.fonts.bold, w * (compact ? 0.2f : 0.16f),
                 ImVec2(mid.x, p1.y - h * 0.13f), pal.ink, name, inner_w);
  }
}

void draw_card_back(ImDrawList* dl, ImVec2 p0, float w, const CardStyle& style) {
  const Palette& pal = *style.palette;
  const float h = w * kCardAspect;
  const ImVec2 p1(p0.x + w, p0.y + h);
  card_body(dl, p0, p1, w, pal.paper, pal);
  // A cream margin, then the red field with a gold lattice and the Cardavia medallion.
  const float m = w * 0.07f;
  const ImVec2 f0(p0.x + m, p0.y + m), f1(p1.x - m, p1.y - m);
  dl->AddRectFilled(f0, f1, pal.back, w * 0.045f);
  dl->PushClipRect(f0, f1, true);
  const float step = std::max(5.0f, w * 0.11f);
  const float lw = std::max(1.0f, w * 0.012f);
  const ImU32 line = with_alpha(pal.back_line, 0.45f);
  for (float d = -h; d < w + h; d += step) {
    dl->AddLine(ImVec2(f0.x + d, f0.y), ImVec2(f0.x + d + h, f0.y + h), line, lw);
    dl->AddLine(ImVec2(f0.x + d, f0.y), ImVec2(f0.x + d - h, f0.y + h), line, lw);
  }
  dl->PopClipRect();
  dl->AddRect(ImVec2(f0.x + m * 0.5f, f0.y + m * 0.5f), ImVec2(f1.x - m * 0.5f, f1.y - m * 0.5f),
              pal.back_line, w * 0.03f, 0, lw);
  const ImVec2 mid((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f);
  filled_ellipse(dl, mid, w * 0.26f, w * 0.32f, pal.back);
  ImVec2 ring[40];
  ellipse_points(mid, w * 0.26f, w * 0.32f, ring, 40);
  dl->AddPolyline(ring, 40, pal.back_line, ImDrawFlags_Closed, std::max(1.0f, w * 0.02f));
  text_centred(dl, style.fonts.display, w * 0.36f, ImVec2(mid.x, mid.y + w * 0.01f), pal.back_line,
               "C");
}

}  // namespace cardavia::app
