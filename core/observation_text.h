// Whether observations print their canonical text (Observation::to_string, core/game_state.h).
// The tests, the CLI and the invariants read it; the site never does, and the three games' texts
// cost the first visit about 3 KB gzip (docs/size.md). So the web build defines
// CARDAVIA_NO_OBSERVATION_TEXT (core/CMakeLists.txt) and every game's observation returns "" from
// to_string() there: the constant folds, and the formatting drops out of the wasm.
#pragma once

namespace cardavia {

#ifdef CARDAVIA_NO_OBSERVATION_TEXT
inline constexpr bool kObservationText = false;
#else
inline constexpr bool kObservationText = true;
#endif

}  // namespace cardavia
