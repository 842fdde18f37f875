// Cardavia — pointer queue (see pointer.h).
#include "web/pointer.h"

namespace cardavia::web {

void PointerQueue::push_move(ImVec2 pos) {
  // Moves between two button changes collapse into one state; a press or release keeps its own
  // position (else a release followed by a move away would land outside the button).
  const bool down = pending_.empty() ? current_.down : pending_.back().down;
  if (!pending_.empty() && !pending_.back().button) {
    pending_.back().pos = pos;
    return;
  }
  pending_.push_back(State{pos, down, false});
}

void PointerQueue::on_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEMOTION:
      push_move(ImVec2(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)));
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) {
        ImVec2 at(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
        if (e.type == SDL_MOUSEBUTTONDOWN) {
          cancel_release_ = false;
        } else if (cancel_release_) {
          at = ImVec2(-FLT_MAX, -FLT_MAX);  // released off every button: no tap
          cancel_release_ = false;
        }
        pending_.push_back(State{at, e.type == SDL_MOUSEBUTTONDOWN, true});
      }
      break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) {
        const bool down = pending_.empty() ? current_.down : pending_.back().down;
        if (!down) push_move(ImVec2(-FLT_MAX, -FLT_MAX));
      }
      break;
    default:
      break;
  }
}

bool PointerQueue::apply(ImGuiIO& io) {
  if (!pending_.empty()) {
    current_ = pending_.front();
    pending_.pop_front();
  }
  io.MousePos = current_.pos;
  io.MouseDown[0] = current_.down;
  return !pending_.empty();
}

}  // namespace cardavia::web
