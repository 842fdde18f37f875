// Cardavia — the browser as ImGui's platform: the canvas, its WebGL 2 context and the input,
// straight from Emscripten's html5.h (no SDL: the site used SDL2 only for this, and it was ~35 KB
// gzip of the first download; docs/size.md).
//
// What ImGui is fed, and from where (all listeners are the browser's, registered once by start()):
//   pointer   mouse on the canvas (its release anywhere in the document), and the first finger of
//             a touch taken as the mouse — through PointerQueue (web/pointer.h), one state a frame
//   wheel     on the canvas: one step per event, as ImGui's own SDL backend counted
//   keys      on the canvas only, never the window: the page's own fields (the seed, the link
//             sheet) and a host page keep their typing; ImGui's key map, modifiers, typed text
//   size      the canvas is sized by CSS (web/site.css); its pixel size is kept at CSS size ×
//             devicePixelRatio, again at each window resize. ImGui works in CSS pixels
//             (DisplayFramebufferScale carries the ratio)
//   focus     the window losing the focus releases held keys (their key-up never comes)
// Each of these, and the page becoming visible again, wakes the frame loop (take_wake): an idle
// table draws nothing until one comes.
//
// Embedded (embed=1), a vertical swipe on the felt must scroll the host page, so a touch's start
// is not cancelled (web/site.css gives the canvas touch-action: pan-y); when the browser takes the
// touch for a scroll (touchcancel) the press ends on no target. A touch's end is always cancelled,
// so the browser does not send the tap again as mouse events.
#pragma once

#include <string>

#include "imgui.h"
#include "web/pointer.h"

namespace cardavia::web {

class Html5Platform {
 public:
  // Makes a WebGL 2 context on #canvas current, sizes the canvas and starts listening. Returns ""
  // or what failed, in words. Call once; the object must outlive every event (never destroyed:
  // web/main_loop.cpp).
  std::string start(bool embedded);

  // Whether anything that may change the picture came since the last call.
  bool take_wake();

  // Before ImGui::NewFrame: display size, framebuffer scale, time step, and the next pointer
  // state. Returns true while more pointer states wait (keep drawing).
  bool new_frame(ImGuiIO& io);
  // Seconds since the last new_frame (0 before the first): how far ImGui's time has run on since.
  double seconds_since_frame() const;
  // Pointer releases handed to ImGui so far (PointerQueue::releases_applied).
  int releases_applied() const { return pointer_.releases_applied(); }

  // Canvas pixels per CSS pixel (the fonts are rasterised at it: app/fonts.h).
  float pixel_ratio() const { return display_w_ > 0 ? float(canvas_w_) / float(display_w_) : 1.0f; }

  // The listeners' side (static callbacks in platform_html5.cpp reach these).
  void fit_canvas();
  void on_mouse(int event_type, ImVec2 at, unsigned short button);
  void on_touch(int event_type, long id, ImVec2 at);
  void on_wheel(double dx, double dy);
  void on_key(bool down, const char* key, bool shift, bool ctrl, bool alt, bool meta);
  void on_text(unsigned codepoint);
  void on_blur();
  void wake() { woken_ = true; }
  bool embedded() const { return embedded_; }

 private:
  PointerQueue pointer_;
  bool embedded_ = false;
  bool woken_ = true;  // the first frame draws
  int display_w_ = 0, display_h_ = 0;  // CSS px, whole (as the canvas's layout box, truncated)
  int canvas_w_ = 0, canvas_h_ = 0;    // device px
  double last_time_ms_ = 0.0;
  bool touching_ = false;  // a finger is the mouse (the first down, until it lifts)
  long touch_id_ = 0;
};

}  // namespace cardavia::web
