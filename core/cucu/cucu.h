// Cucù (Campli, Abruzzo): one hidden card each, keep it or exchange it with the next player, the
// lowest card loses a life, the last player with lives wins. Rules: shared/spec/rules-cucu.md (the
// seed page 004 wins any disagreement); notation: shared/spec/scenario-format.md.
//
// [SECTION] The rules in short
// - The 40-card Cuccù pack (two copies of each of 20 ranks, core/cards/cuccu_card.h), no suits.
// - Every player starts with three lives. Each round the whole pack is shuffled and one card is
//   dealt from the BOTTOM to each player with lives, in play order starting after the dealer, the
//   dealer last. Seats are numbered in play order (the player after seat i is the next live seat in
//   i+1, i+2, …).
// - Each live player acts once, in play order, the dealer last:
//     keep          keep the card;
//     ask           (not the dealer) exchange with the next player who has not yet acted (the
//                   target); what the target holds decides what happens (below);
//     deck          (the dealer only) exchange with the next card from the bottom of the pack; no
//                   card has a special effect there.
// - The target's card:
//     ordinary (numerals, zero, negatives, fool): the two cards change hands;
//     cuckoo   revealed, refuses;
//     hunter   revealed, refuses, the requester loses a life at once;
//     horse    revealed, passed over: the next player after it is the target, treated the same
//              way; past a horse-holding dealer the requester exchanges with the TOP card of the
//              pack (Decision: the requester, not the dealer, who keeps the horse and acts last);
//     cat      revealed, refuses, the requester loses a life at once, and the chain of exchanges
//              that brought the requester's card to them is undone (see "The cat's chain");
//     inn      revealed, the request is suspended: the requester withdraws (`keep`) or, holding a
//              zero (Decision), asks for insurance (`insure`); the innkeeper then `accept`s (both
//              keep; if that zero loses at the end of the round, the innkeeper loses the life
//              instead) or `refuse`s (the exchange happens; the innkeeper plays on with the zero).
// - A player knocked out during the round (a hunter's or a cat's immediate loss of a last life)
//   sits out the rest of it: their card is dead, nobody can ask them (a request, and a horse's
//   pass, go to the next player still live, as if they were not there), and the others still take
//   their turns, the dealer last.
// - End of the round: every card of a player with lives is shown; cards of players knocked out
//   during the round are dead. Each lowest card loses a life, ties included; a lone live card is
//   the lowest; the cuckoo never loses, even alone; one fool ties with the lowest other card (alone
//   losing when every other live card is a cuckoo); two fools rank 14½. A player at zero lives sits
//   out later rounds. If no player has lives left after a round, everyone in it reached zero
//   together and all the match's players come back with three lives.
// - The match is decided only after the round's showdown and that revival check, never in the
//   middle of a round (Decision, revised: the seed's cuckoo that never loses "even if it is the only
//   live card" needs rounds that go on after cats or hunters knocked out everyone else). When
//   exactly one player has lives left then, that player wins.
//
// [SECTION] The cat's chain
// A card moves FORWARD when its holder asks and the exchange happens (the requester's card goes to
// the target). The chain of the requester's current card is the run of consecutive forward moves
// that brought it: the exchange in which the requester last received a card as a target, then the
// exchange in which that exchange's requester had received the card it gave, and so on back to the
// player the card was dealt to. A player only receives cards as a target before acting, and only
// acts once, so "the last exchange in which seat s was the target" (CucuState::received_) is all the
// bookkeeping needed: the walk follows it from seat to seat. Exchanges past horses are recorded
// between the two players who really exchanged, and an exchange forced by a refused insurance is an
// exchange like any other. Undoing, latest first, gives both players of each exchange back the
// cards they held before it; a kept card or a refused request ends the chain (nothing is recorded).
//
// [SECTION] Decisions of this engine (beyond the rules file)
// - The pack is a row of 40 "tokens" in dealing order (token i = the i-th card listed: token 0 is
//   the bottom card, token 39 the top). Players hold tokens; the rank of each token is looked up in
//   ranks_. Where each token goes is public (every exchange is seen being made); only ranks are
//   hidden. That makes observations simple: a seat knows the ranks of the tokens it held or saw.
// - A card given to the pack (the dealer's `deck`, the requester's exchange with the top card) is
//   set aside for the rest of the round; the next top card is the one below.
// - A named first dealer must have lives; a dealer drawn from the seed who has none passes to the
//   next seat with lives.
// - An accepted insurance spares the zero's holder even when the innkeeper is already out (then
//   nobody pays); an innkeeper whose own card also loses loses a life for each. Lives never go
//   below zero; `scores` count the lives really lost.
// - The round in which everyone reaches zero reports `totals` after the comeback (three each).
// - Every round plays to its showdown; `rounds()` only ever holds complete rounds.
// - Knocked out mid-round. Only a requester loses a life during a round (to a hunter or a cat), on
//   its own turn, so a knocked-out player has always acted already; turns and requests only go
//   forward, towards the dealer. Every "next player" of a round (the next turn, a request's
//   target, a horse's pass) is next_live_in_round: the next seat dealt in that still has lives.
//   A knocked-out seat is therefore skipped by construction, wherever it sits. Having acted before
//   the player now asking, it never lies between that player and the dealer, so in practice no
//   request or horse's pass ever reaches one; a horse held by the dealer still sends the request
//   to the top of the pack.
// - The dealer is never knocked out mid-round: the dealer never asks (its exchange is with the
//   pack, where no card has an effect), and an accepted insurance is paid only at the showdown.
//   So the dealer is always live when its turn comes and acts last, the round ends with that turn,
//   and every showdown has at least one live card, the dealer's: a round in which everyone was
//   knocked out mid-round cannot happen. The property tests check that the dealer has lives
//   whenever a round is in progress.
// - All cards of a round are dealt at once (the rules file: the same as dealing each card when play
//   reaches its player), and each player knows their card from the deal. Before their own turn a
//   player only ever decides as an innkeeper, holding the revealed inn, so nothing turns on it.
// - The observation keeps the showdown of the last completed round only: older rounds' cards say
//   nothing about a freshly shuffled pack.
// - With four players a cat can undo at most two exchanges (0 → 1 → 2, then 2 asks the cat at 3):
//   each exchange of a chain is made by a different requester, all acting before the cat's victim.
//
// [SECTION] Action codes (Action::code, 32 bits)
//   0 keep   1 ask   2 insure   3 accept   4 refuse   5 deck
// Nothing else is needed: the player to move and the phase say what an action refers to.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/cards/cuccu_card.h"
#include "core/game_state.h"
#include "core/match_setup.h"
#include "core/result.h"
#include "core/rng.h"

namespace cardavia {

// [SECTION] The game: parameters that never change during a match.
struct CucuRules {
  static constexpr int kMinPlayers = 2;
  static constexpr int kMaxPlayers = 4;
  static constexpr int kPackSize = 40;
  static constexpr int kLivesAtStart = 3;  // also the lives of the all-at-zero comeback
  int players = 4;
};

enum class CucuAction : std::uint32_t {
  kKeep = 0,
  kAsk = 1,
  kInsure = 2,
  kAccept = 3,
  kRefuse = 4,
  kDeck = 5,
};
inline constexpr std::uint32_t kNumCucuActions = 6;

enum class CucuPhase : std::uint8_t {
  kTurn,             // the turn's owner keeps or asks (the dealer: keeps or takes from the deck)
  kInnChoice,        // an inn suspended the request: the requester keeps or insures
  kInnkeeperAnswer,  // the innkeeper accepts or refuses the insurance
  kMatchOver,
};

// One exchange in which `target` received the requester's card (see "The cat's chain").
struct CucuExchange {
  std::int8_t requester = -1;  // -1: no exchange recorded
  std::int8_t requester_token = -1;  // the tokens each held just before the exchange
  std::int8_t target_token = -1;
};

// [SECTION] What everybody saw: the last request, the last round's end
// Public facts kept for the table (the log's words, the cards' flights, the showdown in words),
// read through the observation; nothing here is hidden from any seat.

// How a request was answered.
enum class CucuAnswer : std::uint8_t {
  kNone,
  kExchange,  // an ordinary card: the two cards changed hands
  kTopCard,   // past a horse-holding dealer: the requester exchanged with the top of the pack
  kCuckoo,
  kHunter,    // the requester lost a life at once
  kCat,       // the requester lost a life at once; the chain was undone (CucuRequest::undone)
  kInn,       // suspended: the requester keeps or insures (the phase says which comes next)
};

// One exchange a cat undid: `requester` and `target` got back the tokens they held before it.
struct CucuUndone {
  std::int8_t requester = -1;
  std::int8_t target = -1;
  std::int8_t requester_token = -1;
  std::int8_t target_token = -1;
};

// The round's last request, from the ask to its answer. Cleared when a round is dealt.
struct CucuRequest {
  std::int8_t requester = -1;  // -1: no request yet this round
  std::array<std::int8_t, CucuRules::kMaxPlayers> passed{};  // horse holders passed over, in order
  std::int8_t passed_count = 0;
  std::int8_t target = -1;  // the seat that answered; -1 for the top card of the pack
  CucuAnswer answer = CucuAnswer::kNone;
  std::array<CucuUndone, CucuRules::kMaxPlayers> undone{};  // a cat's: the latest exchange first
  std::int8_t undone_count = 0;
};

// Why a seat lost a life at the showdown, or did not: the rules of "End of the round", one case
// each, decided where the round is scored (CucuState::score_round) so that nothing else repeats
// the scoring to explain it.
enum class CucuVerdict : std::uint8_t {
  kOut,             // not in the round (no lives when it was dealt)
  kDead,            // knocked out during the round (a hunter or a cat): the card takes no part
  kCuckoo,          // the cuckoo never loses
  kSafe,            // above the lowest card
  kLowest,          // the lowest card, alone: loses
  kTied,            // tied for the lowest card: loses
  kFoolTies,        // one fool: ties with the lowest other card, loses with it
  kFoolAlone,       // one fool, every other live card a cuckoo: only the fool loses
  kLoneCard,        // the only live card (everyone else dead), not a cuckoo: the lowest, loses
  kTwoFoolsSafe,    // two fools rank 14 1/2: above this round's lowest card
  kTwoFoolsLowest,  // two fools rank 14 1/2 and nothing lower is live: both lose
};
// The verdicts whose card loses a life (an insured zero's life is paid by the innkeeper).
bool cucu_verdict_loses(CucuVerdict verdict);

// One seat at the end of the last completed round.
struct CucuSeatOutcome {
  CucuVerdict verdict = CucuVerdict::kOut;
  CuccuRank card = CuccuRank::kZero;  // the card shown (live seats only)
  std::int8_t insured_by = -1;        // an accepted insurance of this seat's zero
  CucuAnswer lost_now_to = CucuAnswer::kNone;  // kHunter or kCat: a life lost during the round
  std::int8_t lost = 0;               // lives lost in the round in all (RoundResult::scores)
};

class CucuObservation;

class CucuState final : public GameState {
 public:
  static constexpr int kNoToken = -1;
  // The rank of a token the observer does not know (only inside an observation's copy).
  static constexpr CuccuRank kUnknownRank = static_cast<CuccuRank>(0xFF);

  static Result<std::unique_ptr<GameState>> create(const MatchSetup& setup);

  // [SECTION] GameState
  std::string_view game_name() const override { return "cucu"; }
  int num_players() const override { return rules_.players; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  bool is_legal(Action action) const override;
  std::string action_to_string(Action action) const override;
  Result<Action> parse_action(std::string_view text) const override;
  std::unique_ptr<GameState> clone() const override;
  std::unique_ptr<Observation> observation(int seat) const override;
  std::unique_ptr<Observation> open_observation(int seat) const override;
  int dealer() const override { return dealer_; }
  const std::vector<RoundResult>& rounds() const override { return rounds_; }
  std::vector<int> winners() const override;

  // [SECTION] Inspection (tests, the UI through observations)
  CucuPhase phase() const { return phase_; }
  int lives(int seat) const { return lives_[seat]; }
  // Dealt a card this round (a seat knocked out since is still in the round, with a dead card).
  bool in_round(int seat) const { return (in_round_mask_ >> seat) & 1U; }
  // Dealt a card this round and not knocked out since: the card is live, the seat can be asked.
  bool live_in_round(int seat) const { return in_round(seat) && lives_[seat] > 0; }
  // The next seat after `seat` (in play order, wrapping) that is dealt in this round, or that is
  // still live in it: the next turn and a request's target are the next live one. -1: none.
  int next_in_round(int seat) const;
  int next_live_in_round(int seat) const;
  int token_of(int seat) const { return hand_[seat]; }  // kNoToken for a seat out of the round
  // The card a seat holds (dead cards included); only for seats in the round.
  CuccuCard card_of(int seat) const { return CuccuCard{ranks_[hand_[seat]]}; }
  CuccuRank rank_of_token(int token) const { return ranks_[token]; }
  int turn_seat() const { return turn_seat_; }
  int insured_by(int seat) const { return insured_by_[seat]; }  // -1: no accepted insurance
  int lives_lost_this_round(int seat) const { return round_lost_[seat]; }
  std::uint64_t known_tokens(int seat) const { return known_[seat] | public_known_; }
  std::uint64_t ordinary_tokens() const { return ordinary_; }
  int rounds_dealt() const { return rounds_dealt_; }
  // The card a seat showed at the end of the last completed round; kUnknownRank for a dead card,
  // a seat out of that round, or before the first round ends.
  CuccuRank last_showdown(int seat) const { return showdown_[seat]; }
  // The actions played since the round in progress was dealt (a round has at most 16).
  int round_actions_played() const { return round_action_count_; }
  Action round_action(int index) const { return Action{round_actions_[index]}; }
  // The deal as the rules tell it: a seat's card is dealt when play reaches it (its turn, or a
  // request that asks it or passes its horse). The engine deals every card at once (the same
  // cards, see the Decisions); this says which of them a table shows dealt so far.
  bool reached(int seat) const { return (reached_mask_ >> seat) & 1U; }
  // The cards still in the pack as a table shows it: not yet dealt (their player not reached) and
  // not taken by the dealer or past a horse.
  int pack_on_table() const;
  int set_aside_count() const { return set_aside_count_; }
  int next_from_bottom() const { return bottom_; }  // the token the dealer's `deck` takes
  int innkeeper() const { return innkeeper_; }  // while an inn suspends a request; else -1
  // The exchange in which `seat` last received a card as a target this round (the cat's chain).
  const CucuExchange& received(int seat) const { return received_[seat]; }
  const CucuRequest& last_request() const { return last_request_; }
  // The end of the last completed round, per seat, and whether everybody came back after it.
  const CucuSeatOutcome& last_outcome(int seat) const { return last_outcome_[seat]; }
  bool last_round_revived() const { return last_revived_; }
  // Every token is in exactly one place (a hand, the pack, set aside) and the ranks are the pack:
  // the card-conservation invariant, checked by the property tests.
  bool cards_conserved() const;
  // Everything this seat may know, in a canonical text (the observation prints this).
  std::string knowledge_text(int seat) const;

 protected:
  void do_apply(Action action) override;

 private:
  friend class CucuObservation;
  CucuState() = default;

  // [SECTION] Phases: one function per phase
  void apply_turn(CucuAction action);
  void apply_inn_choice(CucuAction action);
  void apply_innkeeper_answer(CucuAction action);

  // [SECTION] Rule steps
  void deal_round();
  void resolve_request(int requester);
  void exchange(int requester, int target);
  void exchange_with_top(int requester);
  // `seat`'s card set aside; `token` taken from the pack (its bottom for the dealer's turn, its top
  // for a horse-holding dealer's answer).
  void set_aside_and_take(int seat, int token);
  void lose_life_now(int seat, CucuAnswer cause);
  void undo_chain(int requester);
  void end_turn();
  // An event of the action being applied (core/move_event.h): the card of `token`.
  void tell_card(MoveEvent::Kind kind, int token, CardPlace from, CardPlace to, SeatSet seen_by);
  // Play reaches `seat` (reached()): told once a round, as a kReach (core/move_event.h).
  void reach(int seat);
  void score_round();
  void record_round();
  void end_match();
  int seats_with_lives() const;
  int card_value_x2(CuccuRank rank, int fools) const;

  CucuRules rules_;
  Rng rng_{1};
  DeckSupply<CuccuCard> supply_;

  // The match.
  std::array<std::int8_t, CucuRules::kMaxPlayers> lives_{};
  int dealer_ = 0;
  int rounds_dealt_ = 0;
  std::vector<RoundResult> rounds_;
  // The cards shown at the end of the last round (kUnknownRank: no card shown — a dead card, a seat
  // out of the round, or no round completed yet).
  std::array<CuccuRank, CucuRules::kMaxPlayers> showdown_{};
  int winner_ = kNobody;

  // The round.
  CucuPhase phase_ = CucuPhase::kTurn;
  int to_move_ = 0;
  int turn_seat_ = 0;       // whose turn it is (the requester while an inn suspends the request)
  int innkeeper_ = -1;      // the inn's holder while a request is suspended
  std::uint8_t in_round_mask_ = 0;  // seats dealt a card this round
  std::array<CuccuRank, CucuRules::kPackSize> ranks_{};  // rank of each token
  std::array<std::int8_t, CucuRules::kMaxPlayers> hand_{};
  int bottom_ = 0;  // the next token from the bottom
  int top_ = 0;     // the top token still in the pack
  std::array<std::int8_t, CucuRules::kPackSize> set_aside_{};
  int set_aside_count_ = 0;
  std::array<CucuExchange, CucuRules::kMaxPlayers> received_{};
  std::array<std::int8_t, CucuRules::kMaxPlayers> insured_by_{};
  std::array<std::int8_t, CucuRules::kMaxPlayers> round_lost_{};
  // Knowledge, as token bitmasks: what each seat held or saw; what everybody knows (revealed
  // specials, an insured zero); tokens everybody knows to be ordinary (an exchange happened).
  std::array<std::uint64_t, CucuRules::kMaxPlayers> known_{};
  std::uint64_t public_known_ = 0;
  std::uint64_t ordinary_ = 0;
  // The public actions of the round so far, for the observation's text.
  std::array<std::uint8_t, 16> round_actions_{};
  std::array<std::int8_t, 16> round_actors_{};
  int round_action_count_ = 0;
  // What everybody saw (see "What everybody saw").
  std::uint8_t reached_mask_ = 0;
  CucuRequest last_request_;
  std::array<CucuAnswer, CucuRules::kMaxPlayers> lost_now_to_{};  // this round's
  std::array<CucuSeatOutcome, CucuRules::kMaxPlayers> last_outcome_{};
  bool last_revived_ = false;
};

// [SECTION] What one seat knows: a copy of the state with every rank the seat may not know erased,
// the future decks forgotten and the Rng replaced. sample_state fills the erased ranks at random
// (respecting the tokens known to be ordinary).
class CucuObservation final : public Observation {
 public:
  // `open`: the cards in every seat's hand are known too (open_observation).
  CucuObservation(const CucuState& state, int seat, bool open = false);
  int seat() const override { return seat_; }
  std::string to_string() const override;
  std::unique_ptr<GameState> sample_state(Rng& rng) const override;
  std::unique_ptr<Observation> clone() const override;
  const CucuState& redacted() const { return *redacted_; }

  // [SECTION] What the table shows (session/ and app/cucu/ read these, never the state)
  int players() const { return redacted_->num_players(); }
  CucuPhase phase() const { return redacted_->phase(); }
  int to_move() const { return redacted_->current_player(); }
  int turn_seat() const { return redacted_->turn_seat(); }
  int dealer() const { return redacted_->dealer(); }
  int lives(int seat) const { return redacted_->lives(seat); }
  bool in_round(int seat) const { return redacted_->in_round(seat); }
  bool live_in_round(int seat) const { return redacted_->live_in_round(seat); }
  int next_live_in_round(int seat) const { return redacted_->next_live_in_round(seat); }
  bool reached(int seat) const { return redacted_->reached(seat); }
  int pack_on_table() const { return redacted_->pack_on_table(); }
  int set_aside_count() const { return redacted_->set_aside_count(); }
  int innkeeper() const { return redacted_->innkeeper(); }
  int insured_by(int seat) const { return redacted_->insured_by(seat); }
  // The physical card a seat holds (kNoToken out of the round): where each card is, is public.
  int token_of(int seat) const { return redacted_->token_of(seat); }
  // A token's rank, or CucuState::kUnknownRank when this seat may not know it.
  CuccuRank rank_of_token(int token) const { return redacted_->rank_of_token(token); }
  bool knows_token(int token) const { return rank_of_token(token) != CucuState::kUnknownRank; }
  const CucuExchange& received(int seat) const { return redacted_->received(seat); }
  const CucuRequest& last_request() const { return redacted_->last_request(); }
  const std::vector<RoundResult>& rounds() const { return redacted_->rounds(); }
  const CucuSeatOutcome& last_outcome(int seat) const { return redacted_->last_outcome(seat); }
  bool last_round_revived() const { return redacted_->last_round_revived(); }

 private:
  CucuObservation() = default;
  std::shared_ptr<const CucuState> redacted_;
  int seat_ = 0;
};

Result<std::unique_ptr<GameState>> new_cucu_match(const MatchSetup& setup);

}  // namespace cardavia
