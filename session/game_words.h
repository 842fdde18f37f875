// Cardavia — each game's words, by game name: what a move shows the human and how the log says it,
// and the line that opens a round. Adding a game's table adds one entry here (game_words.cpp) and
// its session/<game>_moves.* with the three functions; a game without an entry still plays, its
// log stays empty.
//
//   function     reads                                  gives
//   shown        the engine before and after the move   the cards the move showed the human
//                (session/ may; app/ never does)        (MoveRecord::shown), nothing else
//   move         a MoveRecord (what the human knows)    the log line, and a banner for the
//                                                       moves that are announced
//   round_start  the human's Observation of a new round the log's first line of the round
//   describe     the human's Observation, the options    the table in words, on demand
//                (session/table_words.h)                (session/<game>_describe.h); may be
//                                                       null: the table says whose turn only
#pragma once

#include <string_view>
#include <vector>

#include "core/cards/any_card.h"
#include "core/game_state.h"
#include "session/move_record.h"
#include "session/phrase.h"
#include "session/table_words.h"

namespace cardavia::session {

struct MoveWords {
  Phrase log;
  Phrase banner;  // empty: the move is not announced
};

struct GameWords {
  std::string_view game;
  std::vector<AnyCard> (*shown)(const GameState& before, const GameState& after, int seat,
                                Action action, int human);
  MoveWords (*move)(const MoveRecord& move);
  Phrase (*round_start)(const Observation& human_view);
  std::vector<Phrase> (*describe)(const Observation& human_view, const DescribeOptions& options);
};

const GameWords* find_game_words(std::string_view game);  // nullptr for a game without words yet

}  // namespace cardavia::session
