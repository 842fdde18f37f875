// Cardavia — each game's words, by game name: how the log says a move (what it showed the human
// comes from the engine's events: session/move_record.h), and the line that opens a round. Each
// game registers its entry where its words live, one line at the end of session/<game>_moves.cpp:
//   CARDAVIA_REGISTER_GAME_WORDS(kCaboWords);
// (the games' objects are linked whole so that the registrars are kept: cmake/whole_archive.cmake).
// A game without an entry still plays; its log stays empty.
//
//   function     reads                                  gives
//   move         a MoveRecord (what the human knows)    the log line, and a banner for the
//                                                       moves that are announced
//   round_start  the human's Observation of a new round the log's first line of the round
//   describe     the human's Observation, the options    the table in words, on demand
//                (session/table_words.h)                (session/<game>_describe.h); may be
//                                                       null: the table says whose turn only
//   reason       a seat's Observation, a move and the   the coach's reason for the move, one of
//                search's figures (session/coach.h)     the game's reason kinds
//                                                       (session/<game>_coach.h); may be null:
//                                                       the search's own reason
#pragma once

#include <string_view>
#include <vector>

#include "core/cards/any_card.h"
#include "core/game_state.h"
#include "core/registry_list.h"
#include "session/coach.h"
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
  MoveWords (*move)(const MoveRecord& move);
  Phrase (*round_start)(const Observation& human_view);
  std::vector<Phrase> (*describe)(const Observation& human_view, const DescribeOptions& options);
  ReasonFunction reason = nullptr;
};

const GameWords* find_game_words(std::string_view game);  // nullptr for a game without words yet

// Adds a game's entry (called by the registrar below, before main()): `node` points at it, and
// both live as long as the program (core/registry_list.h).
void register_game_words(RegistryNode<const GameWords>& node);
using GameWordsRegistrar = Registrar<const GameWords, &register_game_words>;

}  // namespace cardavia::session

// One line in the game's session/<game>_moves.cpp, at namespace scope.
#define CARDAVIA_REGISTER_GAME_WORDS(entry) \
  CARDAVIA_REGISTRAR(::cardavia::session::GameWordsRegistrar, entry)
