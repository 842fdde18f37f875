// Cardavia — the keyboard's focus ring (see focus_ring.h).
#include "app/table/focus_ring.h"

#include <algorithm>

namespace cardavia::app::table {

void draw_focus_ring(ImDrawList* dl, const std::vector<Target>& targets, const std::string& id,
                     const Palette& palette) {
  if (id.empty()) return;
  const Target* target = find_target(targets, id);
  if (target == nullptr) return;
  // Well outside the box: a legal card's own accent ring stays seen inside it. Cream, not the
  // accent, so the focus never reads as one more legal target; a dark line around it for felt,
  // cards and sheets alike.
  constexpr float kOutset = 6.0f;
  const ImVec2 min(target->box.min.x - kOutset, target->box.min.y - kOutset);
  const ImVec2 max(target->box.max.x + kOutset, target->box.max.y + kOutset);
  const float rounding = std::min(14.0f, (max.y - min.y) * 0.25f);
  dl->AddRect(min, max, with_alpha(palette.shadow, 0.95f), rounding, 0, 8.0f);  // dark both sides
  dl->AddRect(min, max, palette.text, rounding, 0, 3.5f);
}

}  // namespace cardavia::app::table
