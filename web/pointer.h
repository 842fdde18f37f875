// Cardavia — mouse and touch for ImGui 1.86, queued across frames.
//
// Why not leave it to imgui_impl_sdl: 1.86 reads one mouse state per frame and only while the
// SDL window has keyboard/input focus. In a browser (and in headless tests) the canvas often has
// no focus, so taps were lost; and on phones a touch-down and touch-up can arrive within one
// frame, so a tap would be seen as nothing. This queue records every pointer state change and
// hands ImGui one per frame:
//
//   events in one frame          frames ImGui sees
//   move                         1: hover at the new place
//   down, up (a quick tap)       1: pressed at (x, y)   2: released → the button fires
//   down, move…, up (a drag)     1: pressed   2: held at the last place   3: released
//
// Touch needs nothing more: SDL turns the first finger into mouse events.
#pragma once

#include <SDL.h>

#include <deque>

#include "imgui.h"

namespace cardavia::web {

class PointerQueue {
 public:
  // Records what an SDL event says about the pointer (other events are ignored).
  void on_event(const SDL_Event& event);
  // Gives ImGui the next pointer state; call after the backend's NewFrame, before
  // ImGui::NewFrame. Returns true while more states wait (keep drawing frames).
  bool apply(ImGuiIO& io);
  // The touch in progress was taken by the browser (a scroll of the host page, embedded): its
  // release lands nowhere, so the press it began is no tap.
  void cancel_press() { cancel_release_ = true; }

 private:
  struct State {
    ImVec2 pos;
    bool down;
    bool button;  // a press or release: its position must stay where it happened
  };
  void push_move(ImVec2 pos);

  std::deque<State> pending_;
  State current_{ImVec2(-FLT_MAX, -FLT_MAX), false, false};
  bool cancel_release_ = false;
};

}  // namespace cardavia::web
