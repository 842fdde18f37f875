// Cardavia — what the page learns about the table and tells it (see table_page.cpp).
#pragma once

#include "app/table/screen.h"

namespace cardavia::web {

// The page's prefers-reduced-motion setting.
bool prefers_reduced_motion();

// For the browser test only: when the page sets `window.cardavia.wantTable = true`, each drawn
// frame writes `window.cardavia.table = {screen, prompt, targets: [{id, x, y}]}` (CSS px). The
// test taps at those places through the real input path; nothing is applied through this.
void report_table(const app::table::ScreenReport& report);

}  // namespace cardavia::web
