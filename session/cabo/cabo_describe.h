// Cardavia — a Cabo table in words, on demand (see session/table_words.h for the order and the
// rules). Keys: cabo.describe.* in assets/i18n/<lang>.json. Read from the human's Observation only.
//
//   sentence                                          key
//   last round, per seat: "Ana: Scores the sum: 14.   cabo.describe.score(_you) + cabo.score.*
//     40 points in all."
//   your card N: "Your card 2: the 7♦." / face down   cabo.describe.own_known / own_hidden
//   the piles                                          cabo.describe.piles / piles_empty
//   each other seat: cards, points                     cabo.describe.seat, and seen cards
//                                                      (memory aid) cabo.describe.seat_known
//   your points                                        cabo.describe.you_total
//   a held card; the caller                            cabo.describe.held, caller(_you)
#pragma once

#include <vector>

#include "core/game_state.h"
#include "session/phrase.h"
#include "session/table_words.h"

namespace cardavia::session {

std::vector<Phrase> cabo_describe(const Observation& human_view, const DescribeOptions& options);

}  // namespace cardavia::session
