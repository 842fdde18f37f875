// Cardavia — the Cucù table (see cucu_view.h): what it draws, its prompt and action bar, and its
// registration. The class and the files that share it: cucu_view_class.h.
//
// [SECTION] The seats, the centre, your card, the inn's dialog
// [SECTION] The prompt and the action bar
// [SECTION] Registration
#include "app/cucu/cucu_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "app/cucu/cucu_view_class.h"
#include "app/i18n.h"
#include "app/table/games.h"

namespace cardavia::app::cucu {

// [SECTION] The seats, the centre, your card, the inn's dialog -----------------------------------

// The centre of heart `i` of a row of hearts `size` high from `p`.
ImVec2 heart_centre(ImVec2 p, float size, int i) {
  return ImVec2(p.x + size * 0.5f + static_cast<float>(i) * (size + 3), p.y + size * 0.5f);
}

// Where a seat's hearts are drawn, and how big: under an opponent's name; at the left of your card,
// under your name.
struct LivesRow {
  ImVec2 at;
  float size;
};
LivesRow lives_row(const MatchTable& t, const TableContext& ctx, int seat) {
  const int k = t.offset(seat);
  const Box& b = t.layout().seats[static_cast<std::size_t>(k)];
  if (k != 0) return {ImVec2(b.min.x + 7, b.min.y + 23), 12.0f};
  const std::string you = t.seat_name(seat);
  const float name_w =
      ctx.fonts->bold->CalcTextSizeA(text_size::kProseMin, FLT_MAX, 0.0f, you.c_str()).x;
  const float block_w = std::max(name_w, 3 * 16.0f + 6);
  return {ImVec2(b.min.x - 12 - block_w, b.min.y + b.height() * 0.5f - 8), 16.0f};
}

// Three hearts from `x`: full for the lives left, hollow for those lost.
void draw_lives(const TableContext& ctx, ImVec2 p, float size, int lives, float alpha) {
  for (int i = 0; i < CucuRules::kLivesAtStart; ++i) {
    const ImVec2 c = heart_centre(p, size, i);
    const bool full = i < lives;
    draw_suit(ctx.dl, Suit::kHearts, c, size,
              with_alpha(full ? ctx.palette->red : ctx.palette->text, (full ? 1.0f : 0.22f) * alpha));
  }
}

void draw_dealer_chip(const TableContext& ctx, ImVec2 centre, float r) {
  ctx.dl->AddCircleFilled(centre, r, ctx.palette->accent, 20);
  const char* d = tr("cucu.dealer_mark");
  const ImVec2 ts = ctx.fonts->bold->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, d);
  ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel,
                  ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f), ctx.palette->ink, d);
}

// The target of the human's ask: the next live seat after them (horses are found when asked).
int ask_target(const MatchTable& t) {
  const CucuObservation& o = obs(t);
  if (!t.interactive() || o.phase() != CucuPhase::kTurn || o.dealer() == t.human()) return -1;
  return o.next_live_in_round(t.human());
}

void CucuView::label_undealt(const MatchTable& t, const TableContext& ctx, int seat, ImVec2 p,
                             float w) const {
  // A live seat play has not reached yet has no card on the table (it is dealt when reached):
  // its empty place says so, rather than look like a card that failed to draw. While a show
  // runs an empty place is a card in the air, and says nothing.
  const CucuObservation& o = obs(t);
  if (stage_now(t.now()) != nullptr || showdown_.on || !o.in_round(seat) || o.reached(seat)) return;
  table::centred_text(ctx, ctx.fonts->small, text_size::kLabel,
                      Box{ImVec2(p.x + 2, p.y), ImVec2(p.x + w - 2, p.y + w * kCardAspect)},
                      tr("cucu.to_deal"), ctx.palette->text_muted, 10.0f);
}

void CucuView::draw_table(MatchTable& t, const TableContext& ctx) {
  draw_centre(t, ctx);
  draw_seats(t, ctx);
  draw_own(t, ctx);
  draw_marks(t, ctx);
}

void CucuView::draw_seats(MatchTable& t, const TableContext& ctx) {
  const CucuObservation& o = obs(t);
  const int target = ask_target(t);
  const Action ask{static_cast<std::uint32_t>(CucuAction::kAsk)};
  const float w = t.layout().seat_card_w;
  for (int seat = 0; seat < t.players(); ++seat) {
    const int k = t.offset(seat);
    if (k == 0) continue;
    const Box& b = t.layout().seats[static_cast<std::size_t>(k)];
    const SeatState state = seat_state(t, seat);
    const float a = state == SeatState::Live ? 1.0f : 0.45f;  // knocked out: greyed
    // The name, the dealer's mark, the lives.
    table::seat_panel(ctx, b,
                      {.name = t.seat_name(seat),
                       .right = {},
                       .to_move = o.to_move() == seat && !t.sheet_open() && !t.round_ending(),
                       .out_of_play = state != SeatState::Live});
    if (o.dealer() == seat && !showdown_.on) draw_dealer_chip(ctx, ImVec2(b.max.x - 13, b.min.y + 13), 9.0f);
    const LivesRow hearts = lives_row(t, ctx, seat);
    draw_lives(ctx, hearts.at, hearts.size, o.lives(seat), a);
    // The card: a target when it is the one you would ask.
    const ImVec2 p = place_pos(t, seat);
    const Face face = seat_face(t, seat);
    Phrase label = seat == target  ? Phrase("cucu.target.ask").seat("name", seat)
                   : face.is_card() ? Phrase("cucu.target.seat_up").seat("name", seat).card("card", face.card)
                                    : Phrase("cucu.target.seat").seat("name", seat);
    const std::string id = "seat:" + std::to_string(seat) + ":0";
    table::CardButtonOptions opt;
    opt.enabled = opt.highlight = seat == target && t.legal(ask);
    opt.alpha = a;
    if (state == SeatState::Out) {
      table::centred_text(ctx, ctx.fonts->small, text_size::kLabel,
                          Box{p, ImVec2(p.x + w, p.y + w * kCardAspect)}, tr("cucu.out"),
                          ctx.palette->text_muted);
      continue;
    }
    table::card_button(ctx, TargetSpec{id, t.speak(label), t.move_act(ask)}, p, w, face, opt);
    if (face.is_card()) t.report_face(id, false);
    label_undealt(t, ctx, seat, p, w);
    if (state == SeatState::Dead && face.kind != Face::Kind::Empty) {
      ctx.dl->AddRectFilled(p, ImVec2(p.x + w, p.y + w * kCardAspect), with_alpha(ctx.palette->shadow, 0.45f), w * 0.08f);
      table::centred_text(ctx, ctx.fonts->bold, text_size::kLabel,
                          Box{p, ImVec2(p.x + w, p.y + w * kCardAspect)}, tr("cucu.dead"),
                          ctx.palette->text);
    }
    // At the showdown: the lives this round cost.
    if (showdown_.on && showdown_.lost[static_cast<std::size_t>(seat)] > 0 && stage_now(t.now()) == nullptr) {
      const std::string lost = t.say(Phrase("cucu.reveal.lost").number("n", showdown_.lost[static_cast<std::size_t>(seat)]));
      const ImVec2 c(b.max.x - 13, b.min.y + 13);
      ctx.dl->AddCircleFilled(c, 11.0f, ctx.palette->red, 20);
      const ImVec2 ts =
          ctx.fonts->bold->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, lost.c_str());
      ctx.dl->AddText(ctx.fonts->bold, text_size::kLabel,
                      ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), ctx.palette->paper,
                      lost.c_str());
    }
  }
}

void CucuView::draw_own(MatchTable& t, const TableContext& ctx) {
  const CucuObservation& o = obs(t);
  const int me = t.human();
  const Box& b = t.layout().seats[0];
  const float w = t.layout().own_card_w;
  const SeatState state = seat_state(t, me);
  const float a = state == SeatState::Live ? 1.0f : 0.45f;
  // Your name, lives and the dealer's mark at the left of your card.
  const LivesRow hearts = lives_row(t, ctx, me);
  const float left = hearts.at.x;
  const float y = hearts.at.y - 22;  // the name, over the hearts
  ctx.dl->AddText(ctx.fonts->bold, text_size::kProseMin, ImVec2(left, y),
                  with_alpha(t.interactive() ? ctx.palette->accent : ctx.palette->text, a),
                  t.seat_name(me).c_str());
  draw_lives(ctx, hearts.at, hearts.size, o.lives(me), a);
  if (o.dealer() == me && !showdown_.on) {
    const char* dealer = tr("cucu.dealer");
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel, ImVec2(left, y + 44), ctx.palette->accent,
                    dealer);
  }
  if (state == SeatState::Out) {
    table::centred_text(ctx, ctx.fonts->body, text_size::kProseMin,
                        Box{b.min, ImVec2(b.min.x + w, b.min.y + w * kCardAspect)}, tr("cucu.out"),
                        ctx.palette->text_muted);
    return;
  }
  const Face face = seat_face(t, me);
  const ImVec2 p = place_pos(t, me);
  if (face.kind != Face::Kind::Empty) {
    ctx.dl->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(p.x + w + 2, p.y + w * kCardAspect + 3),
                          with_alpha(ctx.palette->shadow, 0.35f * a), w * 0.08f);
  }
  table::draw_card(ctx, p, w, face, a);
  label_undealt(t, ctx, me, p, w);
  // Your move: the accent round your card.
  if (t.interactive() && face.kind != Face::Kind::Empty)
    ctx.dl->AddRect(ImVec2(p.x - 3, p.y - 3), ImVec2(p.x + w + 3, p.y + w * kCardAspect + 3),
                    ctx.palette->accent, w * 0.08f + 3, 0, 2.5f);
  if (face.is_card()) t.report_face("own:0", false);
  if (state == SeatState::Dead && face.kind != Face::Kind::Empty) {
    ctx.dl->AddRectFilled(p, ImVec2(p.x + w, p.y + w * kCardAspect), with_alpha(ctx.palette->shadow, 0.45f), w * 0.08f);
    table::centred_text(ctx, ctx.fonts->bold, text_size::kProseMin,
                        Box{p, ImVec2(p.x + w, p.y + w * kCardAspect)}, tr("cucu.dead"),
                        ctx.palette->text);
  }
  if (showdown_.on && showdown_.lost[static_cast<std::size_t>(me)] > 0 && stage_now(t.now()) == nullptr) {
    const std::string lost = t.say(Phrase("cucu.reveal.lost").number("n", showdown_.lost[static_cast<std::size_t>(me)]));
    ctx.dl->AddText(ctx.fonts->bold, text_size::kProseMin, ImVec2(left, y + 44), ctx.palette->red,
                    lost.c_str());
  }
}

void CucuView::draw_centre(MatchTable& t, const TableContext& ctx) {
  const CucuObservation& o = obs(t);
  const float pw = t.layout().pile_card_w;
  const bool row = table::piles_in_row(t.layout());
  // The pack, with its size; the dealer's turn: a tap takes the next card.
  const int pack = pack_count(t);
  const Action deck{static_cast<std::uint32_t>(CucuAction::kDeck)};
  const ImVec2 pp = place_pos(t, kPack);
  table::CardButtonOptions opt;
  opt.enabled = opt.highlight = t.interactive() && o.phase() == CucuPhase::kTurn && t.legal(deck);
  table::card_button(ctx, TargetSpec{"pack", tr("cucu.target.deck"), t.move_act(deck)}, pp, pw,
                     pack > 0 ? Face::back() : Face::empty(), opt);
  table::pile_label(ctx, pp, pw, row ? t.say(Phrase("cucu.pack").number("n", pack)) : "",
                    std::to_string(pack));
  // The cards set aside (face down: each was seen by one player at most).
  const int aside = aside_count(t);
  const ImVec2 ap = place_pos(t, kAside);
  if (aside > 0) {
    table::draw_card(ctx, ap, pw, Face::back());
    table::pile_label(ctx, ap, pw, row ? t.say(Phrase("cucu.aside").number("n", aside)) : "",
                      std::to_string(aside));
  }
}

void CucuView::draw_marks(MatchTable& t, const TableContext& ctx) {
  for (const Mark& m : marks_) {
    if (ctx.now < m.from) continue;
    const float fade = static_cast<float>(std::clamp((m.until - ctx.now) / 0.5, 0.0, 1.0));
    const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>((ctx.now - m.from) * 8.0));
    if (m.kind == Mark::Kind::Special) {
      // A ring round the special that answered.
      const ImVec2 p = place_pos(t, m.seat);
      const float w = place_width(t, m.seat);
      const float g = 4.0f + 2.0f * pulse;
      ctx.dl->AddRect(ImVec2(p.x - g, p.y - g), ImVec2(p.x + w + g, p.y + w * kCardAspect + g),
                      with_alpha(ctx.palette->accent, fade), w * 0.08f + g, 0, 3.0f);
    } else {
      // The shot: a burst on the heart that went (the first hollow one).
      const LivesRow hearts = lives_row(t, ctx, m.seat);
      const int lost = std::min(obs(t).lives(m.seat), CucuRules::kLivesAtStart - 1);
      const ImVec2 c = heart_centre(hearts.at, hearts.size, lost);
      const float grow = static_cast<float>(std::fmod((ctx.now - m.from) * 1.2, 1.0));
      ctx.dl->AddCircleFilled(c, 13.0f, with_alpha(ctx.palette->red, 0.35f * fade), 24);
      ctx.dl->AddCircle(c, 12.0f + 16.0f * grow, with_alpha(ctx.palette->red, fade * (1.0f - grow)), 24,
                        3.0f);
      ctx.dl->AddCircle(c, 13.0f, with_alpha(ctx.palette->red, fade), 24, 2.5f);
    }
  }
}

// [SECTION] The prompt and the action bar --------------------------------------------------------

Phrase CucuView::prompt(const MatchTable& t) const {
  if (t.showing_round_end()) return Phrase("cucu.prompt.showdown");
  const CucuObservation& o = obs(t);
  const int me = t.human();
  const int token = o.token_of(me);
  const AnyCard mine = cucu_card(token >= 0 && o.knows_token(token) ? o.rank_of_token(token) : CuccuRank::kZero);
  switch (o.phase()) {
    case CucuPhase::kTurn:
      if (o.dealer() == me) return Phrase("cucu.prompt.turn_dealer").card("card", mine);
      return Phrase("cucu.prompt.turn").card("card", mine).seat("name", o.next_live_in_round(me));
    case CucuPhase::kInnChoice: {
      const Action insure{static_cast<std::uint32_t>(CucuAction::kInsure)};
      return Phrase(t.legal(insure) ? "cucu.prompt.inn" : "cucu.prompt.inn_keep").seat("name", o.innkeeper());
    }
    case CucuPhase::kInnkeeperAnswer:
      return Phrase("cucu.prompt.innkeeper").seat("name", o.turn_seat());
    case CucuPhase::kMatchOver:
      break;
  }
  return {};
}

void CucuView::action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) {
  if (!t.interactive()) return;  // a computer plays, or a sheet is open: the bar stays empty
  const CucuObservation& o = obs(t);
  const auto action = [](CucuAction a) { return Action{static_cast<std::uint32_t>(a)}; };
  const auto play = [&t, action](CucuAction a) { return t.move_act(action(a)); };
  const int me = t.human();
  const int token = o.token_of(me);
  const AnyCard mine = cucu_card(token >= 0 && o.knows_token(token) ? o.rank_of_token(token) : CuccuRank::kZero);
  switch (o.phase()) {
    case CucuPhase::kTurn:
      bar.push_back({"btn:keep", "cucu.btn.keep", Phrase("cucu.target.keep").card("card", mine),
                     t.legal(action(CucuAction::kKeep)), false, play(CucuAction::kKeep)});
      if (o.dealer() == me)
        bar.push_back({"btn:deck", "cucu.btn.deck", Phrase("cucu.target.deck"),
                       t.legal(action(CucuAction::kDeck)), true, play(CucuAction::kDeck)});
      else
        bar.push_back({"btn:ask", "cucu.btn.ask",
                       Phrase("cucu.target.ask").seat("name", o.next_live_in_round(me)),
                       t.legal(action(CucuAction::kAsk)), true, play(CucuAction::kAsk)});
      break;
    case CucuPhase::kInnChoice: {
      // The inn's dialog: each button with the line that says what it means.
      const bool zero = t.legal(action(CucuAction::kInsure));
      bar.push_back({"btn:keep", "cucu.btn.keep", Phrase("cucu.target.withdraw"),
                     t.legal(action(CucuAction::kKeep)), false, play(CucuAction::kKeep),
                     Phrase(zero ? "cucu.inn.keep" : "cucu.inn.keep_no_zero")});
      if (zero)
        bar.push_back({"btn:insure", "cucu.btn.insure",
                       Phrase("cucu.target.insure").seat("name", o.innkeeper()), true, true,
                       play(CucuAction::kInsure), Phrase("cucu.inn.insure").seat("name", o.innkeeper())});
      break;
    }
    case CucuPhase::kInnkeeperAnswer:
      bar.push_back({"btn:accept", "cucu.btn.accept",
                     Phrase("cucu.target.accept").seat("name", o.turn_seat()),
                     t.legal(action(CucuAction::kAccept)), false, play(CucuAction::kAccept),
                     Phrase("cucu.inn.accept").seat("name", o.turn_seat())});
      bar.push_back({"btn:refuse", "cucu.btn.refuse",
                     Phrase("cucu.target.refuse").seat("name", o.turn_seat()),
                     t.legal(action(CucuAction::kRefuse)), false, play(CucuAction::kRefuse),
                     Phrase("cucu.inn.refuse").seat("name", o.turn_seat())});
      break;
    case CucuPhase::kMatchOver:
      break;
  }
}

std::unique_ptr<table::GameView> make_cucu_view() { return std::make_unique<CucuView>(); }

// [SECTION] Registration: Cucù's one line in the site's games (app/table/games.h).
namespace {
// One card a seat round a wide table; the label: the name, then the lives as hearts.
table::GameEntry kCucuTable = {
    .id = "cucu",
    .name_key = "game.cucu.name",
    .blurb_key = "game.cucu.blurb",
    .clockwise = false,
    .shape = table::SeatShape{.cols = 1, .rows = 1, .own_cards = 1, .label_h = 40.0f,
                              .round_table = true},
    .icon = Face::of(CuccuCard{CuccuRank::kCuckoo}),
    .make_view = &make_cucu_view,
    .daily_total_key = "game.cucu.daily_total"};
}  // namespace
CARDAVIA_REGISTER_TABLE_GAME(kCucuTable);

}  // namespace cardavia::app::cucu
