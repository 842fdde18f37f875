// Cardavia — the Cucù table (see cucu_view.h).
//
// [SECTION] Places
// [SECTION] The show of a move: stages
// [SECTION] The view's state
// [SECTION] Moves: the deal, each move's steps, the specials picked out, the showdown
// [SECTION] The seats, the centre, your card, the inn's dialog
// [SECTION] The prompt and the action bar
// [SECTION] The round's end
#include "app/cucu/cucu_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "app/table/games.h"
#include "app/table/match_table.h"
#include "core/cucu/cucu.h"
#include "session/cucu/cucu_moves.h"
#include "session/cucu/cucu_round.h"

namespace cardavia::app::cucu {
namespace {

using session::cucu_card;
using session::Phrase;
using table::MatchTable;
using table::TableContext;
using table::TargetSpec;

constexpr int kMaxSeats = CucuRules::kMaxPlayers;

// [SECTION] Places ------------------------------------------------------------------------------
// A place is a seat (0 … players-1), the pack, or the cards set aside (the dealer's old card, a
// card given to the pack past a horse).
constexpr int kPack = -2;
constexpr int kAside = -3;

const CucuObservation& obs(const MatchTable& t) {
  return t.observation_as<CucuObservation>();
}

ImVec2 place_pos(const MatchTable& t, int place) {
  const table::TableLayout& L = t.layout();
  if (place == kPack) return table::pile_pos(L, table::Pile::Stock);
  if (place == kAside) return table::pile_pos(L, table::Pile::Discard);
  const int k = t.offset(place);
  return k == 0 ? table::own_card_pos(L, 0, t.game().shape)
                : table::seat_card_pos(L, k, 0, t.game().shape);
}

float place_width(const MatchTable& t, int place) {
  if (place < 0) return t.layout().pile_card_w;
  return t.offset(place) == 0 ? t.layout().own_card_w : t.layout().seat_card_w;
}

// What the human sees of a card: its face exactly when the observation knows its rank.
Face face_of_token(const CucuObservation& o, int token) {
  if (token < 0) return Face::empty();
  return o.knows_token(token) ? Face::of(CuccuCard{o.rank_of_token(token)}) : Face::back();
}

// A seat dealt in and reached by play this round: its card is on the table.
bool card_on_table(const CucuObservation& o, int seat) { return o.in_round(seat) && o.reached(seat); }

// [SECTION] The show of a move: stages -----------------------------------------------------------
// A move is shown as stages: the table as each step of it leaves it (a deal, an exchange, one
// exchange of a cat's chain undone, a card turned up at the showdown), each from its start, the
// cards it moves in the air until it lands. A place receiving a card is left empty while its card
// flies (Motion draws it); between steps the table rests as the last step left it. Every flight
// has a key of its own, so the steps of a chain that move the same place twice do not replace one
// another in the air (Motion keeps one flight per key).

struct Stage {
  double start = 0;
  double lands = 0;
  std::array<Face, kMaxSeats> seats{};    // what each seat's place shows
  std::array<bool, kMaxSeats> moving{};   // receiving a card in this step
  int pack = 0;
  int aside = 0;
};

// How a seat sits at the table now: in play, knocked out this round (its card dead), or out.
enum class SeatState { Live, Dead, Out };

class StageBuilder {
 public:
  StageBuilder(MatchTable& t, std::vector<Stage>& stages, int& next_key, const Stage& rest)
      : t_(t), stages_(stages), next_key_(next_key), next_(rest) {
    const table::Pacing p = t.pacing();
    travel_ = p.travel() <= 0 ? 0.0 : (p.reduced_motion ? 0.2 : p.travel());
    pause_ = p.bot_delay() * 0.5;
    // A show starts when the one before it is over (a quick tap may come while cards still fly).
    at_ = std::max(t.now(), stages.empty() ? t.now() : stages.back().lands);
    next_.start = next_.lands = at_;
    next_.moving.fill(false);
    stages_.push_back(next_);  // the table as it rests before the move
  }

  Stage& next() { return next_; }

  // A card flies from place `from` to place `to`, `delay` after the step starts. Until then the
  // stages draw the place it leaves (a card waiting there would show a later step's card early:
  // a chain undone moves the same place twice).
  void fly(int from, int to, const Face& face, double delay = 0) {
    t_.fly(next_key_++, place_pos(t_, from), place_width(t_, from), place_pos(t_, to),
           place_width(t_, to), face, at_ - t_.now() + delay, /*waits_at_origin=*/false);
    if (to >= 0) next_.moving[static_cast<std::size_t>(to)] = true;
    latest_ = std::max(latest_, delay);
  }
  // Closes a step; the next one starts `pauses` pauses after it lands.
  void step(double pauses = 0) {
    next_.start = at_;
    next_.lands = at_ + (travel_ > 0 ? latest_ + travel_ : 0.0);
    stages_.push_back(next_);
    at_ = next_.lands + pause_ * pauses;
    next_.moving.fill(false);
    latest_ = 0;
  }
  // Waits before the next step (a special's answer is read before the cards move back).
  void wait(double pauses) { at_ += pause_ * pauses; }
  double at() const { return at_; }

 private:
  MatchTable& t_;
  std::vector<Stage>& stages_;
  int& next_key_;
  Stage next_;
  double travel_ = 0;
  double pause_ = 0;
  double at_ = 0;
  double latest_ = 0;
};

// [SECTION] The view's state ---------------------------------------------------------------------

// A seat picked out for a moment: a special that answered (a ring round its card), or a life lost
// at once (the heart that went).
struct Mark {
  enum class Kind { Special, Shot } kind;
  int seat;
  double from, until;
};

// The table at a round's end, kept until the next deal: every live card turned up.
struct Showdown {
  bool on = false;
  std::array<Face, kMaxSeats> seats{};
  std::array<SeatState, kMaxSeats> state{};
  std::array<int, kMaxSeats> lost{};
  int pack = 0;
  int aside = 0;
};

class CucuView final : public table::GameView {
 public:
  Phrase title(const MatchTable& t) const override {
    // A round's end is shown while its showdown is on the table (and on its sheet).
    return t.round_title("cucu.title", showdown_.on);
  }
  void draw_table(MatchTable& t, const TableContext& ctx) override;
  Phrase prompt(const MatchTable& t) const override;
  void action_bar(MatchTable& t, std::vector<table::ActionEntry>& bar) override;
  void show_deal(MatchTable& t) override;
  void show_move(MatchTable& t, const session::MoveRecord& move) override;
  void tick(double now) override {
    marks_.erase(std::remove_if(marks_.begin(), marks_.end(),
                                [&](const Mark& m) { return now >= m.until; }),
                 marks_.end());
    if (!stages_.empty() && now >= stages_.back().lands) stages_.clear();
  }
  bool busy(double now) const override { return settles_at(now) > now || !marks_.empty(); }
  double settles_at(double now) const override {
    return stages_.empty() ? now : std::max(now, stages_.back().lands);
  }
  void clear(table::Clear what) override {
    // A move of the human's does not cut short the show of the one before (it queues after it).
    if (what == table::Clear::RoundEnd) {
      marks_.clear();
      stages_.clear();
    }
  }
  float draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                       float top) override;
  table::ScoreTable score_table(const MatchTable& t) const override {
    table::ScoreTable out = GameView::score_table(t);  // lives lost per round, lives left
    out.totals_key = "cucu.score.lives_left";
    return out;
  }
  Phrase over_note(const MatchTable&) const override { return Phrase("cucu.over.note"); }
  // Every Cucù move is one button of the action bar.
  std::string hint_target(const MatchTable&, Action action) const override {
    static constexpr const char* kButtons[kNumCucuActions] = {"btn:keep",   "btn:ask",    "btn:insure",
                                                              "btn:accept", "btn:refuse", "btn:deck"};
    return action.code < kNumCucuActions ? kButtons[action.code] : "";
  }

 private:
  void draw_seats(MatchTable& t, const TableContext& ctx);
  void draw_own(MatchTable& t, const TableContext& ctx);
  void draw_centre(MatchTable& t, const TableContext& ctx);
  void draw_marks(MatchTable& t, const TableContext& ctx);
  // Words in the empty place of a live seat whose card is not dealt yet.
  void label_undealt(const MatchTable& t, const TableContext& ctx, int seat, ImVec2 p, float w) const;

  // What a seat's place shows now, and how many cards the pack and the set-aside pile show.
  const Stage* stage_now(double now) const;
  Face seat_face(const MatchTable& t, int seat) const;
  SeatState seat_state(const MatchTable& t, int seat) const;
  int pack_count(const MatchTable& t) const;
  int aside_count(const MatchTable& t) const;

  void mark(const MatchTable& t, Mark::Kind kind, int seat, double from) {
    marks_.push_back(Mark{kind, seat, from, from + t.pacing().banner_for() + 0.6});
  }
  void add_steps(MatchTable& t, const session::MoveRecord& r);
  void add_showdown(const session::MoveRecord& r, StageBuilder& show,
                    const std::array<int, kMaxSeats>& tokens);

  std::vector<Stage> stages_;
  std::vector<Mark> marks_;
  Showdown showdown_;
  int next_key_ = 1000;
};

const Stage* CucuView::stage_now(double now) const {
  if (stages_.empty() || now >= stages_.back().lands) return nullptr;
  const Stage* current = &stages_.front();
  for (const Stage& s : stages_)
    if (s.start <= now) current = &s;
  return current;
}

Face CucuView::seat_face(const MatchTable& t, int seat) const {
  const auto i = static_cast<std::size_t>(seat);
  if (const Stage* s = stage_now(t.now())) return s->moving[i] && t.now() < s->lands ? Face::empty() : s->seats[i];
  if (showdown_.on) return showdown_.seats[i];
  const CucuObservation& o = obs(t);
  return card_on_table(o, seat) ? face_of_token(o, o.token_of(seat)) : Face::empty();
}

SeatState CucuView::seat_state(const MatchTable& t, int seat) const {
  if (showdown_.on) return showdown_.state[static_cast<std::size_t>(seat)];
  const CucuObservation& o = obs(t);
  if (!o.in_round(seat)) return SeatState::Out;
  return o.lives(seat) == 0 ? SeatState::Dead : SeatState::Live;
}

int CucuView::pack_count(const MatchTable& t) const {
  if (const Stage* s = stage_now(t.now())) return s->pack;
  return showdown_.on ? showdown_.pack : obs(t).pack_on_table();
}

int CucuView::aside_count(const MatchTable& t) const {
  if (const Stage* s = stage_now(t.now())) return s->aside;
  return showdown_.on ? showdown_.aside : obs(t).set_aside_count();
}

// [SECTION] Moves: the deal, each move's steps, the specials picked out, the showdown -------------

// The table as an observation leaves it, faces as `knowledge` knows them (the human's view after
// the move, for a move inside a round).
Stage resting(const CucuObservation& o, const CucuObservation& knowledge) {
  Stage s;
  for (int seat = 0; seat < o.players(); ++seat)
    s.seats[static_cast<std::size_t>(seat)] =
        card_on_table(o, seat) ? face_of_token(knowledge, o.token_of(seat)) : Face::empty();
  s.pack = o.pack_on_table();
  s.aside = o.set_aside_count();
  return s;
}

void CucuView::show_deal(MatchTable& t) {
  // A new round: the pack on the table, the first player's card dealt from its bottom.
  stages_.clear();
  marks_.clear();
  showdown_ = Showdown{};
  const CucuObservation& o = obs(t);
  Stage empty;
  empty.pack = CucuRules::kPackSize;
  StageBuilder show(t, stages_, next_key_, empty);
  for (int seat = 0; seat < t.players(); ++seat) {
    if (!card_on_table(o, seat)) continue;
    const Face face = face_of_token(o, o.token_of(seat));
    show.fly(kPack, seat, face);
    show.next().seats[static_cast<std::size_t>(seat)] = face;
    --show.next().pack;
  }
  show.step();
}

void CucuView::show_move(MatchTable& t, const session::MoveRecord& r) {
  add_steps(t, r);
}

void CucuView::add_steps(MatchTable& t, const session::MoveRecord& r) {
  const auto& before = table::observation_as<CucuObservation>(*r.before);
  const auto& after = table::observation_as<CucuObservation>(*r.after);
  // Inside a round the faces are what the human knows after the move; a move that ended the round
  // is shown with what they knew before it (`after` already deals the next round).
  const CucuObservation& knows = r.round_ended ? before : after;
  StageBuilder show(t, stages_, next_key_, resting(before, knows));
  std::array<int, kMaxSeats> tokens{};
  for (int seat = 0; seat < before.players(); ++seat)
    tokens[static_cast<std::size_t>(seat)] = before.token_of(seat);
  const auto face = [&](int seat) { return face_of_token(knows, tokens[static_cast<std::size_t>(seat)]); };
  auto& next = show.next();
  // The cards of the seats play reaches, dealt from the bottom of the pack.
  std::array<bool, kMaxSeats> dealt{};
  int in_step = 0;  // cards dealt in the step being built, a moment apart
  const auto deal = [&](int seat) {
    if (seat < 0 || r.round_ended) return false;
    const auto i = static_cast<std::size_t>(seat);
    if (dealt[i] || before.reached(seat) || !after.reached(seat)) return false;
    dealt[i] = true;
    show.fly(kPack, seat, face(seat), 0.06 * in_step++);
    next.seats[i] = face(seat);
    --next.pack;
    return true;
  };
  // Two places change cards (both fly at once).
  const auto swap = [&](int a, int b) {
    show.fly(a, b, face(a));
    show.fly(b, a, face(b));
    std::swap(tokens[static_cast<std::size_t>(a)], tokens[static_cast<std::size_t>(b)]);
    next.seats[static_cast<std::size_t>(a)] = face(a);
    next.seats[static_cast<std::size_t>(b)] = face(b);
  };
  const auto kind = static_cast<CucuAction>(r.action.code);
  if (kind == CucuAction::kAsk && after.last_request().requester == r.seat) {
    const CucuRequest& q = after.last_request();
    // Step 1. The cards of the seats the request reaches, then what the answer does.
    bool any = false;
    for (int i = 0; i < q.passed_count; ++i) any |= deal(q.passed[i]);
    any |= deal(q.target);
    if (any) show.step();
    in_step = 0;
    const double answered = show.at();
    for (int i = 0; i < q.passed_count; ++i) mark(t, Mark::Kind::Special, q.passed[i], answered);
    switch (q.answer) {
      case CucuAnswer::kExchange:
        swap(r.seat, q.target);
        show.step();
        break;
      case CucuAnswer::kTopCard: {
        const int top = after.token_of(r.seat);
        show.fly(r.seat, kAside, face(r.seat));
        tokens[static_cast<std::size_t>(r.seat)] = top;
        show.fly(kPack, r.seat, face(r.seat));
        next.seats[static_cast<std::size_t>(r.seat)] = face(r.seat);
        --next.pack;
        ++next.aside;
        show.step();
        break;
      }
      case CucuAnswer::kCat:
        // The cat's refusal is read first; then each exchange of the chain goes back, the latest
        // first, one step each.
        mark(t, Mark::Kind::Special, q.target, answered);
        mark(t, Mark::Kind::Shot, r.seat, answered);
        show.wait(2);
        for (int i = 0; i < q.undone_count; ++i) {
          swap(q.undone[static_cast<std::size_t>(i)].target, q.undone[static_cast<std::size_t>(i)].requester);
          show.step(1);
        }
        break;
      case CucuAnswer::kHunter:
        mark(t, Mark::Kind::Shot, r.seat, answered);
        [[fallthrough]];
      case CucuAnswer::kCuckoo:
      case CucuAnswer::kInn:
        mark(t, Mark::Kind::Special, q.target, answered);
        break;
      case CucuAnswer::kNone:
        break;
    }
  } else if (kind == CucuAction::kRefuse) {
    swap(before.turn_seat(), before.innkeeper());
    show.step();
  } else if (kind == CucuAction::kDeck) {
    // The dealer's old card is set aside; the next card comes from the bottom of the pack.
    show.fly(r.seat, kAside, face(r.seat));
    const Face taken = r.seat == t.human() && !r.shown.empty() ? Face::of(r.shown[0]) : Face::back();
    show.fly(kPack, r.seat, taken, 0.05);
    next.seats[static_cast<std::size_t>(r.seat)] = taken;
    --next.pack;
    ++next.aside;
    show.step();
  } else if (kind == CucuAction::kInsure) {
    mark(t, Mark::Kind::Special, r.seat, show.at());
  }
  if (r.round_ended) {
    add_showdown(r, show, tokens);
    return;
  }
  // Step 2. The next player's card, now that play reaches them.
  bool any = false;
  for (int seat = 0; seat < after.players(); ++seat) any |= deal(seat);
  if (any) show.step();
}

void CucuView::add_showdown(const session::MoveRecord& r, StageBuilder& show,
                            const std::array<int, kMaxSeats>& tokens) {
  // Every live card turned up, one after another in play order from the first player; a dead
  // card stays as the human knew it, greyed; the lives lost in the round are marked.
  const auto& before = table::observation_as<CucuObservation>(*r.before);
  const auto& after = table::observation_as<CucuObservation>(*r.after);
  Showdown s;
  s.on = true;
  const RoundResult& round = after.rounds().back();
  for (int seat = 0; seat < after.players(); ++seat) {
    const auto i = static_cast<std::size_t>(seat);
    const CucuSeatOutcome& o = after.last_outcome(seat);
    s.state[i] = o.verdict == CucuVerdict::kOut    ? SeatState::Out
                 : o.verdict == CucuVerdict::kDead ? SeatState::Dead
                                                   : SeatState::Live;
    s.seats[i] = s.state[i] == SeatState::Live ? Face::of(CuccuCard{o.card})
                 : s.state[i] == SeatState::Dead ? face_of_token(before, tokens[i])
                                                  : Face::empty();
    s.lost[i] = round.scores[i];
  }
  s.pack = show.next().pack;
  s.aside = show.next().aside;
  show.wait(1);
  for (int step = 1; step <= after.players(); ++step) {
    const int seat = (before.dealer() + step) % after.players();
    if (s.state[static_cast<std::size_t>(seat)] != SeatState::Live) continue;
    show.next().seats[static_cast<std::size_t>(seat)] = s.seats[static_cast<std::size_t>(seat)];
    show.step(1);
  }
  showdown_ = s;
}

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
    table::panel(ctx, b, 10.0f);
    if (state != SeatState::Live)
      ctx.dl->AddRectFilled(b.min, b.max, with_alpha(ctx.palette->shadow, 0.35f), 10.0f);
    const bool to_move = o.to_move() == seat && !t.sheet_open() && !t.round_ending();
    if (to_move) ctx.dl->AddRect(b.min, b.max, ctx.palette->accent, 10.0f, 0, 2.0f);
    // The name, the dealer's mark, the lives.
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(b.min.x + 7, b.min.y + 4),
                    with_alpha(to_move ? ctx.palette->accent : ctx.palette->text, a),
                    t.seat_name(seat).c_str());
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

// [SECTION] The round's end ----------------------------------------------------------------------

float CucuView::draw_round_end(MatchTable& t, const TableContext& ctx, float left, float right,
                               float top) {
  // Every seat's card and the words of its verdict (session/cucu/cucu_round.h), from the public
  // showdown; the revival when everybody came back.
  const session::CucuRoundWords words = session::cucu_round_words(obs(t));
  float y = top;
  const std::string title = t.say(Phrase("cucu.reveal.title").number("n", words.round));
  ctx.dl->AddText(ctx.fonts->bold, text_size::kSubtitle, ImVec2(left, y), ctx.palette->text,
                  title.c_str());
  y += 30;
  if (!words.revival.empty()) {
    table::wrapped_text(ctx, ctx.fonts->bold, ImVec2(left, y), right, t.say(words.revival), ctx.palette->accent);
    y = ImGui::GetItemRectMax().y + 8;
  }
  const float cw = kMinCardWidth;
  for (int seat = 0; seat < t.players() && seat < static_cast<int>(words.seats.size()); ++seat) {
    const session::CucuSeatWords& w = words.seats[static_cast<std::size_t>(seat)];
    const float row_top = y;
    // The name and lives left above the words; the card at the left.
    const Face face = w.card_shown ? Face::of(CuccuCard{w.card})
                      : showdown_.on ? showdown_.seats[static_cast<std::size_t>(seat)]
                      : w.verdict == CucuVerdict::kDead ? Face::back() : Face::empty();
    table::draw_card(ctx, ImVec2(left, y), cw, face, w.card_shown ? 1.0f : 0.5f);
    const float tx = left + cw + 10;
    ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(tx, y), ctx.palette->text,
                    t.seat_name(seat).c_str());
    const float hx = right - (3 * 13.0f + 6);
    draw_lives(ctx, ImVec2(hx, y + 2), 13.0f, w.lives, 1.0f);
    if (w.lost > 0) {
      const std::string lost = t.say(Phrase("cucu.reveal.lost").number("n", w.lost));
      const ImVec2 ts =
          ctx.fonts->bold->CalcTextSizeA(text_size::kButton, FLT_MAX, 0.0f, lost.c_str());
      ctx.dl->AddText(ctx.fonts->bold, text_size::kButton, ImVec2(hx - 8 - ts.x, y),
                      ctx.palette->red, lost.c_str());
    }
    std::string text;
    for (const Phrase& p : w.words) text += (text.empty() ? "" : " ") + t.say(p);
    table::wrapped_text(ctx, ctx.fonts->small, ImVec2(tx, y + 20), right, text, ctx.palette->text);
    y = std::max(row_top + cw * kCardAspect, ImGui::GetItemRectMax().y) + 10;
  }
  return y;
}

}  // namespace

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
