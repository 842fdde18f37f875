// SHA-256 (core/sha256.h) against the examples of FIPS 180-4 (NIST's "Examples with intermediate
// values", SHA256.pdf and SHA2_Additional.pdf), and the padding's edges: a message that fills a
// block to 55, 56, 63, 64 and 65 bytes, where the length goes in the same or the next block.
#include <catch2/catch.hpp>

#include <string>

#include "core/sha256.h"

using cardavia::Sha256;
using cardavia::sha256_hex;

TEST_CASE("SHA-256 gives the FIPS 180-4 example digests", "[sha256]") {
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklm"
                   "nopqrlmnopqrsmnopqrstnopqrstu") ==
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

TEST_CASE("SHA-256 of a million a's, added in uneven pieces", "[sha256]") {
  Sha256 hash;
  const std::string piece(997, 'a');  // a prime: the pieces straddle every block boundary
  std::size_t added = 0;
  while (added + piece.size() <= 1000000) {
    hash.add(piece);
    added += piece.size();
  }
  hash.add(std::string(1000000 - added, 'a'));
  CHECK(cardavia::digest_hex(hash.digest()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("SHA-256 pads messages at the edges of a block", "[sha256]") {
  // Python's hashlib.sha256(b"a" * n).hexdigest().
  CHECK(sha256_hex(std::string(55, 'a')) ==
        "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  CHECK(sha256_hex(std::string(56, 'a')) ==
        "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  CHECK(sha256_hex(std::string(63, 'a')) ==
        "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34");
  CHECK(sha256_hex(std::string(64, 'a')) ==
        "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
  CHECK(sha256_hex(std::string(65, 'a')) ==
        "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0");
}
