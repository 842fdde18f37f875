// The match record: one match as the save file, the autosave, the replay link, a rules page's
// worked example and a bug report all hold it (shared/spec/links-and-saves.md).
//
//   read_save(json)      the save file → a record, every field checked and every action replayed
//   write_save(record)   a record → the save file's JSON (version 1, this build's stamp)
//   replay_record(rec)   the match a record describes, or the first thing wrong with it
//
// A save is a superset of the scenario input (scenario-format.md): the record holds a Scenario
// (game, setup, actions) and adds who sat where and how it is shown. So `cardavia play SAVE.json`
// replays a save, and a scenario file is read as a save without "format" (its seat and level absent).
//
// Why versioned from day one: a save outlives the build that wrote it. A reader refuses a version
// newer than it knows, with a message saying so, rather than guess at fields it cannot know.
// Nothing here touches the state of a match in progress: a refused save changes nothing.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game_state.h"
#include "result.h"
#include "scenario.h"

namespace cardavia {

// The computers' levels a record names (the contract's `level`), in the link codec's order.
inline constexpr std::array<std::string_view, 3> kRecordLevels = {"easy", "normal", "hard"};

// One person at the device in a pass-and-play match: their seat and the name the table calls
// them by (at most kMaxPersonName bytes of UTF-8, not empty).
struct Person {
  int seat = 0;
  std::string name;
  bool operator==(const Person&) const = default;
};
inline constexpr std::size_t kMaxPersonName = 40;  // seats_problem's words say 40

// One take-back (session/match_session.h, docs/undo.md): the match was cut back to its first `at`
// actions, and `actions` (canonical notation, in the order played) were taken back.
struct TakeBack {
  int at = 0;
  std::vector<std::string> actions;
  bool operator==(const TakeBack&) const = default;
};

struct MatchRecord {
  Scenario match;                    // game, players, dealer, seed, decks, start state, actions
  std::optional<int> human_seat;     // the seat the person played; absent in a plain scenario
  std::optional<std::string> level;  // one of kRecordLevels; absent in a plain scenario
  // Pass-and-play: every person at the device, in the order they were named (the first is
  // human_seat); empty for a match of one person. Two or more, each on a seat of their own.
  std::vector<Person> people;
  // Each seat's computer level (one of kRecordLevels), "" for a person's seat; empty when every
  // computer plays `level`. The save writes one entry a seat, null for a person's.
  std::vector<std::string> levels;
  bool view_open = false;            // `view: "open"`: written to be read face up
  // What the file said about its writer (free text, kept as read; empty when absent). write_save
  // writes `created` as it is here and stamps this build's version and build id instead.
  std::string created;      // when the match began (ISO 8601), set by whoever starts it
  // The daily deal this match is ("2026-12-01", UTC; app/shell/daily.h), "" for any other match.
  // Written by the table when it starts one; read as a claim only: the table believes it when the
  // record's game, players, seed and level are that day's (daily_deal_of).
  std::string daily;
  // It counts in the person's statistics when it ends (app/shell/statistics.h). The autosave writes
  // `"counts": false` for one that does not (a practice daily, a match loaded from a file or a
  // link), so that resumed it still does not; MatchSession::record() leaves it true.
  bool counts = true;
  // The coach (session/coach.h): whether the match allows hints (absent: the rule of a new match,
  // on unless the computers play Hard), and the moments a hint was shown — each the number of
  // actions played before it, ascending (docs/coach.md). The save writes `"hints"` when set and
  // `"hints_asked"` when not empty.
  std::optional<bool> hints;
  std::vector<int> hints_asked;
  // The person's take-backs, in the order made (docs/undo.md): the save's `"undone"`, written when
  // not empty. Read strictly: each take-back's actions must be legal where they were played — the
  // match before the last take-back is its first `at` actions then the ones taken back, and so on
  // back to the first. A share link does not carry them (docs/links.md).
  std::vector<TakeBack> undone;
  // The deal's fingerprint (core/fairness.h, docs/fairness.md): the salt drawn with a fresh seed
  // (16 lower-case hex digits) and the fingerprint shown when the match began, as the table
  // computed it then (12 characters). Both "" in a record made before fingerprints or from a
  // given deal; a save writes each when set. The Check recomputes the fingerprint from the seed
  // and the salt and compares it with `commit`.
  std::string salt;
  std::string commit;
  std::string app_version;  // of the build that wrote the file
  std::string build;

  // Two records of the same match (the writer's stamp aside).
  bool same_match(const MatchRecord& other) const;
};

// The seat is a person's: one of `people`, or — in a match of one person — human_seat (0 when
// absent).
bool is_person_seat(const MatchRecord& record, int seat);

// What is wrong with who sits where — `people` (seats of the table, one person a seat, named
// with 1 to kMaxPersonName bytes, the first at human_seat) and `levels` (one a seat, a known
// level for a computer's, none for a person's) — or nullopt.
std::optional<std::string> seats_problem(const MatchRecord& record);

// Checks the record's own fields (seat, level) and replays it: the match as it stands after the
// last action, or the first problem (an illegal action carries its index, Error::action_index).
Result<std::unique_ptr<GameState>> replay_record(const MatchRecord& record);

// Reads a save file. Refuses, with a message in words: an empty or truncated file, text that is
// not JSON, a wrong field type, an unknown game, a newer version, an action that is not legal
// where it stands. Unknown fields are ignored. The record's actions come back in the canonical
// notation (as `legal` lists them), so two saves of one match read the same.
Result<MatchRecord> read_save(std::string_view json_text);

// The save file (JSON text) of a record that replay_record accepts: format, version, game,
// players, seed (a number below 2^53, else a decimal string), the scenario fields the record has,
// human_seat, level, view, actions, then created (if known), app_version and build of this build.
std::string write_save(const MatchRecord& record);

}  // namespace cardavia
