// Cardavia — the cues' sounds (see synth.h).
#include "app/sound/synth.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace cardavia::app::sound {
namespace {

// One tone of a cue: a sine gliding from `hz` to `to_hz`, or (noise) a rustle whose brightness
// is `hz` (a one-pole low-pass's corner), from `start` for `length` seconds at `level`.
struct Tone {
  float start, length;
  float hz, to_hz;
  float level;
  bool noise;
};

struct CueSound {
  Tone tones[4];
  int count;
};

// The sounds: cards rustle (noise), the game's moments ring (sines, on a C major chord so that
// cues that follow each other agree). Levels are quiet on purpose: the sum of a cue's tones that
// sound together stays at or under 0.8.
constexpr CueSound kSounds[kCueCount] = {
    // Deal: two quick soft rustles, cards leaving the pack.
    {{{0.00f, 0.045f, 2500, 2500, 0.35f, true}, {0.05f, 0.045f, 2500, 2500, 0.3f, true}}, 2},
    // Flip: a short bright tick of a card turned.
    {{{0.00f, 0.05f, 5000, 5000, 0.35f, true}, {0.00f, 0.045f, 1400, 1300, 0.15f, false}}, 2},
    // Draw: a card slid off, a rustle that brightens.
    {{{0.00f, 0.08f, 1500, 1500, 0.4f, true}}, 1},
    // Discard: a card laid down, a rustle and a soft low knock.
    {{{0.00f, 0.06f, 3000, 3000, 0.35f, true}, {0.00f, 0.07f, 220, 160, 0.3f, false}}, 2},
    // Capture: two rising notes (E5, G5).
    {{{0.00f, 0.08f, 659, 659, 0.3f, false}, {0.06f, 0.10f, 784, 784, 0.3f, false}}, 2},
    // Sweep: a quick rising arpeggio (C5 E5 G5 C6).
    {{{0.00f, 0.08f, 523, 523, 0.2f, false}, {0.05f, 0.08f, 659, 659, 0.2f, false},
      {0.10f, 0.08f, 784, 784, 0.2f, false}, {0.15f, 0.10f, 1047, 1047, 0.2f, false}}, 4},
    // Call: a two-note call (G4, D5).
    {{{0.00f, 0.09f, 392, 392, 0.35f, false}, {0.09f, 0.11f, 587, 587, 0.35f, false}}, 2},
    // LifeLost: a falling glide (G4 down to C4).
    {{{0.00f, 0.22f, 392, 262, 0.4f, false}}, 1},
    // RoundWon: a major third up (C5, E5), the second held.
    {{{0.00f, 0.09f, 523, 523, 0.3f, false}, {0.08f, 0.14f, 659, 659, 0.3f, false}}, 2},
    // RoundLost: a minor step down (E4, C4).
    {{{0.00f, 0.09f, 330, 330, 0.3f, false}, {0.08f, 0.14f, 262, 262, 0.3f, false}}, 2},
    // MatchWon: the major chord rising (C5 E5 G5, then C6 held).
    {{{0.00f, 0.08f, 523, 523, 0.2f, false}, {0.06f, 0.08f, 659, 659, 0.2f, false},
      {0.12f, 0.08f, 784, 784, 0.2f, false}, {0.18f, 0.07f, 1047, 1047, 0.2f, false}}, 4},
    // MatchLost: falling (G4 E4 C4).
    {{{0.00f, 0.09f, 392, 392, 0.25f, false}, {0.08f, 0.09f, 330, 330, 0.25f, false},
      {0.16f, 0.09f, 262, 262, 0.25f, false}}, 3},
};

constexpr float kAttack = 0.004f;  // seconds to full level: a softer start than a step

// The envelope at `t` seconds into a tone `length` long: a short rise, then a fall that ends at
// silence (squared, as a struck sound fades).
float envelope(float t, float length) {
  if (t < kAttack) return t / kAttack;
  const float left = 1.0f - (t - kAttack) / (length - kAttack);
  return left * left;
}

}  // namespace

double cue_seconds(Cue cue) {
  const CueSound& s = kSounds[static_cast<int>(cue)];
  float end = 0;
  for (int i = 0; i < s.count; ++i) end = std::max(end, s.tones[i].start + s.tones[i].length);
  return end;
}

std::vector<float> synthesize(Cue cue, int rate, float gain) {
  const CueSound& s = kSounds[static_cast<int>(cue)];
  std::vector<float> out(static_cast<std::size_t>(std::lround(cue_seconds(cue) * rate)), 0.0f);
  if (rate <= 0) return out;
  const float step = 1.0f / static_cast<float>(rate);
  std::uint32_t noise = 0x9E3779B9u;  // the same rustle every time: a fixed seed
  for (int i = 0; i < s.count; ++i) {
    const Tone& tone = s.tones[i];
    const auto first = static_cast<std::size_t>(std::lround(tone.start * rate));
    const auto count = static_cast<std::size_t>(std::lround(tone.length * rate));
    // The low-pass's share of each new noise sample: brighter with a higher corner.
    const float smooth = 1.0f - std::exp(-2.0f * std::numbers::pi_v<float> * tone.hz * step);
    float phase = 0, filtered = 0;
    for (std::size_t k = 0; k < count && first + k < out.size(); ++k) {
      const float t = static_cast<float>(k) * step;
      float wave;
      if (tone.noise) {
        noise = noise * 1664525u + 1013904223u;  // a linear congruential step (Numerical Recipes)
        const float white = static_cast<float>(noise >> 8) / 8388608.0f - 1.0f;
        filtered += smooth * (white - filtered);
        wave = filtered;
      } else {
        const float hz = tone.hz + (tone.to_hz - tone.hz) * (t / tone.length);
        phase += 2.0f * std::numbers::pi_v<float> * hz * step;
        wave = std::sin(phase);
      }
      out[first + k] += tone.level * envelope(t, tone.length) * wave;
    }
  }
  // The tones' levels keep the sum under 1; the clamp is the promise kept whatever the gain.
  const float g = std::clamp(gain, 0.0f, 1.0f);
  for (float& sample : out) sample = std::clamp(sample * g, -1.0f, 1.0f);
  return out;
}

float volume_gain(int volume) {
  const float v = static_cast<float>(std::clamp(volume, 0, 100)) / 100.0f;
  return v * v;
}

}  // namespace cardavia::app::sound
