// Cardavia — a game's new-match sheet over the felt (app/table/new_match.h draws it): Start offers
// the match (app/shell/match_life.h: at once, or after the question), Continue resumes the game's
// saved one, Back returns to the start screen. Embedded, the sheet is the frame's start: no Back,
// no game row.
#include "app/shell/screens.h"
#include "app/table/words.h"

namespace cardavia::app {

void draw_new_match_screen(const ShellFrame& frame) {
  Router& router = frame.parts.router;
  MatchLife& life = frame.parts.life;
  table::NewMatch& choices = frame.parts.choices;
  table::begin_screen_window("##setup", frame.screen.size);
  table::TableContext ctx = frame.context();
  ctx.controls = &frame.report.controls;  // the seed field and "Open a match…" are the page's
  table::NewMatchActions actions;
  actions.start = [&life, &choices] {
    life.offer(std::make_unique<session::MatchSession>(life.config_for(choices, life.fresh_seed())));
  };
  if (router.embedded()) {
    actions.one_game = true;
  } else {
    actions.back = go_to(router, ScreenId::Start);
  }
  if (const Persistence::Saved* s = frame.parts.persistence.saved(choices.game)) {
    actions.resume = [&life, &choices] { life.resume(choices.game); };
    actions.saved = session::Phrase("table.setup.saved").number("round", s->round);
  }
  const table::Naming naming{0, choices.players};
  table::draw_new_match(ctx, frame.screen.safe, choices, frame.parts.settings, actions,
                        [&naming](const session::Phrase& p) { return table::say(p, naming); });
  ImGui::End();
}

}  // namespace cardavia::app
