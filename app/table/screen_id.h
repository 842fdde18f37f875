// Cardavia — the screens the product has, one enum: what the report's `screen`, the embed API's
// `state`, the keyboard layer and the browser tests read (docs/table.md lists what each shows).
//
//   ScreenId    name      what shows                                  owned by
//   Start       start     the game chooser, the packs, the switches   the shell's router
//   Cards       cards     every card face on one sheet (#cards)       (app/shell/router.h)
//   Language    language  the language picker (start screen or ☰)     
//   NewMatch    setup     a game's new-match sheet
//   Question    ask       "another match of this game is saved"
//   Stats       stats     the person's statistics (app/shell/statistics.h)
//   Daily       daily     today's deal of each game (app/shell/daily.h)
//   Play        play      the match table                             the match table's sheets
//   Menu        menu      its ☰ menu                                  (app/table/match_table.h),
//   RoundEnd    reveal    a round's end: hands shown, the scores      inside the router's Play
//   MatchEnd    over      the match's end
//   Cover       cover     pass-and-play: "Pass to Ana", nothing of
//                         anybody's cards, until Ana taps Ready
//   Fairness    fairness  the deal's fingerprint (btn:fairness): what
//                         it is; once the match is over its seed, salt
//                         and the Check (core/fairness.h)
//   Replay      replay    the replay viewer                           the router
//   Review      review    the viewer in review mode: the person's      (the viewer says it, as
//                         decisions the strong player would have       the table its sheets)
//                         played otherwise, marked (session/match_review.h)
// The shell's router holds which of its screens shows; while it is Play the match table says
// which of its own sheets is open (the ☰ menu, a round's end…): they belong to the match's life
// and close with it.
#pragma once

namespace cardavia::app {

enum class ScreenId {
  Start, Cards, Language, NewMatch, Question, Stats, Daily, Play, Menu, RoundEnd, MatchEnd, Cover,
  Replay, Review, Fairness
};
// How many screens there are: a screen added to the enum goes before Fairness, or this moves.
inline constexpr int kScreenCount = static_cast<int>(ScreenId::Fairness) + 1;

// The name the report and the embed API give the screen.
constexpr const char* screen_name(ScreenId screen) {
  switch (screen) {
    case ScreenId::Start: return "start";
    case ScreenId::Cards: return "cards";
    case ScreenId::Language: return "language";
    case ScreenId::NewMatch: return "setup";
    case ScreenId::Question: return "ask";
    case ScreenId::Stats: return "stats";
    case ScreenId::Daily: return "daily";
    case ScreenId::Play: return "play";
    case ScreenId::Menu: return "menu";
    case ScreenId::RoundEnd: return "reveal";
    case ScreenId::MatchEnd: return "over";
    case ScreenId::Cover: return "cover";
    case ScreenId::Replay: return "replay";
    case ScreenId::Review: return "review";
    case ScreenId::Fairness: return "fairness";
  }
  return "start";
}

}  // namespace cardavia::app
