// Cardavia — SDL2 as ImGui's platform, for every front end: the site (web/main.cpp, SDL2 built
// for Emscripten: the canvas is the window, WebGL 2 its context) and the desktop window
// (desktop/main.cpp, Debian's SDL2: a window with OpenGL 3). ImGui is fed by its own SDL2 backend
// (imgui_impl_sdl, ImGui 1.86); what the backend does not do as the table needs is here:
//
//   pointer   SDL's mouse events go through PointerQueue (frontend/pointer.h), one state a frame,
//             so a tap shorter than a frame still lands; a release off the window is no tap
//   keys      the backend's (key map, modifiers, typed text). In the browser SDL listens on the
//             canvas only (SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT), never the window: the page's own
//             fields (the seed, the link sheet) and a host page keep their typing
//   size      ImGui works in window points (CSS pixels in the browser); DisplayFramebufferScale
//             and the fonts (app/fonts.h) follow the drawable's pixels. The canvas is sized by
//             CSS (web/site.css): SDL keeps its pixel size at CSS size × devicePixelRatio
//             (a resizable, high-DPI window with an external size), again at each resize
//   focus     the window (or the page) losing the focus releases held keys (the backend tells
//             ImGui)
//   wake      every event wakes the frame loop (take_wake); an idle table draws nothing
//   sound     the cues the shell lets through play on SdlAudio (frontend/sdl_audio.h); its
//             device opens at the first tap (in the browser: in the tap's own handler), pauses
//             while the window is hidden or minimised (the page's tab in the background)
//
// In the browser two things SDL 2.26's port does its own way are done here instead (see
// start_browser_input in sdl_platform.cpp): touches, because the port cancels every touch's start
// (embedded, a vertical swipe on the felt must scroll the host page: web/site.css gives the canvas
// touch-action: pan-y) and turns the browser's touchcancel into a release, a tap on whatever was
// under the finger; and a resize that leaves the canvas's size as it was, which SDL does not
// report though setting the canvas's size has cleared it.
#pragma once

#include <string>

#include "frontend/pointer.h"
#include "frontend/sdl_audio.h"
#include "imgui.h"

struct SDL_Window;
union SDL_Event;

namespace cardavia::frontend {

struct WindowRequest {
  const char* title = "Cardavia";
  int width = 1280, height = 800;  // points; in the browser CSS sizes the canvas instead
  bool embedded = false;           // browser: in a host page's frame (a swipe scrolls the host)
};

class SdlPlatform {
 public:
  SdlPlatform() = default;
  SdlPlatform(const SdlPlatform&) = delete;
  SdlPlatform& operator=(const SdlPlatform&) = delete;
  ~SdlPlatform();

  // Opens the window with its GL context (WebGL 2 in the browser, OpenGL 3 on a desktop) and
  // starts ImGui's SDL2 and OpenGL 3 backends (ImGui's context must exist). Returns "" or what
  // failed, in words: no display, no OpenGL 3, no WebGL 2.
  std::string start(const WindowRequest& request);

  // Desktop: sleeps until an event comes or `seconds` pass (infinity: until an event). The
  // browser's loop is the page's (web/main_loop.cpp) and never sleeps here.
  void wait_for_event(double seconds);
  // Shows the frame just rendered (the browser shows it when the frame's callback returns).
  void present();
  bool quit_requested() const { return quit_; }

  // What the shared frame needs (frontend/table_frame.h, FramePlatform).
  bool take_wake();
  double seconds_since_frame() const;
  float pixel_ratio() const;
  bool new_frame(ImGuiIO& io);
  int releases_applied() const { return pointer_.releases_applied(); }
  bool hidden() const { return hidden_; }
  void play(app::sound::Cue cue, int volume) { audio_.play(cue, volume); }

  // The browser's touch listeners (sdl_platform.cpp) reach these.
  void on_touch(int event_type, long id, ImVec2 at);
  void wake() { woken_ = true; }
  // A tap began (the browser's own handler, sdl_platform.cpp): the audio device may start now.
  void on_gesture() { audio_.open(); }
  bool embedded() const { return embedded_; }

 private:
  void on_pointer_event(const SDL_Event& event);
  void on_window_shown(const SDL_Event& event);  // hidden_ and the audio's pause
  void start_browser_input();
  // The drawable's size in pixels (the canvas's in the browser).
  void drawable_size(int& w, int& h) const;

  SDL_Window* window_ = nullptr;
  void* gl_context_ = nullptr;  // SDL_GLContext
  bool backends_started_ = false;
  bool embedded_ = false;
  bool woken_ = true;  // the first frame draws
  bool quit_ = false;
  PointerQueue pointer_;
  SdlAudio audio_;
  bool hidden_ = false;  // the window hidden or minimised (the page's tab in the background)
  bool touching_ = false;  // browser: a finger is the mouse (the first down, until it lifts)
  long touch_id_ = 0;
  unsigned long long last_frame_ticks_ = 0;  // SDL_GetPerformanceCounter at the last new_frame
};

}  // namespace cardavia::frontend
