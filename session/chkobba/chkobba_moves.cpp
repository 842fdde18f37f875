// Cardavia — a Chkobba move in words (see chkobba_moves.h).
//
// [SECTION] Cards and sides
// [SECTION] What a move did
// [SECTION] The log line of a move
// [SECTION] The first line of a deal
#include "session/chkobba/chkobba_moves.h"

#include <utility>

#include "session/chkobba/chkobba_coach.h"
#include "session/chkobba/chkobba_describe.h"
#include "session/game_words.h"

namespace cardavia::session {

namespace {

const ChkobbaObservation& chkobba_view(const Observation& obs) {
  return static_cast<const ChkobbaObservation&>(obs);
}

bool is_cut(Action action) {
  const std::uint32_t kind = action_kind(action);
  return kind == static_cast<std::uint32_t>(ChkobbaActionKind::kKeep) ||
         kind == static_cast<std::uint32_t>(ChkobbaActionKind::kTable);
}

std::vector<AnyCard> any_cards(const std::vector<ChkobbaCard>& cards) {
  std::vector<AnyCard> out;
  for (const ChkobbaCard c : cards) out.push_back(chkobba_card(c));
  return out;
}

}  // namespace

// [SECTION] Cards and sides
// ---------------------------------------------------------------------

AnyCard chkobba_card(ChkobbaCard card) { return AnyCard::of(to_standard(card)); }

std::vector<ChkobbaCard> chkobba_cards_of(CardSet set) {
  std::vector<ChkobbaCard> out;
  for (int c = 0; c < kChkobbaDeckSize; ++c)
    if (set & card_bit(static_cast<ChkobbaCard>(c))) out.push_back(static_cast<ChkobbaCard>(c));
  return out;
}

std::vector<int> chkobba_side_members(int side, int players, int human) {
  // By their place after the human: "You and Bo", "Ana and Cy".
  std::vector<int> out;
  for (int offset = 0; offset < players; ++offset) {
    const int seat = (human + offset) % players;
    if (seat % kChkobbaSides == side) out.push_back(seat);
  }
  return out;
}

Phrase chkobba_sum(const std::vector<ChkobbaCard>& cards) {
  // Built from the last card back: "2♦ + (5♥ + 6♠)" reads "2♦ + 5♥ + 6♠".
  if (cards.empty()) return Phrase();
  Phrase sum = Phrase("chkobba.words.card").card("card", chkobba_card(cards.back()));
  for (std::size_t i = cards.size() - 1; i-- > 0;)
    sum = Phrase("chkobba.words.sum").card("card", chkobba_card(cards[i])).phrase("rest", sum);
  return sum;
}

// [SECTION] What a move did
// ---------------------------------------------------------------------

ChkobbaMoveFacts chkobba_move_facts(const MoveRecord& r) {
  ChkobbaMoveFacts f;
  f.side = r.seat % kChkobbaSides;
  if (is_cut(r.action)) {
    f.cut = true;
    // A redeal shows the table's cards a moment (the engine's kLook events) before they go back.
    for (const MoveEvent& e : r.events) {
      if (e.kind != MoveEvent::Kind::kLook || !e.card) continue;
      f.redeal = true;
      if (const auto c = from_standard(e.card->standard())) f.redealt.push_back(*c);
    }
    return f;
  }
  // A play, from the engine's events: the card, what it took off the table, a chkobba, new
  // hands, and at the deal's end the leftovers collected by the side that captured last.
  f.played = action_card(r.action);
  f.deal_over = r.round_ended;
  for (const MoveEvent& e : r.events) {
    if (e.kind == MoveEvent::Kind::kSweep) f.chkobba = true;
    if (e.kind == MoveEvent::Kind::kDeal) f.new_hands = true;
    if (!e.card) continue;
    const ChkobbaCard card = from_standard(e.card->standard()).value_or(0);
    if (e.kind == MoveEvent::Kind::kMove && e.from.area() == CardPlace::Area::kTable)
      f.captured.push_back(card);
    if (e.kind == MoveEvent::Kind::kCollect) {
      f.leftovers.push_back(card);
      // Collected to a side's captures; to where it lies when nobody captured all deal.
      if (e.to.area() == CardPlace::Area::kCaptures) f.leftovers_to = e.to.seat();
    }
  }
  // This capture cleared the table: no leftovers, but it was the last.
  if (f.deal_over && f.leftovers_to < 0 && !f.captured.empty()) f.leftovers_to = f.side;
  return f;
}

// [SECTION] The log line of a move
// ---------------------------------------------------------------------

MoveWords chkobba_move_words(const MoveRecord& r) {
  const ChkobbaObservation& before = chkobba_view(*r.before);
  const int human = before.seat();
  const int players = before.view().rules.players;
  const bool me = r.seat == human;
  const ChkobbaMoveFacts f = chkobba_move_facts(r);
  MoveWords words;
  Phrase line;
  if (f.cut) {
    // The cut card is named to the cutter, and to everybody once it lies on the table.
    const bool kept = r.action == chkobba_keep();
    const char* key = kept ? (me ? "chkobba.log.keep_you" : "chkobba.log.keep")
                           : (me ? "chkobba.log.table_you" : "chkobba.log.table");
    line = Phrase(key);
    if (!me) line.seat("name", r.seat);
    if ((me || !kept) && !r.shown.empty()) line.card("card", r.shown.front());
    if (f.redeal) {
      line = Phrase("chkobba.log.redeal").phrase("line", std::move(line)).cards("cards", any_cards(f.redealt));
      words.banner = Phrase("chkobba.banner.redeal").cards("cards", any_cards(f.redealt));
    }
    words.log = std::move(line);
    return words;
  }
  // A play: it stays on the table, or it takes a sum of cards (a chkobba when it clears it).
  if (f.captured.empty()) {
    line = Phrase(me ? "chkobba.log.drop_you" : "chkobba.log.drop");
  } else if (f.chkobba) {
    line = Phrase(me ? "chkobba.log.take_chkobba_you" : "chkobba.log.take_chkobba");
    words.banner = me ? Phrase("chkobba.banner.chkobba_you")
                      : Phrase("chkobba.banner.chkobba").seat("name", r.seat);
  } else {
    line = Phrase(me ? "chkobba.log.take_you" : "chkobba.log.take");
  }
  if (!me) line.seat("name", r.seat);
  line.card("card", chkobba_card(f.played));
  if (!f.captured.empty()) line.phrase("taken", chkobba_sum(f.captured));
  // What follows the play: three new cards each, or the deal's end and its last cards.
  if (f.new_hands) {
    line = Phrase("chkobba.log.new_hands")
               .phrase("line", std::move(line))
               .number("n", chkobba_view(*r.after).view().stock_size());
  } else if (f.deal_over && f.leftovers.empty()) {
    line = Phrase("chkobba.log.deal_over").phrase("line", std::move(line));
  } else if (f.deal_over && f.leftovers_to < 0) {
    line = Phrase("chkobba.log.sweep_nobody").phrase("line", std::move(line)).cards("cards", any_cards(f.leftovers));
  } else if (f.deal_over) {
    const std::vector<int> side = chkobba_side_members(f.leftovers_to, players, human);
    line = Phrase("chkobba.log.sweep")
               .phrase("line", std::move(line))
               .seats("side", side)
               .cards("cards", any_cards(f.leftovers));
    words.banner = Phrase("chkobba.banner.sweep").seats("side", side).cards("cards", any_cards(f.leftovers));
  }
  words.log = std::move(line);
  return words;
}

// [SECTION] The first line of a deal
// ---------------------------------------------------------------------

Phrase chkobba_round_start(const Observation& human_view) {
  const ChkobbaObservation& obs = chkobba_view(human_view);
  const ChkobbaPosition& p = obs.view();
  const int deal = static_cast<int>(obs.rounds().size()) + 1;
  const int cutter = p.first_player();
  if (p.dealer == obs.seat())
    return Phrase("chkobba.log.deal_you").number("n", deal).seat("cutter", cutter);
  if (cutter == obs.seat())
    return Phrase("chkobba.log.deal_you_cut").number("n", deal).seat("name", p.dealer);
  return Phrase("chkobba.log.deal").number("n", deal).seat("name", p.dealer).seat("cutter", cutter);
}

// [SECTION] Registration: the game's one line in the words' registry (session/game_words.h).
namespace {
const GameWords kChkobbaWords = {
    "chkobba", &chkobba_move_words, &chkobba_round_start, &chkobba_describe,
    &chkobba_reason};
}  // namespace
CARDAVIA_REGISTER_GAME_WORDS(kChkobbaWords);

}  // namespace cardavia::session
