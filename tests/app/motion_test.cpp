// Cardavia — card motion: which kind of flight each drawn card belongs to. The report's `motion`
// ("fade" with reduced motion, "travel" otherwise) is read from the flight, not its alpha: a fade
// drawn a hair before its end has an alpha that rounds to 1.0f (CI once saw "travel" under
// reduced motion that way).
#include <catch2/catch.hpp>
#include <vector>

#include "app/table/motion.h"

using cardavia::app::Face;
using cardavia::app::table::Flight;
using cardavia::app::table::Motion;

namespace {

struct Drawn {
  float alpha;
  bool fading;
};

std::vector<Drawn> draw_at(const Motion& motion, double now) {
  std::vector<Drawn> drawn;
  motion.draw(now, [&](ImVec2, float, const Face&, float alpha, bool fading) {
    drawn.push_back({alpha, fading});
  });
  return drawn;
}

Flight flight(bool fade, double start, double duration) {
  Flight f;
  f.key = 1;
  f.from = ImVec2(0, 0);
  f.to = ImVec2(100, 50);
  f.width_from = f.width_to = 40;
  f.start = start;
  f.duration = duration;
  f.fade = fade;
  return f;
}

}  // namespace

TEST_CASE("a fade is drawn as a fade up to its last instant, even when its alpha rounds to 1") {
  Motion motion;
  motion.add(flight(true, 10.0, 0.2));
  // Just before the end: the double ratio is below 1, its float is 1.0f.
  const double now = 10.2 - 1e-12;
  REQUIRE(motion.update(now));  // still in the air
  const std::vector<Drawn> drawn = draw_at(motion, now);
  REQUIRE(drawn.size() == 1);
  CHECK(drawn[0].fading);
  CHECK(drawn[0].alpha == 1.0f);
}

TEST_CASE("a travelling card is drawn opaque and not as a fade, waiting at its origin before it starts") {
  Motion motion;
  motion.add(flight(false, 10.0, 0.2));
  for (const double now : {9.9, 10.0, 10.1}) {
    const std::vector<Drawn> drawn = draw_at(motion, now);
    REQUIRE(drawn.size() == 1);
    CHECK_FALSE(drawn[0].fading);
    CHECK(drawn[0].alpha == 1.0f);
  }
  CHECK_FALSE(motion.update(10.2));
  CHECK(draw_at(motion, 10.2).empty());
}
