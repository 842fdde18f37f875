// Cabo: properties over many seeded random matches with 2–5 players — cards conserved at every
// step, scores recomputed independently from the revealed hands, every listed action applies and
// unlisted ones are refused without a trace, observations never show a card the seat has not
// seen, sampled states show the seat exactly the same, and the same seed replays the same match.
#include <bitset>
#include <cctype>
#include <chrono>
#include <set>

#include "cabo_test_util.h"

using namespace cabo_test;

namespace {

using Seen = std::array<std::bitset<52>, kMaxPlayers>;

// [SECTION] Independent checks (written from the rules, not from the engine's code)

// Plain checks inside, one REQUIRE at the end: this runs at every step of every match.
void check_conservation(const CaboState& state) {
  std::bitset<52> present;
  int count = 0;
  bool ok = true;
  auto add = [&](CardId card) {
    ok = ok && card < 52 && !present[card];
    if (card < 52) present[card] = true;
    ++count;
  };
  for (int seat = 0; seat < state.num_players(); ++seat) {
    int cards = 0;
    for (int place = 0; place < kPlaces; ++place) {
      if (state.card_at(seat, place) != kNoCard) {
        add(state.card_at(seat, place));
        ++cards;
      }
    }
    ok = ok && cards >= 1;  // a replace always leaves the new card
  }
  for (int i = 0; i < state.discard_size(); ++i) add(state.discard_at(i));
  for (int i = 0; i < state.stock_size(); ++i) add(state.stock_card(i));
  if (state.held_card() != kNoCard) add(state.held_card());
  INFO("cards present: " << count);
  REQUIRE((ok && count == 52));
}

std::vector<int> oracle_scores(const CaboState& state) {
  const int players = state.num_players();
  const Hands& hands = state.last_revealed_hands();
  const int caller = state.last_caller();
  std::vector<int> sums(players, 0);
  for (int seat = 0; seat < players; ++seat) {
    std::vector<std::string> cards;
    for (const CardId card : hands[seat]) {
      if (card == kNoCard) continue;
      const std::string text = StandardCard::from_id(card).to_string();
      cards.push_back(text);
      const char rank = text[0];
      int value = rank == 'A' ? 1 : rank == 'T' ? 10 : rank == 'J' ? 11 : rank == 'Q' ? 12 : 0;
      if (rank >= '2' && rank <= '9') value = rank - '0';
      if (rank == 'K') value = (text[1] == 'S' || text[1] == 'C') ? 13 : 0;
      sums[seat] += value;
    }
    std::sort(cards.begin(), cards.end());
    const bool moon = cards.size() == 4 && cards[0] == "KC" && cards[1] == "KS" &&
                      cards[2][0] == 'Q' && cards[3][0] == 'Q';
    if (moon) {
      std::vector<int> scores(players, 50);
      scores[seat] = 0;
      return scores;
    }
  }
  const int lowest = *std::min_element(sums.begin(), sums.end());
  std::vector<int> scores = sums;
  if (sums[caller] == lowest) {
    scores[caller] = 0;
  } else {
    for (int seat = 0; seat < players; ++seat) {
      if (sums[seat] == lowest) scores[seat] = 0;
    }
    scores[caller] += 5;
  }
  return scores;
}

// The cards each seat has legitimately seen this round, updated from the public action and the
// seat's own view, before the action is applied.
void update_seen(const CaboState& state, const Move& move, Seen& seen) {
  const int mover = state.current_player();
  const int players = state.num_players();
  auto everybody_sees = [&](CardId card) {
    for (int seat = 0; seat < players; ++seat) seen[seat][card] = true;
  };
  for (int i = 0; i < state.discard_size(); ++i) everybody_sees(state.discard_at(i));
  switch (move.kind) {
    case ActionKind::kLook:
      seen[mover][state.card_at(mover, move.place)] = true;
      seen[mover][state.card_at(mover, move.other_place)] = true;
      break;
    case ActionKind::kPeek:
      seen[mover][state.card_at(mover, move.place)] = true;
      break;
    case ActionKind::kSpy:
      seen[mover][state.card_at(move.seat, move.other_place)] = true;
      break;
    case ActionKind::kReplace:
      for (int place = 0; place < kPlaces; ++place) {
        if (move.place_set >> place & 1) everybody_sees(state.card_at(mover, place));
      }
      break;
    default:
      break;
  }
}

void update_seen_after(const CaboState& state, const Move& move, int mover, Seen& seen) {
  if (move.kind == ActionKind::kDraw) seen[mover][state.held_card()] = true;
  for (int i = 0; i < state.discard_size(); ++i) {
    for (int seat = 0; seat < state.num_players(); ++seat) seen[seat][state.discard_at(i)] = true;
  }
}

// Every card printed in the hands and the held card of an observation must have been seen.
void check_no_leak(const CaboState& state, int seat, const std::bitset<52>& seen) {
  const std::string text = state.observation(seat)->to_string();
  std::size_t begin = 0;
  while (begin < text.size()) {
    const std::size_t end = text.find('\n', begin);
    const std::string line = text.substr(begin, end - begin);
    begin = end + 1;
    if (line.rfind("hand ", 0) != 0 && line.rfind("held ", 0) != 0) continue;
    // Cards are the only two-character words made of a rank and a suit letter.
    const std::string_view ranks = "A23456789TJQK";
    const std::string_view suits = "SHDC";
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
      const bool starts = i == 0 || !std::isalnum(static_cast<unsigned char>(line[i - 1]));
      const bool ends =
          i + 2 == line.size() || !std::isalnum(static_cast<unsigned char>(line[i + 2]));
      if (!starts || !ends || ranks.find(line[i]) == std::string_view::npos ||
          suits.find(line[i + 1]) == std::string_view::npos) {
        continue;
      }
      const CardId card = id(line.substr(i, 2));
      INFO("seat " << seat << " sees " << line.substr(i, 2) << " in\n" << text);
      REQUIRE(seen[card]);
    }
  }
}

void check_sampling(const CaboState& state, Rng& rng) {
  for (int seat = 0; seat < state.num_players(); ++seat) {
    const auto observation = state.observation(seat);
    const auto sampled = observation->sample_state(rng);
    const auto& sampled_state = static_cast<const CaboState&>(*sampled);
    check_conservation(sampled_state);
    REQUIRE(sampled->observation(seat)->to_string() == observation->to_string());
    REQUIRE(sampled->current_player() == state.current_player());
  }
}

struct Fingerprint {
  std::string text;
  explicit Fingerprint(const CaboState& state) {
    for (int seat = 0; seat < state.num_players(); ++seat)
      text += state.observation(seat)->to_string();
    for (int i = 0; i < state.stock_size(); ++i) text += std::to_string(state.stock_card(i)) + ",";
    text += std::to_string(state.history().size());
  }
};

struct MatchStats {
  long actions = 0;
  int rounds = 0;
  int reshuffles = 0;
};

// Plays one random match, checking the properties; `deep` adds the costly checks.
MatchStats play_random_match(std::uint64_t seed, bool deep) {
  MatchSetup setup;
  setup.players = 2 + static_cast<int>(seed % 4);
  setup.seed = seed;
  auto state = new_match(setup);
  Rng chooser(seed, 99);
  Seen seen{};
  MatchStats stats;
  std::vector<int> totals(setup.players, 0);
  std::vector<bool> reset_used(setup.players, false);

  while (!state->is_terminal()) {
    const std::vector<Action> legal = state->legal_actions();
    REQUIRE_FALSE(legal.empty());

    if (deep) {
      // Every listed action prints, reads back to itself, and applies on a copy.
      for (const Action action : legal) {
        const auto parsed = state->parse_action(state->action_to_string(action));
        REQUIRE(parsed.ok());
        REQUIRE(parsed.value() == action);
        auto copy = state->clone();
        copy->apply(action);
        check_conservation(static_cast<const CaboState&>(*copy));
      }
      REQUIRE(std::set<Action>(legal.begin(), legal.end()).size() == legal.size());
      // Unlisted encodings are refused and change nothing.
      const Fingerprint before(*state);
      for (int trial = 0; trial < 4; ++trial) {
        const Action random{chooser.next_u32() & 0xF373Fu};
        if (std::find(legal.begin(), legal.end(), random) != legal.end()) continue;
        REQUIRE_FALSE(state->is_legal(random));
        // Its text may name a listed action (e.g. stray bits under "draw"): then it is not
        // unlisted.
        const std::string text = state->action_to_string(random);
        const auto parsed = state->parse_action(text);
        if (parsed.ok() && std::find(legal.begin(), legal.end(), parsed.value()) != legal.end()) {
          continue;
        }
        REQUIRE_FALSE(state->try_apply(text).ok());
      }
      REQUIRE(Fingerprint(*state).text == before.text);
      for (int seat = 0; seat < state->num_players(); ++seat)
        check_no_leak(*state, seat, seen[seat]);
      check_sampling(*state, chooser);
    }

    // A third of the matches call only after a reshuffle, so the stock does run out.
    const bool patient =
        seed % 3 == 0 && state->reshuffles() == 0 && state->phase() == Phase::kTurnStart;
    const std::size_t choices = patient ? 2 : legal.size();  // draw, take (cabo is listed last)
    const Action action = legal[chooser.below(static_cast<std::uint32_t>(choices))];
    const Move move = Move::decode(action);
    const int mover = state->current_player();
    const std::size_t rounds_before = state->rounds().size();
    const int reshuffles_before = state->reshuffles();
    update_seen(*state, move, seen);
    state->apply(action);
    ++stats.actions;
    stats.reshuffles += move.kind == ActionKind::kDraw && state->reshuffles() > reshuffles_before;

    if (state->rounds().size() != rounds_before) {
      // The round was scored from the revealed hands; totals follow with the reset.
      const RoundResult& round = state->rounds().back();
      REQUIRE(round.scores == oracle_scores(*state));
      for (int seat = 0; seat < setup.players; ++seat) {
        totals[seat] += round.scores[seat];
        if (totals[seat] == 100 && !reset_used[seat]) {
          totals[seat] = 50;
          reset_used[seat] = true;
        }
      }
      REQUIRE(round.totals == totals);
      seen = Seen{};
      ++stats.rounds;
    } else {
      update_seen_after(*state, move, mover, seen);
    }
    check_conservation(*state);
  }

  // The end: some total above 100, the lowest totals win.
  const int best = *std::min_element(totals.begin(), totals.end());
  REQUIRE(*std::max_element(totals.begin(), totals.end()) > 100);
  std::vector<int> winners;
  for (int seat = 0; seat < setup.players; ++seat) {
    if (totals[seat] == best) winners.push_back(seat);
  }
  REQUIRE(state->winners() == winners);
  return stats;
}

}  // namespace

TEST_CASE("Property: 10 000 random matches keep every rule's invariants", "[cabo][property]") {
  MatchStats all;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    const MatchStats stats = play_random_match(seed, seed % 50 == 0);
    all.actions += stats.actions;
    all.rounds += stats.rounds;
    all.reshuffles += stats.reshuffles;
  }
  // The random matches reach the rare rules too.
  CHECK(all.reshuffles > 0);
  CHECK(all.rounds > 10000);
}

TEST_CASE("Property: deep checks at every step of 100 matches", "[cabo][property]") {
  for (std::uint64_t seed = 20001; seed <= 20100; ++seed) play_random_match(seed, true);
}

TEST_CASE("Property: the same seed replays the same match", "[cabo][property]") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    MatchSetup setup;
    setup.players = 2 + static_cast<int>(seed % 4);
    setup.seed = seed;
    auto a = new_match(setup);
    auto b = new_match(setup);
    Rng chooser(seed, 7);
    while (!a->is_terminal()) {
      const auto legal = a->legal_actions();
      REQUIRE(b->legal_actions() == legal);
      const Action action = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
      a->apply(action);
      b->apply(action);
    }
    REQUIRE(b->is_terminal());
    CHECK(Fingerprint(*a).text == Fingerprint(*b).text);
    CHECK(a->winners() == b->winners());
    for (std::size_t r = 0; r < a->rounds().size(); ++r) {
      CHECK(a->rounds()[r].totals == b->rounds()[r].totals);
    }
  }
  MatchSetup one;
  one.players = 3;
  one.seed = 1;
  MatchSetup two = one;
  two.seed = 2;
  CHECK(new_match(one)->hands() != new_match(two)->hands());
}

TEST_CASE("Bench: random playout actions per second", "[.][cabo][bench]") {
  long actions = 0;
  const auto start = std::chrono::steady_clock::now();
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    MatchSetup setup;
    setup.players = 2 + static_cast<int>(seed % 4);
    setup.seed = seed;
    auto match = new_cabo_match(setup);
    GameState& state = *match.value();
    Rng chooser(seed, 3);
    while (!state.is_terminal()) {
      const auto legal = state.legal_actions();
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++actions;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("random playout: " << actions << " actions in " << seconds
                          << " s = " << static_cast<long>(actions / seconds) << " actions/s");

  // The AI's inner loop: sample a state from an observation, then play it out at random.
  MatchSetup setup;
  setup.players = 4;
  setup.seed = 42;
  auto match = new_cabo_match(setup);
  GameState& root = *match.value();
  Rng chooser(5);
  for (int i = 0; i < 30 && !root.is_terminal(); ++i) {
    const auto legal = root.legal_actions();
    root.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  const auto observation = root.observation(root.current_player());
  long playout_actions = 0;
  const int playouts = 20000;
  const auto begin = std::chrono::steady_clock::now();
  for (int i = 0; i < playouts; ++i) {
    auto state = observation->sample_state(chooser);
    while (!state->is_terminal()) {
      const auto legal = state->legal_actions();
      state->apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
      ++playout_actions;
    }
  }
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  WARN("determinized playouts: " << playouts / elapsed << " per s (sample + play to the end), "
                                 << static_cast<long>(playout_actions / elapsed) << " actions/s");
}
