// High Card's words (the session's registry) and its AI (the AI's registry): one line each.
#include "ai/game_ai.h"
#include "high_card.h"
#include "session/game_words.h"

namespace cardavia::high_card {

namespace {

// [SECTION] Words

session::MoveWords move_words(const session::MoveRecord& move) {
  session::Phrase log("highcard.log.turn");
  log.seat("seat", move.seat);
  if (!move.shown.empty()) log.card("card", move.shown.front());
  return {std::move(log), {}};
}

session::Phrase round_start(const Observation& human_view) {
  const auto& view = dynamic_cast<const HighCardObservation&>(human_view);
  return session::Phrase("highcard.log.round")
      .number("n", static_cast<int>(view.rounds_.size()) + 1);
}

const session::GameWords kHighCardWords = {kName, &move_words, &round_start,
                                           nullptr};

// [SECTION] AI: no heuristics (Normal plays at random), one point a round, higher is better.
const ai::GameAi kHighCardAi = {.game = kName,
                                .reward = {ai::ScoreDirection::kHigherIsBetter, 1.0, 0.5}};

}  // namespace

CARDAVIA_REGISTER_GAME_WORDS(kHighCardWords);
CARDAVIA_REGISTER_GAME_AI(kHighCardAi);

}  // namespace cardavia::high_card
