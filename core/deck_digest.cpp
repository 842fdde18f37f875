#include "deck_digest.h"

#include "cards/cuccu_card.h"
#include "cards/standard_card.h"
#include "fnv1a.h"
#include "rng.h"

namespace cardavia {

namespace {

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
  return digest.hex();
}

}  // namespace cardavia
