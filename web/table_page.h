// Cardavia — what the page learns about the table and tells it (see table_page.cpp).
#pragma once

#include "app/table/report.h"
#include "app/table_shell.h"

namespace cardavia::web {

// The page's prefers-reduced-motion setting.
bool prefers_reduced_motion();

// When the page sets `window.cardavia.wantTable = true` (the accessibility layer,
// web/page/access.js, always does; the browser tests too), each drawn frame writes
// `window.cardavia.table = {screen, prompt, targets: [{id, label, x, y, w, h}], faces, marks,
// settings, motion, log, speech?: {table, count, lines} (app/table/table_speech.h), controls:
// [{id, label, x, y}], replay?: {step, steps, round, playing, face_up, can_face_up},
// sound: {on, played} (docs/sound.md)}`: x, y a target's
// centre, w, h its box, in CSS px. Tests tap at those places through the real input path; the
// controls are the page's elements (click them). Then `window.cardavia.onTable(report)` is
// called, when the page has set one (the mirror).
void report_table(const app::table::ScreenReport& report);

struct App;

// The App whose shell the page's calls act on (web/main.cpp attaches it once, at start; the calls
// reach it through the one pointer of web/app.h, running_app). Plain strings
// across the boundary (no register_vector, no 64-bit numbers: seeds travel inside JSON text):
//   Module.tableAct(id: string) -> boolean
//       queues the intent a tap on target `id` makes (TableShell::act): true when the last frame
//       drawn has that target enabled, false (nothing happens) otherwise. The keyboard and the
//       accessibility layer act through this, exactly as a finger.
//   Module.tableFocus(id: string)
//       the target the keyboard's focus is on in the page's mirror ("" for none): the canvas
//       draws the focus ring around it (TableShell::set_focus; one frame is drawn for it)
//   Module.tableDescribe() -> string
//       the screen in words, in the table's language (TableShell::describe: the `T` key)
//   Module.setSafeArea(top, right, bottom, left: number)
//       the page's safe-area insets in CSS px (web/boot.js measures env(safe-area-inset-*)); the
//       table keeps its targets and text out of them from the next frame (TableShell::
//       set_safe_insets). Called before the App is attached it does nothing: attaching asks the
//       page to call again (window.cardavia.passSafeArea, web/boot.js).
//   Module.tableRecord() -> string
//       the save JSON of the match at the table, or of the replay viewer's record; "" for none
//   Module.tableLoad(text: string, step: number) -> string
//       a save's JSON, a replay link (or its payload) or a deal link, opened (TableShell::load);
//       step >= 0 opens the record in the replay viewer after that many actions, -1 as it says.
//       {"ok": true, "screen": "play"|"replay"|"ask"} or {"ok": false, "error": "…"} (nothing
//       changed: the autosave neither)
//   Module.tableShare() -> string
//       {"title", "text": the result in words, "link": "?game=…" (a deal link) or "#r=…" (a replay
//       link), relative to the page}; "" when there is no match to share
//   Module.tableSetText(id: string, text: string) -> boolean
//       what the person typed into the page's <input> over the table's field `id` ("setup:seed")
//   Module.tableAutosave()
//       saves the match in progress now (the page is being hidden)
//   Module.tableCommand(json: string) -> string
//       a host page's posted message as JSON text (the embed API, app/shell_embed.cpp): "" when
//       it is not a command or has no id, else the reply message's JSON text
void attach_app(App* app);

}  // namespace cardavia::web
