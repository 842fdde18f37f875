// Cardavia — code the site links but never runs, cut off at the link (docs/size.md, "The first
// visit under budget, issue 27"). Each function here stands in, through the linker's --wrap (see
// web/CMakeLists.txt), for one a library calls where no call can happen on this site; the code
// only it reached then drops out of the wasm. (SDL2's software blitters were the first, until the
// site dropped SDL: web/platform_html5.h.)
#include "imgui.h"

extern "C" {

// Dear ImGui's default font, ProggyClean: 11,980 bytes of base85 text (9.5 KB gzip) that
// ImFontAtlas::Build adds only when no font was added before it. app/fonts.cpp always adds ours
// first (load_fonts, before every Build), so Build's call never happens; ImGui 1.86 has no switch
// to leave the font out. The wrapped symbol is ImFontAtlas::AddFontDefault(const ImFontConfig*)
// by its Itanium name (a member function: `this` first); were it ever called, the atlas would get
// no font and ImGui's own "no font" assertion would say so in a debug build.
ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
  return nullptr;
}

}  // extern "C"
