// Cardavia — the site's games as the page's parsers ask about them (page_options.h's SiteGames),
// read from core's registry alone: every registered game, the player counts it offers. The fuzz
// targets and the page's tests use it; the table answers with app/table/games.h's site_games(),
// which also asks that a game has a table.
#pragma once

#include "page/page_options.h"

namespace cardavia::page {

SiteGames registered_site_games();

}  // namespace cardavia::page
