#include "deck_digest.h"

#include <cstdio>

#include "cards/cuccu_card.h"
#include "cards/standard_card.h"
#include "rng.h"

namespace cardavia {

namespace {

class Fnv1a64 {
 public:
  void add(std::uint32_t value) {
    for (int byte = 0; byte < 4; ++byte) {
      hash_ ^= (value >> (8 * byte)) & 0xffu;
      hash_ *= 0x100000001b3ULL;
    }
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

template <typename Card>
void add_shuffles(Fnv1a64& digest, std::vector<Card> pack, Rng& rng) {
  for (int round = 0; round < 10; ++round) {
    shuffle(pack, rng);
    for (const Card& card : pack) digest.add(static_cast<std::uint32_t>(card.id()));
  }
}

}  // namespace

std::string deck_digest(std::uint64_t seed) {
  Rng rng(seed);
  Fnv1a64 digest;
  add_shuffles(digest, full_pack_52(), rng);
  add_shuffles(digest, chkobba_pack_40(), rng);
  add_shuffles(digest, cuccu_pack_40(), rng);
  for (int i = 0; i < 1000; ++i) digest.add(rng.below(1000003u));
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(digest.value()));
  return text;
}

}  // namespace cardavia
