// Cucù: a golden playthrough. A seeded four-player match played by a seeded random chooser, written
// out round by round (the deal, every action with the cards held after it, the scores, the
// showdown). Every round below was checked by hand against the rules (the cat's undo in round 1, the
// two fools in round 3, the hunter's immediate losses in rounds 5 and 7, the cuckoo in round 6).
// Any change in the engine's behaviour shows up here.
#include <catch2/catch.hpp>

#include <sstream>

#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;

namespace {

std::string hands(const CucuState& state) {
  std::ostringstream out;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    out << ' ';
    if (!state.in_round(seat)) {
      out << '-';
      continue;
    }
    out << state.card_of(seat).to_string() << (state.lives(seat) == 0 ? "(dead)" : "");
  }
  return out.str();
}

std::string showdown_line(const CucuState& state) {
  const std::string text = state.knowledge_text(0);
  const std::size_t at = text.find("last showdown");
  return text.substr(at, text.find('\n', at) - at);
}

std::string playthrough(std::uint64_t seed, std::uint64_t chooser_seed) {
  MatchSetup setup;
  setup.players = 4;
  setup.seed = seed;
  auto made = new_cucu_match(setup);
  REQUIRE(made.ok());
  auto& state = dynamic_cast<CucuState&>(*made.value());
  Rng chooser(chooser_seed);
  std::ostringstream out;
  std::size_t rounds = 0;
  out << "deal, dealer " << state.dealer() << ":" << hands(state) << "\n";
  while (!state.is_terminal()) {
    const int seat = state.current_player();
    const std::vector<Action> legal = state.legal_actions();
    const Action action = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    state.apply(action);
    out << seat << ' ' << state.action_to_string(action);
    if (rounds == state.rounds().size()) out << " ->" << hands(state);
    out << "\n";
    while (rounds < state.rounds().size()) {
      const RoundResult& round = state.rounds()[rounds++];
      out << "round scores";
      for (const int lost : round.scores) out << ' ' << lost;
      out << " totals";
      for (const int left : round.totals) out << ' ' << left;
      out << "\n" << showdown_line(state) << "\n";
      if (!state.is_terminal()) {
        out << "deal, dealer " << state.dealer() << ":" << hands(state) << "\n";
      }
    }
  }
  out << "winner " << state.winners()[0] << "\n";
  return out.str();
}

constexpr const char* kGolden = R"(deal, dealer 3: bucket 6 8 cat
0 keep -> bucket 6 8 cat
1 ask -> bucket 8 6 cat
2 ask -> bucket 6 8 cat
3 keep
round scores 1 0 1 0 totals 2 3 2 3
last showdown bucket 6 8 cat
deal, dealer 0: 9 mask 6 8
1 ask -> 9 6 mask 8
2 keep -> 9 6 mask 8
3 keep -> 9 6 mask 8
0 keep
round scores 0 0 1 0 totals 2 3 1 3
last showdown 9 6 mask 8
deal, dealer 1: 10 fool 9 2
2 ask -> 10 fool 2 9
3 ask -> 9 fool 2 10
0 ask -> fool 9 2 10
1 deck
round scores 0 0 1 0 totals 2 3 0 3
last showdown fool fool 2 10
deal, dealer 3: 4 zero - 3
0 ask -> zero 4 - 3
1 ask -> zero 3 - 4
3 deck
round scores 1 0 0 0 totals 1 3 0 3
last showdown zero 3 ? hunter
deal, dealer 0: 4 cuckoo - hunter
1 ask -> 4 cuckoo - hunter
3 keep -> 4 cuckoo - hunter
0 deck
round scores 1 1 0 0 totals 0 2 0 3
last showdown 5 cuckoo ? hunter
deal, dealer 1: - cuckoo - inn
3 keep -> - cuckoo - inn
1 keep
round scores 0 0 0 1 totals 0 2 0 2
last showdown ? cuckoo ? inn
deal, dealer 3: - 3 - hunter
1 ask -> - 3 - hunter
3 deck
round scores 0 2 0 0 totals 0 0 0 2
last showdown ? 3 ? hunter
winner 3
)";

}  // namespace

TEST_CASE("GoldenPlaythrough", "[cucu][golden]") {
  CHECK(playthrough(2026, 7) == kGolden);
}
