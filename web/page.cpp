// Cardavia — calls from C++ to the page (see page.h).
#include "web/page.h"

#include <emscripten/emscripten.h>

namespace cardavia::web {

void report_frame(int frames_drawn) {
  // clang-format off
  EM_ASM({
    var c = (window.cardavia = window.cardavia || {});
    c.frames = $0;
    if ($0 === 1) document.body.setAttribute('data-first-frame', '1');
  }, frames_drawn);
  // clang-format on
}

}  // namespace cardavia::web
