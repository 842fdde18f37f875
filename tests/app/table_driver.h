// Cardavia — the table without a browser: a headless Dear ImGui context (the font atlas built, no
// renderer, no GL), a TableShell, and frames drawn on demand. Tests act through target ids —
// the same intents a tap makes (app/table/widgets.h) — and read the shell's report, as the
// browser tests read the page's.
//
//   TableDriver d;                      a 390×844 screen, 20 frames a second of table time
//   TableDriver d({844, 390}, {0, 47, 21, 47});   a phone held sideways, with its safe-area insets
//   d.shell.open_route("#cabo");        the new-match sheet
//   d.tap("setup:start");               act("setup:start") + one frame: the intent runs
//   d.until([&] { … }, "what");         frames until the report says so (fails after many)
#pragma once

#include <catch2/catch.hpp>
#include <cfloat>
#include <functional>
#include <regex>
#include <string>

#include "app/fonts.h"
#include "app/i18n.h"
#include "app/table_shell.h"
#include "imgui.h"

namespace app_test {

class TableDriver {
 public:
  explicit TableDriver(ImVec2 display = ImVec2(390, 844), cardavia::app::Insets insets = {}) {
    context_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = display;
    io.DeltaTime = 0.05f;  // table time: timers and flights run on ImGui::GetTime()
    fonts_ = cardavia::app::load_fonts(1.0f);
    shell.set_safe_insets(insets);
    frame();
  }
  // The shell sets the table's language (a process-wide choice, app/i18n.h) from its Settings:
  // the next test starts in English again.
  ~TableDriver() {
    ImGui::DestroyContext(context_);
    cardavia::app::set_language("en");
  }
  TableDriver(const TableDriver&) = delete;
  TableDriver& operator=(const TableDriver&) = delete;

  // One frame: new frame, the shell's tick and drawing, render (into draw lists nobody shows).
  void frame() {
    ImGui::NewFrame();
    shell.draw(fonts_, ImGui::GetIO().DisplaySize);
    ImGui::Render();
  }
  const cardavia::app::table::ScreenReport& report() const { return shell.report(); }
  bool has(const std::string& id) const {
    return cardavia::app::table::find_target(report().targets, id) != nullptr;
  }
  std::string screen() const { return report().screen; }
  // The target must be enabled in the last frame; its intent runs in the next one.
  // A target under a sheet's fold (its rows scroll) is first scrolled to, as a player would: the
  // mouse wheel over the middle of the screen.
  void tap(const std::string& id) {
    INFO("tapping " << id << " on screen " << screen() << ", prompt: " << report().prompt);
    ImGuiIO& io = ImGui::GetIO();
    for (int i = 0; i < 40 && !has(id); ++i) {
      io.MousePos = ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f);
      io.MouseWheel = -1.0f;
      frame();
    }
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    REQUIRE(shell.act(id));
    frame();
  }
  // Types `text` into the page control `id` (an input), as the page's <input> sends it; a control
  // under a sheet's fold is first scrolled to, as for tap(). False when it never shows.
  bool type(const std::string& id, const std::string& text) {
    ImGuiIO& io = ImGui::GetIO();
    for (int i = 0; i < 40 && !cardavia::app::table::find_control(report().controls, id); ++i) {
      io.MousePos = ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f);
      io.MouseWheel = -1.0f;
      frame();
    }
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    return shell.set_text(id, text);
  }
  // Frames until `done` (at most `max_frames`).
  void until(const std::function<bool()>& done, const char* what, int max_frames = 4000) {
    for (int i = 0; i < max_frames; ++i) {
      if (done()) return;
      frame();
    }
    INFO("screen " << screen() << ", prompt: " << report().prompt);
    FAIL(std::string("never happened: ") + what);
  }

  cardavia::app::TableShell shell;

 private:
  ImGuiContext* context_ = nullptr;
  cardavia::app::Fonts fonts_;
};

// Words never show a blank left unfilled or a key instead of its text (`game` is its keys'
// prefix: "cabo.", "cucu."; a key's dot is followed by a letter, a sentence's full stop is not:
// "it stays on the table." is words); every target has words and a box on the screen.
inline void check_words(const cardavia::app::table::ScreenReport& r, const std::string& game,
                        ImVec2 display = ImVec2(390, 844)) {
  const std::string prefix = game.substr(0, game.find('.'));
  const std::regex keys("(^|[^A-Za-z])(" + prefix + "|table|game)\\.[a-z_]");
  auto check = [&](const std::string& text) {
    INFO(text);
    CHECK(text.find('{') == std::string::npos);
    CHECK_FALSE(std::regex_search(text, keys));
  };
  check(r.prompt);
  for (const std::string& line : r.log) check(line);
  for (const std::string& line : r.notes) check(line);
  for (const auto& t : r.targets) {
    INFO(t.id);
    check(t.label);
    CHECK_FALSE(t.label.empty());
    CHECK(t.box.width() > 0);
    CHECK(t.box.height() > 0);
    CHECK(t.box.min.x >= 0);
    CHECK(t.box.min.y >= 0);
    CHECK(t.box.max.x <= display.x + 0.5f);
    CHECK(t.box.max.y <= display.y + 0.5f);
  }
}

}  // namespace app_test
