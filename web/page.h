// Cardavia — the few calls from C++ to the page (shell.html) that are not SDL's business.
#pragma once

namespace cardavia::web {

// Tells the page a frame was drawn: sets `window.cardavia.frames` (tests wait on it),
// `window.cardavia.waiting` (a timer of the table runs: the picture will change without input,
// though no frame is drawn until then — MatchTable::wake_at), `window.cardavia.releaseFrame` (the
// frame that handed ImGui the pointer's last release: a tap's button fires there, and the next
// frame's report shows what the tap did — tests wait for it) and, on the first frame,
// `data-first-frame` on <body> (the page hides its loading text).
void report_frame(int frames_drawn, bool waiting, int release_frame);

// Tells the page whether a match is running (started, not yet over): `data-match` on <body> while
// it is. The page's boot script lets a new build of the site take over only while none runs
// (web/boot.js, web/sw.js). Call when it changes.
void report_match_running(bool running);

// Replaces the page's loading text with a failure message (no WebGL 2, no GL context…).
void report_failure(const char* what);

}  // namespace cardavia::web
