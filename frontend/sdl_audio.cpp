// Cardavia — the cues heard through SDL2's audio (see sdl_audio.h).
#include "frontend/sdl_audio.h"

#include <SDL.h>

#include <vector>

#include "app/sound/synth.h"

namespace cardavia::frontend {

SdlAudio::~SdlAudio() {
  if (device_ != 0) SDL_CloseAudioDevice(device_);
}

void SdlAudio::open() {
  if (tried_) return;
  tried_ = true;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return;
  SDL_AudioSpec want{}, have{};
  want.freq = 48000;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 1024;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have,
                                SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE |
                                    SDL_AUDIO_ALLOW_SAMPLES_CHANGE);
  if (device_ == 0) return;
  rate_ = have.freq;
  channels_ = have.channels > 0 ? have.channels : 1;
  SDL_PauseAudioDevice(device_, 0);  // plays whatever is queued, silence otherwise
}

void SdlAudio::play(app::sound::Cue cue, int volume) {
  open();
  if (device_ == 0 || rate_ <= 0) return;
  const auto frame_bytes = static_cast<Uint32>(sizeof(float) * static_cast<unsigned>(channels_));
  if (SDL_GetQueuedAudioSize(device_) > static_cast<Uint32>(kMaxQueued * rate_) * frame_bytes)
    SDL_ClearQueuedAudio(device_);
  const std::vector<float> mono = app::sound::synthesize(cue, rate_, app::sound::volume_gain(volume));
  std::vector<float> frames;
  frames.reserve(mono.size() * static_cast<std::size_t>(channels_));
  for (const float sample : mono)
    for (int c = 0; c < channels_; ++c) frames.push_back(sample);
  SDL_QueueAudio(device_, frames.data(), static_cast<Uint32>(frames.size() * sizeof(float)));
}

void SdlAudio::set_hidden(bool hidden) {
  if (device_ == 0) return;
  if (hidden) SDL_ClearQueuedAudio(device_);
  SDL_PauseAudioDevice(device_, hidden ? 1 : 0);
}

}  // namespace cardavia::frontend
