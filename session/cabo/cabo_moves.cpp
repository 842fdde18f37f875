// Cardavia — a Cabo move in words (see cabo_moves.h).
//
// [SECTION] The log line of a move
// [SECTION] The first line of a round
#include "session/cabo/cabo_moves.h"

#include <algorithm>

#include "session/cabo/cabo_coach.h"
#include "session/cabo/cabo_describe.h"
#include "session/game_words.h"

namespace cardavia::session {

using namespace cardavia::cabo;

AnyCard cabo_card(CardId card) { return AnyCard::of(StandardCard::from_id(card)); }

// [SECTION] The log line of a move
// -----------------------------------------------------------------

namespace {

int count_places(int mask) {
  int n = 0;
  for (int p = 0; p < kPlaces; ++p) n += mask >> p & 1;
  return n;
}

std::vector<int> place_numbers(int mask) {
  std::vector<int> out;
  for (int p = 0; p < kPlaces; ++p)
    if (mask >> p & 1) out.push_back(p + 1);
  return out;
}

// The shown card at `i`, or the first card of the pack when a record lacks it (never at the
// table: the session fills `shown` for every move; a hand-built record in a test might not).
AnyCard shown_at(const MoveRecord& r, std::size_t i) {
  return i < r.shown.size() ? r.shown[i] : cabo_card(0);
}

}  // namespace

MoveWords cabo_move_words(const MoveRecord& r) {
  const auto& before = static_cast<const CaboObservation&>(*r.before);
  const int human = before.seat();
  const bool me = r.seat == human;
  const Move m = Move::decode(r.action);
  MoveWords words;
  Phrase line;
  switch (m.kind) {
    case ActionKind::kLook:
      line =
          me ? Phrase("cabo.log.look_you").number("a", m.place + 1).number("b", m.other_place + 1)
             : Phrase("cabo.log.look").seat("name", r.seat);
      break;
    case ActionKind::kDraw:
      line = me ? Phrase("cabo.log.draw_you").card("card", shown_at(r, 0))
                : Phrase("cabo.log.draw").seat("name", r.seat);
      break;
    case ActionKind::kTake:
      line = me ? Phrase("cabo.log.take_you") : Phrase("cabo.log.take").seat("name", r.seat);
      line.card("card", shown_at(r, 0));
      break;
    case ActionKind::kCabo:
      line = me ? Phrase("cabo.log.cabo_you") : Phrase("cabo.log.cabo").seat("name", r.seat);
      words.banner =
          me ? Phrase("cabo.banner.cabo_you") : Phrase("cabo.banner.cabo").seat("name", r.seat);
      break;
    case ActionKind::kSwap:
      line = me ? Phrase("cabo.log.swap_you") : Phrase("cabo.log.swap").seat("name", r.seat);
      line.number("n", m.place + 1).card("card", shown_at(r, 0));
      break;
    case ActionKind::kReplace: {
      // The claimed cards come first in `shown`; a drawn card after them means the claim failed.
      const std::size_t claimed = static_cast<std::size_t>(count_places(m.place_set));
      const bool failed = r.shown.size() > claimed;
      const char* key = failed ? (me ? "cabo.log.replace_fail_you" : "cabo.log.replace_fail")
                               : (me ? "cabo.log.replace_ok_you" : "cabo.log.replace_ok");
      line = Phrase(key);
      if (!me) line.seat("name", r.seat);
      line.numbers("places", place_numbers(m.place_set));
      line.cards("cards", std::vector<AnyCard>(
                              r.shown.begin(),
                              r.shown.begin() +
                                  static_cast<std::ptrdiff_t>(std::min(claimed, r.shown.size()))));
      if (failed) line.card("card", shown_at(r, claimed));
      words.banner = line;  // a replace is announced with its whole line
      break;
    }
    case ActionKind::kDiscard:
      line = me ? Phrase("cabo.log.discard_you") : Phrase("cabo.log.discard").seat("name", r.seat);
      line.card("card", shown_at(r, 0));
      break;
    case ActionKind::kPeek:
      line = me ? Phrase("cabo.log.peek_you")
                      .card("card", shown_at(r, 0))
                      .number("n", m.place + 1)
                      .card("seen", shown_at(r, 1))
                : Phrase("cabo.log.peek")
                      .seat("name", r.seat)
                      .card("card", shown_at(r, 0))
                      .number("n", m.place + 1);
      break;
    case ActionKind::kSpy:
      if (me) {
        line = Phrase("cabo.log.spy_you")
                   .card("card", shown_at(r, 0))
                   .seat("other", m.seat)
                   .number("n", m.other_place + 1)
                   .card("seen", shown_at(r, 1));
      } else {
        line = Phrase(m.seat == human ? "cabo.log.spy_your_card" : "cabo.log.spy")
                   .seat("name", r.seat)
                   .card("card", shown_at(r, 0));
        if (m.seat != human) line.seat("other", m.seat);
        line.number("n", m.other_place + 1);
      }
      break;
    case ActionKind::kBlindSwap:
      line = Phrase(me                ? "cabo.log.blindswap_you"
                    : m.seat == human ? "cabo.log.blindswap_with_you"
                                      : "cabo.log.blindswap");
      if (!me) line.seat("name", r.seat);
      line.card("card", shown_at(r, 0)).number("n", m.place + 1).number("m", m.other_place + 1);
      if (m.seat != human) line.seat("other", m.seat);
      break;
  }
  // Final turns: every line of them says so (the call itself is announced).
  if (before.caller() >= 0 && m.kind != ActionKind::kLook)
    line = Phrase("cabo.log.final_turn").phrase("line", std::move(line));
  words.log = std::move(line);
  return words;
}

// [SECTION] The first line of a round
// --------------------------------------------------------------

Phrase cabo_round_start(const Observation& human_view) {
  const auto& obs = static_cast<const CaboObservation&>(human_view);
  const int round = static_cast<int>(obs.rounds().size()) + 1;
  if (obs.dealer() == obs.seat()) return Phrase("cabo.log.round_you").number("n", round);
  return Phrase("cabo.log.round").number("n", round).seat("name", obs.dealer());
}

// [SECTION] Registration: the game's one line in the words' registry (session/game_words.h).
namespace {
const GameWords kCaboWords = {
    "cabo", &cabo_move_words, &cabo_round_start, &cabo_describe,
    &cabo_reason};
}  // namespace
CARDAVIA_REGISTER_GAME_WORDS(kCaboWords);

}  // namespace cardavia::session
