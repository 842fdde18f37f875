// Cardavia — the new-match sheet: game, players, the computers' level, speed, an optional seed;
// Start in one tap (the choices are remembered, so the next match is one tap too). The game and
// players rows come from the game registry (app/table/games.h): a game without a table yet is
// shown, disabled ("Chkobba · soon"); each game offers only its allowed player counts.
//
// Below the seed, a row a seat says who plays it (setup:seat:<n>:you|friend|easy|normal|hard):
// you, a friend at this device (pass-and-play: a name typed into the page's field setup:name:<n>,
// else "Player <n+1>"), or a computer of a level. Untouched, they are the one-person match the
// rows above choose (you at seat 1, every other seat a computer of the level row's level); the
// level row sets every computer seat's level. Last, the coach's hints: setup:hints:on|off (on by
// default at Easy and Normal, off at Hard, until the person chooses).
//
// The seed is typed into the page's <input> laid over the field (a page control, widgets.h: a
// phone's keyboard opens only for a real input), and comes back as text (NewMatch::seed_text);
// beside it the page's "Open a match…" button (import: a file or a pasted link). When the chosen
// game has an unfinished match saved, the last row offers Continue between Back and Start.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "app/table/settings.h"
#include "app/table/widgets.h"
#include "session/phrase.h"

namespace cardavia::app::table {

// The sheet's choices (remembered between matches while the page is open); the speed is the
// person's setting itself (Settings::speed).
// The words key of a computer level ("table.level.hard"); Random, which only a loaded record can
// have, has its own.
const char* level_key(ai::Level level);

// The sheet's first choice: the chooser's first game (app/table/games.h) at its default count
// ("" and 0 in a build without a table game).
std::string first_game_id();
int first_game_players();

struct NewMatch {
  std::string game = first_game_id();
  int players = first_game_players();
  ai::Level level = ai::Level::kNormal;
  std::string seed_text;  // as typed in the page's field; empty: a fresh seed
  // Who plays each seat, as chosen: "you", "friend", or a level's name; seats past its end are
  // computers of `level`. Exactly one seat is "you" (seat_kinds() makes it so).
  std::vector<std::string> seats;
  std::vector<std::string> names;  // a person's name as typed, by seat ("": the default name)
  // The coach's hints (setup:hints:on|off); untouched, on unless the computers play Hard.
  std::optional<bool> hints;
  bool hints_on() const { return hints.value_or(level != ai::Level::kHard); }

  // Picks `game` and, when its player count does not fit it, the game's default count.
  void choose_game(const std::string& id);
  // Sets every computer's level.
  void choose_level(ai::Level chosen);
  // Each of the `players` seats' kind, with exactly one "you" (the first person, else seat 0).
  std::vector<std::string> seat_kinds() const;
  // A seat's choice: "you" moves you there (your old seat becomes a computer); a seat that is
  // you becomes a friend or a computer only when another person is at the table (then the first
  // of them is you). Anything else: nothing changes.
  void choose_seat(int seat, const std::string& kind);
  // More than one person at the device.
  bool pass_and_play() const;
  // The name of the person at `seat`: as typed, else "Player <seat+1>" in the table's language.
  std::string person_name(int seat) const;
  // The typed seed: nullopt when none is typed, or when the text is not a seed (digits only,
  // at most 2^64−1) — seed_ok() tells the two apart.
  std::optional<std::uint64_t> typed_seed() const;
  bool seed_ok() const { return seed_text.empty() || typed_seed().has_value(); }
  // The typed seed, or `fresh` when none is typed.
  std::uint64_t seed_or(std::uint64_t fresh) const { return typed_seed().value_or(fresh); }
};

// What the sheet's buttons do (run between frames, as targets' acts).
struct NewMatchActions {
  Act start;
  Act back;                      // empty: no Back (embedded, the sheet is the game's start)
  bool one_game = false;         // embedded: the game is the frame's, no game row
  Act resume;                    // set when the chosen game has an unfinished match saved
  session::Phrase saved;         // … and what it is, in words ("Saved: round 3 …")
};

// Draws the sheet in `area` (the screen's safe area); `say` puts a phrase into words at the
// table's language.
void draw_new_match(const TableContext& ctx, const Box& area, NewMatch& choices, Settings& settings,
                    const NewMatchActions& actions,
                    const std::function<std::string(const session::Phrase&)>& say);

}  // namespace cardavia::app::table
