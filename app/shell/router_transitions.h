// Cardavia — the router's transitions as a table in code: which of the shell's screens may follow
// which. Router::go() and Router::ask() refuse a change that is not a row here and change nothing
// (tests/app/router_test.cpp walks every row and samples what is refused).
//
// Only the router's own screens are here. The match table's sheets (Menu, RoundEnd, MatchEnd,
// Cover, Fairness) are the table's (app/table/match_table.h) and the viewer's Review is the
// viewer's: they are never a router screen, so no row leads to them and go() refuses them.
//
// The table is folded at compile time into one mask of allowed "from" screens per "to" screen,
// so the site carries 16 numbers, not the rows (docs/size.md: each byte of the first frame counts).
#pragma once

#include <array>
#include <initializer_list>

#include "app/table/screen_id.h"

namespace cardavia::app {

// One bit per screen, and a set of screens as the OR of their bits.
constexpr unsigned screen_bit(ScreenId screen) { return 1u << static_cast<unsigned>(screen); }
constexpr unsigned screens(std::initializer_list<ScreenId> list) {
  unsigned mask = 0;
  for (ScreenId s : list) mask |= screen_bit(s);
  return mask;
}

// [SECTION] The rows
struct ScreenTransition {
  unsigned from;  // the screens it may leave (a mask)
  ScreenId to;
};

// Every router screen: where a match, a record or the card sheet may open over anything.
inline constexpr unsigned kAnyScreen = screens(
    {ScreenId::Start, ScreenId::Cards, ScreenId::Language, ScreenId::NewMatch, ScreenId::Question,
     ScreenId::Stats, ScreenId::Daily, ScreenId::Play, ScreenId::Replay});
// The screens that close back to home (Start, or embedded the new-match sheet): settle() with no
// match at the table, Leave, a closed viewer, Back from the statistics or the daily deals.
inline constexpr unsigned kBackHome = screens(
    {ScreenId::Question, ScreenId::Play, ScreenId::Replay, ScreenId::Stats, ScreenId::Daily});

inline constexpr ScreenTransition kScreenTransitions[] = {
    // from, to                                        on
    {kAnyScreen, ScreenId::Play},                            // a match opens (Start, Continue, a
                                                             // deal link, a save, a host, ask:*)
    {kAnyScreen, ScreenId::Question},                        // a new match over another one saved
    {kAnyScreen, ScreenId::Replay},                          // a record opened to read, btn:review
    {kAnyScreen, ScreenId::Cards},                           // #cards
    {screens({ScreenId::Start}), ScreenId::Language},        // start:language
    {screens({ScreenId::Start}), ScreenId::Daily},           // start:daily
    {screens({ScreenId::Start, ScreenId::NewMatch, ScreenId::Play}),
     ScreenId::Stats},                                       // start:stats, #stats; the match-end
                                                             // sheet's btn:stats (Play)
    {screens({ScreenId::Start}), ScreenId::NewMatch},        // a playable tile, #<game>
    {kBackHome, ScreenId::NewMatch},                         // home, embedded
    {kBackHome | screens({ScreenId::Language, ScreenId::NewMatch}),
     ScreenId::Start},                                       // home; the picker's Close, the
                                                             // sheet's Back (not embedded)
};

// [SECTION] The folded table: kAllowedFrom[to] is the mask of screens that may lead to `to`.
static_assert(kScreenCount <= 32, "one bit per screen in an unsigned");

constexpr std::array<unsigned, kScreenCount> fold_transitions() {
  std::array<unsigned, kScreenCount> allowed{};
  for (const ScreenTransition& t : kScreenTransitions) allowed[static_cast<int>(t.to)] |= t.from;
  return allowed;
}
inline constexpr std::array<unsigned, kScreenCount> kAllowedFrom = fold_transitions();

// Whether the router may go from `from` to `to`. Staying where it is is not a transition: always.
constexpr bool screen_transition_allowed(ScreenId from, ScreenId to) {
  return from == to || (kAllowedFrom[static_cast<int>(to)] & screen_bit(from)) != 0;
}

}  // namespace cardavia::app
