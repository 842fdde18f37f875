#!/usr/bin/env bash
# Cardavia — set up, build the site and serve it at http://127.0.0.1:8080/ (Ctrl-C stops).
#   PORT=9000 bash scripts/serve.sh    serves on another port
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${PORT:-8080}"
bash scripts/setup.sh
source scripts/env.sh   # the Node.js >= 20 that setup.sh chose, first on PATH (the server below)
bash scripts/build-web.sh
URL="http://127.0.0.1:${PORT}/"
GAME_URL="${URL}#cabo"   # the default game: Cabo's new-match sheet, one tap from a match
echo "Cardavia: the site is in build/web/site/ — serving it at ${URL}"
echo "The default game (Cabo): ${GAME_URL}"
# Open a browser only where there is a display to show it.
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && command -v xdg-open >/dev/null; then
  (sleep 1 && xdg-open "$GAME_URL" >/dev/null 2>&1 || true) &
fi
exec node scripts/static-server.mjs build/web/site "$PORT"
