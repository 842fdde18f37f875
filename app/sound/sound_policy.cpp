// Cardavia — whether a cue is heard (see sound_policy.h).
#include "app/sound/sound_policy.h"

namespace cardavia::app::sound {

bool SoundPolicy::offer(Cue cue, double now, const Listening& listening) {
  // Step 1. Silence asked for, or nobody looking.
  if (!listening.on || listening.volume <= 0 || listening.hidden) return false;
  // Step 2. A move's cue: none at the instant speed, none hard on the heels of the last.
  if (!is_ending(cue) && (listening.instant || now - last_at_ < kMinGap)) return false;
  // Step 3. Heard.
  last_at_ = now;
  ++played_;
  return true;
}

}  // namespace cardavia::app::sound
