// Cucù: the match, the turn and the scoring. The rules and every decision are in cucu.h.
#include "cucu.h"

#include <algorithm>
#include <bit>

#include "core/game_registry.h"
#include "core/seats.h"

namespace cardavia {

namespace {

constexpr std::uint64_t bit(int token) { return std::uint64_t{1} << token; }

constexpr std::array<std::string_view, kNumCucuActions> kActionNames = {
    "keep", "ask", "insure", "accept", "refuse", "deck"};

Action code(CucuAction action) { return Action{static_cast<std::uint32_t>(action)}; }

}  // namespace

bool cucu_verdict_loses(CucuVerdict verdict) {
  switch (verdict) {
    case CucuVerdict::kLowest:
    case CucuVerdict::kTied:
    case CucuVerdict::kFoolTies:
    case CucuVerdict::kFoolAlone:
    case CucuVerdict::kLoneCard:
    case CucuVerdict::kTwoFoolsLowest:
      return true;
    default:
      return false;
  }
}

// [SECTION] Creating a match

namespace {
// Cucù's start state (a match begun mid-way): the lives of each seat. Its link bit is fixed for
// ever (core/game_registry.h).
constexpr StartField kCucuStartFields[] = {{"start_lives", false, 8}};
}  // namespace

Result<std::unique_ptr<GameState>> CucuState::create(const MatchSetup& setup) {
  // Step 1. The number of players.
  if (setup.players < CucuRules::kMinPlayers || setup.players > CucuRules::kMaxPlayers) {
    return fail("cucu takes 2 to 4 players, not " + std::to_string(setup.players));
  }
  const int players = setup.players;

  // Step 2. Lives at the start (a test may begin mid-match).
  std::array<std::int8_t, CucuRules::kMaxPlayers> lives{};
  if (const std::vector<int>* start_lives = setup.start_list(kCucuStartFields[0].name)) {
    const std::vector<int>& given = *start_lives;
    if (static_cast<int>(given.size()) != players) {
      return fail("\"start_lives\" must give the lives of each of the " + std::to_string(players) +
                  " seats, not " + std::to_string(given.size()));
    }
    int with_lives = 0;
    for (int seat = 0; seat < players; ++seat) {
      if (given[seat] < 0 || given[seat] > CucuRules::kLivesAtStart) {
        return fail("\"start_lives\": seat " + std::to_string(seat) + " has " +
                    std::to_string(given[seat]) + " lives; each seat has 0 to 3");
      }
      lives[seat] = static_cast<std::int8_t>(given[seat]);
      if (given[seat] > 0) ++with_lives;
    }
    if (with_lives < 2) {
      return fail("\"start_lives\": at least two players must have lives, or the match is over");
    }
  } else {
    for (int seat = 0; seat < players; ++seat) lives[seat] = CucuRules::kLivesAtStart;
  }

  // Step 3. The decks given by the setup.
  Result<DeckSupply<CuccuCard>> supply = DeckSupply<CuccuCard>::from_setup(setup, cuccu_pack_40());
  if (!supply) return fail(supply.error());

  // Step 4. The first dealer: named (and then it must have lives), or drawn from the seed.
  if (setup.dealer && (*setup.dealer < 0 || *setup.dealer >= players)) {
    return fail("\"dealer\" must be a seat from 0 to " + std::to_string(players - 1));
  }
  if (setup.dealer && lives[*setup.dealer] == 0) {
    return fail("the dealer, seat " + std::to_string(*setup.dealer) + ", has no lives left");
  }
  std::unique_ptr<CucuState> state(new CucuState());
  state->rules_.players = players;
  state->rng_ = Rng(setup.seed);
  const int drawn = first_dealer(setup, state->rng_);
  state->dealer_ = first_seat_from(drawn, players, [&](int seat) { return lives[seat] > 0; });
  state->supply_ = std::move(supply).value();
  state->lives_ = lives;
  state->showdown_.fill(kUnknownRank);
  state->deal_round();
  return std::unique_ptr<GameState>(std::move(state));
}

Result<std::unique_ptr<GameState>> new_cucu_match(const MatchSetup& setup) {
  return CucuState::create(setup);
}

// [SECTION] Whose move, and which moves

int CucuState::current_player() const {
  return phase_ == CucuPhase::kMatchOver ? kNobody : to_move_;
}

std::vector<Action> CucuState::legal_actions() const {
  switch (phase_) {
    case CucuPhase::kTurn:
      // The dealer keeps or takes from the deck; everyone else keeps or asks.
      if (turn_seat_ == dealer_) return {code(CucuAction::kKeep), code(CucuAction::kDeck)};
      return {code(CucuAction::kKeep), code(CucuAction::kAsk)};
    case CucuPhase::kInnChoice:
      // Only a zero may be insured.
      if (ranks_[hand_[to_move_]] == CuccuRank::kZero) {
        return {code(CucuAction::kKeep), code(CucuAction::kInsure)};
      }
      return {code(CucuAction::kKeep)};
    case CucuPhase::kInnkeeperAnswer:
      return {code(CucuAction::kAccept), code(CucuAction::kRefuse)};
    case CucuPhase::kMatchOver:
      return {};
  }
  return {};
}

bool CucuState::is_legal(Action action) const {
  const auto kind = static_cast<CucuAction>(action.code);
  switch (phase_) {
    case CucuPhase::kTurn:
      return kind == CucuAction::kKeep ||
             kind == (turn_seat_ == dealer_ ? CucuAction::kDeck : CucuAction::kAsk);
    case CucuPhase::kInnChoice:
      return kind == CucuAction::kKeep ||
             (kind == CucuAction::kInsure && ranks_[hand_[to_move_]] == CuccuRank::kZero);
    case CucuPhase::kInnkeeperAnswer:
      return kind == CucuAction::kAccept || kind == CucuAction::kRefuse;
    case CucuPhase::kMatchOver:
      return false;
  }
  return false;
}

// [SECTION] Notation

std::string CucuState::action_to_string(Action action) const {
  if (action.code >= kNumCucuActions) return "?";
  return std::string(kActionNames[action.code]);
}

Result<Action> CucuState::parse_action(std::string_view text) const {
  for (std::uint32_t i = 0; i < kNumCucuActions; ++i) {
    if (kActionNames[i] == text) return Action{i};
  }
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on "…" + std::string(…) here.
  std::string message = "\"";
  message.append(text);
  message.append("\" is not a cucu action (keep, ask, insure, accept, refuse, deck)");
  return fail(std::move(message));
}

std::unique_ptr<GameState> CucuState::clone() const { return std::make_unique<CucuState>(*this); }

std::vector<int> CucuState::winners() const {
  if (winner_ == kNobody) return {};
  return {winner_};
}

// [SECTION] Playing

void CucuState::do_apply(Action action) {
  const auto kind = static_cast<CucuAction>(action.code);
  if (round_action_count_ < static_cast<int>(round_actions_.size())) {
    round_actions_[round_action_count_] = static_cast<std::uint8_t>(action.code);
    round_actors_[round_action_count_] = static_cast<std::int8_t>(to_move_);
    ++round_action_count_;
  }
  switch (phase_) {
    case CucuPhase::kTurn:
      apply_turn(kind);
      return;
    case CucuPhase::kInnChoice:
      apply_inn_choice(kind);
      return;
    case CucuPhase::kInnkeeperAnswer:
      apply_innkeeper_answer(kind);
      return;
    case CucuPhase::kMatchOver:
      return;
  }
}

void CucuState::apply_turn(CucuAction action) {
  const int seat = turn_seat_;
  // Keeping ends the turn.
  if (action == CucuAction::kKeep) {
    end_turn();
    return;
  }
  // The dealer's exchange takes the next card from the bottom; no card has an effect there.
  if (action == CucuAction::kDeck) {
    set_aside_and_take(seat, bottom_++);
    end_turn();
    return;
  }
  // Asking: the target's card decides.
  resolve_request(seat);
}

void CucuState::apply_inn_choice(CucuAction action) {
  // Keeping withdraws the request: both keep their cards.
  if (action == CucuAction::kKeep) {
    end_turn();
    return;
  }
  // Insuring shows everybody that the requester holds a zero; the innkeeper answers.
  public_known_ |= bit(hand_[turn_seat_]);
  tell_card(MoveEvent::Kind::kLook, hand_[turn_seat_], CardPlace::hand(turn_seat_),
            CardPlace::hand(turn_seat_), kSeenByAll);
  phase_ = CucuPhase::kInnkeeperAnswer;
  to_move_ = innkeeper_;
}

void CucuState::apply_innkeeper_answer(CucuAction action) {
  // Accepting: both keep, and the innkeeper answers for the zero at the end of the round.
  if (action == CucuAction::kAccept) {
    insured_by_[turn_seat_] = static_cast<std::int8_t>(innkeeper_);
  } else {
    // Refusing: the exchange happens; the innkeeper plays on with the zero.
    exchange(turn_seat_, innkeeper_);
  }
  end_turn();
}

// [SECTION] Rule steps

void CucuState::resolve_request(int requester) {
  // The target is the next live player: a seat knocked out this round cannot be asked. What
  // happens is recorded as everybody sees it (last_request_).
  CucuRequest& seen = last_request_;
  seen = CucuRequest{};
  seen.requester = static_cast<std::int8_t>(requester);
  const auto answer = [&](int target, CucuAnswer how) {
    seen.target = static_cast<std::int8_t>(target);
    seen.answer = how;
  };
  int target = next_live_in_round(requester);
  for (;;) {
    reach(target);
    const int token = hand_[target];
    // A special card is shown to everybody (an ordinary one is only seen to be ordinary).
    if (CuccuCard{ranks_[token]}.is_special())
      tell_card(MoveEvent::Kind::kLook, token, CardPlace::hand(target), CardPlace::hand(target),
                kSeenByAll);
    switch (ranks_[token]) {
      case CuccuRank::kHorse:
        // Passed over: the next player is the target; past a horse-holding dealer, the top card.
        public_known_ |= bit(token);
        seen.passed[seen.passed_count++] = static_cast<std::int8_t>(target);
        if (target == dealer_) {
          answer(-1, CucuAnswer::kTopCard);
          exchange_with_top(requester);
          end_turn();
          return;
        }
        target = next_live_in_round(target);
        continue;
      case CuccuRank::kCuckoo:
        // Refuses; nothing else happens.
        public_known_ |= bit(token);
        answer(target, CucuAnswer::kCuckoo);
        end_turn();
        return;
      case CuccuRank::kHunter:
        // Refuses, and the requester loses a life at once.
        public_known_ |= bit(token);
        answer(target, CucuAnswer::kHunter);
        lose_life_now(requester, CucuAnswer::kHunter);
        end_turn();
        return;
      case CuccuRank::kCat:
        // Refuses, the requester loses a life at once, and the chain that brought the requester's
        // card is undone.
        public_known_ |= bit(token);
        answer(target, CucuAnswer::kCat);
        undo_chain(requester);
        lose_life_now(requester, CucuAnswer::kCat);
        end_turn();
        return;
      case CuccuRank::kInn:
        // Suspends the request: the requester chooses.
        public_known_ |= bit(token);
        answer(target, CucuAnswer::kInn);
        innkeeper_ = target;
        phase_ = CucuPhase::kInnChoice;
        to_move_ = requester;
        return;
      default:
        // An ordinary card must be exchanged; everybody sees that it was not special.
        ordinary_ |= bit(token);
        answer(target, CucuAnswer::kExchange);
        exchange(requester, target);
        end_turn();
        return;
    }
  }
}

void CucuState::exchange(int requester, int target) {
  CucuExchange& record = received_[target];
  record.requester = static_cast<std::int8_t>(requester);
  record.requester_token = hand_[requester];
  record.target_token = hand_[target];
  // Face down from hand to hand; each takes up and looks at the card it gets.
  tell_card(MoveEvent::Kind::kMove, hand_[requester], CardPlace::hand(requester),
            CardPlace::hand(target), only_seat(target));
  tell_card(MoveEvent::Kind::kMove, hand_[target], CardPlace::hand(target),
            CardPlace::hand(requester), only_seat(requester));
  std::swap(hand_[requester], hand_[target]);
  known_[requester] |= bit(hand_[requester]);
  known_[target] |= bit(hand_[target]);
}

void CucuState::exchange_with_top(int requester) { set_aside_and_take(requester, top_--); }

void CucuState::set_aside_and_take(int seat, int token) {
  // The old card face down to the cards set aside; the new one from the pack, seen by its taker.
  set_aside_[set_aside_count_++] = hand_[seat];
  tell_card(MoveEvent::Kind::kMove, hand_[seat], CardPlace::hand(seat), CardPlace::pile(),
            kSeenByNone);
  tell_card(MoveEvent::Kind::kMove, token, CardPlace::stock(), CardPlace::hand(seat),
            only_seat(seat));
  hand_[seat] = static_cast<std::int8_t>(token);
  known_[seat] |= bit(token);
}

void CucuState::undo_chain(int requester) {
  // Walk back through the exchanges that brought the card forward; undo each, latest first.
  int seat = requester;
  while (received_[seat].requester >= 0) {
    const CucuExchange record = received_[seat];
    received_[seat] = CucuExchange{};
    // Each card goes back to the hand it came from, face down: nothing new is seen.
    tell_card(MoveEvent::Kind::kMove, record.requester_token, CardPlace::hand(seat),
              CardPlace::hand(record.requester), kSeenByNone);
    tell_card(MoveEvent::Kind::kMove, record.target_token, CardPlace::hand(record.requester),
              CardPlace::hand(seat), kSeenByNone);
    hand_[record.requester] = record.requester_token;
    hand_[seat] = record.target_token;
    last_request_.undone[last_request_.undone_count++] =
        CucuUndone{record.requester, static_cast<std::int8_t>(seat), record.requester_token,
                   record.target_token};
    seat = record.requester;
  }
}

void CucuState::lose_life_now(int seat, CucuAnswer cause) {
  // A last life lost here knocks the seat out for the rest of the round (its card is dead), but
  // decides nothing yet: the match is decided only after the showdown (score_round).
  if (lives_[seat] > 0) {
    --lives_[seat];
    ++round_lost_[seat];
    lost_now_to_[seat] = cause;
    emit_fact(MoveEvent::Kind::kLifeLost, seat, lives_[seat]);
  }
}

void CucuState::end_turn() {
  // After the dealer, the round is over.
  if (turn_seat_ == dealer_) {
    score_round();
    return;
  }
  // The next live player acts (a seat knocked out this round has already had its turn, and the
  // dealer, who never loses a life mid-round, is always reached).
  turn_seat_ = next_live_in_round(turn_seat_);
  reach(turn_seat_);
  to_move_ = turn_seat_;
  phase_ = CucuPhase::kTurn;
  innkeeper_ = -1;
}

int CucuState::pack_on_table() const {
  int undealt = 0;
  for (int seat = 0; seat < rules_.players; ++seat) {
    if (in_round(seat) && !reached(seat)) ++undealt;
  }
  return top_ - bottom_ + 1 + undealt;
}

int CucuState::next_in_round(int seat) const {
  for (int step = 1; step < rules_.players; ++step) {
    const int candidate = (seat + step) % rules_.players;
    if (in_round(candidate)) return candidate;
  }
  return -1;
}

int CucuState::next_live_in_round(int seat) const {
  for (int step = 1; step < rules_.players; ++step) {
    const int candidate = (seat + step) % rules_.players;
    if (live_in_round(candidate)) return candidate;
  }
  return -1;
}

int CucuState::seats_with_lives() const {
  int count = 0;
  for (int seat = 0; seat < rules_.players; ++seat) count += lives_[seat] > 0 ? 1 : 0;
  return count;
}

void CucuState::deal_round() {
  // Step 1. A shuffled pack (or the given order), token i being the i-th card from the bottom.
  const std::vector<CuccuCard> deck = supply_.next_deck(rng_);
  for (int token = 0; token < CucuRules::kPackSize; ++token) ranks_[token] = deck[token].rank;
  ++rounds_dealt_;

  // Step 2. One card from the bottom to each player with lives, in play order, the dealer last.
  in_round_mask_ = 0;
  for (int seat = 0; seat < rules_.players; ++seat) {
    hand_[seat] = kNoToken;
    known_[seat] = 0;
    received_[seat] = CucuExchange{};
    insured_by_[seat] = -1;
    round_lost_[seat] = 0;
    lost_now_to_[seat] = CucuAnswer::kNone;
    if (lives_[seat] > 0) in_round_mask_ |= static_cast<std::uint8_t>(1U << seat);
  }
  bottom_ = 0;
  int seat = dealer_;
  do {
    seat = next_in_round(seat);
    hand_[seat] = static_cast<std::int8_t>(bottom_);
    known_[seat] = bit(bottom_);
    tell_card(MoveEvent::Kind::kDeal, bottom_, CardPlace::stock(), CardPlace::hand(seat),
              only_seat(seat));
    ++bottom_;
  } while (seat != dealer_);
  top_ = CucuRules::kPackSize - 1;
  set_aside_count_ = 0;
  public_known_ = 0;
  ordinary_ = 0;
  round_action_count_ = 0;

  // Step 3. The player after the dealer acts first: play has reached them.
  phase_ = CucuPhase::kTurn;
  turn_seat_ = next_in_round(dealer_);
  to_move_ = turn_seat_;
  innkeeper_ = -1;
  reached_mask_ = 0;
  reach(turn_seat_);
  last_request_ = CucuRequest{};
}

// Twice the card's rank for comparing (so two fools can rank 14½); the cuckoo and a lone fool are
// handled apart by score_round.
int CucuState::card_value_x2(CuccuRank rank, int fools) const {
  if (rank == CuccuRank::kFool) return fools == 2 ? 29 : 0;
  return 2 * CuccuCard{rank}.value();
}

void CucuState::score_round() {
  // Step 1. The live cards: players with lives (knocked-out players' cards are dead). The dealer's
  // is always among them; it may be the only one, and then it is the lowest.
  int fools = 0;
  std::uint8_t live = 0;
  for (int seat = 0; seat < rules_.players; ++seat) {
    showdown_[seat] = kUnknownRank;
    if (!live_in_round(seat)) continue;
    live |= static_cast<std::uint8_t>(1U << seat);
    showdown_[seat] = ranks_[hand_[seat]];
    if (showdown_[seat] == CuccuRank::kFool) ++fools;
    tell_card(MoveEvent::Kind::kReveal, hand_[seat], CardPlace::hand(seat), CardPlace::hand(seat),
              kSeenByAll);
  }

  // Step 2. The lowest card among those that can lose: never a cuckoo, and a lone fool apart.
  const bool lone_fool = fools == 1;
  int lowest = 1000;
  for (int seat = 0; seat < rules_.players; ++seat) {
    if (!((live >> seat) & 1U)) continue;
    const CuccuRank rank = showdown_[seat];
    if (rank == CuccuRank::kCuckoo || (lone_fool && rank == CuccuRank::kFool)) continue;
    lowest = std::min(lowest, card_value_x2(rank, fools));
  }

  // Step 3. Each lowest card loses (ties included); a lone fool loses with them, or alone when
  // every other live card is a cuckoo. An accepted insurance moves the zero's loss. Each seat's
  // verdict says which of these rules decided its card (the table explains the round with it).
  const int live_cards = std::popcount(live);
  int at_lowest = 0;
  for (int seat = 0; seat < rules_.players; ++seat) {
    if (!((live >> seat) & 1U)) continue;
    const CuccuRank rank = showdown_[seat];
    if (rank == CuccuRank::kCuckoo || (lone_fool && rank == CuccuRank::kFool)) continue;
    if (card_value_x2(rank, fools) == lowest) ++at_lowest;
  }
  std::array<int, CucuRules::kMaxPlayers> losses{};
  for (int seat = 0; seat < rules_.players; ++seat) {
    CucuSeatOutcome& outcome = last_outcome_[seat];
    outcome = CucuSeatOutcome{};
    outcome.insured_by = insured_by_[seat];
    outcome.lost_now_to = lost_now_to_[seat];
    if (!((live >> seat) & 1U)) {
      outcome.verdict = in_round(seat) ? CucuVerdict::kDead : CucuVerdict::kOut;
      continue;
    }
    const CuccuRank rank = showdown_[seat];
    outcome.card = rank;
    const bool at_the_lowest = card_value_x2(rank, fools) == lowest;
    if (rank == CuccuRank::kCuckoo) {
      outcome.verdict = CucuVerdict::kCuckoo;
    } else if (lone_fool && rank == CuccuRank::kFool) {
      outcome.verdict = lowest == 1000 ? CucuVerdict::kFoolAlone : CucuVerdict::kFoolTies;
      if (live_cards == 1) outcome.verdict = CucuVerdict::kLoneCard;
    } else if (rank == CuccuRank::kFool) {  // two fools
      outcome.verdict = at_the_lowest ? CucuVerdict::kTwoFoolsLowest : CucuVerdict::kTwoFoolsSafe;
    } else if (!at_the_lowest) {
      outcome.verdict = CucuVerdict::kSafe;
    } else if (live_cards == 1) {
      outcome.verdict = CucuVerdict::kLoneCard;
    } else {
      outcome.verdict = at_lowest > 1 ? CucuVerdict::kTied : CucuVerdict::kLowest;
    }
    if (!cucu_verdict_loses(outcome.verdict)) continue;
    if (rank == CuccuRank::kZero && insured_by_[seat] >= 0) {
      ++losses[insured_by_[seat]];
    } else {
      ++losses[seat];
    }
  }
  for (int seat = 0; seat < rules_.players; ++seat) {
    const int lost = std::min<int>(losses[seat], lives_[seat]);
    lives_[seat] = static_cast<std::int8_t>(lives_[seat] - lost);
    round_lost_[seat] = static_cast<std::int8_t>(round_lost_[seat] + lost);
    last_outcome_[seat].lost = round_lost_[seat];
    for (int life = 1; life <= lost; ++life)
      emit_fact(MoveEvent::Kind::kLifeLost, seat, lives_[seat] + lost - life);
  }

  // Step 4. Everyone still in reached zero together (in the showdown, or earlier in the round to a
  // hunter or a cat): all the match's players come back.
  const int remaining = seats_with_lives();
  last_revived_ = remaining == 0;
  if (remaining == 0) {
    for (int seat = 0; seat < rules_.players; ++seat) lives_[seat] = CucuRules::kLivesAtStart;
  }
  record_round();

  // Step 5. The match is decided here and only here: one player left wins; otherwise the deal
  // passes to the next seat with lives.
  if (remaining == 1) {
    end_match();
    return;
  }
  dealer_ = next_seat_where(dealer_, rules_.players, [this](int seat) { return lives_[seat] > 0; });
  deal_round();
}

void CucuState::record_round() {
  RoundResult result;
  result.scores.resize(rules_.players);
  result.totals.resize(rules_.players);
  for (int seat = 0; seat < rules_.players; ++seat) {
    result.scores[seat] = round_lost_[seat];
    result.totals[seat] = lives_[seat];
    emit_fact(MoveEvent::Kind::kScore, seat, round_lost_[seat], lives_[seat]);
  }
  rounds_.push_back(std::move(result));
}

void CucuState::end_match() {
  phase_ = CucuPhase::kMatchOver;
  for (int seat = 0; seat < rules_.players; ++seat) {
    if (lives_[seat] > 0) winner_ = seat;
  }
}

// [SECTION] The events of a move (core/move_event.h)

void CucuState::reach(int seat) {
  const auto seat_bit = static_cast<std::uint8_t>(1U << seat);
  if (reached_mask_ & seat_bit) return;
  reached_mask_ |= seat_bit;
  emit_fact(MoveEvent::Kind::kReach, seat);
}

void CucuState::tell_card(MoveEvent::Kind kind, int token, CardPlace from, CardPlace to,
                          SeatSet seen_by) {
  if (recording_events())
    emit_card(kind, to_move_, AnyCard::of(CuccuCard{ranks_[token]}), from, to, seen_by);
}

// [SECTION] Invariants

bool CucuState::cards_conserved() const {
  // Every token in exactly one place.
  std::uint64_t seen = 0;
  const auto place = [&](int token) {
    if (token < 0 || token >= CucuRules::kPackSize || (seen & bit(token))) return false;
    seen |= bit(token);
    return true;
  };
  for (int seat = 0; seat < rules_.players; ++seat) {
    if (in_round(seat) != (hand_[seat] != kNoToken)) return false;
    if (hand_[seat] != kNoToken && !place(hand_[seat])) return false;
  }
  for (int token = bottom_; token <= top_; ++token) {
    if (!place(token)) return false;
  }
  for (int i = 0; i < set_aside_count_; ++i) {
    if (!place(set_aside_[i])) return false;
  }
  if (seen != (bit(CucuRules::kPackSize) - 1)) return false;
  // The ranks are the pack: two of each.
  std::array<int, kNumCuccuRanks> counts{};
  for (const CuccuRank rank : ranks_) {
    const int id = static_cast<int>(rank);
    if (id >= kNumCuccuRanks) return false;
    ++counts[id];
  }
  return std::all_of(counts.begin(), counts.end(), [](int count) { return count == 2; });
}

// [SECTION] Registration: Cucù's one line in the games' registry (core/game_registry.h).
// The engine deals 2 to 4 seats; the site offers four, the table it draws.
namespace {
std::vector<std::string> cucu_pack() { return pack_notation(cuccu_pack_40()); }
constexpr int kCucuOffered[] = {4};
constexpr GameInfo kCucuGame = {.name = "cucu",
                                .link_id = 2,
                                .min_players = 2,
                                .max_players = 4,
                                .offered_players = kCucuOffered,
                                .default_players = 4,
                                .new_match = &new_cucu_match,
                                .pack = &cucu_pack,
                                .start_fields = kCucuStartFields};
}  // namespace
CARDAVIA_REGISTER_GAME(kCucuGame);

}  // namespace cardavia
