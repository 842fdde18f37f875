// Base64url (RFC 4648 §5: A–Z a–z 0–9 - _), without padding: the link payload's characters, safe
// in a URL's query and fragment as they are.
//
// Decoding is strict so that every byte string has exactly one text and every text at most one
// byte string: a character outside the alphabet, a length of 4k+1 characters, or a last character
// whose unused low bits are not zero is refused. (A lenient decoder would let two different links
// mean the same match, and a mangled one pass as another.)
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cardavia::codec {

// The alphabet's character for a value 0–63, and the value of a character (-1 outside it).
char base64url_char(int value);
int base64url_value(char c);

std::string base64url_encode(std::span<const std::uint8_t> bytes);
std::optional<std::vector<std::uint8_t>> base64url_decode(std::string_view text);

}  // namespace cardavia::codec
