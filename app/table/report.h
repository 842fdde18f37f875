// Cardavia — what one drawn frame showed, for the page (web/table_page.cpp hands it to the browser
// tests and, next, to the accessibility layer) and for the native tests (tests/app/).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/table/widgets.h"

namespace cardavia::app::table {

// Where a replay viewer stands (app/table/replay.h), when one is open.
struct ReplayReport {
  std::size_t step = 0;   // actions shown so far (0: the deal)
  std::size_t steps = 0;  // the record's actions
  std::size_t round = 0;  // 1-based
  bool playing = false;   // autoplay on
  bool face_up = false;
  bool can_face_up = false;  // a finished match, or a record written to be read open
  // Where the person was shown the coach's hint: the actions played before each (the record's
  // hints_asked; docs/coach.md). The move list marks the move that followed each with "?".
  std::vector<int> hints;
};

// The review, when the viewer is in review mode (replay.h, session/match_review.h).
struct ReviewMarkReport {
  std::size_t step = 0;  // the action's index: review:mark:<i> jumps to this step
  int seat = 0;
  const char* kind = "slip";  // "slip" or "mistake"
  std::string played, preferred, reason;  // in words, in the table's language
  int cost = 0;  // percentage points of what the round is worth to the seat (docs/coach.md)
};
struct ReviewReport {
  double progress = 0.0;  // 0..1
  std::vector<ReviewMarkReport> marks;
  int shown = -1;  // the mark whose words show (review:mark:<i>), -1: none
};

// The deal's fingerprint (core/fairness.h, docs/fairness.md), in a match that has one: the
// commit from the first frame; the seed and the salt only once the match is over (before, no
// field of the report holds them); the Check's finding once asked ("match" or "mismatch").
struct FairnessReport {
  std::string commit;
  std::string seed, salt;  // "" until the match is over
  std::string check;       // "", "match" or "mismatch"
  std::string words;       // the Check's finding in words
};

// A chart a screen draws (app/table/score_chart_view.h; docs/table.md): on the round-end and
// match-end sheets a series per seat (Chkobba: per side) in the score table's order, its totals by
// round (session/score_chart.h); on the statistics screen a series per game with matches kept,
// the person's final totals of the last matches, oldest first, and which of them were won. The
// series are parallel lists (index i: series i): vectors the wasm carries already.
struct ChartReport {
  std::string caption;  // in words
  std::string axis;     // what a point is, in words: "Round", "Deal", "Match"
  int goal = 0;         // the sheets': the line the chart marks (100, 21; 0: none, lives)
  std::vector<std::string> names;  // each series' name in words: a seat's, a side's, a game's
  std::vector<int> seats;          // the sheets': each series' seat (Chkobba: side)
  std::vector<std::string> games;  // the statistics': each series' game id
  std::vector<std::vector<int>> points;
  std::vector<std::vector<int>> won;  // the statistics': per series, 1 won or 0 lost, per point
  std::string won_word, lost_word;    // the statistics': "won", "lost"
};

// What the page's live region says (table_speech.h): the last lines added and how many were ever
// added to this table (`table`, its serial); the page says those it has not said yet.
struct SpeechReport {
  unsigned table = 0;
  std::size_t count = 0;
  std::vector<std::string> lines;  // the last ones, oldest first: the last is line `count`
};

// The sound (docs/sound.md): the setting, and the cues handed to the device since the page loaded.
struct SoundReport {
  bool on = true;
  int played = 0;
};

struct ScreenReport {
  // start, setup, ask (the question before a new match replaces an unfinished one), play, menu,
  // language (the picker), reveal (a round's end), over, replay (the replay viewer). See docs/table.md.
  const char* screen = "start";
  std::string prompt;
  std::vector<Target> targets;  // the enabled ones, in drawing order
  std::vector<PageControl> controls;  // the page's controls over the table (widgets.h)
  // The hand cards drawn face up ("own:1", "seat:2:0"), those of them marked by the memory aid,
  // and the settings in effect ("speed=fast aid=on reduced=off").
  std::vector<std::string> faces;
  std::vector<std::string> marks;
  std::string settings;
  std::string motion;            // cards in the air this frame: "travel", "fade" or ""
  std::vector<std::string> notes;  // the action bar's notes: what its buttons mean (game_view.h)
  std::vector<std::string> log;  // the log of the round in progress, in words, oldest first
  std::optional<SpeechReport> speech;  // the match table's (none on the other screens)
  std::optional<ReplayReport> replay;
  std::optional<ReviewReport> review;
  std::optional<FairnessReport> fairness;
  std::optional<ChartReport> chart;  // the round-end and match-end sheets', the statistics'
  // The words in effect ("uk") and the look ("contrast=50 grain=50 temperature=50 suits=2").
  std::string lang;
  std::string look;
  // Texts this frame drew that did not fit their box (widgets.h, "Text that must fit"): the
  // layout sweep of tests/app/ wants none, in every language.
  std::vector<std::string> overflows;
  // A finger's vertical drag scrolls something drawn (the round-end sheet, the replay's move
  // list): embedded, the page then keeps vertical swipes for the table instead of the host page.
  bool drag_scroll = false;
  // The top bar's ⓘ slot, which the table keeps free (match_table.h): embedded, the page lays
  // its "Cardavia" mark there. None off the match table (the page's corner then).
  std::optional<Box> mark_slot;
  SoundReport sound;  // on every screen
};

// The report as the page hands it to its tests and its accessibility layer (web/table_page.h
// lists the fields): JSON text (nlohmann-json) that any JSON.parse reads — a number that is not
// finite (a box of a degenerate layout) is `null`; a text's control characters are made spaces;
// bytes that are not UTF-8 become U+FFFD.
std::string report_json(const ScreenReport& report);

}  // namespace cardavia::app::table
