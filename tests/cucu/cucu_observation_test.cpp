// Cucù: what each seat knows, and states sampled from it.
#include <catch2/catch.hpp>

#include "core/invariants.h"
#include "tests/cucu/cucu_test_util.h"

using namespace cardavia;
using namespace cardavia::cucu_test;

namespace {

constexpr std::uint64_t bit(int token) { return std::uint64_t{1} << token; }

// What `seat` knows about `token`: its rank, "ordinary" or "?".
std::string knowledge_of(const CucuState& state, int seat, int token) {
  if (state.known_tokens(seat) & bit(token)) return CuccuCard{state.rank_of_token(token)}.to_string();
  if (state.ordinary_tokens() & bit(token)) return "ordinary";
  return "?";
}

// The line "tokens …" of the observation, split (the leak check's reader, core/invariants.h).
std::vector<std::string> token_line(const std::string& text) {
  std::vector<std::string> words = cucu_token_words(text);
  REQUIRE_FALSE(words.empty());
  return words;
}

// Replays the round in progress of `sampled` from its deal, with the sampled ranks as the deck:
// the same public outcomes must follow (every revealed special, every exchange), so the sampled
// state is one the real match could have been in.
void check_reachable(const CucuState& sampled) {
  if (sampled.is_terminal()) return;
  MatchSetup setup;
  setup.players = sampled.num_players();
  setup.dealer = sampled.dealer();
  std::vector<int> lives(setup.players);
  for (int seat = 0; seat < setup.players; ++seat) {
    lives[seat] = sampled.lives(seat) + sampled.lives_lost_this_round(seat);
  }
  setup.set_start("start_lives", lives);
  std::vector<std::string> deck;
  for (int token = 0; token < CucuRules::kPackSize; ++token) {
    deck.push_back(CuccuCard{sampled.rank_of_token(token)}.to_string());
  }
  setup.decks = {deck};
  Result<std::unique_ptr<GameState>> made = new_cucu_match(setup);
  REQUIRE(made.ok());
  auto& replay = dynamic_cast<CucuState&>(*made.value());
  for (int i = 0; i < sampled.round_actions_played(); ++i) {
    REQUIRE(replay.is_legal(sampled.round_action(i)));
    replay.apply(sampled.round_action(i));
  }
  REQUIRE(replay.current_player() == sampled.current_player());
  REQUIRE(replay.phase() == sampled.phase());
  for (int seat = 0; seat < setup.players; ++seat) {
    REQUIRE(replay.lives(seat) == sampled.lives(seat));
    REQUIRE(replay.token_of(seat) == sampled.token_of(seat));
    REQUIRE(replay.known_tokens(seat) == sampled.known_tokens(seat));
    REQUIRE(replay.insured_by(seat) == sampled.insured_by(seat));
  }
  REQUIRE(replay.ordinary_tokens() == sampled.ordinary_tokens());
}

}  // namespace

TEST_CASE("AnOrdinaryExchangeIsKnownToItsTwoPlayersOnly", "[cucu][observation]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "7", "5", "6"})});
  play(*t, 0, "ask");
  for (int seat : {0, 1}) {
    CHECK(knowledge_of(*t, seat, 0) == "3");
    CHECK(knowledge_of(*t, seat, 1) == "7");
  }
  // The others saw an exchange happen: the target's card was ordinary, nothing more.
  for (int seat : {2, 3}) {
    CHECK(knowledge_of(*t, seat, 0) == "?");
    CHECK(knowledge_of(*t, seat, 1) == "ordinary");
  }
  const std::vector<std::string> seen_by_2 = token_line(t->observation(2)->to_string());
  CHECK(seen_by_2[0] == "?");
  CHECK(seen_by_2[1] == "ordinary");
  CHECK(seen_by_2[2] == "5");
  CHECK(seen_by_2[3] == "?");
}

TEST_CASE("RevealedSpecialsAreKnownToEveryone", "[cucu][observation]") {
  auto t = make_match(4, 3, {stacked_deck({"3", "horse", "cuckoo", "6"})});
  play(*t, 0, "ask");
  for (int seat = 0; seat < 4; ++seat) {
    CHECK(knowledge_of(*t, seat, 1) == "horse");
    CHECK(knowledge_of(*t, seat, 2) == "cuckoo");
  }
  CHECK(knowledge_of(*t, 3, 0) == "?");
}

TEST_CASE("InsuringShowsTheZeroToEveryone", "[cucu][observation][inn]") {
  auto t = make_match(4, 3, {stacked_deck({"zero", "inn", "5", "6"})});
  play(*t, 0, "ask");
  CHECK(knowledge_of(*t, 2, 0) == "?");
  play(*t, 0, "insure");
  for (int seat = 0; seat < 4; ++seat) {
    CHECK(knowledge_of(*t, seat, 0) == "zero");
    CHECK(knowledge_of(*t, seat, 1) == "inn");
  }
}

TEST_CASE("CardsFromThePackAreKnownToTheTakerOnly", "[cucu][observation]") {
  auto t = make_match(3, 2, {stacked_deck({"3", "5", "horse", "8"}, {"9"})});
  play(*t, 0, "keep");
  play(*t, 1, "ask");  // the dealer's horse: seat 1 takes the top card
  CHECK(card(*t, 1) == "9");
  CHECK(knowledge_of(*t, 1, 39) == "9");
  CHECK(knowledge_of(*t, 0, 39) == "?");
  CHECK(knowledge_of(*t, 2, 39) == "?");
  // The dealer's card from the deck ends the round, and the showdown then shows every live card.
  play(*t, 2, "deck");
  CHECK(t->rounds().size() == 1);
  CHECK(t->observation(0)->to_string().find("last showdown 3 9 8\n") != std::string::npos);
  CHECK(t->rounds().back().scores == std::vector<int>{1, 0, 0});
}

TEST_CASE("TheShowdownShowsLiveCardsNotDeadOnes", "[cucu][observation]") {
  auto t = make_match(3, 2, {stacked_deck({"lion", "hunter", "5"})}, std::vector<int>{1, 3, 3});
  play(*t, 0, "ask");
  play(*t, 1, "keep");
  play(*t, 2, "keep");
  const std::string text = t->observation(1)->to_string();
  CHECK(text.find("last showdown ? hunter 5\n") != std::string::npos);
}

TEST_CASE("AfterAMidRoundKnockoutTheRoundGoesOnInEverySampledWorld", "[cucu][observation]") {
  // Seats 0 and 1 have lives; the dealer's hunter knocks seat 0 out, and the dealer still acts.
  auto t = make_match(3, 1, {stacked_deck({"3", "hunter"})}, std::vector<int>{1, 2, 0});
  play(*t, 0, "ask");
  Rng sampler(9);
  for (int seat = 0; seat < 3; ++seat) {
    const std::unique_ptr<Observation> observation = t->observation(seat);
    for (int draw = 0; draw < 50; ++draw) {
      std::unique_ptr<GameState> sampled = observation->sample_state(sampler);
      auto& sample = dynamic_cast<CucuState&>(*sampled);
      REQUIRE(sample.observation(seat)->to_string() == observation->to_string());
      REQUIRE_FALSE(sample.is_terminal());
      REQUIRE(sample.current_player() == 1);
      REQUIRE(sample.legal_actions() == t->legal_actions());
      check_reachable(sample);
      // Whatever the dealer does, the round ends with the dealer's lone card at the showdown.
      sample.apply(sample.legal_actions()[draw % 2]);
      REQUIRE(sample.rounds().size() == 1);
      REQUIRE(sample.last_showdown(0) == CucuState::kUnknownRank);
      REQUIRE(sample.last_showdown(1) != CucuState::kUnknownRank);
    }
  }
}

TEST_CASE("SampledStatesMatchTheObservationAndAreReachable", "[cucu][observation][property]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    MatchSetup setup;
    setup.players = 2 + static_cast<int>(seed % 3);
    setup.seed = seed;
    auto made = new_cucu_match(setup);
    REQUIRE(made.ok());
    auto& state = dynamic_cast<CucuState&>(*made.value());
    Rng chooser(seed, 3);
    Rng sampler(seed, 4);
    while (true) {
      if (state.is_terminal() || chooser.below(4) == 0) {
        for (int seat = 0; seat < state.num_players(); ++seat) {
          const std::unique_ptr<Observation> observation = state.observation(seat);
          const std::string text = observation->to_string();
          REQUIRE(observation->seat() == seat);
          REQUIRE(observation->clone()->to_string() == text);
          // The observation keeps no rank the seat may not know.
          const auto& redacted = dynamic_cast<const CucuObservation&>(*observation).redacted();
          for (int token = 0; token < CucuRules::kPackSize; ++token) {
            const bool known = (state.known_tokens(seat) >> token) & 1U;
            REQUIRE((redacted.rank_of_token(token) == CucuState::kUnknownRank) == !known);
          }
          std::unique_ptr<GameState> sampled = observation->sample_state(sampler);
          auto& sample = dynamic_cast<CucuState&>(*sampled);
          INFO("seed " << seed << " seat " << seat << "\n" << text);
          REQUIRE(sample.observation(seat)->to_string() == text);
          REQUIRE(sample.cards_conserved());
          for (int token = 0; token < CucuRules::kPackSize; ++token) {
            if ((sample.ordinary_tokens() >> token) & 1U) {
              REQUIRE_FALSE(CuccuCard{sample.rank_of_token(token)}.is_special());
            }
          }
          if (state.current_player() == seat) {
            REQUIRE(sample.legal_actions() == state.legal_actions());
          }
          check_reachable(sample);
          // The sampled state plays on to the end on its own.
          if (seed % 25 == 0) {
            Rng rest(seed, 6);
            int steps = 0;
            while (!sample.is_terminal() && steps++ < 20000) {
              const auto legal = sample.legal_actions();
              sample.apply(legal[rest.below(static_cast<std::uint32_t>(legal.size()))]);
              REQUIRE(sample.cards_conserved());
            }
            REQUIRE(sample.is_terminal());
          }
          ++checked;
        }
      }
      if (state.is_terminal()) break;
      const auto legal = state.legal_actions();
      state.apply(legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  CHECK(checked > 10000);
}

TEST_CASE("SamplingRedistributesHiddenCards", "[cucu][observation]") {
  MatchSetup setup;
  setup.players = 4;
  setup.seed = 11;
  auto made = new_cucu_match(setup);
  REQUIRE(made.ok());
  const auto& state = dynamic_cast<const CucuState&>(*made.value());
  const int observer = state.current_player();
  const int other = (observer + 1) % 4;
  const std::unique_ptr<Observation> observation = state.observation(observer);
  Rng rng(5);
  std::array<int, kNumCuccuRanks> seen{};
  for (int i = 0; i < 400; ++i) {
    auto sampled = observation->sample_state(rng);
    const auto& sample = dynamic_cast<const CucuState&>(*sampled);
    ++seen[sample.card_of(other).id()];
    CHECK(sample.card_of(observer) == state.card_of(observer));
  }
  int different_ranks = 0;
  for (const int count : seen) different_ranks += count > 0 ? 1 : 0;
  CHECK(different_ranks >= 15);
}
