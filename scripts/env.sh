# shellcheck shell=bash
# Cardavia — sourced (not run) by the scripts after scripts/setup.sh: the environment it chose.
# build/deps.env (written by setup.sh) says where the web build's dependencies are
# (CARDAVIA_SDL2_DIR, CARDAVIA_IMGUI_DIR) and, in CARDAVIA_NODE_BIN, the folder of the Node.js 20
# that setup.sh installed because the node on PATH was older. That folder goes first on PATH, so
# every later `node` (the node and browser tests, Playwright, the static server) is that one; it is
# empty when the machine's own node is new enough. Emscripten is not concerned: it runs on
# /usr/bin/node (its config) whatever PATH says. By hand, before a single test:
#   source scripts/env.sh && node --test tests/web/browser.test.mjs
# shellcheck disable=SC1091
source "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/deps.env"
if [ -n "${CARDAVIA_NODE_BIN:-}" ]; then
  case "$PATH" in
    "$CARDAVIA_NODE_BIN:"*) ;;   # already first (an outer script sourced this file)
    *) export PATH="$CARDAVIA_NODE_BIN:$PATH" ;;
  esac
fi
