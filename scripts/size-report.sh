#!/usr/bin/env bash
# Cardavia — how big is the site? Prints bytes of each file of build/web/site/, raw, gzip -9 and
# brotli (what a static host or CDN sends), as a Markdown table for docs/size.md.
#   bash scripts/size-report.sh [SITE_DIR]      (default build/web/site; build it first)
set -euo pipefail
SITE="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/web/site}"
cd "$SITE"
raw() { wc -c < "$1" | tr -d ' '; }
gz() { gzip -9 -c "$1" | wc -c | tr -d ' '; }
br() { if command -v brotli >/dev/null; then brotli -q 11 -c "$1" | wc -c | tr -d ' '; else echo "-"; fi; }
echo "| file | raw bytes | gzip -9 bytes | brotli -q 11 bytes |"
echo "|---|---:|---:|---:|"
tr=0; tg=0; tb=0
# Every file the page loads before its first frame (shell.html's <link>/<script>s).
for f in cardavia.wasm cardavia.js index.html site.css boot.js page/storage.js page/controls.js page/share.js page/access.js page/embed.js; do
  r=$(raw "$f"); g=$(gz "$f"); b=$(br "$f")
  echo "| \`$f\` | $r | $g | $b |"
  tr=$((tr + r)); tg=$((tg + g)); [ "$b" = "-" ] || tb=$((tb + b))
done
echo "| **total** | $tr | $tg | $tb |"
