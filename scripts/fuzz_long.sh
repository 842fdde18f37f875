#!/usr/bin/env bash
# Cardavia — the long fuzz runs (docs/reliability.md, "Long fuzz runs"): every fuzz/*_fuzz.cpp
# target, one after the other, for FUZZ_RUNS executions (default 1 000 000) or FUZZ_MAX_SECONDS
# (default 3600) each, whichever comes first, seeded as scripts/test.sh's fuzz smoke seeds them.
#   bash scripts/fuzz_long.sh [TARGET...]        (default: every target)
# Builds the fuzz targets in build/asan/ (clang-14, ASan + UBSan + libFuzzer: the tree
# scripts/test.sh configures for its sanitizer tests and fuzz smoke) first. Prints each target's libFuzzer
# final stats and the corpus it grew to; a crash stops the run (libFuzzer writes crash-* here).
# CARDAVIA_CLI: the native cardavia used for the link seeds (default build/native/cardavia).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
RUNS="${FUZZ_RUNS:-1000000}"
MAX="${FUZZ_MAX_SECONDS:-3600}"
CLI="${CARDAVIA_CLI:-build/native/cardavia}"
targets="${*:-$(cd fuzz && ls ./*_fuzz.cpp | sed 's|^\./||; s|\.cpp$||')}"
cmake -S . -B build/asan -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCARDAVIA_SANITIZE=ON -DCARDAVIA_FUZZ=ON -DCARDAVIA_SOAK_MATCHES=500 >/dev/null
# shellcheck disable=SC2086  # one word per target
cmake --build build/asan --target $targets -j2 >/dev/null
seed_corpus() {  # $1: target name without _fuzz, $2: corpus folder (as scripts/test.sh)
  if [ -d "fuzz/corpus/$1" ]; then cp fuzz/corpus/"$1"/* "$2"/; fi
  local f payload
  case "$1" in
    scenario|save)
      for f in $(find tests/scenarios tests/saves pages -name '*.json' ! -name '*.expected.json'); do
        cp "$f" "$2/$(echo "${f#tests/}" | tr '/' '_')"
      done ;;
    link)
      for f in $(find tests/scenarios tests/saves pages -name '*.json' ! -name '*.expected.json'); do
        if payload=$("$CLI" link encode "$f" 2>/dev/null); then
          printf '%s' "$payload" > "$2/$(echo "${f#tests/}" | tr '/' '_').txt"
        fi
      done ;;
    cabo_notation|chkobba_notation|cucu_notation)
      python3 fuzz/make_notation_corpus.py "${1%_notation}" "$2" >/dev/null ;;
  esac
}
for target in $targets; do
  corpus="build/asan/long-corpus/$target"
  rm -rf "$corpus" && mkdir -p "$corpus"
  seed_corpus "${target%_fuzz}" "$corpus"
  seeds=$(ls "$corpus" | wc -l)
  start=$(date +%s)
  echo "== $target: $seeds seeds, -runs=$RUNS -max_total_time=$MAX"
  "build/asan/fuzz/$target" -runs="$RUNS" -max_total_time="$MAX" -rss_limit_mb=2048 -print_final_stats=1 \
    "$corpus" > "build/asan/long-$target.log" 2>&1
  grep -E '^(#[0-9]+ +(DONE|pulse|INITED))|stat::|cov:' "build/asan/long-$target.log" | tail -n 8
  echo "   wall $(( $(date +%s) - start )) s, corpus $(ls "$corpus" | wc -l) files"
done
