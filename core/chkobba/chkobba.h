// Chkobba, the Tunisian profile (shared/spec/rules-chkobba.md; seed page 002 wins any doubt).
//
// [SECTION] The rules, as this engine plays them
// - 2 players, or 4 in two partnerships: side = seat % 2 (seats 0+2 against 1+3). Partners
//   share one pile and one score; everything scored is per side.
// - 40 cards (no 8, 9, 10). Capture values A=1, 2..7 face value, Q=8, J=9, K=10.
// - Seats are numbered in the order of play (seat i+1 plays after seat i). The dealer's next seat
//   (the "right-hand neighbour") cuts, plays first in every round of hands, and deals next time.
// - The deal: the deck is taken in dealing order; its first card is the CUT CARD, which the cutter
//   `keep`s (as one of their three cards) or puts on the `table` (as one of the four table cards).
//   Decision: then each player in play order from the cutter takes cards until they hold 3, then
//   the table is filled to 4. Decision: if the four table cards hold three or four of one rank, the
//   same dealer redeals with the next deck (a new cut card and a new keep/table question). A redeal
//   is not a round of the match.
// - A turn: play one card. If the table holds cards of the same value, capture exactly one of them
//   (the player's choice); only when none does, capture one group of two or more cards whose values
//   add up to the played card's value (the player's choice). Capturing is compulsory; a card that
//   captures nothing stays on the table.
// - Chkobba: a capture that clears the table scores 1, except with the very last card of the deal.
// - When every hand is empty, each player in play order from the first player takes 3 more cards
//   from the stock (none to the table). When the stock is empty too, the table's leftovers go to
//   the side that captured last, without a chkobba (Decision: to nobody if there was no capture).
// - Scoring a deal, per side: 1 for more than 20 cards, 1 for more than 5 diamonds, 1 for the
//   bermila (more sevens than the other side; equal sevens: more sixes; equal sixes: nobody), 1 for
//   the 7♦, 1 per chkobba. A tie in a category gives nobody that point. (When leftovers
//   belong to nobody, sevens may split 2-1 or 1-1: the bermila still compares the two sides'
//   counts, as the seed's "при равных семёрках" — with equal sevens — says.)
// - The match: totals start at 0 (or the setup's start_totals, per side) and are checked after each
//   complete deal. One side at 21 or more wins; both: the higher total wins, equal totals play on.
//   The next deal is dealt by the previous dealer's next seat.
//
// [SECTION] What a seat knows (observation)
// Its own hand; the table; both piles (contents, hence counts and chkobbas, the chkobba card lying
// face up); the cards played this deal and by whom; hand sizes and the stock size; the totals and
// the completed deals; the cut choice; the cut card itself to the cutter while it decides, and to
// everyone once tabled (chkobba_observation.h).
// Partners do not see each other's hands.
//
// [SECTION] Action encoding (Action::code, 32 bits)
//   bits 0-1   kind: 1 keep, 2 table, 3 play (0 is never an action)
//   bits 2-7   play: the card played, as a ChkobbaCard index (0..39)
//   bits 8-27  play: the captured table cards, as a mask over the table's positions (the table
//              is always kept in canonical order: capture value, then suit S H D C). 0: none.
// The table never holds more than 20 cards: a card joins it only when no card of its value lies
// there, and the first four hold at most two of a rank (three trigger a redeal).
//
// [SECTION] Notation (shared/spec/scenario-format.md)
//   keep | table | play C | play C take X+Y+...
// `play C` alone is legal when C captures nothing or has exactly one possible capture; otherwise
// one `play C take ...` per capture. legal_actions() lists: keep, table; or the hand's cards in
// canonical order, each with its captures ordered by their cards (canonical order, compared first
// card first).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../cards/standard_card.h"
#include "../game_state.h"
#include "../match_setup.h"
#include "../result.h"
#include "../rng.h"

namespace cardavia {

// [SECTION] Cards, values and card sets

// A Chkobba card as a small index: (capture value - 1) * 4 + suit. Ordering the indices is exactly
// the notation's canonical order (ascending capture value, then suit S H D C).
using ChkobbaCard = std::uint8_t;
inline constexpr int kChkobbaDeckSize = 40;
inline constexpr ChkobbaCard kNoChkobbaCard = 0xFF;  // none (the events' "no cut card")
inline constexpr int kChkobbaTargetScore = 21;
inline constexpr int kChkobbaHandSize = 3;
inline constexpr int kChkobbaTableStart = 4;
inline constexpr int kChkobbaMaxTable = 20;
inline constexpr int kChkobbaMaxPlayers = 4;
inline constexpr int kChkobbaSides = 2;
// Partners sit opposite: seats 0 and 2 are side 0, seats 1 and 3 side 1 (heads-up: seat = side).
constexpr int chkobba_side_of(int seat) { return seat % kChkobbaSides; }

constexpr int capture_value(ChkobbaCard card) { return card / 4 + 1; }
constexpr Suit card_suit(ChkobbaCard card) { return static_cast<Suit>(card % 4); }
constexpr ChkobbaCard make_chkobba_card(int value, Suit suit) {
  return static_cast<ChkobbaCard>((value - 1) * 4 + static_cast<int>(suit));
}
StandardCard to_standard(ChkobbaCard card);
std::optional<ChkobbaCard> from_standard(StandardCard card);  // nullopt for 8, 9, 10
std::string card_text(ChkobbaCard card);                      // "QH"
// Test helper and notation reader: "QH" → the card; nullopt if not a Chkobba card.
std::optional<ChkobbaCard> parse_chkobba_card(std::string_view text);

// A set of Chkobba cards (a pile, a mask of known cards): bit i = card i.
using CardSet = std::uint64_t;
constexpr CardSet card_bit(ChkobbaCard card) { return CardSet{1} << card; }

// A small ordered collection of cards kept in canonical order (a hand or the table).
template <int Capacity>
struct SortedCards {
  std::array<ChkobbaCard, Capacity> cards{};
  std::uint8_t size = 0;

  void insert(ChkobbaCard card) {
    int at = size;
    while (at > 0 && cards[at - 1] > card) {
      cards[at] = cards[at - 1];
      --at;
    }
    cards[at] = card;
    ++size;
  }
  void erase_at(int index) {
    for (int i = index; i + 1 < size; ++i) cards[i] = cards[i + 1];
    --size;
  }
  int find(ChkobbaCard card) const {
    for (int i = 0; i < size; ++i) {
      if (cards[i] == card) return i;
    }
    return -1;
  }
  bool empty() const { return size == 0; }
  CardSet as_set() const {
    CardSet set = 0;
    for (int i = 0; i < size; ++i) set |= card_bit(cards[i]);
    return set;
  }
  bool operator==(const SortedCards& other) const {
    if (size != other.size) return false;
    for (int i = 0; i < size; ++i) {
      if (cards[i] != other.cards[i]) return false;
    }
    return true;
  }
};
using Hand = SortedCards<kChkobbaHandSize>;
using Table = SortedCards<kChkobbaMaxTable>;

// [SECTION] Captures

// Every capture the played card may make on this table, as masks over the table's positions, in
// the canonical listing order. Equal single cards first and alone; sums of two or more cards only
// when no single card is equal. Empty: the card captures nothing.
struct CaptureOptions {
  static constexpr int kMax = 64;  // far above what 20 distinct-enough cards allow
  std::array<std::uint32_t, kMax> masks{};
  int count = 0;
};
void find_captures(const Table& table, ChkobbaCard played, CaptureOptions& options);
// Every play of `hand` on `table` (each card with each capture it can make, or alone when it can
// make none), in the game's order: the state's legal plays, and what Hard's inference asks of a
// hand a player may have held (ai/chkobba/chkobba_inference.cpp). Returns how many were written.
inline constexpr int kChkobbaMaxPlays = kChkobbaHandSize * CaptureOptions::kMax;
int chkobba_plays(const Hand& hand, const Table& table, std::array<Action, kChkobbaMaxPlays>& out);
// The cards a capture mask (over the table's positions) names.
inline CardSet cards_at(const Table& table, std::uint32_t mask) {
  CardSet set = 0;
  for (int position = 0; position < table.size; ++position) {
    if (mask & (1u << position)) set |= card_bit(table.cards[position]);
  }
  return set;
}

// [SECTION] Scoring a deal

// What a deal's scoring counts in one pile (the table's deal-end sheet says these numbers too).
struct PileCounts {
  int cards = 0;
  int diamonds = 0;
  int sevens = 0;
  int sixes = 0;
  bool seven_of_diamonds = false;  // the 7ayya
};
PileCounts count_pile(CardSet pile);

struct DealPoints {  // one side's points of one deal, in the contract's order
  int cards = 0;
  int diamonds = 0;
  int bermila = 0;
  int sette = 0;
  int chkobba = 0;
  int total() const { return cards + diamonds + bermila + sette + chkobba; }
};
// piles: what each side captured (leftovers included); chkobbas: each side's count.
std::array<DealPoints, kChkobbaSides> score_deal(const std::array<CardSet, kChkobbaSides>& piles,
                                                 const std::array<int, kChkobbaSides>& chkobbas);

// [SECTION] The state

// The game-level parameters (immutable during a match).
struct ChkobbaRules {
  int players = 2;  // 2 or 4
};

enum class ChkobbaPhase : std::uint8_t {
  kCut,   // the cutter answers keep/table about the cut card
  kPlay,  // players play cards in turn
  kOver,  // the match is decided
};

// The action kinds of the code layout above.
enum class ChkobbaActionKind : std::uint32_t { kKeep = 1, kTable = 2, kPlay = 3 };
constexpr Action chkobba_keep() { return Action{1}; }
constexpr Action chkobba_table() { return Action{2}; }
constexpr Action chkobba_play(ChkobbaCard card, std::uint32_t capture_mask) {
  return Action{3u | (std::uint32_t{card} << 2) | (capture_mask << 8)};
}
constexpr std::uint32_t action_kind(Action action) { return action.code & 3u; }
constexpr ChkobbaCard action_card(Action action) {
  return static_cast<ChkobbaCard>((action.code >> 2) & 63u);
}
constexpr std::uint32_t action_capture_mask(Action action) { return action.code >> 8; }

// One card played this deal, remembered by everyone: who, which card, and the table cards it took
// (none when it stayed on the table). Hard's inference walks the deal back from them
// (ai/chkobba/chkobba_inference.cpp).
struct ChkobbaPlay {
  std::uint8_t seat = 0;
  ChkobbaCard card = 0;
  CardSet taken = 0;
};

// Everything about a match at one moment except the decks to come and the completed deals: a plain
// struct, so tests and the determinization build positions directly.
struct ChkobbaPosition {
  ChkobbaRules rules;
  ChkobbaPhase phase = ChkobbaPhase::kCut;
  int dealer = 0;
  int to_move = 1;
  std::array<Hand, kChkobbaMaxPlayers> hands{};
  Table table{};
  // The deal's deck in dealing order; the stock is deck[next_card..40).
  std::array<ChkobbaCard, kChkobbaDeckSize> deck{};
  int next_card = 0;
  std::array<CardSet, kChkobbaSides> piles{};
  std::array<int, kChkobbaSides> chkobbas{};
  int last_capturer = -1;  // side, or -1 before the deal's first capture
  std::array<int, kChkobbaSides> totals{};
  std::array<ChkobbaPlay, kChkobbaDeckSize> played{};  // this deal's plays, in order
  int played_count = 0;
  // The cut of this deal: the card, and the choice once made (kKeep / kTable), 0 before.
  ChkobbaCard cut_card = 0;
  std::uint32_t cut_choice = 0;
  std::vector<int> winners;  // sides, once over

  int first_player() const { return (dealer + 1) % rules.players; }
  int stock_size() const { return kChkobbaDeckSize - next_card; }
};

// Three or four of one rank among the four table cards: the deal is dealt again (Decision).
bool table_needs_redeal(const Table& table);

class ChkobbaState final : public GameState {
 public:
  using Supply = DeckSupply<StandardCard>;

  // A state at `position`; later deals come from `supply` shuffled with `rng`. `rounds` are the
  // completed deals (shared: a clone does not copy them).
  ChkobbaState(ChkobbaPosition position, std::shared_ptr<Supply> supply, Rng rng,
               std::shared_ptr<const std::vector<RoundResult>> rounds);
  // The start of a match: deals the first deck.
  ChkobbaState(const ChkobbaRules& rules, int first_dealer, std::array<int, 2> start_totals,
               std::shared_ptr<Supply> supply, Rng rng);

  std::string_view game_name() const override { return "chkobba"; }
  int num_players() const override { return position_.rules.players; }
  int current_player() const override;
  std::vector<Action> legal_actions() const override;
  bool is_legal(Action action) const override;
  std::string action_to_string(Action action) const override;
  Result<Action> parse_action(std::string_view text) const override;
  std::unique_ptr<GameState> clone() const override;
  std::unique_ptr<Observation> observation(int seat) const override;
  std::unique_ptr<Observation> open_observation(int seat) const override;
  int dealer() const override { return position_.dealer; }
  const std::vector<RoundResult>& rounds() const override { return *rounds_; }
  std::vector<int> winners() const override { return position_.winners; }

  const ChkobbaPosition& position() const { return position_; }
  // The legal actions without allocating: returns how many were written (at most kMaxActions).
  static constexpr int kMaxActions = kChkobbaMaxPlays;
  int fill_legal_actions(std::array<Action, kMaxActions>& out) const;

 protected:
  void do_apply(Action action) override;

 private:
  // [SECTION] One function per phase
  int cut_legal_actions(std::array<Action, kMaxActions>& out) const;
  int play_legal_actions(std::array<Action, kMaxActions>& out) const;
  void apply_cut(Action action);
  void apply_play(Action action);
  // observation() and open_observation(): the other hands wiped out, or (open) kept.
  std::unique_ptr<Observation> observe(int seat, bool open) const;

  // [SECTION] The deal's steps
  void start_deal();            // takes the next deck and asks the cutter
  void deal_new_hands();        // 3 more cards each, none to the table
  void finish_deal();           // leftovers, scoring, the match's end or the next deal
  ChkobbaCard draw_from_stock() { return position_.deck[position_.next_card++]; }

  // [SECTION] The events of a move (core/move_event.h)
  void tell_card(MoveEvent::Kind kind, int seat, ChkobbaCard card, CardPlace from, CardPlace to,
                 SeatSet seen_by);
  // The cards just dealt from the stock: every hand's, and the table's when `table` (but the cut
  // card; kNoChkobbaCard when there is none).
  void tell_dealt(ChkobbaCard cut, bool table);

  ChkobbaPosition position_;
  // Copy-on-write: clones share the supply until one of them needs a new deck.
  std::shared_ptr<Supply> supply_;
  Rng rng_;
  std::shared_ptr<const std::vector<RoundResult>> rounds_;
};

// The factory of the registry: checks players (2 or 4), dealer, decks and start_totals.
Result<std::unique_ptr<GameState>> new_chkobba_match(const MatchSetup& setup);

}  // namespace cardavia
