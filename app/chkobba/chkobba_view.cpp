// Cardavia — the Chkobba table (see chkobba_view.h): what it draws, its prompt, action bar, taps
// and hint, and its registration. The class and the files that share it: chkobba_view_class.h.
//
// [SECTION] The seats, the centre, the human's cards
// [SECTION] The prompt and the action bar
// [SECTION] Taps that make no move by themselves
// [SECTION] The coach's hint
// [SECTION] Registration
#include "app/chkobba/chkobba_view.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "app/chkobba/chkobba_view_class.h"
#include "app/i18n.h"
#include "app/table/games.h"

namespace cardavia::app::chkobba {

// [SECTION] The seats, the centre, the human's cards ---------------------------------------------

void ChkobbaView::draw_table(MatchTable& t, const TableContext& ctx) {
  const Scene s = scene(t);
  draw_seats(t, ctx, s);
  draw_centre(t, ctx, s);
  draw_own(t, ctx, s);
}

void ChkobbaView::draw_value_badge(const TableContext& ctx, ImVec2 p, float w, ChkobbaCard c) const {
  // Q=8, J=9, K=10 on the card's lower left, where the face has no index: a newcomer reads the
  // capture value off the card.
  if (!is_face_card(c)) return;
  const std::string value = std::to_string(capture_value(c));
  const float size = std::clamp(w * 0.26f, 12.0f, 18.0f);
  const ImVec2 ts = ctx.fonts->bold->CalcTextSizeA(size, FLT_MAX, 0.0f, value.c_str());
  const float bw = std::max(ts.x + 8, size + 4), bh = size + 3;
  const ImVec2 b0(p.x + 3, p.y + w * kCardAspect - bh - 3);
  ctx.dl->AddRectFilled(b0, ImVec2(b0.x + bw, b0.y + bh), ctx.palette->accent, bh * 0.5f);
  ctx.dl->AddText(ctx.fonts->bold, size, ImVec2(b0.x + (bw - ts.x) * 0.5f, b0.y + 1.5f),
                  ctx.palette->ink, value.c_str());
}

void ChkobbaView::draw_seats(MatchTable& t, const TableContext& ctx, const Scene& s) {
  const int to_move = t.session().to_move();
  for (int seat = 0; seat < t.players(); ++seat) {
    const int k = t.offset(seat);
    if (k == 0) continue;
    const Box& b = t.layout().seats[static_cast<std::size_t>(k)];
    // Name (the partner marked) and the side's total.
    const bool partner = seat % kChkobbaSides == t.human() % kChkobbaSides;
    table::seat_panel(
        ctx, b,
        {.name = partner ? t.say(Phrase("chkobba.seat.partner").seat("name", seat)) : t.seat_name(seat),
         .right = std::to_string(s.totals[static_cast<std::size_t>(seat % kChkobbaSides)]),
         .to_move = to_move == seat && !t.sheet_open() && !deal_end_});
    // The hand, a fan of backs.
    const int size = s.hand_sizes[static_cast<std::size_t>(seat)];
    for (int i = 0; i < size; ++i) {
      if (t.motion().hidden(hand_key(t, seat, i), ctx.now)) continue;
      table::draw_card(ctx, hand_pos(t, seat, i, size), t.layout().seat_card_w, Face::back());
    }
  }
}

void ChkobbaView::draw_pile(MatchTable& t, const TableContext& ctx, const ChkobbaLayout& lay,
                            const Scene& s, int side) {
  const auto sd = static_cast<std::size_t>(side);
  const ImVec2 p = lay.piles[static_cast<std::size_t>(pile_slot(t, side))];
  const float w = lay.pile_w, h = w * kCardAspect;
  // The chkobbas first, face up under the pile at a slant, each sticking out to the left far
  // enough to show its index corner (each later one a little lower, over the earlier); then the
  // pile on top.
  const int marks = s.chkobbas[sd];
  const float step = marks > 1 ? std::min(w * 0.42f, h * 0.45f / static_cast<float>(marks - 1)) : 0.0f;
  for (int i = 0; i < marks; ++i) {
    const std::vector<ChkobbaCard>& known = marks_[sd];
    // A match opened in the middle of a deal does not know which cards made its chkobbas.
    const Face face = i < static_cast<int>(known.size()) ? face_of(known[static_cast<std::size_t>(i)])
                                                         : Face::back();
    const ImVec2 centre(p.x + w * 0.5f - lay.mark_out + 2, p.y + h * 0.42f + static_cast<float>(i) * step);
    table::draw_card_turned(ctx, centre, w, face, -0.2f);
  }
  table::draw_card(ctx, p, w, s.pile_cards[sd] > 0 ? Face::back() : Face::empty());
  // The count under it.
  // Whose pile, in words ("Your pile · 9") when its column has the room, else "9 cards".
  std::string label = t.say(Phrase(side == 0 ? "chkobba.pile.yours" : "chkobba.pile.theirs")
                                .number("n", s.pile_cards[sd]));
  ImVec2 ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, label.c_str());
  const float column = lay.worded ? std::max(lay.pile_w + lay.mark_out, 110.0f) : 0.0f;
  if (ts.x > column) {
    label = t.say(Phrase("chkobba.pile.count").number("n", s.pile_cards[sd]));
    ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, label.c_str());
  }
  // Under the pile and its marks, kept inside the centre.
  const float mid = lay.worded ? p.x + (w - lay.mark_out) * 0.5f : p.x + w * 0.5f;
  ctx.dl->AddText(
      ctx.fonts->small, text_size::kLabel,
      ImVec2(std::floor(std::min(mid - ts.x * 0.5f, t.layout().centre.max.x - ts.x)), p.y + h + 2),
      ctx.palette->text_muted, label.c_str());
}

void ChkobbaView::draw_centre(MatchTable& t, const TableContext& ctx, const Scene& s) {
  const ChkobbaLayout lay = layout_chkobba(t.layout(), static_cast<int>(s.table.size()));
  const Palette& pal = *ctx.palette;
  // The stock, with its count.
  if (s.stock > 0) {
    table::draw_card(ctx, lay.stock, lay.pile_w, Face::back());
    // "Stock · 18" when its column has the room, else the count alone.
    std::string n = t.say(Phrase("chkobba.stock").number("n", s.stock));
    ImVec2 ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, n.c_str());
    if (!lay.worded || ts.x > lay.stock_column.width()) {
      n = std::to_string(s.stock);
      ts = ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, n.c_str());
    }
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel,
                    ImVec2(std::floor(lay.stock.x + (lay.pile_w - ts.x) * 0.5f),
                           lay.stock.y + lay.pile_w * kCardAspect + 2),
                    pal.text_muted, n.c_str());
  }
  draw_pile(t, ctx, lay, s, 0);
  draw_pile(t, ctx, lay, s, 1);
  // The cut: the cut card alone, face up to the human who cuts, face down while a computer looks.
  if (s.cutting) {
    if (!t.motion().busy())
      table::draw_card(ctx, lay.cut, lay.cut_w, s.cut_seen ? face_of(s.cut_card) : Face::back());
    if (s.cut_seen) draw_value_badge(ctx, lay.cut, lay.cut_w, s.cut_card);
    return;
  }
  // The table's cards; during a capture choice only the open groups' cards are targets.
  const bool choosing = choice_ && t.interactive();
  for (int i = 0; i < static_cast<int>(s.table.size()); ++i) {
    const ChkobbaCard c = s.table[static_cast<std::size_t>(i)];
    if (t.motion().hidden(kTableKey + i, ctx.now)) continue;
    const ImVec2 pos = lay.table_pos(i);
    table::CardButtonOptions opt;
    const bool last_in_row = (i + 1) % lay.per_row == 0 || i + 1 == static_cast<int>(s.table.size());
    opt.hit_width = last_in_row ? 0.0f : lay.hit_w;
    std::string label;
    if (choosing) {
      const std::optional<Action> settled = choice_->settled();
      const bool offered = choice_->offers(c);
      opt.enabled = offered;
      opt.selected = offered && (settled || (choice_->picked() & card_bit(c)));
      opt.highlight = offered;
      opt.alpha = offered ? 1.0f : 0.35f;
      if (offered)
        label = settled ? t.speak(Phrase("chkobba.target.table_take")
                                    .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                                                         cards_at(obs(t).view().table,
                                                                  action_capture_mask(*settled)))))
                                    .phrase("card", valued(choice_->played())))
                        : t.speak(Phrase((choice_->picked() & card_bit(c)) ? "chkobba.target.table_unpick"
                                                                          : "chkobba.target.table_pick")
                                    .phrase("card", valued(c)));
    }
    TargetSpec spec{"table:" + card_text(c), label, {}};
    if (opt.enabled) spec.act = t.view_act(packed(Tap::kTable, c));
    table::card_button(ctx, std::move(spec), pos, lay.card_w, face_of(c), opt);
    draw_value_badge(ctx, ImVec2(pos.x, pos.y + (opt.selected ? -10.0f : 0.0f)), lay.card_w, c);
    if (choosing && !opt.enabled)
      ctx.dl->AddRectFilled(pos, ImVec2(pos.x + lay.card_w, pos.y + lay.card_w * kCardAspect),
                            with_alpha(pal.felt, 0.55f), lay.card_w * 0.08f);
  }
}

void ChkobbaView::draw_own(MatchTable& t, const TableContext& ctx, const Scene& s) {
  const bool my_turn = t.interactive() && !s.cutting;
  const int n = static_cast<int>(s.hand.size());
  const float w = t.layout().own_card_w;
  const Table table = obs(t).view().table;
  for (int i = 0; i < n; ++i) {
    const ChkobbaCard c = s.hand[static_cast<std::size_t>(i)];
    const ImVec2 pos = own_hand_pos(t.layout(), i, n);
    if (t.motion().hidden(kOwnKey + i, ctx.now)) continue;
    const bool chosen = choice_ && choice_->played() == c;
    table::CardButtonOptions opt;
    opt.enabled = my_turn;
    opt.highlight = my_turn && !chosen;
    opt.selected = chosen;
    opt.alpha = choice_ && !chosen ? 0.8f : 1.0f;
    // What a tap does, in the target's words: plays at once, or opens (or closes) the choice.
    const std::vector<Action> plays = plays_of(c, t.legal_actions());
    Phrase words;
    if (chosen)
      words = Phrase("chkobba.target.own_cancel").phrase("card", valued(c));
    else if (plays.size() > 1)
      words = Phrase("chkobba.target.own_choose").phrase("card", valued(c)).number("n", static_cast<int>(plays.size()));
    else if (plays.size() == 1 && action_capture_mask(plays.front()) != 0)
      words = Phrase("chkobba.target.own_take")
                  .phrase("card", valued(c))
                  .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                                       cards_at(table, action_capture_mask(plays.front())))));
    else
      words = Phrase("chkobba.target.own_drop").phrase("card", valued(c));
    TargetSpec spec{"own:" + std::to_string(i), t.speak(words), {}};
    spec.act = t.view_act(packed(Tap::kHand, c));
    table::card_button(ctx, std::move(spec), pos, w, face_of(c), opt);
    draw_value_badge(ctx, ImVec2(pos.x, pos.y + (chosen ? -10.0f : 0.0f)), w, c);
    t.report_face("own:" + std::to_string(i), false);
  }
}

// [SECTION] The prompt and the action bar --------------------------------------------------------

Phrase ChkobbaView::prompt(const MatchTable& t) const {
  if (t.showing_round_end()) return Phrase("chkobba.prompt.deal_over");
  const Scene s = scene(t);
  if (s.cutting) return Phrase("chkobba.prompt.cut").phrase("card", valued(s.cut_card));
  if (!choice_) return Phrase("chkobba.prompt.play");
  if (const std::optional<Action> play = choice_->settled())
    return Phrase("chkobba.prompt.confirm")
        .phrase("card", valued(choice_->played()))
        .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                             cards_at(obs(t).view().table, action_capture_mask(*play)))));
  return Phrase("chkobba.prompt.choose")
      .phrase("card", valued(choice_->played()))
      .phrase("groups", alternatives(choice_->open_groups()));
}

void ChkobbaView::action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) {
  if (!t.interactive()) return;
  const Scene s = scene(t);
  if (s.cutting) {
    const Phrase card = valued(s.cut_card);
    bar.push_back({"btn:keep", "chkobba.btn.keep", Phrase("chkobba.target.keep").phrase("card", card),
                   t.legal(chkobba_keep()), true, t.move_act(chkobba_keep())});
    bar.push_back({"btn:table", "chkobba.btn.table",
                   Phrase("chkobba.target.table").phrase("card", card), t.legal(chkobba_table()),
                   false, t.move_act(chkobba_table())});
    return;
  }
  if (!choice_) return;
  bar.push_back({"btn:cancel", "chkobba.btn.back", Phrase("chkobba.target.back"), true, false,
                 t.view_act(packed(Tap::kCancel))});
  if (const std::optional<Action> play = choice_->settled()) {
    const Action a = *play;
    bar.push_back({"btn:confirm", "chkobba.btn.take",
                   Phrase("chkobba.target.confirm")
                       .phrase("card", valued(choice_->played()))
                       .phrase("taken", chkobba_sum(session::chkobba_cards_of(
                                            cards_at(obs(t).view().table, action_capture_mask(a))))),
                   true, true, t.move_act(a)});
  }
}

// [SECTION] Taps that make no move by themselves ------------------------------------------------

void ChkobbaView::tap(MatchTable& t, int tap) {
  const auto card = static_cast<ChkobbaCard>(tap >> 8);
  switch (static_cast<Tap>(tap & 0xFF)) {
    case Tap::kHand: {
      if (choice_ && choice_->played() == card) {
        choice_.reset();  // the chosen card again: choose another
        return;
      }
      HandTap hand = tap_hand_card(card, obs(t).view().table, t.legal_actions());
      choice_ = std::move(hand.choice);
      if (hand.play) t.play(*hand.play);
      return;
    }
    case Tap::kTable:
      if (!choice_) return;
      if (const std::optional<Action> play = choice_->tap(card)) t.play(*play);
      return;
    case Tap::kCancel:
      choice_.reset();
      return;
  }
}

// [SECTION] The coach's hint ---------------------------------------------------------------------

// The next tap towards `action`: its hand card (which plays it, or opens the choice of a capture),
// then the table cards of its capture still to pick (a picked card outside it first unpicked),
// then Take.
std::string ChkobbaView::hint_target(const MatchTable& t, Action action) const {
  if (action == chkobba_keep()) return "btn:keep";
  if (action == chkobba_table()) return "btn:table";
  const ChkobbaCard played = action_card(action);
  if (!choice_ || choice_->played() != played) {
    const std::vector<ChkobbaCard> hand = scene(t).hand;
    for (std::size_t i = 0; i < hand.size(); ++i)
      if (hand[i] == played) return "own:" + std::to_string(i);
    return {};
  }
  if (choice_->settled() == action) return "btn:confirm";
  const CardSet wanted = cards_at(obs(t).view().table, action_capture_mask(action));
  const CardSet picked = choice_->picked();
  const CardSet next = (picked & ~wanted) ? (picked & ~wanted) : (wanted & ~picked);
  if (next == 0) return {};
  return "table:" + card_text(static_cast<ChkobbaCard>(__builtin_ctzll(next)));
}

std::unique_ptr<table::GameView> make_chkobba_view() { return std::make_unique<ChkobbaView>(); }

// [SECTION] Registration: Chkobba's one line in the site's games (app/table/games.h).
namespace {
// The 7♦ has a name of its own, the 7ayya: a point at a deal's end (said before its words).
const char* card_name(AnyCard card) {
  constexpr AnyCard kSette = AnyCard::of(StandardCard{Rank::kSeven, Suit::kDiamonds});
  return card == kSette ? "chkobba.category.sette" : nullptr;
}

// Three cards each, the opponents' as fans (never tapped), the table's cards in two rows of the
// centre.
table::GameEntry kChkobbaTable = {
    .id = "chkobba",
    .name_key = "game.chkobba.name",
    .blurb_key = "game.chkobba.blurb",
    .clockwise = false,
    .shape = table::SeatShape{.cols = 3, .rows = 1, .own_cards = 3, .overlap = 0.6f,
                              .centre_rows = 2},
    .icon = Face::of(StandardCard{Rank::kSeven, Suit::kDiamonds}),
    .make_view = &make_chkobba_view,
    .score = table::ScoreOrder::HigherWins,
    .goal = kChkobbaTargetScore,
    .daily_total_key = "game.chkobba.daily_total",
    .card_name = &card_name};
}  // namespace
CARDAVIA_REGISTER_TABLE_GAME(kChkobbaTable);

}  // namespace cardavia::app::chkobba
