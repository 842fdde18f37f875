// Cardavia — the table's widgets (see widgets.h).
#include "app/table/widgets.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "app/card_packs.h"
#include "app/i18n.h"
#include "app/table/table_layout.h"

namespace cardavia::app::table {
namespace {

void draw_face(const TableContext& ctx, ImVec2 p, float w, const Face& face) {
  draw_card_face(ctx.dl, p, w, face, ctx.card_style);
}

}  // namespace

bool check_fits(const TableContext& ctx, ImFont* font, float size, const std::string& text,
                float width, const char* where) {
  if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str()).x <= width + 0.5f) return true;
  if (ctx.overflows) ctx.overflows->push_back(std::string(where) + ": " + text);
  return false;
}

float fitted_size(const TableContext& ctx, ImFont* font, float size, float min_size,
                  const std::string& text, float width, const char* where) {
  const float w = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str()).x;
  if (w <= width) return size;
  const float fitted = std::max(min_size, size * width / w);
  check_fits(ctx, font, fitted, text, width, where);
  return fitted;
}

const Target* find_target(const std::vector<Target>& targets, const std::string& id) {
  for (const Target& t : targets)
    if (t.id == id) return &t;
  return nullptr;
}

const PageControl* find_control(const std::vector<PageControl>& controls, const std::string& id) {
  for (const PageControl& c : controls)
    if (c.id == id) return &c;
  return nullptr;
}

void record_target(const TableContext& ctx, TargetSpec spec, const Box& box, bool pressed) {
  if (ctx.targets == nullptr) return;
  if (pressed && ctx.intents) ctx.intents->push_back(spec.id);
  // Only the part a finger can reach: a sheet's scrolling rows clip what is under their fold
  // (a tap there lands on what is drawn there, the sheet's buttons), so that part is no target.
  const ImVec2 clip_min = ctx.dl->GetClipRectMin(), clip_max = ctx.dl->GetClipRectMax();
  const Box visible{ImVec2(std::max(box.min.x, clip_min.x), std::max(box.min.y, clip_min.y)),
                    ImVec2(std::min(box.max.x, clip_max.x), std::min(box.max.y, clip_max.y))};
  // A row half under the fold is no target until it scrolls into view: a finger needs
  // kMinTarget of it (or all of a smaller one).
  if (visible.width() < std::min(box.width(), kMinTarget) - 0.5f ||
      visible.height() < std::min(box.height(), kMinTarget) - 0.5f || visible.empty())
    return;
  ctx.targets->push_back(
      Target{std::move(spec.id), std::move(spec.label), visible, std::move(spec.act)});
}

void draw_card(const TableContext& ctx, ImVec2 p, float w, const Face& face, float alpha) {
  const Palette& pal = *ctx.palette;
  const ImVec2 size = card_size(w);
  const ImVec2 q(p.x + size.x, p.y + size.y);
  if (face.kind == Face::Kind::Empty) {
    ctx.dl->AddRect(p, q, with_alpha(pal.text, 0.18f * alpha), w * 0.08f, 0, 1.5f);
    return;
  }
  if (alpha < 1.0f) {
    // Fades: draw, then scale the alpha of the vertices just added.
    const int start = ctx.dl->VtxBuffer.Size;
    draw_face(ctx, p, w, face);
    for (int i = start; i < ctx.dl->VtxBuffer.Size; ++i) {
      ImU32& c = ctx.dl->VtxBuffer[i].col;
      const auto a = static_cast<unsigned>(static_cast<float>(c >> IM_COL32_A_SHIFT) * alpha);
      c = (c & ~IM_COL32_A_MASK) | (std::min(a, 255u) << IM_COL32_A_SHIFT);
    }
    return;
  }
  draw_face(ctx, p, w, face);
}

void card_button(const TableContext& ctx, TargetSpec target, ImVec2 p, float w, const Face& face,
                 const CardButtonOptions& o) {
  const Palette& pal = *ctx.palette;
  const ImVec2 size = card_size(w);
  const ImVec2 q(p.x + size.x, p.y + size.y);
  // Step 1. Reserve the box and read the input.
  ImGui::SetCursorScreenPos(p);
  ImGui::PushID(target.id.c_str());
  if (!o.enabled) ImGui::BeginDisabled();
  const ImVec2 hit(o.hit_width > 0 ? std::min(o.hit_width, size.x) : size.x, size.y);
  const bool pressed = ImGui::InvisibleButton("card", hit);
  const bool hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  if (!o.enabled) ImGui::EndDisabled();
  ImGui::PopID();
  if (o.enabled) record_target(ctx, std::move(target), Box{p, ImVec2(p.x + hit.x, q.y)}, pressed);
  // Step 2. Draw: lifted when selected, the accent ring on legal targets.
  const float lift = o.selected ? -10.0f : (held ? 2.0f : 0.0f);
  const ImVec2 pl(p.x, p.y + lift);
  if (face.kind != Face::Kind::Empty) {
    ctx.dl->AddRectFilled(ImVec2(pl.x + 2, pl.y + 3), ImVec2(q.x + 2, q.y + lift + 3),
                          with_alpha(pal.shadow, 0.35f * o.alpha), w * 0.08f);
  }
  draw_card(ctx, pl, w, face, o.alpha);
  if (o.highlight || o.selected) {
    const float r = w * 0.08f + 3;
    ctx.dl->AddRect(ImVec2(pl.x - 3, pl.y - 3), ImVec2(q.x + 3, q.y + lift + 3), pal.accent, r, 0,
                    o.selected ? 4.0f : (hovered ? 3.5f : 2.5f));
  }
}

void draw_card_turned(const TableContext& ctx, ImVec2 c, float w, const Face& face,
                      float radians) {
  // Drawn upright around the same centre, then its vertices turned (text and all).
  const float h = w * kCardAspect;
  const float cs = std::cos(radians), sn = std::sin(radians);
  const int start = ctx.dl->VtxBuffer.Size;
  draw_card(ctx, ImVec2(c.x - w * 0.5f, c.y - h * 0.5f), w, face);
  for (int i = start; i < ctx.dl->VtxBuffer.Size; ++i) {
    ImVec2& v = ctx.dl->VtxBuffer[i].pos;
    const ImVec2 d(v.x - c.x, v.y - c.y);
    v = ImVec2(c.x + d.x * cs - d.y * sn, c.y + d.x * sn + d.y * cs);
  }
}

namespace {

void draw_pill(const TableContext& ctx, const Box& b, const char* label, bool enabled,
               bool primary, bool hovered, bool held) {
  const Palette& pal = *ctx.palette;
  const float r = b.height() * 0.5f;
  const float a = enabled ? 1.0f : 0.35f;
  ImU32 fill = primary ? pal.accent : with_alpha(pal.shadow, 0.45f);
  if (held) fill = with_alpha(primary ? pal.accent : pal.shadow, 0.7f);
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(fill, (primary ? 1.0f : 0.55f) * a), r);
  if (hovered && enabled) ctx.dl->AddRectFilled(b.min, b.max, with_alpha(pal.text, 0.08f), r);
  ctx.dl->AddRect(b.min, b.max, with_alpha(primary ? pal.accent : pal.text, 0.35f * a), r, 0, 1.2f);
  // One line, shrunk to fit down to 13 px (UI.md's smallest label); else two lines, when the
  // button is tall enough; else the text does not fit (recorded).
  ImFont* font = ctx.fonts->bold;
  const ImU32 ink = with_alpha(primary ? pal.ink : pal.text, a);
  const float inner = b.width() - 12;
  const std::string text(label);
  float size = text_size::kProseMin;
  const float one = font->CalcTextSizeA(size, FLT_MAX, 0.0f, label).x;
  if (one > inner) size = std::max(13.0f, size * inner / one);
  if (font->CalcTextSizeA(size, FLT_MAX, 0.0f, label).x <= inner + 0.5f ||
      b.height() < 2 * 13.0f * 1.15f + 6 || text.find(' ') == std::string::npos) {
    check_fits(ctx, font, size, text, inner, "button");
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, label);
    ctx.dl->AddText(font, size,
                    ImVec2(b.min.x + (b.width() - ts.x) * 0.5f, b.min.y + (b.height() - ts.y) * 0.5f),
                    ink, label);
    return;
  }
  size = std::min(15.0f, (b.height() - 6) / (2 * 1.15f));
  centred_text(ctx, font, size,
               Box{ImVec2(b.min.x + 6, b.min.y + 2), ImVec2(b.max.x - 6, b.max.y - 2)}, text, ink,
               text_size::kLabel);
}

constexpr float kSwitchW = 50.0f, kSwitchGap = 12.0f;  // the switch, and the gap left of it
}  // namespace


void switch_row(const TableContext& ctx, TargetSpec target, const Box& b, const char* name,
                const char* note, bool on) {
  const Palette& pal = *ctx.palette;
  ImGui::SetCursorScreenPos(b.min);
  ImGui::PushID(target.id.c_str());
  const bool pressed = ImGui::InvisibleButton("switch", ImVec2(b.width(), b.height()));
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  record_target(ctx, std::move(target), b, pressed);
  // The switch: 50 × 28 at the right, the knob at the end that says on or off.
  constexpr float kH = 28.0f;
  const ImVec2 s1(b.max.x, b.min.y + (b.height() + kH) * 0.5f);
  const ImVec2 s0(s1.x - kSwitchW, s1.y - kH);
  ctx.dl->AddRectFilled(s0, s1, on ? pal.accent : with_alpha(pal.shadow, 0.45f), kH * 0.5f);
  ctx.dl->AddRect(s0, s1, with_alpha(pal.text, 0.25f), kH * 0.5f);
  const float knob_x = on ? s1.x - kH * 0.5f : s0.x + kH * 0.5f;
  ctx.dl->AddCircleFilled(ImVec2(knob_x, s0.y + kH * 0.5f), 10.5f, on ? pal.ink : pal.text, 24);
  // The words: the name, and the note in small type under it (wrapped) when there is one.
  const float text_w = b.width() - kSwitchW - kSwitchGap;
  const bool has_note = note != nullptr && *note != '\0';
  const float name_size = fitted_size(ctx, ctx.fonts->bold, text_size::kBody, text_size::kLabel,
                                      name, text_w, "switch");
  const float note_h =
      has_note ? ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, text_w, note).y : 0.0f;
  const float block_h = name_size * 1.15f + (has_note ? 3.0f + note_h : 0.0f);
  if (block_h > b.height() + 0.5f && ctx.overflows)
    ctx.overflows->push_back(std::string("switch row: ") + name);
  const float y = b.min.y + (b.height() - block_h) * 0.5f;
  ctx.dl->AddText(ctx.fonts->bold, name_size, ImVec2(b.min.x, y), hovered ? pal.accent : pal.text,
                  name);
  if (has_note)
    ctx.dl->AddText(ctx.fonts->small, text_size::kLabel,
                    ImVec2(b.min.x, y + name_size * 1.15f + 3.0f), pal.text_muted, note, nullptr,
                    text_w);
}

float switch_row_height(const TableContext& ctx, float width, const char* name, const char* note) {
  const float text_w = width - kSwitchW - kSwitchGap;
  const float name_h = 15.0f * 1.15f;
  (void)name;
  const float note_h =
      note != nullptr && *note != '\0'
          ? 3.0f + ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, text_w, note).y
          : 0.0f;
  return std::max(44.0f, name_h + note_h + 12.0f);
}

bool slider_row(const TableContext& ctx, const SliderTargets& t, const Box& b,
                const char* value_text, int& value) {
  const Palette& pal = *ctx.palette;
  constexpr float kStep = 44.0f, kGap = 8.0f, kValueW = 58.0f;
  const Box down{b.min, ImVec2(b.min.x + kStep, b.max.y)};
  const Box up{ImVec2(b.max.x - kStep, b.min.y), b.max};
  const Box track{ImVec2(down.max.x + kGap, b.min.y), ImVec2(up.min.x - kGap - kValueW, b.max.y)};
  const int v = value;
  pill_button(ctx, TargetSpec{t.id + ":down", t.down_label, [&value, v] { value = std::max(0, v - 10); }},
              down, "\xe2\x88\x92", v > 0);  // −
  pill_button(ctx, TargetSpec{t.id + ":up", t.up_label, [&value, v] { value = std::min(100, v + 10); }},
              up, "+", v < 100);
  // The track: reserve it, then a press or a drag puts the knob under the pointer.
  ImGui::SetCursorScreenPos(track.min);
  ImGui::PushID(t.id.c_str());
  ImGui::InvisibleButton("track", ImVec2(track.width(), track.height()));
  const bool active = ImGui::IsItemActive();
  ImGui::PopID();
  constexpr float kKnob = 11.0f;
  const float x0 = track.min.x + kKnob, x1 = track.max.x - kKnob;
  if (active && ctx.targets != nullptr && x1 > x0) {
    const float at = (ImGui::GetIO().MousePos.x - x0) / (x1 - x0);
    value = static_cast<int>(std::clamp(at, 0.0f, 1.0f) * 100.0f + 0.5f);
  }
  // A tap queues nothing (the drag has set the value); act() sets the designed 50.
  record_target(ctx, TargetSpec{t.id, t.track_label, [&value] { value = 50; }}, track, false);
  const float cy = (track.min.y + track.max.y) * 0.5f;
  const float kx = x0 + (x1 - x0) * static_cast<float>(value) / 100.0f;
  ctx.dl->AddRectFilled(ImVec2(x0, cy - 3), ImVec2(x1, cy + 3), with_alpha(pal.shadow, 0.55f), 3.0f);
  ctx.dl->AddRectFilled(ImVec2(x0, cy - 3), ImVec2(kx, cy + 3), pal.accent, 3.0f);
  ctx.dl->AddLine(ImVec2((x0 + x1) * 0.5f, cy - 8), ImVec2((x0 + x1) * 0.5f, cy + 8),
                  with_alpha(pal.text, 0.45f), 1.5f);  // the designed 50 %
  ctx.dl->AddCircleFilled(ImVec2(kx, cy), kKnob, active ? pal.accent : pal.text, 24);
  ctx.dl->AddCircle(ImVec2(kx, cy), kKnob, pal.ink, 24, 1.5f);
  ImFont* f = ctx.fonts->bold;
  const float size =
      fitted_size(ctx, f, text_size::kBody, text_size::kLabel, value_text, kValueW, "slider value");
  const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0.0f, value_text);
  ctx.dl->AddText(f, size, ImVec2(up.min.x - kGap - ts.x, cy - ts.y * 0.5f), pal.text, value_text);
  return active;
}

void choice_row(const TableContext& ctx, TargetSpec target, const Box& b, const char* name,
                const char* value) {
  const Palette& pal = *ctx.palette;
  ImGui::SetCursorScreenPos(b.min);
  ImGui::PushID(target.id.c_str());
  const bool pressed = ImGui::InvisibleButton("choice", ImVec2(b.width(), b.height()));
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  record_target(ctx, std::move(target), b, pressed);
  ImFont* bold = ctx.fonts->bold;
  // The value's pill at the right, sized to its words and a ▾ drawn after them.
  const float vs = 15.0f;
  const ImVec2 vt = bold->CalcTextSizeA(vs, FLT_MAX, 0.0f, value);
  const float pill_w = std::min(b.width() * 0.62f, vt.x + 44.0f);
  const Box pill{ImVec2(b.max.x - pill_w, b.min.y + 4), ImVec2(b.max.x, b.max.y - 4)};
  ctx.dl->AddRectFilled(pill.min, pill.max, with_alpha(pal.shadow, hovered ? 0.6f : 0.45f),
                        pill.height() * 0.5f);
  ctx.dl->AddRect(pill.min, pill.max, with_alpha(pal.accent, 0.7f), pill.height() * 0.5f, 0, 1.2f);
  check_fits(ctx, bold, vs, value, pill_w - 44.0f, "choice value");
  const float cy = (pill.min.y + pill.max.y) * 0.5f;
  ctx.dl->AddText(bold, vs, ImVec2(pill.min.x + 14, cy - vt.y * 0.5f), pal.text, value);
  const float ax = pill.max.x - 20;
  ctx.dl->AddTriangleFilled(ImVec2(ax - 5, cy - 3), ImVec2(ax + 5, cy - 3), ImVec2(ax, cy + 3),
                            pal.accent);
  const float name_w = b.width() - pill_w - 10;
  const float ns =
      fitted_size(ctx, bold, text_size::kBody, text_size::kLabel, name, name_w, "choice name");
  ctx.dl->AddText(bold, ns, ImVec2(b.min.x, cy - ns * 0.6f), hovered ? pal.accent : pal.text, name);
}


void plain_target(const TableContext& ctx, TargetSpec target, const Box& box) {
  ImGui::SetCursorScreenPos(box.min);
  ImGui::PushID(target.id.c_str());
  const bool pressed = ImGui::InvisibleButton("plain", ImVec2(box.width(), box.height()));
  ImGui::PopID();
  record_target(ctx, std::move(target), box, pressed);
}

void pill_button(const TableContext& ctx, TargetSpec target, const Box& b, const char* label,
                 bool enabled, bool primary) {
  ImGui::SetCursorScreenPos(b.min);
  ImGui::PushID(target.id.c_str());
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ImGui::InvisibleButton("pill", ImVec2(b.width(), b.height()));
  const bool hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  if (!enabled) ImGui::EndDisabled();
  ImGui::PopID();
  if (enabled) {
    if (target.label.empty()) target.label = label;
    record_target(ctx, std::move(target), b, pressed);
  }
  draw_pill(ctx, b, label, enabled, primary, hovered, held);
}

void icon_button(const TableContext& ctx, TargetSpec target, const Box& b,
                 const std::function<void(ImDrawList*, ImVec2, float, ImU32)>& icon, bool enabled,
                 bool primary) {
  pill_button(ctx, std::move(target), b, "", enabled, primary);
  const ImU32 colour = with_alpha(primary ? ctx.palette->ink : ctx.palette->text, enabled ? 1.0f : 0.35f);
  icon(ctx.dl, ImVec2((b.min.x + b.max.x) * 0.5f, (b.min.y + b.max.y) * 0.5f),
       std::min(b.height() * 0.42f, b.width() * 0.5f), colour);
}

// True when all of `b` is inside the draw list's clip rectangle (a page element cannot be
// clipped: one under a sheet's fold would lie over the sheet's buttons).
static bool wholly_shown(const TableContext& ctx, const Box& b) {
  const ImVec2 lo = ctx.dl->GetClipRectMin(), hi = ctx.dl->GetClipRectMax();
  return b.min.x >= lo.x - 0.5f && b.min.y >= lo.y - 0.5f && b.max.x <= hi.x + 0.5f &&
         b.max.y <= hi.y + 0.5f;
}

void page_button(const TableContext& ctx, const std::string& id, const std::string& label,
                 const Box& b, const char* text, bool primary) {
  if (ctx.controls == nullptr) return;
  // The page's button takes the pointer; the canvas keeps the look (its hover is the page's).
  draw_pill(ctx, b, text, true, primary, false, false);
  if (!wholly_shown(ctx, b)) return;
  PageControl c;
  c.id = id;
  c.label = label;
  c.box = b;
  c.text = text;
  c.primary = primary;
  ctx.controls->push_back(std::move(c));
}

void page_input(const TableContext& ctx, PageControl control, bool bad) {
  if (ctx.controls == nullptr) return;
  const Palette& pal = *ctx.palette;
  const Box& b = control.box;
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(pal.shadow, 0.45f), 10.0f);
  ctx.dl->AddRect(b.min, b.max, bad ? pal.accent : with_alpha(pal.text, 0.35f), 10.0f, 0,
                  bad ? 2.5f : 1.2f);
  control.kind = PageControl::Kind::Input;
  if (!wholly_shown(ctx, b)) return;
  ctx.controls->push_back(std::move(control));
}

void draw_eye(const TableContext& ctx, ImVec2 c, float s, float alpha) {
  const Palette& pal = *ctx.palette;
  // A round badge: dark, ringed in the accent, so it reads on a face and on a back alike.
  ctx.dl->AddCircleFilled(c, s * 0.62f, with_alpha(pal.shadow, 0.9f * alpha), 24);
  ctx.dl->AddCircle(c, s * 0.62f, with_alpha(pal.accent, alpha), 24, 1.5f);
  // The almond: two arcs.
  ctx.dl->PathArcTo(ImVec2(c.x, c.y + s * 0.38f), s * 0.56f, -2.4f, -0.74f, 12);
  ctx.dl->PathArcTo(ImVec2(c.x, c.y - s * 0.38f), s * 0.56f, 0.74f, 2.4f, 12);
  ctx.dl->PathStroke(with_alpha(pal.accent, alpha), ImDrawFlags_Closed, 2.0f);
  ctx.dl->AddCircleFilled(c, s * 0.16f, with_alpha(pal.accent, alpha), 12);
}

std::vector<std::string> wrap_lines(ImFont* font, float size, const std::string& text,
                                    float width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i <= text.size()) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    const std::string word = text.substr(i, end - i);
    const std::string trial = line.empty() ? word : line + " " + word;
    if (!line.empty() && font->CalcTextSizeA(size, FLT_MAX, 0.0f, trial.c_str()).x > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = trial;
    }
    i = end + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

void pile_label(const TableContext& ctx, ImVec2 pos, float card_w, const std::string& worded,
                const std::string& bare) {
  const float room = card_w + 2 * kPileLabelOverhang;
  const auto width = [&](const std::string& text) {
    return ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, text.c_str()).x;
  };
  const bool worded_fits = !worded.empty() && width(worded) <= room + 0.5f;
  const std::string& label = worded_fits || bare.empty() ? worded : bare;
  check_fits(ctx, ctx.fonts->small, text_size::kLabel, label, room, "pile label");
  const ImVec2 ts =
      ctx.fonts->small->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, label.c_str());
  ctx.dl->AddText(ctx.fonts->small, text_size::kLabel,
                  ImVec2(pos.x + (card_w - ts.x) * 0.5f, pos.y + card_w * kCardAspect + 4),
                  ctx.palette->text_muted, label.c_str());
}

void centred_text(const TableContext& ctx, ImFont* font, float size, const Box& b,
                  const std::string& text, ImU32 colour, float min_size) {
  if (min_size <= 0.0f) min_size = size;
  // The largest size from `size` down to `min_size` (a pixel at a time) whose lines fit the box.
  std::vector<std::string> lines = wrap_lines(font, size, text, b.width());
  const auto fits = [&](float s) {
    if (s * 1.2f * static_cast<float>(lines.size()) > b.height() + s * 0.25f) return false;
    for (const std::string& l : lines)
      if (font->CalcTextSizeA(s, FLT_MAX, 0.0f, l.c_str()).x > b.width() + 0.5f) return false;
    return true;
  };
  while (!fits(size) && size - 1.0f >= min_size) {
    size -= 1.0f;
    lines = wrap_lines(font, size, text, b.width());
  }
  if (!fits(size) && ctx.overflows)
    ctx.overflows->push_back("centred text, " + std::to_string(lines.size()) + " lines: " + text);
  const float lh = size * 1.2f;
  float y = b.min.y + (b.height() - lh * static_cast<float>(lines.size())) * 0.5f;
  for (const std::string& l : lines) {
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, l.c_str());
    ctx.dl->AddText(font, size, ImVec2(b.min.x + (b.width() - ts.x) * 0.5f, y), colour, l.c_str());
    y += lh;
  }
}

float wrapped_text(const TableContext&, ImFont* font, ImVec2 p, float right, const std::string& text,
                   ImU32 colour) {
  ImGui::SetCursorScreenPos(p);
  ImGui::PushTextWrapPos(right - ImGui::GetWindowPos().x);  // in the window's own x
  ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  const float height = ImGui::GetItemRectSize().y;
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PopTextWrapPos();
  return height;
}

void panel(const TableContext& ctx, const Box& b, float rounding) {
  ctx.dl->AddRectFilled(b.min, b.max, ctx.palette->panel, rounding);
  ctx.dl->AddRect(b.min, b.max, with_alpha(ctx.palette->text, 0.10f), rounding);
}

void seat_panel(const TableContext& ctx, const Box& b, const SeatPanel& seat) {
  const Palette& pal = *ctx.palette;
  panel(ctx, b, 10.0f);
  if (seat.out_of_play) ctx.dl->AddRectFilled(b.min, b.max, with_alpha(pal.shadow, 0.35f), 10.0f);
  if (seat.to_move) ctx.dl->AddRect(b.min, b.max, pal.accent, 10.0f, 0, 2.0f);
  ImFont* font = ctx.fonts->bold;
  const auto width_at = [font](float px, const std::string& text) {
    return text.empty() ? 0.0f : font->CalcTextSizeA(px, FLT_MAX, 0.0f, text.c_str()).x;
  };
  const float gap = seat.right.empty() ? 0.0f : 8.0f;
  float px = text_size::kButton;
  while (px > text_size::kFine &&
         width_at(px, seat.name) + gap + width_at(px, seat.right) > b.width() - 16)
    px -= 1.0f;
  const float right_x = b.max.x - 8 - width_at(px, seat.right);
  const float y = b.min.y + 5 + (text_size::kButton - px) * 0.5f;
  const ImU32 name_colour = seat.to_move ? pal.accent : pal.text;
  ctx.dl->PushClipRect(b.min, ImVec2(right_x - gap * 0.5f, b.max.y), true);
  ctx.dl->AddText(font, px, ImVec2(b.min.x + 8, y),
                  seat.out_of_play ? with_alpha(name_colour, 0.45f) : name_colour, seat.name.c_str());
  ctx.dl->PopClipRect();
  if (!seat.right.empty())
    ctx.dl->AddText(font, px, ImVec2(right_x, y), pal.text_muted, seat.right.c_str());
}

void sheet(const TableContext& ctx, const Box& b) {
  ctx.dl->AddRectFilled(ImVec2(b.min.x + 3, b.min.y + 5), ImVec2(b.max.x + 3, b.max.y + 5),
                        with_alpha(ctx.palette->shadow, 0.5f), 16.0f);
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(ctx.palette->felt_edge, 0.97f), 16.0f);
  ctx.dl->AddRect(b.min, b.max, with_alpha(ctx.palette->accent, 0.45f), 16.0f, 0, 1.5f);
}

namespace {

// The keyboard walks only what is in view (a target under the fold is none: record_target), so
// the rows scroll as the focus nears their edge: the focused target stays a row (its label and buttons) clear of
// the fold, and the next row comes into view — Tab after Tab reaches the last row. (The shell
// draws a second frame after each focus move for the scroll to show: table_shell.h.)
void keep_focus_in_view(const ScrollingRows& rows) {
  const TableContext& ctx = rows.ctx;
  if (ctx.focus == nullptr || ctx.focus->empty()) return;
  std::optional<Box> focused;
  if (ctx.targets) {
    for (std::size_t i = rows.first_target; i < ctx.targets->size(); ++i)
      if ((*ctx.targets)[i].id == *ctx.focus) focused = (*ctx.targets)[i].box;
  }
  if (ctx.controls) {
    for (std::size_t i = rows.first_control; i < ctx.controls->size(); ++i)
      if ((*ctx.controls)[i].id == *ctx.focus) focused = (*ctx.controls)[i].box;
  }
  if (!focused) return;
  const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
  const float clear = 2 * kMinTarget + 16.0f;  // room for the next row: its label and its buttons
  if (focused->max.y > bottom - clear)
    ImGui::SetScrollY(ImGui::GetScrollY() + focused->max.y - (bottom - clear));
  else if (focused->min.y < top + clear && ImGui::GetScrollY() > 0)
    ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - (top + clear - focused->min.y)));
}

}  // namespace

ScrollingRows begin_scrolling_rows(const TableContext& ctx, const char* id, const Box& sheet,
                                   float bottom) {
  ImGui::SetCursorScreenPos(ImVec2(sheet.min.x + 2, sheet.min.y + 4));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_ScrollbarBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild(id, ImVec2(sheet.width() - 4, bottom - sheet.min.y - 4), false,
                    ImGuiWindowFlags_NoNav);
  ScrollingRows rows;
  rows.ctx = ctx;
  rows.ctx.dl = ImGui::GetWindowDrawList();
  rows.origin = ImGui::GetCursorScreenPos();
  rows.width = sheet.width() - 4;
  if (ctx.targets) rows.first_target = ctx.targets->size();
  if (ctx.controls) rows.first_control = ctx.controls->size();
  return rows;
}

void end_scrolling_rows(const ScrollingRows& rows, float content_bottom, bool hold) {
  ImGui::SetCursorScreenPos(rows.origin);
  ImGui::Dummy(ImVec2(1.0f, content_bottom - rows.origin.y + 8));
  if (!hold && ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
    ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
  keep_focus_in_view(rows);
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
}

void begin_screen_window(const char* name, ImVec2 display, ImGuiWindowFlags extra) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  // No padding, no border: the window is only the place the widgets' invisible buttons live in.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin(name, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoNav | extra);
  ImGui::PopStyleVar(2);
}

std::vector<Box> split_row(const Box& b, int count, float gap) {
  std::vector<Box> out;
  if (count <= 0) return out;
  const float w = (b.width() - gap * static_cast<float>(count - 1)) / static_cast<float>(count);
  for (int i = 0; i < count; ++i) {
    const float x = b.min.x + static_cast<float>(i) * (w + gap);
    out.push_back(Box{ImVec2(x, b.min.y), ImVec2(x + w, b.max.y)});
  }
  return out;
}

std::vector<Box> choice_cells(const TableContext& ctx, const Box& row,
                              const std::vector<std::string>& labels, float gap) {
  const int count = static_cast<int>(labels.size());
  ImFont* font = ctx.fonts->bold;
  // A label fits a cell when each of its words fits at 13 px and it takes at most two lines.
  const auto fits = [&](const std::string& label, float cell_w) {
    const float inner = cell_w - 12;
    if (font->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, label.c_str()).x <= inner)
      return true;
    if (row.height() < 2 * 13.0f * 1.15f + 6) return false;
    const std::vector<std::string> lines = wrap_lines(font, text_size::kLabel, label, inner);
    if (lines.size() > 2) return false;
    for (const std::string& l : lines)
      if (font->CalcTextSizeA(text_size::kLabel, FLT_MAX, 0.0f, l.c_str()).x > inner) return false;
    return true;
  };
  int per_row = std::max(1, count);
  for (; per_row > 1; per_row = (per_row + 1) / 2) {
    const float cell_w = (row.width() - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    if (std::all_of(labels.begin(), labels.end(), [&](const std::string& l) { return fits(l, cell_w); }))
      break;
  }
  std::vector<Box> cells;
  for (int first = 0; first < count; first += per_row) {
    const float y = row.min.y + static_cast<float>(first / per_row) * (row.height() + gap);
    const std::vector<Box> line =
        split_row(Box{ImVec2(row.min.x, y), ImVec2(row.max.x, y + row.height())}, per_row, gap);
    for (int i = 0; i < per_row && first + i < count; ++i) cells.push_back(line[static_cast<std::size_t>(i)]);
  }
  return cells;
}

}  // namespace cardavia::app::table
