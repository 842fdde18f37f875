// SHA-256 as FIPS 180-4 §6.2 describes it (see sha256.h). The section numbers below are the
// standard's.
#include "sha256.h"

namespace cardavia {

namespace {

// §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
constexpr std::array<std::uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

}  // namespace

Sha256::Sha256()
    // §5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    : state_{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
             0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19} {}

void Sha256::put(std::uint8_t byte) {
  block_[filled_++] = byte;
  if (filled_ == block_.size()) {
    compress();
    filled_ = 0;
  }
}

void Sha256::add(std::string_view bytes) {
  for (const char c : bytes) put(static_cast<std::uint8_t>(c));
  length_ += bytes.size();
}

void Sha256::compress() {
  // §6.2.2 step 1: the message schedule, big-endian words — kept as the last sixteen, each later
  // word computed in the round that uses it (w[t] in w[t % 16]).
  std::array<std::uint32_t, 16> w{};
  for (std::size_t t = 0; t < 16; ++t) {
    w[t] = std::uint32_t{block_[4 * t]} << 24 | std::uint32_t{block_[4 * t + 1]} << 16 |
           std::uint32_t{block_[4 * t + 2]} << 8 | std::uint32_t{block_[4 * t + 3]};
  }
  // Steps 2–3: sixty-four rounds over the working variables a..h.
  std::array<std::uint32_t, 8> v = state_;
  for (std::size_t t = 0; t < 64; ++t) {
    if (t >= 16) {
      const std::uint32_t w15 = w[(t - 15) % 16], w2 = w[(t - 2) % 16];
      const std::uint32_t s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3);
      const std::uint32_t s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10);
      w[t % 16] += s0 + w[(t - 7) % 16] + s1;  // w[t - 16] + s0 + w[t - 7] + s1
    }
    const std::uint32_t e = v[4];
    const std::uint32_t a = v[0];
    const std::uint32_t choose = (e & v[5]) ^ (~e & v[6]);
    const std::uint32_t t1 =
        v[7] + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + choose + kRound[t] + w[t % 16];
    const std::uint32_t majority = (a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]);
    const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + majority;
    v = {t1 + t2, a, v[1], v[2], v[3] + t1, e, v[5], v[6]};
  }
  // Step 4: the intermediate hash.
  for (std::size_t i = 0; i < 8; ++i) state_[i] += v[i];
}

std::array<std::uint8_t, 32> Sha256::digest() {
  // §5.1.1: a 1 bit, zeros to 56 bytes mod 64, then the length in bits, big-endian; the last
  // byte fills the block and put() compresses it.
  const std::uint64_t bits = length_ * 8;
  put(0x80);
  while (filled_ != 56) put(0);
  for (int i = 7; i >= 0; --i) put(static_cast<std::uint8_t>(bits >> (8 * i)));
  std::array<std::uint8_t, 32> out{};
  for (std::size_t i = 0; i < 32; ++i) {
    out[i] = static_cast<std::uint8_t>(state_[i / 4] >> (24 - 8 * (i % 4)));
  }
  return out;
}

std::array<std::uint8_t, 32> sha256(std::string_view bytes) {
  Sha256 hash;
  hash.add(bytes);
  return hash.digest();
}

std::string sha256_hex(std::string_view bytes) { return digest_hex(sha256(bytes)); }

std::string digest_hex(const std::array<std::uint8_t, 32>& digest) {
  constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (const std::uint8_t byte : digest) {
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 15];
  }
  return hex;
}

}  // namespace cardavia
