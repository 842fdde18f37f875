// Cardavia — the daily deal at the table (issue 32; the seed: core/daily_deal.h): `#daily-<game>`
// opens today's deal (UTC) of a game, `#daily-<game>/<YYYY-MM-DD>` a given day's. Everyone gets
// the same match: the seed from the day and the game, the game's usual player count (its new-match
// default: Cabo 3, Chkobba 2, Cucù 4), the computers at Normal, the person in seat 0. The match's
// record says which day it is (`"daily"`), so a resumed one is still that day's daily.
//
// At the end its share is a spoiler-free line — "Cardavia · Cabo daily 2026-12-01 · 1st of 3 ·
// 3 rounds · 12 points" — with the deal link of that day (?game=…&seed=…&players=…&level=normal),
// which starts the same deal anywhere; after the end the replay link is the share's as always.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/table/games.h"
#include "session/match_session.h"

namespace cardavia::app {

// The day's deal of `game` as a match's config (players, level, seed, seat, daily); `base` gives
// the rest (the clock, created).
session::MatchConfig daily_config(const table::GameEntry& game, std::string_view date,
                                  session::MatchConfig base);
// The day `match`'s record claims, if its game, players, seed, seat and level are that day's deal;
// else nullopt (a hand-edited "daily" is no daily).
std::optional<std::string> daily_of(const session::MatchSession& match);
// Today, UTC, from the page's clock.
std::string utc_today();
// The share's line of a finished daily (the person's place among the seats or sides, the rounds
// played, the person's total where the game counts points).
std::string daily_result_words(const session::MatchSession& match, const std::string& date);

}  // namespace cardavia::app
