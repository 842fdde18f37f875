// Cardavia — the cues heard through SDL2's audio, for every front end (the site and the desktop
// window; the platform owns it: frontend/sdl_platform.h). The table's cues (app/sound/cues.h)
// come through the shell's policy (app/sound/sound_policy.h); here they only become sound.
//
//   the device  opened once, at the first tap (a browser starts audio only after a gesture: an
//               AudioContext made in the tap's own handler runs at once; one made later starts
//               suspended, and SDL resumes it at the next key or tap) or else at the first cue.
//               Mono float is asked for, and any rate and channel count the device has accepted
//               (SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | _CHANNELS_CHANGE | _SAMPLES_CHANGE): each cue
//               is made at the device's own rate, and copied to each of its channels, so SDL
//               converts nothing. The format stays float: the browser's Web Audio is float, so
//               SDL never builds a conversion stream there (web/link_trim.cpp cuts it off the
//               site); a desktop device that is not float gets SDL's conversion, which is fine
//               there
//   a cue       its samples queued (SDL_QueueAudio): cues are short and come one at a time, so
//               a queue plays them in turn with no mixer, no callback and no lock. A queue that
//               holds more than kMaxQueued seconds (the device was suspended, waiting for a
//               gesture) is dropped first: a late cue is no cue
//   hidden      the window hidden or minimised, the page's tab in the background (SDL's port
//               tells it as the window hidden): paused, its queue dropped
//   failures    no audio device, a browser with no Web Audio: the table stays silent, and says
//               nothing (sound is never needed to play)
#pragma once

#include <cstdint>

#include "app/sound/cues.h"

namespace cardavia::frontend {

class SdlAudio {
 public:
  SdlAudio() = default;
  SdlAudio(const SdlAudio&) = delete;
  SdlAudio& operator=(const SdlAudio&) = delete;
  ~SdlAudio();

  // Opens the device (once: a failure is not tried again).
  void open();
  // Plays `cue` at `volume` (0–100), opening the device first if needed.
  void play(app::sound::Cue cue, int volume);
  // The window was hidden (true) or shown again.
  void set_hidden(bool hidden);

 private:
  static constexpr double kMaxQueued = 0.3;  // seconds

  std::uint32_t device_ = 0;  // SDL_AudioDeviceID; 0: none
  bool tried_ = false;
  int rate_ = 0, channels_ = 1;
};

}  // namespace cardavia::frontend
