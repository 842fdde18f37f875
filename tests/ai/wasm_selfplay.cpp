// The wasm half of `cardavia selfplay --digest` (ai/selfplay.h), for node: the same matches played by the
// engines and bots compiled exactly as the site's (the web tree's MinSizeRel libraries), printed as
// the same JSON. Built by the web tree (bench/CMakeLists.txt → build/web/bench/selfplay.js);
// tests/web/selfplay_digest.test.mjs compares it with the native CLI.
//   node selfplay.js MATCHES FIRST_SEED LEVELS HARD_ITERATIONS [GAME…]
//   e.g. node selfplay.js 1000 1 random,normal 0 cabo
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "ai/selfplay.h"
#include "core/game_registry.h"

int main(int argc, char** argv) {
  using namespace cardavia;
  if (argc < 5) {
    std::fprintf(stderr,
                 "usage: selfplay.js MATCHES FIRST_SEED LEVELS HARD_ITERATIONS [GAME...]\n");
    return 2;
  }
  ai::SelfplaySpec spec;
  spec.matches = std::atoi(argv[1]);
  spec.first_seed = std::strtoull(argv[2], nullptr, 10);
  spec.levels.clear();
  const std::string levels = argv[3];
  for (std::size_t begin = 0; begin <= levels.size();) {
    const std::size_t comma = std::min(levels.find(',', begin), levels.size());
    const std::optional<ai::Level> level = ai::parse_level(levels.substr(begin, comma - begin));
    if (!level) {
      std::fprintf(stderr, "unknown level in %s\n", argv[3]);
      return 2;
    }
    spec.levels.push_back(*level);
    begin = comma + 1;
  }
  spec.hard_iterations = std::atoll(argv[4]);
  std::vector<const GameInfo*> games;
  for (int i = 5; i < argc; ++i) {
    const GameInfo* game = find_game(argv[i]);
    if (game == nullptr) {
      std::fprintf(stderr, "unknown game %s\n", argv[i]);
      return 2;
    }
    games.push_back(game);
  }
  if (games.empty()) {
    for (const GameInfo& game : all_games()) games.push_back(&game);
  }
  std::string out = "[";
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) out += ",\n";
    out += ai::selfplay_json(spec, ai::selfplay_digest(*games[i], spec));
  }
  out += "]\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}
