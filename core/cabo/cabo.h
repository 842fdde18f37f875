// Cabo — the rule engine (shared/spec/rules-cabo.md; the seed pages 000/001/003 win any doubt).
//
// [SECTION] The rules in short
// 2–5 players, the ordinary 52-card pack: A=1, 2–10 face value, J=11, Q=12, black K=13, red K=0.
// Each player holds 4 face-down cards in fixed places 0–3 and wants the lowest sum.
//   Deal:  the first dealer is drawn from the seed; the player after the dealer starts round 1.
//          Cards go one at a time in play order from the player after the dealer, four times
//          round (a player's k-th card to place k−1); the next card starts the discard pile, the
//          rest is the stock. Then every player, in play order from the starter, looks at 2 of
//          their own cards (`look A,B`).
//   Turn:  `draw` (the top of the stock, privately), `take` (the top of the discard pile) or
//          `cabo` (call, not after someone has called). After a draw: `swap N`, `replace A,…`
//          (2–4 own places claimed equal; on success the new card goes to A and the other freed
//          places stay empty; on failure every card stays, the drawn card is discarded and the
//          turn is lost), `discard`, or — only for a drawn 7–12 — discard it and use its effect:
//          `peek N` (7, 8: own place N), `spy P:N` (9, 10: seat P's place N), `blindswap N P:M`
//          (J, Q: own place N with seat P's place M, nobody looks). After a take: `swap N` only.
//   Stock: empty when someone must draw → the discard pile minus its top card is shuffled with
//          the match's Rng into a new stock. The round never ends that way.
//   End:   after a call every other player has one more turn, then all cards are shown.
//   Score: Shooting the Moon first (exactly Q, Q, K♠, K♣: 0 for the shooter, 50 for all others,
//          nothing else). Otherwise the lowest sum scores 0; a caller not among the lowest scores
//          sum+5; a caller tied at the lowest takes the 0 alone; lowest shared by non-callers: each
//          scores 0. Totals add up; an exact 100 becomes 50 once per player per match.
//   Match: over as soon as a total is above 100; the lowest total wins (ties share). Next round:
//          the lowest round score starts, the highest deals; ties go to the first tied seat met in
//          play order starting from (and including) the previous starter / dealer.
//
// [SECTION] Decisions of this engine (beyond rules-cabo.md, which records the others)
// - Optional effects: `discard` never uses an effect; `peek`/`spy`/`blindswap` are the discard
//   WITH the effect, offered instead of `discard` right after drawing a 7–12. So "optional" is a
//   choice between actions, never a second question.
// - `peek`, `spy`, `blindswap`, `swap` and `replace` name occupied places only (a place freed by a
//   replace stays empty for the round; nothing can be put into it or looked at there).
// - Several cards leaving in a successful replace go onto the discard pile from the lowest place
//   to the highest: the card from the highest place ends on top (it is the one `take` gets).
// - Reshuffle: the pile below the top card, listed from the bottom up, is shuffled with
//   cardavia::shuffle and the match's Rng; the first card of the shuffled list is drawn first.
// - `legal` order: look (A<B, lexicographic); draw, take, cabo; swap N ascending; replace — sets
//   by size (2, 3, 4), each size's sets in lexicographic order of their places, then the
//   destination ascending within a set (written destination first, others ascending); discard;
//   peek N ascending; spy by seat ascending then place; blindswap by own place, seat, place.
// - Mid-match start: `start_totals` holds one total per seat, each 0–100 (a total above 100 would
//   have ended the match); `start_reset_used` one flag per seat.
//
// [SECTION] Who knows what (the observation)
// Every card carries the set of seats that know it, and the set moves with the card:
//   look / peek → the owner; spy → the spy; draw → the drawer; a drawn card swapped in or put by
//   a replace keeps that set; a card taken from the discard pile, a card that goes to the pile and
//   every card shown by a replace (success or failure) → everybody; a blind swap moves the cards
//   with their sets, so whoever knew a card still knows where it went; a reshuffled card → nobody.
// These sets follow from public actions only, so the observation of a seat shows them all; the
// card itself is shown only where the seat is in the set. The discard pile is face up and every
// card in it was seen going there, so the observation lists it whole.
// Reshuffles: every card of a reshuffled stock was face up in the pile, so everybody knows which
// cards make up each new stock. Each card carries its "pool": 0 for the deal, k for the k-th
// reshuffle of the round (the last reshuffle that put it into the stock; public, like the
// knowers). A face-down place shows its pool, and the observation lists the cards of each pool
// k ≥ 1 that the seat cannot see; sampling deals unseen cards only within their pool.
// At the end of a round every hand is shown: the observation keeps them ("last shown"), and at
// the end of the match the final hands are known to everybody.
// Not modelled: inferences beyond certain knowledge (e.g. what a player's choices suggest).
//
// [SECTION] Action encoding (Action::code, 32 bits)
//   bits  0–3   ActionKind (0 is never a valid action)
//   bits  4–5   own place: look's first, swap, peek, blindswap's own, replace's destination
//   bits  8–10  other seat: spy, blindswap
//   bits 12–13  second place: look's second, spy's place, blindswap's other place
//   bits 16–19  replace: the set of places (destination included), bit i = place i
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../cards/standard_card.h"
#include "../game_state.h"
#include "../match_setup.h"

namespace cardavia {

namespace cabo {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kPlaces = 4;
inline constexpr int kDeckSize = 52;
inline constexpr int kMoonScore = 50;
inline constexpr int kCallerPenalty = 5;
inline constexpr int kResetTotal = 100;  // an exact total of 100 …
inline constexpr int kResetTo = 50;      // … becomes 50, once per player
inline constexpr int kEndAbove = 100;    // the match ends when a total is above this

// A card is its StandardCard::id() (0..51); kNoCard marks an empty place or no held card.
using CardId = std::uint8_t;
inline constexpr CardId kNoCard = 0xFF;
// A set of seats, bit s = seat s.
using SeatMask = std::uint8_t;

// The value of a card for scoring and for the equality of a replace.
constexpr int card_value(CardId card) {
  const int rank = card % 13 + 1;
  const int suit = card / 13;  // S H D C
  if (rank == 13) return (suit == 1 || suit == 2) ? 0 : 13;
  return rank;
}
constexpr int card_rank(CardId card) { return card % 13 + 1; }

enum class Phase : std::uint8_t {
  kLook,       // the players look at two cards each, in play order from the starter
  kTurnStart,  // draw, take or cabo
  kAfterDraw,  // the drawn card is held: swap, replace, discard, or discard with its effect
  kAfterTake,  // the taken card is held: swap
  kMatchOver,
};

enum class ActionKind : std::uint8_t {
  kLook = 1,
  kDraw,
  kTake,
  kCabo,
  kSwap,
  kReplace,
  kDiscard,
  kPeek,
  kSpy,
  kBlindSwap
};

// The decoded form of an Action (see the encoding above).
struct Move {
  ActionKind kind = ActionKind::kDraw;
  int place = 0;        // own place / replace destination / look's first
  int seat = 0;         // spy, blindswap
  int other_place = 0;  // look's second / spy's / blindswap's other place
  int place_set = 0;    // replace

  Action encode() const {
    return Action{static_cast<std::uint32_t>(kind) | static_cast<std::uint32_t>(place) << 4 |
                  static_cast<std::uint32_t>(seat) << 8 |
                  static_cast<std::uint32_t>(other_place) << 12 |
                  static_cast<std::uint32_t>(place_set) << 16};
  }
  static Move decode(Action action) {
    const std::uint32_t code = action.code;
    return Move{static_cast<ActionKind>(code & 0xFu), static_cast<int>(code >> 4 & 0x3u),
                static_cast<int>(code >> 8 & 0x7u), static_cast<int>(code >> 12 & 0x3u),
                static_cast<int>(code >> 16 & 0xFu)};
  }
};

using Hand = std::array<CardId, kPlaces>;
using Hands = std::array<Hand, kMaxPlayers>;

// [SECTION] Scoring, as pure functions (the state uses them; tests pin the worked examples)

// The seat holding exactly Q, Q, K♠, K♣ and nothing else, or -1.
int moon_shooter(int players, const Hands& hands);
int hand_sum(const Hand& hand);
// Round scores from the sums, the caller and the Moon (moon_seat -1: nobody shot it).
std::array<int, kMaxPlayers> round_scores(int players, const std::array<int, kMaxPlayers>& sums,
                                          int caller, int moon_seat);
// Adds a round score to a total, with the once-per-player 100→50 reset.
void add_to_total(int score, int& total, bool& reset_used);

}  // namespace cabo

// The Game-level parameters: fixed for the whole match.
struct CaboRules {
  int players = 0;
};

class CaboObservation;

class CaboState final : public GameState {
 public:
  // Use new_cabo_match(); this constructor trusts its arguments.
  CaboState(CaboRules rules, DeckSupply<StandardCard> decks, Rng rng, int first_dealer,
            const std::vector<int>& start_totals, const SeatFlags& start_reset_used);

  // [SECTION] GameState
  std::string_view game_name() const override { return "cabo"; }
  int num_players() const override { return rules_.players; }
  int current_player() const override { return to_move_; }
  std::vector<Action> legal_actions() const override;
  std::string action_to_string(Action action) const override;
  Result<Action> parse_action(std::string_view text) const override;
  std::unique_ptr<GameState> clone() const override { return std::make_unique<CaboState>(*this); }
  std::unique_ptr<Observation> observation(int seat) const override;
  std::unique_ptr<Observation> open_observation(int seat) const override;
  int dealer() const override { return dealer_; }
  const std::vector<RoundResult>& rounds() const override { return rounds_; }
  std::vector<int> winners() const override { return winners_; }

  // [SECTION] Read access (tests, the UI through observations, the AI's heuristics)
  cabo::Phase phase() const { return phase_; }
  int starter() const { return starter_; }
  int caller() const { return caller_; }  // -1 until someone calls
  cabo::CardId card_at(int seat, int place) const { return hands_[seat][place]; }
  const cabo::Hands& hands() const { return hands_; }
  cabo::SeatMask known_by(cabo::CardId card) const { return known_by_[card]; }
  cabo::CardId held_card() const { return held_; }  // drawn or taken, kNoCard otherwise
  int stock_size() const { return stock_count_; }
  cabo::CardId stock_card(int index) const { return stock_[index]; }  // size-1 is drawn next
  int discard_size() const { return discard_count_; }
  cabo::CardId discard_at(int index) const { return discard_[index]; }  // 0 = bottom
  int total(int seat) const { return totals_[seat]; }
  bool reset_used(int seat) const { return reset_used_[seat]; }
  int reshuffles() const { return reshuffles_; }             // in this round
  int pool(cabo::CardId card) const { return pool_[card]; }  // see "Reshuffles" above
  // The hands shown at the end of the last scored round (all kNoCard before the first).
  const cabo::Hands& last_revealed_hands() const { return revealed_; }
  int last_caller() const { return last_caller_; }

 protected:
  void do_apply(Action action) override;

 private:
  friend class CaboObservation;
  CaboState() = default;  // for CaboObservation::sample_state

  // [SECTION] One function per phase
  void add_look_actions(std::vector<Action>& legal) const;
  void add_turn_start_actions(std::vector<Action>& legal) const;
  void add_after_draw_actions(std::vector<Action>& legal) const;
  void add_swap_actions(std::vector<Action>& legal) const;
  void apply_look(const cabo::Move& move);
  void apply_turn_start(const cabo::Move& move);
  void apply_after_draw(const cabo::Move& move);
  void apply_after_take(const cabo::Move& move);

  // [SECTION] Steps shared by the phases
  void deal_round();
  void draw_from_stock();
  void reshuffle_discards();
  void discard(cabo::CardId card, CardPlace from);  // face up onto the pile, and told
  void replace(int place_set, int destination);
  void end_turn();
  void score_round();
  int occupied_mask(int seat) const;
  // An event of the action being applied (core/move_event.h), told by the seat to move.
  void tell_card(MoveEvent::Kind kind, cabo::CardId card, CardPlace from, CardPlace to,
                 SeatSet seen_by);
  cabo::SeatMask everybody() const {
    return static_cast<cabo::SeatMask>((1u << rules_.players) - 1);
  }

  CaboRules rules_;
  DeckSupply<StandardCard> decks_;
  Rng rng_{1};
  cabo::Phase phase_ = cabo::Phase::kLook;
  int dealer_ = 0;
  int starter_ = 0;
  int to_move_ = 0;
  int caller_ = -1;
  int looks_done_ = 0;
  int reshuffles_ = 0;
  cabo::Hands hands_{};
  std::array<cabo::SeatMask, cabo::kDeckSize> known_by_{};
  std::array<std::uint16_t, cabo::kDeckSize> pool_{};    // 0: dealt; k: from the k-th reshuffle
  std::array<cabo::CardId, cabo::kDeckSize> discard_{};  // [0] bottom … [count-1] top
  int discard_count_ = 0;
  std::array<cabo::CardId, cabo::kDeckSize> stock_{};  // [count-1] is drawn next
  int stock_count_ = 0;
  cabo::CardId held_ = cabo::kNoCard;
  std::array<int, cabo::kMaxPlayers> totals_{};
  std::array<bool, cabo::kMaxPlayers> reset_used_{};
  std::vector<RoundResult> rounds_;
  std::vector<int> winners_;
  cabo::Hands revealed_{};
  int last_caller_ = -1;
};

// What one seat may know (see "Who knows what" above). It holds no hidden card.
class CaboObservation final : public Observation {
 public:
  // `open`: every hand card (and a held card) stays as it is, known or not (open_observation).
  CaboObservation(const CaboState& state, int seat, bool open = false);
  int seat() const override { return seat_; }
  std::string to_string() const override;
  std::unique_ptr<GameState> sample_state(Rng& rng) const override;
  // Odds by card value (0–13) for a hidden place: how much likelier each value is there than an
  // even draw from the unseen cards would make it (any scale; 0 rules a value out, and a place
  // whose unseen cards all have odds 0 is drawn evenly).
  using ValueOdds = std::array<float, 14>;
  // Per place (owner, place): null for an even draw.
  using PlaceOdds = std::array<std::array<const ValueOdds*, cabo::kPlaces>, cabo::kMaxPlayers>;
  // sample_state with some hidden places drawn by odds: those are dealt first, each card of the
  // place's pool with a chance in proportion to its value's odds; the rest evenly, as above. The
  // AI's inference of what a player chose to keep (ai/cabo/cabo_inference.h) sets the odds.
  std::unique_ptr<GameState> sample_state_with_odds(Rng& rng, const PlaceOdds& odds) const;
  std::unique_ptr<Observation> clone() const override {
    return std::make_unique<CaboObservation>(*this);
  }

  static constexpr cabo::CardId kUnknown = 0xFE;  // a card is there, not known to the seat
  cabo::CardId place(int seat, int place) const { return public_.hands_[seat][place]; }
  cabo::SeatMask place_known_by(int seat, int place) const { return masks_[seat][place]; }
  int place_pool(int seat, int place) const { return pools_[seat][place]; }
  cabo::CardId held() const { return public_.held_; }  // kUnknown when another seat drew it

  // The public part of the table, as every seat sees it (the table and the words read these).
  int players() const { return public_.rules_.players; }
  cabo::Phase phase() const { return public_.phase_; }
  int to_move() const { return public_.to_move_; }  // GameState::kNobody once the match is over
  int dealer() const { return public_.dealer_; }
  int starter() const { return public_.starter_; }
  int caller() const { return public_.caller_; }  // -1 until someone calls
  int stock_size() const { return public_.stock_count_; }
  int discard_size() const { return public_.discard_count_; }
  int reshuffles() const { return public_.reshuffles_; }  // of the stock, in this round
  cabo::CardId discard_at(int index) const { return public_.discard_[index]; }  // 0 = bottom
  // The top of the discard pile, or kNoCard when it is empty.
  cabo::CardId discard_top() const {
    return public_.discard_count_ > 0 ? public_.discard_[public_.discard_count_ - 1] : cabo::kNoCard;
  }
  int total(int seat) const { return public_.totals_[seat]; }
  const std::vector<RoundResult>& rounds() const { return public_.rounds_; }
  // The hands shown at the end of the last scored round, and who called in it.
  const cabo::Hands& last_revealed_hands() const { return public_.revealed_; }
  int last_caller() const { return public_.last_caller_; }
  std::vector<int> winners() const { return public_.winners_; }  // empty until the match is over

 private:
  // The state with every hidden thing erased: unknown cards in hands → kUnknown, the stock's
  // cards, a card drawn by another seat, the per-card knowledge (kept per place in masks_ instead),
  // the Rng and the decks still to come. (The pools of the cards stay: they are public.)
  CaboState public_;
  int seat_ = 0;
  std::array<std::array<cabo::SeatMask, cabo::kPlaces>, cabo::kMaxPlayers> masks_{};
  std::array<std::array<std::uint16_t, cabo::kPlaces>, cabo::kMaxPlayers> pools_{};
};

// The factory of the game registry: checks the setup and deals round 1.
Result<std::unique_ptr<GameState>> new_cabo_match(const MatchSetup& setup);

}  // namespace cardavia
