// Cardavia — the Chkobba table's words, as the player reads them (session/chkobba/chkobba_moves.h and
// session/chkobba/chkobba_round.h decide them, app/table/words.h renders them in English): the log's line
// of a capture, a chkobba and the last capturer's sweep; the deal's-end sheet per category with
// who got each point and why, with the counts; the match's end (one side at 21, both past 21 —
// the higher wins, equal totals play on).
#include <catch2/catch.hpp>

#include "app/table/words.h"
#include "session/chkobba/chkobba_moves.h"
#include "session/chkobba/chkobba_round.h"
#include "session/move_record.h"
#include "tests/chkobba/chkobba_test_util.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;
using cardavia::app::table::Naming;
using cardavia::app::table::say;
using cardavia::session::ChkobbaDealEnd;
using cardavia::session::MoveRecord;
using cardavia::session::Phrase;

namespace {

// Applies `text` by the seat to move and returns its record for the human at `human`.
MoveRecord move(GameState& state, const std::string& text, int human) {
  const Result<Action> parsed = state.parse_action(text);
  INFO(text);
  REQUIRE(parsed.ok());
  REQUIRE(state.is_legal(parsed.value()));
  return session::apply_recorded(state, parsed.value(), human);
}

std::string words(const Phrase& phrase, int human, int players = 2) {
  return say(phrase, Naming{human, players});
}

std::unique_ptr<ChkobbaState> worked_example() { return state_at(worked_example_deal_end()); }

}  // namespace

TEST_CASE("The log's words of the worked example: a chkobba, then the last capturer's sweep") {
  auto state = worked_example();
  SECTION("seen by the other player") {
    const MoveRecord q = move(*state, "play QH", 1);
    const session::MoveWords w = session::chkobba_move_words(q);
    CHECK(words(w.log, 1) == "Ana played the Q♥ and took 2♦ + 6♠ — chkobba!");
    CHECK(words(w.banner, 1) == "Chkobba! Ana swept the table");
    const MoveRecord k = move(*state, "play KC", 1);
    const session::MoveWords last = session::chkobba_move_words(k);
    CHECK(words(last.log, 1) ==
          "You played the K♣; it stays on the table. The deal is over. Ana captured last: the "
          "last cards on the table (K♣) go to the same pile, without a chkobba.");
    CHECK(words(last.banner, 1) == "Ana captured last: K♣");
  }
  SECTION("seen by the capturer") {
    const MoveRecord q = move(*state, "play QH", 0);
    const session::MoveWords w = session::chkobba_move_words(q);
    CHECK(words(w.log, 0) == "You played the Q♥ and took 2♦ + 6♠ — chkobba!");
    CHECK(words(w.banner, 0) == "Chkobba! You swept the table");
  }
}

TEST_CASE("The worked example's deal end: each category, who got it and why, with the counts") {
  auto state = worked_example();
  move(*state, "play QH", 0);
  const MoveRecord last = move(*state, "play KC", 0);
  REQUIRE(last.round_ended);
  const ChkobbaDealEnd end = session::chkobba_deal_end(last);
  CHECK(end.deal == 1);
  CHECK(end.counts[0].cards == 22);
  CHECK(end.counts[1].cards == 18);
  CHECK(end.leftovers == cards("KC"));
  CHECK(end.leftovers_to == 0);
  CHECK(end.points == std::array<int, 2>{5, 0});
  CHECK(end.totals == std::array<int, 2>{22, 10});
  REQUIRE(end.categories.size() == 5);
  std::vector<std::string> why;
  for (const auto& c : end.categories) {
    CHECK(c.points[1] == 0);
    CHECK(c.points[0] == 1);
    why.push_back(say(Phrase(c.name_key), Naming{0, 2}) + ": " + words(c.why, 0));
  }
  CHECK(why == std::vector<std::string>{
                   "Cards: You: 22 cards against 18 — more than 20.",
                   "Diamonds: You: 6 diamonds against 4 — more than 5.",
                   "Bermila: You: sevens 2 each, then 3 sixes against 1.",
                   "7ayya: You took the 7♦, the 7ayya.",
                   "Chkobbas: You 1, Ana 0: a point for each.",
               });
  CHECK(words(end.outcome, 0) == "You reached 21: 22 against 10. The match is over.");
  // The other player's view of the same deal names the sides the other way round.
  const ChkobbaDealEnd theirs = [&] {
    auto again = worked_example();
    move(*again, "play QH", 1);
    return session::chkobba_deal_end(move(*again, "play KC", 1));
  }();
  CHECK(words(theirs.categories[0].why, 1) == "Ana: 22 cards against 18 — more than 20.");
  CHECK(words(theirs.outcome, 1) == "Ana reached 21: 22 against 10. The match is over.");
}

TEST_CASE("A deal nobody captured in: nobody gets the leftovers, nobody scores") {
  ChkobbaPosition p = play_position();
  p.table = sorted<kChkobbaMaxTable>("7D 6S");
  p.hands[0] = sorted<3>("AC");
  p.hands[1] = sorted<3>("2H");
  auto state = state_at(p);
  move(*state, "play AC", 0);
  const MoveRecord last = move(*state, "play 2H", 0);
  CHECK(words(session::chkobba_move_words(last).log, 0) ==
        "Ana played the 2♥; it stays on the table. The deal is over: nobody captured, so the "
        "last cards on the table (A♣ 2♥ 6♠ 7♦) go to nobody.");
  // The engine tells each leftover collected to where it lies (no side's captures).
  int stayed = 0;
  for (const MoveEvent& e : last.events) {
    if (e.kind != MoveEvent::Kind::kCollect) continue;
    CHECK(e.from.area() == CardPlace::Area::kTable);
    CHECK(e.to == e.from);
    ++stayed;
  }
  CHECK(stayed == 4);
  const ChkobbaDealEnd end = session::chkobba_deal_end(last);
  CHECK(end.leftovers_to == -1);
  CHECK(end.points == std::array<int, 2>{0, 0});
  std::vector<std::string> why;
  for (const auto& c : end.categories) why.push_back(words(c.why, 0));
  CHECK(why == std::vector<std::string>{
                   "0 cards each: nobody.",
                   "0 diamonds each: nobody.",
                   "Sevens 0 each and sixes 0 each: nobody.",
                   "Nobody took the 7♦: it was left on the table.",
                   "No chkobba this deal.",
               });
  CHECK(end.outcome.empty());  // nobody at 21: the match goes on
}

TEST_CASE("The match's end in words: one side at 21, both past 21, equal totals play on") {
  using session::chkobba_outcome;
  CHECK(words(chkobba_outcome({21, 20}, {0}, 2, 0), 0) ==
        "You reached 21: 21 against 20. The match is over.");
  CHECK(words(chkobba_outcome({21, 23}, {1}, 2, 0), 0) ==
        "Both sides passed 21; the higher total wins. Ana: 23 against 21.");
  CHECK(words(chkobba_outcome({22, 22}, {}, 2, 0), 0) ==
        "Both sides passed 21 with 22 each: equal totals play on, another deal.");
  CHECK(chkobba_outcome({19, 20}, {}, 2, 0).empty());
  // 2×2: a side is its two members, the human's first ("You and Bo"; the others "Ana and Cy").
  CHECK(words(chkobba_outcome({25, 21}, {0}, 4, 0), 0, 4) ==
        "Both sides passed 21; the higher total wins. You and Bo: 25 against 21.");
  CHECK(words(chkobba_outcome({18, 21}, {1}, 4, 0), 0, 4) ==
        "Ana and Cy reached 21: 21 against 18. The match is over.");
}

TEST_CASE("2×2: the partners' side words, and a tie of cards at 20 each") {
  // Seat 2 (the human's partner, Bo) plays the deal's last card onto a table it clears — not a
  // chkobba — leaving 20 cards against 20, 5 diamonds against 5, sevens and sixes 2 each.
  CardSet spades_hearts = 0;
  for (int value = 1; value <= 10; ++value) {
    spades_hearts |= card_bit(make_chkobba_card(value, Suit::kSpades));
    spades_hearts |= card_bit(make_chkobba_card(value, Suit::kHearts));
  }
  const CardSet side0 = (spades_hearts & ~set_of("AH 2H 3H 4H 5H KS QS QH")) | set_of("AD 2D 3D 4D 5D");
  const CardSet rest = ~(side0 | set_of("KS QC 2C")) & ((CardSet{1} << 40) - 1);
  ChkobbaPosition p = play_position(4);
  p.to_move = 2;
  p.hands[2] = sorted<3>("KS");
  p.table = sorted<kChkobbaMaxTable>("QC 2C");
  p.piles = {side0, rest};
  p.last_capturer = 1;
  auto state = state_at(p);
  const MoveRecord last = move(*state, "play KS", 0);
  REQUIRE(last.round_ended);
  CHECK(words(session::chkobba_move_words(last).log, 0, 4) ==
        "Bo played the K♠ and took 2♣ + Q♣. The deal is over.");
  const ChkobbaDealEnd end = session::chkobba_deal_end(last);
  CHECK(end.members[0] == std::vector<int>{0, 2});
  CHECK(end.counts[0].cards == 20);
  CHECK(words(end.categories[0].why, 0, 4) == "20 cards each: nobody.");
  CHECK(words(end.categories[1].why, 0, 4) == "5 diamonds each: nobody.");
  CHECK(words(end.categories[2].why, 0, 4) == "Sevens 2 each and sixes 2 each: nobody.");
  CHECK(words(end.categories[3].why, 0, 4) == "Ana and Cy took the 7♦, the 7ayya.");
  CHECK(words(end.categories[4].why, 0, 4) == "No chkobba this deal.");
}
