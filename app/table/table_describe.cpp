// Cardavia — the match table in words, on demand (MatchTable::describe, match_table.h): what the
// page's `T` key and the mirror's "Describe the table" button say (docs/accessibility.md).
//
// The order: the title ("Cabo · round 2"); whose turn it is — your turn with the prompt, or who is
// to play, or the round's or the match's end with the winners; then the game's own sentences
// (session/<game>_describe.h: hand, table, scores), from the human's Observation only.
#include <string>
#include <vector>

#include "app/table/match_table.h"
#include "session/game_words.h"

namespace cardavia::app::table {

using session::Phrase;

std::string MatchTable::describe() const {
  const bool round_end = flow_.showing_round_end() || flow_.state() == TableFlow::State::MatchEnd;
  std::vector<Phrase> lines;
  lines.push_back(Phrase("table.describe.title").phrase("title", view_->title(*this)));
  if (session_.over()) {
    lines.push_back(view_->winners(*this));
  } else if (round_end) {
    lines.push_back(Phrase("table.describe.round_end"));
  } else if (session_.human_to_move()) {  // also while a deal or a flight is still shown
    lines.push_back(Phrase("table.describe.your_turn").phrase("prompt", view_->prompt(*this)));
  } else {
    lines.push_back(Phrase("table.describe.turn").seat("name", session_.to_move()));
  }
  if (const session::GameWords* words = session::find_game_words(game_.id);
      words != nullptr && words->describe != nullptr) {
    const session::DescribeOptions options{settings_.memory_aid, round_end};
    for (Phrase& p : words->describe(*view_obs_, options)) lines.push_back(std::move(p));
  }
  std::string text;
  for (const Phrase& p : lines) {
    const std::string sentence = speak(p);
    if (sentence.empty()) continue;
    if (!text.empty()) text += ' ';
    text += sentence;
  }
  return text;
}

}  // namespace cardavia::app::table
