// Cardavia — the seed of a new deal from the platform's cryptographic random source (see
// seed_source.h).
#include "app/seed_source.h"

#include <cstddef>  // size_t, before Emscripten's <sys/random.h>, which needs it
#include <cstring>

#include <sys/random.h>  // getentropy: glibc 2.25+, Emscripten (crypto.getRandomValues)
#ifndef __EMSCRIPTEN__
#include <random>
#endif

namespace cardavia::app {

std::uint64_t platform_bits() {
  unsigned char bytes[8] = {};
#ifdef __EMSCRIPTEN__
  getentropy(bytes, sizeof bytes);  // crypto.getRandomValues: it does not fail
#else
  if (getentropy(bytes, sizeof bytes) != 0) {
    // No getrandom (a kernel before 3.17): the C++ library's device, also the OS's random source.
    std::random_device device;
    const std::uint64_t hi = device(), lo = device();
    const std::uint64_t v = (hi << 32) ^ lo;
    std::memcpy(bytes, &v, sizeof v);
  }
#endif
  std::uint64_t bits = 0;
  std::memcpy(&bits, bytes, sizeof bits);
  return bits;
}

std::uint64_t platform_seed() { return platform_bits() & kSeedMask; }

}  // namespace cardavia::app
