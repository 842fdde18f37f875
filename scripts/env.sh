# shellcheck shell=bash
# Cardavia — sourced (not run) by the scripts after scripts/setup.sh: the environment it chose.
# build/deps.env (written by setup.sh) says where the web build's dependencies are
# (CARDAVIA_IMGUI_DIR) and, in CARDAVIA_NODE_BIN, the folder of the Node.js 20
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
# The compiler cache (ccache, a Debian package setup.sh installs) beside the deps cache, outside the
# clone: a second clone or worktree compiles only what changed, which is what keeps the test command
# under its 30 minutes on a warm cache (four trees: native, web, ASan+fuzz). CMake (>= 3.17) reads
# the launcher from these variables when a build tree is first configured. Paths are hashed relative
# to the clone (CCACHE_BASEDIR) and the build folder is not hashed, so clones anywhere share hits.
if [ -n "${CARDAVIA_CCACHE_DIR:-}" ] && command -v ccache >/dev/null; then
  export CCACHE_DIR="$CARDAVIA_CCACHE_DIR"
  export CCACHE_BASEDIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  export CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-6G}"
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache
fi
