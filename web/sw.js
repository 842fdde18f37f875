// Cardavia — the service worker: the whole site offline, one build at a time (docs/web.md,
// "Offline"). The site's sw.js is this file under a header that scripts/build_offline.py writes
// at build time, after every other file of the site is in place:
//   const CARDAVIA_BUILD = '<16 hex digits>';   the build: a hash of every file's path and bytes
//   const CARDAVIA_FILES = [[path, sha256, bytes, part], …];   every file of the site but sw.js
//                      (and the deploy files: _headers, _nginx.conf), its path relative to this
//                      worker's folder; its part says when it is cached (below)
// A new build changes the header, so the browser sees a new worker. (The kill switch, a sw.js
// that unregisters itself and clears the caches, is web/sw-kill.js: build_offline.py --kill.)
//
// [SECTION] What is cached, and when (a first visit pays only for what it uses)
// A phone on a metered plan should not download six languages' rules pages to read one. Each file
// of the list has a part (scripts/build_offline.py):
//   "app"     cached at install: the table app, its glue, the manifest and icons, the rules pages'
//             stylesheet and scripts — what any visit needs offline;
//   "<lang>"  a language's own files (i18n/<lang>.json, <lang>/…: its pages and save records):
//             cached when a page of that language has been open — the page says so ('keep-language',
//             from web/boot.js with the table's language, from pages.js with the page's), or one of
//             the language's files is fetched through this worker (a page of it, the table's words
//             when the reader picks it) — and at every later build's install, since the languages
//             asked for are kept in the state cache;
//   "visit"   (the example host page) and any file not cached yet: cached when first fetched.
// So offline works for the table and the languages that were read; another language's page, first
// visited online, is cached then (its language with it).
//
// [SECTION] One build per page
// Each build has a cache of its own ("cardavia-<build> <scope>"), its app part filled whole while
// its worker installs, each file checked against its sha256, each kept as the host answered it:
// its status and every header (the deployer's Content-Security-Policy, X-Frame-Options,
// Referrer-Policy…).
// A page is answered from the cache of the build its document came from, whichever worker is
// active now: the worker that serves a navigation notes the page's client id and build in a small
// cache of its own ("cardavia~state <scope>", shared by every build of this scope), and a later
// worker reads it. So a page that fetches after its start (the language files, the rules page's
// table frame is a navigation of its own) gets the files of its own build, never a mix. An older
// build's cache goes once no open page uses it.
//
// [SECTION] The lifecycle (a new build never interrupts a match)
//   install    fill this build's cache (the app part and the languages asked for before); a
//              file is taken from the browser's HTTP cache when it has the right bytes (the first visit's page has just fetched the wasm and its
//              folder's index.html: they are not downloaded twice), else from the network. Any
//              wrong or missing file fails the install (a half-uploaded deploy, a CDN that
//              rewrites a byte): the cache is dropped, the older worker keeps serving, and the
//              failure is counted. After MAX_FAILED_INSTALLS failures of the same build, its
//              install fails at once, without a download, for RETRY_AFTER_MS (a day); a new build
//              starts again from nothing. No skipWaiting here.
//   waiting    an older worker still serves open pages, from its own cache; this one waits.
//   activate   happens (a) when no page of the older build is open any more (the browser's
//              rule: the app closed and launched again), or (b) when a table page asks
//              ('activate-if-idle', sent by web/boot.js while no match runs in it) and every
//              table page of the site answers that no match is running ('in-match?'; no answer
//              within 2 s counts as a match): then skipWaiting(), which makes this worker the
//              controller of the pages already open, of the older build too. They go on being
//              answered from their own build's cache (above); no page is reloaded, and no
//              clients.claim(): a page loaded before any worker stays without one.
//
// [SECTION] Answers
// GET requests for a file of the page's build, whatever their query (?embed=1, ?lang=, deal
// links; the fragment never reaches a worker): from that build's cache, with the host's headers
// and X-Cardavia-Build naming the build that answered; the wasm as application/wasm whatever the
// host said (streaming compilation needs it). A file of this build not cached yet (another
// language's page, the example host page) comes from the host and, when its bytes are this build's,
// is kept. A folder is its index.html; a folder without its slash is redirected to it. Anything
// else goes to the network untouched.
'use strict';

const SCOPE = self.registration.scope;  // ends with '/'
const SCOPE_PATH = new URL(SCOPE).pathname;
const CACHE_SUFFIX = ' ' + SCOPE;  // another copy of the site on the same origin keeps its caches
const cacheOf = (build) => 'cardavia-' + build + CACHE_SUFFIX;
const CACHE = cacheOf(CARDAVIA_BUILD);
const BUILD_CACHE = /^cardavia-([0-9a-f]{16}) /;  // a build's cache ("cardavia-<build> <scope>")
const STATE = 'cardavia~state' + CACHE_SUFFIX;
const FILES = new Map(CARDAVIA_FILES.map(([path, sha256, bytes, part]) => [path, { sha256, bytes, part }]));
const APP_PART = 'app';
const VISIT_PART = 'visit';
// The language codes of this build: every part but the two above.
const LANGUAGES = new Set([...FILES.values()].map((f) => f.part).filter((p) => p !== APP_PART && p !== VISIT_PART));
const pathsOf = (parts) => [...FILES.keys()].filter((path) => parts.includes(FILES.get(path).part));
const PARALLEL = 4;  // downloads at a time while installing
const ANSWER_TIMEOUT_MS = 2000;
const MAX_FAILED_INSTALLS = 3;
const RETRY_AFTER_MS = 24 * 3600 * 1000;

const urlOf = (path) => new URL(path, SCOPE).href;

// [SECTION] State: the pages' builds, the failed installs ------------------------------------------
// Kept in the STATE cache under made-up URLs of the scope (never a file of the site), as JSON.

const stateUrl = (key) => urlOf('.cardavia-state/' + key);

async function readState(key, fallback) {
  try {
    const hit = await (await caches.open(STATE)).match(stateUrl(key));
    const value = hit ? await hit.json() : fallback;
    return value !== null && typeof value === 'object' ? value : fallback;
  } catch {
    return fallback;  // unreadable: as if nothing were kept
  }
}

async function writeState(key, value) {
  await (await caches.open(STATE)).put(stateUrl(key), new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json' },
  }));
}

// client id → {build, at}: the build its document came from, and when it was served. One copy in
// memory, written through; changes are made one at a time (a chain of promises), so two
// navigations do not lose each other's entry.
let pageBuilds = null;
let pageBuildsLoading = null;
let pageBuildsChain = Promise.resolve();
function loadPageBuilds() {
  if (pageBuilds) return Promise.resolve(pageBuilds);
  if (!pageBuildsLoading) {
    pageBuildsLoading = readState('pages', {}).then((map) => (pageBuilds = map));
  }
  return pageBuildsLoading;
}

function changePageBuilds(change) {
  pageBuildsChain = pageBuildsChain.then(async () => {
    change(await loadPageBuilds());
    await writeState('pages', pageBuilds);
  }).catch(() => {});
  return pageBuildsChain;
}

// Forgets the pages that are gone, then drops every build's cache of this scope that is neither
// this build's nor an open page's. `serving`: the page a navigation is answering, not among the
// clients until its document exists.
async function dropUnusedBuilds(serving) {
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  if (serving) open.add(serving);
  await changePageBuilds((map) => {
    for (const id of Object.keys(map)) if (!open.has(id)) delete map[id];
  });
  const used = new Set(Object.values(await loadPageBuilds()).map((entry) => entry && entry.build));
  used.add(CARDAVIA_BUILD);
  for (const name of await caches.keys()) {
    const match = BUILD_CACHE.exec(name);
    if (match && name.endsWith(CACHE_SUFFIX) && !used.has(match[1])) await caches.delete(name);
  }
}

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

// The host's response for the file, as it came (status, headers, body), when its bytes are this
// build's: from the HTTP cache when it holds them, else from the network; other bytes (another
// build's, a CDN's rewrite) are refused.
async function fetchChecked(path, expected) {
  for (const [url, cache] of [[cachedUrlOf(path), 'force-cache'], [urlOf(path), 'no-cache']]) {
    let response;
    try {
      response = await fetch(url, { cache, credentials: 'same-origin' });
    } catch (error) {
      if (cache === 'no-cache') throw error;
      continue;
    }
    if (!response.ok || response.status !== 200) continue;
    const kept = response.clone();
    if (await sha256Hex(await response.arrayBuffer()) !== expected.sha256) continue;
    // A redirected response cannot answer a navigation: the same status, headers and body, made
    // anew (the browser followed the redirect; the folder's own address is what we store).
    if (!kept.redirected) return kept;
    return new Response(await kept.arrayBuffer(), { status: 200, statusText: kept.statusText, headers: kept.headers });
  }
  throw new Error(`${path}: the host has other bytes than build ${CARDAVIA_BUILD}`);
}

// Puts `paths` into this build's cache, PARALLEL downloads at a time. `failFast`: what a failure does —
// throw it (install: all or nothing), or skip that file (a language's pages: what arrives is kept,
// the rest is fetched when asked for).
async function cacheFiles(paths, { failFast }) {
  const cache = await caches.open(CACHE);
  const todo = [...paths];
  const worker = async () => {
    for (let path = todo.shift(); path !== undefined; path = todo.shift()) {
      // A file kept from an interrupted install of this same build was checked when stored.
      if (await cache.match(urlOf(path))) continue;
      try {
        await cache.put(urlOf(path), await fetchChecked(path, FILES.get(path)));
      } catch (error) {
        if (failFast) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

// The languages pages have asked for (code → when), in the state cache: every build's install
// caches them too, so an update keeps offline what was read offline.
const keptLanguages = async () => Object.keys(await readState('languages', {})).filter((code) => LANGUAGES.has(code));

async function fillCache() {
  try {
    await cacheFiles(pathsOf([APP_PART, ...await keptLanguages()]), { failFast: true });
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

// A page of language `code` is open: remember the language and cache its files (when this build's
// cache is whole: an installing worker's install reads the remembered languages itself).
async function keepLanguage(code) {
  if (!LANGUAGES.has(code)) return;
  const kept = await readState('languages', {});
  if (!(code in kept)) {
    kept[code] = Date.now();
    await writeState('languages', kept);
  }
  if (self.serviceWorker && self.serviceWorker.state === 'installing') return;
  await cacheFiles(pathsOf([code]), { failFast: false });
}

async function install() {
  const failed = await readState('install-failures', {});
  const mine = failed.build === CARDAVIA_BUILD ? failed : { build: CARDAVIA_BUILD, count: 0, last: 0 };
  if (mine.count >= MAX_FAILED_INSTALLS && Date.now() - mine.last < RETRY_AFTER_MS) {
    throw new Error(`build ${CARDAVIA_BUILD} failed to install ${mine.count} times: not tried again before ` +
                    new Date(mine.last + RETRY_AFTER_MS).toISOString());
  }
  try {
    await fillCache();
  } catch (error) {
    await writeState('install-failures', { build: CARDAVIA_BUILD, count: mine.count + 1, last: Date.now() });
    throw error;
  }
  if (failed.build !== undefined) await writeState('install-failures', {});
}

self.addEventListener('install', (event) => event.waitUntil(install()));

// [SECTION] Activate: the unused builds' caches go ------------------------------------------------

self.addEventListener('activate', (event) => event.waitUntil(dropUnusedBuilds(null)));

// [SECTION] Fetch: the page's build, from its cache, by path alone --------------------------------

// The file of the scope a URL names ('' and 'x/' are folders: their index.html), or null.
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

// The cached response of `build`, answered with its own status and headers, the build that
// answered, and the wasm's type.
function answerFrom(hit, build, path) {
  const headers = new Headers(hit.headers);
  headers.set('X-Cardavia-Build', build);
  if (path.endsWith('.wasm')) headers.set('Content-Type', 'application/wasm');
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
}

// The build of the page that asks (its document's), or this one for a navigation and for pages
// this scope has not seen (loaded before any worker).
async function buildOfClient(clientId) {
  if (!clientId) return CARDAVIA_BUILD;
  const entry = (await loadPageBuilds())[clientId];
  const build = entry && entry.build;
  return typeof build === 'string' && (build === CARDAVIA_BUILD || await caches.has(cacheOf(build)))
    ? build : CARDAVIA_BUILD;
}

// A file of this build not cached yet (not a part cached so far, or evicted by the browser under
// storage pressure): from the host, kept when its bytes are this build's; any other answer (the
// host has moved on to a newer build, or is not there) is passed on as it is.
async function fetchAndKeep(event, path) {
  let fresh;
  try {
    fresh = await fetchChecked(path, FILES.get(path));
  } catch {
    return fetch(event.request);
  }
  const kept = fresh.clone();  // before the answer takes the body
  const { part } = FILES.get(path);
  event.waitUntil(caches.open(CACHE).then((cache) => cache.put(urlOf(path), kept))
    .then(() => LANGUAGES.has(part) && keepLanguage(part)).catch(() => {}));
  return answerFrom(fresh, CARDAVIA_BUILD, path);
}

async function answer(event, path) {
  const navigation = event.request.mode === 'navigate';
  const build = navigation ? CARDAVIA_BUILD : await buildOfClient(event.clientId);
  const hit = await caches.match(urlOf(path), { cacheName: cacheOf(build) });
  if (navigation && event.resultingClientId) {
    event.waitUntil(changePageBuilds((map) => { map[event.resultingClientId] = { build, at: Date.now() }; })
      .then(() => dropUnusedBuilds(event.resultingClientId)).catch(() => {}));
  }
  if (hit) return answerFrom(hit, build, path);
  return build === CARDAVIA_BUILD && FILES.has(path) ? fetchAndKeep(event, path) : fetch(event.request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const path = fileOf(request.url);
  if (path === null || path.startsWith('.cardavia-state/')) return;
  if (FILES.has(path) || (request.mode !== 'navigate' && event.clientId)) {
    // A file of this build; or maybe of an older build an open page came from (answer() looks;
    // a file of no build's cache goes to the host).
    event.respondWith(answer(event, path));
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
  // The open pages of the older build become this worker's, and keep their build's files.
  if (!answers.includes(true)) await self.skipWaiting();
}

// Any other message (a page's, a stranger's frame cannot reach a worker of this origin) is ignored.
self.addEventListener('message', (event) => {
  const what = event.data && event.data.cardavia;
  if (what === 'version?' && event.ports && event.ports[0]) {
    event.ports[0].postMessage({ build: CARDAVIA_BUILD, files: FILES.size });
  } else if (what === 'activate-if-idle') {
    event.waitUntil(activateIfIdle());
  } else if (what === 'keep-language' && typeof event.data.lang === 'string') {
    event.waitUntil(keepLanguage(event.data.lang).catch(() => {}));
  }
});
