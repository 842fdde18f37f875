// High Card's table (app/table/game_view.h) and its one line in the site's games
// (app/table/games.h). The smallest view there is: each seat's card in its place (face down until
// turned, then the Star pack's face: star_pack_table.cpp), and the action bar's one button for the
// game's one move; the match table draws everything every game shares (top bar, log, sheets).
#include "app/table/game_view.h"
#include "app/table/games.h"
#include "app/table/match_table.h"
#include "app/table/widgets.h"
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
  void draw_table(MatchTable& t, const app::table::TableContext& ctx) override {
    // The checked accessor: the human's observation as this game's own type.
    const HighCardObservation& o = t.observation_as<HighCardObservation>();
    const app::table::TableLayout& layout = t.layout();
    // seats[k] is the seat k places after the human's; each holds one card, at the bottom of its
    // box, centred.
    for (std::size_t k = 0; k < layout.seats.size(); ++k) {
      const int seat = (t.human() + static_cast<int>(k)) % t.players();
      const std::optional<StarCard>& card = o.cards_[static_cast<std::size_t>(seat)];
      const float w = k == 0 ? layout.own_card_w : layout.seat_card_w;
      const app::Box& box = layout.seats[k];
      const ImVec2 at(box.min.x + (box.width() - w) * 0.5f, box.max.y - w * app::kCardAspect);
      app::table::draw_card(ctx, at, w, card ? app::Face::of(card->any()) : app::Face::back());
    }
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
                                              .shape = {.cols = 1, .rows = 1, .own_cards = 1},
                                              .icon = app::Face::of(StarCard{8, false}.any()),
                                              .make_view = &make_high_card_view};

}  // namespace

CARDAVIA_REGISTER_TABLE_GAME(kHighCardTable);

}  // namespace cardavia::high_card
