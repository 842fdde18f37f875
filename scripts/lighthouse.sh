#!/usr/bin/env bash
# Cardavia — Lighthouse's accessibility, best-practices and SEO audits (its default mobile preset)
# over one page of each kind: the table app's page, a home page, a game's rules page, the embed
# example. Prints each page's three scores and, for any below 100, the audits that failed; exits 1
# when a score is under 100. A documented command (docs/accessibility.md), not part of the test
# command: Lighthouse is ~150 npm packages, installed outside the clone.
#   bash scripts/lighthouse.sh [LIGHTHOUSE_DIR]   default /tmp/lh-a11y (npm i -E lighthouse@12.2.3
#                                                 there when it is missing)
#   PORT=8089  CHROME_PATH=/usr/bin/chromium      the defaults
# Build the site first (bash scripts/build-web.sh). The rules pages are rebuilt into a copy of the
# site with --base-url (scripts/build_pages.py), as a deployment with a known address would have
# them: Lighthouse's SEO audit wants absolute hreflang alternates.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
LH_DIR="${1:-/tmp/lh-a11y}"
PORT="${PORT:-8089}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
LIGHTHOUSE_VERSION=12.2.3
[ -f build/web/site/index.html ] || { echo "lighthouse.sh: no build/web/site: run bash scripts/build-web.sh" >&2; exit 2; }
source scripts/env.sh
if [ "$("$LH_DIR/node_modules/.bin/lighthouse" --version 2>/dev/null)" != "$LIGHTHOUSE_VERSION" ]; then
  mkdir -p "$LH_DIR"
  (cd "$LH_DIR" && npm i -E "lighthouse@$LIGHTHOUSE_VERSION" --no-audit --no-fund --loglevel=error)
fi

WORK="$(mktemp -d)"
cleanup() { [ -n "${SERVER:-}" ] && kill "$SERVER" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
cp -r build/web/site "$WORK/site"
BASE="http://127.0.0.1:$PORT/"
/usr/bin/python3 scripts/build_pages.py "$WORK/site" --base-url "$BASE"
node scripts/static-server.mjs "$WORK/site" "$PORT" >/dev/null 2>&1 &
SERVER=$!
for _ in $(seq 50); do curl -sf "$BASE" >/dev/null && break; sleep 0.2; done

status=0
printf '| page | accessibility | best practices | SEO |\n|---|---:|---:|---:|\n'
for page in "" "en/" "en/cabo/" "embed-example.html"; do
  out="$WORK/report.json"
  "$LH_DIR/node_modules/.bin/lighthouse" "$BASE$page" --quiet --output=json --output-path="$out" \
    --only-categories=accessibility,best-practices,seo \
    --chrome-flags="--headless=new --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader" \
    >/dev/null 2>"$WORK/lighthouse.log" || { tail -5 "$WORK/lighthouse.log" >&2; exit 1; }
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const ids = ["accessibility", "best-practices", "seo"];
    const score = (id) => Math.round(r.categories[id].score * 100);
    console.log(`| \`/${process.argv[2]}\` | ${ids.map(score).join(" | ")} |`);
    for (const id of ids) {
      for (const ref of r.categories[id].auditRefs) {
        const a = r.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) console.error(`  ${id}: ${a.id}: ${a.title}`);
      }
    }
    process.exit(ids.every((id) => score(id) === 100) ? 0 : 1);
  ' "$out" "$page" || status=1
done
exit $status
