#!/usr/bin/env bash
# Cardavia — THE test command: set up, build everything, run every test. Exits non-zero on any
# failure. Steps:
#   1. scripts/setup.sh                       (installs/caches the toolchain; quick when done),
#      then scripts/env.sh                    (its Node.js >= 20 first on PATH)
#   2. native build (g++, Ninja) + CTest      (Catch2 suites, scenario replays)
#   3. web build (emcmake, MinSizeRel)        (the site and the node API module)
#   4. node --test tests/web/                 (Embind digest = native digest; Playwright browser test)
#   5. fuzz smoke: libFuzzer on the scenario decoder and replay for FUZZ_SECONDS (default 30),
#      seeded with every scenario file (clang-14, ASan + UBSan; fuzz/)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
start=$(date +%s)
step() { printf '\n==== %s (%ss)\n' "$*" "$(( $(date +%s) - start ))"; }

step "setup"
bash scripts/setup.sh
source scripts/env.sh   # the Node.js >= 20 that setup.sh chose, first on PATH for the steps below

step "native build"
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j2

step "web build"
bash scripts/build-web.sh

step "native tests (CTest)"
ctest --test-dir build/native --output-on-failure -j2

step "web tests (node: Embind API, Playwright browser)"
node --test tests/web/

step "fuzz smoke (scenario decoder and replay, ${FUZZ_SECONDS:-30} s)"
cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build/fuzz --target scenario_fuzz -j2
rm -rf build/fuzz/corpus && mkdir -p build/fuzz/corpus
for f in $(find tests/scenarios -name '*.json' ! -name '*.expected.json'); do
  cp "$f" "build/fuzz/corpus/$(echo "${f#tests/scenarios/}" | tr '/' '_')"
done
build/fuzz/fuzz/scenario_fuzz -max_total_time="${FUZZ_SECONDS:-30}" -rss_limit_mb=2048 \
  -print_final_stats=1 build/fuzz/corpus 2>&1 | tail -n 12

step "all tests passed"
