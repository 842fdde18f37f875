// Cardavia — code the site links but never runs, cut off at the link (docs/size.md, "The first
// visit under budget, issue 27"). Each function here stands in, through the linker's --wrap (see
// web/CMakeLists.txt), for one a library calls where no call can happen on this site; the code
// only it reached then drops out of the wasm.
#include <SDL.h>

struct SDL_VideoDevice;  // SDL's own (src/video/SDL_sysvideo.h): only its address passes here

#include <cstdarg>

#include "imgui.h"
#include "imgui_internal.h"  // ImGuiWindowSettings

extern "C" {

// SDL2's software blitters. The site draws with WebGL only: no SDL surface is ever blitted. But
// SDL's video device keeps its framebuffer and cursor functions in a table of pointers, and
// through them SDL_ConvertSurface, SDL_MapSurface and the whole family of pixel-format blitters
// (SDL_blit_*.c, SDL_RLEaccel.c: ~150 KB raw, ~32 KB gzip) stay reachable for the linker.
// web/CMakeLists.txt links with --wrap=SDL_CalculateBlit, --wrap=SDL_RLESurface and
// --wrap=SDL_UnRLESurface, so SDL's own calls to those three reach the functions below, and nothing
// refers to the blitters any more. Should SDL ever try to blit (it does not on this site), the call
// fails cleanly: SDL_SetError, -1 — the result SDL's own code handles for a format it cannot
// convert.
int __wrap_SDL_CalculateBlit(SDL_Surface*) {
  return SDL_SetError("Cardavia's web build has no software blitters (web/link_trim.cpp)");
}

int __wrap_SDL_RLESurface(SDL_Surface*) {
  return SDL_SetError("Cardavia's web build has no RLE surfaces (web/link_trim.cpp)");
}

// Undoing RLE: no surface is ever RLE-encoded here (SDL_RLESurface above never succeeds), so SDL's
// calls (it makes them only for a surface with SDL_RLEACCEL set) have nothing to undo.
void __wrap_SDL_UnRLESurface(SDL_Surface*, int) {}

// SDL2's surfaces. The same device table reaches the port's window framebuffer (a 2D canvas, for
// programs that draw with SDL's software renderer) and its cursor-from-pixels; through them,
// surface creation and conversion and every pixel-format table. The site draws with WebGL and uses
// the browser's own cursors (ImGui's backend asks for SDL's system cursors: CSS cursor names), so
// no surface is ever made: were one asked for, SDL gets its "could not" (NULL and an error).
SDL_Surface* __wrap_SDL_CreateRGBSurface(Uint32, int, int, int, Uint32, Uint32, Uint32, Uint32) {
  SDL_SetError("Cardavia's web build makes no SDL surfaces (web/link_trim.cpp)");
  return nullptr;
}

SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
  SDL_SetError("Cardavia's web build makes no SDL surfaces (web/link_trim.cpp)");
  return nullptr;
}

// The port's window framebuffer (SDL_emscriptenframebuffer.c): a 2D canvas for programs that draw
// with SDL's software renderer, reached only through the device's table. The canvas here holds a
// WebGL 2 context, which a 2D one could not share; were it asked for, SDL gets its "could not".
int __wrap_Emscripten_CreateWindowFramebuffer(SDL_VideoDevice*, SDL_Window*, Uint32*, void**, int*) {
  return SDL_SetError("Cardavia's web build draws with WebGL only (web/link_trim.cpp)");
}
int __wrap_Emscripten_UpdateWindowFramebuffer(SDL_VideoDevice*, SDL_Window*, const SDL_Rect*, int) { return -1; }
void __wrap_Emscripten_DestroyWindowFramebuffer(SDL_VideoDevice*, SDL_Window*) {}

// SDL's log: its events' log (a hint the site never sets) and its errors' echo at debug priority
// (never on by default). The site reads SDL's errors with SDL_GetError and says them itself
// (frontend/sdl_platform.cpp); SDL's printing to the console (stderr's whole stdio path) goes.
void __wrap_SDL_Log(const char*, ...) {}
void __wrap_SDL_LogDebug(int, const char*, ...) {}

// Game controllers. ImGui's SDL2 backend opens the first one each frame when gamepad navigation is
// on (it is not: app/ never sets ImGuiConfigFlags_NavEnableGamepad), and SDL is built without
// joysticks (scripts/setup.sh), so none could be found anyway; the controller database and its
// parser (~6 KB) went with the call.
SDL_GameController* __wrap_SDL_GameControllerOpen(int) {
  SDL_SetError("Cardavia's web build has no game controllers (web/link_trim.cpp)");
  return nullptr;
}

// SDL's touches and gestures. The port's own touch listeners are taken off the canvas as soon as
// the window exists (frontend/sdl_platform.cpp hears touches itself), SDL's mouse-as-touch is off
// by default and no gesture is ever recorded: nothing calls these on this site, but SDL's event
// queue and mouse code name them. Ignored, as SDL ignores a touch it is not told to follow.
int __wrap_SDL_SendTouch(SDL_TouchID, SDL_FingerID, SDL_Window*, SDL_bool, float, float, float) { return 0; }
int __wrap_SDL_SendTouchMotion(SDL_TouchID, SDL_FingerID, SDL_Window*, float, float, float) { return 0; }
void __wrap_SDL_GestureProcessEvent(SDL_Event*) {}

// SDL's shutdown. A web page never shuts SDL down: the table runs until the page goes, and the
// platform's destructor (frontend/sdl_platform.cpp) never runs there (the main loop never returns).
// SDL_InitSubSystem also calls SDL_QuitSubSystem to undo a subsystem that failed to start; on this
// site a failed start ends the page's table anyway (main says why and stops), so nothing is lost by
// leaving SDL as it was. With these, every subsystem's quit (video, mouse, keyboard, touch, events,
// timers) and the window's destruction go.
void __wrap_SDL_Quit(void) {}
void __wrap_SDL_QuitSubSystem(Uint32) {}
void __wrap_SDL_VideoQuit(void) {}
void __wrap_SDL_DestroyWindow(SDL_Window*) {}
void __wrap_SDL_GL_DeleteContext(SDL_GLContext) {}

// SDL's audio conversion stream (its resampler, with ~21 KB gzip of filter tables: docs/size.md,
// "For issue 48"). SDL builds one only when the device's format, rate or channels differ from
// those asked and the change is not allowed; frontend/sdl_audio.cpp allows any rate, channel count
// and buffer size, and asks for float, which is all Web Audio plays: the browser's device never
// differs, and no stream is built. Were one asked for, SDL gets its "could not" (NULL), and the
// device does not open: the table stays silent.
SDL_AudioStream* __wrap_SDL_NewAudioStream(SDL_AudioFormat, Uint8, int, SDL_AudioFormat, Uint8, int) {
  SDL_SetError("Cardavia's web build converts no audio (web/link_trim.cpp)");
  return nullptr;
}
// … and what SDL's audio thread and Web Audio callback call on a device's stream when it has one
// (never, above): with them go the stream's converters (SDL_ConvertAudio and its format filters).
int __wrap_SDL_AudioStreamPut(SDL_AudioStream*, const void*, int) { return -1; }
int __wrap_SDL_AudioStreamGet(SDL_AudioStream*, void*, int) { return -1; }
int __wrap_SDL_AudioStreamAvailable(SDL_AudioStream*) { return 0; }
void __wrap_SDL_AudioStreamClear(SDL_AudioStream*) {}

// Dear ImGui's default font, ProggyClean: 11,980 bytes of base85 text (9.5 KB gzip) that
// ImFontAtlas::Build adds only when no font was added before it. app/fonts.cpp always adds ours
// first (load_fonts, before every Build), so Build's call never happens; ImGui 1.86 has no switch
// to leave the font out. The wrapped symbol is ImFontAtlas::AddFontDefault(const ImFontConfig*)
// by its Itanium name (a member function: `this` first); were it ever called, the atlas would get
// no font and ImGui's own "no font" assertion would say so in a debug build.
ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
  return nullptr;
}

// ImGui's tables' .ini handler: ImGui::Initialize installs it so that a table's column widths
// can be saved and read back. The site has no .ini (io.IniFilename is null: nothing is ever read
// or written) and draws no ImGui table, yet the handler's reader and writer (~2 KB) were linked
// through the pointers it installs. Not installed, nothing changes: with no .ini ImGui never
// calls a handler.
void __wrap__ZN5ImGui27TableSettingsInstallHandlerEP12ImGuiContext(ImGuiContext*) {}

// ImGui's windows' .ini entries: made when an .ini is read (LoadIniSettingsFromMemory's window
// handler) or written (SaveIniSettingsToMemory's). The site has no .ini (io.IniFilename is null:
// ImGui then only sets io.WantSaveIniSettings, which nothing reads), so neither ever runs, but the
// handler ImGui::Initialize installs keeps them linked. Were one ever made, ImGui's handlers would
// meet a null entry; none is.
ImGuiWindowSettings* __wrap__ZN5ImGui23CreateNewWindowSettingsEPKc(const char*) { return nullptr; }

// sscanf, for what the site's libraries ask of it: musl's is 4.5 KB of wasm (2 KB gzip) for every
// conversion there is. On this site sscanf is called with two formats: ImGui's OpenGL backend
// reads its GLSL version ("#version %d", at every device setup) and, when GL_MAJOR_VERSION does not
// answer, GL_VERSION ("%d.%d"); ImGui's .ini readers ("Pos=%i,%i"…) never run (no .ini: io.IniFilename
// is null). So: literal characters, white space matching any run of it, and %d / %i read as
// signed decimal into an int — the count of conversions made, as sscanf returns it; any other
// conversion ends the scan there (fewer fields: the callers keep their defaults). Nothing of ours
// calls sscanf (tests/web/browser.test.mjs draws the table: the shaders compile only with the
// version read right).
int __wrap_sscanf(const char* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  int converted = 0;
  const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (*format != '\0') {
    if (is_space(*format)) {
      while (is_space(*format)) ++format;
      while (is_space(*text)) ++text;
      continue;
    }
    if (*format != '%') {
      if (*text != *format) break;
      ++text;
      ++format;
      continue;
    }
    ++format;
    if (*format != 'd' && *format != 'i') break;
    ++format;
    while (is_space(*text)) ++text;
    const bool negative = *text == '-';
    if (*text == '-' || *text == '+') ++text;
    if (*text < '0' || *text > '9') break;
    int value = 0;
    while (*text >= '0' && *text <= '9') value = value * 10 + (*text++ - '0');
    *va_arg(args, int*) = negative ? -value : value;
    ++converted;
  }
  va_end(args);
  return converted;
}

}  // extern "C"
