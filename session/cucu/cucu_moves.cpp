// Cardavia — a Cucù move in words (see cucu_moves.h).
//
// [SECTION] The log line of a move
// [SECTION] The first line of a round
#include "session/cucu/cucu_moves.h"

#include "session/cucu/cucu_coach.h"
#include "session/cucu/cucu_describe.h"
#include "session/game_words.h"

namespace cardavia::session {

AnyCard cucu_card(CuccuRank rank) { return AnyCard::of(CuccuCard{rank}); }

// [SECTION] The log line of a move
// -----------------------------------------------------------------

namespace {

// A request's sentence in three forms, each a whole key: another seat's request, the human's own,
// a request that asks the human.
struct RequestKeys {
  const char* other;
  const char* yours;
  const char* asks_you;
};
constexpr RequestKeys kExchangeKeys{"cucu.log.exchange", "cucu.log.exchange_you",
                                    "cucu.log.exchange_asked_you"};
constexpr RequestKeys kCuckooKeys{"cucu.log.cuckoo", "cucu.log.cuckoo_you",
                                  "cucu.log.cuckoo_asked_you"};
constexpr RequestKeys kHunterKeys{"cucu.log.hunter", "cucu.log.hunter_you",
                                  "cucu.log.hunter_asked_you"};
constexpr RequestKeys kCatKeys{"cucu.log.cat", "cucu.log.cat_you", "cucu.log.cat_asked_you"};
constexpr RequestKeys kInnKeys{"cucu.log.inn", "cucu.log.inn_you", "cucu.log.inn_asked_you"};
constexpr RequestKeys kHorseKeys{"cucu.log.horse", "cucu.log.horse_you",
                                 "cucu.log.horse_asked_you"};
constexpr RequestKeys kInsureKeys{"cucu.log.insure", "cucu.log.insure_you",
                                  "cucu.log.insure_asked_you"};

// Blanks: {name} the requester, {other} the seat that answered; each key takes only those it has.
Phrase request_line(const RequestKeys& keys, int requester, int target, int human) {
  const bool by_human = requester == human, asks_human = target == human;
  Phrase line(by_human ? keys.yours : asks_human ? keys.asks_you : keys.other);
  if (!by_human) line.seat("name", requester);
  if (!asks_human) line.seat("other", target);
  return line;
}

AnyCard own_card(const CucuObservation& view) {
  const int token = view.token_of(view.seat());
  return cucu_card(token >= 0 && view.knows_token(token) ? view.rank_of_token(token)
                                                         : CuccuRank::kZero);
}

MoveWords ask_words(const MoveRecord& r, const CucuObservation& after) {
  const int human = after.seat();
  const CucuRequest& q = after.last_request();
  MoveWords words;
  if (q.requester != r.seat) {  // never at the table (an ask never ends a round); a bare line
    words.log = Phrase(r.seat == human ? "cucu.log.ask_you" : "cucu.log.ask").seat("name", r.seat);
    return words;
  }
  const int requester = q.requester;
  Phrase line;
  switch (q.answer) {
    case CucuAnswer::kExchange:
      line = request_line(kExchangeKeys, requester, q.target, human);
      if (requester == human || q.target == human) line.card("card", own_card(after));
      break;
    case CucuAnswer::kTopCard:
      line = Phrase(requester == human ? "cucu.log.top_you" : "cucu.log.top");
      if (requester == human)
        line.card("card", own_card(after));
      else
        line.seat("name", requester);
      break;
    case CucuAnswer::kCuckoo:
      line = request_line(kCuckooKeys, requester, q.target, human);
      words.banner = Phrase(q.target == human ? "cucu.banner.cuckoo_yours" : "cucu.banner.cuckoo");
      if (q.target != human) words.banner.seat("other", q.target);
      break;
    case CucuAnswer::kHunter:
      line = request_line(kHunterKeys, requester, q.target, human);
      words.banner = Phrase(requester == human ? "cucu.banner.hunter_you" : "cucu.banner.hunter");
      if (requester != human) words.banner.seat("name", requester);
      break;
    case CucuAnswer::kCat:
      line = request_line(kCatKeys, requester, q.target, human);
      words.banner = Phrase(requester == human ? "cucu.banner.cat_you" : "cucu.banner.cat");
      if (requester != human) words.banner.seat("name", requester);
      if (q.undone_count == 1) line = Phrase("cucu.log.undone_one").phrase("line", std::move(line));
      if (q.undone_count > 1)
        line = Phrase("cucu.log.undone_many")
                   .phrase("line", std::move(line))
                   .number("n", q.undone_count);
      break;
    case CucuAnswer::kInn:
      line = request_line(kInnKeys, requester, q.target, human);
      words.banner = Phrase("cucu.banner.inn");
      break;
    case CucuAnswer::kNone:
      break;
  }
  // Knocked out by the answer: the card is dead for the rest of the round.
  if (after.lives(requester) == 0) {
    line = Phrase(requester == human ? "cucu.log.knocked_out_you" : "cucu.log.knocked_out")
               .phrase("line", std::move(line));
    if (requester != human) line.seat("name", requester);
  }
  // The horses passed, outermost first: "Ana asks Bo, whose Horse passes the request on. …".
  for (int i = q.passed_count - 1; i >= 0; --i) {
    line = request_line(kHorseKeys, requester, q.passed[i], human).phrase("line", std::move(line));
  }
  if (words.banner.empty() && q.passed_count > 0) {
    words.banner = Phrase(q.passed[0] == human ? "cucu.banner.horse_yours" : "cucu.banner.horse");
    if (q.passed[0] != human) words.banner.seat("other", q.passed[0]);
  }
  words.log = std::move(line);
  return words;
}

}  // namespace

MoveWords cucu_move_words(const MoveRecord& r) {
  const auto& before = static_cast<const CucuObservation&>(*r.before);
  const auto& after = static_cast<const CucuObservation&>(*r.after);
  const int human = before.seat();
  const bool me = r.seat == human;
  const int requester = before.turn_seat();
  const int innkeeper = before.innkeeper();
  MoveWords words;
  switch (static_cast<CucuAction>(r.action.code)) {
    case CucuAction::kKeep:
      if (before.phase() == CucuPhase::kInnChoice) {
        words.log =
            me ? Phrase("cucu.log.withdraw_you") : Phrase("cucu.log.withdraw").seat("name", r.seat);
      } else {
        words.log = me ? Phrase("cucu.log.keep_you") : Phrase("cucu.log.keep").seat("name", r.seat);
      }
      break;
    case CucuAction::kDeck:
      words.log = me ? Phrase("cucu.log.deck_you")
                           .card("card", r.shown.empty() ? cucu_card(CuccuRank::kZero) : r.shown[0])
                     : Phrase("cucu.log.deck").seat("name", r.seat);
      break;
    case CucuAction::kAsk:
      return ask_words(r, after);
    case CucuAction::kInsure:
      // {name} the requester, {other} the innkeeper.
      words.log = request_line(kInsureKeys, r.seat, innkeeper, human);
      break;
    case CucuAction::kAccept:
    case CucuAction::kRefuse: {
      // {name} the innkeeper, {other} the requester; the human's zero has a key of its own.
      const bool accept = static_cast<CucuAction>(r.action.code) == CucuAction::kAccept;
      // (The innkeeper is never the requester: at most one of the two is the human.)
      const RequestKeys keys =
          accept
              ? RequestKeys{"cucu.log.accept", "cucu.log.accept_you", "cucu.log.accept_your_zero"}
              : RequestKeys{"cucu.log.refuse", "cucu.log.refuse_you", "cucu.log.refuse_your_zero"};
      words.log = Phrase(me ? keys.yours : requester == human ? keys.asks_you : keys.other);
      if (!me) words.log.seat("name", r.seat);
      if (requester != human) words.log.seat("other", requester);
      break;
    }
  }
  return words;
}

// [SECTION] The first line of a round
// --------------------------------------------------------------

Phrase cucu_round_start(const Observation& human_view) {
  const auto& view = static_cast<const CucuObservation&>(human_view);
  const int round = static_cast<int>(view.rounds().size()) + 1;
  // The first player: the next seat dealt in after the dealer (also when the round is resumed
  // later on, with another seat to move).
  int first = view.dealer();
  for (int step = 1; step < view.players(); ++step) {
    first = (view.dealer() + step) % view.players();
    if (view.in_round(first)) break;
  }
  if (view.dealer() == view.seat())
    return Phrase("cucu.log.round_you").number("n", round).seat("first", first);
  if (first == view.seat())
    return Phrase("cucu.log.round_you_first").number("n", round).seat("name", view.dealer());
  return Phrase("cucu.log.round")
      .number("n", round)
      .seat("name", view.dealer())
      .seat("first", first);
}

// [SECTION] Registration: the game's one line in the words' registry (session/game_words.h).
namespace {
const GameWords kCucuWords = {
    "cucu", &cucu_move_words, &cucu_round_start, &cucu_describe,
    &cucu_reason};
}  // namespace
CARDAVIA_REGISTER_GAME_WORDS(kCucuWords);

}  // namespace cardavia::session
