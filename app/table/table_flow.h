// Cardavia — the match table's flow: where the match's life stands at the table, and which sheet
// is open over it, as one state and one sheet, changed only by events that a table of moves allows.
// It draws nothing and knows no game (ImGui-free): tests/app/table_flow_test.cpp drives it alone.
//
//   State       what the table shows                              left by
//   Opening     made, its first tick not yet run                  Deal (a new match), Resume
//   Dealing     a round is to be dealt (the deal's flights next)  Dealt
//   Playing     moves are made: the person's, a computer's        RoundOver (its last move)
//   Revealing   a round's last move shows, its pause runs         Reveal (the round-end sheet)
//   RoundEnd    the round-end sheet: hands shown, the scores      NextRound (Dealing), SeeResult
//   MatchEnd    the match-end sheet                               BackToReplay (the viewer only)
//
//   Sheet       over the state, in front of its own sheet        opened by       closed by
//   None        the state's own picture (the table, or the
//               round-end or match-end sheet)
//   Menu        the ☰ menu                                       OpenMenu        Close
//   Language    the menu's language picker (closes to the menu)  OpenLanguage    CloseLanguage
//   Fairness    the deal's fingerprint (btn:fairness)            OpenFairness    Close
//   Cover       pass-and-play's "Pass to Ana"                    Cover           Ready
//
// Who moves while Playing (the person, a computer thinking, a person the device must pass to) is
// the session's to say (session::MatchSession::to_move), not a state of the flow: the flow changes
// only where the table's picture or what may be tapped does. A state change keeps the sheet in
// front: a round's pause that ends with the ☰ menu open leaves the menu open, and the round-end
// sheet is behind it when it closes.
//
// A refused event (not a row of the table: a second tap on Next round, Ready with no cover) returns
// false and changes nothing.
#pragma once

#include <cstdint>

namespace cardavia::app::table {

class TableFlow {
 public:
  enum class State : std::uint8_t { Opening, Dealing, Playing, Revealing, RoundEnd, MatchEnd };
  enum class Sheet : std::uint8_t { None, Menu, Language, Fairness, Cover };
  // The order of the rows of kMoves (table_flow.cpp).
  enum class Event : std::uint8_t {
    Deal, Resume, Dealt, RoundOver, Reveal, NextRound, SeeResult, ShowResult, BackToReplay,
    OpenMenu, OpenLanguage, CloseLanguage, OpenFairness, Close, Cover, Ready
  };
  static constexpr int kStates = 6, kSheets = 5, kEvents = 16;

  State state() const { return state_; }
  Sheet sheet() const { return sheet_; }
  // Whether `event` is a row of the table from here.
  bool allows(Event event) const;
  // Moves by `event` when allowed (true); refused, nothing changes (false).
  bool on(Event event);

  // [SECTION] What the table asks of it
  // A sheet shows over the table (a menu, the cover, a round's or the match's end): the table is
  // inert under it.
  bool sheet_shown() const {
    return sheet_ != Sheet::None || state_ == State::RoundEnd || state_ == State::MatchEnd;
  }
  // Moves are made and nothing covers the table.
  bool calm() const { return state_ == State::Playing && sheet_ == Sheet::None; }
  bool covered() const { return sheet_ == Sheet::Cover; }
  // A round has ended and the person still reads it (its reveal, or its sheet behind another).
  bool showing_round_end() const {
    return state_ == State::Revealing || state_ == State::RoundEnd;
  }

 private:
  State state_ = State::Opening;
  Sheet sheet_ = Sheet::None;
};

}  // namespace cardavia::app::table
