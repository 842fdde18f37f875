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

void GameState::emit_card(MoveEvent::Kind kind, int seat, AnyCard card, CardPlace from,
                          CardPlace to, SeatSet seen_by) {
  if (!sink_) return;
  MoveEvent event = MoveEvent::of(kind, seat, from, to);
  event.card = card;
  event.seen_by = seen_by;
  sink_->push_back(event);
}

void GameState::emit_fact(MoveEvent::Kind kind, int seat, int amount, int total) {
  if (!sink_) return;
  MoveEvent event = MoveEvent::of(kind, seat);
  event.amount = amount;
  event.total = total;
  sink_->push_back(event);
}

std::string GameState::list_legal_actions(std::size_t at_most) const {
  const std::vector<Action> legal = legal_actions();
  std::string listing;
  for (std::size_t i = 0; i < legal.size() && i < at_most; ++i) {
    if (i > 0) listing += ", ";
    listing += action_to_string(legal[i]);
  }
  if (legal.size() > at_most) listing += ", … (" + std::to_string(legal.size()) + " in all)";
  return listing;
}

Result<Action> GameState::try_apply(std::string_view text) {
  if (is_terminal()) return fail("the match is over; no action can be played");
  Result<Action> parsed = parse_action(text);
  if (!parsed) return parsed;
  if (!is_legal(parsed.value())) {
    return fail("\"" + std::string(text) + "\" is not a legal action here; legal now: " +
                list_legal_actions());
  }
  apply(parsed.value());
  return parsed;
}

}  // namespace cardavia
