// The clocks of the node programs built from the web tree (bench/CMakeLists.txt): the wall clock,
// and the node process's user + system CPU time (process.cpuUsage), which on a machine shared
// with other builds counts only our own time. Both in microseconds. Include from one file a
// program: EM_JS defines the function.
#pragma once

#include <emscripten.h>

#include <chrono>
#include <cstdint>

namespace wasm_clocks {

inline std::int64_t steady_microseconds() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

EM_JS(double, process_cpu_microseconds, (), {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
});

inline std::int64_t cpu_microseconds() {
  return static_cast<std::int64_t>(process_cpu_microseconds());
}

}  // namespace wasm_clocks
