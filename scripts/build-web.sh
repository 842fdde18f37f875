#!/usr/bin/env bash
# Cardavia — build the web tree (emcmake, MinSizeRel) into build/web/; the site lands in
# build/web/site/: the table app (index.html, .js, .wasm), the rules pages (<lang>/, <lang>/<game>/),
# the app's manifest and icons, and the service worker over all of it (sw.js).
# Expects scripts/setup.sh to have run (serve.sh and test.sh run it first).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# emcc runs on /usr/bin/node; when that is a node 20 rather than Debian's 18, it finds Debian's
# node modules (acorn) only through NODE_PATH.
export NODE_PATH=/usr/share/nodejs
source scripts/env.sh                # CARDAVIA_SDL2_DIR, CARDAVIA_IMGUI_DIR; Node.js 20 first on PATH
emcmake cmake -S . -B build/web -G Ninja -DCMAKE_BUILD_TYPE=MinSizeRel \
  -DSDL2_DIR="$CARDAVIA_SDL2_DIR" -DCARDAVIA_IMGUI_DIR="$CARDAVIA_IMGUI_DIR" >/dev/null
cmake --build build/web -j2
test -f build/web/site/index.html -a -f build/web/site/cardavia.wasm -a -f build/web/site/cardavia.js
test -f build/web/site/en/index.html -a -f build/web/site/en/cabo/index.html
test -f build/web/site/sw.js -a -f build/web/site/manifest.webmanifest -a -f build/web/site/icons/icon-512.png
# The deploy copy: the site with .gz and .br beside each text and wasm file (docs/size.md).
bash scripts/precompress.sh build/web/site build/web/deploy
test -f build/web/deploy/cardavia.wasm.br -a -f build/web/deploy/cardavia.wasm.gz
