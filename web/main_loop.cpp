// Cardavia — the main-loop quirk.
//
// Why this file exists: in a browser the page owns the event loop. A C++ `while (running)` loop
// would never give control back, so the page would freeze and no input, resize or WebGL frame
// would ever be delivered. Emscripten instead calls our frame function from
// requestAnimationFrame (fps = 0 means "at the display's refresh rate").
//
// simulate_infinite_loop = 1 makes emscripten_set_main_loop throw a JS "unwind" to leave main()
// at once, without running destructors or returning. So everything the frame function uses must
// outlive main(): the caller keeps its state in an object that is never destroyed (the App of
// web/app.h is heap-allocated by main() and deliberately never freed). Natively the same function would be
// a plain loop; only this file would change.
#include "web/main_loop.h"

#include <emscripten/emscripten.h>

namespace cardavia::web {

void run_main_loop(FrameFn frame, void* user) {
  emscripten_set_main_loop_arg(frame, user, /*fps=*/0, /*simulate_infinite_loop=*/1);
}

}  // namespace cardavia::web
