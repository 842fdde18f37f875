// Cucù's invariants (core/invariants.h), written from the rules, not from the engine's code:
//   position  every token in exactly one place and the ranks the pack (CucuState::cards_conserved),
//             lives 0–3, a player with lives to move; while a round is in progress its dealer has
//             lives and a live card (the dealer is never knocked out mid-round); at the end one
//             winner, the only player with lives.
//   step      the match is decided only at the end of a round: the action that ends it completes
//             a round. A finished round's lives: the lives at its start minus what it reports lost,
//             or three each when everybody reached zero; a player at zero lost nothing. Its
//             showdown shows the dealer's card; a lone live card (everyone else knocked out) is the
//             dealer's and loses a life unless it is a cuckoo, and then the dealer wins — unless
//             that was the dealer's last life, and everybody comes back.
//   no leak   a seat's observation names the rank of a token only if the seat held that token this
//             round, or the rank is shown to every seat (a revealed special, an insured zero);
//             and a named rank is the token's real rank.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/invariants.h"
#include "cucu.h"

namespace cardavia {

namespace {

constexpr std::uint64_t bit(int token) { return std::uint64_t{1} << token; }

class CucuInvariants final : public GameInvariants {
 public:
  // [SECTION] Positions

  void check_position(const GameState& game_state, Problems& problems) const override {
    const auto& state = static_cast<const CucuState&>(game_state);
    const int players = state.num_players();
    if (!state.cards_conserved()) problems.add("cards not conserved");
    int with_lives = 0;
    for (int seat = 0; seat < players; ++seat) {
      const int lives = state.lives(seat);
      if (lives < 0 || lives > CucuRules::kLivesAtStart) {
        problems.add("seat " + std::to_string(seat) + " has " + std::to_string(lives) + " lives");
      }
      with_lives += lives > 0 ? 1 : 0;
    }
    const int mover = state.current_player();
    if (mover != GameState::kNobody) {
      if (mover >= 0 && mover < players && state.lives(mover) <= 0) {
        problems.add("seat " + std::to_string(mover) + " is to move without a life");
      }
      const int dealer = state.dealer();
      if (dealer < 0 || dealer >= players || !state.live_in_round(dealer)) {
        problems.add("the round in progress has no live dealer (seat " + std::to_string(dealer) +
                     ")");
      }
      return;
    }
    // The end: exactly one winner, the only player with lives.
    const std::vector<int> winners = state.winners();
    if (winners.size() != 1 || with_lives != 1 || state.lives(winners[0]) <= 0) {
      problems.add("the match ended with winners " + numbers_text(winners) + " and " +
                   std::to_string(with_lives) + " players with lives");
    }
  }

  // [SECTION] Following the match

  void start(const GameState& game_state) override {
    const auto& state = static_cast<const CucuState&>(game_state);
    rounds_ = state.rounds().size();
    held_.fill(0);
    note_held(state);
  }

  void before_action(const GameState& game_state, Action) override {
    const auto& state = static_cast<const CucuState&>(game_state);
    for (int seat = 0; seat < state.num_players(); ++seat) {
      lives_at_round_start_[seat] = state.lives(seat) + state.lives_lost_this_round(seat);
    }
    dealer_of_round_ = state.dealer();
  }

  void after_action(const GameState& game_state, Problems& problems) override {
    const auto& state = static_cast<const CucuState&>(game_state);
    note_held(state);
    if (state.rounds().size() == rounds_) {
      if (state.is_terminal()) problems.add("the match ended in the middle of a round");
      return;
    }
    rounds_ = state.rounds().size();
    const RoundResult& round = state.rounds().back();
    const int players = state.num_players();
    if (static_cast<int>(round.scores.size()) != players ||
        static_cast<int>(round.totals.size()) != players) {
      problems.add("round " + std::to_string(rounds_) + " does not report every seat");
      return;
    }
    // Lives after a round: the lives before minus the round's losses, or three each after everyone
    // reached zero together.
    bool comeback = true;
    for (int seat = 0; seat < players; ++seat) {
      const int before = lives_at_round_start_[seat];
      if (round.scores[seat] < 0 || round.scores[seat] > before) {
        problems.add("seat " + std::to_string(seat) + " lost " +
                     std::to_string(round.scores[seat]) + " lives with " + std::to_string(before));
      }
      if (before - round.scores[seat] != 0) comeback = false;
    }
    std::vector<int> expected;
    for (int seat = 0; seat < players; ++seat) {
      expected.push_back(comeback ? CucuRules::kLivesAtStart
                                  : lives_at_round_start_[seat] - round.scores[seat]);
    }
    if (round.totals != expected) {
      problems.add("round " + std::to_string(rounds_) + " reports lives " +
                   numbers_text(round.totals) + ", not " + numbers_text(expected));
    }
    check_showdown(state, round, problems);
  }

  // [SECTION] No leak

  void check_no_leak(const GameState& game_state, const std::vector<std::string>& observations,
                     Problems& problems) const override {
    const auto& state = static_cast<const CucuState&>(game_state);
    const int seats = static_cast<int>(observations.size());
    std::vector<std::vector<std::string>> words(seats);
    std::uint64_t named_to_all = bit(CucuRules::kPackSize) - 1;
    std::vector<std::uint64_t> named(seats, 0);
    for (int seat = 0; seat < seats; ++seat) {
      words[seat] = cucu_token_words(observations[seat]);
      if (words[seat].size() != CucuRules::kPackSize) {
        problems.add("the observation of seat " + std::to_string(seat) + " has no token line");
        return;
      }
      for (int token = 0; token < CucuRules::kPackSize; ++token) {
        const std::optional<CuccuCard> card = CuccuCard::parse(words[seat][token]);
        if (!card) continue;
        named[seat] |= bit(token);
        if (card->rank != state.rank_of_token(token)) {
          problems.add("seat " + std::to_string(seat) + " is told token " + std::to_string(token) +
                       " is " + words[seat][token] + ", which it is not");
        }
      }
      named_to_all &= named[seat];
    }
    for (int seat = 0; seat < seats; ++seat) {
      const std::uint64_t private_knowledge = named[seat] & ~named_to_all & ~held_[seat];
      for (int token = 0; token < CucuRules::kPackSize; ++token) {
        if (private_knowledge & bit(token)) {
          problems.add("seat " + std::to_string(seat) + " knows token " + std::to_string(token) +
                       " (" + words[seat][token] + ") without having held it");
        }
      }
    }
  }

 private:
  // The showdown of the round just completed: the live cards are the ones shown, the dealer's
  // among them. With one live card — everyone else knocked out — it is the dealer's, it loses
  // unless it is a cuckoo, and the match is then over (the dealer won) unless that was the dealer's
  // last life (everyone comes back).
  void check_showdown(const CucuState& state, const RoundResult& round,
                      Problems& problems) const {
    const int dealer = dealer_of_round_;
    int shown = 0;
    for (int seat = 0; seat < state.num_players(); ++seat) {
      shown += state.last_showdown(seat) != CucuState::kUnknownRank ? 1 : 0;
    }
    if (dealer < 0 || dealer >= state.num_players() ||
        state.last_showdown(dealer) == CucuState::kUnknownRank) {
      problems.add("the showdown of round " + std::to_string(rounds_) +
                   " does not show the dealer's card");
      return;
    }
    if (shown != 1) return;
    const bool cuckoo = state.last_showdown(dealer) == CuccuRank::kCuckoo;
    if (round.scores[dealer] != (cuckoo ? 0 : 1)) {
      problems.add("the dealer's lone " + std::string(cuckoo ? "cuckoo" : "card") + " lost " +
                   std::to_string(round.scores[dealer]) + " lives");
    }
    const bool comeback = !cuckoo && lives_at_round_start_[dealer] == 1;
    if (comeback ? state.is_terminal()
                 : !state.is_terminal() || state.winners() != std::vector<int>{dealer}) {
      problems.add(comeback ? "the dealer's lone card took its last life, yet the match ended"
                            : "the dealer's lone card did not end the match with the dealer "
                              "winning");
    }
  }

  // The tokens each seat has held this round; a new deal starts afresh.
  void note_held(const CucuState& state) {
    if (state.rounds_dealt() != round_dealt_) {
      round_dealt_ = state.rounds_dealt();
      held_.fill(0);
    }
    for (int seat = 0; seat < state.num_players(); ++seat) {
      const int token = state.token_of(seat);
      if (token >= 0 && token < CucuRules::kPackSize) held_[seat] |= bit(token);
    }
  }

  std::size_t rounds_ = 0;
  int round_dealt_ = -1;
  std::array<std::uint64_t, CucuRules::kMaxPlayers> held_{};
  std::array<int, CucuRules::kMaxPlayers> lives_at_round_start_{};
  int dealer_of_round_ = -1;
};

}  // namespace

std::vector<std::string> cucu_token_words(const std::string& observation) {
  const std::string marker = "\ntokens ";
  const std::size_t at = observation.find(marker);
  std::vector<std::string> words;
  if (at == std::string::npos) return words;
  std::string word;
  for (std::size_t i = at + marker.size(); i < observation.size() && observation[i] != '\n'; ++i) {
    if (observation[i] == ' ') {
      words.push_back(word);
      word.clear();
    } else {
      word += observation[i];
    }
  }
  words.push_back(word);
  return words;
}

namespace {

std::unique_ptr<GameInvariants> make_cucu_invariants() {
  return std::make_unique<CucuInvariants>();
}

}  // namespace

CARDAVIA_REGISTER_INVARIANTS("cucu", make_cucu_invariants);

}  // namespace cardavia
