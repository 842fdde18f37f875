// Cardavia — the registry of the games' words (see game_words.h).
#include "session/game_words.h"

#include <cstdio>
#include <cstdlib>

namespace cardavia::session {

namespace {

// The games' entries, filled by their registrars before main() (a function's static, so that it
// exists before the first registrar runs).
std::vector<GameWords>& registry() {
  static std::vector<GameWords> entries;
  return entries;
}

}  // namespace

void register_game_words(const GameWords& words) {
  if (find_game_words(words.game) != nullptr) {
    std::fprintf(stderr, "cardavia: the words of \"%.*s\" are registered twice\n",
                 static_cast<int>(words.game.size()), words.game.data());
    std::abort();
  }
  registry().push_back(words);
}

const GameWords* find_game_words(std::string_view game) {
  for (const GameWords& w : registry())
    if (w.game == game) return &w;
  return nullptr;
}

}  // namespace cardavia::session
