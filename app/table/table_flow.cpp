// Cardavia — the match table's flow (see table_flow.h): its table of moves.
#include "app/table/table_flow.h"

namespace cardavia::app::table {

namespace {

using State = TableFlow::State;
using Sheet = TableFlow::Sheet;

constexpr std::uint8_t bit(State s) {
  return static_cast<std::uint8_t>(1u << static_cast<unsigned>(s));
}
constexpr std::uint8_t bit(Sheet s) {
  return static_cast<std::uint8_t>(1u << static_cast<unsigned>(s));
}
constexpr std::uint8_t kAnyState = (1u << TableFlow::kStates) - 1;
constexpr std::uint8_t kAnySheet = (1u << TableFlow::kSheets) - 1;
constexpr std::int8_t kKeep = -1;
constexpr std::int8_t to(State s) { return static_cast<std::int8_t>(s); }
constexpr std::int8_t to(Sheet s) { return static_cast<std::int8_t>(s); }

// One row per event, in the order of TableFlow::Event: from which states and under which sheets
// it may happen, and the state and the sheet it leaves (kKeep: as they were). Masks and small
// numbers rather than a list of pairs: the site's first frame carries 64 bytes, and on() is a
// lookup (docs/size.md).
struct Move {
  std::uint8_t states, sheets;
  std::int8_t state, sheet;
};
constexpr Move kMoves[] = {
    // Deal: a new match's first tick; its cards are dealt next
    {bit(State::Opening), bit(Sheet::None), to(State::Dealing), kKeep},
    // Resume: a match handed over in the middle (a save, a replay's step) opens on its round
    {bit(State::Opening), bit(Sheet::None), to(State::Playing), kKeep},
    // Dealt: the round's cards are out (its flights start)
    {bit(State::Dealing), kAnySheet, to(State::Playing), kKeep},
    // RoundOver: a move ended the round; its pause runs before the sheet
    {bit(State::Playing), kAnySheet, to(State::Revealing), kKeep},
    // Reveal: the pause is over (behind a sheet in front, if one is open)
    {bit(State::Revealing), kAnySheet, to(State::RoundEnd), kKeep},
    // NextRound: btn:next_round, on the round-end sheet itself
    {bit(State::RoundEnd), bit(Sheet::None), to(State::Dealing), kKeep},
    // SeeResult: btn:result, on the last round's sheet
    {bit(State::RoundEnd), bit(Sheet::None), to(State::MatchEnd), kKeep},
    // ShowResult: the replay viewer opened on a finished match's last step
    {static_cast<std::uint8_t>(bit(State::Opening) | bit(State::Playing) | bit(State::Revealing) |
                               bit(State::RoundEnd)),
     kAnySheet, to(State::MatchEnd), kKeep},
    // BackToReplay: the viewer's match-end sheet closed (btn:replay_back, btn:review)
    {bit(State::MatchEnd), bit(Sheet::None), to(State::Playing), kKeep},
    // OpenMenu: btn:menu, from the table (not from under a sheet)
    {static_cast<std::uint8_t>(bit(State::Dealing) | bit(State::Playing) | bit(State::Revealing)),
     bit(Sheet::None), kKeep, to(Sheet::Menu)},
    // OpenLanguage: the menu's language row
    {kAnyState, bit(Sheet::Menu), kKeep, to(Sheet::Language)},
    // CloseLanguage: a pick or the picker's Close, back to the menu
    {kAnyState, bit(Sheet::Language), kKeep, to(Sheet::Menu)},
    // OpenFairness: btn:fairness, in the top bar or on the match-end sheet
    {static_cast<std::uint8_t>(bit(State::Dealing) | bit(State::Playing) | bit(State::Revealing) |
                               bit(State::MatchEnd)),
     bit(Sheet::None), kKeep, to(Sheet::Fairness)},
    // Close: menu:close, Rules, fairness:close
    {kAnyState, static_cast<std::uint8_t>(bit(Sheet::Menu) | bit(Sheet::Fairness)), kKeep,
     to(Sheet::None)},
    // Cover: pass-and-play, for the person to move (again, as a round is dealt under it)
    {static_cast<std::uint8_t>(bit(State::Dealing) | bit(State::Playing)),
     static_cast<std::uint8_t>(bit(Sheet::None) | bit(Sheet::Cover)), kKeep, to(Sheet::Cover)},
    // Ready: btn:ready, the person named holds the device
    {kAnyState, bit(Sheet::Cover), kKeep, to(Sheet::None)},
};
static_assert(sizeof kMoves / sizeof kMoves[0] == TableFlow::kEvents, "a row for every event");

}  // namespace

bool TableFlow::allows(Event event) const {
  const Move& m = kMoves[static_cast<int>(event)];
  return ((m.states >> static_cast<unsigned>(state_)) & 1u) != 0 &&
         ((m.sheets >> static_cast<unsigned>(sheet_)) & 1u) != 0;
}

bool TableFlow::on(Event event) {
  if (!allows(event)) return false;
  const Move& m = kMoves[static_cast<int>(event)];
  if (m.state != kKeep) state_ = static_cast<State>(m.state);
  if (m.sheet != kKeep) sheet_ = static_cast<Sheet>(m.sheet);
  return true;
}

}  // namespace cardavia::app::table
