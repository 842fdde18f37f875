// Cardavia — pointer queue (see pointer.h).
#include "frontend/pointer.h"

namespace cardavia::frontend {
namespace {
const ImVec2 kNowhere(-FLT_MAX, -FLT_MAX);  // ImGui's "no mouse"
}  // namespace

void PointerQueue::move(ImVec2 pos) {
  // Moves between two button changes collapse into one state; a press or release keeps its own
  // position (else a release followed by a move away would land outside the button).
  if (!pending_.empty() && !pending_.back().button) {
    pending_.back().pos = pos;
    return;
  }
  pending_.push_back(State{pos, down_after_pending(), false});
}

void PointerQueue::press(ImVec2 pos) { pending_.push_back(State{pos, true, true}); }

void PointerQueue::release(ImVec2 pos) {
  if (!down_after_pending()) return;  // a release without its press (it began off the canvas)
  pending_.push_back(State{pos, false, true});
}

void PointerQueue::leave() {
  if (!down_after_pending()) move(kNowhere);
}

void PointerQueue::cancel_press() { release(kNowhere); }

bool PointerQueue::apply(ImGuiIO& io) {
  if (!pending_.empty()) {
    if (current_.down && !pending_.front().down) ++releases_applied_;
    current_ = pending_.front();
    pending_.pop_front();
  }
  io.MousePos = current_.pos;
  io.MouseDown[0] = current_.down;
  return !pending_.empty();
}

}  // namespace cardavia::frontend
