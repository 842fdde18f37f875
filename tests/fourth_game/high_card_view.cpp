// High Card's table (app/table/game_view.h) and its one line in the site's games
// (app/table/games.h). The smallest view there is: the action bar's one button does the game's
// one move; the match table draws everything every game shares (top bar, log, sheets).
#include "app/table/game_view.h"
#include "app/table/games.h"
#include "app/table/match_table.h"
#include "high_card.h"

namespace cardavia::high_card {

namespace {

using app::table::ActionEntry;
using app::table::MatchTable;
using session::Phrase;

class HighCardView final : public app::table::GameView {
 public:
  Phrase title(const MatchTable& t) const override {
    return t.round_title("highcard.title", t.showing_round_end());
  }
  void draw_table(MatchTable& t, const app::table::TableContext&) override {
    // The checked accessor: the human's observation as this game's own type.
    (void)t.observation_as<HighCardObservation>();
  }
  Phrase prompt(const MatchTable&) const override { return Phrase("highcard.prompt"); }
  void action_bar(MatchTable& t, std::vector<ActionEntry>& bar) override {
    bar.push_back(ActionEntry{.id = "btn:turn",
                              .text_key = "highcard.turn",
                              .label = {},
                              .enabled = t.interactive() && t.legal(kTurn),
                              .primary = true,
                              .run = [&t] { t.play(kTurn); }});
  }
  void show_deal(MatchTable&) override {}
  void show_move(MatchTable&, const session::MoveRecord&) override {}
  void clear(app::table::Clear) override {}
  float draw_round_end(MatchTable&, const app::table::TableContext&, float, float,
                       float top) override {
    return top;
  }
};

std::unique_ptr<app::table::GameView> make_high_card_view() {
  return std::make_unique<HighCardView>();
}

app::table::GameEntry kHighCardTable = {.id = kName,
                                              .name_key = "game.highcard.name",
                                              .blurb_key = "game.highcard.blurb",
                                              .clockwise = false,
                                              .shape = {},
                                              .icon = app::Face::back(),
                                              .make_view = &make_high_card_view};

}  // namespace

CARDAVIA_REGISTER_TABLE_GAME(kHighCardTable);

}  // namespace cardavia::high_card
