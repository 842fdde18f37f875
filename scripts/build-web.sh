#!/usr/bin/env bash
# Cardavia — build the web tree (emcmake, MinSizeRel) into build/web/; the site lands in
# build/web/site/: the table app (index.html, .js, .wasm) and the rules pages (<lang>/, <lang>/<game>/).
# Expects scripts/setup.sh to have run (serve.sh and test.sh run it first).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export NODE_PATH=/usr/share/nodejs   # emcc under node 20 needs Debian's node modules (acorn)
# shellcheck disable=SC1091
source build/deps.env                # CARDAVIA_SDL2_DIR, CARDAVIA_IMGUI_DIR (written by setup.sh)
emcmake cmake -S . -B build/web -G Ninja -DCMAKE_BUILD_TYPE=MinSizeRel \
  -DSDL2_DIR="$CARDAVIA_SDL2_DIR" -DCARDAVIA_IMGUI_DIR="$CARDAVIA_IMGUI_DIR" >/dev/null
cmake --build build/web -j2
test -f build/web/site/index.html -a -f build/web/site/cardavia.wasm -a -f build/web/site/cardavia.js
test -f build/web/site/en/index.html -a -f build/web/site/en/cabo/index.html
