// Cardavia — the registry of the packs (see card_packs.h).
#include "app/card_packs.h"

namespace cardavia::app {
namespace {

// The entries, linked by the packs' registrars before main() (core/registry_list.h); a handful,
// in no order that matters (each is found by its number).
RegistryNode<const PackEntry>* g_packs = nullptr;

}  // namespace

void register_pack(RegistryNode<const PackEntry>& node) { push_node(g_packs, node); }

const PackEntry* find_pack(std::uint8_t id) {
  for (const PackEntry& pack : RegistryList<const PackEntry>(g_packs))
    if (pack.id == id) return &pack;
  return nullptr;
}

void draw_card_face(ImDrawList* dl, ImVec2 top_left, float width, const Face& face,
                    const CardStyle& style, bool named) {
  if (face.kind == Face::Kind::Empty) return;
  const PackEntry* pack = face.kind == Face::Kind::Card ? find_pack(face.card.pack) : nullptr;
  if (pack == nullptr) {
    draw_card_back(dl, top_left, width, style);
    return;
  }
  pack->draw_face(dl, top_left, width, face.card.code, named, style);
}

}  // namespace cardavia::app
