// Cardavia — the shell's router (see router.h).
#include "app/shell/router.h"

namespace cardavia::app {

void Router::go(ScreenId screen) {
  // Leaving the question for anything else drops the match it held (it never began).
  if (screen != ScreenId::Question) pending_.reset();
  confirming_.clear();
  if (screen == at_) return;
  at_ = screen;
  ++changes_;
}

Act go_to(Router& router, ScreenId screen) {
  return [&router, screen] { router.go(screen); };
}

void Router::set_embedded(bool embedded) {
  const bool was_home = at_ == home();
  embedded_ = embedded;
  if (was_home) go(home());
}

void Router::ask(std::unique_ptr<session::MatchSession> match) {
  pending_ = std::move(match);
  at_ = ScreenId::Question;
  ++changes_;
}

}  // namespace cardavia::app
