// The whole first visit, not only its first frame (issue 27, point 4): what a phone pays for
// a first visit — the page, then everything the service worker caches behind it — is at most
// FIRST_VISIT_BUDGET bytes, and the worker caches the table and the visit's language, not every
// language's rules pages (web/sw.js, "What is cached, and when"; docs/size.md, "The whole first
// visit").
//
// Every request that reaches the host is counted, from the server's side (what the browser took
// from its own HTTP cache — the worker's install finds the wasm there — costs nothing and is not
// seen). The loopback server does not compress, so each response is counted as a compressing host
// would send it: the gzip -9 size of its body (GNU gzip, as scripts/size-report.sh), or its raw
// size when gzip cannot make it smaller (the PNG icons). Headers are not counted.
//   1. a first visit to the table app (/, English, 390×844 at DPR 2): the first frame, the
//      worker's install, the table's language's pages;
//   2. a first visit to a rules page (fr/cabo/): its page, the worker's install (the table app
//      with it: the table frame on the page works offline), French's files; then a page of
//      another language read online (uk/cucu/) is cached with its language; with the server
//      stopped, French and Ukrainian pages and the table open, a language never read does not.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/static-server.mjs';
import { artifacts, launchChromium, site, watch } from './browser_harness.mjs';

const FIRST_VISIT_BUDGET = 600_000;
const QUIET_MS = 2000;  // no request for this long: the visit is over

let browser;
before(async () => {
  mkdirSync(artifacts, { recursive: true });
  browser = await launchChromium();
});
after(async () => { await browser?.close(); });

// The worker's list (scripts/build_offline.py): [path, sha256, bytes, part].
const listed = JSON.parse(readFileSync(join(site, 'sw.js'), 'utf8').match(/const CARDAVIA_FILES = (\[[\s\S]*?\]);/)[1]);
const pathsOf = (...parts) => listed.filter(([, , , part]) => parts.includes(part)).map(([path]) => path).sort();
const languages = [...new Set(listed.map(([, , , part]) => part))].filter((p) => p !== 'app' && p !== 'visit');

// What a compressing host sends for the body the loopback server answered `path` with.
const NOT_FOUND = Buffer.from('not found');
function bodyOf(path) {
  let file = join(site, decodeURIComponent(path));
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  return existsSync(file) ? readFileSync(file) : NOT_FOUND;
}
function sentBytes(path) {
  const raw = bodyOf(path);
  const gzipped = execFileSync('gzip', ['-9', '-n', '-c'], { input: raw, maxBuffer: 64 << 20 }).length;
  return Math.min(raw.length, gzipped);
}

async function serve() {
  const log = [];
  const { server, url } = await startServer(site, 0, '127.0.0.1', { onRequest: (p) => log.push(p) });
  return { server, log, base: url };
}

async function stop(server) {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
}

// The paths (relative to the site) in this origin's build cache, once there is one.
const cachedPaths = (page) => page.evaluate(async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('cardavia-'));
  if (!name) return [];
  const scope = new URL('.', (await navigator.serviceWorker.getRegistration())?.scope ?? location.href).pathname;
  return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(scope.length)).sort();
});

// Waits until the worker's cache holds every file of `paths`, then until the host has had no
// request for QUIET_MS: the first visit is over.
async function visitDone(page, log, paths, what) {
  for (const end = Date.now() + 120_000; ;) {
    const cached = new Set(await cachedPaths(page));
    const missing = paths.filter((p) => !cached.has(p));
    if (missing.length === 0) break;
    assert.ok(Date.now() < end, `${what}: the worker never cached ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}`);
    await page.waitForTimeout(250);
  }
  for (let seen = -1; seen !== log.length;) {
    seen = log.length;
    await page.waitForTimeout(QUIET_MS);
  }
}

// Every request of the visit with what it cost; the total; printed and kept as an artifact.
function account(log, name) {
  const rows = log.map((path) => ({ path, bytes: sentBytes(path) }));
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  writeFileSync(join(artifacts, `first-visit-${name}.json`), JSON.stringify({ total, rows }, null, 1));
  console.log(`first visit, ${name}: ${rows.length} responses, ${total} bytes (gzip -9 of each body)`);
  return { rows, total };
}

// A language's files, from the request log: the languages other than `visit` must not appear.
const languageOfRequest = (path) => languages.find((lang) => path.startsWith(`/${lang}/`) || path === `/i18n/${lang}.json`);

test('a first visit to the table app: at most 600,000 bytes in all, only its language\'s pages', { timeout: 300_000 }, async () => {
  const host = await serve();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const problems = await watch(page);
    await page.goto(host.base);
    await page.waitForFunction(() => document.body.hasAttribute('data-first-frame'), null, { timeout: 60_000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    const expected = pathsOf('app', 'en');
    await visitDone(page, host.log, expected, 'the table app');
    const cached = await cachedPaths(page);
    assert.deepEqual(cached, expected, 'the worker cached the app and English, nothing else');
    const { rows, total } = account(host.log, 'table');
    const others = rows.filter((r) => languageOfRequest(r.path) && languageOfRequest(r.path) !== 'en');
    assert.deepEqual(others, [], 'no other language\'s file is downloaded');
    const twice = host.log.filter((p, i) => host.log.indexOf(p) !== i);
    assert.deepEqual(twice, [], 'no file downloaded twice');
    assert.ok(total <= FIRST_VISIT_BUDGET, `the whole first visit is ${total} bytes, over ${FIRST_VISIT_BUDGET}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await stop(host.server);
  }
});

test('a first visit to a rules page: at most 600,000 bytes; another language cached when read; offline after', { timeout: 300_000 }, async () => {
  const host = await serve();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'fr-FR' });
  await context.addInitScript(() => { window.cardavia = { wantTable: true }; });
  try {
    const { page, problems } = await (async () => { const p = await context.newPage(); return { page: p, problems: await watch(p) }; })();
    await page.goto(`${host.base}fr/cabo/`);
    const expected = pathsOf('app', 'fr');
    await visitDone(page, host.log, expected, 'fr/cabo/');
    assert.deepEqual(await cachedPaths(page), expected, 'the worker cached the app and French, nothing else');
    const { rows, total } = account(host.log, 'rules-page');
    const others = rows.filter((r) => languageOfRequest(r.path) && languageOfRequest(r.path) !== 'fr');
    assert.deepEqual(others, [], 'no other language\'s file is downloaded');
    assert.ok(total <= FIRST_VISIT_BUDGET, `the whole first visit is ${total} bytes, over ${FIRST_VISIT_BUDGET}`);

    // Another language, read online: its page comes through the worker, which keeps its language.
    await page.goto(`${host.base}uk/cucu/`);
    await visitDone(page, host.log, pathsOf('app', 'fr', 'uk'), 'uk/cucu/');
    assert.ok(!(await cachedPaths(page)).some((p) => p.startsWith('es/')), 'a language never read is not cached');

    // Offline: the languages read, and the table.
    await stop(host.server);
    for (const path of ['fr/chkobba/', 'uk/cabo/', 'uk/']) {
      const response = await page.goto(`${host.base}${path}`);
      assert.equal(response.status(), 200, `${path} offline`);
      assert.equal(response.fromServiceWorker(), true);
    }
    await page.goto(`${host.base}?lang=uk`);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await page.waitForFunction(() => document.documentElement.lang === 'uk', null, { timeout: 30_000 });
    const never = await page.goto(`${host.base}es/`).then((r) => r?.status() ?? 'no answer', () => 'no answer');
    assert.notEqual(never, 200, 'a language never read is not there offline');
    assert.deepEqual(problems.filter((p) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(p)), []);
  } finally {
    await context.close();
    await stop(host.server).catch(() => {});
  }
});
