// Cardavia — the browser as ImGui's platform (see platform_html5.h).
#include "web/platform_html5.h"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#include <emscripten/html5_webgl.h>

#include <cstring>

namespace cardavia::web {
namespace {

constexpr const char* kCanvas = "#canvas";

Html5Platform& platform(void* user) { return *static_cast<Html5Platform*>(user); }

// The DOM's key names ImGui 1.86 has a key for (its KeyMap points each ImGuiKey at its own index
// of KeysDown). Letters are matched lower-case: with Shift or another layout `key` may be "A".
struct KeyName {
  const char* dom;
  ImGuiKey key;
};
constexpr KeyName kKeys[] = {
    {"Tab", ImGuiKey_Tab},         {"ArrowLeft", ImGuiKey_LeftArrow}, {"ArrowRight", ImGuiKey_RightArrow},
    {"ArrowUp", ImGuiKey_UpArrow}, {"ArrowDown", ImGuiKey_DownArrow}, {"PageUp", ImGuiKey_PageUp},
    {"PageDown", ImGuiKey_PageDown}, {"Home", ImGuiKey_Home},         {"End", ImGuiKey_End},
    {"Insert", ImGuiKey_Insert},   {"Delete", ImGuiKey_Delete},       {"Backspace", ImGuiKey_Backspace},
    {" ", ImGuiKey_Space},         {"Enter", ImGuiKey_Enter},         {"Escape", ImGuiKey_Escape},
    {"a", ImGuiKey_A},             {"c", ImGuiKey_C},                 {"v", ImGuiKey_V},
    {"x", ImGuiKey_X},             {"y", ImGuiKey_Y},                 {"z", ImGuiKey_Z},
};

int imgui_key(const char* dom) {
  char lower[2] = {0, 0};
  if (dom[0] != '\0' && dom[1] == '\0' && dom[0] >= 'A' && dom[0] <= 'Z') {
    lower[0] = static_cast<char>(dom[0] - 'A' + 'a');
    dom = lower;
  }
  for (const KeyName& k : kKeys)
    if (std::strcmp(k.dom, dom) == 0) return k.key;
  return -1;
}

// The keys whose browser default is navigation (Tab moves the focus, Backspace went back, arrows
// scroll): kept from the page while the canvas has the keys, as SDL did. Every other key keeps
// its default, so the browser's own shortcuts work.
bool navigation_key(const EmscriptenKeyboardEvent& e) {
  const int key = imgui_key(e.key);
  const bool f_key = e.key[0] == 'F' && e.key[1] >= '1' && e.key[1] <= '9';
  return e.ctrlKey || f_key || key == ImGuiKey_Tab || key == ImGuiKey_Backspace ||
         (key >= ImGuiKey_LeftArrow && key <= ImGuiKey_DownArrow);
}

EM_BOOL handle_mouse(int type, const EmscriptenMouseEvent* e, void* user) {
  Html5Platform& p = platform(user);
  p.on_mouse(type, ImVec2(static_cast<float>(e->targetX), static_cast<float>(e->targetY)), e->button);
  if (type == EMSCRIPTEN_EVENT_MOUSEDOWN) return e->button <= 2;  // no focus change, no selection
  if (type == EMSCRIPTEN_EVENT_MOUSEUP) {
    // Heard on the whole document (a press on the canvas may end anywhere): the page's own
    // elements keep their release.
    double w = 0, h = 0;
    emscripten_get_element_css_size(kCanvas, &w, &h);
    return e->button <= 2 && e->targetX >= 0 && e->targetX < w && e->targetY >= 0 && e->targetY < h;
  }
  return EM_FALSE;
}

EM_BOOL handle_touch(int type, const EmscriptenTouchEvent* e, void* user) {
  Html5Platform& p = platform(user);
  for (int i = 0; i < e->numTouches; ++i) {
    const EmscriptenTouchPoint& t = e->touches[i];
    if (t.isChanged)
      p.on_touch(type, t.identifier, ImVec2(static_cast<float>(t.targetX), static_cast<float>(t.targetY)));
  }
  // The start is cancelled (no scroll, no zoom over the felt) unless embedded (a swipe scrolls the
  // host page); the end always (the browser would send the tap again as mouse events).
  if (type == EMSCRIPTEN_EVENT_TOUCHSTART) return !p.embedded();
  return type != EMSCRIPTEN_EVENT_TOUCHMOVE;
}

EM_BOOL handle_wheel(int, const EmscriptenWheelEvent* e, void* user) {
  platform(user).on_wheel(e->deltaX, e->deltaY);
  return EM_TRUE;
}

EM_BOOL handle_key(int type, const EmscriptenKeyboardEvent* e, void* user) {
  Html5Platform& p = platform(user);
  if (type == EMSCRIPTEN_EVENT_KEYPRESS) {
    p.on_text(static_cast<unsigned>(e->charCode));
    return EM_TRUE;
  }
  p.on_key(type == EMSCRIPTEN_EVENT_KEYDOWN, e->key, e->shiftKey, e->ctrlKey, e->altKey, e->metaKey);
  return navigation_key(*e);
}

EM_BOOL handle_resize(int, const EmscriptenUiEvent*, void* user) {
  platform(user).fit_canvas();
  return EM_FALSE;
}

EM_BOOL handle_blur(int, const EmscriptenFocusEvent*, void* user) {
  platform(user).on_blur();
  return EM_FALSE;
}

EM_BOOL handle_visibility(int, const EmscriptenVisibilityChangeEvent* e, void* user) {
  if (!e->hidden) platform(user).wake();
  return EM_FALSE;
}

}  // namespace

std::string Html5Platform::start(bool embedded) {
  embedded_ = embedded;
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
  fit_canvas();

  ImGuiIO& io = ImGui::GetIO();
  io.BackendPlatformName = "cardavia_html5";
  for (int k = 0; k < ImGuiKey_COUNT; ++k) io.KeyMap[k] = k;

  emscripten_set_mousedown_callback(kCanvas, this, EM_FALSE, handle_mouse);
  emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, this, EM_FALSE, handle_mouse);
  emscripten_set_mousemove_callback(kCanvas, this, EM_FALSE, handle_mouse);
  emscripten_set_mouseenter_callback(kCanvas, this, EM_FALSE, handle_mouse);
  emscripten_set_mouseleave_callback(kCanvas, this, EM_FALSE, handle_mouse);
  emscripten_set_wheel_callback(kCanvas, this, EM_FALSE, handle_wheel);
  emscripten_set_touchstart_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_touchmove_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_touchend_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_touchcancel_callback(kCanvas, this, EM_FALSE, handle_touch);
  emscripten_set_keydown_callback(kCanvas, this, EM_FALSE, handle_key);
  emscripten_set_keyup_callback(kCanvas, this, EM_FALSE, handle_key);
  emscripten_set_keypress_callback(kCanvas, this, EM_FALSE, handle_key);
  emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_FALSE, handle_resize);
  emscripten_set_blur_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_FALSE, handle_blur);
  emscripten_set_visibilitychange_callback(this, EM_FALSE, handle_visibility);
  return "";
}

bool Html5Platform::take_wake() {
  const bool woken = woken_;
  woken_ = false;
  return woken;
}

void Html5Platform::fit_canvas() {
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size(kCanvas, &css_w, &css_h);
  const double ratio = emscripten_get_device_pixel_ratio();
  display_w_ = static_cast<int>(css_w);
  display_h_ = static_cast<int>(css_h);
  const int w = static_cast<int>(css_w * ratio), h = static_cast<int>(css_h * ratio);
  if (w != canvas_w_ || h != canvas_h_) {  // setting the size clears the canvas: only on a change
    canvas_w_ = w;
    canvas_h_ = h;
    emscripten_set_canvas_element_size(kCanvas, w, h);
  }
  wake();
}

bool Html5Platform::new_frame(ImGuiIO& io) {
  io.DisplaySize = ImVec2(static_cast<float>(display_w_), static_cast<float>(display_h_));
  if (display_w_ > 0 && display_h_ > 0)
    io.DisplayFramebufferScale = ImVec2(static_cast<float>(canvas_w_) / static_cast<float>(display_w_),
                                        static_cast<float>(canvas_h_) / static_cast<float>(display_h_));
  const double now = emscripten_get_now();
  // ImGui needs a positive step; the first frame takes a display refresh's.
  io.DeltaTime = last_time_ms_ > 0.0 && now > last_time_ms_
                     ? static_cast<float>((now - last_time_ms_) / 1000.0)
                     : 1.0f / 60.0f;
  last_time_ms_ = now;
  return pointer_.apply(io);
}

double Html5Platform::seconds_since_frame() const {
  return last_time_ms_ > 0.0 ? (emscripten_get_now() - last_time_ms_) / 1000.0 : 0.0;
}

void Html5Platform::on_mouse(int type, ImVec2 at, unsigned short button) {
  switch (type) {
    case EMSCRIPTEN_EVENT_MOUSEMOVE:
    case EMSCRIPTEN_EVENT_MOUSEENTER:
      pointer_.move(at);
      break;
    case EMSCRIPTEN_EVENT_MOUSELEAVE:
      pointer_.leave();
      break;
    case EMSCRIPTEN_EVENT_MOUSEDOWN:
      if (button == 0) pointer_.press(at);
      break;
    case EMSCRIPTEN_EVENT_MOUSEUP:
      if (button == 0) pointer_.release(at);
      break;
    default:
      return;
  }
  wake();
}

void Html5Platform::on_touch(int type, long id, ImVec2 at) {
  // The first finger down is the mouse until it lifts; others are not followed (ImGui 1.86 has
  // one pointer).
  if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
    if (touching_) return;
    touching_ = true;
    touch_id_ = id;
    pointer_.move(at);
    pointer_.press(at);
  } else if (!touching_ || id != touch_id_) {
    return;
  } else if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
    pointer_.move(at);
  } else {
    touching_ = false;
    if (type == EMSCRIPTEN_EVENT_TOUCHCANCEL)
      pointer_.cancel_press();  // the browser took the touch (a scroll of the host page)
    else
      pointer_.release(at);
  }
  wake();
}

void Html5Platform::on_wheel(double dx, double dy) {
  // One step per event, whatever its size (a page's wheel sends 100 px, a touchpad a few).
  ImGuiIO& io = ImGui::GetIO();
  if (dy != 0) io.MouseWheel += dy < 0 ? 1.0f : -1.0f;
  if (dx != 0) io.MouseWheelH += dx > 0 ? 1.0f : -1.0f;
  wake();
}

void Html5Platform::on_key(bool down, const char* key, bool shift, bool ctrl, bool alt, bool meta) {
  ImGuiIO& io = ImGui::GetIO();
  const int k = imgui_key(key);
  if (k >= 0) io.KeysDown[k] = down;
  io.KeyShift = shift;
  io.KeyCtrl = ctrl;
  io.KeyAlt = alt;
  io.KeySuper = meta;
  wake();
}

void Html5Platform::on_text(unsigned codepoint) {
  if (codepoint >= 0x20) ImGui::GetIO().AddInputCharacter(codepoint);  // not Enter's "\r"
  wake();
}

void Html5Platform::on_blur() {
  ImGui::GetIO().AddFocusEvent(false);  // ImGui lets go of every held key at the next frame
  wake();
}

}  // namespace cardavia::web
