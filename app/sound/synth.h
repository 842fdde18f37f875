// Cardavia — the cues' sounds, made in code (no audio files, no bytes of assets): each cue is a
// few tones, each a sine (gliding from one pitch to another) or a soft noise (a card's rustle),
// under an envelope that rises in 4 ms and falls away to silence, so nothing clicks. Every cue
// lasts 40–250 ms; its tones' levels never sum past 0.8, so no sample reaches ±1 even before the
// volume. Platform-free: the platform (frontend/sdl_audio.h) asks for a cue's samples at its
// device's own rate, mono float, and plays them.
#pragma once

#include <vector>

#include "app/sound/cues.h"

namespace cardavia::app::sound {

// How long `cue` sounds, in seconds.
double cue_seconds(Cue cue);

// `cue`'s samples, mono, at `rate` samples per second, times `gain` (0–1: the volume):
// round(cue_seconds × rate) of them, each in [−gain, gain].
std::vector<float> synthesize(Cue cue, int rate, float gain);

// The volume setting (0–100) as a gain: squared, so the slider's steps sound even.
float volume_gain(int volume);

}  // namespace cardavia::app::sound
