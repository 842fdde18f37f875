// Cardavia — the person's choice at a Cabo turn, as plain logic (no drawing, no ImGui): which of
// the drawn card's powers is being used, the own cards tapped so far, and the next tap towards a
// given move (the coach's hint). The view draws from it and turns taps into its calls; the rules
// stay the engine's (a tap that makes a move is played only when that move is legal).
//
//   mode        entered by                 a tap on                  does
//   Normal      a draw or a take           an own card               swaps it (the view plays it)
//   Peek        btn:peek                   an own card               looks at it (plays)
//   Spy         btn:spy                    another seat's card       looks at it (plays)
//   BlindOwn    btn:blindswap              an own card               chooses it: BlindOther
//   BlindOther  (BlindOwn's tap)           another seat's card       swaps the two unseen (plays)
//   Replace     btn:replace                own cards                 picks or unpicks, in order
//   Confirm     btn:replace_selected       btn:confirm               replaces them (plays)
//   btn:cancel (back()): Confirm → Replace; any other mode → Normal, picks and the blind choice
//   dropped. The round's first look (Phase::kLook) picks two own cards, then plays the look.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/cabo/cabo.h"

namespace cardavia::app::cabo {

class CaboChoice {
 public:
  enum class Mode : std::uint8_t { Normal, Peek, Spy, BlindOwn, BlindOther, Replace, Confirm };

  Mode mode() const { return mode_; }
  // The own places picked (a look's or a replace's), in the order tapped.
  const std::vector<int>& picked() const { return picked_; }
  bool is_picked(int place) const;
  // The picked places as a bit set (Move::place_set).
  int picked_mask() const;
  // The own card a blind swap gives (BlindOther), else -1.
  int blind_own() const { return blind_own_; }

  // Back to Normal with nothing picked (a move made, the view cleared).
  void reset();
  // A power's button: Peek, Spy, BlindOwn, Replace (which starts with nothing picked) or Confirm.
  void enter(Mode mode);
  // btn:cancel.
  void back();
  // An own card picked, or unpicked if it was.
  void toggle(int place);
  // The round's first look: picks `place`; the look to play once two are picked.
  std::optional<cardavia::Action> tap_look(int place);
  // BlindOwn's tap: that own card is the one to give.
  void choose_blind_own(int place);
  // The replace of the picked places, into the first picked (precondition: one is picked).
  cardavia::Action replace_action() const;
  // What a tap on another seat's card at `place` would play: a spy (Spy) or a blind swap
  // (BlindOther); nothing in any other mode. The view plays it only when it is legal.
  std::optional<cardavia::Action> seat_move(int seat, int place) const;

  // The id of the next target to tap towards `action` from where the choice stands: a mode that
  // leads elsewhere is backed out of first ("btn:cancel"); "" when nothing needs a tap here.
  // Ids: "own:<place>", "seat:<seat>:<place>", "btn:<name>".
  std::string next_tap(cardavia::Action action) const;

 private:
  Mode mode_ = Mode::Normal;
  std::vector<int> picked_;
  int blind_own_ = -1;
};

}  // namespace cardavia::app::cabo
