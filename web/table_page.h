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
// settings, motion, log}`: x, y the target's centre, w, h its box, in CSS px. Tests tap at those places through the real input path. Then
// `window.cardavia.onTable(report)` is called, when the page has set one (the mirror).
void report_table(const app::table::ScreenReport& report);

// The shell `Module.tableAct(id)` acts on (web/main.cpp attaches it once, at start):
//   Module.tableAct(id: string) -> boolean
//       queues the intent a tap on target `id` makes (TableShell::act): true when the last frame
//       drawn has that target enabled, false (nothing happens) otherwise. The keyboard and the
//       accessibility layer act through this, exactly as a finger.
//   Module.tableFocus(id: string)
//       the target the keyboard's focus is on in the page's mirror ("" for none): the canvas
//       draws the focus ring around it (TableShell::set_focus; one frame is drawn for it)
//   Module.tableDescribe() -> string
//       the screen in words, in the table's language (TableShell::describe: the `T` key)
//   Module.tableAccessWords() -> string
//       the accessibility layer's own words as JSON (TableShell::access_words_json)
void attach_shell(app::TableShell* shell);

}  // namespace cardavia::web
