// Cardavia — the table's widgets, in the ImGui recipe: compute the box, reserve it with an
// InvisibleButton (PushID around each, so equal cards in two hands never share an id), then draw
// with the draw list. Illegal targets are inside BeginDisabled(): drawn, but inert.
//
// What a tap does, frame by frame (ImGui 1.86 sees one pointer state per frame; web/pointer.cpp
// queues the browser's events so a quick tap still spans two frames):
//   frame  pointer            CardButton / PillButton returns
//   1      pressed on it      false (held: drawn pressed)
//   2      released on it     true  → the view applies the action (or selects, for a replace)
//   2'     released elsewhere false (a drag away cancels, as with any button)
// An irreversible multi-card choice (Cabo's replace) is never applied on a tap: the tap selects,
// and a separate Confirm button applies it.
//
// Every enabled target is also recorded in TableContext::targets under a stable name ("own:2",
// "btn:draw"…). The page hands that list to the browser test, which taps at the recorded places;
// nothing is ever applied through it.
#pragma once

#include <string>
#include <vector>

#include "app/card_renderer.h"
#include "app/fonts.h"
#include "app/layout.h"
#include "app/palette.h"
#include "imgui.h"

namespace cardavia::app::table {

struct Target {
  std::string id;
  ImVec2 centre;
};

// What every widget needs for one frame; owned by the view, rebuilt every frame.
struct TableContext {
  const Fonts* fonts = nullptr;
  const Palette* palette = nullptr;
  CardStyle card_style;
  ImDrawList* dl = nullptr;
  double now = 0;
  std::vector<Target>* targets = nullptr;
};

enum class CardLook { Back, Face, Empty };

struct CardButtonOptions {
  bool enabled = false;    // a legal target now
  bool selected = false;   // part of a choice in progress (a replace)
  bool highlight = false;  // drawn with the accent ring (legal targets)
  float alpha = 1.0f;
};

// A card slot: reserves the box, returns true when tapped (only when enabled).
// `draw_face` paints the face when look == Face.
bool card_button(const TableContext& ctx, const char* id, ImVec2 top_left, float width,
                 CardLook look, const FrenchCard& face, const CardButtonOptions& options);

// Draws a card without input (piles in motion, revealed hands).
void draw_card(const TableContext& ctx, ImVec2 top_left, float width, CardLook look,
               const FrenchCard& face, float alpha = 1.0f);

// A rounded button with a label; primary buttons use the accent colour.
bool pill_button(const TableContext& ctx, const char* id, const Box& box, const char* label,
                 bool enabled, bool primary = false);

// An eye drawn over a card: a computer looked at it.
void draw_eye(const TableContext& ctx, ImVec2 centre, float size, float alpha = 1.0f);

// Text centred in a box, wrapped to its width.
void centred_text(const TableContext& ctx, ImFont* font, float size, const Box& box,
                  const std::string& text, ImU32 colour);

// A translucent panel (seat backgrounds), or a nearly opaque sheet over the table.
void panel(const TableContext& ctx, const Box& box, float rounding = 12.0f);
void sheet(const TableContext& ctx, const Box& box);

// Splits `box` into `count` equal boxes side by side with `gap` between them.
std::vector<Box> split_row(const Box& box, int count, float gap);

}  // namespace cardavia::app::table
