// Browser tests of what a stranger can send and what a host can learn (issue 25), in Debian's
// Chromium. A host page of the test's own (`/test-host.html`, served by Playwright on the site's
// origin) frames the table and talks to it as any page could:
//   1. the seed of a match a host starts is not the clock's: none of the seeds the clock gave
//      around the new-match, and two matches started back to back differ;
//   2. framed without embed=1 the table posts nothing and obeys nothing: a new-match leaves the
//      player's own unfinished match in the site's slot as it was;
//   3. an `origin` given that is not an origin: nothing posted, nothing obeyed, a console warning;
//   5. a command over 512 KB is refused (with its id) before it is copied into the module; an id
//      that is not a string or a number (a deep one) gets no reply, an error message, and the
//      table answers the next command; a file over 1 MB is refused in the import sheet;
//   6. an unreadable autosave is set aside and the player told; a new match is saved again;
//   7. the browser's language and a host's set-settings {lang} are not written to storage (a
//      language the player picks is);
//   8. embedded with #cards, `ready` is sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { control, root, startSiteAndBrowser, stopSiteAndBrowser, tapTarget, waitUntil, watch } from './browser_harness.mjs';

const SAMPLE = readFileSync(join(root, 'tests/saves/cabo_3p_hard_five_rounds.json'), 'utf8');
const SETTINGS = 'cardavia.v1.settings';
const SLOT = 'cardavia.v1.match.cabo';

let ctx;
before(async () => { ctx = await startSiteAndBrowser(); });
after(() => stopSiteAndBrowser(ctx ?? {}));

// An unfinished Cabo match as a slot holds it: the finished sample less its last action.
function unfinished() {
  const record = JSON.parse(SAMPLE);
  record.actions.pop();
  return JSON.stringify(record);
}

// A fresh context (its own storage) whose top page is the test's host page on the site's origin; it keeps every message from a table.
async function openHost(contextOptions = {}) {
  const context = await ctx.browser.newContext({ viewport: { width: 900, height: 800 }, ...contextOptions });
  await context.route(`${ctx.url}test-host.html`, (route) => route.fulfill({
    contentType: 'text/html', body: '<!doctype html><html lang="en"><title>A host</title><body></body></html>',
  }));
  const page = await context.newPage();
  const problems = await watch(page);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.addInitScript(() => {
    if (window !== window.top) {
      window.cardavia = { wantTable: true };
      return;
    }
    window.fromTable = [];
    window.addEventListener('message', (e) => { if (e.data && e.data.source === 'cardavia') window.fromTable.push(e.data); });
  });
  await page.goto(`${ctx.url}test-host.html`);
  return { context, page, problems, warnings };
}

// Frames the table at `src` (relative to the site) and waits for its first frames.
async function frameTable(page, src) {
  await page.evaluate((s) => new Promise((ok) => {
    const f = document.createElement('iframe');
    f.src = s;
    f.width = 420;
    f.height = 640;
    f.addEventListener('load', ok);
    document.body.appendChild(f);
  }), src);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await frame.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
  return frame;
}

const post = (page, message) =>
  page.evaluate((m) => document.querySelector('iframe').contentWindow.postMessage(m, '*'), message);
const fromTable = (page) => page.evaluate(() => window.fromTable);
const command = (id, cmd, args = {}) => ({ target: 'cardavia', version: 1, id, cmd, args });

async function replyTo(page, id, timeout = 30_000) {
  await page.waitForFunction((i) => window.fromTable.some((m) => m.type === 'reply' && m.id === i), id, { timeout });
  return (await fromTable(page)).find((m) => m.type === 'reply' && m.id === id);
}

test('1. a host cannot predict the seed of a match it starts: not the clock\'s, never the same twice', async () => {
  const { context, page, problems } = await openHost();
  try {
    const frame = await frameTable(page, './?embed=1&game=cabo');
    await page.waitForFunction(() => window.fromTable.some((m) => m.type === 'ready'), null, { timeout: 30_000 });
    const seeds = [];
    for (const id of ['m1', 'm2']) {
      const t0 = await page.evaluate(() => Date.now());
      await post(page, command(id, 'new-match', { level: 'easy' }));
      const reply = await replyTo(page, id);
      const t1 = await page.evaluate(() => Date.now());
      assert.equal(reply.ok, true, JSON.stringify(reply));
      // What the host sees says nothing of it.
      assert.ok(!JSON.stringify(await fromTable(page)).includes('"seed"'));
      // The test (not the host) reads the record to know the seed.
      const seed = BigInt(await frame.evaluate(() => JSON.parse(window.Module.tableRecord()).seed));
      seeds.push(seed);
      // Every seed a clock could have given in a wide window around the command: the clock in
      // ms, µs or ns, whole or cut to 48, 53 or 64 bits.
      const masks = [(1n << 48n) - 1n, (1n << 53n) - 1n, (1n << 64n) - 1n];
      for (let ms = BigInt(t0 - 3000); ms <= BigInt(t1 + 3000); ++ms) {
        for (const scale of [1n, 1000n, 1000000n]) {
          for (const mask of masks) assert.notEqual(seed, (ms * scale) & mask, `seed ${seed} is the clock's (${ms} ms)`);
        }
      }
    }
    assert.notEqual(seeds[0], seeds[1]);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('2. framed without embed=1: nothing posted, nothing obeyed, the player\'s saved match intact', async () => {
  const { context, page, problems } = await openHost();
  try {
    const saved = unfinished();
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, saved]);
    const frame = await frameTable(page, './?game=cabo');
    // The player's match is offered, as on the site itself.
    await frame.waitForFunction(() => window.cardavia.table?.targets.some((t) => t.id === 'setup:continue'), null,
      { timeout: 10_000 });
    for (const [id, cmd, args] of [['n', 'new-match', { game: 'cabo', seed: 5 }], ['s', 'get-state', {}],
                                   ['l', 'load', { save: SAMPLE }], ['c', 'set-settings', { contrast: 95 }]]) {
      await post(page, command(id, cmd, args));
    }
    await page.waitForTimeout(2000);
    const count = await frame.evaluate(() => window.cardavia.frames);
    assert.ok(count >= 2);
    assert.deepEqual(await fromTable(page), [], 'the table posted to the page that frames it');
    const t = await frame.evaluate(() => window.cardavia.table);
    assert.equal(t.screen, 'setup', 'no command ran');
    assert.match(t.look, /contrast=50/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SLOT), saved);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('3. an origin given that is not an origin: nothing posted, nothing obeyed, said in the console', async () => {
  const { context, page, problems, warnings } = await openHost();
  try {
    const origin = encodeURIComponent(`${ctx.url}`);  // with its trailing slash: not an origin
    const frame = await frameTable(page, `./?embed=1&game=cabo&origin=${origin}`);
    await post(page, command('q', 'get-state'));
    await post(page, command('n', 'new-match', { seed: 3 }));
    await page.waitForTimeout(2000);
    assert.deepEqual(await fromTable(page), []);
    assert.equal((await frame.evaluate(() => window.cardavia.table)).screen, 'setup');
    assert.ok(warnings.some((w) => /origin=.*nothing is posted or obeyed/.test(w)), JSON.stringify(warnings));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('5. a command over 512 KB is refused with its id before the module reads it', async () => {
  const { context, page, problems } = await openHost();
  try {
    await frameTable(page, './?embed=1&game=cabo');
    await page.waitForFunction(() => window.fromTable.some((m) => m.type === 'ready'), null, { timeout: 30_000 });
    // Over 512 KB: refused with its id, nothing copied.
    await post(page, command('big', 'load', { save: 'x'.repeat(600 * 1024) }));
    let reply = await replyTo(page, 'big');
    assert.equal(reply.ok, false);
    assert.match(reply.error, /longer than 524288 bytes/);
    // A huge array of small numbers: measured, not written out.
    await post(page, command(7, 'set-settings', { contrast: new Array(300_000).fill(1) }));
    reply = await replyTo(page, 7);
    assert.match(reply.error, /longer than/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('5. an id that is not a string or a number (a deep one too) gets no reply, an error message', async () => {
  const { context, page, problems } = await openHost();
  try {
    await frameTable(page, './?embed=1&game=cabo');
    await page.waitForFunction(() => window.fromTable.some((m) => m.type === 'ready'), null, { timeout: 30_000 });
    const errors = (await fromTable(page)).filter((m) => m.type === 'error').length;
    await page.evaluate(() => {
      let deep = 1;
      for (let i = 0; i < 3000; ++i) deep = [deep];
      const f = document.querySelector('iframe').contentWindow;
      f.postMessage({ target: 'cardavia', version: 1, id: { n: 1 }, cmd: 'get-state' }, '*');
      f.postMessage({ target: 'cardavia', version: 1, id: deep, cmd: 'get-state' }, '*');
    });
    await page.waitForFunction((n) => window.fromTable.filter((m) => m.type === 'error').length >= n + 2, errors,
      { timeout: 10_000 });
    const said = (await fromTable(page)).filter((m) => m.type === 'error').slice(-2);
    for (const e of said) assert.match(e.message, /id must be a string or a number/);
    assert.ok(!(await fromTable(page)).some((m) => m.type === 'reply' && typeof m.id === 'object'));
    // The table answers on.
    await post(page, command('after', 'get-state'));
    const reply = await replyTo(page, 'after');
    assert.equal(reply.ok, true);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('5. the import sheet refuses a file (or a pasted text) over 1 MB with a clear message', async () => {
  const site = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page2 = await site.newPage();
    const problems2 = await watch(page2);
    await page2.addInitScript(() => { window.cardavia = { wantTable: true }; });
    await page2.goto(`${ctx.url}#cabo`);
    await waitUntil(page2, 'the sheet', (t) => t.screen === 'setup', 60_000);
    await control(page2, 'import').click();
    const big = JSON.stringify({ format: 'cardavia-save', pad: 'x'.repeat(1100 * 1024) });
    await page2.locator('.page-sheet input[type=file]').setInputFiles({
      name: 'huge.cardavia.json', mimeType: 'application/json', buffer: Buffer.from(big),
    });
    await page2.locator('.sheet-problem').waitFor({ state: 'visible' });
    assert.match(await page2.locator('.sheet-problem').textContent(), /over 1 MB/);
    assert.equal((await page2.evaluate(() => window.cardavia.table)).screen, 'setup');
    // Pasted, the same.
    await page2.locator('.page-sheet textarea').fill(big);
    await page2.locator('.page-sheet .pill.primary').click();
    await page2.waitForFunction(() => /over 1 MB/.test(document.querySelector('.sheet-problem').textContent));
    assert.equal(await page2.evaluate((k) => localStorage.getItem(k), SLOT), null);
    assert.deepEqual(problems2.filter((p) => !/over 1 MB/.test(p)), []);
  } finally {
    await site.close();
  }
});

test('6. an unreadable autosave is set aside and the player told; a new match is saved again', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const newer = JSON.stringify({ format: 'cardavia-save', version: 9, game: 'cabo', players: 3, seed: 1, actions: [] });
    await context.addInitScript(([k, v]) => {
      if (!sessionStorage.getItem('seeded')) {  // once: the page's own writes then stand
        localStorage.setItem(k, v);
        sessionStorage.setItem('seeded', '1');
      }
      window.cardavia = { wantTable: true };
    }, [SLOT, newer]);
    const page = await context.newPage();
    const problems = await watch(page);
    await page.goto(`${ctx.url}`);
    await page.waitForFunction(() => (window.cardavia?.frames ?? 0) >= 2, null, { timeout: 60_000 });
    await page.locator('#note').waitFor({ state: 'visible' });
    assert.match(await page.locator('#note').textContent(), /could not be read.*newer.*kept aside/);
    assert.equal(await page.evaluate(() => localStorage.getItem('cardavia.v1.aside.cabo')), newer);
    // A new match of Cabo: saved in its slot; what was set aside stays.
    await tapTarget(page, 'tile:cabo');
    await tapTarget(page, 'setup:start');
    await waitUntil(page, 'the match', (t) => t.screen === 'play');
    await page.waitForFunction((k) => /"format"/.test(localStorage.getItem(k) || '') &&
                                      !/"version":9/.test(localStorage.getItem(k)), SLOT, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => localStorage.getItem('cardavia.v1.aside.cabo')), newer);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('7. the browser\'s language is shown, not saved as if picked; a language picked is', async () => {
  const storedLang = (target) => target.evaluate((k) => {
    const s = localStorage.getItem(k);
    return s === null ? null : JSON.parse(s).lang ?? null;
  }, SETTINGS);
  // The site in a French browser: French, and nothing written.
  const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const problems = await watch(page);
    await page.addInitScript(() => { window.cardavia = { wantTable: true }; });
    await page.goto(ctx.url);
    await waitUntil(page, 'French', (t) => t.lang === 'fr', 60_000);
    await page.waitForFunction(() => window.cardavia.frames >= 4);
    await page.waitForTimeout(500);
    assert.equal(await storedLang(page), null, 'the browser\'s language was saved as if picked');
    // Picked: kept.
    await tapTarget(page, 'start:language');
    await tapTarget(page, 'lang:uk');
    await waitUntil(page, 'Ukrainian', (t) => t.lang === 'uk');
    await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) || '{}').lang === 'uk', SETTINGS,
      { timeout: 5_000 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('7. a host\'s set-settings {lang} is applied and not written to the player\'s settings', async () => {
  const storedLang = (target) => target.evaluate((k) => {
    const s = localStorage.getItem(k);
    return s === null ? null : JSON.parse(s).lang ?? null;
  }, SETTINGS);
  const { context: hostContext, page, problems } = await openHost();
  try {
    const frame = await frameTable(page, './?embed=1&game=cabo');
    await page.waitForFunction(() => window.fromTable.some((m) => m.type === 'ready'), null, { timeout: 30_000 });
    await post(page, command('lang', 'set-settings', { lang: 'it' }));
    assert.equal((await replyTo(page, 'lang')).ok, true);
    await frame.waitForFunction(() => window.cardavia.table?.lang === 'it', null, { timeout: 10_000 });
    await frame.waitForFunction(() => document.documentElement.lang === 'it', null, { timeout: 10_000 });
    await page.waitForTimeout(500);
    assert.equal(await storedLang(frame), null, 'the host\'s language was written to the player\'s settings');
    assert.deepEqual(problems, []);
  } finally {
    await hostContext.close();
  }
});

test('8. embedded with #cards: ready is sent, and commands are answered', async () => {
  const { context, page, problems } = await openHost();
  try {
    await frameTable(page, './?embed=1&game=cabo#cards');
    await page.waitForFunction(() => window.fromTable.some((m) => m.type === 'ready'), null, { timeout: 30_000 });
    assert.equal((await fromTable(page))[0].type, 'ready');
    await post(page, command('s', 'get-state'));
    const reply = await replyTo(page, 's');
    assert.equal(reply.result.screen, 'cards');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
