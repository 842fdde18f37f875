// Cardavia — the language picker: a sheet listing the six languages, each named in itself
// (English, Українська, Русский, Français, Español, Italiano), the current one marked. The start
// screen opens it (start:language) and so does the ☰ menu (menu:language); a choice sets
// Settings.lang — the shell switches the words (app/i18n.h) before the next frame is drawn — and
// closes the sheet.
//
//   target        label                          act
//   lang:<code>   the language's name in itself  Settings.lang = code, then `close`
//   lang:close    "Close the list of languages"  `close`
#pragma once

#include "app/table/settings.h"
#include "app/table/widgets.h"

namespace cardavia::app::table {

void draw_language_picker(const TableContext& ctx, const Box& area, Settings& settings, Act close);

}  // namespace cardavia::app::table
