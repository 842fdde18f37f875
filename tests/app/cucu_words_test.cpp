// Cardavia — the Cucù table's words, as the player reads them (English): the showdown of a round
// for every case of the rules' "End of the round" (the lowest card, a tie, the fool tying the
// lowest, the fool alone among cuckoos, two fools at 14½, an insured zero paid by the innkeeper,
// insured by a knocked-out innkeeper, a dead card, a lone live card, the cuckoo that never loses,
// a seat out of the match, the revival), and the log line of each request and answer: exchanges
// seen by each side, horses passed, the top of the pack, the cuckoo, the hunter's shot, the cat's
// undo, the inn's suspension with its keep, insure, accept and refuse, the dealer's turn.
//
// The matches are stacked (tests/cucu/cucu_test_util.h: four players, seat 3 deals, the first
// cards listed go to seats 0, 1, 2, 3); the human sits at seat 0 unless a test says otherwise, so
// seats 1, 2, 3 are Ana, Bo and Cy.
#include <catch2/catch.hpp>

#include "app/table/words.h"
#include "session/cucu/cucu_moves.h"
#include "session/cucu/cucu_round.h"
#include "session/move_record.h"
#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;
using namespace cardavia::cucu_test;
using cardavia::app::table::Naming;
using cardavia::app::table::say;
using cardavia::session::MoveRecord;

namespace {

using Lives = std::vector<int>;

// Plays "<seat> <action>" and returns its record for the human at `human`.
MoveRecord move(CucuState& state, int seat, const std::string& action, int human) {
  REQUIRE(state.current_player() == seat);
  const Result<Action> parsed = state.parse_action(action);
  REQUIRE(parsed.ok());
  REQUIRE(state.is_legal(parsed.value()));
  return session::apply_recorded(state, parsed.value(), human);
}

std::string log_line(CucuState& state, int seat, const std::string& action, int human = 0) {
  const MoveRecord r = move(state, seat, action, human);
  return say(session::cucu_move_words(r).log, Naming{human, state.num_players()});
}

// Each seat's showdown words, one string per seat ("-1 | words …"), for the human at `human`.
std::vector<std::string> showdown(const CucuState& state, int human = 0) {
  const auto obs = state.observation(human);
  const session::CucuRoundWords words =
      session::cucu_round_words(static_cast<const CucuObservation&>(*obs));
  const Naming naming{human, state.num_players()};
  std::vector<std::string> out;
  for (const session::CucuSeatWords& seat : words.seats) {
    // Appended, not "-" + …: GCC 12 warns falsely (-Wrestrict) on a literal plus a string.
    std::string line(1, '-');
    line += std::to_string(seat.lost);
    line += " |";
    for (const session::Phrase& p : seat.words) {
      line += ' ';
      line += say(p, naming);
    }
    out.push_back(line);
  }
  if (!words.revival.empty()) out.push_back(say(words.revival, naming));
  return out;
}

}  // namespace

// [SECTION] The showdown in words

TEST_CASE("Showdown words: the lowest card, a tie, a safe card, the cuckoo that never loses") {
  auto t = make_match(4, 3, {stacked_deck({"3", "3", "5", "cuckoo"})});
  all_keep(*t);
  CHECK(showdown(*t) == std::vector<std::string>{
                            "-1 | Tied for the lowest card: loses a life.",
                            "-1 | Tied for the lowest card: loses a life.",
                            "-0 | Above the lowest card: safe.",
                            "-0 | The Cuckoo never loses a life.",
                        });
  auto u = make_match(4, 3, {stacked_deck({"zero", "bucket", "mask", "lion"})});
  all_keep(*u);
  CHECK(showdown(*u)[3] == "-1 | The lowest card: loses a life.");
}

TEST_CASE("Showdown words: one fool ties with the lowest, or loses alone among cuckoos") {
  auto t = make_match(4, 3, {stacked_deck({"fool", "3", "5", "7"})});
  all_keep(*t);
  CHECK(showdown(*t)[0] == "-1 | The Fool ties with the lowest card: loses a life.");
  CHECK(showdown(*t)[1] == "-1 | The lowest card: loses a life.");
  auto u = make_match(3, 2, {stacked_deck({"cuckoo", "fool", "cuckoo"})});
  all_keep(*u);
  CHECK(showdown(*u)[1] == "-1 | The Fool, with only Cuckoos beside it: loses a life.");
}

TEST_CASE("Showdown words: two fools at 14 and a half") {
  auto t = make_match(4, 3, {stacked_deck({"fool", "fool", "hunter", "cuckoo"})});
  all_keep(*t);
  CHECK(showdown(*t) == std::vector<std::string>{
                            "-0 | Two Fools rank 14\xc2\xbd, above all but the Cuckoo: safe.",
                            "-0 | Two Fools rank 14\xc2\xbd, above all but the Cuckoo: safe.",
                            "-1 | The lowest card: loses a life.",
                            "-0 | The Cuckoo never loses a life.",
                        });
  auto u = make_match(3, 2, {stacked_deck({"fool", "cuckoo", "fool"})});
  all_keep(*u);
  CHECK(showdown(*u)[0] == "-1 | Two Fools rank 14\xc2\xbd, and nothing lower is live: loses a life.");
}

TEST_CASE("Showdown words: an insured zero paid by the innkeeper, seen from each side") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "5"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "accept");
  all_keep(*t);
  CHECK(showdown(*t, 0) == std::vector<std::string>{
                               "-0 | The Zero loses, but it is insured: Ana loses the life instead.",
                               "-1 | Above the lowest card: safe. Pays for your insured Zero: loses a life.",
                               "-0 | Above the lowest card: safe.",
                               "-0 | Above the lowest card: safe.",
                           });
  CHECK(showdown(*t, 1)[0] == "-0 | The Zero loses, but it is insured: you lose the life instead.");
  CHECK(showdown(*t, 2)[1] ==
        "-1 | Above the lowest card: safe. Pays for Bo's insured Zero: loses a life.");
}

TEST_CASE("Showdown words: a zero insured by an innkeeper knocked out since, nobody pays") {
  // Seat 0 insures its zero with seat 1, who accepts, then asks the hunter at seat 2 with its last
  // life: seat 1's card is dead, and the zero is spared all the same.
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "hunter", "5"})}, Lives{3, 1, 3, 3});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "accept");
  play(*t, 1, "ask");
  play(*t, 2, "keep");
  play(*t, 3, "keep");
  const std::vector<std::string> words = showdown(*t);
  CHECK(words[0] == "-0 | The Zero loses, but it is insured by Ana, who is out: nobody loses the life.");
  CHECK(words[1] ==
        "-1 | Shot by a Hunter during the round: lost a life. Knocked out during the round: the "
        "card is dead and takes no part.");
}

TEST_CASE("Showdown words: a dead card, a lone live card, a cat's life, and everybody back") {
  auto t = make_match(2, 1, {stacked_deck({"5", "cat"})}, Lives{1, 1});
  play(*t, 0, "ask");
  play(*t, 1, "keep");
  CHECK(showdown(*t) == std::vector<std::string>{
                            "-1 | Scratched by a Cat during the round: lost a life. Knocked out "
                            "during the round: the card is dead and takes no part.",
                            "-1 | The only live card, so the lowest: loses a life.",
                            "Everyone still in reached zero together: all the players come back "
                            "with three lives!",
                        });
}

TEST_CASE("Showdown words: a seat out of the match, and the lone cuckoo that never loses") {
  auto t = make_match(4, 0, {stacked_deck({"5", "6", "7", "8"})}, Lives{3, 0, 3, 3});
  all_keep(*t);
  CHECK(showdown(*t)[1] == "-0 | Out of the match: sat this round out.");
  // Seats 1 and 2 out; the dealer's hunter knocks seat 0 out, and the dealer takes a cuckoo.
  auto u = make_match(4, 3, {stacked_deck({"3", "hunter", "cuckoo"})}, Lives{1, 0, 0, 1});
  play(*u, 0, "ask");
  play(*u, 3, "deck");
  CHECK(showdown(*u)[3] == "-0 | The Cuckoo never loses a life.");
  CHECK(showdown(*u)[0] ==
        "-1 | Shot by a Hunter during the round: lost a life. Knocked out during the round: the "
        "card is dead and takes no part.");
}

// [SECTION] The log of each request and answer

TEST_CASE("Log words: an exchange, as each side and a third seat see it") {
  auto t = make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  CHECK(log_line(*t, 0, "ask", 0) == "You ask Ana and exchange: you get the VII.");
  auto u = make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  CHECK(log_line(*u, 0, "ask", 1) == "Cy asks you and you exchange: you get the III.");
  auto v = make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  CHECK(log_line(*v, 0, "ask", 2) == "Bo asks Cy: they exchange cards.");
  CHECK(log_line(*v, 1, "keep", 2) == "Cy keeps their card.");
  CHECK(log_line(*v, 2, "keep", 2) == "You keep your card.");
}

TEST_CASE("Log words: the cuckoo, the hunter's shot, and a last life lost") {
  auto t = make_match(4, 3, {stacked_deck({"3", "cuckoo", "5", "6"})});
  const MoveRecord r = move(*t, 0, "ask", 1);
  const auto words = session::cucu_move_words(r);
  CHECK(say(words.log, Naming{1, 4}) == "Cy asks you: your Cuckoo refuses.");
  CHECK(say(words.banner, Naming{1, 4}) == "Cucù! Your Cuckoo refuses the exchange.");
  auto u = make_match(4, 3, {stacked_deck({"3", "hunter", "5", "6"})}, Lives{1, 3, 3, 3});
  const MoveRecord shot = move(*u, 0, "ask", 0);
  CHECK(say(session::cucu_move_words(shot).log, Naming{0, 4}) ==
        "You ask Ana: Ana's Hunter refuses and shoots; you lose a life. You have no lives left: "
        "your card is dead for the rest of the round.");
  CHECK(say(session::cucu_move_words(shot).banner, Naming{0, 4}) ==
        "Hunter! It refuses and shoots: you lose a life.");
  CHECK(shot.shown == std::vector<AnyCard>{AnyCard::of(CuccuCard{CuccuRank::kHunter})});
}

TEST_CASE("Log words: horses passed, and the top of the pack past the dealer's horse") {
  auto t = make_match(4, 3, {stacked_deck({"5", "horse", "3", "cat"})});
  CHECK(log_line(*t, 0, "ask", 0) ==
        "You ask Ana, whose Horse passes the request on. You ask Bo and exchange: you get the "
        "III.");
  auto u = make_match(4, 3, {stacked_deck({"5", "6", "horse", "horse"}, {"cuckoo"})});
  play(*u, 0, "keep");
  const MoveRecord top = move(*u, 1, "ask", 2);
  CHECK(say(session::cucu_move_words(top).log, Naming{2, 4}) ==
        "Cy asks you, and your Horse passes the request on. Cy asks Ana, whose Horse passes the "
        "request on. Cy exchanges with the top card of the pack.");
  CHECK(say(session::cucu_move_words(top).banner, Naming{2, 4}) ==
        "Horse! You are passed over: the request moves on.");
}

TEST_CASE("Log words: the cat's refusal and the exchanges it undoes") {
  auto t = make_match(4, 3, {stacked_deck({"2", "4", "6", "cat"})});
  play(*t, 0, "ask");
  play(*t, 1, "ask");
  const MoveRecord r = move(*t, 2, "ask", 0);
  CHECK(say(session::cucu_move_words(r).log, Naming{0, 4}) ==
        "Bo asks Cy: Cy's Cat refuses and scratches; Bo loses a life. The 2 exchanges that brought "
        "that card are undone, the latest first.");
  CHECK(say(session::cucu_move_words(r).banner, Naming{0, 4}) ==
        "Cat! It refuses: Bo loses a life, and the exchanges go back.");
  auto u = make_match(4, 3, {stacked_deck({"2", "cat", "6", "7"})});
  CHECK(log_line(*u, 0, "ask", 1) ==
        "Cy asks you: your Cat refuses and scratches; Cy loses a life.");
}

TEST_CASE("Log words: the inn suspends — keep, insure, accept and refuse") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "5"})});
  CHECK(log_line(*t, 0, "ask", 0) == "You ask Ana: Ana's Inn suspends the exchange.");
  CHECK(log_line(*t, 0, "insure", 0) == "You show your Zero and ask Ana to insure it.");
  CHECK(log_line(*t, 1, "accept", 0) ==
        "Ana accepts: if your Zero loses, Ana loses the life instead.");
  auto u = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "5"})});
  CHECK(log_line(*u, 0, "ask", 1) == "Cy asks you: your Inn suspends the exchange.");
  CHECK(log_line(*u, 0, "insure", 1) == "Cy shows a Zero and asks you to insure it.");
  CHECK(log_line(*u, 1, "refuse", 1) == "You refuse: Cy takes the Inn and you take the Zero.");
  auto v = make_match(4, 3, {stacked_deck({"3", "inn", "4", "5"})});
  CHECK(log_line(*v, 0, "ask", 2) == "Bo asks Cy: Cy's Inn suspends the exchange.");
  CHECK(log_line(*v, 0, "keep", 2) == "Bo withdraws the request: both keep their cards.");
}

TEST_CASE("Log words: the dealer's turn, and the round's first line") {
  auto t = make_match(4, 3, {stacked_deck({"3", "4", "5", "6", "9"})});
  const Naming naming{3, 4};
  auto obs = t->observation(3);
  CHECK(say(session::cucu_round_start(*obs), naming) == "Round 1: You deal; Ana plays first.");
  play(*t, 0, "keep");
  play(*t, 1, "keep");
  play(*t, 2, "keep");
  const MoveRecord r = move(*t, 3, "deck", 3);
  CHECK(say(session::cucu_move_words(r).log, naming) ==
        "You take the next card from the pack: the IX.");
  CHECK(r.round_ended);
  obs = t->observation(3);
  CHECK(say(session::cucu_round_start(*obs), naming) == "Round 2: Ana deals; Bo plays first.");
  obs = t->observation(1);
  CHECK(say(session::cucu_round_start(*obs), Naming{1, 4}) == "Round 2: Cy deals; you play first.");
}
