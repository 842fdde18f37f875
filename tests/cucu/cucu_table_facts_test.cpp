// Cucù: the public facts the table reads through the observation (core/cucu/cucu.h, "What
// everybody saw"): the deal as play reaches each player and the pack on the table, the last
// request (horses passed, who answered and how, a cat's undone exchanges), and each seat's verdict
// at the end of the last round. Four players, seat 3 deals unless a test says otherwise.
#include <catch2/catch.hpp>

#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;
using namespace cardavia::cucu_test;

namespace {

using Lives = std::vector<int>;

CucuVerdict verdict(const CucuState& state, int seat) { return state.last_outcome(seat).verdict; }

std::vector<int> reached(const CucuState& state) {
  std::vector<int> out;
  for (int seat = 0; seat < state.num_players(); ++seat) out.push_back(state.reached(seat) ? 1 : 0);
  return out;
}

}  // namespace

// [SECTION] The deal as play reaches each player

TEST_CASE("TheTableDealsEachCardWhenPlayReachesItsPlayer", "[cucu][table]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  CHECK(reached(*t) == std::vector<int>{1, 0, 0, 0});
  CHECK(t->pack_on_table() == 39);
  play(*t, 0, "ask");  // asks seat 1: its card is dealt for the exchange
  CHECK(reached(*t) == std::vector<int>{1, 1, 0, 0});
  CHECK(t->pack_on_table() == 38);
  play(*t, 1, "keep");
  CHECK(reached(*t) == std::vector<int>{1, 1, 1, 0});
  play(*t, 2, "keep");
  CHECK(reached(*t) == std::vector<int>{1, 1, 1, 1});
  CHECK(t->pack_on_table() == 36);
  play(*t, 3, "deck");  // the dealer takes the next card: the round ends, the next is dealt
  CHECK(t->dealer() == 0);
  CHECK(reached(*t) == std::vector<int>{0, 1, 0, 0});
}

TEST_CASE("AHorsePassedReachesTheNextPlayerAndTheTopCardLeavesThePack", "[cucu][table][horse]") {
  auto t = make_match(4, 3, {stacked_deck({"5", "horse", "3", "cat"})});
  play(*t, 0, "ask");
  CHECK(reached(*t) == std::vector<int>{1, 1, 1, 0});
  const CucuRequest& r = t->last_request();
  CHECK(r.requester == 0);
  REQUIRE(r.passed_count == 1);
  CHECK(r.passed[0] == 1);
  CHECK(r.target == 2);
  CHECK(r.answer == CucuAnswer::kExchange);
  // A horse held by the dealer: the requester takes the pack's top card.
  auto u = make_match(4, 3, {stacked_deck({"5", "6", "7", "horse"}, {"cuckoo"})});
  play(*u, 0, "keep");
  play(*u, 1, "keep");
  CHECK(u->pack_on_table() == 37);
  play(*u, 2, "ask");
  CHECK(u->last_request().answer == CucuAnswer::kTopCard);
  CHECK(u->last_request().target == -1);
  CHECK(u->last_request().passed[0] == 3);
  CHECK(u->pack_on_table() == 35);  // the dealer's card dealt, the top card taken
  CHECK(u->set_aside_count() == 1);
  CHECK(card(*u, 2) == "cuckoo");
}

TEST_CASE("TheLastRequestRecordsEachAnswerAndACatsUndoneExchanges", "[cucu][table][cat]") {
  auto t = make_match(4, 3, {stacked_deck({"2", "4", "6", "cat"})});
  play(*t, 0, "ask");
  play(*t, 1, "ask");
  play(*t, 2, "ask");
  const CucuRequest& r = t->last_request();
  CHECK(r.requester == 2);
  CHECK(r.target == 3);
  CHECK(r.answer == CucuAnswer::kCat);
  REQUIRE(r.undone_count == 2);
  // Latest first: 1 ↔ 2, then 0 ↔ 1, each with the tokens held before it (tokens 0–3 were dealt
  // to seats 0–3).
  CHECK(r.undone[0].requester == 1);
  CHECK(r.undone[0].target == 2);
  CHECK(r.undone[0].requester_token == 0);  // seat 1 held seat 0's 2 …
  CHECK(r.undone[0].target_token == 2);     // … and seat 2 its own 6
  CHECK(r.undone[1].requester == 0);
  CHECK(r.undone[1].target == 1);
  CHECK(r.undone[1].requester_token == 0);
  CHECK(r.undone[1].target_token == 1);
  for (const auto& [deck, answer] :
       std::vector<std::pair<std::string, CucuAnswer>>{{"cuckoo", CucuAnswer::kCuckoo},
                                                       {"hunter", CucuAnswer::kHunter},
                                                       {"inn", CucuAnswer::kInn}}) {
    auto u = make_match(4, 3, {stacked_deck({"3", deck, "5", "6"})});
    play(*u, 0, "ask");
    CHECK(u->last_request().answer == answer);
    CHECK(u->last_request().target == 1);
    CHECK(u->innkeeper() == (answer == CucuAnswer::kInn ? 1 : -1));
  }
}

// [SECTION] The verdicts of the last round's end

TEST_CASE("VerdictsLowestTiedSafeAndTheCuckoo", "[cucu][table][score]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "3", "5", "cuckoo"})});
  all_keep(*t);
  CHECK(verdict(*t, 0) == CucuVerdict::kTied);
  CHECK(verdict(*t, 1) == CucuVerdict::kTied);
  CHECK(verdict(*t, 2) == CucuVerdict::kSafe);
  CHECK(verdict(*t, 3) == CucuVerdict::kCuckoo);
  CHECK(t->last_outcome(2).card == CuccuRank::kFive);
  CHECK(t->last_outcome(0).lost == 1);
  CHECK_FALSE(t->last_round_revived());
  auto u = make_match(4, 3, {stacked_deck({"zero", "bucket", "mask", "lion"})});
  all_keep(*u);
  CHECK(verdict(*u, 3) == CucuVerdict::kLowest);
  CHECK(verdict(*u, 0) == CucuVerdict::kSafe);
}

TEST_CASE("VerdictsOfTheFools", "[cucu][table][score][fool]") {
  auto t = make_match(4, 3, {stacked_deck({"fool", "3", "5", "3"})});
  all_keep(*t);
  CHECK(verdict(*t, 0) == CucuVerdict::kFoolTies);
  CHECK(verdict(*t, 1) == CucuVerdict::kTied);
  CHECK(verdict(*t, 3) == CucuVerdict::kTied);
  auto alone = make_match(3, 2, {stacked_deck({"cuckoo", "fool", "cuckoo"})});
  all_keep(*alone);
  CHECK(verdict(*alone, 1) == CucuVerdict::kFoolAlone);
  auto two = make_match(4, 3, {stacked_deck({"fool", "fool", "hunter", "cuckoo"})});
  all_keep(*two);
  CHECK(verdict(*two, 0) == CucuVerdict::kTwoFoolsSafe);
  CHECK(verdict(*two, 2) == CucuVerdict::kLowest);
  auto lowest = make_match(3, 2, {stacked_deck({"fool", "cuckoo", "fool"})});
  all_keep(*lowest);
  CHECK(verdict(*lowest, 0) == CucuVerdict::kTwoFoolsLowest);
  CHECK(verdict(*lowest, 2) == CucuVerdict::kTwoFoolsLowest);
}

TEST_CASE("VerdictsOfDeadCardsLoneCardsAndTheRevival", "[cucu][table][score]") {
  // Seat 0's last life goes to the hunter: its card is dead.
  auto t = make_match(3, 2, {stacked_deck({"lion", "hunter", "cuckoo"})}, Lives{1, 3, 3});
  play(*t, 0, "ask");
  play(*t, 1, "keep");
  play(*t, 2, "keep");
  CHECK(verdict(*t, 0) == CucuVerdict::kDead);
  CHECK(t->last_outcome(0).lost_now_to == CucuAnswer::kHunter);
  CHECK(t->last_outcome(0).lost == 1);
  CHECK(verdict(*t, 1) == CucuVerdict::kLowest);
  CHECK(verdict(*t, 2) == CucuVerdict::kCuckoo);
  // Everyone but the dealer knocked out by cats: the dealer's lone card is the lowest; at its last
  // life, everybody comes back.
  auto u = make_match(2, 1, {stacked_deck({"5", "cat"})}, Lives{1, 1});
  play(*u, 0, "ask");
  play(*u, 1, "keep");
  CHECK(verdict(*u, 0) == CucuVerdict::kDead);
  CHECK(u->last_outcome(0).lost_now_to == CucuAnswer::kCat);
  CHECK(verdict(*u, 1) == CucuVerdict::kLoneCard);
  CHECK(u->last_round_revived());
  CHECK(u->lives(0) == 3);
  // A seat out of the match has no part in the round.
  auto v = make_match(4, 0, {stacked_deck({"5", "6", "7", "8"})}, Lives{3, 0, 3, 3});
  all_keep(*v);
  CHECK(verdict(*v, 1) == CucuVerdict::kOut);
}

TEST_CASE("AnInsuredZeroIsPaidByTheInnkeeper", "[cucu][table][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "5"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "accept");
  play(*t, 1, "keep");
  play(*t, 2, "keep");
  play(*t, 3, "keep");
  CHECK(verdict(*t, 0) == CucuVerdict::kLowest);
  CHECK(t->last_outcome(0).insured_by == 1);
  CHECK(t->last_outcome(0).lost == 0);
  CHECK(t->last_outcome(1).lost == 1);
  CHECK(verdict(*t, 1) == CucuVerdict::kSafe);
}

TEST_CASE("TheNewFactsAreInTheObservationAndItsText", "[cucu][table][observation]") {
  auto t = make_match(4, 3, {stacked_deck({"2", "4", "6", "cat"})});
  play(*t, 0, "ask");
  const auto obs = t->observation(3);
  const auto& o = static_cast<const CucuObservation&>(*obs);
  CHECK(o.reached(1));
  CHECK_FALSE(o.reached(2));
  CHECK(o.last_request().answer == CucuAnswer::kExchange);
  CHECK(o.pack_on_table() == 38);
  CHECK_FALSE(o.knows_token(o.token_of(0)));  // seat 3 saw nothing of the 0 ↔ 1 exchange
  CHECK(o.knows_token(o.token_of(3)));
  const std::string text = o.to_string();
  CHECK(text.find("reached 1 1 0 0\n") != std::string::npos);
  CHECK(text.find("last request 0 passed target 1 answer 1 undone\n") != std::string::npos);
}
