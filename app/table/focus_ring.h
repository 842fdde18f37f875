// Cardavia — the keyboard's focus ring, drawn on the canvas. The page's mirror of the table
// (web/page/access.js) keeps a real <button> over every target; when one of them has the
// keyboard's focus the page tells the wasm its target id (Module.tableFocus), and the shell draws
// this ring around that target's box, over everything, every frame the target is there.
//
// Two strokes so it shows on felt, on a card and on a sheet alike: a wide dark line under a 3.5 px
// cream one, 6 px outside the box — not the accent of a legal target, and never colour alone: it
// is a shape around the thing, not a tint of it.
#pragma once

#include <string>
#include <vector>

#include "app/palette.h"
#include "app/table/widgets.h"
#include "imgui.h"

namespace cardavia::app::table {

// Draws the ring around the target `id` of `targets` (nothing when it is not among them).
void draw_focus_ring(ImDrawList* dl, const std::vector<Target>& targets, const std::string& id,
                     const Palette& palette);

}  // namespace cardavia::app::table
