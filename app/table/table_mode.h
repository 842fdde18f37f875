// Cardavia — what differs between a match played at the table and a record read in the replay
// viewer (app/table/replay.h), as named answers: the match table asks its mode what it means
// ("do the computers think here?") instead of testing one `replay` flag in twenty places.
//
//   kPlaying     a match at the table: the person taps moves, the computers think, pass-and-play
//                covers, the host hears each move, the coach hints, the match-end sheet offers
//                Statistics and Play again
//   kReplaying   the viewer: the record's steps make the moves (MatchTable::replay_move), nobody's
//                move is a target, each move's words go to the prompt line, the viewer's controls
//                and move list take the action bar's and the log's place, the match-end sheet
//                goes back to the record
#pragma once

#include "app/table/screen_id.h"

namespace cardavia::app::table {

struct TableMode {
  bool people_move;        // the person's moves are targets (play() applies them)
  bool computers_move;     // the computers think and move in the tick
  bool covers;             // pass-and-play's cover rises between people
  bool tells_host;         // the embed API hears each move, a round's end, the match's end
  bool narrates;           // the prompt line says every move, the person's too
  bool own_controls;       // the action bar, the hint's note, the log (not the viewer's controls)
  bool offers_hint;        // btn:hint in the top bar
  bool shows_fingerprint;  // the deal's fingerprint under the title (btn:fairness)
  bool offers_stats;       // the match-end sheet's Statistics
  bool back_to_record;     // the match-end sheet goes back to the record (not Play again)
  ScreenId screen;         // what the table reports when no sheet is open
  const char* note_key;    // the top bar's note (nullptr: the view's own)
};

inline constexpr TableMode kPlaying{true, true, true, true, false, true, true, true, true, false,
                                    ScreenId::Play, nullptr};
inline constexpr TableMode kReplaying{false, false, false, false, true, false, false, false, false,
                                      true, ScreenId::Replay, "replay.note"};

}  // namespace cardavia::app::table
