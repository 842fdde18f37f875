#!/usr/bin/env bash
# Cardavia — the site as a host that serves precompressed files wants it (docs/size.md, "Deploying
# with precompressed files"): a copy of the site with FILE.gz (gzip -9) and FILE.br (brotli -q 11)
# beside each text or wasm file, so the host sends those bytes as they are instead of compressing
# on every request (or not at all).
#   bash scripts/precompress.sh [SITE_DIR] [OUT_DIR]   (default build/web/site → build/web/deploy)
# The site itself stays as it is: its service worker lists every file of it (sw.js), and must not
# fetch a .br beside each file. A compressed copy no smaller than its file is left out (the PNGs
# are compressed already: not tried). The same site gives the same bytes (gzip -n: no name, no
# time in the header).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SITE="${1:-$ROOT/build/web/site}"
OUT="${2:-$ROOT/build/web/deploy}"
test -f "$SITE/index.html" || { echo "precompress.sh: no site in $SITE (bash scripts/build-web.sh first)" >&2; exit 1; }
command -v brotli >/dev/null || { echo "precompress.sh: brotli is missing (scripts/setup.sh installs it)" >&2; exit 1; }
rm -rf "$OUT"
mkdir -p "$OUT"
cp -R "$SITE/." "$OUT/"
n=0
while IFS= read -r -d '' f; do
  size=$(wc -c < "$f")
  gzip -9 -n -c "$f" > "$f.gz"
  brotli -q 11 -c "$f" > "$f.br"
  for c in "$f.gz" "$f.br"; do
    if [ "$(wc -c < "$c")" -ge "$size" ]; then rm -f "$c"; else n=$((n + 1)); fi
  done
done < <(find "$OUT" -type f \( -name '*.html' -o -name '*.js' -o -name '*.mjs' -o -name '*.css' -o -name '*.json' \
                              -o -name '*.webmanifest' -o -name '*.svg' -o -name '*.wasm' -o -name '*.txt' \) -print0)
echo "precompress.sh: $n compressed files beside the site's in $OUT"
