// Cardavia — the shell's router (see router.h).
#include "app/shell/router.h"

#include "app/shell/router_transitions.h"

namespace cardavia::app {

bool Router::go(ScreenId screen) {
  if (!screen_transition_allowed(at_, screen)) return false;
  // Leaving the question for anything else drops the match it held (it never began).
  if (screen != ScreenId::Question) pending_.reset();
  confirming_.clear();
  if (screen == at_) return true;
  at_ = screen;
  ++changes_;
  return true;
}

Act go_to(Router& router, ScreenId screen) {
  return [&router, screen] { router.go(screen); };
}

void Router::set_embedded(bool embedded) {
  const bool was_home = at_ == home();
  embedded_ = embedded;
  if (was_home) go(home());
}

bool Router::ask(std::unique_ptr<session::MatchSession> match) {
  if (!screen_transition_allowed(at_, ScreenId::Question)) return false;
  pending_ = std::move(match);
  at_ = ScreenId::Question;
  ++changes_;
  return true;
}

}  // namespace cardavia::app
