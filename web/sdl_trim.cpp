// Cardavia — SDL2's software blitters, cut off at the link (docs/size.md, "The size pass, issue 27").
//
// The site draws with WebGL only: no SDL surface is ever blitted. But SDL's video device keeps its
// framebuffer and cursor functions in a table of pointers, and through them SDL_ConvertSurface,
// SDL_MapSurface and the whole family of pixel-format blitters (SDL_blit_*.c, SDL_RLEaccel.c:
// ~150 KB raw, ~30 KB gzip) stay reachable for the linker. web/CMakeLists.txt links with
// --wrap=SDL_CalculateBlit, --wrap=SDL_RLESurface and --wrap=SDL_UnRLESurface, so SDL's own calls to those two reach the
// functions below instead, and nothing refers to the blitters any more. Should SDL ever try to
// blit (it does not on this site), the call fails cleanly: SDL_SetError, -1 — the result SDL's
// own code handles for a format it cannot convert.
#include <SDL.h>

extern "C" {

int __wrap_SDL_CalculateBlit(SDL_Surface*) {
  return SDL_SetError("Cardavia's web build has no software blitters (web/sdl_trim.cpp)");
}

int __wrap_SDL_RLESurface(SDL_Surface*) {
  return SDL_SetError("Cardavia's web build has no RLE surfaces (web/sdl_trim.cpp)");
}

// Undoing RLE: no surface is ever RLE-encoded here (SDL_RLESurface above never succeeds), so
// SDL's calls (it makes them only for a surface with SDL_RLEACCEL set) have nothing to undo.
void __wrap_SDL_UnRLESurface(SDL_Surface*, int) {}

}  // extern "C"
