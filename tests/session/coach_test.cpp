// The coach (session/coach.h): honest, true and deterministic.
//
//   no peeking   at positions of seeded matches, the seat to move gets two more worlds drawn from
//                its own observation (other hidden cards, the same knowledge): the hint — move,
//                reason kind and every number and card in it — is the same in all three
//   true facts   for every legal move at those positions, the reason's numbers are recomputed
//                here from the engine's real state (which cards the seat knows, where the others
//                are), never from the observation the coach read: a reason that says "lowers your
//                total by 8" is checked to lower it by 8
//   the search   "coach.search" says the hinted move's own figures, and a hint is the same when
//                computed twice
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/cabo/cabo.h"
#include "core/chkobba/chkobba.h"
#include "core/cucu/cucu.h"
#include "core/game_registry.h"
#include "session/coach.h"
#include "phrase_test_util.h"

using namespace cardavia;
using cardavia::session::Hint;
using cardavia::session::HintSearch;
using cardavia::session::Phrase;
using cardavia::session::PhraseArg;
using cardavia::session::SearchFacts;
using phrase_test::number;

namespace {

struct CoachTable {
  const char* game;
  int players;
};
constexpr std::array<CoachTable, 5> kTables = {{{"cabo", 2}, {"cabo", 4}, {"chkobba", 2}, {"chkobba", 4}, {"cucu", 4}}};

std::unique_ptr<GameState> new_match(const CoachTable& table, std::uint64_t seed) {
  MatchSetup setup;
  setup.players = table.players;
  setup.seed = seed;
  auto made = find_game(table.game)->new_match(setup);
  REQUIRE(made.ok());
  return std::move(made.value());
}

// A phrase in full (key, then every argument), to compare two reasons.
std::string spelled(const Phrase& phrase) {
  std::string out = phrase.key;
  for (const PhraseArg& a : phrase.args) {
    out += " " + a.name + "=";
    for (int i : a.ints) out += std::to_string(i) + ",";
    for (const AnyCard& c : a.cards)
      out += (c.pack == kFrenchPack ? c.standard().to_string() : c.cuccu().to_string()) + ",";
    out += a.text;
  }
  return out;
}

std::vector<AnyCard> cards(const Phrase& p, const char* name) {
  const PhraseArg* arg = p.arg(name);
  REQUIRE(arg != nullptr);
  return arg->cards;
}
AnyCard card(const Phrase& p, const char* name) {
  const auto all = cards(p, name);
  REQUIRE(all.size() == 1);
  return all.front();
}

// Walks seeded matches of every table with random moves and calls `check` at positions where the
// seat to move has a choice (every third step).
template <class Check>
void at_positions(int per_table, Check check) {
  for (const CoachTable& table : kTables) {
    int positions = 0;
    for (std::uint64_t seed = 1; positions < per_table && seed < 400; ++seed) {
      auto state = new_match(table, seed);
      Rng walk(seed * 7 + 1);
      for (int step = 0; !state->is_terminal() && step < 300 && positions < per_table; ++step) {
        const auto legal = state->legal_actions();
        if (legal.size() > 1 && step % 3 == 0) {
          ++positions;
          INFO(table.game << " " << table.players << "p seed " << seed << " step " << step);
          check(table, *state, legal);
        }
        state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
    REQUIRE(positions == per_table);
  }
}

// [SECTION] The facts, recomputed from the engine

namespace cabo_facts {

using cabo::CardId;
using cabo::kNoCard;

bool knows(const CaboState& s, int seat, CardId c) { return (s.known_by(c) >> seat) & 1U; }

// The engine's count of the cards the seat has not seen, by value (the header's definition).
std::array<int, 14> unseen_by_value(const CaboState& s, int seat, int& unseen) {
  std::array<bool, cabo::kDeckSize> placed{};
  for (int owner = 0; owner < s.num_players(); ++owner) {
    for (int p = 0; p < cabo::kPlaces; ++p) {
      const CardId c = s.card_at(owner, p);
      if (c != kNoCard && knows(s, seat, c)) placed[c] = true;
    }
  }
  for (int i = 0; i < s.discard_size(); ++i) placed[s.discard_at(i)] = true;
  if (s.held_card() != kNoCard && s.current_player() == seat) placed[s.held_card()] = true;
  std::array<int, 14> by_value{};
  unseen = 0;
  for (int c = 0; c < cabo::kDeckSize; ++c) {
    if (!placed[c]) {
      ++by_value[cabo::card_value(static_cast<CardId>(c))];
      ++unseen;
    }
  }
  return by_value;
}

int count_where(const std::array<int, 14>& by_value, bool above, int value) {
  int n = 0;
  for (int v = 0; v < 14; ++v) n += (above ? v > value : v < value) ? by_value[v] : 0;
  return n;
}

// The highest value of the seat's own cards it knows (-1: none).
int highest_known(const CaboState& s, int seat) {
  int best = -1;
  for (int p = 0; p < cabo::kPlaces; ++p) {
    const CardId c = s.card_at(seat, p);
    if (c != kNoCard && knows(s, seat, c)) best = std::max(best, cabo::card_value(c));
  }
  return best;
}

void check(const CaboState& s, Action action, const Phrase& r) {
  const int me = s.current_player();
  const cabo::Move m = cabo::Move::decode(action);
  int unseen = 0;
  const auto by_value = unseen_by_value(s, me, unseen);
  const CardId held = s.held_card();
  const std::string& k = r.key;
  if (k == "coach.cabo.look") {
    CHECK(number(r, "a") == m.place + 1);
    CHECK(number(r, "b") == m.other_place + 1);
  } else if (k == "coach.cabo.draw" || k == "coach.cabo.discard") {
    const CardId shown = k == "coach.cabo.draw" ? s.discard_at(s.discard_size() - 1) : held;
    CHECK(card(r, "card").standard().id() == shown);
    CHECK(highest_known(s, me) >= 0);
    CHECK(cabo::card_value(shown) >= highest_known(s, me));
  } else if (k == "coach.cabo.take_known") {
    const CardId top = s.discard_at(s.discard_size() - 1);
    const CardId old = s.card_at(me, number(r, "n") - 1);
    CHECK(card(r, "card").standard().id() == top);
    CHECK(card(r, "old").standard().id() == old);
    CHECK(knows(s, me, old));
    CHECK(cabo::card_value(top) < cabo::card_value(old));
    CHECK(cabo::card_value(old) == highest_known(s, me));
  } else if (k == "coach.cabo.take_unseen" || k == "coach.cabo.swap_unseen") {
    const CardId c = k == "coach.cabo.take_unseen" ? s.discard_at(s.discard_size() - 1) : held;
    CHECK(card(r, "card").standard().id() == c);
    CHECK(number(r, "unseen") == unseen);
    CHECK(number(r, "higher") == count_where(by_value, true, cabo::card_value(c)));
    CHECK(2 * number(r, "higher") > unseen);
    if (k == "coach.cabo.swap_unseen") CHECK(!knows(s, me, s.card_at(me, number(r, "n") - 1)));
  } else if (k == "coach.cabo.call" || k == "coach.cabo.call_all") {
    int sum = 0;
    int unknown = 0;
    for (int p = 0; p < cabo::kPlaces; ++p) {
      const CardId c = s.card_at(me, p);
      if (c == kNoCard) continue;
      if (knows(s, me, c)) sum += cabo::card_value(c); else ++unknown;
    }
    CHECK(number(r, "sum") == sum);
    if (k == "coach.cabo.call") CHECK(number(r, "unknown") == unknown);
    else CHECK(unknown == 0);
  } else if (k == "coach.cabo.swap_known") {
    const CardId old = s.card_at(me, m.place);
    CHECK(number(r, "n") == m.place + 1);
    CHECK(knows(s, me, old));
    CHECK(card(r, "old").standard().id() == old);
    CHECK(card(r, "card").standard().id() == held);
    CHECK(number(r, "gain") == cabo::card_value(old) - cabo::card_value(held));
    CHECK(number(r, "gain") > 0);
  } else if (k == "coach.cabo.replace") {
    int total = 0;
    int count = 0;
    for (int p = 0; p < cabo::kPlaces; ++p) {
      if (!(m.place_set >> p & 1)) continue;
      const CardId c = s.card_at(me, p);
      CHECK(knows(s, me, c));
      CHECK(cabo::card_value(c) == cabo::card_value(s.card_at(me, m.place)));
      total += cabo::card_value(c);
      ++count;
    }
    CHECK(number(r, "count") == count);
    CHECK(number(r, "gain") == total - cabo::card_value(held));
  } else if (k == "coach.cabo.peek") {
    CHECK(number(r, "n") == m.place + 1);
    CHECK(!knows(s, me, s.card_at(me, m.place)));
  } else if (k == "coach.cabo.spy") {
    CHECK(number(r, "name") == m.seat);
    CHECK(!knows(s, me, s.card_at(m.seat, m.other_place)));
  } else if (k == "coach.cabo.blind_known" || k == "coach.cabo.blind_unseen") {
    const CardId mine = s.card_at(me, m.place);
    const CardId theirs = s.card_at(m.seat, m.other_place);
    CHECK(knows(s, me, mine));
    CHECK(card(r, "mine").standard().id() == mine);
    if (k == "coach.cabo.blind_known") {
      CHECK(knows(s, me, theirs));
      CHECK(card(r, "theirs").standard().id() == theirs);
      CHECK(cabo::card_value(mine) > cabo::card_value(theirs));
    } else {
      CHECK(!knows(s, me, theirs));
      CHECK(number(r, "unseen") == unseen);
      CHECK(number(r, "lower") == count_where(by_value, false, cabo::card_value(mine)));
      CHECK(2 * number(r, "lower") > unseen);
    }
  } else {
    CHECK(k == "coach.search");
  }
}

}  // namespace cabo_facts

namespace chkobba_facts {

int count_value(CardSet set, int value) {
  int n = 0;
  for (int c = 0; c < kChkobbaDeckSize; ++c) n += (set >> c & 1) && capture_value(static_cast<ChkobbaCard>(c)) == value;
  return n;
}
int diamonds(CardSet set) {
  int n = 0;
  for (int c = 0; c < kChkobbaDeckSize; ++c) n += (set >> c & 1) && card_suit(static_cast<ChkobbaCard>(c)) == Suit::kDiamonds;
  return n;
}

void check(const ChkobbaState& s, Action action, const Phrase& r) {
  const ChkobbaPosition& pos = s.position();
  const int me = s.current_player();
  const CardSet pile = pos.piles[me % kChkobbaSides];
  const ChkobbaCard played = action_card(action);
  const CardSet taken = cards_at(pos.table, action_capture_mask(action));
  const CardSet won = taken | card_bit(played);
  const std::string& k = r.key;
  if (k != "coach.search") CHECK(card(r, "card").standard() == to_standard(played));
  if (k == "coach.chkobba.chkobba") {
    CHECK(std::popcount(taken) == pos.table.size);
    CHECK(pos.table.size > 0);
    int in_hands = 0;
    for (int seat = 0; seat < pos.rules.players; ++seat) in_hands += pos.hands[seat].size;
    CHECK(!(pos.stock_size() == 0 && in_hands == 1));
  } else if (k == "coach.chkobba.sette") {
    CHECK((won & card_bit(make_chkobba_card(7, Suit::kDiamonds))) != 0);
    CHECK(taken != 0);
  } else if (k == "coach.chkobba.sevens") {
    CHECK(count_value(won, 7) > 0);
    CHECK(number(r, "total") == count_value(pile | won, 7));
  } else if (k == "coach.chkobba.diamonds") {
    CHECK(diamonds(won) > 0);
    CHECK(diamonds(pile) <= 5);
    CHECK(number(r, "total") == diamonds(pile | won));
  } else if (k == "coach.chkobba.cards") {
    CHECK(taken != 0);
    CHECK(std::popcount(pile) <= 20);
    CHECK(number(r, "total") == std::popcount(pile | won));
  } else if (k == "coach.chkobba.no_sweep") {
    int sum = capture_value(played);
    for (int i = 0; i < pos.table.size; ++i) sum += capture_value(pos.table.cards[i]);
    CHECK(taken == 0);
    CHECK(number(r, "sum") == sum);
    CHECK(sum > 10);
  } else if (k == "coach.chkobba.nothing_takes") {
    // Every legal play of the seat captures nothing.
    for (const Action other : s.legal_actions()) CHECK(action_capture_mask(other) == 0);
  } else {
    CHECK(k == "coach.search");
  }
  if (k.rfind("coach.chkobba.", 0) == 0 && k != "coach.chkobba.no_sweep" && k != "coach.chkobba.nothing_takes") {
    std::vector<std::string> expected;
    for (int c = 0; c < kChkobbaDeckSize; ++c)
      if (taken >> c & 1) expected.push_back(to_standard(static_cast<ChkobbaCard>(c)).to_string());
    std::vector<std::string> said;
    for (const AnyCard& c : cards(r, "cards")) said.push_back(c.standard().to_string());
    CHECK(said == expected);
  }
}

}  // namespace chkobba_facts

namespace cucu_facts {

void check(const CucuState& s, const CucuObservation& seen_by_seat, Action action, const Phrase& r) {
  const int me = s.current_player();
  const CuccuCard mine = s.card_of(me);
  const auto kind = static_cast<CucuAction>(action.code);
  const std::string& k = r.key;
  if (k == "coach.search") return;
  CHECK(card(r, "card").cuccu() == mine);
  // The cards the seat has not seen are the real cards of the tokens it does not know.
  int lower = 0;
  int higher = 0;
  int unseen = 0;
  for (int token = 0; token < CucuRules::kPackSize; ++token) {
    if (seen_by_seat.knows_token(token)) continue;
    ++unseen;
    const CuccuCard real{s.rank_of_token(token)};
    if (real.rank == CuccuRank::kFool) continue;
    lower += real.value() < mine.value();
    higher += real.value() > mine.value();
  }
  if (k == "coach.cucu.keep_special") {
    CHECK(kind == CucuAction::kKeep);
    CHECK(mine.is_special());
  } else if (k == "coach.cucu.keep_high") {
    CHECK(kind == CucuAction::kKeep);
    CHECK(number(r, "lower") == lower);
    CHECK(number(r, "unseen") == unseen);
    CHECK(lower > higher);
  } else if (k == "coach.cucu.swap_low") {
    CHECK((kind == CucuAction::kAsk || kind == CucuAction::kDeck));
    CHECK(number(r, "higher") == higher);
    CHECK(number(r, "unseen") == unseen);
    CHECK(higher > lower);
  } else {
    FAIL("unknown reason " << k);
  }
}

}  // namespace cucu_facts

}  // namespace

TEST_CASE("The coach's hint does not change when only hidden cards differ", "[coach]") {
  Rng sampler(99);
  at_positions(12, [&](const CoachTable& table, const GameState& state, const std::vector<Action>&) {
    const int seat = state.current_player();
    const auto real = state.observation(seat);
    const std::uint64_t seed = ai::decision_seed(1234, seat, state.history().size());
    HintSearch in_real(table.game, seed, 60);
    in_real.start(*real);
    while (!in_real.done()) in_real.think(ai::Budget::Iterations(16));
    const Hint expected = in_real.hint();
    for (int world = 0; world < 2; ++world) {
      const auto other = real->sample_state(sampler);
      const auto seen = other->observation(seat);
      REQUIRE(seen->to_string() == real->to_string());
      HintSearch in_other(table.game, seed, 60);
      in_other.start(*seen);
      while (!in_other.done()) in_other.think(ai::Budget::Iterations(7));
      const Hint hint = in_other.hint();
      REQUIRE(hint.action == expected.action);
      REQUIRE(spelled(hint.reason) == spelled(expected.reason));
      REQUIRE(hint.estimates.size() == expected.estimates.size());
      for (std::size_t i = 0; i < hint.estimates.size(); ++i) {
        REQUIRE(hint.estimates[i].visits == expected.estimates[i].visits);
        REQUIRE(hint.estimates[i].value == expected.estimates[i].value);
      }
    }
  });
}

TEST_CASE("Every number in a reason is true of the real position", "[coach]") {
  std::map<std::string, int> kinds_seen;
  at_positions(150, [&](const CoachTable& table, const GameState& state, const std::vector<Action>& legal) {
    const int seat = state.current_player();
    const auto seen = state.observation(seat);
    for (const Action action : legal) {
      const Phrase reason = session::reason_for(table.game, *seen, action, SearchFacts{});
      INFO(state.action_to_string(action) << ": " << spelled(reason));
      ++kinds_seen[reason.key];
      if (const auto* s = dynamic_cast<const CaboState*>(&state)) cabo_facts::check(*s, action, reason);
      if (const auto* s = dynamic_cast<const ChkobbaState*>(&state)) chkobba_facts::check(*s, action, reason);
      if (const auto* s = dynamic_cast<const CucuState*>(&state))
        cucu_facts::check(*s, dynamic_cast<const CucuObservation&>(*seen), action, reason);
    }
  });
  // Every kind was said somewhere, so every kind's facts were checked.
  for (const char* kind : {"coach.cabo.look", "coach.cabo.draw", "coach.cabo.take_known", "coach.cabo.take_unseen",
                           "coach.cabo.call", "coach.cabo.swap_known", "coach.cabo.swap_unseen",
                           "coach.cabo.replace", "coach.cabo.discard", "coach.cabo.peek", "coach.cabo.spy",
                           "coach.cabo.blind_known", "coach.cabo.blind_unseen", "coach.chkobba.chkobba",
                           "coach.chkobba.sette", "coach.chkobba.sevens", "coach.chkobba.diamonds",
                           "coach.chkobba.cards", "coach.chkobba.no_sweep", "coach.chkobba.nothing_takes",
                           "coach.cucu.keep_high", "coach.cucu.keep_special", "coach.cucu.swap_low"}) {
    INFO(kind);
    CHECK(kinds_seen[kind] > 0);
  }
}

TEST_CASE("The search's reason says the hinted move's own figures, the same every time", "[coach]") {
  auto state = new_match(kTables[4], 5);  // Cucù: few moves, often no reason kind fits
  int checked = 0;
  Rng walk(3);
  for (int step = 0; step < 200 && !state->is_terminal() && checked < 6; ++step) {
    const auto legal = state->legal_actions();
    if (legal.size() > 1) {
      const int seat = state->current_player();
      const auto seen = state->observation(seat);
      HintSearch a("cucu", 77, 40), b("cucu", 77, 40);
      a.start(*seen);
      b.start(*seen);
      while (!a.done()) a.think(ai::Budget::Iterations(40));
      while (!b.done()) b.think(ai::Budget::Iterations(3));
      const Hint hint = a.hint();
      REQUIRE(spelled(hint.reason) == spelled(b.hint().reason));
      REQUIRE(hint.action == b.hint().action);
      REQUIRE(std::find(legal.begin(), legal.end(), hint.action) != legal.end());
      if (hint.reason.key == "coach.search") {
        const auto* chosen = hint.estimate_of(hint.action);
        REQUIRE(chosen != nullptr);
        CHECK(number(hint.reason, "tries") == chosen->visits);
        CHECK(number(hint.reason, "score") == static_cast<int>(std::lround(chosen->value * 100)));
      }
      ++checked;
    }
    state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  REQUIRE(checked == 6);
}

TEST_CASE("The hint is the move a Hard computer in the seat would make", "[coach]") {
  // So a match played by following every hint is a match played by Hard (docs/ai.md's figures).
  at_positions(6, [&](const CoachTable& table, const GameState& state, const std::vector<Action>&) {
    const int seat = state.current_player();
    const auto seen = state.observation(seat);
    const std::uint64_t seed = ai::decision_seed(42, seat, state.history().size());
    ai::BotOptions options;
    options.hard_iterations = 80;
    auto hard = ai::make_bot(table.game, ai::Level::kHard, seed, options);
    HintSearch search(table.game, seed, 80);
    search.start(*seen);
    while (!search.done()) search.think(ai::Budget::Iterations(32));
    REQUIRE(search.hint().action == ai::decide(*hard, *seen));
  });
}
