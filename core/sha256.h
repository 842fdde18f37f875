// SHA-256 (FIPS 180-4), written for the deal's fingerprint (core/fairness.h): a match commits to
// its seed before the first card and shows it after the last, and anyone can recompute the hash
// with any SHA-256 tool (`sha256sum`, Python's hashlib). Integer arithmetic only, so the native
// and the WebAssembly builds agree byte for byte; a few hundred bytes of code, no dependency.
//
//   Sha256 h; h.add(bytes); h.add(more);   any number of pieces, in order
//   h.digest()                              the 32 bytes; sha256_hex(text): 64 lower-case digits
//
// Tests: tests/core/sha256_test.cpp (the FIPS 180-4 / NIST CAVP examples).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace cardavia {

class Sha256 {
 public:
  Sha256();
  void add(std::string_view bytes);
  // The hash of everything added; the object is spent (add nothing after).
  std::array<std::uint8_t, 32> digest();

 private:
  void put(std::uint8_t byte);  // into block_, compressed when full
  void compress();              // one 64-byte block from block_ into state_

  std::array<std::uint32_t, 8> state_{};
  std::array<std::uint8_t, 64> block_{};
  std::size_t filled_ = 0;       // bytes waiting in block_
  std::uint64_t length_ = 0;     // bytes added so far
};

std::array<std::uint8_t, 32> sha256(std::string_view bytes);
std::string sha256_hex(std::string_view bytes);
// A digest as 64 lower-case hex digits.
std::string digest_hex(const std::array<std::uint8_t, 32>& digest);

}  // namespace cardavia
