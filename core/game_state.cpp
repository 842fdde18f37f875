#include "game_state.h"

#include <algorithm>

namespace cardavia {

bool GameState::is_legal(Action action) const {
  const std::vector<Action> legal = legal_actions();
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

void GameState::apply(Action action) {
  history_.push_back(action);
  do_apply(action);
}

Result<Action> GameState::try_apply(std::string_view text) {
  if (is_terminal()) return fail("the match is over; no action can be played");
  Result<Action> parsed = parse_action(text);
  if (!parsed) return parsed;
  if (!is_legal(parsed.value())) {
    return fail("\"" + std::string(text) + "\" is not a legal action here");
  }
  apply(parsed.value());
  return parsed;
}

}  // namespace cardavia
