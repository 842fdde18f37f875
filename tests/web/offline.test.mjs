// Browser test of the site offline (web/sw.js, scripts/build_offline.py; docs/web.md, "Offline"),
// in Debian's Chromium, with the site served from a subfolder (/some/sub/folder/) of a loopback
// server:
//   1. the first visit: the page downloads each file once (the worker takes the wasm from the
//      browser's HTTP cache), the worker caches the table app and the page's language (English),
//      not the other languages' files, and is registered only after the first frame; then the
//      server is STOPPED (setOffline would not cover the worker's own fetches), the page reloaded
//      from the cache with a query and a route, a match started and moves made; the wasm comes
//      from the cache as application/wasm whatever the query, a rules page and a folder without
//      its slash open offline;
//   2. a changed build (a copy of the site, another mark and background, its sw.js made again)
//      served on the same port while the match runs: the new worker installs and waits, the match
//      goes on (same document, same worker, moves still made), even when asked to take over; the
//      next launch (the page closed, opened again) takes the new build and the old cache is gone;
//      a third build, while no match runs, takes over at once and the next reload shows it;
//   3. a rules page visited first registers the worker for the whole site; the manifest and its
//      icons from the subfolder; nothing requested outside the subfolder;
//   4. a host that serves the wasm with a wrong type: the cache answers application/wasm;
//   5. skipped quietly: a sandboxed frame of the table on another site, and file:;
//   6. the cache answers with the host's headers (its CSP, Referrer-Policy, any of its own);
//   7. a build whose install keeps failing (a byte changed by a CDN) is downloaded three times,
//      then no more; the old build keeps serving; the next build installs;
//   8. the kill switch (build_offline.py --kill as sw.js): caches cleared, the worker unregistered.
// Step 6 of the first test: a page of build B taken over by build C's worker still gets B's
// files (never a mix of two builds); B's cache goes when no page of it is open.
// Every page fails the test on a console error, a page error or a breach of its CSP.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../scripts/static-server.mjs';
import { artifacts, launchChromium, root, site, table, waitFor, waitUntil, watch } from './browser_harness.mjs';

const SUBFOLDER = 'some/sub/folder/';
const FIRST_FRAME_TIMEOUT = 60_000;

let browser;
let work;  // a temporary folder: the server roots of the builds

before(async () => {
  browser = await launchChromium();
  work = mkdtempSync(join(tmpdir(), 'cardavia-offline-'));
  mkdirSync(artifacts, { recursive: true });
});

after(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

// [SECTION] Builds and servers ----------------------------------------------------------------

const buildOf = (siteDir) => readFileSync(join(siteDir, 'sw.js'), 'utf8').match(/CARDAVIA_BUILD = '([0-9a-f]{16})'/)[1];

// A server root with the built site at /some/sub/folder/ (a link to it) and, outside the site's
// scope, a blank page to look at the worker's registration from without being one of its pages.
function rootWithSite(name) {
  const dir = join(work, name);
  mkdirSync(join(dir, dirname(SUBFOLDER)), { recursive: true });
  symlinkSync(site, join(dir, SUBFOLDER.replace(/\/$/, '')));
  writeFileSync(join(dir, 'probe.html'), '<!doctype html><title>probe</title>');
  return dir;
}

// A server root with a changed build: a copy of the site with a mark in its page (a <meta>: the
// title is SDL's, it sets it again) and another background, and its sw.js made again (a new build
// hash), as a deploy would bring.
function rootWithChangedSite(name, mark) {
  const dir = join(work, name);
  const copy = join(dir, SUBFOLDER);
  cpSync(site, copy, { recursive: true, dereference: true });
  writeFileSync(join(dir, 'probe.html'), '<!doctype html><title>probe</title>');
  const index = join(copy, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', `<meta name="cardavia-test-mark" content="${mark}">\n<title>`));
  writeFileSync(join(copy, 'site.css'), readFileSync(join(copy, 'site.css'), 'utf8') +
    `\nhtml { background: rgb(90, 20, 20); }\n/* cardavia-test-mark ${mark} */\n`);
  execFileSync('/usr/bin/python3', [join(root, 'scripts/build_offline.py'), copy]);
  return { dir, build: buildOf(copy), copy };
}

// The builds whose caches this origin holds (the worker's state cache is not one).
const buildCaches = (page) => page.evaluate(async () =>
  (await caches.keys()).map((name) => /^cardavia-([0-9a-f]{16}) /.exec(name)?.[1]).filter(Boolean).sort());

// The page's fetch of a file: its mark (site.css of a changed build), the build that answered.
const fetchMark = (page, path) => page.evaluate(async (p) => {
  const r = await fetch(p);
  const text = await r.text();
  return { mark: /cardavia-test-mark (\w+)/.exec(text)?.[1] ?? null, build: r.headers.get('x-cardavia-build') };
}, path);

// The mark of a changed build's page, or null (the built site's).
const markOf = (page) => page.evaluate(() => document.querySelector('meta[name="cardavia-test-mark"]')?.content ?? null);

// Serves `dir` on `port` (0: a free one), recording each request's path in `log`.
async function serve(dir, port = 0, options = {}) {
  const log = [];
  const { server, url } = await startServer(dir, port, '127.0.0.1', { onRequest: (p) => log.push(p), ...options });
  return { server, log, origin: url.replace(/\/$/, ''), port: server.address().port };
}

// Stops a server for good: open keep-alive connections too, so the page truly has no network.
async function stop({ server }) {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
}

// [SECTION] Pages and the worker --------------------------------------------------------------

async function newPage(context) {
  const page = await context.newPage();
  const problems = await watch(page);
  return { page, problems };
}

async function firstFrame(page) {
  await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: FIRST_FRAME_TIMEOUT });
}

// The build of the worker that answers `which` ('controller', 'active', 'waiting') for the page's
// scope, or null.
function workerBuild(page, which, scope) {
  return page.evaluate(async ({ which, scope }) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const worker = which === 'controller' ? navigator.serviceWorker.controller : registration?.[which];
    if (!worker) return null;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data.build);
      worker.postMessage({ cardavia: 'version?' }, [channel.port2]);
      setTimeout(() => resolve('no answer'), 5000);
    });
  }, { which, scope });
}

async function waitForWorker(page, which, build, scope) {
  const end = Date.now() + 60_000;
  for (;;) {
    const found = await workerBuild(page, which, scope);
    if (found === build) return;
    if (Date.now() > end) throw new Error(`the ${which} worker is ${found}, not build ${build}`);
    await page.waitForTimeout(200);
  }
}

// Waits until build `build` controls the page while no match runs there. The page's boot.js asks a
// waiting build to take over as it installs; a page that does not answer the worker's "in a
// match?" within 2 s counts as in one (a loaded machine), so the question is asked again here.
async function takenOver(page, build, scope) {
  const end = Date.now() + 60_000;
  while ((await workerBuild(page, 'controller', scope)) !== build) {
    if (Date.now() > end) {
      const states = { controller: await workerBuild(page, 'controller', scope), active: await workerBuild(page, 'active', scope),
        waiting: await workerBuild(page, 'waiting', scope), installing: await workerBuild(page, 'installing', scope) };
      throw new Error(`build ${build} never took over: ${JSON.stringify(states)}`);
    }
    await page.evaluate((s) => navigator.serviceWorker.getRegistration(s)
      .then((r) => r.waiting && r.waiting.postMessage({ cardavia: 'activate-if-idle' })), scope);
    await page.waitForTimeout(3000);
  }
}

// Resolves once the worker of `scope` is active (its cache whole). A loop of evaluate() rather than
// waitForFunction: the latter takes the Promise an async predicate returns for a truthy answer.
async function waitActive(page, scope) {
  const end = Date.now() + 60_000;
  while (!(await page.evaluate(async (s) => (await navigator.serviceWorker.getRegistration(s))?.active?.state === 'activated', scope))) {
    if (Date.now() > end) throw new Error(`no active worker for ${scope} after 60 s`);
    await page.waitForTimeout(200);
  }
}

// Resolves once this origin's build cache holds every one of `paths` (relative to the site).
async function cacheHolds(page, paths) {
  const end = Date.now() + 60_000;
  for (;;) {
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('cardavia-'));
      const scope = new URL((await navigator.serviceWorker.getRegistration()).scope).pathname;
      return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(scope.length)) : [];
    });
    const missing = paths.filter((p) => !cached.includes(p));
    if (missing.length === 0) return;
    if (Date.now() > end) throw new Error(`the cache lacks ${missing.join(', ')} after 60 s`);
    await page.waitForTimeout(200);
  }
}

// What a first visit in English caches: the app part at install, then English once the page has
// told the worker its language (web/sw.js, "What is cached, and when") — the worker's list is
// [path, sha256, bytes, part].
const listedFiles = () => JSON.parse(readFileSync(join(site, 'sw.js'), 'utf8').match(/const CARDAVIA_FILES = (\[[\s\S]*?\]);/)[1]);
const firstVisitFiles = () => listedFiles().filter(([, , , part]) => part === 'app' || part === 'en').map(([path]) => path);

// The first visit in English is over: the worker is active and has cached the app and English.
// (English is cached after activation, in the background: a test that counts the host's requests
// from here on must wait for it, or it counts those downloads — seen once under load.)
async function firstVisitSettled(page, base) {
  await waitActive(page, base);
  await cacheHolds(page, firstVisitFiles());
}

const act = (page, id) => page.evaluate((x) => window.Module.tableAct(x), id);
async function actWhen(page, id) {
  await waitFor(page, [id], 30_000);
  assert.equal(await act(page, id), true, `${id} is an enabled target`);
}

// ("Final turn · You discarded …" after a computer's Cabo counts too.)
const discards = (t) => t.log.filter((line) => line.includes('You discarded')).length;

// One turn of the human at Cabo: draw, then discard what was drawn (after the next round's look,
// when a computer's Cabo ended the round meanwhile).
async function playATurn(page) {
  for (;;) {
    const { target } = await waitFor(page, ['btn:draw', 'btn:next_round'], 60_000);
    if (target.id === 'btn:draw') break;
    assert.equal(await act(page, 'btn:next_round'), true);
    await waitUntil(page, 'the next look', (t) => t.prompt.startsWith('Choose two'), 30_000);
    await actWhen(page, 'own:0');
    await actWhen(page, 'own:1');
  }
  const before = discards(await table(page));
  assert.equal(await act(page, 'btn:draw'), true);
  await actWhen(page, 'btn:discard');
  await waitUntil(page, 'the discard in the log', (t) => discards(t) > before, 20_000);
}

// [SECTION] 1 and 2: offline play, then a new build during a match ------------------------------

test('offline: the site plays with the server stopped; a new build waits for the next launch', { timeout: 600_000 }, async () => {
  const rootA = rootWithSite('a');
  const buildA = buildOf(site);
  let host = await serve(rootA);
  const { port } = host;
  const base = `${host.origin}/${SUBFOLDER}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await context.addInitScript(() => { window.cardavia = { wantTable: true }; });
  try {
    // Step 1. The first visit: every file once; the worker after the first frame.
    let { page, problems } = await newPage(context);
    await page.goto(base);
    await firstFrame(page);
    await firstVisitSettled(page, base);
    const listed = listedFiles();
    const firstVisit = firstVisitFiles();
    const wasm = `/${SUBFOLDER}cardavia.wasm`;
    const counts = {};
    for (const p of host.log) counts[p] = (counts[p] ?? 0) + 1;
    assert.equal(counts[wasm], 1, 'the wasm is downloaded once on the first visit');
    for (const [p, n] of Object.entries(counts)) assert.equal(n, 1, `${p} downloaded ${n} times`);
    assert.ok(host.log.indexOf(`/${SUBFOLDER}sw.js`) > host.log.indexOf(wasm), 'the worker comes after the page\'s own files');
    assert.equal(await page.evaluate(() => window.cardavia.offline), 'registered');
    assert.ok(host.log.every((p) => p.startsWith(`/${SUBFOLDER}`)), `only the subfolder is asked for: ${host.log}`);
    assert.deepEqual(host.log.map((p) => p.slice(`/${SUBFOLDER}`.length).replace(/(^|\/)$/, '$1index.html')).sort(),
      [...firstVisit, 'sw.js'].sort(), 'the app\'s and English\'s files, and sw.js, once');
    // The list is the site's folder walked, so files added since (the page's glue) are in it.
    const paths = listed.map(([path]) => path);
    for (const f of ['index.html', 'boot.js', 'site.css', 'cardavia.js', 'cardavia.wasm', 'manifest.webmanifest',
                     'page/storage.js', 'page/controls.js', 'page/share.js'])
      assert.ok(paths.includes(f), `${f} is in the worker's list`);

    // Step 2. The server stops; the reload comes from the cache, with a query and a route.
    await stop(host);
    await assert.rejects(fetch(base), 'the server is down');
    await page.goto(`${base}?lang=en&embed=0#cabo`);
    await firstFrame(page);
    assert.equal(await workerBuild(page, 'controller'), buildA, 'the page is served by build A');
    const wasmFromCache = await page.evaluate(async () => {
      const r = await fetch('cardavia.wasm?deal=xyz#here');
      return { status: r.status, type: r.headers.get('content-type'), build: r.headers.get('x-cardavia-build'), bytes: (await r.arrayBuffer()).byteLength };
    });
    assert.deepEqual(wasmFromCache, { status: 200, type: 'application/wasm', build: buildA, bytes: listed.find(([p]) => p === 'cardavia.wasm')[2] });

    // Step 3. Play offline: a match, the look, a draw and a discard.
    await page.evaluate(() => { window.sameDocument = true; });
    await actWhen(page, 'setup:speed:fast');
    await actWhen(page, 'setup:start');
    await waitUntil(page, 'the look', (t) => t.screen === 'play' && t.prompt.startsWith('Choose two'), 30_000);
    assert.equal(await page.getAttribute('body', 'data-match'), '1', 'the page knows a match runs');
    await actWhen(page, 'own:0');
    await actWhen(page, 'own:1');
    await playATurn(page);
    await page.screenshot({ path: join(artifacts, 'offline-match-390x844.png') });

    // A rules page and a folder without its slash, in another tab, offline too.
    const rules = await newPage(context);
    await rules.page.goto(`${base}en/cabo`);
    assert.equal(new URL(rules.page.url()).pathname, `/${SUBFOLDER}en/cabo/`);
    assert.match(await rules.page.title(), /Cabo/);
    await rules.page.close();
    assert.deepEqual(rules.problems, []);

    // Step 4. A changed build on the same port, while the match runs.
    const b = rootWithChangedSite('b', 'B');
    host = await serve(b.dir, port);
    await page.evaluate((s) => navigator.serviceWorker.getRegistration(s).then((r) => r.update()), base);
    await waitForWorker(page, 'waiting', b.build, base);
    // Asked to take over during the match, the new build declines (this page answers: in a match).
    await page.evaluate(async (s) => (await navigator.serviceWorker.getRegistration(s)).waiting.postMessage({ cardavia: 'activate-if-idle' }), base);
    await page.waitForTimeout(3000);
    assert.equal(await workerBuild(page, 'waiting', base), b.build, 'the new build still waits');
    assert.equal(await workerBuild(page, 'active', base), buildA);
    assert.equal(await workerBuild(page, 'controller'), buildA, 'the match keeps its worker');
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'the page was not reloaded');
    assert.equal(await markOf(page), null, 'the page is build A\'s');
    assert.equal((await table(page)).screen, 'play', 'the match goes on');
    await playATurn(page);  // moves are still made
    assert.deepEqual(problems, []);

    // Step 5. The next launch: the page closed, the site opened again, takes the new build.
    await page.close();
    const probe = await newPage(context);
    await probe.page.goto(`${host.origin}/probe.html`);
    await waitForWorker(probe.page, 'active', b.build, base);
    await probe.page.close();
    ({ page, problems } = await newPage(context));
    await page.goto(base);
    await firstFrame(page);
    assert.equal(await workerBuild(page, 'controller'), b.build);
    assert.equal(await markOf(page), 'B', 'the new build\'s page');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgb(90, 20, 20)');
    assert.deepEqual(await buildCaches(page), [b.build], 'one build in the cache');

    // Step 6. A third build while no match runs here: it takes over at once (the page asks it),
    // without reloading the page; the next reload shows it.
    await page.evaluate(() => { window.sameDocument = true; });
    await stop(host);
    const c = rootWithChangedSite('c', 'C');
    host = await serve(c.dir, port);
    await page.evaluate((s) => navigator.serviceWorker.getRegistration(s).then((r) => r.update()), base);
    await takenOver(page, c.build, base);
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'taken over without a reload');
    assert.equal(await markOf(page), 'B', 'the page itself stays what it was');
    // Never a mix of two builds: the page of build B, now under C's worker, still gets B's files
    // (as it would a language file it fetches after its start), with the host's headers.
    assert.deepEqual(await fetchMark(page, 'site.css?after-takeover'), { mark: 'B', build: b.build },
      'a page of build B gets build B\'s files from build C\'s worker');
    assert.deepEqual(await buildCaches(page), [b.build, c.build].sort(), 'B\'s cache stays while its page is open');
    await page.reload();
    await firstFrame(page);
    assert.equal(await markOf(page), 'C');
    assert.deepEqual(await fetchMark(page, 'site.css'), { mark: 'C', build: c.build });
    // Build B's cache goes once no page of it is open (looked at when a page is served; a page
    // served less than 30 s ago counts as open, as it may not be among the clients yet).
    for (const end = Date.now() + 120_000; (await buildCaches(page)).length > 1;) {
      assert.ok(Date.now() < end, `B's cache is dropped: ${await buildCaches(page)}`);
      await page.waitForTimeout(3000);
      await page.reload();
      await firstFrame(page);
    }
    assert.deepEqual(await buildCaches(page), [c.build]);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await stop(host).catch(() => {});
  }
});

// [SECTION] 3: from a rules page, in a subfolder; the manifest ----------------------------------

test('a rules page registers the worker for the whole site; the manifest and icons from a subfolder', { timeout: 300_000 }, async () => {
  const host = await serve(rootWithSite('pages'));
  const base = `${host.origin}/${SUBFOLDER}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  try {
    const { page, problems } = await newPage(context);
    await page.goto(`${base}fr/cucu/`);
    await waitActive(page, base);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope), base);
    const manifestUrl = await page.evaluate(() => document.querySelector('link[rel="manifest"]').href);
    assert.equal(manifestUrl, `${base}manifest.webmanifest`);
    const manifest = await (await fetch(manifestUrl)).json();
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.short_name, 'Cardavia');
    assert.ok(manifest.name && manifest.theme_color && manifest.background_color);
    assert.equal(new URL(manifest.start_url, manifestUrl).href, base);
    assert.equal(new URL(manifest.scope, manifestUrl).href, base);
    const sizes = await page.evaluate(async (icons) => Promise.all(icons.map((icon) => new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight} ${icon.purpose}`);
      img.onerror = () => resolve(`missing ${icon.src}`);
      img.src = new URL(icon.src, document.querySelector('link[rel="manifest"]').href).href;
    }))), manifest.icons);
    assert.deepEqual(sizes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
    assert.deepEqual(problems, []);
    // The table app in the same subfolder links the same manifest.
    await page.goto(base);
    await firstFrame(page);
    assert.equal(await page.evaluate(() => document.querySelector('link[rel="manifest"]').href), manifestUrl);
    assert.deepEqual(problems, []);
    const outside = requests.filter((u) => !u.startsWith(base) && !u.startsWith('data:'));
    assert.deepEqual(outside, [], 'nothing is asked for outside the subfolder');
  } finally {
    await context.close();
    await stop(host);
  }
});

// [SECTION] 6–8: the host's headers kept; a failed install that gives up; the kill switch --------

// Asks the registration of `scope` to check sw.js; resolves with the state the installing worker
// ends in: 'installed' (it waits), or 'redundant' (it failed; the active worker stays).
const updateOnce = (page, scope) => page.evaluate(async (s) => {
  const registration = await navigator.serviceWorker.getRegistration(s);
  try {
    await registration.update();
  } catch (error) {
    // Chromium rejects when the install failed before the update's end.
  }
  const worker = registration.installing;
  if (!worker) return registration.waiting ? 'installed' : 'redundant';
  return new Promise((resolve) => {
    const done = () => { if (worker.state !== 'installing') resolve(worker.state); };
    worker.addEventListener('statechange', done);
    done();
  });
}, scope);

test('the cache answers with the host\'s headers (CSP, Referrer-Policy, its own), not rebuilt ones', { timeout: 300_000 }, async () => {
  const deployer = {
    'Content-Security-Policy': 'frame-ancestors *',
    'Referrer-Policy': 'no-referrer',
    'X-Deployer-Header': 'kept',
  };
  const host = await serve(rootWithSite('headers'), 0, { headers: deployer });
  const base = `${host.origin}/${SUBFOLDER}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const { page, problems } = await newPage(context);
    await page.goto(base);
    await firstFrame(page);
    await firstVisitSettled(page, base);
    const served = host.log.length;
    const response = await page.reload();
    await firstFrame(page);
    assert.equal(response.fromServiceWorker(), true, 'the page came from the worker');
    assert.equal(host.log.length, served, 'nothing asked of the host');
    const pageHeaders = response.headers();
    for (const [name, value] of Object.entries(deployer)) assert.equal(pageHeaders[name.toLowerCase()], value, `the page keeps ${name}`);
    assert.equal(pageHeaders['content-type'], 'text/html; charset=utf-8');
    assert.equal(pageHeaders['x-cardavia-build'], buildOf(site));
    const fetched = await page.evaluate(async () => {
      const out = {};
      for (const path of ['site.css', 'cardavia.wasm', 'i18n/fr.json']) {
        const r = await fetch(path);
        out[path] = { type: r.headers.get('content-type'), deployer: r.headers.get('x-deployer-header'), policy: r.headers.get('referrer-policy') };
      }
      return out;
    });
    assert.deepEqual(fetched, {
      'site.css': { type: 'text/css; charset=utf-8', deployer: 'kept', policy: 'no-referrer' },
      'cardavia.wasm': { type: 'application/wasm', deployer: 'kept', policy: 'no-referrer' },
      'i18n/fr.json': { type: 'application/json; charset=utf-8', deployer: 'kept', policy: 'no-referrer' },
    });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await stop(host);
  }
});

test('a build whose install keeps failing is tried three times, then left; the old build keeps serving', { timeout: 300_000 }, async () => {
  const rootA = rootWithSite('failing-a');
  let host = await serve(rootA);
  const { port } = host;
  const base = `${host.origin}/${SUBFOLDER}`;
  const buildA = buildOf(site);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const { page, problems } = await newPage(context);
    await page.goto(base);
    await firstFrame(page);
    await firstVisitSettled(page, base);
    // A deploy whose site.css is not the bytes its sw.js lists (a CDN that rewrites a byte).
    await stop(host);
    const d = rootWithChangedSite('failing-d', 'D');
    writeFileSync(join(d.copy, 'site.css'), readFileSync(join(d.copy, 'site.css'), 'utf8') + '/* a CDN was here */\n');
    host = await serve(d.dir, port);
    const css = `/${SUBFOLDER}site.css`;
    const downloads = [];
    for (let attempt = 1; attempt <= 5; ++attempt) {
      const before = host.log.filter((p) => p === css).length;
      assert.equal(await updateOnce(page, base), 'redundant', `attempt ${attempt} fails`);
      downloads.push(host.log.filter((p) => p === css).length - before);
    }
    assert.ok(downloads.slice(0, 3).every((n) => n >= 1), `the first three attempts download: ${downloads}`);
    assert.deepEqual(downloads.slice(3), [0, 0], `then no more downloads: ${downloads}`);
    assert.equal(await workerBuild(page, 'active', base), buildA, 'the old build is still active');
    assert.equal(await workerBuild(page, 'waiting', base), null);
    assert.deepEqual(await buildCaches(page), [buildA], 'no half-filled cache is left');
    const served = host.log.length;
    await page.reload();
    await firstFrame(page);
    assert.equal(await workerBuild(page, 'controller'), buildA, 'the page comes from the old build');
    assert.equal(await markOf(page), null);
    assert.ok(host.log.slice(served).every((p) => p.endsWith('/sw.js')), `only sw.js asked of the host: ${host.log.slice(served)}`);
    // A new build (fixed) installs at once: the count was this build's.
    await stop(host);
    const e = rootWithChangedSite('failing-e', 'E');
    host = await serve(e.dir, port);
    assert.ok(['installed', 'activating', 'activated'].includes(await updateOnce(page, base)), 'the next build installs');
    // Installed: waiting, or already active (no match runs in the page, so boot.js asks it to take
    // over; that a waiting build takes over is the first test's).
    for (const end = Date.now() + 60_000; ![await workerBuild(page, 'waiting', base), await workerBuild(page, 'active', base)].includes(e.build);) {
      assert.ok(Date.now() < end, `build ${e.build} installed`);
      await page.waitForTimeout(500);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await stop(host).catch(() => {});
  }
});

test('the kill switch (build_offline.py --kill): the worker clears its caches and unregisters', { timeout: 300_000 }, async () => {
  let host = await serve(rootWithSite('kill-a'));
  const { port } = host;
  const base = `${host.origin}/${SUBFOLDER}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const { page, problems } = await newPage(context);
    await page.goto(base);
    await firstFrame(page);
    await waitActive(page, base);
    await page.reload();
    await firstFrame(page);
    assert.equal(await workerBuild(page, 'controller'), buildOf(site));
    assert.equal((await buildCaches(page)).length, 1);
    // The deployer replaces sw.js by the kill switch.
    await stop(host);
    const dir = join(work, 'kill-k');
    cpSync(site, join(dir, SUBFOLDER), { recursive: true, dereference: true });
    execFileSync('/usr/bin/python3', [join(root, 'scripts/build_offline.py'), join(dir, SUBFOLDER), '--kill']);
    host = await serve(dir, port);
    await page.evaluate((s) => navigator.serviceWorker.getRegistration(s).then((r) => r.update()).catch(() => {}), base);
    for (const end = Date.now() + 30_000; await page.evaluate((s) => navigator.serviceWorker.getRegistration(s).then((r) => !!r), base);) {
      assert.ok(Date.now() < end, 'the registration goes');
      await page.waitForTimeout(200);
    }
    assert.deepEqual(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('cardavia'))), [],
      'every cache of the worker is gone');
    // The next visit is the host's pages; the page registers sw.js (the kill switch) again, which
    // leaves again.
    const response = await page.reload();
    await firstFrame(page);
    assert.equal(response.fromServiceWorker(), false, 'the page came from the host');
    await page.waitForFunction(() => window.cardavia.offline === 'registered', null, { timeout: 30_000 });
    for (const end = Date.now() + 30_000; await page.evaluate((s) => navigator.serviceWorker.getRegistration(s).then((r) => !!r), base);) {
      assert.ok(Date.now() < end, 'the kill switch, registered again, leaves again');
      await page.waitForTimeout(200);
    }
    assert.deepEqual(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('cardavia'))), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await stop(host).catch(() => {});
  }
});

// [SECTION] 4: the wasm's type from the cache ---------------------------------------------------

test('a host that sends the wasm as application/octet-stream: the cache answers application/wasm', { timeout: 300_000 }, async () => {
  const host = await serve(rootWithSite('wrong-type'), 0, { types: { '.wasm': 'application/octet-stream' } });
  const base = `${host.origin}/${SUBFOLDER}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (m) => warnings.push(m.text()));
    await page.goto(base);
    await firstFrame(page);
    await waitActive(page, base);
    // (The first visit, uncontrolled, had to fall back from streaming compilation.)
    assert.ok(warnings.some((w) => /MIME type|streaming/i.test(w)), 'the host\'s wrong type was noticed');
    warnings.length = 0;
    await page.reload();
    await firstFrame(page);
    assert.equal(await page.evaluate(async () => (await fetch('cardavia.wasm')).headers.get('content-type')), 'application/wasm');
    assert.deepEqual(warnings.filter((w) => /MIME type|streaming/i.test(w)), [], 'compiled while streaming, from the cache');
  } finally {
    await context.close();
    await stop(host);
  }
});

// [SECTION] 5: skipped quietly ----------------------------------------------------------------

test('where workers are not allowed (a sandboxed frame on another site, file:) the page skips them quietly', { timeout: 300_000 }, async () => {
  const dir = rootWithSite('frames');
  const host = await serve(dir);
  const tableUrl = `${host.origin}/${SUBFOLDER}?embed=1&lang=en`;
  // Another site (localhost is not 127.0.0.1) embeds the table in a sandboxed frame: an opaque
  // origin, no storage, no workers. The host page comes from the server (a page Playwright made
  // up would have no address, and Chromium keeps such pages from framing a loopback one).
  writeFileSync(join(dir, 'embed-host.html'), '<!doctype html><title>host</title><link rel="icon" href="data:,">' +
    `<iframe sandbox="allow-scripts" src="${tableUrl}" width="800" height="600"></iframe>`);
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  try {
    const { page, problems } = await newPage(context);
    await page.goto(`http://localhost:${host.port}/embed-host.html`);
    let frame;
    for (const end = Date.now() + 30_000; !(frame = page.frames().find((f) => f.url().startsWith(tableUrl)));) {
      assert.ok(Date.now() < end, `the table's frame, among ${page.frames().map((f) => f.url())}`);
      await page.waitForTimeout(200);
    }
    await frame.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: FIRST_FRAME_TIMEOUT });
    await frame.waitForFunction(() => window.cardavia.offline !== undefined, null, { timeout: 10_000 });
    assert.equal(await frame.evaluate(() => window.cardavia.offline), 'not allowed here');
    await page.screenshot({ path: join(artifacts, 'offline-sandboxed-frame-900x700.png') });
    assert.deepEqual(problems, []);

    // file: the boot script does not try (the wasm itself cannot load from file:, which is the
    // browser's rule; nothing about workers is said).
    const file = await newPage(context);
    const messages = [];
    file.page.on('console', (m) => messages.push(m.text()));
    await file.page.goto(pathToFileURL(join(site, 'index.html')).href);
    await file.page.waitForTimeout(1500);
    assert.deepEqual(messages.filter((m) => /service ?worker|sw\.js/i.test(m)), []);
  } finally {
    await context.close();
    await stop(host);
  }
});
