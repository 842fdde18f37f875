#!/usr/bin/env bash
# Cardavia — THE test command: set up, build everything, run every test. Exits non-zero on any
# failure. Steps:
#   1. scripts/setup.sh                       (installs/caches the toolchain; quick when done),
#      then scripts/env.sh                    (its Node.js >= 20 first on PATH)
#   2. native build (g++, Ninja) + CTest      (Catch2 suites, scenario replays, the desktop window
#                                             under xvfb-run: tests/desktop/desktop_test.py)
#   3. web build (emcmake, MinSizeRel)        (the site and the node API module), then the
#      size budget (scripts/size-report.sh: fails over CARDAVIA_SIZE_BUDGET bytes gzip -9)
#   4. node --test tests/web/                 (Embind digest and link codec = native; self-play
#                                             native = wasm; Playwright browser test; the engine
#                                             smoke in Firefox ESR and WebKitGTK under its own
#                                             Xvfb, tests/web/engines.test.mjs, docs/engines.md)
#   5. the native tests again under ASan + UBSan (clang-14, build/asan/), all but the longest
#      statistical runs (ASAN_EXCLUDED below; docs/reliability.md)
#   6. fuzz smoke (the same build/asan tree): libFuzzer on every fuzz/*_fuzz.cpp target (scenario, save, link, each game's
#      action notation, …), the FUZZ_SECONDS (default 30) shared among them, each seeded with
#      fuzz/corpus/NAME/ and what seed_corpus below adds (clang-14, ASan + UBSan; fuzz/)
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

# The first visit's budget: gzip -9 of what the page loads before its first playable frame
# (docs/size.md). Issue 27's target is 400,000; this is today's ceiling, under it (370,862 with SDL2
# out of the site and access.js/embed.js off the first frame's path; 375,086 once the round tables
# and the folding log (+2.1 KB) and the cards said in words (+1.4 KB) merged, 2026-12-02), lowered as
# the next cuts land — no change may grow the first visit silently. 385,500 since issue 26 (the
# shell's units, paid for by a smaller sscanf: -1,159 net) and issue 32's daily deal and statistics
# (+~10 KB with the game registries, docs/size.md "The shell as screens"), 385,266 measured;
# 384,500 once std::vector<bool> left core (384,479 measured); then issue 32's entries on the start
# screen, the first-begun daily and the statistics with the saves, and pass-and-play (+7,110: the
# people and levels in saves and links, the seat rows, the cover; docs/size.md "Pass-and-play"):
# 393,800, 393,773 measured (docs/size.md "Issue 32 merged"); 393,900 with the rows that follow the
# keyboard's focus (393,881 measured here, 393,929 in a fresh clone: the build id differs);
# 394,000; 381,150 after the size diet (381,054 measured from 393,867: ordered_json out of the
# site, one member() lookup, no std::sort of plural entries or of cards, one parser input type;
# docs/size.md "Size diet"); 393,900 with the coach, its hint and its review (393,763 measured:
# docs/size.md "The coach": it spends what the diet saved, and the first visit is no bigger than
# before the diet); 392,200 once the phrases' builders took their blank's name as a pointer
# (-2,136) and Chkobba's Hard its inference (+391; 392,094 measured: docs/size.md "Issue 30's third
# session"); 391,300 once the site's bots stopped formatting traces nobody reads (-1,010; 391,185
# measured: docs/size.md "Issue 30's fifth session"); 387,730 once the observations' text left the
# site and paid for Cabo's Hard inference (-4,058 and +478; 387,615 measured: docs/size.md "Issue
# 30's sixth session"); 387,250 once one JSON parser paid for Chkobba's Hard reading every hand
# (-1,847 and +1,366; 387,126 measured: docs/size.md "Issue 30's eighth session"); 388,050 once a
# frame that cannot keep its match says so and offers a new tab (+788; 387,918 measured: docs/size.md
# "Issue 49: the element, and a frame that keeps nothing"); 385,120 once the deal's fingerprint
# (+4,649) was paid for by the table's acts without std::function's type names (-7,557; 384,985
# measured: docs/size.md "Issue 50: the deal's fingerprint"); 385,680 once it landed with the daily's
# fingerprint and the title's own row (+558; 385,543 measured:
# docs/size.md "Issue 50 landed"); 386,470 once the live region's lines came from C++ (+795;
# 386,338 measured: docs/size.md "Issue 47: the live region's lines"); 386,430 once the router's
# table, the table's flow, its targets as requests, CoachHint and TableLog landed (+9; 386,347
# measured: docs/size.md "Issue 47: the router's table, the table's flow, its targets as
# requests"); 386,500 with the table's mode, the type scale, Cabo's choices and the pile label
# (+102; 386,449 measured: docs/size.md "Issue 47: the table's mode, the type scale, Cabo's
# choices, the pile label"); 386,900 with the move events (+393 over 386,425; 386,818 measured:
# docs/size.md "Issue 47: moves as events"); 388,200 with the games' own start state, view taps
# as data and session/<game>/ (+1,329 over 386,801; 388,130 measured: docs/size.md "Issue 47:
# games own their start state"); 387,220 with the pack registry and the views split, a card one
# 32-bit word again (-1,031 under 388,125; 387,094 measured: docs/size.md "Issue 47: the pack
# registry, the views split, a card one word"); 387,600 with Cucù's kReach (+93 raw code, +385
# gzip: 387,479 measured); 385,950 with page/share.js after the first frame (-1,716; 385,827
# measured: docs/size.md "Issue 47: share.js after the first frame"); 398,550 with the site on
# SDL2 and what paid for it (+12,540; 398,458 measured: docs/size.md "Issue 46"); 398,700 with
# sound, take-backs and the score charts and what paid for them (+150; 398,545 measured: docs/size.md
# "Issue 48: the bytes for sound, take-backs and charts"). The room above
# the figure is for the build id, which changes the gzip size by a few bytes from commit to
# commit (its length moves nothing since it sits in a slot of fixed size: core/build_info.cpp).
# (tests/web/size_budget.test.mjs checks it stays at most 400,000).
step "size budget (scripts/size-report.sh)"
CARDAVIA_SIZE_BUDGET="${CARDAVIA_SIZE_BUDGET:-398700}" bash scripts/size-report.sh

step "native tests (CTest)"
ctest --test-dir build/native --output-on-failure -j2

step "web tests (node: Embind API, Playwright browser, Firefox and WebKit smoke)"
# Two test files at a time (node's default on 2 cores is one): a browser test mostly waits for
# the table's frames and the computers' pauses, so two share the machine's two cores without
# either waiting on the other; every test waits for the report to show what it expects, never a
# fixed time, so a slower frame makes it slower, not wrong. Each file serves the site on a port of
# its own and writes only under its own names.
node --test --test-concurrency=2 tests/web/

# Under the sanitizers the suite runs several times slower: the two 10 000-match property runs
# and the heads-up strength statistics stay native-only (the soak, the deep property checks and
# every other test cover the same code), and the soak plays 500 matches per game instead of 3000.
ASAN_EXCLUDED='10 000 random matches|the stronger level wins more than half|Hard wins clearly more than its share'
# One clang tree serves both the sanitizer tests and the fuzz smoke: every object is built once
# with ASan + UBSan and libFuzzer's coverage hooks (-fsanitize=fuzzer-no-link, which the tests link
# without libFuzzer's main), instead of two trees compiling the same sources twice.
step "native tests under ASan + UBSan (clang-14, build/asan)"
cmake -S . -B build/asan -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCARDAVIA_SANITIZE=ON -DCARDAVIA_FUZZ=ON -DCARDAVIA_SOAK_MATCHES=500 >/dev/null
cmake --build build/asan -j2
ctest --test-dir build/asan --output-on-failure -j2 -E "$ASAN_EXCLUDED"

step "fuzz smoke (every fuzz target, ${FUZZ_SECONDS:-30} s in all)"
fuzz_targets=$(cd fuzz && ls ./*_fuzz.cpp | sed 's|^\./||; s|\.cpp$||')
# A target's seeds: its own folder fuzz/corpus/NAME/, then what the test data gives it.
seed_corpus() {  # $1: target name without _fuzz, $2: corpus folder
  if [ -d "fuzz/corpus/$1" ]; then cp fuzz/corpus/"$1"/* "$2"/; fi
  local f
  case "$1" in
    scenario|save)  # every scenario file, sample save and rules page's example
      for f in $(find tests/scenarios tests/saves pages -name '*.json' ! -name '*.expected.json'); do
        cp "$f" "$2/$(echo "${f#tests/}" | tr '/' '_')"
      done ;;
    link)  # the payload of each of them that has one, without the newline the CLI prints
      local payload
      for f in $(find tests/scenarios tests/saves pages -name '*.json' ! -name '*.expected.json'); do
        if payload=$(build/native/cardavia link encode "$f"); then
          printf '%s' "$payload" > "$2/$(echo "${f#tests/}" | tr '/' '_').txt"
        fi
      done ;;
    cabo_notation|chkobba_notation|cucu_notation)  # the notation of that game's scenario files
      python3 fuzz/make_notation_corpus.py "${1%_notation}" "$2" >/dev/null ;;
  esac
}
fuzz_count=$(echo "$fuzz_targets" | wc -w)
fuzz_each=$(( ${FUZZ_SECONDS:-30} / fuzz_count ))
if [ "$fuzz_each" -lt 3 ]; then fuzz_each=3; fi
for target in $fuzz_targets; do
  corpus="build/asan/corpus/$target"
  rm -rf "$corpus" && mkdir -p "$corpus"
  seed_corpus "${target%_fuzz}" "$corpus"
  printf -- '-- %s: %s s, %s seeds\n' "$target" "$fuzz_each" "$(ls "$corpus" | wc -l)"
  "build/asan/fuzz/$target" -max_total_time="$fuzz_each" -rss_limit_mb=2048 \
    -print_final_stats=1 "$corpus" 2>&1 | tail -n 4
done

step "all tests passed"
