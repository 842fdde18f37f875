// The move events (core/move_event.h) as each viewer gets them (session/move_record.h): every
// game's whole matches, each seat in turn the viewer — a card's face only where the engine says
// that seat sees it, a seat's private card never in another seat's events, and the events'
// scores, sweeps and lives equal to what the rounds recorded; then each private kind by hand.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/game_registry.h"
#include "core/move_event.h"
#include "core/rng.h"
#include "session/move_record.h"
#include "tests/cabo/cabo_test_util.h"
#include "tests/chkobba/chkobba_test_util.h"
#include "tests/cucu/cucu_test_util.h"

using cardavia::AnyCard;
using cardavia::Action;
using cardavia::CardPlace;
using cardavia::GameState;
using cardavia::MoveEvent;
using cardavia::only_seat;
using cardavia::sees;
using cardavia::StandardCard;
using cardavia::session::events_seen_by;
using Kind = cardavia::MoveEvent::Kind;

namespace {

bool carries_a_card(Kind kind) {
  return kind == Kind::kMove || kind == Kind::kLook || kind == Kind::kDeal ||
         kind == Kind::kCollect || kind == Kind::kReveal;
}

// Applies `action` (legal) and returns the events the engine told.
std::vector<MoveEvent> apply_told(GameState& state, Action action) {
  std::vector<MoveEvent> told;
  state.tell_events_to(&told);
  state.apply(action);
  state.tell_events_to(nullptr);
  return told;
}

// Applies a move in notation by the seat to move, and returns its events.
std::vector<MoveEvent> told_by(GameState& state, const std::string& text) {
  INFO(text);
  const auto parsed = state.parse_action(text);
  REQUIRE(parsed.ok());
  REQUIRE(state.is_legal(parsed.value()));
  return apply_told(state, parsed.value());
}

// Applies `action` and checks its events for every viewer; returns them.
std::vector<MoveEvent> check_move(GameState& state, Action action, int& private_cards_checked) {
  const std::size_t rounds_before = state.rounds().size();
  const std::vector<MoveEvent> told = apply_told(state, action);
  for (const MoveEvent& e : told) {
    INFO("event kind " << static_cast<int>(e.kind) << " seat " << e.seat);
    CHECK(e.card.has_value() == carries_a_card(e.kind));  // the engine names every card it moves
  }
  for (int viewer = 0; viewer < state.num_players(); ++viewer) {
    const std::vector<MoveEvent> seen = events_seen_by(told, viewer);
    REQUIRE(seen.size() == told.size());
    for (std::size_t i = 0; i < seen.size(); ++i) {
      INFO("viewer " << viewer << ", event " << i << " of move " << state.history().size());
      CHECK(seen[i].kind == told[i].kind);
      CHECK(seen[i].from == told[i].from);
      CHECK(seen[i].to == told[i].to);
      // A face where the viewer sees it, and nowhere else.
      const bool face = told[i].card.has_value() && sees(told[i].seen_by, viewer);
      CHECK(seen[i].card.has_value() == face);
      if (seen[i].card) CHECK(*seen[i].card == *told[i].card);
      // A card one seat alone sees never shows in another seat's events.
      for (int owner = 0; owner < state.num_players(); ++owner) {
        if (told[i].card && told[i].seen_by == only_seat(owner) && owner != viewer) {
          CHECK_FALSE(seen[i].card.has_value());
          ++private_cards_checked;
        }
      }
    }
  }
  if (state.rounds().size() == rounds_before) {
    for (const MoveEvent& e : told) CHECK(e.kind != Kind::kScore);
    return told;
  }
  // A round's end: its scores, as the events tell them, are the round the engine recorded.
  const cardavia::RoundResult& round = state.rounds().back();
  std::map<int, int> amount, total;
  for (const MoveEvent& e : told) {
    if (e.kind != Kind::kScore) continue;
    amount[e.seat] = e.amount;
    total[e.seat] = e.total;
  }
  REQUIRE(amount.size() == round.scores.size());
  for (std::size_t i = 0; i < round.scores.size(); ++i) {
    CHECK(amount[static_cast<int>(i)] == round.scores[i]);
    CHECK(total[static_cast<int>(i)] == round.totals[i]);
  }
  return told;
}

// Whole matches with every seat's move drawn at random; per round, counts of the events that the
// round's result also records (Chkobba's sweeps, Cucù's lives), and the seats Cucù's play reached.
struct RoundCounts {
  std::map<int, int> sweeps_by_side;
  std::map<int, int> lives_lost;
  std::set<int> reached;
};

void play_whole_match(const std::string& game, int players, std::uint64_t seed) {
  INFO(game << ", " << players << " players, seed " << seed);
  const cardavia::GameInfo* info = cardavia::find_game(game);
  REQUIRE(info != nullptr);
  cardavia::MatchSetup setup;
  setup.players = players;
  setup.seed = seed;
  auto made = info->new_match(setup);
  REQUIRE(made.ok());
  std::unique_ptr<GameState> state = std::move(made).value();
  cardavia::Rng pick(seed, 7);
  int private_cards = 0;
  RoundCounts counts;
  // The first round was dealt before anybody listened: its first seat, reached by the deal.
  if (game == "cucu")
    for (int seat = 0; seat < players; ++seat)
      if (dynamic_cast<const cardavia::CucuState&>(*state).reached(seat)) counts.reached.insert(seat);
  for (int moves = 0; !state->is_terminal() && moves < 20000; ++moves) {
    const std::vector<Action> legal = state->legal_actions();
    const std::size_t rounds_before = state->rounds().size();
    const Action action = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    std::set<int> next_round_reached;  // a move that ends a round deals the next: its first seat
    bool scored = false;
    for (const MoveEvent& e : check_move(*state, action, private_cards)) {
      if (e.kind == Kind::kSweep) ++counts.sweeps_by_side[e.seat % 2];
      if (e.kind == Kind::kLifeLost) ++counts.lives_lost[e.seat];
      if (e.kind == Kind::kScore) scored = true;
      // Play reaches a seat once a round.
      if (e.kind == Kind::kReach) CHECK((scored ? next_round_reached : counts.reached).insert(e.seat).second);
    }
    const bool round_ended = state->rounds().size() != rounds_before;
    const auto check_reached = [&](const std::set<int>& told) {
      if (game != "cucu" || state->is_terminal()) return;
      const auto& cucu = dynamic_cast<const cardavia::CucuState&>(*state);
      for (int seat = 0; seat < players; ++seat) CHECK(cucu.reached(seat) == (told.count(seat) == 1));
    };
    if (!round_ended) {
      check_reached(counts.reached);  // the seats reached so far, each told
      continue;
    }
    check_reached(next_round_reached);
    const cardavia::RoundResult& round = state->rounds().back();
    for (std::size_t side = 0; side < round.points.size(); ++side)  // Chkobba's breakdown
      for (const auto& [name, points] : round.points[side])
        if (name == "chkobba") CHECK(counts.sweeps_by_side[static_cast<int>(side)] == points);
    if (game == "cucu")
      for (std::size_t seat = 0; seat < round.scores.size(); ++seat)
        CHECK(counts.lives_lost[static_cast<int>(seat)] == round.scores[seat]);
    counts = RoundCounts{};
    counts.reached = next_round_reached;
  }
  CHECK(state->is_terminal());
  CHECK(private_cards > 0);  // every game has cards one seat alone sees
}

std::vector<MoveEvent> cards_seen(const std::vector<MoveEvent>& events) {
  std::vector<MoveEvent> out;
  for (const MoveEvent& e : events)
    if (e.card) out.push_back(e);
  return out;
}

AnyCard standard(const char* text) { return AnyCard::of(*StandardCard::parse(text)); }

}  // namespace

TEST_CASE("Move events: whole matches of every game, as each seat sees them") {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    play_whole_match("cabo", 3, seed);
    play_whole_match("cabo", 5, seed);
    play_whole_match("chkobba", 2, seed);
    play_whole_match("chkobba", 4, seed);
    play_whole_match("cucu", 4, seed);
  }
}

TEST_CASE("Move events: told only to a listener, and a clone tells nobody") {
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"5D", "6D", "7D", "8D"}}, "KC");
  std::vector<MoveEvent> told;
  REQUIRE(state->try_apply("look 0,1").ok());  // nobody listens: nothing is made
  state->tell_events_to(&told);
  REQUIRE(state->try_apply("look 0,1").ok());
  CHECK(told.size() == 2);
  const std::unique_ptr<GameState> copy = state->clone();  // as a bot's search would
  REQUIRE(copy->try_apply("look 0,1").ok());
  CHECK(told.size() == 2);
  REQUIRE(state->try_apply("look 0,1").ok());
  CHECK(told.size() == 4);
  state->tell_events_to(nullptr);
}

TEST_CASE("Move events: Cabo's draw, spy and blind swap, as the mover and the others see them") {
  // Dealer 0: seat 1 starts and draws the 9♣ (a spy); seat 0's place 2 holds the 3♠.
  auto state = cabo_test::match_with(
      0, {{"AS", "2S", "3S", "4S"}, {"AH", "AD", "AC", "2H"}, {"5D", "6D", "7D", "8D"}}, "KC",
      {"9C", "JD"});
  cabo_test::everybody_looks(*state);
  const std::vector<MoveEvent> draw = told_by(*state, "draw");
  REQUIRE(draw.size() == 1);
  CHECK(draw[0].from == CardPlace::stock());
  CHECK(draw[0].to == CardPlace::held());
  CHECK(cards_seen(events_seen_by(draw, 1)).size() == 1);
  CHECK(cards_seen(events_seen_by(draw, 0)).empty());
  CHECK(cards_seen(events_seen_by(draw, 2)).empty());

  const std::vector<MoveEvent> spy = told_by(*state, "spy 0:2");
  for (const int viewer : {0, 1, 2}) {
    const std::vector<MoveEvent> seen = cards_seen(events_seen_by(spy, viewer));
    INFO("viewer " << viewer);
    REQUIRE(!seen.empty());
    CHECK(*seen[0].card == standard("9C"));  // the spy card goes face up to the pile
    CHECK(seen[0].to == CardPlace::pile());
    // The spied card, the 3♠ at seat 0's place 2: the spy's alone (its owner does not see it).
    CHECK(seen.size() == (viewer == 1 ? 2u : 1u));
  }
  CHECK(*cards_seen(events_seen_by(spy, 1))[1].card == standard("3S"));

  // Seat 2 draws the J♦ and swaps its place 0 with seat 1's place 3: both cross face down.
  REQUIRE(state->try_apply("draw").ok());
  const std::vector<MoveEvent> swap = told_by(*state, "blindswap 0 1:3");
  REQUIRE(swap.size() == 3);
  CHECK(swap[1].from == CardPlace::hand(2, 0));
  CHECK(swap[1].to == CardPlace::hand(1, 3));
  CHECK(swap[2].from == CardPlace::hand(1, 3));
  CHECK(swap[2].to == CardPlace::hand(2, 0));
  for (const int viewer : {0, 1, 2}) CHECK(cards_seen(events_seen_by(swap, viewer)).size() == 1);
}

TEST_CASE("Move events: Chkobba's kept cut card and the hands dealt, each its owner's alone") {
  std::unique_ptr<GameState> state = cardavia::chkobba_test::new_match(2, 11);
  const int cutter = state->current_player();
  const std::vector<MoveEvent> told = told_by(*state, "keep");
  REQUIRE(!told.empty());
  CHECK(told[0].from == CardPlace::cut());
  CHECK(told[0].to.area() == CardPlace::Area::kHand);
  CHECK(told[0].to.seat() == cutter);
  for (int viewer = 0; viewer < 2; ++viewer) {
    int own = 0, table = 0;
    for (const MoveEvent& e : cards_seen(events_seen_by(told, viewer))) {
      if (e.to.area() == CardPlace::Area::kHand) {
        CHECK(e.to.seat() == viewer);  // another hand's card never shows
        ++own;
      }
      if (e.to.area() == CardPlace::Area::kTable) ++table;
    }
    INFO("viewer " << viewer);
    CHECK(own == 3);    // three cards a hand, the kept cut card among the cutter's
    CHECK(table == 4);  // the table's four, face up to everybody
  }
}

TEST_CASE("Move events: Cucù's exchange, each side sees the card it receives, a third seat none") {
  using cardavia::cucu_test::stacked_deck;
  auto t = cardavia::cucu_test::make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  REQUIRE(t->current_player() == 0);
  const std::vector<MoveEvent> told = told_by(*t, "ask");
  // Play reaches the asked seat (its card is dealt on the table), then the two cards change hands.
  REQUIRE(told.size() == 3);
  CHECK(told[0].kind == MoveEvent::Kind::kReach);
  CHECK(told[0].seat == 1);
  const std::vector<MoveEvent> asker = cards_seen(events_seen_by(told, 0));
  const std::vector<MoveEvent> asked = cards_seen(events_seen_by(told, 1));
  REQUIRE(asker.size() == 1);
  REQUIRE(asked.size() == 1);
  CHECK(asker[0].card->cuccu().to_string() == "7");  // seat 0 gets seat 1's VII
  CHECK(asker[0].to == CardPlace::hand(0));
  CHECK(asked[0].card->cuccu().to_string() == "3");
  CHECK(asked[0].to == CardPlace::hand(1));
  CHECK(cards_seen(events_seen_by(told, 2)).empty());
  CHECK(cards_seen(events_seen_by(told, 3)).empty());
}
