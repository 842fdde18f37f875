// Cardavia — the Cucù table's places and the show of a move as stages (see cucu_view_class.h).
#include <algorithm>

#include "app/cucu/cucu_view_class.h"

namespace cardavia::app::cucu {

// [SECTION] Places --------------------------------------------------------------------------------

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

// [SECTION] The stages ----------------------------------------------------------------------------

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
  // The cards of the seats play reaches with this move (the engine's kReach events), dealt from
  // the bottom of the pack.
  std::array<bool, kMaxSeats> reaching{};
  for (const MoveEvent& e : r.events)
    if (e.kind == MoveEvent::Kind::kReach && e.seat >= 0 && e.seat < kMaxSeats)
      reaching[static_cast<std::size_t>(e.seat)] = true;
  std::array<bool, kMaxSeats> dealt{};
  int in_step = 0;  // cards dealt in the step being built, a moment apart
  const auto deal = [&](int seat) {
    if (seat < 0 || r.round_ended) return false;
    const auto i = static_cast<std::size_t>(seat);
    if (dealt[i] || !reaching[i]) return false;
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
  // Step 1. The cards of the seats a request reaches, and what its answer shows.
  const auto kind = static_cast<CucuAction>(r.action.code);
  bool cat = false;
  if (kind == CucuAction::kAsk && after.last_request().requester == r.seat) {
    const CucuRequest& q = after.last_request();
    bool any = false;
    for (int i = 0; i < q.passed_count; ++i) any |= deal(q.passed[i]);
    any |= deal(q.target);
    if (any) show.step();
    in_step = 0;
    const double answered = show.at();
    for (int i = 0; i < q.passed_count; ++i) mark(t, Mark::Kind::Special, q.passed[i], answered);
    switch (q.answer) {
      case CucuAnswer::kCat:
        // The cat's refusal is read first; the chain's exchanges go back after it (step 2).
        mark(t, Mark::Kind::Special, q.target, answered);
        mark(t, Mark::Kind::Shot, r.seat, answered);
        show.wait(2);
        cat = true;
        break;
      case CucuAnswer::kHunter:
        mark(t, Mark::Kind::Shot, r.seat, answered);
        [[fallthrough]];
      case CucuAnswer::kCuckoo:
      case CucuAnswer::kInn:
        mark(t, Mark::Kind::Special, q.target, answered);
        break;
      case CucuAnswer::kExchange:
      case CucuAnswer::kTopCard:
      case CucuAnswer::kNone:
        break;
    }
  } else if (kind == CucuAction::kInsure) {
    mark(t, Mark::Kind::Special, r.seat, show.at());
  }
  // Step 2. The cards the move moves, as the engine told them (its kMove events), one step each:
  // two hands changing cards fly at once (an exchange, the innkeeper's refusal, each exchange of
  // the cat's chain going back, the latest first, a moment apart); a card set aside is followed
  // by the one taken from the pack (the top card past a horse, or the dealer's from the bottom).
  for (std::size_t i = 0; i < r.events.size(); ++i) {
    const MoveEvent& e = r.events[i];
    if (e.kind != MoveEvent::Kind::kMove) continue;
    if (e.from.area() == CardPlace::Area::kHand && e.to.area() == CardPlace::Area::kHand) {
      swap(e.from.seat(), e.to.seat());
      ++i;  // the card going the other way, told next
      show.step(cat ? 1 : 0);
    } else if (e.to.area() == CardPlace::Area::kPile) {
      const int seat = e.from.seat();
      show.fly(seat, kAside, face(seat));
      ++next.aside;
    } else if (e.from.area() == CardPlace::Area::kStock) {
      const int seat = e.to.seat();
      // The taker sees the card they take (its face is in the event only for them).
      const Face taken = e.card ? Face::of(*e.card) : Face::back();
      show.fly(kPack, seat, taken, 0.05);
      if (!r.round_ended) tokens[static_cast<std::size_t>(seat)] = after.token_of(seat);
      next.seats[static_cast<std::size_t>(seat)] = taken;
      --next.pack;
      show.step();
    }
  }
  if (r.round_ended) {
    add_showdown(r, show, tokens);
    return;
  }
  // Step 3. The next player's card, now that play reaches them.
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

}  // namespace cardavia::app::cucu
