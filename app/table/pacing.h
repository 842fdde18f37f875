// Cardavia — how fast the table moves, from the person's settings (app/table/settings.h), as
// plain numbers.
//
//   speed     a computer's move waits   a card travels
//   slow      1100 ms                   300 ms
//   normal     600 ms                   240 ms
//   fast       250 ms                   160 ms
//   instant      0 ms                     0 ms (cards jump; for tests and impatient players)
// Reduced motion (the page's prefers-reduced-motion, or the menu) keeps the waits but replaces
// travel by a short fade at the destination.
#pragma once

#include "app/table/settings.h"

namespace cardavia::app::table {

struct Pacing {
  Speed speed = Speed::Normal;
  bool reduced_motion = false;

  static Pacing of(const Settings& s) { return Pacing{s.speed, s.reduced_motion}; }

  double bot_delay() const {
    constexpr double kDelay[kSpeedCount] = {1.1, 0.6, 0.25, 0.0};
    return kDelay[static_cast<int>(speed)];
  }
  double travel() const {
    constexpr double kTravel[kSpeedCount] = {0.30, 0.24, 0.16, 0.0};
    return kTravel[static_cast<int>(speed)];
  }
  // How long a privately shown card (a look, a peek, a spy) stays face up unless tapped.
  double show_for() const {
    constexpr double kShow[kSpeedCount] = {4.0, 3.0, 2.0, 0.0};
    return kShow[static_cast<int>(speed)];
  }
  // How long an announcement banner stays.
  double banner_for() const {
    constexpr double kBanner[kSpeedCount] = {2.6, 1.8, 1.2, 0.6};
    return kBanner[static_cast<int>(speed)];
  }
};

}  // namespace cardavia::app::table
