// Cardavia — one frame of the table, for every front end: the site (web/main.cpp, on the browser's
// events) and the desktop window (desktop/main.cpp, on SDL2). Each front end owns its platform —
// the window or canvas, its GL context, the input — and what it tells around the table (the page,
// a host, a report file); the frame between is this, once:
//
//   Step 1  wake or rest   an event, a timer of the table running out, or the front end's own
//                          reason (a language that came) asks for frames; none: draw nothing
//   Step 2  fonts          rasterised again when the pixel ratio changed (app/fonts.h)
//   Step 3  new frame      the platform's display size, time and input, then the table, then
//                          the cues it let through to the platform's audio
//   Step 4  render         into the current GL context (the caller shows it)
//
// An idle table draws nothing: after an input a few frames settle ImGui (hover, release,
// layout); a match that moves or thinks keeps the frames coming; else the loop rests until the
// platform wakes it or the table's next timer is due (`next_wake_in`).
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include "imgui_impl_opengl3_loader.h"  // the GL functions ImGui's backend loaded
#endif

#include <algorithm>
#include <concepts>
#include <limits>
#include <utility>
#include <vector>

#include "app/fonts.h"
#include "app/table_shell.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"

namespace cardavia::frontend {

// ImGui needs a couple of frames to settle after an input (hover, release, layout).
inline constexpr int kFramesAfterEvent = 3;

// What a front end's platform gives the frame (frontend/sdl_platform.h, in both builds). A
// concept, not a base class: each build has one platform, and the site's first frame pays for
// every vtable and indirect call (docs/size.md).
//   take_wake()            whether anything that may change the picture came since the last call
//   seconds_since_frame()  since the last new_frame (0 before the first): how far ImGui's time has
//                          run on since
//   pixel_ratio()          framebuffer pixels per layout pixel (the fonts are rasterised at it)
//   new_frame(io)          before ImGui::NewFrame: display size, framebuffer scale, time step and
//                          the input; true while more input waits for the next frame
//   releases_applied()     pointer releases handed to ImGui so far
//   hidden()               the window (the page) is not seen: no cue is heard
//   play(cue, volume)      plays a cue the shell let through (frontend/sdl_audio.h)
template <class P>
concept FramePlatform = requires(P& platform, const P& seen, ImGuiIO& io, app::sound::Cue cue) {
  { platform.take_wake() } -> std::same_as<bool>;
  { seen.seconds_since_frame() } -> std::same_as<double>;
  { seen.pixel_ratio() } -> std::same_as<float>;
  { platform.new_frame(io) } -> std::same_as<bool>;
  { seen.releases_applied() } -> std::same_as<int>;
  { seen.hidden() } -> std::same_as<bool>;
  platform.play(cue, 0);
};

// What the frame keeps between frames.
struct TableFrame {
  app::Fonts fonts;
  float font_ratio = 0.0f;  // pixel ratio the font atlas was built for
  int frames_to_draw = kFramesAfterEvent;
  int frames_drawn = 0;
  int release_frame = 0;  // the frame that handed ImGui the pointer's last release (0: none yet)
  // Languages' own glyphs that came with their tables (the site: web/language.cpp), merged into
  // the fonts. The bytes the atlas points at never move: a LanguageGlyphs moved by the vector's
  // growth keeps its buffers.
  std::vector<app::LanguageGlyphs> language_glyphs;
  bool glyphs_arrived = false;  // … since the atlas was last built

  // A language's glyphs came: the next frame rebuilds the fonts with them.
  void add_glyphs(app::LanguageGlyphs glyphs) {
    language_glyphs.push_back(std::move(glyphs));
    glyphs_arrived = true;
  }

  // Steps 1–4. `woken`: the front end's own reason to draw. Returns whether a frame was drawn
  // (then frames_drawn counts it, and the caller shows it and tells who listens).
  template <FramePlatform Platform>
  bool run(Platform& platform, app::TableShell& shell, bool woken);
  // Seconds until the table wants a frame with no input (0: now; infinity: never), for a front
  // end that sleeps between frames.
  template <FramePlatform Platform>
  double next_wake_in(const Platform& platform, const app::TableShell& shell) const {
    if (frames_to_draw > 0 || shell.wants_frames()) return 0.0;
    // ImGui's time is the last frame's; the next frame's step adds what passed since.
    const double due = shell.wake_at() - (ImGui::GetTime() + platform.seconds_since_frame());
    return due < std::numeric_limits<double>::infinity() ? std::max(0.0, due) : due;
  }
};

template <FramePlatform Platform>
bool TableFrame::run(Platform& platform, app::TableShell& shell, bool woken) {
  // Step 1. Events (the platform took them in as they came): any of them means the screen may
  // change; so does the front end's own reason.
  if (platform.take_wake() || woken) frames_to_draw = kFramesAfterEvent;
  // An intent queued between frames (the page's Module.tableAct) wakes the loop too.
  if (shell.wants_frames()) frames_to_draw = std::max(frames_to_draw, 1);
  // A timer of the table ran out (a banner's end, a computer's pause): one frame, in which the
  // table moves on. ImGui's time is the last frame's; the next frame's step adds what passed since.
  if (ImGui::GetTime() + platform.seconds_since_frame() >= shell.wake_at())
    frames_to_draw = std::max(frames_to_draw, 1);
  if (frames_to_draw <= 0) return false;  // nothing changed: keep the last picture
  --frames_to_draw;

  // Step 2. Fonts at the current pixel ratio (first frame, or the window moved to a new screen),
  // with every language's glyphs that came.
  const float ratio = platform.pixel_ratio();
  if (ratio != font_ratio || glyphs_arrived) {
    fonts = app::load_fonts(ratio, language_glyphs);
    glyphs_arrived = false;
    if (font_ratio != 0.0f) {  // on the first frame NewFrame() creates the texture itself
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    font_ratio = ratio;
  }

  // Step 3. A new ImGui frame and the table.
  ImGui_ImplOpenGL3_NewFrame();
  const int releases_before = platform.releases_applied();
  if (platform.new_frame(ImGui::GetIO())) frames_to_draw = kFramesAfterEvent;  // more input waits
  // A release in this frame: a tapped button fires now, its intent runs in the next frame's tick.
  if (platform.releases_applied() != releases_before) release_frame = frames_drawn + 1;
  ImGui::NewFrame();
  shell.set_page_hidden(platform.hidden());
  shell.draw(fonts, ImGui::GetIO().DisplaySize);
  ImGui::Render();
  // The cues the shell let through in this frame (app/sound/sound_policy.h), heard now.
  for (const app::sound::Cue cue : shell.take_sounds()) platform.play(cue, shell.settings().volume);
  // A match that moves or thinks keeps the loop drawing; an idle one lets it rest.
  if (shell.wants_frames()) frames_to_draw = std::max(frames_to_draw, 1);

  // Step 4. Render into the current context.
  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.02f, 0.12f, 0.08f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  ++frames_drawn;
  return true;
}

}  // namespace cardavia::frontend
