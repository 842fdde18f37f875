// Cardavia — the person's choice at a Cabo turn (app/cabo/cabo_choice.h) as plain logic: the
// powers' modes and Back, the look's two taps, the replace's picks, and the coach's next tap from
// every mode towards each kind of move.
#include <catch2/catch.hpp>

#include "app/cabo/cabo_choice.h"

using cardavia::Action;
using cardavia::app::cabo::CaboChoice;
using cardavia::cabo::ActionKind;
using cardavia::cabo::Move;
using Mode = CaboChoice::Mode;

namespace {

Action move(ActionKind kind, int place = 0, int seat = 0, int other = 0, int set = 0) {
  return Move{kind, place, seat, other, set}.encode();
}

}  // namespace

TEST_CASE("cabo choice: the round's look plays once two own cards are picked, in place order") {
  CaboChoice c;
  CHECK_FALSE(c.tap_look(3));
  CHECK(c.is_picked(3));
  CHECK_FALSE(c.tap_look(3));  // unpicked again
  CHECK(c.picked().empty());
  CHECK_FALSE(c.tap_look(2));
  const auto look = c.tap_look(0);
  REQUIRE(look);
  CHECK(*look == move(ActionKind::kLook, 0, 0, 2));
}

TEST_CASE("cabo choice: Back leaves a power for Normal, and the confirmation for the picks") {
  CaboChoice c;
  c.enter(Mode::Replace);
  c.toggle(1);
  c.toggle(3);
  CHECK(c.picked_mask() == 0b1010);
  c.enter(Mode::Confirm);
  c.back();
  CHECK(c.mode() == Mode::Replace);
  CHECK(c.picked().size() == 2);  // the picks stay for another look at them
  c.back();
  CHECK(c.mode() == Mode::Normal);
  CHECK(c.picked().empty());
  c.enter(Mode::BlindOwn);
  c.choose_blind_own(2);
  CHECK(c.mode() == Mode::BlindOther);
  CHECK(c.blind_own() == 2);
  c.back();
  CHECK(c.mode() == Mode::Normal);
  CHECK(c.blind_own() == -1);
  // A new replace starts with nothing picked.
  c.toggle(0);
  c.enter(Mode::Replace);
  CHECK(c.picked().empty());
}

TEST_CASE("cabo choice: the replace goes into the first card picked, with every picked place") {
  CaboChoice c;
  c.enter(Mode::Replace);
  c.toggle(2);
  c.toggle(0);
  CHECK(c.replace_action() == move(ActionKind::kReplace, 2, 0, 0, 0b0101));
}

TEST_CASE("cabo choice: a seat's card is a spy in Spy, a blind swap in BlindOther, nothing else") {
  CaboChoice c;
  CHECK_FALSE(c.seat_move(1, 3));
  c.enter(Mode::Spy);
  CHECK(c.seat_move(1, 3) == move(ActionKind::kSpy, 0, 1, 3));
  c.back();
  c.enter(Mode::BlindOwn);
  CHECK_FALSE(c.seat_move(1, 3));
  c.choose_blind_own(2);
  CHECK(c.seat_move(1, 3) == move(ActionKind::kBlindSwap, 2, 1, 3));
}

TEST_CASE("cabo choice: the coach's next tap reaches each move from Normal, tap by tap") {
  // Each move played by following next_tap() as a person would: the ids tapped, in order.
  const auto follow = [](Action target) {
    CaboChoice c;
    std::vector<std::string> taps;
    for (int step = 0; step < 10; ++step) {
      const std::string tap = c.next_tap(target);
      if (tap.empty()) break;
      taps.push_back(tap);
      if (tap == "btn:peek") c.enter(Mode::Peek);
      else if (tap == "btn:spy") c.enter(Mode::Spy);
      else if (tap == "btn:blindswap") c.enter(Mode::BlindOwn);
      else if (tap == "btn:replace") c.enter(Mode::Replace);
      else if (tap == "btn:replace_selected") c.enter(Mode::Confirm);
      else if (tap == "btn:cancel") c.back();
      else if (tap.rfind("own:", 0) == 0 && c.mode() == Mode::Replace) c.toggle(tap[4] - '0');
      else if (tap.rfind("own:", 0) == 0 && c.mode() == Mode::BlindOwn) c.choose_blind_own(tap[4] - '0');
      else break;  // a tap that plays the move
    }
    return taps;
  };
  using V = std::vector<std::string>;
  CHECK(follow(move(ActionKind::kDraw)) == V{"btn:draw"});
  CHECK(follow(move(ActionKind::kSwap, 3)) == V{"own:3"});
  CHECK(follow(move(ActionKind::kDiscard)) == V{"btn:discard"});
  CHECK(follow(move(ActionKind::kPeek, 1)) == V{"btn:peek", "own:1"});
  CHECK(follow(move(ActionKind::kSpy, 0, 2, 3)) == V{"btn:spy", "seat:2:3"});
  CHECK(follow(move(ActionKind::kBlindSwap, 1, 2, 0)) == V{"btn:blindswap", "own:1", "seat:2:0"});
  CHECK(follow(move(ActionKind::kReplace, 2, 0, 0, 0b0110)) ==
        V{"btn:replace", "own:2", "own:1", "btn:replace_selected", "btn:confirm"});
}

TEST_CASE("cabo choice: from a power that leads elsewhere, the next tap is Back") {
  CaboChoice c;
  c.enter(Mode::Peek);
  CHECK(c.next_tap(move(ActionKind::kSwap, 0)) == "btn:cancel");
  CHECK(c.next_tap(move(ActionKind::kSpy, 0, 1, 0)) == "btn:cancel");
  CHECK(c.next_tap(move(ActionKind::kPeek, 2)) == "own:2");
  // A replace with the wrong first pick: that pick is untapped first.
  CaboChoice r;
  r.enter(Mode::Replace);
  r.toggle(0);
  CHECK(r.next_tap(move(ActionKind::kReplace, 3, 0, 0, 0b1001)) == "own:0");
}
