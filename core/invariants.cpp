#include "invariants.h"

#include <algorithm>

namespace cardavia {

namespace {

bool same_round(const RoundResult& a, const RoundResult& b) {
  return a.scores == b.scores && a.totals == b.totals && a.points == b.points;
}

std::string seat_text(int seat) { return "seat " + std::to_string(seat); }

// The games' checkers, linked by their registrars before main() (core/registry_list.h).
RegistryNode<const InvariantsEntry>* g_checkers = nullptr;

}  // namespace

std::string Problems::text() const {
  std::string joined;
  for (const std::string& problem : list_) {
    if (!joined.empty()) joined += "; ";
    joined += problem;
  }
  return joined;
}

std::string numbers_text(const std::vector<int>& numbers) {
  std::string text = "[";
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    if (i > 0) text += ',';
    text += std::to_string(numbers[i]);
  }
  return text + "]";
}

void register_invariants(RegistryNode<const InvariantsEntry>& node) {
  push_node(g_checkers, node);
}

std::unique_ptr<GameInvariants> make_game_invariants(std::string_view game) {
  for (const InvariantsEntry& entry : RegistryList<const InvariantsEntry>(g_checkers)) {
    if (entry.game == game) return entry.make();
  }
  return nullptr;
}

MatchChecker::MatchChecker(const GameState& start, std::uint64_t seed)
    : game_(make_game_invariants(start.game_name())), sampler_(seed, 0x1e57ULL) {
  if (game_) game_->start(start);
  rounds_seen_ = start.rounds().size();
  if (rounds_seen_ > 0) last_round_ = start.rounds().back();
}

// [SECTION] Positions

void MatchChecker::add_position_problems(const GameState& state, Problems& problems) const {
  const int mover = state.current_player();
  const bool over = mover == GameState::kNobody;
  if (!over && (mover < 0 || mover >= state.num_players())) {
    problems.add("the player to move is " + std::to_string(mover) + ", not a seat");
  }
  // legal_actions() only once: it is the costly call here.
  const std::size_t legal = state.legal_actions().size();
  if (over && legal != 0)
    problems.add("the match is over but " + std::to_string(legal) + " actions are listed");
  if (!over && legal == 0) problems.add(seat_text(mover) + " is to move with no legal action");
  if (over == state.winners().empty()) {
    problems.add(over ? "the match is over with no winner" : "winners are named before the end");
  }
  if (game_) game_->check_position(state, problems);
}

std::string MatchChecker::check_position(const GameState& state) const {
  Problems problems;
  add_position_problems(state, problems);
  return problems.text();
}

std::string MatchChecker::check_legal_actions(const GameState& state) const {
  Problems problems;
  std::vector<Action> legal = state.legal_actions();
  for (const Action action : legal) {
    const std::string text = state.action_to_string(action);
    if (!state.is_legal(action)) problems.add("listed \"" + text + "\" is not is_legal");
    const Result<Action> read = state.parse_action(text);
    if (!read) {
      problems.add("listed \"" + text + "\" does not read back: " + read.error());
    } else if (read.value() != action) {
      problems.add("listed \"" + text + "\" reads back as \"" +
                   state.action_to_string(read.value()) + "\"");
    }
  }
  std::sort(legal.begin(), legal.end());
  if (std::adjacent_find(legal.begin(), legal.end()) != legal.end()) {
    problems.add("the legal list names an action twice");
  }
  return problems.text();
}

// [SECTION] Steps

std::string MatchChecker::play(GameState& state, Action action) {
  Problems problems;
  if (state.is_terminal()) return "an action was played after the end of the match";
  if (!state.is_legal(action)) {
    return "\"" + state.action_to_string(action) + "\" (code " + std::to_string(action.code) +
           ") is not legal here";
  }
  const std::size_t history_before = state.history().size();
  if (game_) game_->before_action(state, action);
  state.apply(action);
  if (state.history().size() != history_before + 1 || state.history().back() != action) {
    problems.add("the history did not record the action");
  }

  // Step 1. Completed rounds are only ever added, one per action at most, and never rewritten.
  const std::vector<RoundResult>& rounds = state.rounds();
  if (rounds.size() < rounds_seen_ || rounds.size() > rounds_seen_ + 1) {
    problems.add("the rounds went from " + std::to_string(rounds_seen_) + " to " +
                 std::to_string(rounds.size()) + " in one action");
  } else if (rounds_seen_ > 0 && !same_round(rounds[rounds_seen_ - 1], last_round_)) {
    problems.add("round " + std::to_string(rounds_seen_) + " was rewritten");
  }
  if (rounds.size() > rounds_seen_) {
    rounds_seen_ = rounds.size();
    last_round_ = rounds.back();
  }

  // Step 2. The game's own step checks, then the new position.
  if (game_) game_->after_action(state, problems);
  add_position_problems(state, problems);
  return problems.text();
}

// [SECTION] Observations

std::string MatchChecker::check_observations(const GameState& state) {
  Problems problems;
  const std::vector<Action> legal = state.legal_actions();
  std::vector<std::string> texts;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    const std::unique_ptr<Observation> observation = state.observation(seat);
    texts.push_back(observation->to_string());
    if (observation->seat() != seat) {
      problems.add("the observation of " + seat_text(seat) + " says it is seat " +
                   std::to_string(observation->seat()));
    }

    // Another world the seat cannot tell from this one: it must print the same and be a position
    // of the game, with the same seat to move and, for the mover, the same choices.
    const std::unique_ptr<GameState> sampled = observation->sample_state(sampler_);
    if (sampled->observation(seat)->to_string() != texts.back()) {
      problems.add("a state sampled from the observation of " + seat_text(seat) +
                   " looks different to it");
    }
    if (sampled->current_player() != state.current_player()) {
      problems.add("in a state sampled for " + seat_text(seat) + " another seat is to move");
    } else if (seat == state.current_player() && sampled->legal_actions() != legal) {
      problems.add("in a state sampled for the mover the legal actions differ");
    }
    Problems in_sample;
    add_position_problems(*sampled, in_sample);
    if (!in_sample.empty()) {
      problems.add("in a state sampled for " + seat_text(seat) + ": " + in_sample.text());
    }
  }
  if (game_) game_->check_no_leak(state, texts, problems);
  return problems.text();
}

}  // namespace cardavia
