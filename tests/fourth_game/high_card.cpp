// High Card's engine and its registration in core (see high_card.h).
#include "high_card.h"

#include <algorithm>

#include "core/game_registry.h"

namespace cardavia::high_card {

namespace {

int strength(StarCard card) { return card.number; }

// The pack for round `round` of the match `seed`, shuffled (Fisher–Yates on the match's Rng).
std::vector<StarCard> shuffled_pack(std::uint64_t seed, std::size_t round) {
  std::vector<StarCard> pack = star_pack_16();
  Rng rng(seed, 0x41c4ULL + round);
  for (std::size_t i = pack.size() - 1; i > 0; --i) {
    std::swap(pack[i], pack[rng.below(static_cast<std::uint32_t>(i + 1))]);
  }
  return pack;
}

}  // namespace

// [SECTION] The state

HighCardState::HighCardState(int players, int dealer, std::uint64_t seed,
                             std::vector<int> start_points)
    : players_(players), dealer_(dealer), seed_(seed), totals_(std::move(start_points)) {
  deal();
}

void HighCardState::deal() {
  const std::vector<StarCard> pack = shuffled_pack(seed_, rounds_.size());
  cards_.assign(pack.begin(), pack.begin() + players_);
  turned_ = 0;
  to_move_ = first_to_turn();
}

std::vector<Action> HighCardState::legal_actions() const {
  if (is_terminal()) return {};
  return {kTurn};
}

std::string HighCardState::action_to_string(Action action) const {
  return action == kTurn ? "turn" : "?";
}

Result<Action> HighCardState::parse_action(std::string_view text) const {
  if (text == "turn") return kTurn;
  return fail("High Card has one move: turn");
}

void HighCardState::do_apply(Action) {
  // The seat turns its card face up where it lies: everybody sees it (core/move_event.h).
  const StarCard turned = cards_[static_cast<std::size_t>(to_move_)];
  emit_card(MoveEvent::Kind::kLook, to_move_, turned.any(), CardPlace::hand(to_move_),
            CardPlace::hand(to_move_), kSeenByAll);
  ++turned_;
  if (turned_ < players_) {
    to_move_ = (to_move_ + 1) % players_;
    return;
  }
  // Everybody has turned: the highest rank takes the round's point.
  int best = 0;
  for (const StarCard card : cards_) best = std::max(best, strength(card));
  RoundResult result;
  for (int seat = 0; seat < players_; ++seat) {
    const int point = strength(cards_[static_cast<std::size_t>(seat)]) == best ? 1 : 0;
    result.scores.push_back(point);
    totals_[static_cast<std::size_t>(seat)] += point;
  }
  result.totals = totals_;
  rounds_.push_back(std::move(result));
  if (rounds_.size() == static_cast<std::size_t>(kRounds)) {
    to_move_ = kNobody;
    return;
  }
  dealer_ = (dealer_ + 1) % players_;
  deal();
}

std::vector<int> HighCardState::winners() const {
  if (!is_terminal()) return {};
  const int best = *std::max_element(totals_.begin(), totals_.end());
  std::vector<int> seats;
  for (int seat = 0; seat < players_; ++seat)
    if (totals_[static_cast<std::size_t>(seat)] == best) seats.push_back(seat);
  return seats;
}

// [SECTION] What a seat knows

std::unique_ptr<Observation> HighCardState::observation(int seat) const {
  auto o = std::make_unique<HighCardObservation>();
  o->seat_ = seat;
  o->players_ = players_;
  o->dealer_ = dealer_;
  o->to_move_ = to_move_;
  o->seed_ = seed_;
  o->totals_ = totals_;
  o->rounds_ = rounds_;
  // The seats that have turned this round: the first `turned_` after the dealer.
  o->cards_.assign(static_cast<std::size_t>(players_), std::nullopt);
  for (int k = 0; k < turned_; ++k) {
    const int s = (first_to_turn() + k) % players_;
    o->cards_[static_cast<std::size_t>(s)] = cards_[static_cast<std::size_t>(s)];
  }
  return o;
}

std::unique_ptr<Observation> HighCardState::open_observation(int seat) const {
  auto o = observation(seat);
  auto& open = static_cast<HighCardObservation&>(*o);
  for (int s = 0; s < players_; ++s)
    open.cards_[static_cast<std::size_t>(s)] = cards_[static_cast<std::size_t>(s)];
  return o;
}

std::string HighCardObservation::to_string() const {
  std::string text = "seat " + std::to_string(seat_) + " round " +
                     std::to_string(rounds_.size() + 1) + " to move " + std::to_string(to_move_) +
                     "\ncards";
  // Appended piece by piece: `" " + std::string` trips GCC 12's -Wrestrict (a false positive).
  for (const std::optional<StarCard>& card : cards_) {
    text += ' ';
    text += card ? card->to_string() : "?";
  }
  text += "\ntotals";
  for (const int total : totals_) {
    text += ' ';
    text += std::to_string(total);
  }
  return text;
}

std::unique_ptr<GameState> HighCardObservation::sample_state(Rng& rng) const {
  // The turned cards as seen, every card still face down drawn from the rest of the pack.
  auto state = std::unique_ptr<HighCardState>(new HighCardState());
  state->players_ = players_;
  state->dealer_ = dealer_;
  state->to_move_ = to_move_;
  state->seed_ = seed_;
  state->totals_ = totals_;
  state->rounds_ = rounds_;
  std::vector<StarCard> unseen = star_pack_16();
  for (const std::optional<StarCard>& card : cards_) {
    if (card) unseen.erase(std::find(unseen.begin(), unseen.end(), *card));
  }
  for (const std::optional<StarCard>& card : cards_) {
    if (card) {
      state->cards_.push_back(*card);
      ++state->turned_;
    } else {
      const std::size_t at = rng.below(static_cast<std::uint32_t>(unseen.size()));
      state->cards_.push_back(unseen[at]);
      unseen.erase(unseen.begin() + static_cast<std::ptrdiff_t>(at));
    }
  }
  return state;
}

// [SECTION] The factory, and the game's one line in core's registry

namespace {
// The toy's own start state, which no framework file names: points won before the match's first
// round (a scenario's and a save's "start_points", the link's bit 12).
constexpr StartField kHighCardStartFields[] = {{"start_points", false, 12}};
}  // namespace

Result<std::unique_ptr<GameState>> new_high_card_match(const MatchSetup& setup) {
  if (setup.players < 2 || setup.players > 4) return fail("High Card takes 2 to 4 players");
  if (!setup.decks.empty()) return fail("High Card is dealt from its seed only");
  std::vector<int> points(static_cast<std::size_t>(setup.players), 0);
  if (const std::vector<int>* given = setup.start_list(kHighCardStartFields[0].name)) {
    if (given->size() != points.size()) return fail("\"start_points\" must hold one per seat");
    if (std::any_of(given->begin(), given->end(), [](int n) { return n < 0 || n > 99; }))
      return fail("\"start_points\" must be from 0 to 99");
    points = *given;
  }
  Rng rng(setup.seed, 0xdea1ULL);
  const int dealer = first_dealer(setup, rng);
  if (dealer < 0 || dealer >= setup.players) return fail("the dealer is not a seat");
  return std::unique_ptr<GameState>(
      new HighCardState(setup.players, dealer, setup.seed, std::move(points)));
}

namespace {
std::vector<std::string> high_card_pack() {
  std::vector<std::string> notation;
  for (const StarCard card : star_pack_16()) notation.push_back(card.to_string());
  return notation;
}
// Link id 200: far from the real games' (which count up from 0), so the toy never takes one.
constexpr int kHighCardOffered[] = {2, 3, 4};
constexpr GameInfo kHighCardGame = {.name = kName,
                                    .link_id = 200,
                                    .min_players = 2,
                                    .max_players = 4,
                                    .offered_players = kHighCardOffered,
                                    .default_players = 2,
                                    .new_match = &new_high_card_match,
                                    .pack = &high_card_pack,
                                    .start_fields = kHighCardStartFields};
}  // namespace
CARDAVIA_REGISTER_GAME(kHighCardGame);

}  // namespace cardavia::high_card
