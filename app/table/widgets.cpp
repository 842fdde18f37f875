// Cardavia — the table's widgets (see widgets.h).
#include "app/table/widgets.h"

#include <algorithm>
#include <cmath>

#include "app/i18n.h"

namespace cardavia::app::table {
namespace {

void draw_face(const TableContext& ctx, ImVec2 p, float w, const Face& face) {
  if (face.kind == Face::Kind::Back) {
    draw_card_back(ctx.dl, p, w, ctx.card_style);
  } else if (face.card.pack == AnyCard::Pack::kCuccu) {
    const char* key = cucu_name_key(face.card.cuccu);
    draw_cucu_face(ctx.dl, p, w, face.card.cuccu, key ? tr(key) : nullptr, ctx.card_style);
  } else {
    draw_french_face(ctx.dl, p, w, face.card.standard, ctx.card_style);
  }
}

}  // namespace

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
  ctx.targets->push_back(
      Target{std::move(spec.id), std::move(spec.label), box, std::move(spec.act)});
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
  ImFont* font = ctx.fonts->bold;
  float size = 16.0f;
  ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, label);
  if (ts.x > b.width() - 12) {
    size = std::max(13.0f, size * (b.width() - 12) / ts.x);
    ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, label);
  }
  ctx.dl->AddText(font, size,
                  ImVec2(b.min.x + (b.width() - ts.x) * 0.5f, b.min.y + (b.height() - ts.y) * 0.5f),
                  with_alpha(primary ? pal.ink : pal.text, a), label);
}

}  // namespace

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

void page_button(const TableContext& ctx, const std::string& id, const std::string& label,
                 const Box& b, const char* text, bool primary) {
  if (ctx.controls == nullptr) return;
  // The page's button takes the pointer; the canvas keeps the look (its hover is the page's).
  draw_pill(ctx, b, text, true, primary, false, false);
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

namespace {

// Wraps by words to `width`.
std::vector<std::string> wrap_words(ImFont* font, float size, float width, const std::string& text) {
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

}  // namespace

void centred_text(const TableContext& ctx, ImFont* font, float size, const Box& b,
                  const std::string& text, ImU32 colour, float min_size) {
  // Wrap by words to the box width (smaller, down to min_size, until the lines fit), then centre
  // each line.
  std::vector<std::string> lines = wrap_words(font, size, b.width(), text);
  while (min_size > 0 && size > min_size &&
         size * 1.2f * static_cast<float>(lines.size()) > b.height()) {
    size = std::max(min_size, size - 1.0f);
    lines = wrap_words(font, size, b.width(), text);
  }
  const float lh = size * 1.2f;
  float y = b.min.y + (b.height() - lh * static_cast<float>(lines.size())) * 0.5f;
  for (const std::string& l : lines) {
    const ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0.0f, l.c_str());
    ctx.dl->AddText(font, size, ImVec2(b.min.x + (b.width() - ts.x) * 0.5f, y), colour, l.c_str());
    y += lh;
  }
}

void wrapped_text(const TableContext&, ImFont* font, ImVec2 p, float right, const std::string& text,
                  ImU32 colour) {
  ImGui::SetCursorScreenPos(p);
  ImGui::PushTextWrapPos(right - ImGui::GetWindowPos().x);  // in the window's own x
  ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PopTextWrapPos();
}

void panel(const TableContext& ctx, const Box& b, float rounding) {
  ctx.dl->AddRectFilled(b.min, b.max, ctx.palette->panel, rounding);
  ctx.dl->AddRect(b.min, b.max, with_alpha(ctx.palette->text, 0.10f), rounding);
}

void sheet(const TableContext& ctx, const Box& b) {
  ctx.dl->AddRectFilled(ImVec2(b.min.x + 3, b.min.y + 5), ImVec2(b.max.x + 3, b.max.y + 5),
                        with_alpha(ctx.palette->shadow, 0.5f), 16.0f);
  ctx.dl->AddRectFilled(b.min, b.max, with_alpha(ctx.palette->felt_edge, 0.97f), 16.0f);
  ctx.dl->AddRect(b.min, b.max, with_alpha(ctx.palette->accent, 0.45f), 16.0f, 0, 1.5f);
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

}  // namespace cardavia::app::table
