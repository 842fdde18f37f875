// Cardavia — the Cabo table (see cabo_screen.h).
//
// [SECTION] Cards and names
// [SECTION] The screen's state
// [SECTION] After each action: log, flights, eyes, announcements
// [SECTION] The computer's turn (thinking in slices, paced)
// [SECTION] Drawing the table
// [SECTION] The human's input
// [SECTION] The reveal, the score table and the match end
#include "app/cabo/cabo_screen.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "app/table/motion.h"
#include "app/table/table_layout.h"
#include "app/table/text.h"
#include "core/cabo/cabo.h"
#include "session/cabo_round.h"
#include "session/match_session.h"

namespace cardavia::app::cabo {
namespace {

using namespace cardavia::cabo;
using app::Box;
using table::CardLook;
using table::fill;
using table::TableContext;

// [SECTION] Cards and names --------------------------------------------------------------------

FrenchCard french(CardId id) {
  constexpr Suit kSuits[4] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
  return FrenchCard{id % 13 + 1, kSuits[id / 13]};
}

std::string card_name(CardId id) {
  constexpr const char* kRanks[13] = {"A", "2", "3", "4", "5", "6", "7",
                                      "8", "9", "10", "J", "Q", "K"};
  constexpr const char* kSuits[4] = {"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6",
                                     "\xe2\x99\xa3"};  // ♠ ♥ ♦ ♣
  return std::string(kRanks[id % 13]) + kSuits[id / 13];
}

std::string place_name(int place) { return std::to_string(place + 1); }

std::string places_list(int mask) {
  std::string out;
  for (int p = 0; p < kPlaces; ++p) {
    if (!(mask >> p & 1)) continue;
    if (!out.empty()) out += ", ";
    out += place_name(p);
  }
  return out;
}

// Slot keys for motion: hands, then the piles.
constexpr int kStockKey = 100;
constexpr int kDiscardKey = 101;
constexpr int kHeldKey = 102;
int hand_key(int seat, int place) { return seat * kPlaces + place; }

constexpr table::SeatShape kShape{2, 2, 4};

std::int64_t now_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// [SECTION] The screen's state -----------------------------------------------------------------

enum class Mode { Normal, Peek, Spy, BlindOwn, BlindOther, Replace, Confirm };
enum class Sheet { None, Reveal, Over, Menu };

struct Shown {  // a card shown face up to the human for a moment
  int seat, place;
  double until;
};
struct Eye {  // a computer looked at this card
  int seat, place;
  double until;
};

struct SeatResult {
  int sum = 0, score = 0, total = 0;
  std::string words;
};

class CaboScreen final : public table::TableScreen {
 public:
  CaboScreen(const table::NewMatch& choices, std::uint64_t seed, const table::Pacing& pacing)
      : choices_(choices), seed_(seed), pacing_(pacing), session_(config(choices, seed)) {
    deal_pending_ = true;
  }

  void draw(const Fonts& fonts, const Palette& pal, ImVec2 display,
            table::ScreenReport& report) override;
  bool wants_frames() const override { return wants_; }
  bool closed() const override { return closed_; }

 private:
  static session::MatchConfig config(const table::NewMatch& c, std::uint64_t seed) {
    session::MatchConfig m;
    m.game = "cabo";
    m.players = c.players;
    m.level = c.level;
    m.seed = seed;
    m.human_seat = 0;
    m.clock = &now_us;
    m.hard_time_cap_us = 1'500'000;  // a slow phone still answers in time
    return m;
  }
  const CaboState& state() const { return static_cast<const CaboState&>(session_.state()); }
  int players() const { return session_.players(); }
  int human() const { return session_.human_seat(); }
  int offset(int seat) const { return (seat - human() + players()) % players(); }
  std::string name(int seat) const;        // "You" or the computer's name
  std::string name_object(int seat) const;  // "your" / "Ana's"

  // Positions of the slots in the current layout.
  ImVec2 slot_pos(int key) const;
  float slot_width(int key) const;

  void update(double now);
  void after_action(const CaboState& before, int seat, Action action, double now);
  void start_deal(double now);
  void fly(int from_key, int to_key, int face, double now, double delay = 0);
  void show(int seat, int place, double now);
  void eye(int seat, int place, double now);
  void announce(std::string text, double now);
  void open_reveal();
  void apply_human(Action action, double now);

  void draw_top_bar(const TableContext& ctx);
  void draw_seats(const TableContext& ctx, const CaboObservation& obs);
  void draw_centre(const TableContext& ctx, const CaboObservation& obs);
  void draw_own(const TableContext& ctx, const CaboObservation& obs);
  void draw_actions(const TableContext& ctx, const CaboObservation& obs);
  void draw_log(const TableContext& ctx);
  void draw_banner(const TableContext& ctx);
  void draw_reveal(const TableContext& ctx, ImVec2 display);
  void draw_over(const TableContext& ctx, ImVec2 display);
  void draw_menu(const TableContext& ctx, ImVec2 display);
  float draw_score_table(const TableContext& ctx, const Box& box);
  std::string prompt(const CaboObservation& obs) const;

  bool legal(const Move& m) const;
  // The human may act now: their move, no sheet open, no round ending or being dealt.
  bool interactive() const {
    return session_.human_to_move() && sheet_ == Sheet::None && !reveal_pending_ && !deal_pending_;
  }

  table::NewMatch choices_;
  std::uint64_t seed_;
  table::Pacing pacing_;
  session::MatchSession session_;
  table::Motion motion_;
  table::TableLayout layout_;
  std::vector<Action> legal_;
  std::vector<std::string> log_;
  bool log_scroll_ = true;
  std::string status_;  // the last computer move, for the prompt line
  std::string banner_;
  double banner_until_ = 0;
  Mode mode_ = Mode::Normal;
  int blind_own_ = -1;
  std::vector<int> selection_;  // look or replace: own places in the order tapped
  std::vector<Shown> shown_;
  std::vector<Eye> eyes_;
  std::vector<std::string> faces_, marks_;  // this frame's, for the report
  double next_bot_at_ = 0;
  Sheet sheet_ = Sheet::None;
  bool reveal_pending_ = false;
  double reveal_at_ = 0;
  bool deal_pending_ = false;
  std::size_t rounds_seen_ = 0;
  std::vector<SeatResult> results_;
  bool memory_aid_ = false;
  bool closed_ = false;
  bool wants_ = true;
  bool replay_ = false;  // "Play again" tapped
};

std::string CaboScreen::name(int seat) const {
  if (seat == human()) return tr("table.you");
  constexpr const char* kNames[4] = {"table.name.first", "table.name.second", "table.name.third",
                                     "table.name.fourth"};
  return tr(kNames[(offset(seat) - 1) % 4]);
}

std::string CaboScreen::name_object(int seat) const {
  if (seat == human()) return tr("table.your");
  return fill("table.possessive", {{"name", name(seat)}});
}

ImVec2 CaboScreen::slot_pos(int key) const {
  if (key == kStockKey) return table::pile_pos(layout_, table::Pile::Stock);
  if (key == kHeldKey) return table::pile_pos(layout_, table::Pile::Held);
  if (key == kDiscardKey) return table::pile_pos(layout_, table::Pile::Discard);
  const int seat = key / kPlaces, place = key % kPlaces;
  const int k = offset(seat);
  return k == 0 ? table::own_card_pos(layout_, place, kShape)
                : table::seat_card_pos(layout_, k, place, kShape);
}

float CaboScreen::slot_width(int key) const {
  if (key >= kStockKey) return layout_.pile_card_w;
  return offset(key / kPlaces) == 0 ? layout_.own_card_w : layout_.seat_card_w;
}

// [SECTION] After each action: log, flights, eyes, announcements -------------------------------

void CaboScreen::fly(int from_key, int to_key, int face, double now, double delay) {
  table::Flight f;
  f.key = to_key;
  f.from = slot_pos(from_key);
  f.to = slot_pos(to_key);
  f.width_from = slot_width(from_key);
  f.width_to = slot_width(to_key);
  f.face = face;
  f.start = now + delay;
  f.duration = pacing_.travel();
  f.fade = pacing_.reduced_motion;
  if (f.fade && f.duration > 0) f.duration = 0.2;
  motion_.add(f);
}

void CaboScreen::show(int seat, int place, double now) {
  shown_.push_back(Shown{seat, place, now + std::max(pacing_.show_for(), 1.5)});
}

void CaboScreen::eye(int seat, int place, double now) {
  eyes_.push_back(Eye{seat, place, now + pacing_.bot_delay() * 2 + 0.8});
}

void CaboScreen::announce(std::string text, double now) {
  banner_ = std::move(text);
  banner_until_ = now + pacing_.banner_for();
}

void CaboScreen::start_deal(double now) {
  // The cards go out one at a time in play order from the player after the dealer.
  const int n = players();
  int i = 0;
  for (int round = 0; round < kPlaces; ++round) {
    for (int step = 1; step <= n; ++step) {
      const int seat = (state().dealer() + step) % n;
      fly(kStockKey, hand_key(seat, round), table::kBack, now, 0.035 * i++);
    }
  }
  if (state().discard_size() > 0)
    fly(kStockKey, kDiscardKey, state().discard_at(state().discard_size() - 1), now, 0.035 * i);
  log_.clear();
  log_.push_back(fill("cabo.log.round", {{"n", std::to_string(state().rounds().size() + 1)},
                                         {"name", name(state().dealer())}}));
  log_scroll_ = true;
}

// `before` is the engine's state before the action: read only for what the action itself showed
// to the human (see the file's header).
void CaboScreen::after_action(const CaboState& before, int seat, Action action, double now) {
  const Move m = Move::decode(action);
  const bool me = seat == human();
  const std::string who = name(seat);
  const CardId held = before.held_card();
  const CardId top = before.discard_size() > 0 ? before.discard_at(before.discard_size() - 1)
                                               : kNoCard;
  const bool round_ends = state().rounds().size() > rounds_seen_;
  std::string line;
  switch (m.kind) {
    case ActionKind::kLook:
      line = me ? fill("cabo.log.look_you", {{"a", place_name(m.place)},
                                             {"b", place_name(m.other_place)}})
                : fill("cabo.log.look", {{"name", who}});
      if (me) {
        show(seat, m.place, now);
        show(seat, m.other_place, now);
      } else {
        eye(seat, m.place, now);
        eye(seat, m.other_place, now);
      }
      break;
    case ActionKind::kDraw:
      line = me ? fill("cabo.log.draw_you", {{"card", card_name(before.stock_card(before.stock_size() - 1))}})
                : fill("cabo.log.draw", {{"name", who}});
      if (before.stock_size() > 0)
        fly(kStockKey, kHeldKey, me ? before.stock_card(before.stock_size() - 1) : table::kBack,
            now);
      break;
    case ActionKind::kTake:
      line = fill("cabo.log.take", {{"name", who}, {"card", card_name(top)}});
      fly(kDiscardKey, kHeldKey, top, now);
      break;
    case ActionKind::kCabo:
      line = fill("cabo.log.cabo", {{"name", who}});
      announce(fill("cabo.banner.cabo", {{"name", who}}), now);
      break;
    case ActionKind::kSwap: {
      const CardId old = before.card_at(seat, m.place);
      line = fill(me ? "cabo.log.swap_you" : "cabo.log.swap",
                  {{"name", who}, {"n", place_name(m.place)}, {"card", card_name(old)}});
      if (!round_ends) {
        fly(kHeldKey, hand_key(seat, m.place), table::kBack, now);
        fly(hand_key(seat, m.place), kDiscardKey, old, now);
      }
      break;
    }
    case ActionKind::kReplace: {
      std::string cards;
      bool equal = true;
      int value = -1;
      for (int p = 0; p < kPlaces; ++p) {
        if (!(m.place_set >> p & 1)) continue;
        const CardId c = before.card_at(seat, p);
        if (!cards.empty()) cards += " ";
        cards += card_name(c);
        if (value >= 0 && card_value(c) != value) equal = false;
        value = card_value(c);
      }
      line = fill(equal ? "cabo.log.replace_ok" : "cabo.log.replace_fail",
                  {{"name", who}, {"places", places_list(m.place_set)}, {"cards", cards},
                   {"card", card_name(held)}});
      announce(line, now);
      if (!round_ends) {
        if (equal) {
          for (int p = 0; p < kPlaces; ++p)
            if (m.place_set >> p & 1) fly(hand_key(seat, p), kDiscardKey, before.card_at(seat, p), now, 0.05 * p);
          fly(kHeldKey, hand_key(seat, m.place), table::kBack, now, 0.2);
        } else {
          for (int p = 0; p < kPlaces; ++p)
            if (m.place_set >> p & 1) show(seat, p, now);  // shown to everybody
          fly(kHeldKey, kDiscardKey, held, now);
        }
      }
      break;
    }
    case ActionKind::kDiscard:
      line = fill("cabo.log.discard", {{"name", who}, {"card", card_name(held)}});
      fly(kHeldKey, kDiscardKey, held, now);
      break;
    case ActionKind::kPeek:
      line = me ? fill("cabo.log.peek_you", {{"card", card_name(held)},
                                             {"n", place_name(m.place)},
                                             {"seen", card_name(before.card_at(seat, m.place))}})
                : fill("cabo.log.peek", {{"name", who}, {"card", card_name(held)},
                                         {"n", place_name(m.place)}});
      fly(kHeldKey, kDiscardKey, held, now);
      if (me) show(seat, m.place, now);
      else eye(seat, m.place, now);
      break;
    case ActionKind::kSpy:
      line = me ? fill("cabo.log.spy_you", {{"card", card_name(held)},
                                            {"other", name_object(m.seat)},
                                            {"n", place_name(m.other_place)},
                                            {"seen", card_name(before.card_at(m.seat, m.other_place))}})
                : fill("cabo.log.spy", {{"name", who}, {"card", card_name(held)},
                                        {"other", name_object(m.seat)},
                                        {"n", place_name(m.other_place)}});
      fly(kHeldKey, kDiscardKey, held, now);
      if (me) show(m.seat, m.other_place, now);
      else eye(m.seat, m.other_place, now);
      break;
    case ActionKind::kBlindSwap:
      line = fill("cabo.log.blindswap", {{"name", who}, {"card", card_name(held)},
                                         {"n", place_name(m.place)},
                                         {"other", name_object(m.seat)},
                                         {"m", place_name(m.other_place)}});
      fly(kHeldKey, kDiscardKey, held, now);
      if (!round_ends) {
        // Both cards cross, face down.
        fly(hand_key(seat, m.place), hand_key(m.seat, m.other_place), table::kBack, now, 0.1);
        fly(hand_key(m.seat, m.other_place), hand_key(seat, m.place), table::kBack, now, 0.1);
      }
      break;
  }
  // Final turns: every line of them in the log says so (the call itself is announced).
  if (before.caller() >= 0 && m.kind != ActionKind::kLook)
    line = fill("cabo.log.final_turn", {{"line", line}});
  log_.push_back(line);
  log_scroll_ = true;
  status_ = me ? std::string() : line;
  if (round_ends) {
    reveal_pending_ = true;
    reveal_at_ = motion_.settles_at(now) + pacing_.bot_delay();
  }
  next_bot_at_ = motion_.settles_at(now) + pacing_.bot_delay();
}

void CaboScreen::apply_human(Action action, double now) {
  const std::unique_ptr<GameState> before = session_.state().clone();
  if (!session_.apply(action)) return;
  mode_ = Mode::Normal;
  selection_.clear();
  blind_own_ = -1;
  // A new move hides what the last one showed, except the cards this move shows.
  shown_.clear();
  after_action(static_cast<const CaboState&>(*before), human(), action, now);
}

void CaboScreen::open_reveal() {
  // The sums and the words (session/cabo_round.h), from the hands shown at the end (public).
  const CaboState& s = state();
  results_.clear();
  for (const session::CaboSeatWords& w : session::cabo_round_words(s)) {
    SeatResult out;
    out.sum = w.sum;
    out.score = w.score;
    out.total = w.total;
    out.words = fill(w.key.c_str(), {{"name", w.moon_seat >= 0 ? name(w.moon_seat) : std::string()},
                                     {"sum", std::to_string(w.sum)},
                                     {"score", std::to_string(w.score)}});
    if (w.reset) out.words += " " + fill("cabo.score.reset", {});
    results_.push_back(std::move(out));
  }
  rounds_seen_ = s.rounds().size();
  sheet_ = Sheet::Reveal;
  reveal_pending_ = false;
  motion_.clear();
  shown_.clear();
  eyes_.clear();
  mode_ = Mode::Normal;
  selection_.clear();
}

// [SECTION] The computer's turn (thinking in slices, paced) ------------------------------------

void CaboScreen::update(double now) {
  motion_.update(now);
  shown_.erase(std::remove_if(shown_.begin(), shown_.end(),
                              [&](const Shown& s) { return now >= s.until; }),
               shown_.end());
  eyes_.erase(std::remove_if(eyes_.begin(), eyes_.end(),
                             [&](const Eye& e) { return now >= e.until; }),
              eyes_.end());
  if (deal_pending_) {
    deal_pending_ = false;
    start_deal(now);
    next_bot_at_ = motion_.settles_at(now) + pacing_.bot_delay();
  }
  if (reveal_pending_ && now >= reveal_at_ && !motion_.busy()) open_reveal();
  if (sheet_ != Sheet::None || reveal_pending_) return;
  // The computer thinks a few milliseconds per frame, and moves once the table has settled and
  // the pause of the speed setting is over.
  if (session_.bot_to_move()) {
    session_.bot_think(ai::Budget::Microseconds(4000));
    if (session_.bot_ready() && now >= next_bot_at_ && !motion_.busy()) {
      const int seat = session_.to_move();
      const std::unique_ptr<GameState> before = session_.state().clone();
      const Action action = session_.bot_apply();
      after_action(static_cast<const CaboState&>(*before), seat, action, now);
    }
  }
}

// [SECTION] Drawing the table ------------------------------------------------------------------

bool CaboScreen::legal(const Move& m) const {
  const Action a = m.encode();
  return std::find(legal_.begin(), legal_.end(), a) != legal_.end();
}

std::string CaboScreen::prompt(const CaboObservation& obs) const {
  const CaboState& s = state();
  if (session_.over()) return tr("cabo.prompt.over");
  if (reveal_pending_) return tr("cabo.prompt.round_over");
  if (!session_.human_to_move()) {
    if (!status_.empty()) return status_;
    return fill("cabo.prompt.thinking", {{"name", name(session_.to_move())}});
  }
  const std::string final_turn = s.caller() >= 0 ? std::string(tr("cabo.prompt.final")) + " " : "";
  const CardId held = obs.held();
  switch (s.phase()) {
    case Phase::kLook:
      return tr(selection_.empty() ? "cabo.prompt.look" : "cabo.prompt.look_one");
    case Phase::kTurnStart: {
      const CardId top = s.discard_at(s.discard_size() - 1);
      return final_turn + fill(s.caller() >= 0 ? "cabo.prompt.turn_no_cabo" : "cabo.prompt.turn",
                               {{"card", card_name(top)}});
    }
    case Phase::kAfterTake:
      return fill("cabo.prompt.after_take", {{"card", card_name(held)}});
    case Phase::kAfterDraw:
      break;
    default:
      return {};
  }
  switch (mode_) {
    case Mode::Peek: return tr("cabo.prompt.peek");
    case Mode::Spy: return tr("cabo.prompt.spy");
    case Mode::BlindOwn: return tr("cabo.prompt.blind_own");
    case Mode::BlindOther: return tr("cabo.prompt.blind_other");
    case Mode::Replace: return tr("cabo.prompt.replace");
    case Mode::Confirm: {
      int mask = 0;
      for (int p : selection_) mask |= 1 << p;
      return fill("cabo.prompt.confirm", {{"places", places_list(mask)}, {"card", card_name(held)}});
    }
    default:
      break;
  }
  const int rank = card_rank(held);
  const char* key = rank == 7 || rank == 8     ? "cabo.prompt.after_draw_peek"
                    : rank == 9 || rank == 10  ? "cabo.prompt.after_draw_spy"
                    : rank == 11 || rank == 12 ? "cabo.prompt.after_draw_blind"
                                               : "cabo.prompt.after_draw";
  return final_turn + fill(key, {{"card", card_name(held)}});
}

void CaboScreen::draw_top_bar(const TableContext& ctx) {
  const Box& b = layout_.top_bar;
  // After the last round the match is over: the title keeps that round's number.
  const std::size_t round = state().rounds().size() + (session_.over() ? 0 : 1);
  const std::string title = fill("cabo.title", {{"n", std::to_string(round)}});
  ctx.dl->AddText(ctx.fonts->bold, 19.0f, ImVec2(b.min.x + 54, b.min.y + 8), ctx.palette->text,
                  title.c_str());
  const Box menu{b.min, ImVec2(b.min.x + 44, b.min.y + 36)};
  if (table::pill_button(ctx, "btn:menu", menu, "", true)) sheet_ = Sheet::Menu;
  for (int i = 0; i < 3; ++i) {
    const float y = menu.min.y + 12 + static_cast<float>(i) * 6;
    ctx.dl->AddLine(ImVec2(menu.min.x + 14, y), ImVec2(menu.max.x - 14, y), ctx.palette->text, 2.0f);
  }
  if (memory_aid_) {
    const char* aid = tr("cabo.memory_aid_on");
    const ImVec2 ts = ctx.fonts->small->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, aid);
    ctx.dl->AddText(ctx.fonts->small, 13.0f, ImVec2(b.max.x - ts.x - 4, b.min.y + 11),
                    ctx.palette->accent, aid);
  }
}

void CaboScreen::draw_seats(const TableContext& ctx, const CaboObservation& obs) {
  const CaboState& s = state();
  const bool my_turn = interactive();
  for (int seat = 0; seat < players(); ++seat) {
    const int k = offset(seat);
    if (k == 0) continue;
    const Box& b = layout_.seats[static_cast<std::size_t>(k)];
    table::panel(ctx, b, 10.0f);
    const bool to_move = s.current_player() == seat && sheet_ == Sheet::None;
    if (to_move) ctx.dl->AddRect(b.min, b.max, ctx.palette->accent, 10.0f, 0, 2.0f);
    // Name and total; a star for the caller.
    std::string label = name(seat);
    if (s.caller() == seat) label += " \xe2\x98\x85";
    ctx.dl->AddText(ctx.fonts->bold, 14.0f, ImVec2(b.min.x + 8, b.min.y + 5),
                    to_move ? ctx.palette->accent : ctx.palette->text, label.c_str());
    const std::string total = std::to_string(s.total(seat));
    const ImVec2 ts = ctx.fonts->bold->CalcTextSizeA(14.0f, FLT_MAX, 0.0f, total.c_str());
    ctx.dl->AddText(ctx.fonts->bold, 14.0f, ImVec2(b.max.x - 8 - ts.x, b.min.y + 5),
                    ctx.palette->text_muted, total.c_str());
    for (int p = 0; p < kPlaces; ++p) {
      const CardId c = obs.place(seat, p);
      const int key = hand_key(seat, p);
      const ImVec2 pos = slot_pos(key);
      const bool shown = std::any_of(shown_.begin(), shown_.end(),
                                     [&](const Shown& x) { return x.seat == seat && x.place == p; });
      const bool known = c != CaboObservation::kUnknown && c != kNoCard;
      CardLook look = c == kNoCard ? CardLook::Empty : CardLook::Back;
      if (known && (shown || memory_aid_)) look = CardLook::Face;
      if (motion_.hidden(key, ctx.now)) look = CardLook::Empty;
      table::CardButtonOptions o;
      bool target = false;
      if (my_turn && c != kNoCard) {
        if (mode_ == Mode::Spy) target = legal(Move{ActionKind::kSpy, 0, seat, p, 0});
        if (mode_ == Mode::BlindOther)
          target = legal(Move{ActionKind::kBlindSwap, blind_own_, seat, p, 0});
      }
      o.enabled = target || shown;
      o.highlight = target;
      const std::string id = (target ? "seat:" : "shown:") + std::to_string(seat) + ":" +
                             std::to_string(p);
      if (table::card_button(ctx, id.c_str(), pos, layout_.seat_card_w, look,
                             known ? french(c) : FrenchCard{}, o)) {
        if (!target) {
          shown_.erase(std::remove_if(shown_.begin(), shown_.end(),
                                      [&](const Shown& x) { return x.seat == seat && x.place == p; }),
                       shown_.end());
        } else if (mode_ == Mode::Spy) {
          apply_human(Move{ActionKind::kSpy, 0, seat, p, 0}.encode(), ctx.now);
        } else {
          apply_human(Move{ActionKind::kBlindSwap, blind_own_, seat, p, 0}.encode(), ctx.now);
        }
      }
      const std::string name_id = "seat:" + std::to_string(seat) + ":" + std::to_string(p);
      if (look == CardLook::Face) faces_.push_back(name_id);
      if (look == CardLook::Face && memory_aid_ && !shown) {
        ctx.dl->AddCircleFilled(ImVec2(pos.x + layout_.seat_card_w - 6, pos.y + 6), 4.0f,
                                ctx.palette->accent);
        marks_.push_back(name_id);
      }
    }
  }
}

void CaboScreen::draw_centre(const TableContext& ctx, const CaboObservation& obs) {
  const CaboState& s = state();
  const bool my_turn = interactive();
  const float pw = layout_.pile_card_w;
  // The stock.
  {
    const ImVec2 p = slot_pos(kStockKey);
    const bool target = my_turn && mode_ == Mode::Normal && legal(Move{ActionKind::kDraw});
    table::CardButtonOptions o;
    o.enabled = target;
    o.highlight = target;
    const CardLook look = s.stock_size() > 0 ? CardLook::Back : CardLook::Empty;
    if (table::card_button(ctx, "stock", p, pw, look, FrenchCard{}, o))
      apply_human(Move{ActionKind::kDraw}.encode(), ctx.now);
    // Narrow centres (piles stacked) have room for the count alone under each card.
    const std::string label = table::piles_in_row(layout_)
                                  ? fill("cabo.stock", {{"n", std::to_string(s.stock_size())}})
                                  : std::to_string(s.stock_size());
    const ImVec2 ts = ctx.fonts->small->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, label.c_str());
    ctx.dl->AddText(ctx.fonts->small, 13.0f,
                    ImVec2(p.x + (pw - ts.x) * 0.5f, p.y + pw * kCardAspect + 4),
                    ctx.palette->text_muted, label.c_str());
  }
  // The discard pile: take at the start of a turn, discard after a draw.
  {
    const ImVec2 p = slot_pos(kDiscardKey);
    bool target = false;
    Move move{ActionKind::kTake};
    if (my_turn && mode_ == Mode::Normal) {
      if (s.phase() == Phase::kTurnStart) target = legal(move);
      if (s.phase() == Phase::kAfterDraw) {
        move = Move{ActionKind::kDiscard};
        target = legal(move);
      }
    }
    table::CardButtonOptions o;
    o.enabled = target;
    o.highlight = target;
    CardLook look = CardLook::Empty;
    FrenchCard face;
    // While a card flies onto the pile, the card below it shows.
    int shown_index = s.discard_size() - 1;
    if (motion_.hidden(kDiscardKey, ctx.now)) --shown_index;
    if (shown_index >= 0) {
      look = CardLook::Face;
      face = french(s.discard_at(shown_index));
    }
    if (table::card_button(ctx, "discard", p, pw, look, face, o)) apply_human(move.encode(), ctx.now);
    const char* label = table::piles_in_row(layout_) ? tr("cabo.discard_pile") : "";
    const ImVec2 ts = ctx.fonts->small->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, label);
    ctx.dl->AddText(ctx.fonts->small, 13.0f,
                    ImVec2(p.x + (pw - ts.x) * 0.5f, p.y + pw * kCardAspect + 4),
                    ctx.palette->text_muted, label);
  }
  // The held card: face up only when the human may know it (own draw, or a take).
  const CardId held = obs.held();
  if (held != kNoCard && !motion_.hidden(kHeldKey, ctx.now)) {
    const ImVec2 p = slot_pos(kHeldKey);
    const bool known = held != CaboObservation::kUnknown;
    ctx.dl->AddRectFilled(ImVec2(p.x - 4, p.y - 4),
                          ImVec2(p.x + pw + 4, p.y + pw * kCardAspect + 4),
                          with_alpha(ctx.palette->accent, 0.25f), 8.0f);
    table::draw_card(ctx, p, pw, known ? CardLook::Face : CardLook::Back,
                     known ? french(held) : FrenchCard{});
  }
}

void CaboScreen::draw_own(const TableContext& ctx, const CaboObservation& obs) {
  const CaboState& s = state();
  const bool my_turn = interactive();
  const int me = human();
  for (int p = 0; p < kPlaces; ++p) {
    const CardId c = obs.place(me, p);
    const int key = hand_key(me, p);
    const ImVec2 pos = slot_pos(key);
    const bool shown = std::any_of(shown_.begin(), shown_.end(),
                                   [&](const Shown& x) { return x.seat == me && x.place == p; });
    const bool known = c != CaboObservation::kUnknown && c != kNoCard;
    CardLook look = c == kNoCard ? CardLook::Empty : CardLook::Back;
    if (known && (shown || memory_aid_)) look = CardLook::Face;
    if (motion_.hidden(key, ctx.now)) look = CardLook::Empty;
    const bool selected = std::find(selection_.begin(), selection_.end(), p) != selection_.end();
    // Which action a tap on this card means now.
    bool target = false;
    Move move{};
    if (my_turn && c != kNoCard) {
      switch (s.phase()) {
        case Phase::kLook:
          target = true;  // any two: the look applies when the second is chosen
          break;
        case Phase::kAfterTake:
          move = Move{ActionKind::kSwap, p};
          target = legal(move);
          break;
        case Phase::kAfterDraw:
          switch (mode_) {
            case Mode::Normal: move = Move{ActionKind::kSwap, p}; target = legal(move); break;
            case Mode::Peek: move = Move{ActionKind::kPeek, p}; target = legal(move); break;
            case Mode::BlindOwn:
              target = std::any_of(legal_.begin(), legal_.end(), [&](Action a) {
                const Move m = Move::decode(a);
                return m.kind == ActionKind::kBlindSwap && m.place == p;
              });
              break;
            case Mode::Replace: target = true; break;
            default: break;
          }
          break;
        default:
          break;
      }
    }
    table::CardButtonOptions o;
    o.enabled = target || shown;
    o.highlight = target && !selected;
    o.selected = selected;
    const std::string id = (target ? "own:" : "shown:") + std::to_string(me) + ":" + std::to_string(p);
    const std::string own_id = target ? "own:" + std::to_string(p) : id;
    if (table::card_button(ctx, own_id.c_str(), pos, layout_.own_card_w, look,
                           known ? french(c) : FrenchCard{}, o)) {
      if (!target) {
        shown_.erase(std::remove_if(shown_.begin(), shown_.end(),
                                    [&](const Shown& x) { return x.seat == me && x.place == p; }),
                     shown_.end());
      } else if (s.phase() == Phase::kLook || mode_ == Mode::Replace) {
        if (selected) selection_.erase(std::find(selection_.begin(), selection_.end(), p));
        else selection_.push_back(p);
        if (s.phase() == Phase::kLook && selection_.size() == 2) {
          const int a = std::min(selection_[0], selection_[1]);
          const int b = std::max(selection_[0], selection_[1]);
          apply_human(Move{ActionKind::kLook, a, 0, b, 0}.encode(), ctx.now);
        }
      } else if (mode_ == Mode::BlindOwn) {
        blind_own_ = p;
        mode_ = Mode::BlindOther;
      } else {
        apply_human(move.encode(), ctx.now);
      }
    }
    if (look == CardLook::Face) faces_.push_back("own:" + std::to_string(p));
    if (look == CardLook::Face && memory_aid_ && !shown) {
      ctx.dl->AddCircleFilled(ImVec2(pos.x + layout_.own_card_w - 8, pos.y + 8), 5.0f,
                              ctx.palette->accent);
      marks_.push_back("own:" + std::to_string(p));
    }
    if (blind_own_ == p && mode_ == Mode::BlindOther)
      ctx.dl->AddRect(ImVec2(pos.x - 3, pos.y - 3),
                      ImVec2(pos.x + layout_.own_card_w + 3, pos.y + layout_.own_card_w * kCardAspect + 3),
                      ctx.palette->accent, 8.0f, 0, 4.0f);
  }
  // Eyes over the cards the computers looked at (any seat's, the human's included).
  for (const Eye& e : eyes_) {
    const int key = hand_key(e.seat, e.place);
    const ImVec2 p = slot_pos(key);
    const float w = slot_width(key);
    const float a = static_cast<float>(std::clamp((e.until - ctx.now) / 0.4, 0.0, 1.0));
    // A badge on the card's bottom-left corner, half off the card: the face (memory aid, a card
    // shown) stays readable, its index corners included (top-left and bottom-right).
    const float size = std::min(w * 0.42f, 26.0f);
    table::draw_eye(ctx, ImVec2(p.x + size * 0.35f, p.y + w * kCardAspect - size * 0.35f), size, a);
  }
}

void CaboScreen::draw_actions(const TableContext& ctx, const CaboObservation& obs) {
  (void)obs;
  const CaboState& s = state();
  const bool my_turn = interactive();
  struct Button {
    const char* id;
    const char* key;
    bool enabled;
    bool primary;
    int what;
  };
  std::vector<Button> buttons;
  auto any_kind = [&](ActionKind kind) {
    return std::any_of(legal_.begin(), legal_.end(),
                       [&](Action a) { return Move::decode(a).kind == kind; });
  };
  if (!my_turn) {
    // Nothing to do: the bar stays empty (a computer plays, or a sheet is open).
  } else if (s.phase() == Phase::kTurnStart) {
    buttons.push_back({"btn:draw", "cabo.btn.draw", any_kind(ActionKind::kDraw), true, 1});
    buttons.push_back({"btn:take", "cabo.btn.take", any_kind(ActionKind::kTake), false, 2});
    if (s.caller() < 0) buttons.push_back({"btn:cabo", "cabo.btn.cabo", any_kind(ActionKind::kCabo), false, 3});
  } else if (s.phase() == Phase::kAfterDraw) {
    if (mode_ == Mode::Normal) {
      buttons.push_back({"btn:discard", "cabo.btn.discard", any_kind(ActionKind::kDiscard), false, 4});
      if (any_kind(ActionKind::kPeek)) buttons.push_back({"btn:peek", "cabo.btn.peek", true, true, 5});
      if (any_kind(ActionKind::kSpy)) buttons.push_back({"btn:spy", "cabo.btn.spy", true, true, 6});
      if (any_kind(ActionKind::kBlindSwap))
        buttons.push_back({"btn:blindswap", "cabo.btn.blindswap", true, true, 7});
      if (any_kind(ActionKind::kReplace))
        buttons.push_back({"btn:replace", "cabo.btn.replace", true, false, 8});
    } else if (mode_ == Mode::Replace) {
      int mask = 0;
      for (int p : selection_) mask |= 1 << p;
      const bool ok = !selection_.empty() &&
                      legal(Move{ActionKind::kReplace, selection_.front(), 0, 0, mask});
      buttons.push_back({"btn:cancel", "cabo.btn.back", true, false, 10});
      buttons.push_back({"btn:replace_selected", "cabo.btn.replace_selected", ok, true, 9});
    } else if (mode_ == Mode::Confirm) {
      buttons.push_back({"btn:cancel", "cabo.btn.back", true, false, 10});
      buttons.push_back({"btn:confirm", "cabo.btn.confirm", true, true, 11});
    } else {
      buttons.push_back({"btn:cancel", "cabo.btn.back", true, false, 10});
    }
  }
  const std::vector<Box> cells = table::split_row(
      layout_.actions, std::max(static_cast<int>(buttons.size()), layout_.portrait ? 3 : 4), 8);
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Button& b = buttons[i];
    if (!table::pill_button(ctx, b.id, cells[i], tr(b.key), b.enabled, b.primary)) continue;
    switch (b.what) {
      case 1: apply_human(Move{ActionKind::kDraw}.encode(), ctx.now); break;
      case 2: apply_human(Move{ActionKind::kTake}.encode(), ctx.now); break;
      case 3: apply_human(Move{ActionKind::kCabo}.encode(), ctx.now); break;
      case 4: apply_human(Move{ActionKind::kDiscard}.encode(), ctx.now); break;
      case 5: mode_ = Mode::Peek; break;
      case 6: mode_ = Mode::Spy; break;
      case 7: mode_ = Mode::BlindOwn; break;
      case 8: mode_ = Mode::Replace; selection_.clear(); break;
      case 9: mode_ = Mode::Confirm; break;
      case 10:
        mode_ = mode_ == Mode::Confirm ? Mode::Replace : Mode::Normal;
        if (mode_ == Mode::Normal) selection_.clear();
        blind_own_ = -1;
        break;
      case 11: {
        int mask = 0;
        for (int p : selection_) mask |= 1 << p;
        apply_human(Move{ActionKind::kReplace, selection_.front(), 0, 0, mask}.encode(), ctx.now);
        break;
      }
      default: break;
    }
  }
}

void CaboScreen::draw_log(const TableContext& ctx) {
  const Box& b = layout_.log;
  if (b.empty()) return;
  table::panel(ctx, b, 10.0f);
  ctx.dl->AddText(ctx.fonts->bold, 13.0f, ImVec2(b.min.x + 10, b.min.y + 6), ctx.palette->accent,
                  tr("cabo.log.heading"));
  ImGui::SetCursorScreenPos(ImVec2(b.min.x + 4, b.min.y + 24));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_Text, ctx.palette->text);
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 2));
  ImGui::BeginChild("##log", ImVec2(b.width() - 8, b.height() - 28), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PushFont(ctx.fonts->small);
  for (const std::string& line : log_) ImGui::TextWrapped("%s", line.c_str());
  ImGui::PopFont();
  if (log_scroll_) {
    ImGui::SetScrollHereY(1.0f);
    log_scroll_ = false;
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
}

void CaboScreen::draw_banner(const TableContext& ctx) {
  if (banner_.empty() || ctx.now >= banner_until_) return;
  const Box& c = layout_.centre;
  const float w = std::min(c.width(), 420.0f);
  const Box b{ImVec2((c.min.x + c.max.x - w) * 0.5f, c.min.y + c.height() * 0.5f - 30),
              ImVec2((c.min.x + c.max.x + w) * 0.5f, c.min.y + c.height() * 0.5f + 30)};
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(ctx.palette->accent, 0.95f), 14.0f);
  table::centred_text(ctx, ctx.fonts->bold, 17.0f,
                      Box{ImVec2(b.min.x + 10, b.min.y), ImVec2(b.max.x - 10, b.max.y)}, banner_,
                      ctx.palette->ink);
}

// [SECTION] The reveal, the score table and the match end --------------------------------------

float CaboScreen::draw_score_table(const TableContext& ctx, const Box& b) {
  const CaboState& s = state();
  const int n = players();
  const auto& rounds = s.rounds();
  const float col_w = std::min(70.0f, b.width() / static_cast<float>(n + 1));
  const float row_h = 18.0f;
  float y = b.min.y;
  auto cell = [&](int col, const std::string& text, ImU32 colour, bool bold) {
    ImFont* f = bold ? ctx.fonts->bold : ctx.fonts->small;
    const ImVec2 ts = f->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, text.c_str());
    const float x = b.min.x + static_cast<float>(col) * col_w + col_w - ts.x - 6;
    ctx.dl->AddText(f, 13.0f, ImVec2(col == 0 ? b.min.x : x, y), colour, text.c_str());
  };
  cell(0, tr("cabo.table.round"), ctx.palette->accent, true);
  for (int seat = 0; seat < n; ++seat) cell(seat + 1, name(seat), ctx.palette->accent, true);
  y += row_h + 2;
  // Only the last rounds when they do not fit.
  const int room = std::max(1, static_cast<int>((b.max.y - y - row_h - 4) / row_h));
  const int first = std::max(0, static_cast<int>(rounds.size()) - room);
  for (int r = first; r < static_cast<int>(rounds.size()); ++r) {
    cell(0, std::to_string(r + 1), ctx.palette->text_muted, false);
    for (int seat = 0; seat < n; ++seat)
      cell(seat + 1, std::to_string(rounds[static_cast<std::size_t>(r)].scores[static_cast<std::size_t>(seat)]),
           ctx.palette->text, false);
    y += row_h;
  }
  ctx.dl->AddLine(ImVec2(b.min.x, y + 1), ImVec2(b.min.x + col_w * static_cast<float>(n + 1), y + 1),
                  with_alpha(ctx.palette->text, 0.3f));
  y += 4;
  cell(0, tr("cabo.table.total"), ctx.palette->text, true);
  for (int seat = 0; seat < n; ++seat) cell(seat + 1, std::to_string(s.total(seat)), ctx.palette->text, true);
  return y + row_h;
}

void CaboScreen::draw_reveal(const TableContext& sheet_ctx, ImVec2 d) {
  const CaboState& s = state();
  const int n = players();
  // Phones held sideways get a wider sheet (the words take a line or two).
  const float w = std::min(d.x - 16, d.y < 520 ? 760.0f : 560.0f);
  const float top = d.y >= 700 ? 44.0f : 8.0f;
  const Box sh{ImVec2((d.x - w) * 0.5f, top), ImVec2((d.x + w) * 0.5f, d.y - (d.y >= 700 ? 10.0f : 6.0f))};
  table::sheet(sheet_ctx, sh);
  const Box button{ImVec2(sh.min.x + 14, sh.max.y - 60), ImVec2(sh.max.x - 14, sh.max.y - 12)};
  // Everything above the button scrolls (drag, wheel or scrollbar) when it does not fit: five
  // hands and the score table do not on a small phone or a phone held sideways.
  ImGui::SetCursorScreenPos(ImVec2(sh.min.x + 2, sh.min.y + 4));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild("##reveal", ImVec2(sh.width() - 4, button.min.y - 6 - sh.min.y - 4), false,
                    ImGuiWindowFlags_NoNav);
  TableContext ctx = sheet_ctx;
  ctx.dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();  // moves up as the content scrolls
  const float left = origin.x + 12, right = origin.x + sh.width() - 4 - 16;
  float y = origin.y + 8;
  const std::string title = fill("cabo.reveal.title", {{"n", std::to_string(s.rounds().size())}});
  ctx.dl->AddText(ctx.fonts->bold, 20.0f, ImVec2(left, y), ctx.palette->text, title.c_str());
  y += 28;
  if (s.last_caller() >= 0) {
    const std::string called = fill("cabo.reveal.called", {{"name", name(s.last_caller())}});
    ctx.dl->AddText(ctx.fonts->small, 13.0f, ImVec2(left, y), ctx.palette->text_muted,
                    called.c_str());
    y += 20;
  }
  const Hands& hands = s.last_revealed_hands();
  const float cw = kMinCardWidth;
  for (int seat = 0; seat < n; ++seat) {
    const SeatResult& r = results_[static_cast<std::size_t>(seat)];
    const float x = left;
    const std::string head = name(seat) + "  \xc2\xb7  " + fill("cabo.reveal.sum", {{"sum", std::to_string(r.sum)}});
    ctx.dl->AddText(ctx.fonts->bold, 14.0f, ImVec2(x, y), ctx.palette->text, head.c_str());
    const std::string score = fill("cabo.reveal.score", {{"score", std::to_string(r.score)},
                                                         {"total", std::to_string(r.total)}});
    const ImVec2 ts = ctx.fonts->bold->CalcTextSizeA(14.0f, FLT_MAX, 0.0f, score.c_str());
    ctx.dl->AddText(ctx.fonts->bold, 14.0f, ImVec2(right - ts.x, y), ctx.palette->accent,
                    score.c_str());
    y += 19;
    for (int p = 0; p < kPlaces; ++p) {
      const CardId c = hands[seat][p];
      table::draw_card(ctx, ImVec2(x + static_cast<float>(p) * (cw + 4), y), cw,
                       c == kNoCard ? CardLook::Empty : CardLook::Face,
                       c == kNoCard ? FrenchCard{} : french(c));
    }
    const Box words{ImVec2(x + 4 * (cw + 4) + 8, y), ImVec2(right, y + cw * kCardAspect)};
    ImGui::SetCursorScreenPos(words.min);
    ImGui::PushTextWrapPos(words.max.x - ImGui::GetWindowPos().x);  // in the child's own x
    ImGui::PushFont(ctx.fonts->small);
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.palette->text);
    ImGui::TextWrapped("%s", r.words.c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::PopTextWrapPos();
    y += cw * kCardAspect + 10;
  }
  // The whole score table (the content scrolls instead of dropping rounds).
  const float table_h = 18.0f * static_cast<float>(s.rounds().size() + 3) + 8;
  const float end = draw_score_table(ctx, Box{ImVec2(left, y + 4), ImVec2(right, y + 4 + table_h)});
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(1.0f, end - origin.y + 8));
  // A finger drags the content (ImGui 1.86 scrolls by wheel and scrollbar only).
  if (ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
    ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  const TableContext& ctx_button = sheet_ctx;
  const bool over = session_.over();
  if (table::pill_button(ctx_button, over ? "btn:result" : "btn:next_round", button,
                         tr(over ? "cabo.btn.result" : "cabo.btn.next_round"), true, true)) {
    if (over) {
      sheet_ = Sheet::Over;
    } else {
      sheet_ = Sheet::None;
      deal_pending_ = true;
      status_.clear();
    }
  }
}

void CaboScreen::draw_over(const TableContext& ctx, ImVec2 d) {
  const CaboState& s = state();
  const float w = std::min(d.x - 16, 520.0f);
  const float h = std::min(d.y - 60, 560.0f);
  const float top = std::max(44.0f, (d.y - h) * 0.5f);
  const Box sh{ImVec2((d.x - w) * 0.5f, top), ImVec2((d.x + w) * 0.5f, top + h)};
  table::sheet(ctx, sh);
  float y = sh.min.y + 16;
  ctx.dl->AddText(ctx.fonts->display, 30.0f, ImVec2(sh.min.x + 16, y), ctx.palette->text,
                  tr("cabo.over.title"));
  y += 48;
  const std::vector<int> winners = s.winners();
  std::string who;
  for (std::size_t i = 0; i < winners.size(); ++i) {
    if (i > 0) who += i + 1 == winners.size() ? std::string(" ") + tr("table.and") + " " : ", ";
    who += name(winners[i]);
  }
  const bool me = std::find(winners.begin(), winners.end(), human()) != winners.end();
  const char* key = winners.size() > 1 ? "cabo.over.shared" : me ? "cabo.over.you_win" : "cabo.over.wins";
  const std::string line = fill(key, {{"names", who}});
  ctx.dl->AddText(ctx.fonts->bold, 22.0f, ImVec2(sh.min.x + 16, y), ctx.palette->accent, line.c_str());
  y += 34;
  const std::string note = tr("cabo.over.note");
  ctx.dl->AddText(ctx.fonts->small, 13.0f, ImVec2(sh.min.x + 16, y), ctx.palette->text_muted, note.c_str());
  y += 26;
  const Box buttons{ImVec2(sh.min.x + 16, sh.max.y - 62), ImVec2(sh.max.x - 16, sh.max.y - 14)};
  draw_score_table(ctx, Box{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, buttons.min.y - 10)});
  const std::vector<Box> cells = table::split_row(buttons, 2, 10);
  if (table::pill_button(ctx, "btn:leave", cells[0], tr("cabo.btn.leave"), true)) closed_ = true;
  if (table::pill_button(ctx, "btn:play_again", cells[1], tr("cabo.btn.play_again"), true, true))
    replay_ = true;
}

void CaboScreen::draw_menu(const TableContext& ctx, ImVec2 d) {
  const float w = std::min(d.x - 20, 440.0f);
  // Shorter on a phone held sideways (the rows need 300 px), never off the screen.
  const float h = std::clamp(d.y - 16, 300.0f, 360.0f);
  const float top = std::max(d.y >= 700 ? 44.0f : 8.0f, (d.y - h) * 0.5f);
  const Box sh{ImVec2((d.x - w) * 0.5f, top), ImVec2((d.x + w) * 0.5f, top + h)};
  table::sheet(ctx, sh);
  float y = sh.min.y + 16;
  ctx.dl->AddText(ctx.fonts->bold, 20.0f, ImVec2(sh.min.x + 16, y), ctx.palette->text, tr("cabo.menu.title"));
  y += 36;
  ctx.dl->AddText(ctx.fonts->bold, 14.0f, ImVec2(sh.min.x + 16, y), ctx.palette->accent, tr("table.setup.speed"));
  y += 20;
  const std::vector<Box> speeds = table::split_row(Box{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, y + 44)}, 4, 8);
  constexpr const char* kIds[4] = {"menu:speed:slow", "menu:speed:normal", "menu:speed:fast", "menu:speed:instant"};
  for (int i = 0; i < table::kSpeedCount; ++i) {
    if (table::pill_button(ctx, kIds[i], speeds[static_cast<std::size_t>(i)],
                           tr(table::speed_key(static_cast<table::Speed>(i))), true,
                           static_cast<int>(pacing_.speed) == i))
      pacing_.speed = static_cast<table::Speed>(i);
  }
  y += 56;
  auto toggle = [&](const char* id, const char* key, bool& value) {
    const Box b{ImVec2(sh.min.x + 16, y), ImVec2(sh.max.x - 16, y + 44)};
    std::string name = tr(key);
    std::string label = name + ": " + tr(value ? "table.on" : "table.off");
    // Too long for a small phone even at 13 px: the name without its explanation in brackets.
    const std::size_t bracket = name.find(" (");
    if (bracket != std::string::npos &&
        ctx.fonts->bold->CalcTextSizeA(13.0f, FLT_MAX, 0.0f, label.c_str()).x > b.width() - 12)
      label = name.substr(0, bracket) + ": " + tr(value ? "table.on" : "table.off");
    if (table::pill_button(ctx, id, b, label.c_str(), true, value)) value = !value;
    y += 52;
  };
  toggle("menu:memory_aid", "cabo.menu.memory_aid", memory_aid_);
  toggle("menu:reduced_motion", "table.reduced_motion", pacing_.reduced_motion);
  const std::vector<Box> last = table::split_row(Box{ImVec2(sh.min.x + 16, sh.max.y - 60), ImVec2(sh.max.x - 16, sh.max.y - 14)}, 2, 10);
  if (table::pill_button(ctx, "menu:leave", last[0], tr("cabo.btn.leave"), true)) closed_ = true;
  if (table::pill_button(ctx, "menu:close", last[1], tr("cabo.btn.close"), true, true)) sheet_ = Sheet::None;
}

void CaboScreen::draw(const Fonts& fonts, const Palette& pal, ImVec2 display,
                      table::ScreenReport& report) {
  if (replay_) {
    // Play again: the same choices, the next seed.
    replay_ = false;
    *this = CaboScreen(choices_, seed_ + 1, pacing_);
  }
  const double now = ImGui::GetTime();
  layout_ = table::layout_table(display, players(), /*clockwise=*/true, kShape);
  update(now);
  legal_ = session_.human_legal();
  const std::unique_ptr<Observation> base = session_.observation();
  const auto& obs = static_cast<const CaboObservation&>(*base);

  TableContext ctx;
  ctx.fonts = &fonts;
  ctx.palette = &pal;
  ctx.card_style = CardStyle{&pal, CardFonts{fonts.bold, fonts.display}};
  ctx.now = now;
  ctx.targets = &report.targets;

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  constexpr ImGuiWindowFlags kFlags =
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoMove |
      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
      ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("##cabo", nullptr, kFlags);
  ctx.dl = ImGui::GetWindowDrawList();

  const bool table_inert = sheet_ != Sheet::None;
  if (table_inert) {
    ImGui::BeginDisabled();
    ctx.targets = nullptr;
  }
  draw_top_bar(ctx);
  draw_seats(ctx, obs);
  draw_centre(ctx, obs);
  draw_own(ctx, obs);
  // The prompt line: what happens now, or what to do.
  const std::string line = prompt(obs);
  table::centred_text(ctx, ctx.fonts->body, 17.0f, layout_.prompt, line,
                      interactive() ? pal.accent : pal.text);
  draw_actions(ctx, obs);
  draw_log(ctx);
  // Cards in the air, over everything on the table.
  motion_.draw(now, [&](ImVec2 p, float w, int face, float alpha) {
    if (report.motion != "fade") report.motion = alpha < 1.0f ? "fade" : "travel";
    table::draw_card(ctx, p, w, face == table::kBack ? CardLook::Back : CardLook::Face,
                     face == table::kBack ? FrenchCard{} : french(static_cast<CardId>(face)), alpha);
  });
  draw_banner(ctx);
  if (table_inert) {
    ImGui::EndDisabled();
    ctx.targets = &report.targets;
  }
  ImGui::End();

  // Sheets in a window of their own, over the table.
  if (sheet_ != Sheet::None) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(display);
    ImGui::Begin("##cabo_sheet", nullptr, kFlags & ~ImGuiWindowFlags_NoBringToFrontOnFocus);
    ctx.dl = ImGui::GetWindowDrawList();
    ctx.dl->AddRectFilled(ImVec2(0, 0), display, with_alpha(pal.shadow, 0.45f));
    if (sheet_ == Sheet::Reveal) draw_reveal(ctx, display);
    else if (sheet_ == Sheet::Over) draw_over(ctx, display);
    else draw_menu(ctx, display);
    ImGui::End();
  }
  ImGui::PopStyleVar(2);

  report.screen = sheet_ == Sheet::Reveal ? "reveal"
                  : sheet_ == Sheet::Over ? "over"
                  : sheet_ == Sheet::Menu ? "menu"
                                          : "play";
  report.prompt = line;
  report.faces = std::move(faces_);
  report.marks = std::move(marks_);
  faces_.clear();
  marks_.clear();
  constexpr const char* kSpeeds[table::kSpeedCount] = {"slow", "normal", "fast", "instant"};
  report.settings = std::string("speed=") + kSpeeds[static_cast<int>(pacing_.speed)] +
                    " aid=" + (memory_aid_ ? "on" : "off") +
                    " reduced=" + (pacing_.reduced_motion ? "on" : "off");
  wants_ = motion_.busy() || !shown_.empty() || !eyes_.empty() || deal_pending_ || reveal_pending_ ||
           now < banner_until_ || replay_ || (sheet_ == Sheet::None && session_.bot_to_move());
}

}  // namespace

std::unique_ptr<table::TableScreen> make_cabo_screen(const table::NewMatch& choices,
                                                     std::uint64_t seed,
                                                     const table::Pacing& pacing) {
  return std::make_unique<CaboScreen>(choices, seed, pacing);
}

}  // namespace cardavia::app::cabo
