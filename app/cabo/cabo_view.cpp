// Cardavia — the Cabo table (see cabo_view.h): what it draws, its prompt, action bar, taps and
// hint, and its registration. The class and the files that share it: cabo_view_class.h.
//
// [SECTION] The seats, the centre, the human's cards
// [SECTION] The prompt and the action bar
// [SECTION] Taps that make no move
// [SECTION] The coach's hint
// [SECTION] Registration
#include "app/cabo/cabo_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "app/cabo/cabo_view_class.h"
#include "app/i18n.h"
#include "app/table/games.h"

namespace cardavia::app::cabo {

// [SECTION] The seats, the centre, the human's cards ---------------------------------------------

Face CaboView::look_of(const MatchTable& t, int seat, int place) const {
  const CardId c = obs(t).place(seat, place);
  if (t.motion().hidden(hand_key(seat, place), t.now()) || c == kNoCard) return Face::empty();
  const bool known = c != CaboObservation::kUnknown;
  return known && (is_shown(seat, place) || t.settings().memory_aid || t.face_up()) ? face_of(c)
                                                                              : Face::back();
}

void CaboView::draw_table(MatchTable& t, const TableContext& ctx) {
  draw_seats(t, ctx);
  draw_centre(t, ctx);
  draw_own(t, ctx);
  // Eyes over the cards the computers looked at (any seat's, the human's included): a badge on
  // the card's bottom-left corner, half off it, so the face and its index corners stay readable.
  for (const Timed& e : eyes_) {
    const int key = hand_key(e.seat, e.place);
    const ImVec2 p = slot_pos(t, key);
    const float w = slot_width(t, key);
    const float a = static_cast<float>(std::clamp((e.until - ctx.now) / 0.4, 0.0, 1.0));
    const float size = std::min(w * 0.42f, 26.0f);
    table::draw_eye(ctx, ImVec2(p.x + size * 0.35f, p.y + w * kCardAspect - size * 0.35f), size, a);
  }
}

void CaboView::draw_seats(MatchTable& t, const TableContext& ctx) {
  const CaboObservation& o = obs(t);
  const bool my_turn = t.interactive();
  for (int seat = 0; seat < t.players(); ++seat) {
    const int k = t.offset(seat);
    if (k == 0) continue;
    const Box& b = t.layout().seats[static_cast<std::size_t>(k)];
    // Name and total; a star for the caller.
    std::string name = t.seat_name(seat);
    if (o.caller() == seat) name += " \xe2\x98\x85";
    table::seat_panel(ctx, b,
                      {.name = std::move(name),
                       .right = std::to_string(o.total(seat)),
                       .to_move = o.to_move() == seat && !t.sheet_open()});
    for (int p = 0; p < kPlaces; ++p) {
      const CardId c = o.place(seat, p);
      const ImVec2 pos = slot_pos(t, hand_key(seat, p));
      const Face face = look_of(t, seat, p);
      const bool shown = is_shown(seat, p);
      // A spy's or a blind swap's target; else a card shown a moment, which a tap turns down.
      const std::optional<Action> tapped = choice_.seat_move(seat, p);
      const Action move = tapped.value_or(Action{});
      const bool target = my_turn && c != kNoCard && tapped && t.legal(move);
      const std::string place = std::to_string(seat) + ":" + std::to_string(p);
      Phrase label_words = Phrase(face.is_card() ? "cabo.target.seat_up" : "cabo.target.seat")
                               .seat("name", seat)
                               .number("n", p + 1);
      if (face.is_card()) label_words.card("card", face.card);
      TargetSpec spec{target ? "seat:" + place : "shown:" + place, t.speak(label_words), {}};
      if (target)
        spec.act = t.move_act(move);
      else
        spec.act = t.view_act(packed(Tap::kHide, seat, p));
      table::CardButtonOptions opt;
      opt.enabled = target || shown;
      opt.highlight = target;
      table::card_button(ctx, std::move(spec), pos, t.layout().seat_card_w, face, opt);
      if (!face.is_card()) continue;
      const bool marked = t.settings().memory_aid && !shown;
      t.report_face("seat:" + place, marked);
      if (marked)
        ctx.dl->AddCircleFilled(ImVec2(pos.x + t.layout().seat_card_w - 6, pos.y + 6), 4.0f,
                                ctx.palette->accent);
    }
  }
}

void CaboView::draw_centre(MatchTable& t, const TableContext& ctx) {
  const CaboObservation& o = obs(t);
  const bool normal = t.interactive() && choice_.mode() == Mode::Normal;
  const float pw = t.layout().pile_card_w;
  // The stock; narrow centres (piles stacked) have room for the count alone under each card.
  const ImVec2 stock = slot_pos(t, kStockKey);
  const Action draw = Move{ActionKind::kDraw}.encode();
  table::CardButtonOptions so;
  so.enabled = so.highlight = normal && t.legal(draw);
  table::card_button(ctx,
                     TargetSpec{"stock", tr("cabo.target.stock"), t.move_act(draw)},
                     stock, pw, o.stock_size() > 0 ? Face::back() : Face::empty(), so);
  const bool row = table::piles_in_row(t.layout());
  table::pile_label(ctx, stock, pw,
                    row ? t.say(Phrase("cabo.stock").number("n", o.stock_size())) : "",
                    std::to_string(o.stock_size()));
  // The discard pile: take at the start of a turn, discard after a draw. While a card flies onto
  // it, the card below shows.
  const ImVec2 discard = slot_pos(t, kDiscardKey);
  const bool after_draw = o.phase() == Phase::kAfterDraw;
  const Action pile_move = Move{after_draw ? ActionKind::kDiscard : ActionKind::kTake}.encode();
  int top = o.discard_size() - 1;
  if (t.motion().hidden(kDiscardKey, ctx.now)) --top;
  table::CardButtonOptions dopt;
  dopt.enabled = dopt.highlight =
      normal && (o.phase() == Phase::kTurnStart || after_draw) && t.legal(pile_move);
  const CardId pile_card = after_draw ? o.held() : o.discard_top();
  const std::string pile_words =
      pile_card == kNoCard || pile_card == CaboObservation::kUnknown
          ? std::string()
          : t.speak(Phrase(after_draw ? "cabo.target.discard" : "cabo.target.take")
                      .card("card", cabo_card(pile_card)));
  table::card_button(ctx, TargetSpec{"discard", pile_words, t.move_act(pile_move)},
                     discard, pw, top >= 0 ? face_of(o.discard_at(top)) : Face::empty(), dopt);
  table::pile_label(ctx, discard, pw, row ? tr("cabo.discard_pile") : "", "");
  // The held card: face up only when the human may know it (their own draw, or a take).
  const CardId held = o.held();
  if (held != kNoCard && !t.motion().hidden(kHeldKey, ctx.now)) {
    const ImVec2 p = slot_pos(t, kHeldKey);
    ctx.dl->AddRectFilled(ImVec2(p.x - 4, p.y - 4),
                          ImVec2(p.x + pw + 4, p.y + pw * kCardAspect + 4),
                          with_alpha(ctx.palette->accent, 0.25f), 8.0f);
    table::draw_card(ctx, p, pw, held == CaboObservation::kUnknown ? Face::back() : face_of(held));
  }
}

void CaboView::draw_own(MatchTable& t, const TableContext& ctx) {
  const CaboObservation& o = obs(t);
  const bool my_turn = t.interactive();
  const int me = t.human();
  const float w = t.layout().own_card_w;
  for (int p = 0; p < kPlaces; ++p) {
    const CardId c = o.place(me, p);
    const ImVec2 pos = slot_pos(t, hand_key(me, p));
    const Face face = look_of(t, me, p);
    const bool shown = is_shown(me, p);
    const bool selected = choice_.is_picked(p);
    // What a tap on this card means now: a move, or a step of a choice (look, replace, blind).
    Act act;
    if (my_turn && c != kNoCard) {
      const Action swap = Move{ActionKind::kSwap, p}.encode();
      const Action peek = Move{ActionKind::kPeek, p}.encode();
      const bool after_draw = o.phase() == Phase::kAfterDraw;
      const Mode mode = choice_.mode();
      if (o.phase() == Phase::kLook) {
        act = t.view_act(packed(Tap::kLook, me, p));
      } else if ((o.phase() == Phase::kAfterTake || (after_draw && mode == Mode::Normal)) &&
                 t.legal(swap)) {
        act = t.move_act(swap);
      } else if (after_draw && mode == Mode::Peek && t.legal(peek)) {
        act = t.move_act(peek);
      } else if (after_draw && mode == Mode::Replace) {
        act = t.view_act(packed(Tap::kToggle, me, p));
      } else if (after_draw && mode == Mode::BlindOwn &&
                 std::any_of(t.legal_actions().begin(), t.legal_actions().end(), [&](Action a) {
                   const Move m = Move::decode(a);
                   return m.kind == ActionKind::kBlindSwap && m.place == p;
                 })) {
        act = t.view_act(packed(Tap::kBlindOwn, me, p));
      }
    }
    const bool target = static_cast<bool>(act);
    Phrase label_words =
        Phrase(face.is_card() ? "cabo.target.own_up" : "cabo.target.own").number("n", p + 1);
    if (face.is_card()) label_words.card("card", face.card);
    TargetSpec spec{target ? "own:" + std::to_string(p)
                           : "shown:" + std::to_string(me) + ":" + std::to_string(p),
                    t.speak(label_words), target ? std::move(act) : t.view_act(packed(Tap::kHide, me, p))};
    table::CardButtonOptions opt;
    opt.enabled = target || shown;
    opt.highlight = target && !selected;
    opt.selected = selected;
    table::card_button(ctx, std::move(spec), pos, w, face, opt);
    if (face.is_card()) {
      const bool marked = t.settings().memory_aid && !shown;
      t.report_face("own:" + std::to_string(p), marked);
      if (marked)
        ctx.dl->AddCircleFilled(ImVec2(pos.x + w - 8, pos.y + 8), 5.0f, ctx.palette->accent);
    }
    if (choice_.blind_own() == p && choice_.mode() == Mode::BlindOther)
      ctx.dl->AddRect(ImVec2(pos.x - 3, pos.y - 3),
                      ImVec2(pos.x + w + 3, pos.y + w * kCardAspect + 3), ctx.palette->accent, 8.0f,
                      0, 4.0f);
  }
}

// [SECTION] The prompt and the action bar --------------------------------------------------------

Phrase CaboView::prompt(const MatchTable& t) const {
  if (t.showing_round_end()) return Phrase("cabo.prompt.round_over");
  const CaboObservation& o = obs(t);
  const bool final_turn = o.caller() >= 0;
  auto final_wrap = [&](Phrase p) {
    return final_turn ? Phrase("cabo.prompt.final").phrase("line", std::move(p)) : p;
  };
  const CardId held = o.held();
  switch (o.phase()) {
    case Phase::kLook:
      return Phrase(choice_.picked().empty() ? "cabo.prompt.look" : "cabo.prompt.look_one");
    case Phase::kTurnStart:
      return final_wrap(Phrase(final_turn ? "cabo.prompt.turn_no_cabo" : "cabo.prompt.turn")
                            .card("card", cabo_card(o.discard_top())));
    case Phase::kAfterTake:
      return Phrase("cabo.prompt.after_take").card("card", cabo_card(held));
    case Phase::kAfterDraw:
      break;
    default:
      return {};
  }
  switch (choice_.mode()) {
    case Mode::Peek:
      return Phrase("cabo.prompt.peek");
    case Mode::Spy:
      return Phrase("cabo.prompt.spy");
    case Mode::BlindOwn:
      return Phrase("cabo.prompt.blind_own");
    case Mode::BlindOther:
      return Phrase("cabo.prompt.blind_other");
    case Mode::Replace:
      return Phrase("cabo.prompt.replace");
    case Mode::Confirm:
      return Phrase("cabo.prompt.confirm")
          .numbers("places", place_numbers(choice_.picked()))
          .card("card", cabo_card(held));
    case Mode::Normal:
      break;
  }
  const int rank = card_rank(held);
  const char* key = rank == 7 || rank == 8     ? "cabo.prompt.after_draw_peek"
                    : rank == 9 || rank == 10  ? "cabo.prompt.after_draw_spy"
                    : rank == 11 || rank == 12 ? "cabo.prompt.after_draw_blind"
                                               : "cabo.prompt.after_draw";
  return final_wrap(Phrase(key).card("card", cabo_card(held)));
}

void CaboView::action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) {
  if (!t.interactive()) return;  // a computer plays, or a sheet is open: the bar stays empty
  const CaboObservation& o = obs(t);
  auto any_kind = [&](ActionKind kind) {
    return std::any_of(t.legal_actions().begin(), t.legal_actions().end(),
                       [&](Action a) { return Move::decode(a).kind == kind; });
  };
  auto play = [&t](ActionKind kind) { return t.move_act(Move{kind}.encode()); };
  auto set_mode = [&t](Mode m) { return t.view_act(packed(Tap::kEnter, static_cast<int>(m))); };
  const AnyCard top = cabo_card(o.discard_top() == kNoCard ? 0 : o.discard_top());
  const AnyCard held =
      cabo_card(o.held() == kNoCard || o.held() == CaboObservation::kUnknown ? 0 : o.held());
  if (o.phase() == Phase::kTurnStart) {
    bar.push_back({"btn:draw", "cabo.btn.draw", Phrase("cabo.target.stock"),
                   any_kind(ActionKind::kDraw), true, play(ActionKind::kDraw)});
    bar.push_back({"btn:take", "cabo.btn.take", Phrase("cabo.target.take").card("card", top),
                   any_kind(ActionKind::kTake), false, play(ActionKind::kTake)});
    if (o.caller() < 0)
      bar.push_back({"btn:cabo", "cabo.btn.cabo", Phrase("cabo.target.cabo"),
                     any_kind(ActionKind::kCabo), false, play(ActionKind::kCabo)});
    return;
  }
  if (o.phase() != Phase::kAfterDraw) return;
  const table::ActionEntry back{"btn:cancel", "cabo.btn.back", {}, true, false,
                                t.view_act(packed(Tap::kBack))};
  switch (choice_.mode()) {
    case Mode::Normal:
      bar.push_back({"btn:discard", "cabo.btn.discard",
                     Phrase("cabo.target.discard").card("card", held),
                     any_kind(ActionKind::kDiscard), false, play(ActionKind::kDiscard)});
      if (any_kind(ActionKind::kPeek))
        bar.push_back({"btn:peek", "cabo.btn.peek", Phrase("cabo.target.peek").card("card", held),
                       true, true, set_mode(Mode::Peek)});
      if (any_kind(ActionKind::kSpy))
        bar.push_back({"btn:spy", "cabo.btn.spy", Phrase("cabo.target.spy").card("card", held),
                       true, true, set_mode(Mode::Spy)});
      if (any_kind(ActionKind::kBlindSwap))
        bar.push_back({"btn:blindswap", "cabo.btn.blindswap",
                       Phrase("cabo.target.blindswap").card("card", held), true, true,
                       set_mode(Mode::BlindOwn)});
      if (any_kind(ActionKind::kReplace))
        bar.push_back({"btn:replace", "cabo.btn.replace",
                       Phrase("cabo.target.replace").card("card", held), true, false,
                       set_mode(Mode::Replace)});
      break;
    case Mode::Replace: {
      const bool ok = !choice_.picked().empty() && t.legal(choice_.replace_action());
      bar.push_back(back);
      bar.push_back({"btn:replace_selected", "cabo.btn.replace_selected",
                     Phrase("cabo.target.replace_selected"), ok, true, set_mode(Mode::Confirm)});
      break;
    }
    case Mode::Confirm: {
      const Action replace = choice_.replace_action();
      bar.push_back(back);
      bar.push_back({"btn:confirm", "cabo.btn.confirm",
                     Phrase("cabo.target.confirm").numbers("places", place_numbers(choice_.picked())),
                     true, true, t.move_act(replace)});
      break;
    }
    default:
      bar.push_back(back);
      break;
  }
}

// [SECTION] Taps that make no move ---------------------------------------------------------------

void CaboView::tap(MatchTable& t, int tap) {
  const int who = (tap >> 8 & 0xFF) - 1;  // a seat, or the mode entered (packed())
  const int place = (tap >> 16 & 0xFF) - 1;
  switch (static_cast<Tap>(tap & 0xFF)) {
    case Tap::kHide:
      hide(who, place);
      break;
    case Tap::kLook:
      // The round's first look: the second card picked plays it (refused when not legal).
      if (const std::optional<Action> look = choice_.tap_look(place)) t.play(*look);
      break;
    case Tap::kToggle:
      choice_.toggle(place);
      break;
    case Tap::kBlindOwn:
      choice_.choose_blind_own(place);
      break;
    case Tap::kEnter:
      choice_.enter(static_cast<Mode>(who));
      break;
    case Tap::kBack:
      choice_.back();
      break;
  }
}

// [SECTION] The coach's hint ---------------------------------------------------------------------

// The next tap towards `action` from the choice in progress (cabo_choice.h).
std::string CaboView::hint_target(const MatchTable&, Action action) const {
  return choice_.next_tap(action);
}

std::unique_ptr<table::GameView> make_cabo_view() { return std::make_unique<CaboView>(); }

// [SECTION] Registration: Cabo's one line in the site's games (app/table/games.h).
namespace {
// The seats of a few cards round a wide table: 2×2 cards each, your four.
table::GameEntry kCaboTable = {
    .id = "cabo",
    .name_key = "game.cabo.name",
    .blurb_key = "game.cabo.blurb",
    .clockwise = true,
    .shape = table::SeatShape{.cols = 2, .rows = 2, .own_cards = 4, .round_table = true},
    .icon = Face::back(),
    .make_view = &make_cabo_view,
    .score = table::ScoreOrder::LowerWins,
    .goal = cardavia::cabo::kEndAbove,
    .daily_total_key = "game.cabo.daily_total"};
}  // namespace
CARDAVIA_REGISTER_TABLE_GAME(kCaboTable);

}  // namespace cardavia::app::cabo
