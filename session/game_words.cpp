// Cardavia — each game's words, by game name (see game_words.h).
#include "session/game_words.h"

#include <array>

#include "session/cabo_describe.h"
#include "session/cabo_moves.h"
#include "session/chkobba_describe.h"
#include "session/chkobba_moves.h"
#include "session/cucu_describe.h"
#include "session/cucu_moves.h"

namespace cardavia::session {

const GameWords* find_game_words(std::string_view game) {
  static constexpr std::array<GameWords, 3> kWords = {{
      {"cabo", &cabo_shown_cards, &cabo_move_words, &cabo_round_start, &cabo_describe},
      {"chkobba", &chkobba_shown_cards, &chkobba_move_words, &chkobba_round_start,
       &chkobba_describe},
      {"cucu", &cucu_shown_cards, &cucu_move_words, &cucu_round_start, &cucu_describe},
  }};
  for (const GameWords& w : kWords)
    if (w.game == game) return &w;
  return nullptr;
}

}  // namespace cardavia::session
