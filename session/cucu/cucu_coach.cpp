#include "session/cucu/cucu_coach.h"

#include <array>

#include "core/cucu/cucu.h"

namespace cardavia::session {

namespace {

// How many cards the seat has not seen rank below and above `card`'s value.
struct UnseenCount {
  int lower = 0;
  int higher = 0;
  int unseen = 0;
};

UnseenCount count_unseen(const CucuObservation& o, CuccuCard card) {
  std::array<int, kNumCuccuRanks> left{};
  left.fill(2);  // two copies of each rank
  UnseenCount count;
  for (int token = 0; token < CucuRules::kPackSize; ++token) {
    if (o.knows_token(token)) {
      --left[static_cast<int>(o.rank_of_token(token))];
    } else {
      ++count.unseen;
    }
  }
  for (int rank = 0; rank < kNumCuccuRanks; ++rank) {
    const CuccuCard other{static_cast<CuccuRank>(rank)};
    if (other.rank == CuccuRank::kFool) continue;
    if (other.value() < card.value()) count.lower += left[rank];
    if (other.value() > card.value()) count.higher += left[rank];
  }
  return count;
}

}  // namespace

Phrase cucu_reason(const Observation& seat_view, Action move, const SearchFacts&) {
  const auto* o = dynamic_cast<const CucuObservation*>(&seat_view);
  if (o == nullptr || o->phase() != CucuPhase::kTurn) return {};
  const int token = o->token_of(o->seat());
  if (token == CucuState::kNoToken || !o->knows_token(token)) return {};
  const CuccuCard mine{o->rank_of_token(token)};
  if (mine.rank == CuccuRank::kFool) return {};
  const auto kind = static_cast<CucuAction>(move.code);
  const AnyCard card = AnyCard::of(mine);
  if (kind == CucuAction::kKeep && mine.is_special()) return Phrase("coach.cucu.keep_special").card("card", card);
  if (mine.is_special()) return {};
  const UnseenCount count = count_unseen(*o, mine);
  if (kind == CucuAction::kKeep && count.lower > count.higher) {
    return Phrase("coach.cucu.keep_high").card("card", card).number("lower", count.lower).number("unseen", count.unseen);
  }
  if ((kind == CucuAction::kAsk || kind == CucuAction::kDeck) && count.higher > count.lower) {
    return Phrase("coach.cucu.swap_low").card("card", card).number("higher", count.higher).number("unseen", count.unseen);
  }
  return {};
}

}  // namespace cardavia::session
