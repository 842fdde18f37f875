// Cardavia — TextOut: builds a std::string with `<<`, printing as std::ostream does (integers in
// decimal, char types as characters), without <sstream>. Why: iostreams bring libc++'s locale
// machinery into the web build, tens of KB of wasm for a few canonical texts (docs/size.md).
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

namespace cardavia {

class TextOut {
 public:
  TextOut& operator<<(std::string_view text) {
    text_.append(text);
    return *this;
  }
  TextOut& operator<<(const char* text) { return *this << std::string_view(text); }
  TextOut& operator<<(const std::string& text) { return *this << std::string_view(text); }
  // Integers (and bool, as 0/1) in decimal; char, signed char and unsigned char as one character,
  // as std::ostream prints them.
  template <typename Number, typename = std::enable_if_t<std::is_integral_v<Number>>>
  TextOut& operator<<(Number value) {
    if constexpr (std::is_same_v<Number, char> || std::is_same_v<Number, signed char> ||
                  std::is_same_v<Number, unsigned char>) {
      text_.push_back(static_cast<char>(value));
    } else if constexpr (std::is_same_v<Number, bool>) {
      text_.push_back(value ? '1' : '0');
    } else if constexpr (std::is_signed_v<Number>) {
      text_.append(std::to_string(static_cast<long long>(value)));
    } else {
      text_.append(std::to_string(static_cast<unsigned long long>(value)));
    }
    return *this;
  }
  const std::string& str() const { return text_; }

 private:
  std::string text_;
};

}  // namespace cardavia
