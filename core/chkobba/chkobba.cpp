// The Chkobba state: the deal, the turns, the end of a deal and of the match, and the factory.
#include "chkobba.h"

#include <utility>

#include "core/game_registry.h"

namespace cardavia {

namespace {

int side_of(int seat) { return chkobba_side_of(seat); }

// [SECTION] The deal after the cut

// The deal once the cutter chose (`choice`: chkobba_keep() or chkobba_table()): the cut card
// (the deck's first) goes to the cutter's hand or the table, then, Decision, each player in play
// order from the cutter takes cards until they hold 3, then the table is filled to 4. No redeal
// check here: apply_cut checks for three of a rank next.
void deal_after_cut(ChkobbaPosition& p, Action choice) {
  // The cut card is the deck's first card: into the cutter's hand, or face up on the table.
  const ChkobbaCard cut = p.deck[p.next_card++];
  if (choice == chkobba_keep()) {
    p.hands[p.first_player()].insert(cut);
  } else {
    p.table.insert(cut);
  }
  // Decision: each player in play order from the cutter fills up to 3, then the table to 4.
  for (int step = 0; step < p.rules.players; ++step) {
    Hand& hand = p.hands[(p.first_player() + step) % p.rules.players];
    while (hand.size < kChkobbaHandSize) hand.insert(p.deck[p.next_card++]);
  }
  while (p.table.size < kChkobbaTableStart) p.table.insert(p.deck[p.next_card++]);
}

}  // namespace

bool table_needs_redeal(const Table& table) {
  // Decision: three or four of one rank among the four table cards force a redeal.
  std::array<int, 11> per_value{};
  for (int i = 0; i < table.size; ++i) {
    if (++per_value[capture_value(table.cards[i])] >= 3) return true;
  }
  return false;
}


// [SECTION] Construction

ChkobbaState::ChkobbaState(ChkobbaPosition position, std::shared_ptr<Supply> supply, Rng rng,
                           std::shared_ptr<const std::vector<RoundResult>> rounds)
    : position_(std::move(position)),
      supply_(std::move(supply)),
      rng_(rng),
      rounds_(std::move(rounds)) {}

ChkobbaState::ChkobbaState(const ChkobbaRules& rules, int first_dealer,
                           std::array<int, 2> start_totals, std::shared_ptr<Supply> supply, Rng rng)
    : supply_(std::move(supply)),
      rng_(rng),
      rounds_(std::make_shared<const std::vector<RoundResult>>()) {
  position_.rules = rules;
  position_.dealer = first_dealer;
  position_.totals = start_totals;
  start_deal();
}

std::unique_ptr<GameState> ChkobbaState::clone() const {
  return std::make_unique<ChkobbaState>(*this);
}

int ChkobbaState::current_player() const {
  return position_.phase == ChkobbaPhase::kOver ? kNobody : position_.to_move;
}

// [SECTION] Legal actions

std::vector<Action> ChkobbaState::legal_actions() const {
  std::array<Action, kMaxActions> buffer;
  const int count = fill_legal_actions(buffer);
  return std::vector<Action>(buffer.begin(), buffer.begin() + count);
}

int ChkobbaState::fill_legal_actions(std::array<Action, kMaxActions>& out) const {
  switch (position_.phase) {
    case ChkobbaPhase::kCut:
      return cut_legal_actions(out);
    case ChkobbaPhase::kPlay:
      return play_legal_actions(out);
    case ChkobbaPhase::kOver:
      return 0;
  }
  return 0;
}

int ChkobbaState::cut_legal_actions(std::array<Action, kMaxActions>& out) const {
  // The cutter keeps the cut card or puts it on the table; nothing else.
  out[0] = chkobba_keep();
  out[1] = chkobba_table();
  return 2;
}

int ChkobbaState::play_legal_actions(std::array<Action, kMaxActions>& out) const {
  return chkobba_plays(position_.hands[position_.to_move], position_.table, out);
}

bool ChkobbaState::is_legal(Action action) const {
  switch (position_.phase) {
    case ChkobbaPhase::kCut:
      return action == chkobba_keep() || action == chkobba_table();
    case ChkobbaPhase::kPlay: {
      if (action_kind(action) != static_cast<std::uint32_t>(ChkobbaActionKind::kPlay)) return false;
      const ChkobbaCard card = action_card(action);
      if (card >= kChkobbaDeckSize || position_.hands[position_.to_move].find(card) < 0) {
        return false;
      }
      CaptureOptions options;
      find_captures(position_.table, card, options);
      const std::uint32_t mask = action_capture_mask(action);
      if (options.count == 0) return mask == 0;
      for (int option = 0; option < options.count; ++option) {
        if (options.masks[option] == mask) return true;
      }
      return false;
    }
    case ChkobbaPhase::kOver:
      return false;
  }
  return false;
}

// [SECTION] Applying actions

void ChkobbaState::do_apply(Action action) {
  switch (position_.phase) {
    case ChkobbaPhase::kCut:
      apply_cut(action);
      return;
    case ChkobbaPhase::kPlay:
      apply_play(action);
      return;
    case ChkobbaPhase::kOver:
      return;
  }
}

void ChkobbaState::apply_cut(Action action) {
  ChkobbaPosition& p = position_;
  p.cut_choice = action.code;
  const int cutter = p.first_player();
  const ChkobbaCard cut = p.deck[p.next_card];
  const bool kept = action == chkobba_keep();
  deal_after_cut(p, action);
  // The cut card: the cutter's alone, or face up on the table.
  tell_card(MoveEvent::Kind::kMove, cutter, cut, CardPlace::cut(),
            kept ? CardPlace::hand(cutter) : CardPlace::table(),
            kept ? only_seat(cutter) : kSeenByAll);
  // Decision: three or four of a rank on the table: the same dealer redeals, with a new cut.
  if (table_needs_redeal(p.table)) {
    // Everybody sees the table's cards a moment; they go back into a new deck.
    for (int i = 0; i < p.table.size; ++i)
      tell_card(MoveEvent::Kind::kLook, cutter, p.table.cards[i], CardPlace::table(i),
                CardPlace::table(i), kSeenByAll);
    start_deal();
    return;
  }
  tell_dealt(cut, /*table=*/true);
  p.phase = ChkobbaPhase::kPlay;
  p.to_move = p.first_player();
}

void ChkobbaState::apply_play(Action action) {
  ChkobbaPosition& p = position_;
  const int seat = p.to_move;
  const int side = side_of(seat);
  const ChkobbaCard card = action_card(action);
  const std::uint32_t mask = action_capture_mask(action);

  // Step 1. The card leaves the hand, seen by everyone.
  Hand& hand = p.hands[seat];
  const int slot = hand.find(card);
  hand.erase_at(slot);
  ChkobbaPlay& record = p.played[p.played_count++];
  record = ChkobbaPlay{static_cast<std::uint8_t>(seat), card, 0};

  // Step 2. Nothing captured: the card stays on the table.
  if (mask == 0) {
    p.table.insert(card);
    tell_card(MoveEvent::Kind::kMove, seat, card, CardPlace::hand(seat, slot), CardPlace::table(),
              kSeenByAll);
  } else {
    tell_card(MoveEvent::Kind::kMove, seat, card, CardPlace::hand(seat, slot),
              CardPlace::captures(side), kSeenByAll);
    // Step 3. A capture: the taken cards and the played card go to the side's pile.
    CardSet taken = card_bit(card);
    Table remaining;
    for (int position = 0; position < p.table.size; ++position) {
      if (mask & (1u << position)) {
        taken |= card_bit(p.table.cards[position]);
        tell_card(MoveEvent::Kind::kMove, seat, p.table.cards[position], CardPlace::table(position),
                  CardPlace::captures(side), kSeenByAll);
      } else {
        remaining.cards[remaining.size++] = p.table.cards[position];  // stays sorted
      }
    }
    p.table = remaining;
    record.taken = taken & ~card_bit(card);
    p.piles[side] |= taken;
    p.last_capturer = side;
    // Step 4. Clearing the table is a chkobba, except with the very last card of the deal.
    bool last_card_of_deal = p.stock_size() == 0;
    for (int other = 0; other < p.rules.players && last_card_of_deal; ++other) {
      if (!p.hands[other].empty()) last_card_of_deal = false;
    }
    if (p.table.empty() && !last_card_of_deal) {
      ++p.chkobbas[side];
      emit_fact(MoveEvent::Kind::kSweep, seat);
    }
  }

  // Step 5. The next player; when every hand is empty, new hands or the end of the deal.
  p.to_move = (seat + 1) % p.rules.players;
  for (int other = 0; other < p.rules.players; ++other) {
    if (!p.hands[other].empty()) return;
  }
  if (p.stock_size() > 0) {
    deal_new_hands();
  } else {
    finish_deal();
  }
}

// [SECTION] The deal's steps

void ChkobbaState::start_deal() {
  ChkobbaPosition& p = position_;
  // Copy-on-write: this state takes its own supply before drawing from it.
  if (supply_.use_count() > 1) supply_ = std::make_shared<Supply>(*supply_);
  const std::vector<StandardCard> deck = supply_->next_deck(rng_);
  for (int i = 0; i < kChkobbaDeckSize; ++i) p.deck[i] = *from_standard(deck[i]);
  p.next_card = 0;
  for (Hand& hand : p.hands) hand = Hand{};
  p.table = Table{};
  p.piles = {};
  p.chkobbas = {};
  p.last_capturer = -1;
  p.played_count = 0;
  p.cut_card = p.deck[0];
  p.cut_choice = 0;
  p.phase = ChkobbaPhase::kCut;
  p.to_move = p.first_player();  // the dealer's next seat cuts
}

void ChkobbaState::deal_new_hands() {
  ChkobbaPosition& p = position_;
  // Decision: each player in play order from the first player takes 3; nothing to the table.
  for (int step = 0; step < p.rules.players; ++step) {
    Hand& hand = p.hands[(p.first_player() + step) % p.rules.players];
    for (int i = 0; i < kChkobbaHandSize; ++i) hand.insert(draw_from_stock());
  }
  tell_dealt(kNoChkobbaCard, /*table=*/false);
  p.to_move = p.first_player();
}

void ChkobbaState::finish_deal() {
  ChkobbaPosition& p = position_;
  // Step 1. The leftovers go to the last capturer, without a chkobba; to nobody if none captured.
  // (Unclaimed leftovers stay on the table until the next deal, so every card stays somewhere:
  // each is told collected to where it lies.)
  const bool claimed = p.last_capturer >= 0;
  for (int i = 0; i < p.table.size; ++i)
    tell_card(MoveEvent::Kind::kCollect, p.to_move, p.table.cards[i], CardPlace::table(i),
              claimed ? CardPlace::captures(p.last_capturer) : CardPlace::table(i), kSeenByAll);
  if (claimed) {
    p.piles[p.last_capturer] |= p.table.as_set();
    p.table = Table{};
  }

  // Step 2. Score the deal and add it to the match.
  const std::array<DealPoints, kChkobbaSides> points = score_deal(p.piles, p.chkobbas);
  RoundResult round;
  for (int side = 0; side < kChkobbaSides; ++side) {
    p.totals[side] += points[side].total();
    round.scores.push_back(points[side].total());
    round.totals.push_back(p.totals[side]);
    emit_fact(MoveEvent::Kind::kScore, side, points[side].total(), p.totals[side]);
    round.points.push_back({{"cards", points[side].cards},
                            {"diamonds", points[side].diamonds},
                            {"bermila", points[side].bermila},
                            {"sette", points[side].sette},
                            {"chkobba", points[side].chkobba}});
  }
  auto rounds = std::make_shared<std::vector<RoundResult>>(*rounds_);
  rounds->push_back(std::move(round));
  rounds_ = std::move(rounds);

  // Step 3. The match: one side at 21 wins; both, the higher total; equal totals play on.
  const bool reached0 = p.totals[0] >= kChkobbaTargetScore;
  const bool reached1 = p.totals[1] >= kChkobbaTargetScore;
  if ((reached0 || reached1) && p.totals[0] != p.totals[1]) {
    const int winner =
        (reached0 && reached1) ? (p.totals[0] > p.totals[1] ? 0 : 1) : (reached0 ? 0 : 1);
    p.winners = {winner};
    p.phase = ChkobbaPhase::kOver;
    return;
  }

  // Step 4. Otherwise the deal passes to the next seat.
  p.dealer = p.first_player();
  start_deal();
}

// [SECTION] The events of a move

void ChkobbaState::tell_card(MoveEvent::Kind kind, int seat, ChkobbaCard card, CardPlace from,
                             CardPlace to, SeatSet seen_by) {
  if (recording_events()) emit_card(kind, seat, AnyCard::of(to_standard(card)), from, to, seen_by);
}

void ChkobbaState::tell_dealt(ChkobbaCard cut, bool table) {
  // In play order from the first player, as they are dealt, each hand seen by its owner alone;
  // then the table's, face up. The cut card went first (its own event).
  if (!recording_events()) return;
  const ChkobbaPosition& p = position_;
  for (int step = 0; step < p.rules.players; ++step) {
    const int seat = (p.first_player() + step) % p.rules.players;
    const Hand& hand = p.hands[seat];
    for (int i = 0; i < hand.size; ++i) {
      if (hand.cards[i] != cut)
        tell_card(MoveEvent::Kind::kDeal, seat, hand.cards[i], CardPlace::stock(),
                  CardPlace::hand(seat, i), only_seat(seat));
    }
  }
  for (int i = 0; table && i < p.table.size; ++i) {
    if (p.table.cards[i] != cut)
      tell_card(MoveEvent::Kind::kDeal, p.first_player(), p.table.cards[i], CardPlace::stock(),
                CardPlace::table(i), kSeenByAll);
  }
}

// [SECTION] The factory

namespace {
// Chkobba's start state (a match begun mid-way): a total per side. The field and its link bit are
// Cabo's too (core/game_registry.h), read here per side.
constexpr StartField kChkobbaStartFields[] = {{"start_totals", false, 6}};
}  // namespace

Result<std::unique_ptr<GameState>> new_chkobba_match(const MatchSetup& setup) {
  // Players: two alone, or four in two partnerships; never three.
  if (setup.players != 2 && setup.players != 4) {
    return fail("chkobba is played by 2 players or by 4 in two partnerships, not " +
                std::to_string(setup.players));
  }
  if (setup.dealer && (*setup.dealer < 0 || *setup.dealer >= setup.players)) {
    return fail("\"dealer\" must be a seat from 0 to " + std::to_string(setup.players - 1));
  }
  std::array<int, 2> start_totals{};
  if (const std::vector<int>* given = setup.start_list(kChkobbaStartFields[0].name)) {
    if (given->size() != kChkobbaSides) {
      return fail("\"start_totals\" must hold 2 numbers, one per side (seats 0+2, seats 1+3)");
    }
    for (int side = 0; side < kChkobbaSides; ++side) {
      const int total = (*given)[side];
      if (total < 0 || total > 1000) {
        return fail("\"start_totals\" must hold scores from 0 to 1000");
      }
      start_totals[side] = total;
    }
  }
  Result<DeckSupply<StandardCard>> supply =
      DeckSupply<StandardCard>::from_setup(setup, chkobba_pack_40());
  if (!supply) return fail(supply.error());

  Rng rng(setup.seed);
  const int dealer = first_dealer(setup, rng);
  ChkobbaRules rules;
  rules.players = setup.players;
  return std::unique_ptr<GameState>(std::make_unique<ChkobbaState>(
      rules, dealer, start_totals,
      std::make_shared<DeckSupply<StandardCard>>(std::move(supply).value()), rng));
}

// [SECTION] Registration: Chkobba's one line in the games' registry (core/game_registry.h).
// The engine deals 2 to 4 seats but plays 2 or 4 (partners); the factory refuses 3.
namespace {
std::vector<std::string> chkobba_pack() { return pack_notation(chkobba_pack_40()); }
constexpr int kChkobbaOffered[] = {2, 4};
constexpr GameInfo kChkobbaGame = {.name = "chkobba",
                                   .link_id = 1,
                                   .min_players = 2,
                                   .max_players = 4,
                                   .offered_players = kChkobbaOffered,
                                   .default_players = 2,
                                   .new_match = &new_chkobba_match,
                                   .pack = &chkobba_pack,
                                   .start_fields = kChkobbaStartFields};
}  // namespace
CARDAVIA_REGISTER_GAME(kChkobbaGame);

}  // namespace cardavia
