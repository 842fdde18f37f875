// Cardavia — a Chkobba table in words, on demand (see session/table_words.h for the order and the
// rules). Keys: chkobba.describe.* in assets/i18n/<lang>.json. Read from the human's Observation
// only: the human's hand, the table, the stock's size, every hand's size, the piles (public).
//
//   sentence                                            key
//   a deal's end, per side: "You and Bo: 3 points this  chkobba.describe.side_deal
//     deal, 12 in all."
//   your hand / the table                               chkobba.describe.hand(_empty),
//                                                       chkobba.describe.table(_empty)
//   the stock                                           chkobba.describe.stock
//   each side: captured cards, chkobbas, points         chkobba.describe.side
//   each other seat's hand                              chkobba.describe.seat
#pragma once

#include <vector>

#include "core/game_state.h"
#include "session/phrase.h"
#include "session/table_words.h"

namespace cardavia::session {

std::vector<Phrase> chkobba_describe(const Observation& human_view, const DescribeOptions& options);

}  // namespace cardavia::session
