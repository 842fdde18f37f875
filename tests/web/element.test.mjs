// Browser tests of the <cardavia-table> element (web/element/cardavia-table.js; docs/embed.md,
// "The element") and of a table whose frame can keep nothing (web/page/storage.js, share.js), in
// Debian's Chromium. Every host page here is served from a second loopback port — another origin,
// as a rules site embedding our tables would be — and loads the element's script from the site:
//   1. two lines: a host page with only the module script and <cardavia-table game="cucu"
//      lang="uk"> gets `ready` and `match-start` as DOM events; newMatch() and getState() resolve,
//      a refused command rejects with the table's message; a changed attribute is applied; two
//      elements stay independent; a third, far below, makes no frame until scrolled to; each
//      element's height is the table's own wish; the script is under 4 KB gzip;
//   2. the example host page (embed-example.html, built on the element): no layout shift while it
//      loads and while a table starts, at a phone size and a desktop size;
//   3. storage blocked (an init script makes localStorage throw in every frame, as a browser's
//      "block third-party cookies" does): the embedded table starts and plays a round, says once,
//      in words, that nothing can be kept in this frame, and its "Open in a new tab" — then its
//      Cardavia mark — continues the same match on the site's own origin, where it is kept.
// Screenshots: build/test-artifacts/element-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/static-server.mjs';
import { artifacts, press, site, startSiteAndBrowser, stopSiteAndBrowser, waitFor, watch } from './browser_harness.mjs';

let ctx;
let host;  // the host pages' server: another origin
let hostDir;
before(async () => {
  ctx = await startSiteAndBrowser();
  hostDir = mkdtempSync(join(tmpdir(), 'cardavia-element-'));
  host = await startServer(hostDir, 0);
});
after(async () => {
  await new Promise((ok) => (host?.server ? host.server.close(ok) : ok()));
  await stopSiteAndBrowser(ctx ?? {});
  if (hostDir) rmSync(hostDir, { recursive: true, force: true });
});

// A host page of another origin: the two lines (and what the test adds after them).
function hostPage(name, body) {
  writeFileSync(join(hostDir, name), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>A rules site</title><link rel="icon" href="data:,">
<script type="module" src="${ctx.url}cardavia-table.js"></script>
</head><body style="margin:0;font:16px sans-serif"><main style="max-width:760px;margin:0 auto">
${body}
</main></body></html>`);
  return `${host.url}${name}`;
}

// Every event an element dispatches, recorded before the page's scripts run: a capturing listener
// on the document hears an element's events whether they bubble or not.
const TYPES = ['ready', 'resize', 'match-start', 'move', 'round-end', 'match-end', 'error', 'reply'];
async function recordEvents(page) {
  await page.addInitScript((types) => {
    window.seen = [];
    for (const type of types) {
      document.addEventListener(type, (e) => {
        if (e.target?.localName === 'cardavia-table') window.seen.push({ el: e.target.id, type, detail: e.detail });
      }, true);
    }
  }, TYPES);
}
const eventsOf = (page, el, type) =>
  page.evaluate(([id, t]) => window.seen.filter((e) => e.el === id && e.type === t).map((e) => e.detail), [el, type]);
async function waitEvent(page, el, type, timeout = 60_000) {
  await page.waitForFunction(([id, t]) => window.seen.some((e) => e.el === id && e.type === t), [el, type], { timeout });
  return (await eventsOf(page, el, type)).at(-1);
}
const frameOf = async (page, el) => (await page.locator(`#${el}`).evaluateHandle((x) => x.frame)).asElement().contentFrame();

test('two lines: events, Promise methods, a refusal, live attributes, two tables apart, lazy, sized, small', async () => {
  const size = gzipSync(readFileSync(join(site, 'cardavia-table.js')), { level: 9 }).length;
  assert.ok(size < 4096, `cardavia-table.js is ${size} bytes gzip: at most 4 KB`);

  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = await watch(page);
  await recordEvents(page);
  await page.goto(hostPage('two-lines.html', `
<cardavia-table id="first" game="cucu" lang="uk"></cardavia-table>
<cardavia-table id="second" game="chkobba" eager></cardavia-table>
<div style="height:4000px"></div>
<cardavia-table id="far" game="cabo"></cardavia-table>`));
  try {
    const ready = await waitEvent(page, 'first', 'ready');
    assert.equal(ready.source, 'cardavia');
    assert.equal(ready.game, 'cucu');
    assert.equal(ready.lang, 'uk');
    assert.equal((await waitEvent(page, 'second', 'ready')).game, 'chkobba');
    assert.equal(await page.evaluate(() => document.getElementById('far').frame), null, 'no frame far from the viewport');
    // The frame's address: embed mode, this host's origin, the attributes.
    const src = new URL(await page.evaluate(() => document.getElementById('first').frame.src));
    assert.equal(src.origin + '/', ctx.url);
    assert.equal(src.searchParams.get('embed'), '1');
    assert.equal(src.searchParams.get('origin'), new URL(host.url).origin);
    assert.equal(src.searchParams.get('lang'), 'uk');

    // Its height is the table's wish (resize), reserved from the start.
    const wish = (await waitEvent(page, 'first', 'resize')).height;
    const box = await page.locator('#first').boundingBox();
    assert.ok(Math.abs(box.height - wish) <= 1, `element ${box.height} px, the table wants ${wish}`);
    assert.equal(box.width, 390);

    // Methods: Promises; the match's events as DOM events.
    const started = await page.evaluate(() => document.getElementById('first').newMatch({ game: 'cabo', players: 3 }));
    assert.ok(started && typeof started === 'object', JSON.stringify(started));
    const start = await waitEvent(page, 'first', 'match-start');
    assert.equal(start.game, 'cabo');
    assert.equal(start.players, 3);
    const state = await page.evaluate(() => document.getElementById('first').getState());
    assert.equal(state.screen, 'play');
    assert.equal(state.game, 'cabo');
    assert.equal(state.players, 3);
    // Refused: the Promise rejects with the table's own message, and nothing changed.
    const refused = await page.evaluate(() => document.getElementById('first').newMatch({ players: 'many' })
      .then(() => 'resolved', (err) => err.message));
    assert.match(refused, /players must be/);
    assert.equal((await page.evaluate(() => document.getElementById('first').getState())).game, 'cabo');
    const loaded = await page.evaluate(() => document.getElementById('first').load('#r=damaged!')
      .then(() => 'resolved', (err) => err.message));
    assert.notEqual(loaded, 'resolved');

    // The other element: its own table, untouched.
    const other = await page.evaluate(() => document.getElementById('second').getState());
    assert.equal(other.game, 'chkobba');
    assert.equal(other.screen, 'setup');
    assert.deepEqual(await eventsOf(page, 'second', 'match-start'), []);
    assert.equal((await eventsOf(page, 'second', 'reply')).length, 1, 'only its own reply');

    // An attribute changed after load: the matching command (set-settings), applied at once.
    await page.evaluate(() => document.getElementById('first').setAttribute('lang', 'fr'));
    const first = await frameOf(page, 'first');
    await first.waitForFunction(() => document.documentElement.lang === 'fr', null, { timeout: 10_000 });
    await page.evaluate(() => document.getElementById('first').setAttribute('theme', 'contrast:80 grain:10'));
    await first.evaluate(() => { window.cardavia.wantTable = true; });
    await first.waitForFunction(() => /contrast=80 grain=10/.test(window.cardavia.table?.look ?? ''), null, { timeout: 10_000 })
      .catch(async () => assert.fail(`look: ${await first.evaluate(() => JSON.stringify(window.cardavia.table))}`));
    await page.screenshot({ path: join(artifacts, 'element-two-lines-390x844.png') });

    // Lazy: the far one starts once the reader scrolls near it.
    await page.evaluate(() => document.getElementById('far').scrollIntoView());
    assert.equal((await waitEvent(page, 'far', 'ready')).game, 'cabo');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the example host page: no layout shift while it loads and while a table starts', async () => {
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    const context = await ctx.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const problems = await watch(page);
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      await page.goto(`${ctx.url}embed-example.html`);
      await page.waitForLoadState('load');
      await page.waitForFunction(() => !!customElements.get('cardavia-table'));
      assert.equal(await page.evaluate(() => document.querySelector('cardavia-table').frame), null, 'tap to start');
      await page.evaluate(() => document.querySelector('cardavia-table[game=cabo] button').click());
      await page.waitForFunction(() => window.embedExample.messages.some((m) => m.game === 'cabo' && m.data.type === 'resize'),
        null, { timeout: 60_000 });
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => window.shifts);
      assert.deepEqual(shifts, [], `${width}x${height}: layout shifts ${shifts}`);
      await page.screenshot({ path: join(artifacts, `element-example-${width}x${height}.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('storage blocked in the frame: the table plays, says so once, and a new tab continues the match', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
  // Storage blocked in every frame, as "block third-party cookies" does: reading localStorage
  // throws. The top-level pages (the host, and the new tab on the site) keep theirs.
  await context.addInitScript(() => {
    if (window !== window.top) {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    }
  });
  const page = await context.newPage();
  const problems = await watch(page);
  await recordEvents(page);
  await page.goto(hostPage('blocked.html', `
<cardavia-table id="t" game="cucu" level="easy" speed="fast" autostart eager></cardavia-table>`));
  try {
    await waitEvent(page, 't', 'match-start');
    const frame = await frameOf(page, 't');
    await frame.evaluate(() => { window.cardavia.wantTable = true; });
    // The first move the frame cannot keep: the sheet, in words, once.
    const sheet = frame.locator('.page-sheet');
    await sheet.waitFor({ timeout: 60_000 });
    assert.equal(await sheet.locator('h2').textContent(), 'This match cannot be kept here');
    assert.match(await sheet.textContent(), /Save it to a file, or go on in a new tab/);
    assert.deepEqual(await sheet.locator('button').allTextContents(), ['Play on', 'Save file', 'Open in a new tab']);
    await page.screenshot({ path: join(artifacts, 'element-storage-blocked-390x844.png') });
    await sheet.getByText('Play on').click();
    await sheet.waitFor({ state: 'detached' });

    // A round, played by taps on the canvas; the sheet is not said again.
    const choices = ['btn:keep', 'btn:refuse', 'btn:accept', 'btn:next_round'];
    const deadline = Date.now() + 120_000;
    while ((await eventsOf(page, 't', 'round-end')).length === 0) {
      assert.ok(Date.now() < deadline, 'no round end');
      const { target } = await waitFor(frame, choices, 60_000).catch(() => ({}));
      if (target && target.id !== 'btn:next_round') await press(page, target, frame);
    }
    assert.equal(await frame.locator('.page-sheet').count(), 0, 'said once');
    const record = JSON.parse(await frame.evaluate(() => window.Module.tableRecord()));
    assert.ok(record.actions.length > 0);

    // "Open in a new tab" — the sheet's button, and from then on the Cardavia mark — opens the
    // site itself (no embed) with the match, which it keeps.
    const [tab] = await Promise.all([context.waitForEvent('page'), frame.locator('.embed-mark').click()]);
    await tab.waitForLoadState('load');
    const address = new URL(tab.url());
    assert.equal(address.origin + '/', ctx.url);
    assert.equal(address.searchParams.get('embed'), null);
    assert.match(address.hash, /^#r=/);
    await tab.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    const there = JSON.parse(await tab.evaluate(() => window.Module.tableRecord()));
    assert.equal(there.game, 'cucu');
    assert.equal(there.seed, record.seed);
    // The match goes on from where the frame left it: its actions first, then whatever the
    // computer players have done since (the tab plays on at once).
    assert.deepEqual(there.actions.slice(0, record.actions.length), record.actions, 'the same match, from the same place');
    await tab.waitForFunction(() => !!localStorage.getItem('cardavia.v1.match.cucu'), null, { timeout: 20_000 })
      .catch(async () => assert.fail(`not kept: ${await tab.evaluate(() => JSON.stringify([window.cardavia.table?.screen,
        Object.keys(localStorage), document.getElementById('note')?.textContent]))}`));
    await tab.screenshot({ path: join(artifacts, 'element-storage-new-tab-390x844.png') });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
