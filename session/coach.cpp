#include "session/coach.h"

#include <cmath>

#include "ai/hard_bot.h"
#include "session/game_words.h"

namespace cardavia::session {

const MoveEstimate* Hint::estimate_of(Action move) const {
  for (const MoveEstimate& estimate : estimates) {
    if (estimate.action == move) return &estimate;
  }
  return nullptr;
}

Phrase reason_for(std::string_view game, const Observation& seat_view, Action move,
                  const SearchFacts& facts) {
  const GameWords* words = find_game_words(game);
  if (words != nullptr && words->reason != nullptr) {
    Phrase reason = words->reason(seat_view, move, facts);
    if (!reason.empty()) return reason;
  }
  // The search's own reason: how the move fared where it was tried.
  const int score = facts.chosen ? static_cast<int>(std::lround(facts.chosen->value * 100.0)) : 0;
  const int tries = facts.chosen ? static_cast<int>(facts.chosen->visits) : 0;
  return Phrase("coach.search").number("tries", tries).number("score", score);
}

HintSearch::HintSearch(std::string_view game, std::uint64_t seed, std::int64_t iterations,
                       ai::MicrosecondClock clock)
    : game_(game) {
  ai::BotOptions options;
  options.hard_iterations = iterations;
  options.clock = std::move(clock);
  bot_ = ai::make_bot(game, ai::Level::kHard, seed, std::move(options));
}

HintSearch::~HintSearch() = default;

void HintSearch::start(const Observation& seat_view) {
  view_ = seat_view.clone();
  bot_->start(*view_);
}

void HintSearch::think(ai::Budget slice) {
  if (view_) bot_->think(slice);
}

bool HintSearch::done() const { return view_ != nullptr && bot_->done(); }

Hint HintSearch::hint() const {
  Hint hint;
  hint.action = bot_->best();
  // make_bot gives the Hard level as a HardBot (ai/game_ai.cpp): its root is the estimates.
  const auto* hard = dynamic_cast<const ai::HardBot*>(bot_.get());
  if (hard != nullptr) {
    hint.iterations = hard->search().iterations();
    for (const ai::RootChild& child : hard->search().root_children()) {
      hint.estimates.push_back({child.action, child.mean_reward, child.visits});
    }
  }
  SearchFacts facts{hint.estimate_of(hint.action), hint.iterations};
  // A move that is the only one legal needs no search and no reason beyond that.
  hint.reason = hint.estimates.size() == 1 ? Phrase("coach.only_move")
                                           : reason_for(game_, *view_, hint.action, facts);
  return hint;
}

}  // namespace cardavia::session
