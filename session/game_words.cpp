// Cardavia — the registry of the games' words (see game_words.h).
#include "session/game_words.h"

namespace cardavia::session {

namespace {

// The games' entries, linked by their registrars before main() (core/registry_list.h).
RegistryNode<const GameWords>* g_entries = nullptr;

}  // namespace

void register_game_words(RegistryNode<const GameWords>& node) {
  push_node(g_entries, node);
}

const GameWords* find_game_words(std::string_view game) {
  for (const GameWords& w : RegistryList<const GameWords>(g_entries))
    if (w.game == game) return &w;
  return nullptr;
}

}  // namespace cardavia::session
