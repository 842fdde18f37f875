// libFuzzer target for the scenario decoder and replay: any byte string must give a result or the
// contract's error object — never a crash, a hang or an unterminated replay.
//   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON
//   cmake --build build/fuzz --target scenario_fuzz && build/fuzz/fuzz/scenario_fuzz -max_total_time=60
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const cardavia::ReplayOutcome outcome = cardavia::replay_scenario(text);
  // Every outcome is a JSON object; an empty answer would be a silent failure.
  if (outcome.json.empty() || outcome.json.front() != '{') __builtin_trap();
  return 0;
}
