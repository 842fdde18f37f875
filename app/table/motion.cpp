// Cardavia — card motion (see motion.h).
#include "app/table/motion.h"

#include <algorithm>

namespace cardavia::app::table {

float ease_out(float t) {
  const float u = 1.0f - std::clamp(t, 0.0f, 1.0f);
  return 1.0f - u * u * u;  // cubic: quick start, soft landing
}

void Motion::add(const Flight& flight) {
  if (flight.duration <= 0) return;  // instant: nothing to show
  // A newer flight to the same slot replaces the older one.
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [&](const Flight& f) { return f.key == flight.key; }),
                 flights_.end());
  flights_.push_back(flight);
}

bool Motion::update(double now) {
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [&](const Flight& f) { return now >= f.start + f.duration; }),
                 flights_.end());
  return busy();
}

bool Motion::hidden(int key, double now) const {
  return std::any_of(flights_.begin(), flights_.end(), [&](const Flight& f) {
    return f.key == key && now < f.start + f.duration;
  });
}

double Motion::settles_at(double now) const {
  double end = now;
  for (const Flight& f : flights_) end = std::max(end, f.start + f.duration);
  return end;
}

void Motion::draw(double now, const DrawCard& draw_card) const {
  for (const Flight& f : flights_) {
    if (now < f.start) {
      // Not yet started (a deal goes card by card): the card waits where it comes from.
      if (!f.fade && f.waits_at_origin) draw_card(f.from, f.width_from, f.face, 1.0f, false);
      continue;
    }
    const float t = static_cast<float>((now - f.start) / f.duration);
    if (f.fade) {
      draw_card(f.to, f.width_to, f.face, std::clamp(t, 0.0f, 1.0f), true);
      continue;
    }
    const float e = ease_out(t);
    const ImVec2 p(f.from.x + (f.to.x - f.from.x) * e, f.from.y + (f.to.y - f.from.y) * e);
    draw_card(p, f.width_from + (f.width_to - f.width_from) * e, f.face, 1.0f, false);
  }
}

}  // namespace cardavia::app::table
