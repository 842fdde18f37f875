// Cardavia — the table in words, on demand ("describe": the `T` key and the mirror's button in
// the page, docs/accessibility.md): what the human may know right now, as whole sentences, for a
// listener who cannot glance at the table. Each game writes its own in session/<game>_describe.*
// and names it in its GameWords entry (game_words.h); the match table (app/table/) adds whose
// turn it is and the prompt, and puts the phrases into words.
//
// What a game's describe says, in this order: the round's result first when the table shows a
// round's end; then the human's hand (only what the table shows: with the memory aid off, a card
// seen a while ago is "face down" — as on the screen); the table or piles; each other seat (cards
// held, score or lives); anything held or announced (a drawn card, a call).
#pragma once

namespace cardavia::session {

struct DescribeOptions {
  bool memory_aid = false;  // the table shows the cards the human has seen (Settings::memory_aid)
  bool round_end = false;   // the round-end sheet (or its wait) is on: say the round's result
};

}  // namespace cardavia::session
