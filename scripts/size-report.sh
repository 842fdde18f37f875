#!/usr/bin/env bash
# Cardavia — how big is the site? Prints bytes of each file of build/web/site/ the page loads
# before its first playable frame, raw, gzip -9 and brotli (what a static host or CDN sends), as a
# Markdown table for docs/size.md — and fails when their gzip -9 total is over the budget.
#   bash scripts/size-report.sh [SITE_DIR]      (default build/web/site; build it first)
#   CARDAVIA_SIZE_BUDGET=BYTES                   the budget (default 400000: issue 27's target);
#                                                scripts/test.sh passes today's ceiling
# Over the budget it prints the wasm's largest components (scripts/wasm-breakdown.py --top 8, read
# from the build beside the site) and exits 1.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SITE="$(cd "${1:-$ROOT/build/web/site}" && pwd)"
BUDGET="${CARDAVIA_SIZE_BUDGET:-400000}"
case "$BUDGET" in ''|*[!0-9]*) echo "size-report.sh: CARDAVIA_SIZE_BUDGET must be a number of bytes, not '$BUDGET'" >&2; exit 2;; esac
cd "$SITE"
raw() { wc -c < "$1" | tr -d ' '; }
gz() { gzip -9 -c "$1" | wc -c | tr -d ' '; }
br() { if command -v brotli >/dev/null; then brotli -q 11 -c "$1" | wc -c | tr -d ' '; else echo "-"; fi; }
echo "| file | raw bytes | gzip -9 bytes | brotli -q 11 bytes |"
echo "|---|---:|---:|---:|"
tr=0; tg=0; tb=0
# Every file the page loads before its first frame (shell.html's <link>/<script>s; not
# page/share.js and page/access.js, which boot.js loads after it, nor page/embed.js, loaded only
# embedded).
for f in cardavia.wasm cardavia.js index.html site.css boot.js page/storage.js page/controls.js; do
  r=$(raw "$f"); g=$(gz "$f"); b=$(br "$f")
  echo "| \`$f\` | $r | $g | $b |"
  tr=$((tr + r)); tg=$((tg + g)); [ "$b" = "-" ] || tb=$((tb + b))
done
echo "| **total** | $tr | $tg | $tb |"
if [ "$tg" -gt "$BUDGET" ]; then
  {
    echo
    echo "size-report.sh: $tg bytes gzip -9 to the first playable frame: over the budget of $BUDGET by $((tg - BUDGET))."
    echo "The wasm's largest components (python3 scripts/wasm-breakdown.py for all; docs/size.md):"
    python3 "$ROOT/scripts/wasm-breakdown.py" "$(dirname "$SITE")" --top 8 || true
  } >&2
  exit 1
fi
echo
echo "$tg bytes gzip -9 to the first playable frame: within the budget of $BUDGET."
