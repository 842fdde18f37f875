#!/usr/bin/env bash
# Cardavia — THE test command: set up, build everything, run every test. Exits non-zero on any
# failure. Steps:
#   1. scripts/setup.sh                       (installs/caches the toolchain; quick when done)
#   2. native build (g++, Ninja) + CTest      (Catch2 suites, scenario replays)
#   3. web build (emcmake, MinSizeRel)        (the site and the node API module)
#   4. node --test tests/web/                 (Embind digest = native digest; Playwright browser test)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
start=$(date +%s)
step() { printf '\n==== %s (%ss)\n' "$*" "$(( $(date +%s) - start ))"; }

step "setup"
bash scripts/setup.sh

step "native build"
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j2

step "web build"
bash scripts/build-web.sh

step "native tests (CTest)"
ctest --test-dir build/native --output-on-failure -j2

step "web tests (node: Embind API, Playwright browser)"
node --test tests/web/
