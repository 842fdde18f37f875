// Cardavia — the one palette (assets/palette.json → app/palette.cpp and the rules pages' CSS) keeps
// its text readable at every comfort setting: WCAG contrast ratios computed from make_palette()
// over the sliders' whole range (contrast, grain, temperature, 0–100 in steps of 10):
//   body text ≥ 4.5:1, large text and the accent (rings, the "your move" pill, focus) ≥ 3:1,
// on the felt (its centre, lamp-lit middle and edge), on the sheets and panels over it, on the
// cards' paper; and the pairs the rules pages draw (pages/static/pages.css) with the same tokens.
//
// Also the table's colours at a grid of settings in tests/app/palette.golden.json, which the
// browser test tests/web/palette.test.mjs compares with the rules page's computed colours at the
// same slider settings: the page and the table give the same colours. When the palette changes on
// purpose: run this test, copy build/…/palette.actual.json (the test's working directory) over
// the golden file.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/palette.h"
#include "tests/record_files.h"

using cardavia::app::Look;
using cardavia::app::make_palette;
using cardavia::app::Palette;

namespace {

struct Colour {
  double r, g, b;  // sRGB 0…1
};

Colour of(ImU32 c) {
  return {((c >> IM_COL32_R_SHIFT) & 0xFF) / 255.0, ((c >> IM_COL32_G_SHIFT) & 0xFF) / 255.0,
          ((c >> IM_COL32_B_SHIFT) & 0xFF) / 255.0};
}
double alpha_of(ImU32 c) { return ((c >> IM_COL32_A_SHIFT) & 0xFF) / 255.0; }

// `top` at `alpha` over `under`, as the draw list blends it.
Colour over(Colour top, double alpha, Colour under) {
  return {top.r * alpha + under.r * (1 - alpha), top.g * alpha + under.g * (1 - alpha),
          top.b * alpha + under.b * (1 - alpha)};
}
Colour over(ImU32 top, Colour under) { return over(of(top), alpha_of(top), under); }
Colour times(Colour c, Colour m) { return {c.r * m.r, c.g * m.g, c.b * m.b}; }

double luminance(Colour c) {
  const auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}
double ratio(Colour a, Colour b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

constexpr double kBody = 4.5;
constexpr double kLarge = 3.0;

struct Pair {
  std::string what;
  Colour text;
  Colour ground;
  double least;
};

// The table's pairs: what draws text or a mark over what.
std::vector<Pair> table_pairs(const Palette& p) {
  // The grain is single-pixel specks (app/shell/felt.cpp: one per 260 px², half light, half dark,
  // at grain_alpha × 0.4…1): the grounds get the light ones' mean lift. (A speck touching a glyph
  // is a pixel; what a reader sees is the ground around it.)
  const double lift = p.grain_alpha * 0.7 * 0.5 / 260.0;
  const auto grained = [&](Colour c) { return over(Colour{1, 1, 1}, lift, c); };
  const Colour felt = grained(of(p.felt)), light = grained(of(p.felt_light)), edge = grained(of(p.felt_edge));
  // A sheet (widgets.cpp, match_table.cpp): the shadow's black at 45 % over the felt, then the
  // felt edge at 97 %.
  const Colour sheet_ground = over(of(p.felt_edge), 0.97, over(Colour{0, 0, 0}, 0.45, light));
  const Colour panel = over(p.panel, light);
  std::vector<Pair> out;
  for (const auto& [name, ground] : std::vector<std::pair<std::string, Colour>>{
           {"felt", felt}, {"lamp-lit felt", light}, {"felt edge", edge}, {"sheet", sheet_ground},
           {"panel", panel}}) {
    out.push_back({"text on the " + name, of(p.text), ground, kBody});
    out.push_back({"muted text on the " + name, over(p.text_muted, ground), ground, kBody});
    out.push_back({"accent on the " + name, of(p.accent), ground, kLarge});
  }
  // The score charts' seat colours: their lines, and the legend's names in them, on a sheet.
  for (const ImU32 seat : p.seats) out.push_back({"a seat's chart colour on the sheet", of(seat), sheet_ground, kBody});
  // The cards: ink and red indices on the paper, the Cuccù faces' warm paper.
  out.push_back({"ink on a card", of(p.ink), of(p.paper), kBody});
  out.push_back({"red on a card", of(p.red), of(p.paper), kBody});
  out.push_back({"ink on a Cuccù card", of(p.ink), of(p.paper_warm), kBody});
  out.push_back({"red on a Cuccù card", of(p.red), of(p.paper_warm), kBody});
  out.push_back({"ink on the accent pill", of(p.ink), of(p.accent), kBody});
  return out;
}

// The rules pages' pairs (pages/static/pages.css), with its grain: grain.svg's colour (0.5, 0.45,
// 0.4) multiplied over everything at grain × 0.55 — text and ground darken alike — through the
// texture's alpha (1.6 × noise − 0.55: 0.25 on average, the noise's mean being 0.5), taken here at
// its mean, as for the table's specks.
std::vector<Pair> page_pairs(const Palette& p, const Look& look) {
  const double o = look.grain * 0.55 * 0.25;
  const Colour veil{1 - o * 0.5, 1 - o * 0.55, 1 - o * 0.6};
  const auto g = [&](Colour c) { return times(c, veil); };
  const Colour ink = of(p.ink), soft = of(p.ink_soft), paper = of(p.paper), warm = of(p.paper_warm);
  const Colour link = over(of(p.felt), 0.8, ink);  // color-mix(felt 80 %, ink)
  std::vector<Pair> out = {
      {"page: body text", g(ink), g(warm), kBody},
      {"page: text on a card or a box", g(ink), g(paper), kBody},
      {"page: secondary text", g(soft), g(warm), kBody},
      {"page: secondary text on a box", g(soft), g(paper), kBody},
      {"page: a link", g(link), g(warm), kBody},
      {"page: a rule's number", g(of(p.red)), g(warm), kBody},
      {"page: the Play button", g(ink), g(of(p.accent)), kBody},
      {"page: the current language",
       g(ink), g(over(of(p.accent), 0.35, paper)), kBody},
  };
  for (const auto& [name, ground] : std::vector<std::pair<std::string, Colour>>{
           {"felt", of(p.felt)}, {"lamp-lit felt", of(p.felt_light)}, {"felt edge", of(p.felt_edge)}}) {
    out.push_back({"page: header text on the " + name, g(of(p.text)), g(ground), kBody});
    out.push_back({"page: slider labels on the " + name, g(of(p.text_muted)), g(ground), kBody});
    out.push_back({"page: the sliders' accent on the " + name, g(of(p.accent)), g(ground), kLarge});
  }
  return out;
}

}  // namespace

TEST_CASE("Text keeps 4.5:1 and the accent 3:1 at every contrast, grain and temperature") {
  double worst_body = 99, worst_large = 99;
  std::string worst_body_at, worst_large_at;
  for (int c = 0; c <= 100; c += 10) {
    for (int gr = 0; gr <= 100; gr += 10) {
      for (int t = 0; t <= 100; t += 10) {
        const Look look{c / 100.0f, gr / 100.0f, t / 100.0f, false};
        const Palette p = make_palette(look);
        std::vector<Pair> pairs = table_pairs(p);
        for (Pair& q : page_pairs(p, look)) pairs.push_back(std::move(q));
        for (const Pair& q : pairs) {
          const double r = ratio(q.text, q.ground);
          const std::string at = q.what + " at contrast " + std::to_string(c) + ", grain " +
                                 std::to_string(gr) + ", temperature " + std::to_string(t);
          INFO(at << ": " << r << ":1");
          CHECK(r >= q.least);
          double& worst = q.least == kBody ? worst_body : worst_large;
          if (r < worst) {
            worst = r;
            (q.least == kBody ? worst_body_at : worst_large_at) = at;
          }
        }
      }
    }
  }
  WARN("lowest body-text ratio " << worst_body << ":1 (" << worst_body_at << "); lowest accent/large "
                                 << worst_large << ":1 (" << worst_large_at << ")");
}

TEST_CASE("The table's colours at the sliders' settings are the golden file the pages are checked against") {
  const char* tokens[] = {"felt", "felt_edge", "felt_light", "paper", "paper_warm", "ink", "ink_soft",
                          "red", "accent", "back", "back_line", "text", "text_muted"};
  std::ostringstream out;
  out << "{\n  \"about\": \"make_palette() at slider settings (tests/app/palette_test.cpp); the rules "
         "pages must give the same (tests/web/palette.test.mjs)\",\n  \"settings\": [";
  bool first = true;
  for (int c : {0, 25, 50, 75, 100}) {
    for (int t : {0, 50, 100}) {
      const Palette p = make_palette(Look{c / 100.0f, 0.5f, t / 100.0f, false});
      const ImU32 by_token[] = {p.felt,  p.felt_edge, p.felt_light, p.paper, p.paper_warm,
                                p.ink,   p.ink_soft,  p.red,        p.accent, p.back,
                                p.back_line, p.text,  p.text_muted};
      out << (first ? "" : ",") << "\n    {\"contrast\": " << c << ", \"temperature\": " << t
          << ", \"colours\": {";
      first = false;
      for (std::size_t i = 0; i < std::size(tokens); ++i) {
        const ImU32 v = by_token[i];
        out << (i ? ", " : "") << '"' << tokens[i] << "\": [" << ((v >> IM_COL32_R_SHIFT) & 0xFF) << ", "
            << ((v >> IM_COL32_G_SHIFT) & 0xFF) << ", " << ((v >> IM_COL32_B_SHIFT) & 0xFF) << "]";
      }
      out << "}}";
    }
  }
  out << "\n  ]\n}\n";
  const std::string golden =
      cardavia::testing::read_text(std::string(CARDAVIA_TESTS_DIR) + "/app/palette.golden.json");
  if (golden != out.str()) {
    std::ofstream("palette.actual.json") << out.str();
    WARN("written: palette.actual.json in the test's working directory (the build folder)");
  }
  CHECK(golden == out.str());
}
