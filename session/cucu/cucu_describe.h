// Cardavia — a Cucù table in words, on demand (see session/table_words.h for the order and the
// rules). Keys: cucu.describe.* in assets/i18n/<lang>.json. Read from the human's Observation
// only: the human's card, the cards they know of others (shown ones), lives, the pack, the dealer.
//
//   sentence                                             key
//   a round's end, per seat: lives lost, lives left       cucu.describe.round(_you)
//   your card, or out of the round                        cucu.describe.own / own_out
//   your lives; each other seat's lives and known card    cucu.describe.you_lives, seat,
//                                                         seat_out, seat_card
//   the pack; the dealer                                  cucu.describe.pack, dealer(_you)
#pragma once

#include <vector>

#include "core/game_state.h"
#include "session/phrase.h"
#include "session/table_words.h"

namespace cardavia::session {

std::vector<Phrase> cucu_describe(const Observation& human_view, const DescribeOptions& options);

}  // namespace cardavia::session
