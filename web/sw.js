// Cardavia — the service worker: the whole site offline, one build at a time (docs/web.md,
// "Offline"). The site's sw.js is this file under a header that scripts/build_offline.py writes
// at build time, after every other file of the site is in place:
//   const CARDAVIA_BUILD = '<16 hex digits>';   the build: a hash of every file's path and bytes
//   const CARDAVIA_FILES = [[path, sha256, bytes], …];   every file of the site but sw.js, its
//                                                         path relative to this worker's folder
// A new build changes the header, so the browser sees a new worker.
//
// [SECTION] One version, one cache
// The cache is named after the build ("cardavia-<build> <scope>"), filled whole while this
// worker installs, each file checked against its sha256, and only ever read by this worker: a
// page it serves gets its index.html, .js and .wasm from one build, never a mix.
//
// [SECTION] The lifecycle (a new build never interrupts a match)
//   install    fill this build's cache; a file is taken from the browser's HTTP cache when it has
//              the right bytes (the first visit's page has just fetched the wasm and its
//              folder's index.html: they are not downloaded twice), else from the network. Any
//              wrong or missing file fails the install (a half-uploaded deploy): the cache is
//              dropped and the browser tries again at a later visit. No skipWaiting here.
//   waiting    an older worker still serves open pages, from its own cache; this one waits.
//   activate   happens (a) when no page of the older build is open any more (the browser's
//              rule: the app closed and launched again), or (b) when a table page asks
//              ('activate-if-idle', sent by web/boot.js while no match runs in it) and every
//              table page of the site answers that no match is running ('in-match?'; no answer
//              within 2 s counts as a match). Old builds' caches of this scope are deleted then.
//              No clients.claim(): a page keeps the worker it was loaded with, and an open page
//              never reloads itself, so a running match runs on.
// Pages fetch nothing of the site after they start (the wasm carries fonts and words; a rules
// page's table is a frame, a navigation of its own), so a page taken over by a newer worker
// under (b) still never mixes two builds.
//
// [SECTION] Answers
// GET requests for a file of the set, whatever their query (?embed=1, ?lang=, deal links; the
// fragment never reaches a worker): from the cache, with the content type of the file's
// extension (the wasm as application/wasm, whatever the host said). A folder is its
// index.html; a folder without its slash is redirected to it. Anything else goes to the
// network untouched.
'use strict';

const SCOPE = self.registration.scope;  // ends with '/'
const SCOPE_PATH = new URL(SCOPE).pathname;
const CACHE_PREFIX = 'cardavia-';
const CACHE_SUFFIX = ' ' + SCOPE;  // another copy of the site on the same origin keeps its caches
const CACHE = CACHE_PREFIX + CARDAVIA_BUILD + CACHE_SUFFIX;
const FILES = new Map(CARDAVIA_FILES.map(([path, sha256, bytes]) => [path, { sha256, bytes }]));
const PARALLEL = 4;  // downloads at a time while installing
const ANSWER_TIMEOUT_MS = 2000;

const TYPES = {
  html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8', wasm: 'application/wasm', json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json', png: 'image/png', svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};
const typeOf = (path) => TYPES[path.slice(path.lastIndexOf('.') + 1)] || 'application/octet-stream';
const urlOf = (path) => new URL(path, SCOPE).href;

// [SECTION] Install: this build's files, checked -------------------------------------------------

async function sha256Hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// Where the browser's HTTP cache may hold a file: a folder's index.html was fetched as the folder
// ('./', 'en/cabo/') by the page that registered this worker.
function cachedUrlOf(path) {
  const folder = path === 'index.html' || path.endsWith('/index.html');
  return urlOf(folder ? path.slice(0, -'index.html'.length) : path);
}

// The file's bytes as this build has them: from the HTTP cache when it holds them, else from the
// network; a response of other bytes (another build's) is refused.
async function fetchChecked(path, expected) {
  for (const [url, cache] of [[cachedUrlOf(path), 'force-cache'], [urlOf(path), 'no-cache']]) {
    let response;
    try {
      response = await fetch(url, { cache, credentials: 'same-origin' });
    } catch (error) {
      if (cache === 'no-cache') throw error;
      continue;
    }
    if (!response.ok) continue;
    const body = await response.arrayBuffer();
    if (await sha256Hex(body) === expected.sha256) {
      return new Response(body, {
        headers: { 'Content-Type': typeOf(path), 'X-Cardavia-Build': CARDAVIA_BUILD },
      });
    }
  }
  throw new Error(`${path}: the host has other bytes than build ${CARDAVIA_BUILD}`);
}

async function fillCache() {
  const cache = await caches.open(CACHE);
  const todo = [...FILES.keys()];
  const worker = async () => {
    for (let path = todo.shift(); path !== undefined; path = todo.shift()) {
      // A file kept from an interrupted install of this same build was checked when stored.
      if (await cache.match(urlOf(path))) continue;
      await cache.put(urlOf(path), await fetchChecked(path, FILES.get(path)));
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener('install', (event) => event.waitUntil(fillCache()));

// [SECTION] Activate: the older builds' caches go --------------------------------------------------

async function dropOtherBuilds() {
  for (const name of await caches.keys()) {
    if (name !== CACHE && name.startsWith(CACHE_PREFIX) && name.endsWith(CACHE_SUFFIX)) {
      await caches.delete(name);
    }
  }
}

self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuilds()));

// [SECTION] Fetch: the set from the cache, by path alone ------------------------------------------

// The file of the set a URL names ('' and 'x/' are folders: their index.html), or null.
function fileOf(url) {
  const u = new URL(url);
  if (u.origin !== self.location.origin || !u.pathname.startsWith(SCOPE_PATH)) return null;
  let path;
  try {
    path = decodeURIComponent(u.pathname.slice(SCOPE_PATH.length));
  } catch {
    return null;
  }
  if (path === '' || path.endsWith('/')) path += 'index.html';
  return path;
}

async function answer(path) {
  const hit = await caches.match(urlOf(path), { cacheName: CACHE });
  // Only missing when the cache was cleared under us (the browser's storage pressure): the host.
  return hit || fetch(urlOf(path));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const path = fileOf(request.url);
  if (path === null) return;
  if (FILES.has(path)) {
    event.respondWith(answer(path));
  } else if (request.mode === 'navigate' && FILES.has(path + '/index.html')) {
    const to = new URL(request.url);
    to.pathname += '/';
    event.respondWith(Response.redirect(to.href, 301));
  }
});

// [SECTION] Messages: the build, and taking over when no match runs -----------------------------

// A table page: the site's index.html, whatever its query (the app, or an embedded table).
const isTablePage = (client) => fileOf(client.url) === 'index.html';

// True when `client` says a match runs in it, or does not answer in time.
function askInMatch(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(true), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(!(event.data && event.data.inMatch === false));
    };
    client.postMessage({ cardavia: 'in-match?' }, [channel.port2]);
  });
}

async function activateIfIdle() {
  // Only a waiting worker takes over (self.serviceWorker is this worker; where a browser lacks it,
  // go on: skipWaiting() of a worker already active changes nothing).
  if (self.serviceWorker && self.serviceWorker.state !== 'installed') return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const answers = await Promise.all(windows.filter(isTablePage).map(askInMatch));
  if (!answers.includes(true)) await self.skipWaiting();
}

self.addEventListener('message', (event) => {
  const what = event.data && event.data.cardavia;
  if (what === 'version?' && event.ports[0]) {
    event.ports[0].postMessage({ build: CARDAVIA_BUILD, files: FILES.size });
  } else if (what === 'activate-if-idle') {
    event.waitUntil(activateIfIdle());
  }
});
