// Cardavia — the table's type scale: every size of text the app draws (CSS px), named by its job,
// so a view says what a line is ("a label") rather than a number, and a change of scale is one
// edit here. UI.md: prompts at least 16 px, labels at least 13.
//
//   kDisplay    30   a whole sheet's title (new match, match end, statistics, daily), the cover
//   kHeadline   26   a small sheet's title (the question, the fingerprint) and the code on it
//   kTitle      22   the match's winners
//   kSubtitle   20   the menu's, the language picker's and a round-end sheet's titles
//   kBarTitle   19   the top bar's title; a game's name on the statistics and daily sheets
//   kProse      17   the prompt line, the banner, the cover's note
//   kProseMin   16   the least a prompt or a banner shrinks to
//   kBody       15   a sheet's running text, the fingerprint's row
//   kButton     14   a button's words, a seat's name and score; the least a bar title shrinks to
//   kLabel      13   labels, notes, the log, the score table; the least a label shrinks to
//   kCaption    12   the fingerprint's code under the title, small print
//   kFine       11   the least anything shrinks to (a long word in a narrow column)
#pragma once

namespace cardavia::app::text_size {

inline constexpr float kDisplay = 30.0f;
inline constexpr float kHeadline = 26.0f;
inline constexpr float kTitle = 22.0f;
inline constexpr float kSubtitle = 20.0f;
inline constexpr float kBarTitle = 19.0f;
inline constexpr float kProse = 17.0f;
inline constexpr float kProseMin = 16.0f;
inline constexpr float kBody = 15.0f;
inline constexpr float kButton = 14.0f;
inline constexpr float kLabel = 13.0f;
inline constexpr float kCaption = 12.0f;
inline constexpr float kFine = 11.0f;

}  // namespace cardavia::app::text_size
