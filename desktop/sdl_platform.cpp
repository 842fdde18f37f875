// Cardavia — an SDL2 window as ImGui's platform (see sdl_platform.h).
#include "desktop/sdl_platform.h"

#include <SDL.h>

#include <cmath>

#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

namespace cardavia::desktop {

SdlPlatform::~SdlPlatform() {
  if (backends_started_) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
  }
  if (gl_context_ != nullptr) SDL_GL_DeleteContext(gl_context_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  SDL_Quit();
}

std::string SdlPlatform::start(const char* title, int width, int height) {
  if (SDL_Init(SDL_INIT_VIDEO) != 0)
    return std::string("no display to open a window on (SDL: ") + SDL_GetError() + ")";
  // Without a display SDL falls back to drivers that draw nowhere (offscreen, dummy, the console's
  // KMS): a window there is no window for a person. SDL_VIDEODRIVER chosen by hand is respected.
  const char* driver = SDL_GetCurrentVideoDriver();
  const std::string name = driver != nullptr ? driver : "";
  if (SDL_getenv("SDL_VIDEODRIVER") == nullptr && name != "x11" && name != "wayland" &&
      name != "windows" && name != "cocoa")
    return "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set; SDL found only '" +
           name + "')";
  // OpenGL 3.0 with GLSL 1.30, as ImGui's own SDL2 + OpenGL 3 example asks on Linux.
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                                  SDL_WINDOW_ALLOW_HIGHDPI);
  window_ = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (window_ == nullptr) return std::string("the window could not be opened (SDL: ") + SDL_GetError() + ")";
  gl_context_ = SDL_GL_CreateContext(window_);
  if (gl_context_ == nullptr)
    return std::string("no OpenGL 3 on this display (SDL: ") + SDL_GetError() + ")";
  SDL_GL_MakeCurrent(window_, gl_context_);
  SDL_GL_SetSwapInterval(1);  // at the display's refresh, while frames are drawn
  ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_);
  if (!ImGui_ImplOpenGL3_Init("#version 130")) {
    ImGui_ImplSDL2_Shutdown();
    return "no OpenGL 3 on this display (ImGui's OpenGL 3 backend could not start)";
  }
  backends_started_ = true;
  last_frame_ticks_ = SDL_GetPerformanceCounter();
  return "";
}

void SdlPlatform::wait_for_event(double seconds) {
  if (seconds <= 0.0) return;
  // SDL waits on the event queue (events stay queued for take_wake).
  const int ms = std::isfinite(seconds) ? static_cast<int>(std::ceil(seconds * 1000.0)) : -1;
  if (ms < 0)
    SDL_WaitEvent(nullptr);
  else
    SDL_WaitEventTimeout(nullptr, ms);
}

void SdlPlatform::present() { SDL_GL_SwapWindow(window_); }

bool SdlPlatform::take_wake() {
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    woken_ = true;
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) quit_ = true;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == SDL_GetWindowID(window_))
      quit_ = true;
  }
  const bool woken = woken_;
  woken_ = false;
  return woken;
}

double SdlPlatform::seconds_since_frame() const {
  return static_cast<double>(SDL_GetPerformanceCounter() - last_frame_ticks_) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

float SdlPlatform::pixel_ratio() const {
  int w = 0, h = 0, drawable_w = 0, drawable_h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  SDL_GL_GetDrawableSize(window_, &drawable_w, &drawable_h);
  return w > 0 && drawable_w > 0 ? static_cast<float>(drawable_w) / static_cast<float>(w) : 1.0f;
}

bool SdlPlatform::new_frame(ImGuiIO& io) {
  ImGui_ImplSDL2_NewFrame();  // display size, scale, time step, the mouse and the keys
  last_frame_ticks_ = SDL_GetPerformanceCounter();
  const bool down = io.MouseDown[0];
  if (was_down_ && !down) ++releases_;
  was_down_ = down;
  return false;  // the backend has no queue: what came between two frames is handed over at once
}

}  // namespace cardavia::desktop
