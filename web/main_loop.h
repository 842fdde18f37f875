// Cardavia — the one Emscripten quirk of the main loop, isolated (see main_loop.cpp).
#pragma once

namespace cardavia::web {

using FrameFn = void (*)(void* user);

// Calls `frame(user)` once per display refresh, forever. Never returns on the web.
void run_main_loop(FrameFn frame, void* user);

}  // namespace cardavia::web
