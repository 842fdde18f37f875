// Property tests over many seeded random matches (2 and 4 players): cards conserved at every step,
// chkobbas and deal points consistent with the piles (re-derived here independently), every listed
// action applies and round-trips through the notation, unlisted encodings are rejected, the same
// seed gives the same match, observations never leak a hidden card, and sampled states look the
// same to their seat as the real one.
#include <catch2/catch.hpp>
#include <chrono>
#include <set>
#include <sstream>

#include "chkobba_test_util.h"
#include "core/chkobba/chkobba_observation.h"

using namespace cardavia;
using namespace cardavia::chkobba_test;

namespace {

constexpr CardSet kAllCards = (CardSet{1} << kChkobbaDeckSize) - 1;

// [SECTION] Invariants of one position

// Every card is in exactly one place: a hand, the table, a pile or the stock.
bool conserved(const ChkobbaPosition& p) {
  CardSet seen = 0;
  int count = 0;
  bool disjoint = true;
  auto add = [&](CardSet set) {
    disjoint = disjoint && (seen & set) == 0;
    seen |= set;
    count += __builtin_popcountll(set);
  };
  for (int seat = 0; seat < p.rules.players; ++seat) add(p.hands[seat].as_set());
  add(p.table.as_set());
  add(p.piles[0]);
  add(p.piles[1]);
  for (int i = p.next_card; i < kChkobbaDeckSize; ++i) add(card_bit(p.deck[i]));
  return disjoint && seen == kAllCards && count == kChkobbaDeckSize &&
         p.table.size <= kChkobbaMaxTable;
}
// (One REQUIRE per position: Catch's bookkeeping would dominate 10 000 matches otherwise.)
void check_conservation(const ChkobbaPosition& p) { REQUIRE(conserved(p)); }

// The deal's points counted the plain way, from StandardCards.
std::vector<std::pair<std::string, int>> expected_points(CardSet mine, CardSet theirs,
                                                         int chkobbas) {
  auto count_if = [](CardSet set, auto wanted) {
    int n = 0;
    for (int c = 0; c < kChkobbaDeckSize; ++c) {
      if ((set >> c) & 1u) n += wanted(to_standard(static_cast<ChkobbaCard>(c))) ? 1 : 0;
    }
    return n;
  };
  auto any = [](StandardCard) { return true; };
  auto diamond = [](StandardCard c) { return c.suit == Suit::kDiamonds; };
  auto seven = [](StandardCard c) { return c.rank == Rank::kSeven; };
  auto six = [](StandardCard c) { return c.rank == Rank::kSix; };
  auto seven_of_diamonds = [](StandardCard c) {
    return c.rank == Rank::kSeven && c.suit == Suit::kDiamonds;
  };
  int bermila = 0;
  const int my_sevens = count_if(mine, seven), their_sevens = count_if(theirs, seven);
  if (my_sevens != their_sevens) {
    bermila = my_sevens > their_sevens ? 1 : 0;
  } else {
    bermila = count_if(mine, six) > count_if(theirs, six) ? 1 : 0;
  }
  return {{"cards", count_if(mine, any) > 20 ? 1 : 0},
          {"diamonds", count_if(mine, diamond) > 5 ? 1 : 0},
          {"bermila", bermila},
          {"sette", count_if(mine, seven_of_diamonds)},
          {"chkobba", chkobbas}};
}

// What a play does to the piles and chkobbas, re-derived from the position before it, and checked
// against the state after it (the new deal has already reset them when the deal ended).
void check_play_effect(const ChkobbaPosition& before, Action action, const ChkobbaState& after) {
  const int side = before.to_move % 2;
  const ChkobbaCard played = action_card(action);
  const std::uint32_t mask = action_capture_mask(action);
  CardSet taken = 0;
  for (int i = 0; i < before.table.size; ++i) {
    if (mask & (1u << i)) taken |= card_bit(before.table.cards[i]);
  }
  std::array<CardSet, 2> piles = before.piles;
  std::array<int, 2> chkobbas = before.chkobbas;
  int last_capturer = before.last_capturer;
  CardSet table = before.table.as_set() & ~taken;
  int cards_in_hands = -1;
  for (int seat = 0; seat < before.rules.players; ++seat) cards_in_hands += before.hands[seat].size;
  const bool last_card = cards_in_hands == 0 && before.stock_size() == 0;
  if (mask != 0) {
    piles[side] |= taken | card_bit(played);
    last_capturer = side;
    if (table == 0 && !last_card) ++chkobbas[side];
  } else {
    table |= card_bit(played);
  }
  if (!last_card) {
    const ChkobbaPosition& p = after.position();
    REQUIRE((p.piles == piles && p.chkobbas == chkobbas && p.table.as_set() == table &&
             p.last_capturer == last_capturer));
    return;
  }
  // The deal's end: leftovers to the last capturer (nobody if none), then the round's points.
  if (last_capturer >= 0) piles[last_capturer] |= table;
  const RoundResult& round = after.rounds().back();
  for (int s = 0; s < 2; ++s) {
    const auto points = expected_points(piles[s], piles[1 - s], chkobbas[s]);
    REQUIRE(round.points[s] == points);
    int sum = 0;
    for (const auto& [name, value] : points) sum += value;
    REQUIRE(round.scores[s] == sum);
    REQUIRE(round.totals[s] == before.totals[s] + sum);
  }
}

// [SECTION] Legal actions against everything else

void check_actions(const ChkobbaState& state, Rng& rng) {
  const std::vector<Action> legal = state.legal_actions();
  REQUIRE_FALSE(legal.empty());
  const std::set<Action> listed(legal.begin(), legal.end());
  REQUIRE(listed.size() == legal.size());  // each once
  for (const Action action : legal) {
    REQUIRE(state.is_legal(action));
    const std::string text = state.action_to_string(action);
    const Result<Action> parsed = state.parse_action(text);
    INFO(text);
    REQUIRE(parsed.ok());
    REQUIRE(parsed.value() == action);
  }
  // Unlisted encodings: random codes, and near misses (a listed play with another mask or card).
  for (int i = 0; i < 8; ++i) {
    Action probe{rng.next_u32()};
    if (i % 2 == 1) {
      const Action base = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      probe = chkobba_play(action_card(base),
                           rng.below(1u << std::min<int>(state.position().table.size + 1, 20)));
    } else if (i % 4 == 2) {
      probe = chkobba_play(static_cast<ChkobbaCard>(rng.below(kChkobbaDeckSize)), 0);
    }
    REQUIRE(state.is_legal(probe) == (listed.count(probe) == 1));
  }
}

// Tokens of an observation text (split on spaces, colons, parentheses and line ends).
std::set<std::string> tokens_of(const std::string& text) {
  std::set<std::string> tokens;
  std::string word;
  for (const char c : text) {
    if (c == ' ' || c == ':' || c == '\n' || c == '(' || c == ')' || c == ',') {
      if (!word.empty()) tokens.insert(word);
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) tokens.insert(word);
  return tokens;
}

void check_no_leak(const ChkobbaState& state, int seat) {
  const ChkobbaPosition& p = state.position();
  CardSet hidden = 0;
  for (int other = 0; other < p.rules.players; ++other) {
    if (other != seat) hidden |= p.hands[other].as_set();
  }
  for (int i = p.next_card; i < kChkobbaDeckSize; ++i) hidden |= card_bit(p.deck[i]);
  const bool cutter_deciding = p.phase == ChkobbaPhase::kCut && seat == p.first_player();
  if (cutter_deciding) hidden &= ~card_bit(p.cut_card);
  const std::set<std::string> tokens = tokens_of(state.observation(seat)->to_string());
  for (int c = 0; c < kChkobbaDeckSize; ++c) {
    if ((hidden >> c) & 1u) REQUIRE(tokens.count(card_text(static_cast<ChkobbaCard>(c))) == 0);
  }
}

void check_sample(const ChkobbaState& state, int seat, Rng& rng) {
  const std::unique_ptr<Observation> seen = state.observation(seat);
  const std::unique_ptr<GameState> sampled = seen->sample_state(rng);
  REQUIRE(sampled->observation(seat)->to_string() == seen->to_string());
  check_conservation(dynamic_cast<const ChkobbaState&>(*sampled).position());
  REQUIRE(sampled->legal_actions().size() == (seat == state.current_player()
                                                  ? state.legal_actions().size()
                                                  : sampled->legal_actions().size()));
}

struct MatchRecord {
  std::vector<Action> history;
  std::vector<std::vector<int>> totals;
  std::vector<int> winners;
  int actions = 0;
};

// One random match with every cheap check; the costly ones every `deep_every` steps.
MatchRecord random_match(int players, std::uint64_t seed, int deep_every) {
  auto match = new_match(players, seed);
  auto& state = dynamic_cast<ChkobbaState&>(*match);
  Rng chooser(seed, 99);
  MatchRecord record;
  std::array<Action, ChkobbaState::kMaxActions> legal;
  while (!state.is_terminal()) {
    REQUIRE(record.actions < 20000);  // a match always ends
    const ChkobbaPosition before = state.position();
    check_conservation(before);
    const bool deep = deep_every > 0 && record.actions % deep_every == 0;
    if (deep) {
      check_actions(state, chooser);
      const int seat = static_cast<int>(chooser.below(static_cast<std::uint32_t>(players)));
      check_no_leak(state, seat);
      check_sample(state, seat, chooser);
      // Every listed action applies to a copy, which stays whole.
      for (const Action action : state.legal_actions()) {
        auto copy = state.clone();
        copy->apply(action);
        check_conservation(dynamic_cast<const ChkobbaState&>(*copy).position());
      }
    }
    const int count = state.fill_legal_actions(legal);
    const Action action = legal[chooser.below(static_cast<std::uint32_t>(count))];
    state.apply(action);
    ++record.actions;
    if (before.phase == ChkobbaPhase::kPlay) check_play_effect(before, action, state);
  }
  check_conservation(state.position());
  record.history = state.history();
  for (const RoundResult& round : state.rounds()) record.totals.push_back(round.totals);
  record.winners = state.winners();
  REQUIRE(record.winners.size() == 1);
  const int winner = record.winners[0];
  const std::vector<int>& final_totals = state.rounds().back().totals;
  REQUIRE(final_totals[winner] >= kChkobbaTargetScore);
  REQUIRE(final_totals[winner] > final_totals[1 - winner]);
  return record;
}

}  // namespace

TEST_CASE("Property: 10 000 random matches keep every invariant", "[chkobba][property]") {
  int deals = 0;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    // Deep checks (all actions, leaks, samples) on every 10th match, every 3rd step.
    const MatchRecord record = random_match(players, seed, seed % 10 == 0 ? 3 : 0);
    deals += static_cast<int>(record.totals.size());
  }
  CHECK(deals > 10000);
}

TEST_CASE("Property: the same seed gives the same match", "[chkobba][property]") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    const MatchRecord first = random_match(players, seed, 0);
    const MatchRecord second = random_match(players, seed, 0);
    CHECK(first.history == second.history);
    CHECK(first.totals == second.totals);
    CHECK(first.winners == second.winners);
  }
  // Different seeds give different deals.
  auto a = new_match(2, 1);
  auto b = new_match(2, 2);
  CHECK(position_of(*a).deck != position_of(*b).deck);
}

TEST_CASE("Property: sampled states look the same to their seat, for every seat",
          "[chkobba][property][observation]") {
  Rng rng(7);
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    auto match = new_match(players, seed);
    auto& state = dynamic_cast<ChkobbaState&>(*match);
    Rng chooser(seed, 5);
    int steps = 0;
    while (!state.is_terminal() && steps < 300) {
      for (int seat = 0; seat < players; ++seat) {
        check_no_leak(state, seat);
        check_sample(state, seat, rng);
      }
      const std::vector<Action> legal = state.legal_actions();
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++steps;
    }
  }
}

TEST_CASE("Property: a sampled state plays on to the end of the match", "[chkobba][property]") {
  Rng rng(11);
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const int players = seed % 2 == 0 ? 2 : 4;
    auto match = new_match(players, seed);
    Rng chooser(seed, 3);
    for (int i = 0; i < 25 && !match->is_terminal(); ++i) {
      const auto legal = match->legal_actions();
      match->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    if (match->is_terminal()) continue;
    auto sampled = match->sample_consistent(match->current_player(), rng);
    // The player to move has the same choices in the sample.
    CHECK(legal_texts(*sampled) == legal_texts(*match));
    int steps = 0;
    while (!sampled->is_terminal()) {
      check_conservation(position_of(*sampled));
      const auto legal = sampled->legal_actions();
      sampled->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      REQUIRE(++steps < 20000);
    }
  }
}

TEST_CASE("Bench: random playouts per second", "[.][bench]") {
  std::array<Action, ChkobbaState::kMaxActions> legal;
  long long actions = 0;
  const auto start = std::chrono::steady_clock::now();
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    auto match = new_match(seed % 2 == 0 ? 2 : 4, seed);
    auto& state = dynamic_cast<ChkobbaState&>(*match);
    Rng chooser(seed, 1);
    while (!state.is_terminal()) {
      const int count = state.fill_legal_actions(legal);
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(count))]);
      ++actions;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("10 000 matches, " << actions << " actions in " << seconds
                          << " s: " << static_cast<long long>(actions / seconds) << " actions/s");
  // The same with the public interface: legal_actions() vector and a clone per step.
  actions = 0;
  const auto start2 = std::chrono::steady_clock::now();
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    auto match = new_match(seed % 2 == 0 ? 2 : 4, seed);
    Rng chooser(seed, 1);
    while (!match->is_terminal()) {
      const auto list = match->legal_actions();
      auto copy = match->clone();
      copy->apply(list[chooser.below(static_cast<std::uint32_t>(list.size()))]);
      match = std::move(copy);
      ++actions;
    }
  }
  const double seconds2 =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start2).count();
  WARN("with legal_actions() and clone() per step: " << static_cast<long long>(actions / seconds2)
                                                     << " actions/s");
}
