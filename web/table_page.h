// Cardavia — what the page learns about the table and tells it (see table_page.cpp).
#pragma once

#include "app/table/report.h"
#include "app/table_shell.h"

namespace cardavia::web {

// The page's prefers-reduced-motion setting.
bool prefers_reduced_motion();

// When the page sets `window.cardavia.wantTable = true` (the browser tests; next, the
// accessibility layer), each drawn frame writes `window.cardavia.table = {screen, prompt,
// targets: [{id, label, x, y, w, h}], faces, marks, settings, motion, log}`: x, y the target's
// centre, w, h its box, in CSS px. Tests tap at those places through the real input path.
void report_table(const app::table::ScreenReport& report);

// The shell `Module.tableAct(id)` acts on (web/main.cpp attaches it once, at start):
//   Module.tableAct(id: string) -> boolean
//       queues the intent a tap on target `id` makes (TableShell::act): true when the last frame
//       drawn has that target enabled, false (nothing happens) otherwise. The keyboard and the
//       accessibility layer act through this, exactly as a finger.
//   Module.setSafeArea(top, right, bottom, left: number)
//       the page's safe-area insets in CSS px (web/boot.js measures env(safe-area-inset-*)); the
//       table keeps its targets and text out of them from the next frame (TableShell::
//       set_safe_insets). May be called before the shell is attached: it gets them then.
void attach_shell(app::TableShell* shell);

}  // namespace cardavia::web
