// Cucù: one test per rule and per Decision of shared/spec/rules-cucu.md, on stacked decks.
// Unless a test says otherwise: four players, seat 3 deals, so play goes 0, 1, 2, 3 and the first
// four cards listed are dealt to seats 0, 1, 2, 3.
#include <catch2/catch.hpp>

#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;
using namespace cardavia::cucu_test;

namespace {
using Lives = std::vector<int>;

const RoundResult& last_round(const CucuState& state) {
  REQUIRE_FALSE(state.rounds().empty());
  return state.rounds().back();
}

}  // namespace

// [SECTION] Dealing and the turn

TEST_CASE("DealFromTheBottomInPlayOrderDealerLast", "[cucu][deal]") {
  auto t = make_match(4, 1, {stacked_deck({"1", "2", "3", "4", "5"})});
  CHECK(t->dealer() == 1);
  CHECK(card(*t, 2) == "1");
  CHECK(card(*t, 3) == "2");
  CHECK(card(*t, 0) == "3");
  CHECK(card(*t, 1) == "4");
  CHECK(t->current_player() == 2);
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "ask"});
}

TEST_CASE("EachPlayerActsOnceDealerLast", "[cucu][turn]") {
  auto t = make_match(4, 1, {stacked_deck({"1", "2", "3", "4", "5"})});
  play(*t, 2, "keep");
  play(*t, 3, "keep");
  play(*t, 0, "keep");
  CHECK(t->current_player() == 1);
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "deck"});
  play(*t, 1, "keep");
  REQUIRE(t->rounds().size() == 1);
  // The lowest card, the 1 of seat 2, loses; the deal passes to seat 2.
  CHECK(last_round(*t).scores == Lives{0, 0, 1, 0});
  CHECK(last_round(*t).totals == Lives{3, 3, 2, 3});
  CHECK(t->dealer() == 2);
  CHECK(t->current_player() == 3);
}

TEST_CASE("DealerDeckTakesTheNextBottomCardWithoutEffect", "[cucu][dealer]") {
  auto t = make_match(4, 3, {stacked_deck({"1", "2", "3", "4", "hunter"})});
  play(*t, 0, "keep");
  play(*t, 1, "keep");
  play(*t, 2, "keep");
  play(*t, 3, "deck");
  // The hunter was simply taken: nobody lost a life at once; the 1 loses at the end.
  CHECK(last_round(*t).scores == Lives{1, 0, 0, 0});
}

TEST_CASE("DealerDeckTakesACuckooWithoutEffect", "[cucu][dealer]") {
  auto t = make_match(2, 1, {stacked_deck({"5", "4", "cuckoo"})});
  play(*t, 0, "keep");
  play(*t, 1, "deck");
  // The dealer now holds the cuckoo, which never loses: the 5 is the lowest card.
  CHECK(last_round(*t).scores == Lives{1, 0});
}

// [SECTION] The target's card

TEST_CASE("OrdinaryCardIsExchanged", "[cucu][ordinary]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  play(*t, 0, "ask");
  CHECK(card(*t, 0) == "7");
  CHECK(card(*t, 1) == "3");
  CHECK(t->current_player() == 1);
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 1, 0, 0});
}

TEST_CASE("FoolZeroAndNegativesAreOrdinaryTargets", "[cucu][ordinary]") {
  for (const char* target : {"fool", "zero", "lion", "mask", "bucket", "10"}) {
    auto t = make_match(4, 3, {stacked_deck({"3", target, "5", "6"})});
    play(*t, 0, "ask");
    CHECK(card(*t, 0) == target);
    CHECK(card(*t, 1) == "3");
  }
}

TEST_CASE("CuckooRefusesTheExchange", "[cucu][cuckoo]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "cuckoo", "5", "6"})});
  play(*t, 0, "ask");
  CHECK(card(*t, 0) == "3");
  CHECK(card(*t, 1) == "cuckoo");
  CHECK(t->lives(0) == 3);
  CHECK(t->current_player() == 1);
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{1, 0, 0, 0});
}

TEST_CASE("HunterRefusesAndTheRequesterLosesALifeAtOnce", "[cucu][hunter]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "hunter", "5", "6"})});
  play(*t, 0, "ask");
  CHECK(card(*t, 0) == "3");
  CHECK(t->lives(0) == 2);
  CHECK(t->rounds().empty());
  all_keep(*t);
  // The immediate loss and the end-of-round loss are both in the round's scores.
  CHECK(last_round(*t).scores == Lives{2, 0, 0, 0});
  CHECK(last_round(*t).totals == Lives{1, 3, 3, 3});
}

TEST_CASE("HunterKnocksOutALastLifeAndTheCardIsDead", "[cucu][hunter]") {
  auto t = make_match(4, 3, {stacked_deck({"lion", "hunter", "5", "6"})}, Lives{1, 3, 3, 3});
  play(*t, 0, "ask");
  CHECK(t->lives(0) == 0);
  CHECK_FALSE(t->is_terminal());
  CHECK(t->current_player() == 1);
  all_keep(*t);
  // The lion is dead: the 5 is the lowest live card.
  CHECK(last_round(*t).scores == Lives{1, 0, 1, 0});
  CHECK(last_round(*t).totals == Lives{0, 3, 2, 3});
  // Seat 0 sits out: the deal passes from seat 3 to seat 1, and seat 0 gets no card.
  CHECK(t->dealer() == 1);
  CHECK_FALSE(t->in_round(0));
  CHECK(t->token_of(0) == CucuState::kNoToken);
  CHECK(t->current_player() == 2);
}

TEST_CASE("HorseIsPassedOverToTheNextPlayer", "[cucu][horse]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "horse", "7", "6"})});
  play(*t, 0, "ask");
  CHECK(card(*t, 0) == "7");
  CHECK(card(*t, 1) == "horse");
  CHECK(card(*t, 2) == "3");
  // The horse holder acts next, normally.
  CHECK(t->current_player() == 1);
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "ask"});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 0, 1, 0});
}

TEST_CASE("HorseHoldingDealerSendsTheRequesterToTheTopOfThePack", "[cucu][horse]") {
  auto t = make_match(3, 2, {stacked_deck({"3", "horse", "horse"}, {"9"})});
  play(*t, 0, "ask");
  // Past two horses, the last one the dealer's: the requester takes the top card (the last one
  // listed); the dealer keeps the horse and still acts last.
  CHECK(card(*t, 0) == "9");
  CHECK(card(*t, 1) == "horse");
  CHECK(card(*t, 2) == "horse");
  play(*t, 1, "keep");
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "deck"});
  play(*t, 2, "keep");
  CHECK(last_round(*t).scores == Lives{1, 0, 0});
}

TEST_CASE("TopOfThePackHasNoSpecialEffect", "[cucu][horse]") {
  auto t = make_match(2, 1, {stacked_deck({"3", "horse"}, {"hunter"})});
  play(*t, 0, "ask");
  CHECK(card(*t, 0) == "hunter");
  CHECK(t->lives(0) == 3);
  play(*t, 1, "keep");
  // Hunter 14 against horse 13: the horse loses.
  CHECK(last_round(*t).scores == Lives{0, 1});
}

TEST_CASE("CatRefusesAndTheRequesterLosesALifeAtOnce", "[cucu][cat]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "cat", "5", "6"})});
  play(*t, 0, "ask");
  CHECK(card(*t, 0) == "3");
  CHECK(card(*t, 1) == "cat");
  CHECK(t->lives(0) == 2);
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{2, 0, 0, 0});
}

TEST_CASE("CatAfterAChainOfExchangesRestoresEveryCard", "[cucu][cat]") {
  // The longest chain four players allow: 0 → 1 → 2, then 2 asks the cat.
  auto t = make_match(4, 3, {stacked_deck({"2", "4", "6", "cat"})});
  play(*t, 0, "ask");
  play(*t, 1, "ask");
  CHECK(card(*t, 0) == "4");
  CHECK(card(*t, 1) == "6");
  CHECK(card(*t, 2) == "2");
  play(*t, 2, "ask");
  CHECK(t->lives(2) == 2);
  CHECK(card(*t, 0) == "2");
  CHECK(card(*t, 1) == "4");
  CHECK(card(*t, 2) == "6");
  CHECK(card(*t, 3) == "cat");
  play(*t, 3, "keep");
  CHECK(last_round(*t).scores == Lives{1, 0, 1, 0});
}

TEST_CASE("CatChainEndsWhereTheCardWasKept", "[cucu][cat]") {
  auto t = make_match(4, 3, {stacked_deck({"2", "4", "6", "cat"})});
  play(*t, 0, "ask");
  play(*t, 1, "keep");
  play(*t, 2, "ask");
  // Seat 2's card was dealt to it: nothing to undo; the 0 ↔ 1 exchange stands.
  CHECK(card(*t, 0) == "4");
  CHECK(card(*t, 1) == "2");
  CHECK(card(*t, 2) == "6");
  CHECK(t->lives(2) == 2);
}

TEST_CASE("CatPastAHorseUndoesTheExchangeBetweenTheSameTwoPlayers", "[cucu][cat][horse]") {
  auto t = make_match(4, 3, {stacked_deck({"5", "horse", "3", "cat"})});
  play(*t, 0, "ask");  // past the horse: 0 and 2 exchange
  CHECK(card(*t, 0) == "3");
  CHECK(card(*t, 2) == "5");
  play(*t, 1, "keep");
  play(*t, 2, "ask");  // the cat: the 0 ↔ 2 exchange is undone
  CHECK(card(*t, 0) == "5");
  CHECK(card(*t, 1) == "horse");
  CHECK(card(*t, 2) == "3");
  play(*t, 3, "keep");
  CHECK(last_round(*t).scores == Lives{0, 0, 2, 0});
}

TEST_CASE("CatChainFollowsTheCardNotTheSeat", "[cucu][cat][horse]") {
  // 0's request passes the horse to 2; then the horse holder asks 2 and the horse moves forward.
  // The cat undoes only the chain of 2's current card, the horse: the 1 ↔ 2 exchange.
  auto t = make_match(4, 3, {stacked_deck({"5", "horse", "3", "cat"})});
  play(*t, 0, "ask");
  play(*t, 1, "ask");
  CHECK(card(*t, 1) == "5");
  CHECK(card(*t, 2) == "horse");
  play(*t, 2, "ask");
  CHECK(card(*t, 0) == "3");
  CHECK(card(*t, 1) == "horse");
  CHECK(card(*t, 2) == "5");
  play(*t, 3, "keep");
  CHECK(last_round(*t).scores == Lives{1, 0, 1, 0});
}

TEST_CASE("CatChainIncludesAnExchangeForcedByARefusedInsurance", "[cucu][cat][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "cat"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "refuse");
  play(*t, 1, "ask");
  CHECK(card(*t, 0) == "inn");
  CHECK(card(*t, 1) == "4");
  CHECK(card(*t, 2) == "zero");
  play(*t, 2, "ask");
  CHECK(card(*t, 0) == "zero");
  CHECK(card(*t, 1) == "inn");
  CHECK(card(*t, 2) == "4");
  play(*t, 3, "keep");
  // The refused insurance protects nothing: the zero's holder loses.
  CHECK(last_round(*t).scores == Lives{1, 0, 1, 0});
}

TEST_CASE("InnSuspendsAndKeepWithdrawsTheRequest", "[cucu][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "6"})});
  play(*t, 0, "ask");
  CHECK(t->phase() == CucuPhase::kInnChoice);
  CHECK(t->current_player() == 0);
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "insure"});
  play(*t, 0, "keep");
  CHECK(card(*t, 0) == "zero");
  CHECK(card(*t, 1) == "inn");
  CHECK(t->current_player() == 1);
  CHECK(t->phase() == CucuPhase::kTurn);
}

TEST_CASE("OnlyAZeroMayBeInsured", "[cucu][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"lion", "inn", "4", "6"})});
  play(*t, 0, "ask");
  CHECK(legal_names(*t) == std::vector<std::string>{"keep"});
  CHECK_FALSE(t->try_apply("insure"));
  CHECK(t->current_player() == 0);
}

TEST_CASE("InsuranceAcceptedTheInnkeeperLosesForTheZero", "[cucu][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "6"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  CHECK(t->phase() == CucuPhase::kInnkeeperAnswer);
  CHECK(legal_names(*t) == std::vector<std::string>{"accept", "refuse"});
  play(*t, 1, "accept");
  CHECK(card(*t, 0) == "zero");
  CHECK(card(*t, 1) == "inn");
  CHECK(t->insured_by(0) == 1);
  CHECK(t->current_player() == 1);
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 1, 0, 0});
  CHECK(last_round(*t).totals == Lives{3, 2, 3, 3});
}

TEST_CASE("InsuranceOnlyPaysWhenTheZeroLoses", "[cucu][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "lion", "6"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "accept");
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 0, 1, 0});
}

TEST_CASE("InsuranceRefusedTheInnkeeperPlaysOnWithTheZero", "[cucu][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "6"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "refuse");
  CHECK(card(*t, 0) == "inn");
  CHECK(card(*t, 1) == "zero");
  CHECK(t->current_player() == 1);
  play(*t, 1, "ask");
  CHECK(card(*t, 1) == "4");
  CHECK(card(*t, 2) == "zero");
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 0, 1, 0});
}

TEST_CASE("InnkeeperWhoseOwnCardLosesToo_LosesTwice", "[cucu][inn][decision]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "fool", "6"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "accept");
  play(*t, 1, "ask");  // the innkeeper takes the fool
  CHECK(card(*t, 1) == "fool");
  all_keep(*t);
  // The fool ties with the zero: one life for the fool, one for the insured zero.
  CHECK(last_round(*t).scores == Lives{0, 2, 0, 0});
  CHECK(last_round(*t).totals == Lives{3, 1, 3, 3});
}

TEST_CASE("InnReachedPastAHorseSuspendsTheSameWay", "[cucu][inn][horse]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "horse", "inn", "6"})});
  play(*t, 0, "ask");
  CHECK(t->phase() == CucuPhase::kInnChoice);
  play(*t, 0, "insure");
  CHECK(t->current_player() == 2);
  play(*t, 2, "refuse");
  CHECK(card(*t, 0) == "inn");
  CHECK(card(*t, 2) == "zero");
  CHECK(t->current_player() == 1);
}

TEST_CASE("InnkeeperDealerRefusesAndStillActsLast", "[cucu][inn]") {
  auto t = make_match(2, 1, {stacked_deck({"zero", "inn"})});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "refuse");
  CHECK(card(*t, 1) == "zero");
  CHECK(t->current_player() == 1);
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "deck"});
  play(*t, 1, "keep");
  CHECK(last_round(*t).scores == Lives{0, 1});
}

TEST_CASE("InsuranceOfAnInnkeeperAlreadyOutStillSparesTheZero", "[cucu][inn][decision]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "hunter", "6"})}, Lives{3, 1, 3, 3});
  play(*t, 0, "ask");
  play(*t, 0, "insure");
  play(*t, 1, "accept");
  play(*t, 1, "ask");  // the hunter knocks the innkeeper out
  CHECK(t->lives(1) == 0);
  play(*t, 2, "keep");
  play(*t, 3, "keep");
  // The zero is the lowest live card; its insurer has no life left to pay, and nobody else pays.
  CHECK(last_round(*t).scores == Lives{0, 1, 0, 0});
  CHECK(last_round(*t).totals == Lives{3, 0, 3, 3});
}

// [SECTION] End of the round

TEST_CASE("EachLowestCardLosesTiesIncluded", "[cucu][score]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "3", "5", "6"})});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{1, 1, 0, 0});
}

TEST_CASE("NegativesRankBelowZero", "[cucu][score]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "bucket", "mask", "lion"})});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 0, 0, 1});
}

TEST_CASE("TwoCuckoosLoseNothing", "[cucu][score][cuckoo]") {
  auto t = make_match(2, 1, {stacked_deck({"cuckoo", "cuckoo"})});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 0});
  auto u = make_match(3, 2, {stacked_deck({"cuckoo", "10", "cuckoo"})});
  all_keep(*u);
  CHECK(last_round(*u).scores == Lives{0, 1, 0});
}

TEST_CASE("CuckooNeverLosesNextToDeadCards", "[cucu][score][cuckoo]") {
  // Seat 0's lion is dead (the hunter knocked it out): hunter 14 and the cuckoo remain, and the
  // hunter is the lowest card that can lose.
  auto t = make_match(3, 2, {stacked_deck({"lion", "hunter", "cuckoo"})}, Lives{1, 3, 3});
  play(*t, 0, "ask");
  CHECK(t->lives(0) == 0);
  play(*t, 1, "keep");
  play(*t, 2, "keep");
  CHECK(last_round(*t).scores == Lives{1, 1, 0});
}

TEST_CASE("OneFoolTiesWithTheLowestOtherCard", "[cucu][score][fool]") {
  auto t = make_match(4, 3, {stacked_deck({"fool", "3", "5", "3"})});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{1, 1, 0, 1});
}

TEST_CASE("OneFoolAmongCuckoosLosesAlone", "[cucu][score][fool]") {
  auto t = make_match(3, 2, {stacked_deck({"cuckoo", "fool", "cuckoo"})});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 1, 0});
}

TEST_CASE("TwoFoolsRankFourteenAndAHalf", "[cucu][score][fool]") {
  auto t = make_match(4, 3, {stacked_deck({"fool", "fool", "hunter", "cuckoo"})});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 0, 1, 0});
  auto u = make_match(3, 2, {stacked_deck({"fool", "cuckoo", "fool"})});
  all_keep(*u);
  CHECK(last_round(*u).scores == Lives{1, 0, 1});
}

TEST_CASE("PlayersAtZeroSitOutAndTheDealPassesToTheNextLiveSeat", "[cucu][seats]") {
  auto t = make_match(4, 0, {stacked_deck({"5", "6", "7", "8"})}, Lives{3, 0, 3, 3});
  // Dealer 0: play goes 2, 3, 0 (seat 1 sits out).
  CHECK_FALSE(t->in_round(1));
  CHECK(card(*t, 2) == "5");
  CHECK(card(*t, 3) == "6");
  CHECK(card(*t, 0) == "7");
  CHECK(t->current_player() == 2);
  play(*t, 2, "ask");  // the target is seat 3
  CHECK(card(*t, 2) == "6");
  CHECK(card(*t, 3) == "5");
  play(*t, 3, "keep");
  play(*t, 0, "keep");
  CHECK(last_round(*t).scores == Lives{0, 0, 0, 1});
  CHECK(t->dealer() == 2);
  CHECK(t->current_player() == 3);
}

TEST_CASE("EveryoneAtZeroInOneRoundComesBackWithThreeLives", "[cucu][comeback]") {
  auto t = make_match(4, 2, {stacked_deck({"3", "3"})}, Lives{0, 1, 1, 0});
  all_keep(*t);
  CHECK(last_round(*t).scores == Lives{0, 1, 1, 0});
  CHECK(last_round(*t).totals == Lives{3, 3, 3, 3});
  CHECK_FALSE(t->is_terminal());
  // Everybody is dealt in again; the deal passed from seat 2 to seat 3.
  CHECK(t->dealer() == 3);
  for (int seat = 0; seat < 4; ++seat) CHECK(t->in_round(seat));
}

TEST_CASE("ComebackCountsPlayersKnockedOutEarlierInTheRound", "[cucu][comeback]") {
  auto t = make_match(4, 2, {stacked_deck({"4", "hunter", "3", "3"})}, Lives{1, 1, 1, 0});
  play(*t, 0, "ask");  // the hunter knocks seat 0 out
  play(*t, 1, "ask");  // seat 1 takes the 3, seat 2 the hunter
  play(*t, 2, "deck");  // the dealer takes the other 3
  CHECK(last_round(*t).scores == Lives{1, 1, 1, 0});
  CHECK(last_round(*t).totals == Lives{3, 3, 3, 3});
  CHECK_FALSE(t->is_terminal());
}

TEST_CASE("MatchEndsWhenOnePlayerHasLivesLeft", "[cucu][end]") {
  auto t = make_match(2, 1, {stacked_deck({"3", "5"})}, Lives{1, 3});
  all_keep(*t);
  CHECK(t->is_terminal());
  CHECK(t->winners() == std::vector<int>{1});
  CHECK(t->current_player() == GameState::kNobody);
  CHECK(last_round(*t).totals == Lives{0, 3});
}

// [SECTION] Knocked out mid-round: the round goes on, the match is decided at its end

TEST_CASE("HunterKnockingOutTheSecondLastPlayerDoesNotEndTheRound", "[cucu][hunter][end]") {
  // Only seats 0 and 1 have lives; dealer 1, so seat 0 acts first and asks the dealer's hunter.
  auto t = make_match(3, 1, {stacked_deck({"3", "hunter"})}, Lives{1, 2, 0});
  play(*t, 0, "ask");
  CHECK(t->lives(0) == 0);
  CHECK_FALSE(t->is_terminal());
  CHECK(t->winners().empty());
  CHECK(t->rounds().empty());
  // The dealer still acts, last.
  CHECK(t->current_player() == 1);
  CHECK(legal_names(*t) == std::vector<std::string>{"keep", "deck"});
  play(*t, 1, "keep");
  // The hunter is the only live card, so the lowest: it loses a life; the dealer, with one left,
  // is the last player with lives and wins.
  CHECK(last_round(*t).scores == Lives{1, 1, 0});
  CHECK(last_round(*t).totals == Lives{0, 1, 0});
  CHECK(t->is_terminal());
  CHECK(t->winners() == std::vector<int>{1});
  CHECK(t->observation(0)->to_string().find("last showdown ? hunter ?\n") != std::string::npos);
}

TEST_CASE("LoneLiveCardLosingItsLastLifeBringsEveryoneBack", "[cucu][end][comeback]") {
  // Seats 1 and 2 are out from earlier rounds; seat 0 and the dealer, seat 3, have one life each.
  auto t = make_match(4, 3, {stacked_deck({"3", "hunter"})}, Lives{1, 0, 0, 1});
  play(*t, 0, "ask");  // the target is the dealer, the next live seat; its hunter knocks seat 0 out
  CHECK(t->lives(0) == 0);
  CHECK(t->current_player() == 3);
  play(*t, 3, "keep");
  // The lone hunter loses the dealer's last life: everyone in the round reached zero together,
  // and all four come back, seats 1 and 2 too.
  CHECK(last_round(*t).scores == Lives{1, 0, 0, 1});
  CHECK(last_round(*t).totals == Lives{3, 3, 3, 3});
  CHECK_FALSE(t->is_terminal());
  CHECK(t->dealer() == 0);
  for (int seat = 0; seat < 4; ++seat) CHECK(t->in_round(seat));
  CHECK(t->current_player() == 1);
}

TEST_CASE("LoneCuckooLosesNothingAndItsHolderWins", "[cucu][end][cuckoo]") {
  // As above, but the dealer takes a cuckoo from the deck (no effect there).
  auto t = make_match(4, 3, {stacked_deck({"3", "hunter", "cuckoo"})}, Lives{1, 0, 0, 1});
  play(*t, 0, "ask");
  play(*t, 3, "deck");
  CHECK(card(*t, 3) == "cuckoo");
  // The cuckoo never loses, even as the only live card: nobody revives, seat 3 wins.
  CHECK(last_round(*t).scores == Lives{1, 0, 0, 0});
  CHECK(last_round(*t).totals == Lives{0, 0, 0, 1});
  CHECK(t->is_terminal());
  CHECK(t->winners() == std::vector<int>{3});
}

TEST_CASE("LoneFoolLosesLikeAnyLoneCard", "[cucu][end][fool]") {
  auto t = make_match(2, 1, {stacked_deck({"3", "cat", "fool"})}, Lives{1, 2});
  play(*t, 0, "ask");  // the dealer's cat knocks seat 0 out
  play(*t, 1, "deck");
  CHECK(card(*t, 1) == "fool");
  CHECK(last_round(*t).scores == Lives{1, 1});
  CHECK(last_round(*t).totals == Lives{0, 1});
  CHECK(t->winners() == std::vector<int>{1});
}

TEST_CASE("CatKnockingOutTheSecondLastPlayerLeavesTheDealerToPlay", "[cucu][cat][end]") {
  // Only seats 1 and 2 have lives. Dealer 1: seat 2 first, then seat 1 (the dealer).
  auto u = make_match(4, 1, {stacked_deck({"6", "cat"})}, Lives{0, 3, 1, 0});
  CHECK(card(*u, 2) == "6");
  CHECK(card(*u, 1) == "cat");
  play(*u, 2, "ask");
  CHECK(u->lives(2) == 0);
  CHECK_FALSE(u->is_terminal());
  CHECK(u->current_player() == 1);
  play(*u, 1, "keep");
  // The lone cat loses one of the dealer's three lives; seat 1 is the last with lives.
  CHECK(last_round(*u).scores == Lives{0, 1, 1, 0});
  CHECK(last_round(*u).totals == Lives{0, 2, 0, 0});
  CHECK(u->winners() == std::vector<int>{1});
}

TEST_CASE("CatKnockoutBeforeOthersActTheyStillActAndTheSeatIsSkipped", "[cucu][cat][seats]") {
  auto t = make_match(4, 3, {stacked_deck({"5", "lion", "cat", "7"})}, Lives{3, 1, 3, 3});
  play(*t, 0, "ask");  // 0 ↔ 1: seat 0 holds the lion, seat 1 the 5
  play(*t, 1, "ask");  // the cat: the exchange is undone, and seat 1 loses its last life
  CHECK(card(*t, 0) == "5");
  CHECK(card(*t, 1) == "lion");
  CHECK(t->lives(1) == 0);
  CHECK(t->in_round(1));
  CHECK_FALSE(t->live_in_round(1));
  // Nobody can ask seat 1 now: the next player still live after seat 0 is seat 2.
  CHECK(t->next_in_round(0) == 1);
  CHECK(t->next_live_in_round(0) == 2);
  // The others still act, the dealer last.
  CHECK(t->current_player() == 2);
  play(*t, 2, "ask");  // the 7 is ordinary: seat 2 takes it, seat 3 the cat
  CHECK(card(*t, 2) == "7");
  CHECK(card(*t, 3) == "cat");
  play(*t, 3, "keep");
  // The lion is dead: the 5 is the lowest live card.
  CHECK(last_round(*t).scores == Lives{1, 1, 0, 0});
  CHECK(last_round(*t).totals == Lives{2, 0, 3, 3});
  // Next round: the deal passes from seat 3 to seat 0; seat 1 gets no card and play goes 2, 3, 0.
  CHECK(t->dealer() == 0);
  CHECK_FALSE(t->in_round(1));
  CHECK(t->current_player() == 2);
}

// [SECTION] Setup and bad input

TEST_CASE("SetupIsValidatedWithAMessage", "[cucu][setup]") {
  const auto error_of = [](MatchSetup setup) {
    Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
    REQUIRE_FALSE(made.ok());
    return made.error();
  };
  MatchSetup setup;
  setup.players = 5;
  CHECK(error_of(setup).find("2 to 4") != std::string::npos);
  setup.players = 1;
  CHECK(error_of(setup).find("2 to 4") != std::string::npos);
  setup.players = 4;
  setup.set_start("start_lives", {3, 3, 3});
  CHECK(error_of(setup).find("start_lives") != std::string::npos);
  setup.set_start("start_lives", {3, 4, 3, 3});
  CHECK(error_of(setup).find("0 to 3") != std::string::npos);
  setup.set_start("start_lives", {3, -1, 3, 3});
  CHECK(error_of(setup).find("0 to 3") != std::string::npos);
  setup.set_start("start_lives", {0, 0, 2, 0});
  CHECK(error_of(setup).find("at least two") != std::string::npos);
  setup.set_start("start_lives", {0, 2, 2, 0});
  setup.dealer = 0;
  CHECK(error_of(setup).find("no lives") != std::string::npos);
  setup.dealer = 4;
  CHECK(error_of(setup).find("\"dealer\"") != std::string::npos);
  setup.dealer = 1;
  setup.decks = {stacked_deck({"5"})};
  setup.decks[0].pop_back();
  CHECK(error_of(setup).find("deck 1") != std::string::npos);
  setup.decks = {stacked_deck({"5"})};
  setup.decks[0][0] = "zero";
  CHECK(error_of(setup).find("permutation") != std::string::npos);
  setup.decks[0][0] = "joker";
  CHECK(error_of(setup).find("joker") != std::string::npos);
}

TEST_CASE("ADrawnDealerWithoutLivesPassesToTheNextLiveSeat", "[cucu][setup]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    MatchSetup setup;
    setup.players = 4;
    setup.seed = seed;
    setup.set_start("start_lives", {0, 2, 0, 1});
    Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
    REQUIRE(made.ok());
    const int dealer = made.value()->dealer();
    CHECK((dealer == 1 || dealer == 3));
  }
}

TEST_CASE("BadActionsAreRejectedAndChangeNothing", "[cucu][input]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "4", "6"})});
  const std::string before = t->knowledge_text(0);
  for (const char* bad : {"", "Keep", "ask ", " ask", "swap", "deck", "insure", "accept", "refuse",
                          "keep keep"}) {
    INFO(bad);
    CHECK_FALSE(t->try_apply(bad).ok());
  }
  CHECK(t->knowledge_text(0) == before);
  CHECK(t->history().empty());
  CHECK(t->parse_action("Keep").error().find("not a cucu action") != std::string::npos);
  for (std::uint32_t code = 6; code < 300; code += 7) CHECK_FALSE(t->is_legal(Action{code}));
}
