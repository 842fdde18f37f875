// Cardavia — whether a cue is heard: the player's policy, platform-free (the shell asks it for
// every cue the table gives, app/table_shell.cpp; what it lets through goes to the platform's
// device, frontend/sdl_audio.h).
//
//   nothing plays   sound off, the volume at 0, or the page hidden (a tab in the background, a
//                   phone locked: no noise from where the person is not looking)
//   the instant     computers' moves come in bursts: no cue of a move, only the round's and the
//   speed           match's ends
//   otherwise       a move's cue comes at least kMinGap after the last one heard, else it is
//                   dropped (no machine-gun of cues when moves come fast); the ends always play
//
// `played()` counts the cues let through since the page loaded: the report's sound.played.
#pragma once

#include "app/sound/cues.h"

namespace cardavia::app::sound {

struct Listening {
  bool on = true;        // the sound setting
  int volume = 70;       // 0–100
  bool hidden = false;   // the page (or the window) is not seen
  bool instant = false;  // Speed::Instant
};

class SoundPolicy {
 public:
  static constexpr double kMinGap = 0.12;  // seconds between two cues of moves

  // Whether `cue`, offered at `now` (seconds, any clock that runs forward), is heard; counted if so.
  bool offer(Cue cue, double now, const Listening& listening);
  int played() const { return played_; }

 private:
  int played_ = 0;
  double last_at_ = -1e9;  // when the last cue was let through
};

}  // namespace cardavia::app::sound
