// Cardavia — card motion, keyed by card slot: a card that changes place flies from where it was
// drawn to where it goes (ease-out), or, with reduced motion, fades in at its destination.
//
// Widgets own nothing: the view asks `hidden(key)` before drawing a card at rest (a card in the
// air is not also drawn in its slot), then `draw()` paints the flights on top. Time is the frame
// time passed in (ImGui::GetTime()), so motion never depends on the frame rate.
//
//   frame   what the view does                     what Motion answers
//   0       add(flight), slot key K                hidden(K) = true while t < 1
//   1…n     draw(): position = from + (to−from)·ease(t)
//   n+1     t ≥ 1: flight dropped                  hidden(K) = false: drawn at rest again
#pragma once

#include <functional>
#include <vector>

#include "app/card_face.h"
#include "imgui.h"

namespace cardavia::app::table {

struct Flight {
  int key = 0;  // the destination slot hidden while the card flies
  ImVec2 from, to;
  float width_from = 0, width_to = 0;
  Face face = Face::back();  // a face only when the human may know the card
  double start = 0;
  double duration = 0;
  bool fade = false;  // reduced motion: no travel, fade in at `to`
  // Before `start`: true, the card waits where it comes from (a deal goes card by card, captured
  // cards resting on the table until they are swept); false, nothing is drawn (a dealt face, the
  // second leg of a card that flies twice, a later step of a chain whose card is not there yet:
  // the view draws the table as it stands until then).
  bool waits_at_origin = true;
};

class Motion {
 public:
  void add(const Flight& flight);
  void clear() { flights_.clear(); }
  // Drops finished flights; true while something is still moving.
  bool update(double now);
  bool busy() const { return !flights_.empty(); }
  bool hidden(int key, double now) const;
  // The end of the last flight (now when nothing moves).
  double settles_at(double now) const;
  // `fading` says which kind of flight this is (the report's "fade" or "travel"): a fade's alpha
  // can round to 1.0f on its last frame, so the alpha alone cannot tell.
  using DrawCard = std::function<void(ImVec2 top_left, float width, const Face& face, float alpha,
                                      bool fading)>;
  void draw(double now, const DrawCard& draw_card) const;

 private:
  std::vector<Flight> flights_;
};

float ease_out(float t);

}  // namespace cardavia::app::table
