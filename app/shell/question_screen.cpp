// Cardavia — the question before a new match replaces an unfinished one saved for its game (a
// Start, a deal link, Play again, an imported match): ask:continue resumes the saved match,
// ask:new opens the new one (its game's slot then holds it). The router holds the new match
// while the person chooses (app/shell/router.h).
#include <algorithm>

#include "app/i18n.h"
#include "app/shell/screens.h"
#include "app/table/games.h"
#include "app/table/words.h"

namespace cardavia::app {

void draw_question_screen(const ShellFrame& frame) {
  Router& router = frame.parts.router;
  MatchLife& life = frame.parts.life;
  const Persistence& persistence = frame.parts.persistence;
  const Fonts& fonts = frame.fonts;
  const Palette& pal = frame.palette;
  table::begin_screen_window("##question", frame.screen.size);
  const ImVec2 d = frame.screen.safe_size();
  const table::TableContext ctx = frame.context();
  const std::string game = router.asking()->config().game;
  const Persistence::Saved* s = persistence.saved(game);
  const float w = std::min(d.x - 20, 460.0f);
  const float h = 230.0f;  // the title, four lines of words, the buttons
  const float top = std::max(44.0f, (d.y - h) * 0.4f);
  const Box sh = centred_in(frame.screen.safe, w, top, top + h);
  table::sheet(ctx, sh);
  ctx.dl->AddText(fonts.display, text_size::kHeadline, ImVec2(sh.min.x + 18, sh.min.y + 16),
                  pal.text, tr("ask.title"));
  const std::string words = table::fill(
      "ask.text", {{"game", tr(table::find_table_game(game)->name_key)},
                   {"round", std::to_string(s ? s->round : 1)}});
  table::wrapped_text(ctx, fonts.body, ImVec2(sh.min.x + 18, sh.min.y + 62), sh.max.x - 18, words,
                      pal.text);
  const std::vector<Box> cells = table::split_row(
      Box{ImVec2(sh.min.x + 18, sh.max.y - 62), ImVec2(sh.max.x - 18, sh.max.y - 14)}, 2, 10);
  table::pill_button(ctx,
                     table::TargetSpec{"ask:continue", tr("ask.target.continue"),
                                       [&router, &life, game] {
                                         // Nothing to resume after all: back to what was under.
                                         if (!life.resume(game)) router.settle(life.table() != nullptr);
                                       }},
                     cells[0], tr("ask.continue"), true);
  table::pill_button(ctx,
                     table::TargetSpec{"ask:new", tr("ask.target.new"),
                                       [&router, &life] {
                                         if (!life.open(router.take_asked()))
                                           router.settle(life.table() != nullptr);
                                       }},
                     cells[1], tr("ask.new"), true, true);
  ImGui::End();
}

}  // namespace cardavia::app
