#include "session/cabo/cabo_coach.h"

#include <algorithm>
#include <array>

#include "core/cabo/cabo.h"
#include <vector>

namespace cardavia::session {

namespace {

using cabo::ActionKind;
using cabo::CardId;
using cabo::kNoCard;
using cabo::kPlaces;

AnyCard card_of(CardId card) { return AnyCard::of(StandardCard::from_id(card)); }
bool seen(CardId card) { return card != kNoCard && card != CaboObservation::kUnknown; }

// What the seat knows of its own hand and of the cards it has not seen (the header's definition).
struct Knowledge {
  int known_sum = 0;
  int unknown = 0;                 // own places with a card the seat has not seen
  int highest_place = -1;          // the seen own card of the highest value
  std::array<int, 14> unseen_by_value{};  // values 0..13
  int unseen = 0;

  int unseen_below(int value) const {
    int n = 0;
    for (int v = 0; v < value; ++v) n += unseen_by_value[v];
    return n;
  }
  int unseen_above(int value) const {
    int n = 0;
    for (int v = value + 1; v < 14; ++v) n += unseen_by_value[v];
    return n;
  }
};

Knowledge know(const CaboObservation& o) {
  Knowledge k;
  const int me = o.seat();
  std::array<bool, cabo::kDeckSize> placed{};
  for (int seat = 0; seat < o.players(); ++seat) {
    for (int p = 0; p < kPlaces; ++p) {
      const CardId c = o.place(seat, p);
      if (seen(c)) placed[c] = true;
      if (seat != me || c == kNoCard) continue;
      if (!seen(c)) {
        ++k.unknown;
        continue;
      }
      k.known_sum += cabo::card_value(c);
      if (k.highest_place < 0 || cabo::card_value(c) > cabo::card_value(o.place(me, k.highest_place)))
        k.highest_place = p;
    }
  }
  for (int i = 0; i < o.discard_size(); ++i) placed[o.discard_at(i)] = true;
  if (seen(o.held())) placed[o.held()] = true;
  for (int c = 0; c < cabo::kDeckSize; ++c) {
    if (placed[c]) continue;
    ++k.unseen_by_value[cabo::card_value(static_cast<CardId>(c))];
    ++k.unseen;
  }
  return k;
}

// The highest value among the seat's seen cards (-1: none seen).
int highest_seen(const CaboObservation& o, const Knowledge& k) {
  return k.highest_place < 0 ? -1 : cabo::card_value(o.place(o.seat(), k.highest_place));
}

// A card lower than most cards the seat has not seen.
bool below_most_unseen(const Knowledge& k, CardId card) {
  return 2 * k.unseen_above(cabo::card_value(card)) > k.unseen;
}

Phrase lower_than_unseen(const char* key, const Knowledge& k, CardId card) {
  return Phrase(key)
      .card("card", card_of(card))
      .number("higher", k.unseen_above(cabo::card_value(card)))
      .number("unseen", k.unseen);
}

Phrase turn_start_reason(const CaboObservation& o, const Knowledge& k, const cabo::Move& m) {
  const CardId top = o.discard_top();
  switch (m.kind) {
    case ActionKind::kCabo:
      if (k.unknown == 0) return Phrase("coach.cabo.call_all").number("sum", k.known_sum);
      return Phrase("coach.cabo.call").number("sum", k.known_sum).number("unknown", k.unknown);
    case ActionKind::kDraw:
      if (seen(top) && k.highest_place >= 0 && cabo::card_value(top) >= highest_seen(o, k))
        return Phrase("coach.cabo.draw").card("card", card_of(top));
      return {};
    case ActionKind::kTake:
      if (!seen(top)) return {};
      if (k.highest_place >= 0 && cabo::card_value(top) < highest_seen(o, k)) {
        return Phrase("coach.cabo.take_known")
            .card("card", card_of(top))
            .card("old", card_of(o.place(o.seat(), k.highest_place)))
            .number("n", k.highest_place + 1);
      }
      if (k.unknown > 0 && below_most_unseen(k, top))
        return lower_than_unseen("coach.cabo.take_unseen", k, top);
      return {};
    default:
      return {};
  }
}

Phrase held_card_reason(const CaboObservation& o, const Knowledge& k, const cabo::Move& m) {
  const int me = o.seat();
  const CardId held = o.held();
  if (!seen(held)) return {};
  const int held_value = cabo::card_value(held);
  switch (m.kind) {
    case ActionKind::kSwap: {
      const CardId old = o.place(me, m.place);
      if (seen(old)) {
        if (held_value >= cabo::card_value(old)) return {};
        return Phrase("coach.cabo.swap_known")
            .number("n", m.place + 1)
            .card("old", card_of(old))
            .card("card", card_of(held))
            .number("gain", cabo::card_value(old) - held_value);
      }
      if (!below_most_unseen(k, held)) return {};
      return lower_than_unseen("coach.cabo.swap_unseen", k, held).number("n", m.place + 1);
    }
    case ActionKind::kReplace: {
      int count = 0;
      int value = -1;
      std::vector<int> places;
      for (int p = 0; p < kPlaces; ++p) {
        if (!(m.place_set >> p & 1)) continue;
        const CardId c = o.place(me, p);
        if (!seen(c) || (value >= 0 && cabo::card_value(c) != value)) return {};
        value = cabo::card_value(c);
        ++count;
        places.push_back(p + 1);
      }
      return Phrase("coach.cabo.replace")
          .numbers("places", places)
          .number("count", count)
          .card("card", card_of(held))
          .number("gain", count * value - held_value);
    }
    case ActionKind::kDiscard:
      if (k.highest_place < 0 || held_value < highest_seen(o, k)) return {};
      return Phrase("coach.cabo.discard").card("card", card_of(held));
    case ActionKind::kPeek:
      if (seen(o.place(me, m.place))) return {};
      return Phrase("coach.cabo.peek").card("card", card_of(held)).number("n", m.place + 1);
    case ActionKind::kSpy:
      if (seen(o.place(m.seat, m.other_place))) return {};
      return Phrase("coach.cabo.spy")
          .card("card", card_of(held))
          .seat("name", m.seat)
          .number("n", m.other_place + 1);
    case ActionKind::kBlindSwap: {
      const CardId mine = o.place(me, m.place);
      const CardId theirs = o.place(m.seat, m.other_place);
      if (!seen(mine)) return {};
      Phrase reason;
      if (seen(theirs)) {
        if (cabo::card_value(mine) <= cabo::card_value(theirs)) return {};
        reason = Phrase("coach.cabo.blind_known").card("theirs", card_of(theirs));
      } else {
        if (2 * k.unseen_below(cabo::card_value(mine)) <= k.unseen) return {};
        reason = Phrase("coach.cabo.blind_unseen")
                     .number("lower", k.unseen_below(cabo::card_value(mine)))
                     .number("unseen", k.unseen);
      }
      return reason.number("n", m.place + 1)
          .seat("name", m.seat)
          .number("m", m.other_place + 1)
          .card("mine", card_of(mine));
    }
    default:
      return {};
  }
}

}  // namespace

Phrase cabo_reason(const Observation& seat_view, Action move, const SearchFacts&) {
  const auto* o = dynamic_cast<const CaboObservation*>(&seat_view);
  if (o == nullptr) return {};
  const cabo::Move m = cabo::Move::decode(move);
  if (m.kind == ActionKind::kLook) {
    return Phrase("coach.cabo.look").number("a", m.place + 1).number("b", m.other_place + 1);
  }
  const Knowledge k = know(*o);
  if (o->phase() == cabo::Phase::kTurnStart) return turn_start_reason(*o, k, m);
  return held_card_reason(*o, k, m);
}

}  // namespace cardavia::session
