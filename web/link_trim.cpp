// Cardavia — code the site links but never runs, cut off at the link (docs/size.md, "The first
// visit under budget, issue 27"). Each function here stands in, through the linker's --wrap (see
// web/CMakeLists.txt), for one a library calls where no call can happen on this site; the code
// only it reached then drops out of the wasm.
//
// 1. SDL2's software blitters.
// The site draws with WebGL only: no SDL surface is ever blitted. But SDL's video device keeps its
// framebuffer and cursor functions in a table of pointers, and through them SDL_ConvertSurface,
// SDL_MapSurface and the whole family of pixel-format blitters (SDL_blit_*.c, SDL_RLEaccel.c:
// ~150 KB raw, ~32 KB gzip) stay reachable for the linker. web/CMakeLists.txt links with
// --wrap=SDL_CalculateBlit, --wrap=SDL_RLESurface and --wrap=SDL_UnRLESurface, so SDL's own
// calls to those three reach the functions below, and nothing refers to the blitters any more. Should SDL ever try to
// blit (it does not on this site), the call fails cleanly: SDL_SetError, -1 — the result SDL's
// own code handles for a format it cannot convert.
#include <SDL.h>

#include "imgui.h"

extern "C" {

int __wrap_SDL_CalculateBlit(SDL_Surface*) {
  return SDL_SetError("Cardavia's web build has no software blitters (web/link_trim.cpp)");
}

int __wrap_SDL_RLESurface(SDL_Surface*) {
  return SDL_SetError("Cardavia's web build has no RLE surfaces (web/link_trim.cpp)");
}

// Undoing RLE: no surface is ever RLE-encoded here (SDL_RLESurface above never succeeds), so
// SDL's calls (it makes them only for a surface with SDL_RLEACCEL set) have nothing to undo.
void __wrap_SDL_UnRLESurface(SDL_Surface*, int) {}

// 2. Dear ImGui's default font, ProggyClean: 11,980 bytes of base85 text (9.5 KB gzip) that
// ImFontAtlas::Build adds only when no font was added before it. app/fonts.cpp always adds ours
// first (load_fonts, before every Build), so Build's call never happens; ImGui 1.86 has no switch
// to leave the font out. The wrapped symbol is ImFontAtlas::AddFontDefault(const ImFontConfig*)
// by its Itanium name (a member function: `this` first); were it ever called, the atlas would get
// no font and ImGui's own "no font" assertion would say so in a debug build.
ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
  return nullptr;
}

}  // extern "C"
