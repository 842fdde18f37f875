// Cardavia — calls from C++ to the page (see page.h).
#include "web/page.h"

#include <emscripten/emscripten.h>

namespace cardavia::web {

void report_frame(int frames_drawn, bool waiting, int release_frame) {
  // clang-format off
  // Quoted property names: the glue may go through Closure's ADVANCED mode, which renames
  // unquoted ones.
  EM_ASM({
    var c = (window['cardavia'] = window['cardavia'] || {});
    c['frames'] = $0;
    c['waiting'] = !!$1;
    c['releaseFrame'] = $2;
    if ($0 === 1) document.body.setAttribute('data-first-frame', '1');
  }, frames_drawn, waiting, release_frame);
  // clang-format on
}

void report_match_running(bool running) {
  // clang-format off
  EM_ASM({
    if ($0) document.body.setAttribute('data-match', '1');
    else document.body.removeAttribute('data-match');
  }, running);
  // clang-format on
}

void report_failure(const char* what) {
  // clang-format off
  EM_ASM({
    var el = document.getElementById('loading');
    if (el) {
      el.textContent = 'The table could not start in this browser: ' + UTF8ToString($0);
      el.className = 'failed';
    }
  }, what);
  // clang-format on
}

}  // namespace cardavia::web
