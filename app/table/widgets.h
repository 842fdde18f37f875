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
// What a tap does, frame by frame (ImGui 1.86 sees one pointer state per frame; frontend/pointer.cpp
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

#include "app/act.h"
#include "app/card_face.h"
#include "app/card_renderer.h"
#include "app/fonts.h"
#include "app/layout.h"
#include "app/palette.h"
#include "app/text_size.h"
#include "imgui.h"

namespace cardavia::app::table {

// [SECTION] Targets and intents -----------------------------------------------------------------

// The least side of a target a finger can hit, CSS px, and the least room between two.
inline constexpr float kMinTarget = 44.0f;
inline constexpr float kTargetGap = 4.0f;

struct Target {
  std::string id;
  std::string label;  // what it is, in words, in the table's language
  Box box;            // CSS px
  Act act;
  bool hint = false;  // the coach's hint marks it (MatchTable: btn:hint)
  ImVec2 centre() const {
    return ImVec2((box.min.x + box.max.x) * 0.5f, (box.min.y + box.max.y) * 0.5f);
  }
};

// The id and words of a widget, and what it does; the widget adds its box.
struct TargetSpec {
  std::string id;
  std::string label;  // empty: the widget's visible text
  Act act;
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
  std::vector<std::string>* overflows = nullptr;  // texts that did not fit (report.h); null: unchecked
  // The keyboard's target (a target's or a page control's id): a sheet's scrolling rows keep it
  // clear of their edges (end_scrolling_rows). Null: none given.
  const std::string* focus = nullptr;
};

// Records an enabled target, and queues its intent when `pressed`.
void record_target(const TableContext& ctx, TargetSpec spec, const Box& box, bool pressed);

// [SECTION] Text that must fit -------------------------------------------------------------------
// Every language runs longer somewhere (French and Russian most): a widget whose words do not fit
// its box — even at the smallest size it may shrink them to — records them in ctx.overflows, and
// the report carries them (the layout sweep of tests/app/ fails on any, in every language at
// every size it draws).

// True when `text` fits `width` at `size`; else records it (with `where`) and returns false.
bool check_fits(const TableContext& ctx, ImFont* font, float size, const std::string& text,
                float width, const char* where);
// The size `text` is drawn at to fit `width`: `size`, else smaller, never under `min_size` (then
// the text is recorded as not fitting).
float fitted_size(const TableContext& ctx, ImFont* font, float size, float min_size,
                  const std::string& text, float width, const char* where);

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

// A target with no look of its own, over what the caller draws (the top bar's title and the
// deal's fingerprint under it): reserves `box` and records the target.
void plain_target(const TableContext& ctx, TargetSpec target, const Box& box);
// A rounded button with a text; primary buttons use the accent colour. The text shrinks to fit
// (never under 13 px) or takes two lines when the button is tall enough.
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

// A setting that is on or off, as a whole row: its name (and a note under it, in small type) at
// the left, the switch at the right; a tap anywhere on the row flips it (the target's act).
void switch_row(const TableContext& ctx, TargetSpec target, const Box& box, const char* name,
                const char* note, bool on);
// The height a switch row `width` wide needs for its name and its (wrapped) note; at least 44.
float switch_row_height(const TableContext& ctx, float width, const char* name, const char* note);

// A 0–100 setting as a row: [−] the track with its knob and "50 %" [+]. The − and + targets step
// by 10, the track's target sets it back to 50; a finger or the mouse drags the knob. Dragging
// writes `value` at once (a setting, never a move: the next frame draws with it). True while the
// knob is held (a sheet that scrolls by dragging must not scroll then).
struct SliderTargets {
  std::string id;  // "menu:contrast": the track; its − and + are id + ":down" / ":up"
  std::string track_label, down_label, up_label;
};
bool slider_row(const TableContext& ctx, const SliderTargets& targets, const Box& box,
                const char* value_text, int& value);

// A choice that opens a list: its name at the left, the current value in a pill with ▾ at the
// right; a tap anywhere on the row runs the target's act.
void choice_row(const TableContext& ctx, TargetSpec target, const Box& box, const char* name,
                const char* value);

// An eye drawn over a card: a computer looked at it.
void draw_eye(const TableContext& ctx, ImVec2 centre, float size, float alpha = 1.0f);

// `text` in lines no wider than `width` (broken at spaces; a word wider than `width` stays whole).
std::vector<std::string> wrap_lines(ImFont* font, float size, const std::string& text, float width);

// A pile's label centred under the pile's card at `pos`, `card_w` wide, in the label size: the
// `worded` one (its name and count) when it fits — at most kPileLabelOverhang (table_layout.h) past
// the card on either side, where the next pile's label begins — else the `bare` one (the count
// alone). Recorded as not fitting when even that does not.
void pile_label(const TableContext& ctx, ImVec2 pos, float card_w, const std::string& worded,
                const std::string& bare);

// Text centred in a box, wrapped to its width, at `size` or — when its lines do not fit the box —
// smaller, down to `min_size` (recorded as not fitting below that).
void centred_text(const TableContext& ctx, ImFont* font, float size, const Box& box,
                  const std::string& text, ImU32 colour, float min_size = 0.0f);

// Text from `top_left`, wrapped at `right` (screen x), in the current window (a sheet's scrolling
// content too). Returns its height.
float wrapped_text(const TableContext& ctx, ImFont* font, ImVec2 top_left, float right,
                  const std::string& text, ImU32 colour);

// A translucent panel (seat backgrounds), or a nearly opaque sheet over the table.
void panel(const TableContext& ctx, const Box& box, float rounding = 12.0f);
void sheet(const TableContext& ctx, const Box& box);

// An opponent's panel, every game's: the panel, the accent ring while the seat moves, its name at
// the top left (in the accent while it moves) and `right` (its total, or "") at the top right. A
// narrow panel takes the line down to kFine rather than run the two together; past that the name
// is cut. `out_of_play`: the panel shaded and the name faded (Cucù's seats knocked out).
struct SeatPanel {
  std::string name;
  std::string right;
  bool to_move = false;
  bool out_of_play = false;
};
void seat_panel(const TableContext& ctx, const Box& box, const SeatPanel& seat);

// [SECTION] A sheet whose rows scroll -------------------------------------------------------------
// The rows between a sheet's top and `bottom` (a y) scroll when they do not fit — a finger drags
// them (ImGui 1.86 scrolls by wheel and scrollbar only) — while the buttons under `bottom` stay.
//   ScrollingRows rows = begin_scrolling_rows(ctx, "##menu", sheet_box, buttons.min.y - 8);
//   … draw with rows.ctx from rows.origin down …
//   end_scrolling_rows(rows, y_below_the_last_row, a_slider_is_held);
struct ScrollingRows {
  TableContext ctx;  // the sheet's context, drawing into the scrolling child
  ImVec2 origin;     // the top-left of the rows' content (moves up as it scrolls)
  float width = 0;   // the content's width
  std::size_t first_target = 0, first_control = 0;  // what the rows recorded: from these on
};
ScrollingRows begin_scrolling_rows(const TableContext& ctx, const char* id, const Box& sheet,
                                   float bottom);
// `content_bottom`: the y under the last row; `hold`: no drag-scrolling this frame (a slider's
// knob is held).
void end_scrolling_rows(const ScrollingRows& rows, float content_bottom, bool hold = false);

// A borderless window over the whole display hosting a screen's widgets (all drawing is ours,
// with its draw list); `extra` adds ImGui window flags. Close it with ImGui::End().
void begin_screen_window(const char* name, ImVec2 display, ImGuiWindowFlags extra = 0);

// Splits `box` into `count` equal boxes side by side with `gap` between them.
std::vector<Box> split_row(const Box& box, int count, float gap);

// Cells for a row of pill buttons with these labels, from `row`'s top-left and width, `row`'s
// height each: one row when every label fits its cell in one line at 13 px or more (long ones in
// two lines), else as few equal rows as make them fit (four speeds in two rows of two on a
// narrow phone in Russian). The last cell's bottom is where the rows end.
std::vector<Box> choice_cells(const TableContext& ctx, const Box& row,
                              const std::vector<std::string>& labels, float gap);

}  // namespace cardavia::app::table
