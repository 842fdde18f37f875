// Cardavia — the Chkobba table: what differs in Chkobba on the match table
// (app/table/match_table.h): the opponents' hands as fans of backs, the centre (the stock, the
// table's cards, each side's pile with its count and its chkobbas sticking out crosswise, the cut
// card), the human's three cards, the cut and the capture choice, the flights of each move (a
// play flies to the table, a capture sweeps to the side's pile, the last capturer's sweep at the
// deal's end), the deal's-end sheet per side and category, the match's end per side.
//
// It reads the human's ChkobbaObservation, the move records (session/chkobba/chkobba_moves.h says what
// each move shows) and the deal's end in words (session/chkobba/chkobba_round.h), never the engine.
// Where things go: app/chkobba/chkobba_layout.h; the capture choice: app/chkobba/capture_choice.h.
//
// [SECTION] Input, the way one Chkobba action is built from taps
//   phase  the human taps                            applies
//   cut    "Keep" / "To the table"                   keep, table
//   play   a hand card: no capture or only one       play C (at once)
//          a hand card with several captures         — (the choice opens: only the legal groups'
//                                                    cards are targets, the rest is dimmed)
//          a table card of an open group             — (narrows; once one group is left it shows
//                                                    settled)
//          a card of the settled group, or "Take"    play C take … (one more tap confirms)
//          the chosen hand card again, or "Back"     — (the choice closes)
//
// [SECTION] Target ids (besides the shared ones of docs/table.md)
//   own:N         the human's hand card N (0–2, in the hand's order: capture value, then suit)
//   table:C       the table card C in notation ("table:QH", "table:7D"), while it is part of an
//                 open group of the capture choice
//   btn:keep      keep the cut card                    btn:table   put it on the table
//   btn:confirm   take the settled group               btn:cancel  close the choice
#pragma once

#include <memory>

#include "app/table/game_view.h"

namespace cardavia::app::chkobba {

std::unique_ptr<table::GameView> make_chkobba_view();

}  // namespace cardavia::app::chkobba
