// Cardavia — the table's widgets, in the ImGui recipe: compute the box, reserve it with an
// InvisibleButton (PushID around each, so equal cards in two hands never share an id), then draw
// with the draw list. Illegal targets are inside BeginDisabled(): drawn, but inert.
//
// [SECTION] Targets and intents: input writes, the tick reads
// Every enabled widget is a Target: a stable id ("own:2", "btn:draw", "menu:close"), a label in
// words ("Your card 2, face down"), its box, and what it does (`act`). A tap never changes the
// match while the frame is being drawn: it only queues the target's id as an intent. The shell's
// tick, before the next frame is drawn, looks the id up among the targets of the frame the person
// saw and runs its `act`. So a tap, the keyboard and an accessibility layer (TableShell::act(id),
// Module.tableAct(id) in the page) go through the very same path, and no widget drawn later in a
// frame ever sees legal moves that a tap earlier in that frame made stale.
//
// What a tap does, frame by frame (ImGui 1.86 sees one pointer state per frame; web/pointer.cpp
// queues the browser's events so a quick tap still spans two frames):
//   frame  pointer            the widget                   the tick before the next frame
//   1      pressed on it      drawn pressed                —
//   2      released on it     queues its id (an intent)    runs the target's act
//   2'     released elsewhere nothing (a drag away cancels, as with any button)
// An irreversible multi-card choice (Cabo's replace) is never applied on a tap: the tap selects,
// and a separate Confirm button applies it.
//
// [SECTION] Page controls: what only a DOM element can do
// A share, a copy, a file saved or opened need the person's own gesture (browsers allow them only
// inside the tap's event), and a phone opens its keyboard only for a real input element. So those
// controls are the page's: the table draws their look (a pill, a field's frame) and records a
// PageControl; the page lays a transparent <button>, or a styled <input>, exactly over it
// (web/page/controls.js) and does the rest in the gesture. A control is not a Target (a tap on
// the canvas never reaches it), and Module.tableAct(id) cannot press it; an input's text comes
// back through TableShell::set_text(id, text) (Module.tableSetText).
#pragma once

#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "app/card_face.h"
#include "app/card_renderer.h"
#include "app/fonts.h"
#include "app/layout.h"
#include "app/palette.h"
#include "imgui.h"

namespace cardavia::app::table {

// [SECTION] Targets and intents -----------------------------------------------------------------

struct Target {
  std::string id;
  std::string label;  // what it is, in words, in the table's language
  Box box;            // CSS px
  std::function<void()> act;
  ImVec2 centre() const {
    return ImVec2((box.min.x + box.max.x) * 0.5f, (box.min.y + box.max.y) * 0.5f);
  }
};

// The id and words of a widget, and what it does; the widget adds its box.
struct TargetSpec {
  std::string id;
  std::string label;  // empty: the widget's visible text
  std::function<void()> act;
};

const Target* find_target(const std::vector<Target>& targets, const std::string& id);

// [SECTION] Page controls -------------------------------------------------------------------------

struct PageControl {
  enum class Kind { Button, Input };
  std::string id;     // what the page does with it: "share", "export", "import", "setup:seed"
  Kind kind = Kind::Button;
  std::string label;  // its accessible name, in words
  Box box;            // CSS px
  std::string text;   // an input's value as the table holds it; its placeholder in `hint`
  std::string hint;
  bool primary = false;  // drawn in the accent colour (the page's focus ring follows it)
  std::function<void(const std::string&)> on_text;  // an input: the text the person typed
};

const PageControl* find_control(const std::vector<PageControl>& controls, const std::string& id);

// What every widget needs for one frame; rebuilt every frame.
struct TableContext {
  const Fonts* fonts = nullptr;
  const Palette* palette = nullptr;
  CardStyle card_style;
  ImDrawList* dl = nullptr;
  double now = 0;
  std::vector<Target>* targets = nullptr;      // null: the widgets are inert (a sheet is over them)
  std::deque<std::string>* intents = nullptr;  // a tap queues its target's id here
  std::vector<PageControl>* controls = nullptr;  // null: no page control may be placed now
};

// Records an enabled target, and queues its intent when `pressed`.
void record_target(const TableContext& ctx, TargetSpec spec, const Box& box, bool pressed);

// [SECTION] Widgets ------------------------------------------------------------------------------

struct CardButtonOptions {
  bool enabled = false;    // a legal target now
  bool selected = false;   // part of a choice in progress (a replace)
  bool highlight = false;  // drawn with the accent ring (legal targets)
  float alpha = 1.0f;
  // The part of the card that takes taps, from its left edge; 0: all of it. Cards overlapping in
  // a row (drawn left to right) give the covered part to the next card.
  float hit_width = 0.0f;
};

// A card place: reserves the box; when enabled, a target that queues its intent on a tap.
void card_button(const TableContext& ctx, TargetSpec target, ImVec2 top_left, float width,
                 const Face& face, const CardButtonOptions& options);

// Draws a card without input (the held card, flights, revealed hands). A Cuccù face takes its
// translated name.
void draw_card(const TableContext& ctx, ImVec2 top_left, float width, const Face& face,
               float alpha = 1.0f);

// A card turned by `radians` (clockwise on screen) about its centre `centre`: a card stuck into a
// pile at an angle (Chkobba's chkobbas sticking out of the side's pile).
void draw_card_turned(const TableContext& ctx, ImVec2 centre, float width, const Face& face,
                      float radians);

// A rounded button with a text; primary buttons use the accent colour.
void pill_button(const TableContext& ctx, TargetSpec target, const Box& box, const char* text,
                 bool enabled, bool primary = false);
// A pill with a drawn icon instead of words (the replay viewer's ◀ ▶ ⏸): `icon` draws it around
// `centre` in `size` px with `colour`. The target's label says it in words.
void icon_button(const TableContext& ctx, TargetSpec target, const Box& box,
                 const std::function<void(ImDrawList*, ImVec2 centre, float size, ImU32 colour)>& icon,
                 bool enabled, bool primary = false);
// The same look for a page control (a share, a file): drawn here, pressed in the page. Nothing is
// drawn or recorded when the context takes no controls.
void page_button(const TableContext& ctx, const std::string& id, const std::string& label,
                 const Box& box, const char* text, bool primary = false);
// A text field for a page control: the frame drawn here (in the accent colour when `bad`), the
// text typed into the page's <input> over it.
void page_input(const TableContext& ctx, PageControl control, bool bad);

// An eye drawn over a card: a computer looked at it.
void draw_eye(const TableContext& ctx, ImVec2 centre, float size, float alpha = 1.0f);

// Text centred in a box, wrapped to its width; with a `min_size`, the text shrinks (not under it)
// until its lines fit the box's height.
void centred_text(const TableContext& ctx, ImFont* font, float size, const Box& box,
                  const std::string& text, ImU32 colour, float min_size = 0);

// Text from `top_left`, wrapped at `right` (screen x), in the current window (a sheet's scrolling
// content too).
void wrapped_text(const TableContext& ctx, ImFont* font, ImVec2 top_left, float right,
                  const std::string& text, ImU32 colour);

// A translucent panel (seat backgrounds), or a nearly opaque sheet over the table.
void panel(const TableContext& ctx, const Box& box, float rounding = 12.0f);
void sheet(const TableContext& ctx, const Box& box);

// A borderless window over the whole display hosting a screen's widgets (all drawing is ours,
// with its draw list); `extra` adds ImGui window flags. Close it with ImGui::End().
void begin_screen_window(const char* name, ImVec2 display, ImGuiWindowFlags extra = 0);

// Splits `box` into `count` equal boxes side by side with `gap` between them.
std::vector<Box> split_row(const Box& box, int count, float gap);

}  // namespace cardavia::app::table
