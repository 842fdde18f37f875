// Cardavia — decimal text to a double, read by the browser's own number parser instead of libc's
// strtod (docs/size.md, "Issue 48: the bytes for sound, take-backs and charts").
//
// Why: musl's strtod reads through a 128-bit long double, which WebAssembly has only in software
// (compiler-rt's __divtf3, __multf3, __addtf3, fmodl, scalbnl…): with strtod itself ~6 KB gzip
// of the first frame, for the few numbers the site reads from text (nlohmann-json's lexer, for a
// number with a fraction or an exponent; SDL's atof of two mouse hints). JavaScript's Number()
// reads a decimal exactly as strtod does — the nearest double, correctly rounded (ECMA-262,
// StringToNumber) — so the wrap changes no value.
//
// web/CMakeLists.txt links with --wrap=strtod: every call of strtod in the site (atof's too)
// reaches __wrap_strtod below. What it reads is strtod's decimal form: leading white space, a
// sign, digits with at most one point, an exponent ("1e5", ".5", "-2.25E-3"), and "inf",
// "infinity" and "nan" in any case. It does not read C99's hexadecimal floats ("0x1p3" reads as
// the 0 before the x): nothing the site reads is written so (JSON has no such numbers).
// Text with no number at its start gives 0 with *end = text, as strtod does.
#include <emscripten.h>

// The length of the number at the start of `text` (0: none) into *length, and its value.
EM_JS(double, cardavia_number_prefix, (const char* text, int* length), {
  // No backslash in here: Emscripten 3.1.6 writes an EM_JS body into JSON unescaped.
  var s = UTF8ToString(text);
  var skip = 0;  // strtod's white space: space, \t \n \v \f \r
  while (skip < s.length && (s.charCodeAt(skip) == 32 ||
                             (s.charCodeAt(skip) >= 9 && s.charCodeAt(skip) <= 13))) skip++;
  var m = /^([+-]?)(?:((?:[0-9]+[.]?[0-9]*|[.][0-9]+)(?:[eE][+-]?[0-9]+)?)|(inf(?:inity)?)|(nan))/i
              .exec(s.substring(skip));
  // The match is ASCII only, so its length in UTF-16 units is its length in bytes.
  HEAP32[length >> 2] = m ? skip + m[0].length : 0;
  if (!m) return 0;
  var sign = m[1] == "-" ? -1 : 1;
  if (m[3]) return sign * Infinity;
  if (m[4]) return NaN;
  return sign * Number(m[2]);
});

extern "C" double __wrap_strtod(const char* text, char** end) {
  int length = 0;
  const double value = cardavia_number_prefix(text, &length);
  if (end != nullptr) *end = const_cast<char*>(text) + length;
  return value;
}
