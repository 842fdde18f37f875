// Cardavia — an SDL2 window as ImGui's platform, for the desktop build (desktop/main.cpp): the
// window, its OpenGL 3 context, and the input through ImGui's own SDL2 backend (imgui_impl_sdl,
// ImGui 1.86).
//
//   window    resizable, high-DPI aware: ImGui works in window points, DisplayFramebufferScale
//             carries the ratio (the fonts are rasterised at it: app/fonts.h)
//   input     every SDL event goes to ImGui's backend; any event wakes the frame loop (take_wake);
//             between events the loop sleeps (wait_for_event): an idle table draws nothing
//   focus     the window losing the focus releases held keys (the backend tells ImGui)
//   quit      the window's close button, or the desktop's quit (quit_requested)
// A click shorter than a frame still lands: the backend keeps a press that came and went between
// two frames for the next one (1.86's MousePressed), and the release follows a frame later.
#pragma once

#include <string>

#include "imgui.h"

struct SDL_Window;

namespace cardavia::desktop {

class SdlPlatform {
 public:
  SdlPlatform() = default;
  SdlPlatform(const SdlPlatform&) = delete;
  SdlPlatform& operator=(const SdlPlatform&) = delete;
  ~SdlPlatform();

  // Opens the window (`width` × `height` points) with an OpenGL 3 context, and starts ImGui's SDL2
  // and OpenGL 3 backends (ImGui's context must exist). Returns "" or what failed, in words: no
  // display, no OpenGL 3.
  std::string start(const char* title, int width, int height);

  // Sleeps until an event comes or `seconds` pass (infinity: until an event).
  void wait_for_event(double seconds);
  // Shows the frame just rendered.
  void present();
  bool quit_requested() const { return quit_; }

  bool take_wake();
  double seconds_since_frame() const;
  float pixel_ratio() const;
  bool new_frame(ImGuiIO& io);
  int releases_applied() const { return releases_; }

 private:
  SDL_Window* window_ = nullptr;
  void* gl_context_ = nullptr;  // SDL_GLContext
  bool backends_started_ = false;
  bool woken_ = true;  // the first frame draws
  bool quit_ = false;
  bool was_down_ = false;  // the left button as ImGui saw it last frame
  int releases_ = 0;
  unsigned long long last_frame_ticks_ = 0;  // SDL_GetPerformanceCounter at the last new_frame
};

}  // namespace cardavia::desktop
