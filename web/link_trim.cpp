// Cardavia — code the site links but never runs, cut off at the link (docs/size.md, "The first
// visit under budget, issue 27"). Each function here stands in, through the linker's --wrap (see
// web/CMakeLists.txt), for one a library calls where no call can happen on this site; the code
// only it reached then drops out of the wasm. (SDL2's software blitters were the first, until the
// site dropped SDL: web/platform_html5.h.)
#include <cstdarg>

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
