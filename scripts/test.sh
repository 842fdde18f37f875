#!/usr/bin/env bash
# Cardavia — THE test command: set up, build everything, run every test. Exits non-zero on any
# failure. Steps:
#   1. scripts/setup.sh                       (installs/caches the toolchain; quick when done)
#   2. native build (g++, Ninja) + CTest      (Catch2 suites, scenario replays)
#   3. web build (emcmake, MinSizeRel)        (the site and the node API module)
#   4. node --test tests/web/                 (Embind digest = native digest; self-play native =
#                                             wasm; Playwright browser test)
#   5. the native tests again under ASan + UBSan (clang-14, build/asan/), all but the longest
#      statistical runs (ASAN_EXCLUDED below; docs/reliability.md)
#   6. fuzz smoke: libFuzzer on the scenario decoder and replay, and on each game's action
#      notation parser, for FUZZ_SECONDS each (default 30), seeded with every scenario file
#      (clang-14, ASan + UBSan; fuzz/)
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

# Under the sanitizers the suite runs several times slower: the two 10 000-match property runs
# and the heads-up strength statistics stay native-only (the soak, the deep property checks and
# every other test cover the same code), and the soak plays 500 matches per game instead of 3000.
ASAN_EXCLUDED='10 000 random matches|the stronger level wins more than half'
step "native tests under ASan + UBSan (clang-14, build/asan)"
cmake -S . -B build/asan -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCARDAVIA_SANITIZE=ON -DCARDAVIA_SOAK_MATCHES=500 >/dev/null
cmake --build build/asan -j2
ctest --test-dir build/asan --output-on-failure -j2 -E "$ASAN_EXCLUDED"

step "fuzz smoke (scenario decoder and replay, ${FUZZ_SECONDS:-30} s)"
cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCARDAVIA_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build/fuzz --target scenario_fuzz cabo_notation_fuzz chkobba_notation_fuzz \
  cucu_notation_fuzz -j2
rm -rf build/fuzz/corpus && mkdir -p build/fuzz/corpus
for f in $(find tests/scenarios -name '*.json' ! -name '*.expected.json'); do
  cp "$f" "build/fuzz/corpus/$(echo "${f#tests/scenarios/}" | tr '/' '_')"
done
build/fuzz/fuzz/scenario_fuzz -max_total_time="${FUZZ_SECONDS:-30}" -rss_limit_mb=2048 \
  -print_final_stats=1 build/fuzz/corpus 2>&1 | tail -n 12

# Each game's notation parser, seeded with the notation of its scenario files (fuzz/notation_fuzz.cpp).
for game in cabo chkobba cucu; do
  step "fuzz smoke ($game action notation, ${FUZZ_SECONDS:-30} s)"
  rm -rf "build/fuzz/notation-corpus/$game"
  python3 fuzz/make_notation_corpus.py "$game" "build/fuzz/notation-corpus/$game"
  "build/fuzz/fuzz/${game}_notation_fuzz" -max_total_time="${FUZZ_SECONDS:-30}" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 "build/fuzz/notation-corpus/$game" 2>&1 | tail -n 12
done

step "all tests passed"
