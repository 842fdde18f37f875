// Cardavia — the human's choice of a capture, as plain logic (no drawing, no ImGui): which hand
// card, which of its legal captures are still open after the table cards tapped so far, and what
// the next tap does. Built only from the legal actions, so an illegal group is never offered:
// not a sum where an equal single card lies on the table, not a wrong total.
//
//   a tap on            does
//   a hand card         it captures nothing, or has exactly one capture: plays at once
//                       (tap_hand_card() gives the play); several: starts a choice among them
//   a table card        in an open group: picks it, and the open groups narrow to those holding
//                       every picked card; once one group is left it is settled (shown whole)
//   a picked card       with several groups open: unpicks it (they widen again)
//   a card of the       settled group: confirms it — the play (one more tap, as with any choice
//                       of several cards)
//   any other card      nothing: it is not offered (offers() is false, the table dims it)
#pragma once

#include <optional>
#include <vector>

#include "core/chkobba/chkobba.h"

namespace cardavia::app::chkobba {

class CaptureChoice {
 public:
  // `played` and its legal plays (each a chkobba_play with its capture mask over `table`).
  CaptureChoice(ChkobbaCard played, const Table& table, std::vector<Action> plays);

  ChkobbaCard played() const { return played_; }
  CardSet picked() const { return picked_; }
  // The groups still open (card sets), in the legal actions' order.
  std::vector<CardSet> open_groups() const;
  // The card belongs to an open group: a target now.
  bool offers(ChkobbaCard card) const;
  // One group is left: the play it makes.
  std::optional<Action> settled() const;
  // A tap on table card `card`: the play when it confirms the settled group, else nothing (the
  // choice narrowed, widened or ignored the tap).
  std::optional<Action> tap(ChkobbaCard card);

 private:
  ChkobbaCard played_;
  std::vector<Action> plays_;
  std::vector<CardSet> groups_;
  CardSet picked_ = 0;
};

// What a tap on hand card `card` does, from the human's legal actions on `table`: the one play to
// make at once, or a choice to start.
struct HandTap {
  std::optional<Action> play;
  std::optional<CaptureChoice> choice;
};
HandTap tap_hand_card(ChkobbaCard card, const Table& table, const std::vector<Action>& legal);

// The legal plays of `card` among `legal`.
std::vector<Action> plays_of(ChkobbaCard card, const std::vector<Action>& legal);

}  // namespace cardavia::app::chkobba
