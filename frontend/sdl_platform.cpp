// Cardavia — SDL2 as ImGui's platform (see sdl_platform.h).
#include "frontend/sdl_platform.h"

#include <SDL.h>

#include <cmath>

#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/html5.h>
#include <emscripten/html5_webgl.h>
#endif

namespace cardavia::frontend {
namespace {

#ifdef __EMSCRIPTEN__
constexpr const char* kCanvas = "#canvas";  // the window SDL's port opens is this canvas

SdlPlatform& platform(void* user) { return *static_cast<SdlPlatform*>(user); }

EM_BOOL handle_touch(int type, const EmscriptenTouchEvent* e, void* user) {
  SdlPlatform& p = platform(user);
  for (int i = 0; i < e->numTouches; ++i) {
    const EmscriptenTouchPoint& t = e->touches[i];
    if (t.isChanged)
      p.on_touch(type, t.identifier, ImVec2(static_cast<float>(t.targetX), static_cast<float>(t.targetY)));
  }
  // A finger lifted is a gesture the browser lets audio start in (a touch's start is not).
  if (type == EMSCRIPTEN_EVENT_TOUCHEND) p.on_gesture();
  // The start is cancelled (no scroll, no zoom over the felt) unless embedded (a swipe scrolls the
  // host page); the end always (the browser would send the tap again as mouse events).
  if (type == EMSCRIPTEN_EVENT_TOUCHSTART) return !p.embedded();
  return type != EMSCRIPTEN_EVENT_TOUCHMOVE;
}

// A press on the canvas: in its own handler the browser lets audio start (sdl_audio.h). SDL's
// own listener on the canvas still hears it (EM_FALSE: nothing is cancelled).
EM_BOOL handle_press(int, const EmscriptenMouseEvent*, void* user) {
  platform(user).on_gesture();
  return EM_FALSE;
}

EM_BOOL handle_resize(int, const EmscriptenUiEvent*, void* user) {
  platform(user).wake();  // heard after SDL's own listener, which has set the canvas's size
  return EM_FALSE;
}
#endif

}  // namespace

SdlPlatform::~SdlPlatform() {
  if (backends_started_) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
  }
  if (gl_context_ != nullptr) SDL_GL_DeleteContext(gl_context_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  SDL_Quit();
}

std::string SdlPlatform::start(const WindowRequest& request) {
  embedded_ = request.embedded;
#ifdef __EMSCRIPTEN__
  // Keys on the canvas only (sdl_platform.h, "keys"); set before the window registers SDL's
  // listeners.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, kCanvas);
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return std::string("SDL could not start: ") + SDL_GetError();
  // The canvas as SDL's window. Its WebGL 2 context is made here rather than by SDL: SDL's port
  // makes it through Emscripten's EGL emulation, ~10 KB gzip of the first download for the call
  // below (docs/size.md), so SDL is built without OpenGL ES (scripts/setup.sh).
  window_ = SDL_CreateWindow(request.title, SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                             request.width, request.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (window_ == nullptr) return std::string("the table could not start (SDL: ") + SDL_GetError() + ")";
  // WebGL 2 (OpenGL ES 3.0), without what the table never uses: ImGui draws its own smooth edges,
  // needs no depth or stencil, and the felt is opaque.
  EmscriptenWebGLContextAttributes attributes;
  emscripten_webgl_init_context_attributes(&attributes);
  attributes.majorVersion = 2;
  attributes.minorVersion = 0;
  attributes.alpha = EM_FALSE;
  attributes.depth = EM_FALSE;
  attributes.stencil = EM_FALSE;
  attributes.antialias = EM_FALSE;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = emscripten_webgl_create_context(kCanvas, &attributes);
  if (gl <= 0 || emscripten_webgl_make_context_current(gl) != EMSCRIPTEN_RESULT_SUCCESS)
    return "WebGL 2 is needed";
  ImGui_ImplSDL2_InitForOpenGL(window_, nullptr);
  const char* glsl = "#version 300 es";
  const char* no_gl = "WebGL 2 is needed";
#else
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
  window_ = SDL_CreateWindow(request.title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                             request.width, request.height, flags);
  if (window_ == nullptr) return std::string("the window could not be opened (SDL: ") + SDL_GetError() + ")";
  const char* no_gl = "no OpenGL 3 on this display";
  gl_context_ = SDL_GL_CreateContext(window_);
  if (gl_context_ == nullptr) return std::string(no_gl) + " (SDL: " + SDL_GetError() + ")";
  SDL_GL_MakeCurrent(window_, gl_context_);
  SDL_GL_SetSwapInterval(1);  // at the display's refresh, while frames are drawn
  ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_);
  const char* glsl = "#version 130";
#endif
  if (!ImGui_ImplOpenGL3_Init(glsl)) {
    ImGui_ImplSDL2_Shutdown();
    return std::string(no_gl) + " (ImGui's OpenGL 3 backend could not start)";
  }
  backends_started_ = true;
  start_browser_input();
  last_frame_ticks_ = SDL_GetPerformanceCounter();
  return "";
}

void SdlPlatform::start_browser_input() {
#ifdef __EMSCRIPTEN__
  // SDL's port listens for touches itself, cancelling every start and taking a touchcancel for a
  // release (sdl_platform.h): a null callback takes its listeners off the canvas, and ours go on.
  // (html5.h's setters are macros: one line each.)
  emscripten_set_touchstart_callback(kCanvas, nullptr, EM_FALSE, nullptr);
  emscripten_set_touchmove_callback(kCanvas, nullptr, EM_FALSE, nullptr);
  emscripten_set_touchend_callback(kCanvas, nullptr, EM_FALSE, nullptr);
  emscripten_set_touchcancel_callback(kCanvas, nullptr, EM_FALSE, nullptr);
  emscripten_set_touchstart_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_touchmove_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_touchend_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_touchcancel_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_FALSE, handle_resize);
  emscripten_set_mousedown_callback(kCanvas, this, EM_FALSE, handle_press);
  // The port also listens for the page's unloading, to send SDL_APP_TERMINATING (nothing here
  // listens: the page keeps the match as it goes). A beforeunload listener keeps a page out of
  // Firefox's back-forward cache, so it goes.
  emscripten_set_beforeunload_callback(nullptr, nullptr);
#endif
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

void SdlPlatform::present() {
#ifndef __EMSCRIPTEN__
  SDL_GL_SwapWindow(window_);
#endif
}

bool SdlPlatform::take_wake() {
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    woken_ = true;
    ImGui_ImplSDL2_ProcessEvent(&event);  // keys, text, wheel, focus
    on_pointer_event(event);
    on_window_shown(event);
    if (event.type == SDL_QUIT) quit_ = true;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == SDL_GetWindowID(window_))
      quit_ = true;
  }
  const bool woken = woken_;
  woken_ = false;
  return woken;
}

void SdlPlatform::on_pointer_event(const SDL_Event& event) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      pointer_.move(ImVec2(static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)));
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button == SDL_BUTTON_LEFT)
        pointer_.press(ImVec2(static_cast<float>(event.button.x), static_cast<float>(event.button.y)));
      break;
    case SDL_MOUSEBUTTONUP:
      // Released off the window (SDL names no window then): the press ends on no target.
      if (event.button.button != SDL_BUTTON_LEFT) break;
      if (event.button.windowID == 0)
        pointer_.cancel_press();
      else
        pointer_.release(ImVec2(static_cast<float>(event.button.x), static_cast<float>(event.button.y)));
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_LEAVE) pointer_.leave();
      break;
    default:
      break;
  }
}

void SdlPlatform::on_window_shown(const SDL_Event& event) {
  if (event.type != SDL_WINDOWEVENT) return;
  const Uint8 what = event.window.event;
  if (what == SDL_WINDOWEVENT_HIDDEN || what == SDL_WINDOWEVENT_MINIMIZED) hidden_ = true;
  else if (what == SDL_WINDOWEVENT_SHOWN || what == SDL_WINDOWEVENT_RESTORED) hidden_ = false;
  else return;
  audio_.set_hidden(hidden_);
}

void SdlPlatform::on_touch(int event_type, long id, ImVec2 at) {
#ifdef __EMSCRIPTEN__
  // The first finger down is the mouse until it lifts; others are not followed (ImGui 1.86 has
  // one pointer).
  if (event_type == EMSCRIPTEN_EVENT_TOUCHSTART) {
    if (touching_) return;
    touching_ = true;
    touch_id_ = id;
    pointer_.move(at);
    pointer_.press(at);
  } else if (!touching_ || id != touch_id_) {
    return;
  } else if (event_type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
    pointer_.move(at);
  } else {
    touching_ = false;
    if (event_type == EMSCRIPTEN_EVENT_TOUCHCANCEL)
      pointer_.cancel_press();  // the browser took the touch (a scroll of the host page)
    else
      pointer_.release(at);
  }
  wake();
#else
  (void)event_type, (void)id, (void)at;  // a desktop's touches come as SDL's mouse events
#endif
}

double SdlPlatform::seconds_since_frame() const {
  return static_cast<double>(SDL_GetPerformanceCounter() - last_frame_ticks_) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

void SdlPlatform::drawable_size(int& w, int& h) const {
#ifdef __EMSCRIPTEN__
  // SDL 2.26's port has no drawable size of its own (it would answer the window's): the canvas's
  // pixels are what WebGL draws into.
  emscripten_get_canvas_element_size(kCanvas, &w, &h);
#else
  SDL_GL_GetDrawableSize(window_, &w, &h);
#endif
}

float SdlPlatform::pixel_ratio() const {
  int w = 0, h = 0, drawable_w = 0, drawable_h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  drawable_size(drawable_w, drawable_h);
  return w > 0 && drawable_w > 0 ? static_cast<float>(drawable_w) / static_cast<float>(w) : 1.0f;
}

bool SdlPlatform::new_frame(ImGuiIO& io) {
  ImGui_ImplSDL2_NewFrame();  // display size, time step, keys, the cursor's shape
  last_frame_ticks_ = SDL_GetPerformanceCounter();
  int drawable_w = 0, drawable_h = 0;
  drawable_size(drawable_w, drawable_h);
  if (io.DisplaySize.x > 0 && io.DisplaySize.y > 0)
    io.DisplayFramebufferScale = ImVec2(static_cast<float>(drawable_w) / io.DisplaySize.x,
                                        static_cast<float>(drawable_h) / io.DisplaySize.y);
  // The backend has just set the mouse from SDL's state of this moment; the queue's next state
  // replaces it.
  return pointer_.apply(io);
}

}  // namespace cardavia::frontend
