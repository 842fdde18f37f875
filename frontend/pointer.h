// Cardavia — mouse and touch for ImGui 1.86, queued across frames.
//
// Why a queue: 1.86 reads one mouse state per frame, and on phones a touch-down and touch-up can
// arrive within one frame, so a tap would be seen as nothing (the same with a quick click under
// load). This queue records every pointer state change the platform hears between frames
// (frontend/sdl_platform.cpp: SDL's mouse events, the browser's touches) and hands ImGui one per
// frame:
//
//   events in one frame          frames ImGui sees
//   move                         1: hover at the new place
//   down, up (a quick tap)       1: pressed at (x, y)   2: released → the button fires
//   down, move…, up (a drag)     1: pressed   2: held at the last place   3: released
//
// Positions are ImGui's coordinates: window points (CSS pixels from the canvas's top-left corner
// in the browser).
#pragma once

#include <deque>

#include "imgui.h"

namespace cardavia::frontend {

class PointerQueue {
 public:
  // The pointer moved to `pos` (button held or not).
  void move(ImVec2 pos);
  // The primary button (or the first finger) went down / up at `pos`.
  void press(ImVec2 pos);
  void release(ImVec2 pos);
  // The pointer left the canvas: no hover any more (a held button keeps its place).
  void leave();
  // The press in progress ends on no target: the browser took the touch (a scroll of the host
  // page, embedded) or the button came up off the window, so its release is no tap.
  void cancel_press();

  // Gives ImGui the next pointer state; call before ImGui::NewFrame. Returns true while more
  // states wait (keep drawing frames).
  bool apply(ImGuiIO& io);
  // How many releases apply() has handed ImGui: a frame that hands one is where a tap's button
  // fires (web/main.cpp tells the page its number; browser tests wait for the frame after it).
  int releases_applied() const { return releases_applied_; }

 private:
  struct State {
    ImVec2 pos;
    bool down;
    bool button;  // a press or release: its position must stay where it happened
  };
  bool down_after_pending() const { return pending_.empty() ? current_.down : pending_.back().down; }

  std::deque<State> pending_;
  State current_{ImVec2(-FLT_MAX, -FLT_MAX), false, false};
  int releases_applied_ = 0;
};

}  // namespace cardavia::frontend
