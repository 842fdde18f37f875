// Cabo: the match — setup, the deal, legal actions and their effects per phase, the end of a
// round and of the match. The notation lives in cabo_notation.cpp, what a seat knows in
// cabo_observation.cpp, the scoring arithmetic in cabo_scoring.cpp.
#include "cabo.h"

#include <algorithm>
#include <bit>

#include "../seats.h"
#include "core/game_registry.h"

namespace cardavia {

using namespace cabo;

namespace {

constexpr SeatMask seat_bit(int seat) { return static_cast<SeatMask>(1u << seat); }

// Every set of 2–4 places, by size, then in lexicographic order of the places (see the header).
// Filtering this list by the occupied places keeps that order for any subset.
constexpr std::array<int, 11> kReplaceSets = {
    0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100,  // {0,1} {0,2} {0,3} {1,2} {1,3} {2,3}
    0b0111, 0b1011, 0b1101, 0b1110,                  // {0,1,2} {0,1,3} {0,2,3} {1,2,3}
    0b1111};

}  // namespace

// [SECTION] The factory

// Cabo's start state (a match begun mid-way): a total per seat, whether each seat has used its
// 100→50 reset. Their link bits are fixed for ever (core/game_registry.h).
namespace {
constexpr StartField kCaboStartFields[] = {{"start_totals", false, 6},
                                           {"start_reset_used", true, 7}};
}  // namespace

Result<std::unique_ptr<GameState>> new_cabo_match(const MatchSetup& setup) {
  const int players = setup.players;
  if (players < kMinPlayers || players > kMaxPlayers) {
    return fail("cabo takes 2 to 5 players, not " + std::to_string(players));
  }
  if (setup.dealer && (*setup.dealer < 0 || *setup.dealer >= players)) {
    return fail("\"dealer\" must be a seat from 0 to " + std::to_string(players - 1));
  }
  Result<DeckSupply<StandardCard>> decks =
      DeckSupply<StandardCard>::from_setup(setup, full_pack_52());
  if (!decks) return fail(decks.error());

  std::vector<int> totals(players, 0);
  if (const std::vector<int>* given = setup.start_list(kCaboStartFields[0].name)) {
    if (static_cast<int>(given->size()) != players) {
      return fail("\"start_totals\" must hold one total per seat (" + std::to_string(players) +
                  ")");
    }
    for (const int total : *given) {
      // A total above 100 would have ended the match already.
      if (total < 0 || total > kEndAbove) {
        return fail("\"start_totals\" must be from 0 to 100, not " + std::to_string(total));
      }
    }
    totals = *given;
  }
  SeatFlags reset_used(players, 0);
  if (const std::vector<int>* given = setup.start_list(kCaboStartFields[1].name)) {
    if (static_cast<int>(given->size()) != players) {
      return fail("\"start_reset_used\" must hold one flag per seat (" + std::to_string(players) +
                  ")");
    }
    reset_used.assign(given->begin(), given->end());
  }

  Rng rng(setup.seed);
  const int dealer = first_dealer(setup, rng);
  return std::unique_ptr<GameState>(std::make_unique<CaboState>(
      CaboRules{players}, std::move(decks).value(), rng, dealer, totals, reset_used));
}

CaboState::CaboState(CaboRules rules, DeckSupply<StandardCard> decks, Rng rng, int first_dealer,
                     const std::vector<int>& start_totals,
                     const SeatFlags& start_reset_used)
    : rules_(rules), decks_(std::move(decks)), rng_(rng), dealer_(first_dealer) {
  for (int seat = 0; seat < rules_.players; ++seat) {
    totals_[seat] = start_totals[seat];
    reset_used_[seat] = start_reset_used[seat] != 0;
  }
  for (Hand& hand : revealed_) hand.fill(kNoCard);
  // The player after the first dealer starts round 1.
  starter_ = next_seat(dealer_, rules_.players);
  deal_round();
}

// [SECTION] The deal

void CaboState::deal_round() {
  const std::vector<StandardCard> deck = decks_.next_deck(rng_);
  const int players = rules_.players;
  std::size_t next = 0;

  // One card at a time in play order from the player after the dealer, four times round.
  for (Hand& hand : hands_) hand.fill(kNoCard);
  for (int place = 0; place < kPlaces; ++place) {
    for (int step = 1; step <= players; ++step) {
      const int seat = (dealer_ + step) % players;
      hands_[seat][place] = static_cast<CardId>(deck[next++].id());
      tell_card(MoveEvent::Kind::kDeal, hands_[seat][place], CardPlace::stock(),
                CardPlace::hand(seat, place), kSeenByNone);
    }
  }
  known_by_.fill(0);
  pool_.fill(0);

  // The next card starts the discard pile; the rest is the stock, its first card drawn first.
  discard_[0] = static_cast<CardId>(deck[next++].id());
  discard_count_ = 1;
  known_by_[discard_[0]] = everybody();
  tell_card(MoveEvent::Kind::kDeal, discard_[0], CardPlace::stock(), CardPlace::pile(), kSeenByAll);
  stock_count_ = static_cast<int>(deck.size() - next);
  for (int i = 0; i < stock_count_; ++i) {
    stock_[stock_count_ - 1 - i] = static_cast<CardId>(deck[next + i].id());
  }

  held_ = kNoCard;
  caller_ = -1;
  looks_done_ = 0;
  reshuffles_ = 0;
  phase_ = Phase::kLook;
  to_move_ = starter_;
}

// [SECTION] Legal actions

std::vector<Action> CaboState::legal_actions() const {
  std::vector<Action> legal;
  switch (phase_) {
    case Phase::kLook:
      add_look_actions(legal);
      break;
    case Phase::kTurnStart:
      legal.reserve(3);  // one allocation, not three: this runs once per action in playouts
      add_turn_start_actions(legal);
      break;
    case Phase::kAfterDraw:
      add_after_draw_actions(legal);
      break;
    case Phase::kAfterTake:
      legal.reserve(kPlaces);
      add_swap_actions(legal);
      break;
    case Phase::kMatchOver:
      break;
  }
  return legal;
}

int CaboState::occupied_mask(int seat) const {
  int mask = 0;
  for (int place = 0; place < kPlaces; ++place) {
    if (hands_[seat][place] != kNoCard) mask |= 1 << place;
  }
  return mask;
}

void CaboState::add_look_actions(std::vector<Action>& legal) const {
  // Any two of the player's own four cards (all four are there at the start of a round).
  legal.reserve(6);
  for (int first = 0; first < kPlaces; ++first) {
    for (int second = first + 1; second < kPlaces; ++second) {
      legal.push_back(Move{ActionKind::kLook, first, 0, second, 0}.encode());
    }
  }
}

void CaboState::add_turn_start_actions(std::vector<Action>& legal) const {
  // Draw is always possible: an empty stock is rebuilt from the discard pile at the draw.
  legal.push_back(Move{ActionKind::kDraw}.encode());
  // The discard pile is never empty at the start of a turn (every turn ends with a discard).
  legal.push_back(Move{ActionKind::kTake}.encode());
  // Cabo is called once per round at most.
  if (caller_ < 0) legal.push_back(Move{ActionKind::kCabo}.encode());
}

void CaboState::add_swap_actions(std::vector<Action>& legal) const {
  // A swap puts the held card into an occupied place; a place freed by a replace stays empty.
  for (int place = 0; place < kPlaces; ++place) {
    if (hands_[to_move_][place] != kNoCard) {
      legal.push_back(Move{ActionKind::kSwap, place}.encode());
    }
  }
}

void CaboState::add_after_draw_actions(std::vector<Action>& legal) const {
  legal.reserve(32);
  add_swap_actions(legal);

  // Replace: every set of 2–4 occupied places, each with every destination in it.
  const int occupied = occupied_mask(to_move_);
  for (const int set : kReplaceSets) {
    if ((set & ~occupied) != 0) continue;
    for (int destination = 0; destination < kPlaces; ++destination) {
      if ((set >> destination & 1) == 0) continue;
      legal.push_back(Move{ActionKind::kReplace, destination, 0, 0, set}.encode());
    }
  }

  legal.push_back(Move{ActionKind::kDiscard}.encode());

  // The effect of a drawn 7–12, used while discarding it (a king has none).
  const int rank = card_rank(held_);
  if (rank == 7 || rank == 8) {
    for (int place = 0; place < kPlaces; ++place) {
      if (occupied >> place & 1) legal.push_back(Move{ActionKind::kPeek, place}.encode());
    }
  } else if (rank == 9 || rank == 10) {
    for (int seat = 0; seat < rules_.players; ++seat) {
      if (seat == to_move_) continue;
      for (int place = 0; place < kPlaces; ++place) {
        if (hands_[seat][place] == kNoCard) continue;
        legal.push_back(Move{ActionKind::kSpy, 0, seat, place}.encode());
      }
    }
  } else if (rank == 11 || rank == 12) {
    for (int own = 0; own < kPlaces; ++own) {
      if ((occupied >> own & 1) == 0) continue;
      for (int seat = 0; seat < rules_.players; ++seat) {
        if (seat == to_move_) continue;
        for (int place = 0; place < kPlaces; ++place) {
          if (hands_[seat][place] == kNoCard) continue;
          legal.push_back(Move{ActionKind::kBlindSwap, own, seat, place}.encode());
        }
      }
    }
  }
}

// [SECTION] Applying an action (precondition: it is legal)

void CaboState::do_apply(Action action) {
  const Move move = Move::decode(action);
  switch (phase_) {
    case Phase::kLook:
      apply_look(move);
      break;
    case Phase::kTurnStart:
      apply_turn_start(move);
      break;
    case Phase::kAfterDraw:
      apply_after_draw(move);
      break;
    case Phase::kAfterTake:
      apply_after_take(move);
      break;
    case Phase::kMatchOver:
      break;
  }
}

void CaboState::apply_look(const Move& move) {
  // The owner sees the two cards and turns them down again.
  for (const int place : {move.place, move.other_place}) {
    known_by_[hands_[to_move_][place]] |= seat_bit(to_move_);
    tell_card(MoveEvent::Kind::kLook, hands_[to_move_][place], CardPlace::hand(to_move_, place),
              CardPlace::hand(to_move_, place), only_seat(to_move_));
  }
  ++looks_done_;
  to_move_ = next_seat(to_move_, rules_.players);
  // Everybody has looked: the starter (the first to look) plays the first turn.
  if (looks_done_ == rules_.players) phase_ = Phase::kTurnStart;
}

void CaboState::apply_turn_start(const Move& move) {
  switch (move.kind) {
    case ActionKind::kDraw:
      draw_from_stock();
      phase_ = Phase::kAfterDraw;
      return;
    case ActionKind::kTake:
      // The top of the discard pile was face up: everybody knows the card and sees where it goes.
      held_ = discard_[--discard_count_];
      known_by_[held_] = everybody();
      tell_card(MoveEvent::Kind::kMove, held_, CardPlace::pile(), CardPlace::held(), kSeenByAll);
      phase_ = Phase::kAfterTake;
      return;
    default:  // kCabo: the call is the caller's whole turn
      caller_ = to_move_;
      emit_fact(MoveEvent::Kind::kCall, to_move_);
      end_turn();
      return;
  }
}

void CaboState::draw_from_stock() {
  if (stock_count_ == 0) reshuffle_discards();
  held_ = stock_[--stock_count_];
  // The drawer looks at the card privately.
  known_by_[held_] = seat_bit(to_move_);
  tell_card(MoveEvent::Kind::kMove, held_, CardPlace::stock(), CardPlace::held(),
            only_seat(to_move_));
}

void CaboState::reshuffle_discards() {
  // Keep the top card; the rest, from the bottom up, is shuffled into the new stock.
  const CardId top = discard_[discard_count_ - 1];
  std::vector<CardId> rest(discard_.begin(), discard_.begin() + (discard_count_ - 1));
  shuffle(rest, rng_);
  ++reshuffles_;
  emit_fact(MoveEvent::Kind::kReshuffle, to_move_);
  stock_count_ = static_cast<int>(rest.size());
  for (int i = 0; i < stock_count_; ++i) {
    stock_[stock_count_ - 1 - i] = rest[i];  // rest[0] is drawn first
    known_by_[rest[i]] = 0;
    pool_[rest[i]] = static_cast<std::uint16_t>(reshuffles_);
  }
  discard_[0] = top;
  discard_count_ = 1;
}

void CaboState::discard(CardId card, CardPlace from) {
  // Face up onto the pile: everybody sees it.
  discard_[discard_count_++] = card;
  known_by_[card] = everybody();
  tell_card(MoveEvent::Kind::kMove, card, from, CardPlace::pile(), kSeenByAll);
}

void CaboState::apply_after_draw(const Move& move) {
  const CardId drawn = held_;
  held_ = kNoCard;
  switch (move.kind) {
    case ActionKind::kSwap: {
      // The old card goes face up to the pile, unlooked at; the new one face down into its place.
      const CardId old = hands_[to_move_][move.place];
      hands_[to_move_][move.place] = drawn;
      tell_card(MoveEvent::Kind::kMove, drawn, CardPlace::held(),
                CardPlace::hand(to_move_, move.place), kSeenByNone);
      discard(old, CardPlace::hand(to_move_, move.place));
      break;
    }
    case ActionKind::kReplace:
      held_ = drawn;
      replace(move.place_set, move.place);
      break;
    case ActionKind::kPeek:
      // 7 or 8: look at one of your own cards.
      discard(drawn, CardPlace::held());
      known_by_[hands_[to_move_][move.place]] |= seat_bit(to_move_);
      tell_card(MoveEvent::Kind::kLook, hands_[to_move_][move.place],
                CardPlace::hand(to_move_, move.place), CardPlace::hand(to_move_, move.place),
                only_seat(to_move_));
      break;
    case ActionKind::kSpy:
      // 9 or 10: look at one card of another player.
      discard(drawn, CardPlace::held());
      known_by_[hands_[move.seat][move.other_place]] |= seat_bit(to_move_);
      tell_card(MoveEvent::Kind::kLook, hands_[move.seat][move.other_place],
                CardPlace::hand(move.seat, move.other_place),
                CardPlace::hand(move.seat, move.other_place), only_seat(to_move_));
      break;
    case ActionKind::kBlindSwap:
      // J or Q: exchange the two cards unseen; what anyone knew of them moves with them.
      discard(drawn, CardPlace::held());
      tell_card(MoveEvent::Kind::kMove, hands_[to_move_][move.place],
                CardPlace::hand(to_move_, move.place), CardPlace::hand(move.seat, move.other_place),
                kSeenByNone);
      tell_card(MoveEvent::Kind::kMove, hands_[move.seat][move.other_place],
                CardPlace::hand(move.seat, move.other_place), CardPlace::hand(to_move_, move.place),
                kSeenByNone);
      std::swap(hands_[to_move_][move.place], hands_[move.seat][move.other_place]);
      break;
    default:  // kDiscard: no effect
      discard(drawn, CardPlace::held());
      break;
  }
  end_turn();
}

void CaboState::replace(int place_set, int destination) {
  Hand& hand = hands_[to_move_];
  // The claimed cards are shown to everybody, whatever the outcome.
  int value = -1;
  bool all_equal = true;
  for (int place = 0; place < kPlaces; ++place) {
    if ((place_set >> place & 1) == 0) continue;
    known_by_[hand[place]] = everybody();
    if (value < 0) value = card_value(hand[place]);
    if (card_value(hand[place]) != value) all_equal = false;
  }
  const CardId drawn = held_;
  held_ = kNoCard;

  // Not all equal: the cards go back to their places, the drawn card is discarded, turn lost.
  if (!all_equal) {
    for (int place = 0; place < kPlaces; ++place) {
      if ((place_set >> place & 1) == 0) continue;
      tell_card(MoveEvent::Kind::kLook, hand[place], CardPlace::hand(to_move_, place),
                CardPlace::hand(to_move_, place), kSeenByAll);
    }
    discard(drawn, CardPlace::held());
    return;
  }
  // All equal: all go to the pile (lowest place first), the new card goes face down to the
  // destination, the other freed places stay empty for the rest of the round.
  for (int place = 0; place < kPlaces; ++place) {
    if ((place_set >> place & 1) == 0) continue;
    discard(hand[place], CardPlace::hand(to_move_, place));
    hand[place] = kNoCard;
  }
  hand[destination] = drawn;
  tell_card(MoveEvent::Kind::kMove, drawn, CardPlace::held(),
            CardPlace::hand(to_move_, destination), kSeenByNone);
}

void CaboState::apply_after_take(const Move& move) {
  // The taken card must replace one of your cards (never an effect, never straight back).
  const CardId taken = held_;
  held_ = kNoCard;
  const CardId old = hands_[to_move_][move.place];
  hands_[to_move_][move.place] = taken;
  tell_card(MoveEvent::Kind::kMove, taken, CardPlace::held(), CardPlace::hand(to_move_, move.place),
            kSeenByNone);
  discard(old, CardPlace::hand(to_move_, move.place));
  end_turn();
}

// [SECTION] The events of a move (core/move_event.h)

void CaboState::tell_card(MoveEvent::Kind kind, CardId card, CardPlace from, CardPlace to,
                          SeatSet seen_by) {
  if (recording_events())
    emit_card(kind, to_move_, AnyCard::of(StandardCard::from_id(card)), from, to, seen_by);
}

// [SECTION] The end of a turn, a round, the match

void CaboState::end_turn() {
  const int next = next_seat(to_move_, rules_.players);
  // After a call, the round ends when the turn comes back to the caller.
  if (caller_ >= 0 && next == caller_) {
    score_round();
    return;
  }
  to_move_ = next;
  phase_ = Phase::kTurnStart;
}

void CaboState::score_round() {
  const int players = rules_.players;

  // Step 1. Everything is shown; the round scores follow from the hands and the caller.
  revealed_ = hands_;
  for (int seat = 0; seat < players; ++seat) {
    for (int place = 0; place < kPlaces; ++place) {
      const CardId card = hands_[seat][place];
      if (card == kNoCard) continue;
      known_by_[card] = everybody();
      tell_card(MoveEvent::Kind::kReveal, card, CardPlace::hand(seat, place),
                CardPlace::hand(seat, place), kSeenByAll);
    }
  }
  last_caller_ = caller_;
  std::array<int, kMaxPlayers> sums{};
  for (int seat = 0; seat < players; ++seat) sums[seat] = hand_sum(hands_[seat]);
  const std::array<int, kMaxPlayers> scores =
      round_scores(players, sums, caller_, moon_shooter(players, hands_));

  // Step 2. Totals, with the once-per-player reset of an exact 100.
  RoundResult result;
  for (int seat = 0; seat < players; ++seat) {
    add_to_total(scores[seat], totals_[seat], reset_used_[seat]);
    result.scores.push_back(scores[seat]);
    result.totals.push_back(totals_[seat]);
    emit_fact(MoveEvent::Kind::kScore, seat, scores[seat], totals_[seat]);
  }
  rounds_.push_back(std::move(result));

  // Step 3. Above 100 ends the match: the lowest total wins, exact ties share.
  const bool over = std::any_of(totals_.begin(), totals_.begin() + players,
                                [](int total) { return total > kEndAbove; });
  if (over) {
    const int best = *std::min_element(totals_.begin(), totals_.begin() + players);
    for (int seat = 0; seat < players; ++seat) {
      if (totals_[seat] == best) winners_.push_back(seat);
    }
    phase_ = Phase::kMatchOver;
    to_move_ = kNobody;
    return;
  }

  // Step 4. The lowest round score starts, the highest deals; ties from the previous one on.
  const int lowest = *std::min_element(scores.begin(), scores.begin() + players);
  const int highest = *std::max_element(scores.begin(), scores.begin() + players);
  starter_ = first_seat_from(starter_, players, [&](int seat) { return scores[seat] == lowest; });
  dealer_ = first_seat_from(dealer_, players, [&](int seat) { return scores[seat] == highest; });
  deal_round();
}

// [SECTION] Registration: Cabo's one line in the games' registry (core/game_registry.h).
namespace {
std::vector<std::string> cabo_pack() { return pack_notation(full_pack_52()); }
constexpr int kCaboOffered[] = {2, 3, 4, 5};
constexpr GameInfo kCaboGame = {.name = "cabo",
                                .link_id = 0,
                                .min_players = 2,
                                .max_players = 5,
                                .offered_players = kCaboOffered,
                                .default_players = 3,
                                .new_match = &new_cabo_match,
                                .pack = &cabo_pack,
                                .start_fields = kCaboStartFields};
}  // namespace
CARDAVIA_REGISTER_GAME(kCaboGame);

}  // namespace cardavia
